import TactileCore
import Testing

@testable import TactileScenes

/// The test's own bookkeeping of one message's reactions: counts per emoji and the user's
/// pick, with the page's rules (a second pick of the same emoji takes it back).
private struct ExpectedReactions: Equatable {
  var counts: [String: Int]
  var mine: String?

  init(_ t: ReactionTally) {
    counts = Dictionary(uniqueKeysWithValues: t.chips.map { ($0.emoji, $0.count) })
    mine = t.userReaction
  }

  mutating func pick(_ e: String) {
    if let old = mine { counts[old, default: 0] -= 1 }
    if mine == e {
      mine = nil
    } else {
      counts[e, default: 0] += 1
      mine = e
    }
    counts = counts.filter { $0.value > 0 }
  }
}

/// What one random gesture is expected to do.
private enum Expectation { case nothing, cancel, pick(Int) }

/// 1,000 random holds, drags and releases through the page API with fake time: short clicks,
/// presses that wander off before the hold time, drags that end over an icon or far away,
/// Esc / focus lost / pointer exit mid-drag, tap-to-pick by click or keyboard, click-away and
/// Esc in tap mode, wheel scrolls in between, and new presses while the last bar is still
/// closing or its emoji still flying. At the end every message's counts match the picks made,
/// its chips show them, and no bar is left open.
@Test func thousandRandomGesturesKeepEveryCountConsistent() {
  var rng = SeededRandom(seed: 0x5EED_0002)
  var d = ReactionsDriver(size: Size(1100, 700))
  var expected = d.page.bubbles.map { ExpectedReactions($0.tally) }
  var picks = 0
  var cancels = 0

  func randomPoint(in r: Rect) -> Vec2 {
    Vec2(r.minX + rng.unitFloat() * r.width, r.minY + rng.unitFloat() * r.height)
  }

  for gesture in 0..<1000 {
    if rng.int(below: 5) == 0 {
      _ = d.page.handle(.wheel(Vec2(0, rng.float(in: -4...4))))
      d.advance(rng.double(in: 0...0.3))
    }
    // A point inside a visible message.
    let visible = d.page.bubbles.indices.filter {
      (d.page.bubbleRect($0).intersection(d.page.viewport)?.height ?? 0) > 8
    }
    let b = visible[rng.int(below: visible.count)]
    let area = d.page.bubbleRect(b).intersection(d.page.viewport)!.insetBy(dx: 2, dy: 2)
    let press = randomPoint(in: area)
    d.down(press)

    var outcome = Expectation.nothing
    let kind = rng.int(below: 12)
    switch kind {
    case 0:  // A click: released before the hold time.
      d.advance(rng.double(in: 0.01...0.3))
      d.up(press)
    case 1:  // Wanders more than 10 pt before the hold time.
      d.advance(rng.double(in: 0.01...0.3))
      d.move(press + Vec2(rng.float(in: 11...60), rng.float(in: -30...30)))
      d.advance(0.3)
      d.up(d.position)
    default:
      d.advance(rng.double(in: 0.36...0.8))
      guard let bar = d.page.bar, bar.mode == .dragging, bar.bubble == b else {
        Issue.record("gesture \(gesture): the bar did not open for bubble \(b)")
        return
      }
      let g = bar.geometry
      let h = g.barRect.height
      if kind <= 8 {
        // Drag: first well away from the press point, then wander, then end somewhere.
        let wide = g.highlightBand.insetBy(dx: -80, dy: -80)
        d.drag(to: press + Vec2(rng.float(in: 20...60) * (rng.int(below: 2) == 0 ? 1 : -1), -30))
        for _ in 0..<rng.int(below: 5) { d.drag(to: randomPoint(in: wide), steps: 3) }
        let ending = rng.int(below: 10)
        if ending < 6 {
          // Towards an icon, then onto it as drawn now (slots widen and shrink with the
          // highlight; the pointer picks what is drawn under it).
          let k = rng.int(below: g.iconCount)
          d.drag(to: g.iconCenter(k), steps: 4)
          let drawn = d.page.bar!.iconFrame(k)
          let reach = min(drawn.width, g.style.iconSize * 0.9) / 2 - 1
          let end = Vec2(
            drawn.midX + rng.float(in: -reach...reach),
            g.barRect.midY + rng.float(in: -h / 2...h / 2))
          d.move(end)
          d.up(end)
          outcome = .pick(k)
        } else if ending < 8 {
          let end = Vec2(
            g.barRect.midX + rng.float(in: -200...200), g.barRect.minY - h - rng.float(in: 2...120))
          d.drag(to: end, steps: 4)
          d.up(end)
          outcome = .cancel
        } else {
          let events: [InputEvent] = [.key(KeyEvent(.escape)), .focusLost, .pointerExited]
          _ = d.page.handle(events[rng.int(below: 3)])
          d.up(d.position)
          outcome = .cancel
        }
      } else {
        // Hold and release in place: tap-to-pick.
        d.up(press)
        guard d.page.bar?.mode == .tapToPick else {
          Issue.record("gesture \(gesture): no tap-to-pick bar")
          return
        }
        d.advance(rng.double(in: 0...0.6))
        let n = g.iconCount
        switch rng.int(below: 5) {
        case 0:
          let k = rng.int(below: n)
          d.click(g.iconCenter(k))
          outcome = .pick(k)
        case 1:
          let steps = rng.int(below: 9) + 1
          for _ in 0..<steps { d.key(.right) }
          d.key(.enter)
          outcome = .pick(min(steps - 1, n - 1))
        case 2:
          let steps = rng.int(below: 9) + 1
          for _ in 0..<steps { d.key(.left) }
          d.key(.enter)
          outcome = .pick(max(n - steps, 0))
        case 3:
          d.key(.escape)
          outcome = .cancel
        default:
          var away = randomPoint(in: Rect(x: 0, y: 0, width: 1100, height: 700))
          while g.barRect.insetBy(dx: -2, dy: -2).contains(away) {
            away = randomPoint(in: Rect(x: 0, y: 0, width: 1100, height: 700))
          }
          d.click(away)
          outcome = .cancel
        }
      }
    }

    switch outcome {
    case .nothing:
      #expect(d.page.bar?.isClosing ?? true, "gesture \(gesture)")
    case .cancel:
      cancels += 1
      #expect(d.page.lastOutcome == .cancelled(bubble: b), "gesture \(gesture)")
    case .pick(let k):
      picks += 1
      let e = PageContent.defaultReactions[k]
      expected[b].pick(e)
      guard case .picked(b, _) = d.page.lastOutcome else {
        let got = String(describing: d.page.lastOutcome)
        Issue.record("gesture \(gesture): expected a pick of \(e) on \(b), got \(got)")
        return
      }
    }
    #expect(d.page.bar.map { $0.isClosing } ?? true, "gesture \(gesture): bar left open")
    #expect(d.page.bubbles[b].tally.userReaction == expected[b].mine, "gesture \(gesture)")
    // Sometimes start the next gesture while this one is still animating.
    d.advance(rng.double(in: 0...1.0))
  }

  d.settle()
  #expect(d.page.bar == nil)
  #expect(d.page.flights.isEmpty)
  #expect(!d.page.isAnimating)
  #expect(picks > 300 && cancels > 150)
  for (i, bubble) in d.page.bubbles.enumerated() {
    #expect(ExpectedReactions(bubble.tally) == expected[i], "bubble \(i)")
    let chips = bubble.chips
    #expect(chips.isSettledWithModel, "bubble \(i)")
    #expect(Set(chips.emoji) == Set(bubble.tally.chips.map(\.emoji)), "bubble \(i)")
    for c in bubble.tally.chips {
      #expect(chips.index(of: c.emoji).map { chips.shownCount[$0] } == c.count, "bubble \(i)")
    }
  }
}
