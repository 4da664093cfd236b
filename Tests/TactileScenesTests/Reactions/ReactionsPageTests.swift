import TactileCore
import TactileIO
import TactileTestSupport
import Testing

@testable import TactileScenes

// Sample chat (ChatMessage.samples): bubble 2 has 🔥 5 and 👍 1 (the user's), bubble 4 none.
private let wow = 3  // 😮 in the default bar

@Test func holdDragAndReleaseOverAnIconPicksIt() {
  var d = ReactionsDriver()
  let press = d.holdOpen(bubble: 4)
  let bar = try! #require(d.page.bar)
  #expect(bar.mode == .dragging)
  #expect(bar.bubble == 4)
  // Above the lifted message, 8 pt away, inside the content column (clear of the waves).
  let g = bar.geometry
  #expect(g.placement == .above)
  #expect(abs(g.anchor.minY - g.barRect.maxY - 8) < 1e-3)
  #expect(!g.barRect.intersects(d.page.bubbleRect(4)))
  #expect(g.barRect.minX >= d.page.viewport.minX && g.barRect.maxX <= d.page.viewport.maxX)
  #expect(g.barRect.minY >= d.page.viewport.minY)
  #expect(d.page.bubble(at: press) == 4)
  d.drag(to: d.iconCenter(wow))
  #expect(d.page.bar?.highlighted == wow)
  d.up(d.iconCenter(wow))
  #expect(d.page.lastOutcome == .picked(bubble: 4, change: .added("😮")))
  #expect(d.page.bubbles[4].tally.userReaction == "😮")
  #expect(d.page.bubbles[4].tally.count(of: "😮") == 1)
  #expect(d.page.bar?.isClosing == true)
  #expect(d.page.flights.count == 1)
  // The chip waits for the emoji, then shows it.
  #expect(d.page.bubbles[4].chips.awaiting == [true])
  d.settle()
  #expect(d.page.bar == nil)
  #expect(d.page.flights.isEmpty)
  #expect(d.page.bubbles[4].chips.shownCount == [1])
  #expect(d.page.bubbles[4].chips.isUsers == [true])
}

@Test func pickingTheCurrentReactionAgainRemovesIt() {
  var d = ReactionsDriver()
  _ = d.holdOpen(bubble: 2)
  d.drag(to: d.iconCenter(4))  // 👍
  d.up(d.iconCenter(4))
  #expect(d.page.lastOutcome == .picked(bubble: 2, change: .removed("👍")))
  #expect(d.page.bubbles[2].tally.userReaction == nil)
  #expect(d.page.bubbles[2].tally.count(of: "👍") == 0)
  #expect(d.page.flights.isEmpty)  // nothing flies when a reaction is taken back
  d.settle()
  #expect(d.page.bubbles[2].chips.emoji == ["🔥"])
}

@Test func pickingAnotherReactionMovesTheUsersOne() {
  var d = ReactionsDriver()
  _ = d.holdOpen(bubble: 2)
  d.drag(to: d.iconCenter(0))  // 😂
  d.up(d.iconCenter(0))
  #expect(d.page.lastOutcome == .picked(bubble: 2, change: .changed(from: "👍", to: "😂")))
  d.settle()
  let t = d.page.bubbles[2].tally
  #expect(t.chips.map(\.emoji) == ["🔥", "😂"])
  #expect(t.count(of: "😂") == 1 && t.count(of: "🔥") == 5)
}

@Test func releaseAwayFromTheBarCancelsAndShowsTheHint() {
  var d = ReactionsDriver()
  let before = d.page.bubbles.map(\.tally)
  _ = d.holdOpen(bubble: 4)
  let bar = d.page.bar!.geometry.barRect
  let far = Vec2(bar.midX, bar.minY - 2 * bar.height)
  d.drag(to: far)
  d.advance(0.5)
  #expect(d.page.bar?.highlighted == nil)
  #expect(d.page.bar!.hintOpacity > 0.9)
  #expect(d.drawnTexts().contains(ReactionsConstants.cancelHint))
  d.up(far)
  #expect(d.page.lastOutcome == .cancelled(bubble: 4))
  d.settle()
  #expect(d.page.bar == nil)
  #expect(d.page.bubbles.map(\.tally) == before)
}

@Test func releasingBeforeTheHoldTimeOpensNothing() {
  var d = ReactionsDriver()
  let r = d.page.bubbleRect(4)
  d.down(r.center)
  d.advance(0.3)
  d.up(r.center)
  d.advance(0.5)
  #expect(d.page.bar == nil)
  #expect(d.page.lastOutcome == nil)
}

@Test(arguments: [(Float(10), true), (Float(11), false)])
func movingBeforeTheHoldTimeIsAllowedUpToTenPoints(distance: Float, opens: Bool) {
  var d = ReactionsDriver()
  let p = d.page.bubbleRect(4).center
  d.down(p)
  d.advance(0.2)
  d.move(Vec2(p.x - distance, p.y))
  d.advance(0.2)
  #expect((d.page.bar != nil) == opens)
}

/// Esc, window focus lost and the pointer leaving the window, while the button is down.
@Test(arguments: [
  InputEvent.key(KeyEvent(.escape)), .focusLost, .pointerExited,
])
func cancelPathsCloseTheBarWithoutPicking(event: InputEvent) {
  var d = ReactionsDriver()
  let before = d.page.bubbles.map(\.tally)
  _ = d.holdOpen(bubble: 4)
  d.drag(to: d.iconCenter(wow))
  _ = d.page.handle(event)
  #expect(d.page.lastOutcome == .cancelled(bubble: 4))
  #expect(d.page.bar?.isClosing == true)
  // The release that follows does nothing more.
  d.up(d.iconCenter(wow))
  d.settle()
  #expect(d.page.bar == nil)
  #expect(d.page.bubbles.map(\.tally) == before)
}

@Test func holdAndReleaseInPlaceKeepsTheBarOpenForAClick() {
  var d = ReactionsDriver()
  let p = d.holdOpen(bubble: 4)
  d.up(p)
  #expect(d.page.bar?.mode == .tapToPick)
  d.advance(3)
  #expect(d.page.bar?.mode == .tapToPick)
  #expect(!d.page.isAnimating)  // open and still: nothing to draw
  d.click(d.iconCenter(1))  // 😡
  #expect(d.page.lastOutcome == .picked(bubble: 4, change: .added("😡")))
  d.settle()
  #expect(d.page.bar == nil)
}

@Test func tapModeKeyboardMovesTheHighlightAndPicks() {
  var d = ReactionsDriver()
  d.up(d.holdOpen(bubble: 4))
  let used1 = d.key(.right)
  #expect(used1)
  #expect(d.page.bar?.highlighted == 0)
  let used2 = d.key(.right)
  #expect(used2)
  let used3 = d.key(.right)
  #expect(used3)
  let used4 = d.key(.left)
  #expect(used4)
  #expect(d.page.bar?.highlighted == 1)
  let used5 = d.key(.enter)
  #expect(used5)
  #expect(d.page.lastOutcome == .picked(bubble: 4, change: .added("😡")))
}

@Test func tapModeHighlightStopsAtTheEnds() {
  var d = ReactionsDriver()
  d.up(d.holdOpen(bubble: 4))
  d.key(.left)
  #expect(d.page.bar?.highlighted == 5)
  d.key(.right)
  #expect(d.page.bar?.highlighted == 5)
  for _ in 0..<9 { d.key(.left) }
  #expect(d.page.bar?.highlighted == 0)
}

@Test(arguments: ["escape", "elsewhere"])
func tapModeClosesOnEscOrAClickElsewhere(how: String) {
  var d = ReactionsDriver()
  d.up(d.holdOpen(bubble: 4))
  if how == "escape" {
    let used6 = d.key(.escape)
    #expect(used6)
  } else {
    d.click(Vec2(1000, 700))
  }
  #expect(d.page.lastOutcome == .cancelled(bubble: 4))
  d.settle()
  #expect(d.page.bar == nil)
  #expect(d.page.bubbles[4].tally.total == 0)
}

@Test func highlightedIconLiftsGrowsAndShowsItsName() {
  var d = ReactionsDriver()
  _ = d.holdOpen(bubble: 4)
  d.drag(to: d.iconCenter(wow))
  d.advance(1)
  let bar = d.page.bar!
  let rest = bar.geometry.iconRect(wow)
  let lifted = bar.iconFrame(wow)
  // Grown 1.8× in place, risen so its top edge moved up and its bottom edge stayed.
  #expect(abs(lifted.width / rest.width - 1.8) < 0.01)
  #expect(abs(lifted.maxY - rest.maxY) < 0.5)
  #expect(lifted.minY < rest.minY - 30)
  #expect(bar.iconFrame(wow - 1).width < rest.width)
  #expect(bar.iconFrame(wow + 1).width < rest.width)
  #expect(d.drawnTexts().contains("Wow"))
  #expect(!d.drawnTexts().contains(ReactionsConstants.cancelHint))
}

@Test func highlightFollowsTheNearestIconInXWithoutJumping() {
  var d = ReactionsDriver()
  _ = d.holdOpen(bubble: 4)
  d.drag(to: d.iconCenter(1))
  d.advance(1)
  // Sweep to icon 2: the lift of icon 1 falls smoothly, icon 2's rises.
  d.move(d.iconCenter(2))
  #expect(d.page.bar?.highlighted == 2)
  let before = d.page.bar!.liftFraction(1)
  d.advance(1.0 / 120)
  let after = d.page.bar!.liftFraction(1)
  #expect(before > 0.99 && after > 0.9 && after < before)
  // What is drawn under the pointer is what it points at: the grown icon keeps the pointer
  // over most of its width (no flicker at the old boundary), the drawn neighbour takes it.
  d.advance(1)
  let grown = d.page.bar!.iconFrame(2)
  d.move(Vec2(grown.midX + 28, grown.midY))
  #expect(d.page.bar?.highlighted == 2)
  d.move(Vec2(d.page.bar!.iconFrame(3).midX, grown.midY))
  #expect(d.page.bar?.highlighted == 3)
}

@Test func barGoesBelowNearTheTopAndStaysInsideTheWindow() {
  var d = ReactionsDriver(size: Size(420, 800))
  // Bubble 0's top is just under the header: no room above it.
  let r = d.page.bubbleRect(0)
  let p = Vec2(r.minX + 4, r.minY + 1)
  d.down(p)
  d.advance(0.4)
  let bar = d.page.bar!.geometry
  #expect(bar.placement == .below)
  #expect(abs(bar.barRect.minY - (bar.anchor.maxY + 8)) < 1e-3)
  #expect(!bar.barRect.intersects(r))
  #expect(bar.barRect.minX == 8)  // wider than the column: 8 pt inside the window
}

@Test func aBarBelowItsMessageLeavesTheMessagesChipsInView() {
  var d = ReactionsDriver()
  // Bubble 0 sits just under the header, so the bar goes below it, under its chips.
  let r = d.page.bubbleRect(0)
  d.down(Vec2(r.minX + 4, r.midY))
  d.advance(0.4)
  let bar = try! #require(d.page.bar).geometry
  #expect(bar.placement == .below)
  let chips = d.page.bubbles[0].restingChipFrames().map { $0.frame.offsetBy(d.page.contentOffset) }
  #expect(!chips.isEmpty)
  for chip in chips {
    #expect(!bar.barRect.intersects(chip), "bar \(bar.barRect) covers chip \(chip)")
    #expect(bar.barRect.minY >= chip.maxY + 8 - 1e-3)
  }
}

@Test func upToEightConfiguredReactionsAndNamesForOthers() {
  let set = ["🔥", "🎉", "😍", "🤔", "👏", "🙏", "😎", "🥳"]
  var d = ReactionsDriver(reactions: set)
  _ = d.holdOpen(bubble: 4)
  #expect(d.page.bar?.emoji == set)
  d.drag(to: d.iconCenter(7))
  d.advance(1)
  #expect(d.drawnTexts().contains("Party"))
  #expect(ReactionNames.name(for: "❤") == "Love")
  #expect(ReactionNames.name(for: "🦄") == nil)
}

@Test func clickingAChipTogglesThatReaction() {
  var d = ReactionsDriver()
  let fire = try! #require(d.page.layoutDumpChip(bubble: 2, emoji: "🔥"))
  d.down(fire.center)
  d.up(fire.center)
  #expect(d.page.bubbles[2].tally.userReaction == "🔥")
  #expect(d.page.bubbles[2].tally.count(of: "🔥") == 6)
  #expect(d.page.bubbles[2].tally.count(of: "👍") == 0)
}

@Test func keysAndWheelAreLeftToTheDeckWhenNoBarIsOpen() {
  var d = ReactionsDriver()
  let used7 = d.key(.left)
  #expect(!used7)
  let used8 = d.key(.enter)
  #expect(!used8)
  _ = d.holdOpen(bubble: 4)
  let used9 = d.key(.left)
  #expect(used9)  // now the bar takes them
  let used10 = d.page.handle(.wheel(Vec2(0, -3)))
  #expect(used10)
  #expect(d.page.scroll.offset == 0)
}

@Test func wheelScrollsTheMessagesAndHitTestingFollows() {
  var d = ReactionsDriver(size: Size(1280, 700))
  #expect(d.page.scroll.isScrollable)
  let before = d.page.bubbleRect(5)
  let used11 = d.page.handle(.wheel(Vec2(0, -3)))
  #expect(used11)
  d.settle()
  let after = d.page.bubbleRect(5)
  #expect(after.minY == before.minY - d.page.scroll.offset)
  #expect(d.page.scroll.offset > 0)
  #expect(d.page.bubble(at: after.center) == 5)
}

@Test func idleAfterEverythingSettles() {
  var d = ReactionsDriver()
  #expect(!d.page.isAnimating)
  let r = d.page.bubbleRect(4)
  d.down(r.center)
  #expect(d.page.isAnimating)  // the hold is being timed
  d.advance(0.4)
  d.settle()
  #expect(!d.page.isAnimating)  // bar open, pointer still
  d.drag(to: d.iconCenter(wow))
  d.up(d.iconCenter(wow))
  #expect(d.page.isAnimating)
  let t = d.settle()
  #expect(t < 3)
  #expect(!d.page.isAnimating)
}

@Test func reducedMotionPicksWithoutAFlight() {
  var d = ReactionsDriver(reducedMotion: true)
  _ = d.holdOpen(bubble: 4)
  d.drag(to: d.iconCenter(wow))
  d.up(d.iconCenter(wow))
  #expect(d.page.flights.isEmpty)
  #expect(d.page.bubbles[4].chips.awaiting == [false])
  #expect(d.page.bubbles[4].chips.shownCount == [1])
}

@Test func layoutDumpShowsBubblesChipsAndTheBar() {
  var d = ReactionsDriver()
  _ = d.holdOpen(bubble: 4)
  d.drag(to: d.iconCenter(wow))
  let open = JSONValue.object(d.page.layoutDump()).serialized(pretty: false)
  #expect(open.contains(#""bar":{"open":true,"state":"dragging","bubble":4"#))
  #expect(open.contains(#""highlighted":3"#))
  d.up(d.iconCenter(wow))
  d.settle()
  let done = JSONValue.object(d.page.layoutDump()).serialized(pretty: false)
  #expect(done.contains(#""userReaction":"😮""#))
  #expect(done.contains(#""bar":{"open":false,"state":"closed"}"#))
}

@Test func resizingDropsAnOpenBar() {
  var d = ReactionsDriver()
  _ = d.holdOpen(bubble: 4)
  #expect(d.page.bar != nil)
  d.page.layout(PageFrame(size: Size(900, 700)))
  #expect(d.page.bar == nil)
  let t = d.settle()
  #expect(t < 1)
}

extension ReactionsPage {
  /// The resting chip rect of `emoji` under `bubble`, in window points.
  fileprivate func layoutDumpChip(bubble: Int, emoji: String) -> Rect? {
    let off = Vec2(0, viewport.minY - scroll.offset)
    return bubbles[bubble].restingChipFrames().first { $0.emoji == emoji }?.frame.offsetBy(off)
  }
}

@Test func handCursorOverMessagesChipsAndTheOpenBarsIcons() {
  var d = ReactionsDriver()
  d.move(d.page.bubbleRect(4).center, pressed: false)
  #expect(d.page.cursor == .hand)
  d.move(Vec2(1000, 400), pressed: false)
  #expect(d.page.cursor == .arrow)
  let chip = d.page.bubbles[0].restingChipFrames()[0].frame
  d.move(chip.center + Vec2(0, d.page.viewport.minY), pressed: false)
  #expect(d.page.cursor == .hand)
  d.up(d.holdOpen(bubble: 4))
  d.move(d.iconCenter(2), pressed: false)
  #expect(d.page.cursor == .hand)
  #expect(d.page.bar?.highlighted == 2)  // hovering highlights in tap-to-pick mode
  d.move(Vec2(1000, 400), pressed: false)
  #expect(d.page.cursor == .arrow)
}

@Test(arguments: [Size(1, 1), Size(200, 150), Size(320, 240)])
func tinyWindowsNeitherCrashNorProduceNaN(size: Size) {
  var d = ReactionsDriver(size: size)
  for p in [Vec2(0, 0), Vec2(size.width / 2, size.height - 1), Vec2(100, 140)] {
    d.down(p)
    d.advance(0.4)
    d.drag(to: Vec2(p.x - 30, p.y - 40))
    d.up(d.position)
    _ = d.page.handle(.wheel(Vec2(0, -5)))
    d.advance(0.3)
    if let bar = d.page.bar {
      #expect(bar.barFrame().origin.isFinite && bar.iconFrame(0).origin.isFinite)
    }
    _ = d.drawnTexts()
  }
  d.settle()
  #expect(d.page.bar == nil || d.page.bar?.mode == .tapToPick)
  for i in d.page.bubbles.indices { #expect(d.page.bubbleRect(i).origin.isFinite) }
}

/// The hand-off from the flying emoji to the chip: at every frame the emoji is visible — in
/// flight or in the chip — and the chip is grown when it lands, at the flight's last size and
/// place (within a point).
@Test(arguments: [4, 2])
func theFlyingEmojiLandsExactlyInItsChip(bubble: Int) {
  var d = ReactionsDriver()
  _ = d.holdOpen(bubble: bubble)
  d.drag(to: d.iconCenter(wow))
  d.advance(0.5)
  d.up(d.iconCenter(wow))
  #expect(d.page.flights.count == 1)
  var lastFlight: Rect?
  var landed = false
  for _ in 0..<120 {
    var list = DrawList()
    d.page.drawOverlay(into: &list, .test())
    let flying = list.commands.compactMap { c -> Rect? in
      if case .emoji(let g, let r, _) = c,
        list.glyphs[g].first?.id == FixedWidthMetrics.glyph(of: "😮")
      {
        return r
      }
      return nil
    }
    let b = d.page.bubbles[bubble]
    let k = try! #require(b.chips.index(of: "😮"))
    let inChip = !b.chips.emojiHidden[k] && b.chips.scale(k) > 0.5
    #expect(!flying.isEmpty || inChip)
    if flying.isEmpty && !landed {
      landed = true
      let chipEmoji = b.chips.emojiRect(k).offsetBy(b.chipAnchor + d.page.contentOffset)
      let last = try! #require(lastFlight)
      #expect(last.center.distance(to: chipEmoji.center) < 1)
      #expect(abs(last.width - chipEmoji.width) < 1)
      #expect(b.chips.scale(k) > 0.9)
    }
    lastFlight = flying.last
    d.advance(1.0 / 120)
  }
  #expect(landed)
}

@Test func tappingEachIconInTapModePicksIt() {
  for k in 0..<PageContent.defaultReactions.count {
    var d = ReactionsDriver(size: Size(900, 700))
    d.up(d.holdOpen(bubble: 1))
    d.advance(0.5)
    let icon = d.page.bar!.iconFrame(k)
    d.click(icon.center)
    let e = PageContent.defaultReactions[k]
    #expect(d.page.bubbles[1].tally.userReaction == e, "icon \(k)")
  }
}

@Test func thePressedMessageLiftsAndTheDumpShowsItsRect() {
  var d = ReactionsDriver()
  _ = d.holdOpen(bubble: 4)
  d.advance(0.6)
  #expect(d.page.isModal)
  let r = d.page.bubbleRect(4)
  let lifted = d.page.liftedRect(4, amount: d.page.liftAmount)
  #expect(lifted.width > r.width * 1.02 && lifted.center.distance(to: r.center) < 0.01)
  let dump = JSONValue.object(d.page.layoutDump()).serialized(pretty: false)
  #expect(dump.contains(#""bubbleRect":"#))
}

/// The chat's fonts step with the size class like every page's text, and the bubbles take
/// their width from the column (no fixed width): every message, sender, time and chip count
/// drawn is set in the size class's font, and the widest bubble is near its share of the
/// column.
@Test(arguments: [
  (Size(360, 280), Float(14)), (Size(1280, 800), Float(16)), (Size(2560, 1440), Float(18)),
])
func theChatsFontsStepWithTheSizeClass(size: Size, messageSize: Float) throws {
  var d = ReactionsDriver(size: size)
  let type = ReactionsType(PageFrame(size: size).type)
  #expect(d.page.type == type)
  #expect(type.message.size == messageSize)
  var list = DrawList()
  d.page.draw(into: &list, .test())
  var sizes = Set<Float>()
  for case .text(let run) in list.commands where run.font.face != .emoji {
    sizes.insert(run.font.size)
  }
  let header = Typography(PageFrame(size: size).sizeClass)
  let chat: Set<Float> = [type.message.size, type.sender.size, type.time.size, type.chipCount.size]
  let headerSizes: Set<Float> = [header.title.size, header.subtitle.size]
  #expect(sizes.subtracting(headerSizes).isSubset(of: chat), "\(sizes)")
  #expect(sizes.contains(type.message.size) && sizes.contains(type.chipCount.size))
  let column = d.page.viewport.width * ReactionsConstants.bubbleWidthFraction
  let widest = try #require(d.page.bubbles.map(\.rect.width).max())
  #expect(widest <= column.rounded(.up) && widest > column * 0.8, "\(widest) of \(column)")
  // The bar's labels follow too.
  _ = d.holdOpen(
    bubble: d.page.bubbles.indices.first { d.page.bubbleRect($0).minY >= d.page.viewport.minY }!)
  d.drag(to: d.iconCenter(0))
  var open = DrawList()
  d.page.drawOverlay(into: &open, .test())
  let labels = open.commands.compactMap { c -> Float? in
    if case .text(let run) = c, run.font.face != .emoji { return run.font.size }
    return nil
  }
  #expect(labels.contains(type.label.size))
}

/// A drag that goes straight from the press into the bar — fast or slow, to a bar above or
/// below the message — shows the "Release to cancel" hint in no frame and never dims the
/// icons; a drag the other way shows it.
@Test(arguments: [(Size(1280, 800), 4, 3), (Size(420, 800), 0, 8), (Size(420, 800), 0, 40)])
func aDragStraightIntoTheBarNeverFlashesTheHint(size: Size, bubble: Int, steps: Int) {
  for target in 0..<PageContent.defaultReactions.count {
    var d = ReactionsDriver(size: size)
    let press = d.holdOpen(bubble: bubble, at: Vec2(0.5, bubble == 0 ? 0.2 : 0.5))
    #expect(d.page.bar!.geometry.placement == (bubble == 0 ? .below : .above))
    let from = press
    let to = d.iconCenter(target)
    for i in 1...steps {
      d.move(Vec2.lerp(from, to, Float(i) / Float(steps)))
      d.page.update(.test(dt: ReactionsDriver.step))
      #expect(d.page.bar!.hintOpacity <= 0.01, "step \(i) to icon \(target)")
      #expect(!d.drawnTexts().contains(ReactionsConstants.cancelHint))
      #expect(d.page.bar!.iconsOpacity >= d.page.bar!.opacity * 0.99)
    }
    #expect(d.page.bar?.highlighted == target)
  }
  // Away from the bar (the other way from the press), the hint shows.
  var d = ReactionsDriver(size: size)
  let press = d.holdOpen(bubble: bubble, at: Vec2(0.5, bubble == 0 ? 0.2 : 0.5))
  let away: Float = d.page.bar!.geometry.placement == .above ? 1 : -1
  d.drag(to: press + Vec2(0, away * 30))
  d.advance(0.5)
  #expect(d.page.bar!.hintOpacity > 0.9)
}

/// In a window too small to show a tall message's chip row with it, a pick scrolls the list
/// so that the chip row (where the emoji lands) is in view; the emoji flies inside the window
/// and lands in its chip.
@Test(arguments: [false, true])
func aPickScrollsTheChipRowIntoView(reducedMotion: Bool) throws {
  var d = ReactionsDriver(size: Size(360, 280), reducedMotion: reducedMotion)
  let v = d.page.viewport
  let i = try #require(
    d.page.bubbles.indices.first {
      let r = d.page.bubbleRect($0)
      return r.minY >= v.minY && r.minY < v.maxY
        && d.page.bubbles[$0].chipAnchor.y + d.page.contentOffset.y
          + ReactionsConstants.chipHeight > v.maxY
    })
  _ = d.holdOpen(bubble: i, at: Vec2(0.5, 0.1))
  d.drag(to: d.iconCenter(wow))
  d.up(d.iconCenter(wow))
  // The emoji flies in the window while the list scrolls under it: it never leaves the window.
  for _ in 0..<90 {
    var list = DrawList()
    d.page.drawOverlay(into: &list, .test())
    // The flight is drawn after the clipped chips (which the clip hides outside the list).
    let unclipped = list.commands.lastIndex {
      if case .popClip = $0 { return true }
      return false
    }.map { list.commands[($0 + 1)...] }
    for case .emoji(let g, let r, _) in unclipped ?? []
    where list.glyphs[g].first?.id == FixedWidthMetrics.glyph(of: "😮") {
      #expect(r.minY >= 0 && r.maxY <= 280, "\(r)")
    }
    d.advance(1.0 / 120)
  }
  d.settle()
  let chip = try #require(d.page.bubbles[i].restingChipFrames().first { $0.emoji == "😮" })
  let shown = chip.frame.offsetBy(d.page.contentOffset)
  #expect(v.contains(Vec2(shown.minX, shown.minY)) && v.contains(Vec2(shown.maxX, shown.maxY)))
  #expect(d.page.bubbles[i].chips.isSettledWithModel)
}

/// Every shadow the page draws — the lifted message's and the bar's, while the bar grows in,
/// is open and shrinks out — is at least 1.5 × as round as it is blurred: the renderer's soft
/// edge reaches `blur` inwards from the shape inset by half the blur, and at a tighter corner
/// it folds into dark streaks (seen at 2× under the lifted message before).
@Test func everyShadowIsRoundEnoughForItsBlur() {
  var d = ReactionsDriver()
  _ = d.holdOpen(bubble: 4)
  var seen = 0
  func check(_ d: ReactionsDriver) {
    var list = DrawList()
    d.page.drawOverlay(into: &list, .test())
    for case .shadow(_, let radius, let blur, _) in list.commands {
      #expect(radius >= 1.5 * blur - 1e-3, "radius \(radius), blur \(blur)")
      seen += 1
    }
  }
  for _ in 0..<40 {
    check(d)
    d.advance(1.0 / 120)
  }
  d.drag(to: d.iconCenter(wow))
  d.up(d.iconCenter(wow))
  for _ in 0..<40 {
    check(d)
    d.advance(1.0 / 120)
  }
  #expect(seen > 100)
}

@Test func aLabelThatWouldLeaveTheWindowIsMovedInside() {
  let d = ReactionsDriver(size: Size(360, 280))
  let inset = ReactionsConstants.labelWindowInset
  // Above the window's top-left corner (a bar pushed to the top in a small window).
  let corner = d.page.view.labelPill(width: 50, centerX: 10, bottom: 6, height: 20)
  #expect(corner == Rect(x: inset, y: inset, width: 50, height: 20))
  // Past the bottom-right corner.
  let far = d.page.view.labelPill(width: 50, centerX: 355, bottom: 290, height: 20)
  #expect(far == Rect(x: 360 - inset - 50, y: 280 - inset - 20, width: 50, height: 20))
  // Inside: where it was asked for.
  let inside = d.page.view.labelPill(width: 50, centerX: 100, bottom: 100, height: 20)
  #expect(inside == Rect(x: 75, y: 80, width: 50, height: 20))
}
