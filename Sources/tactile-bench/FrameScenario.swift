import Foundation
import TactileCore
import TactileScenes

/// A scripted run of frames for `FrameBench`: the page it starts on and the input fed to the
/// playground before each frame (frame index → events). Frames are 1/60 s of virtual time.
struct FrameScenario: Sendable {
  var name: String
  var page: PageKind
  /// What the scenario shows, for the table's legend.
  var summary: String
  /// Feeds the input for frame `index` (0-based) into the playground.
  var input: @Sendable (_ index: Int, _ playground: inout Playground) -> Void = { _, _ in }
  /// Whether allocations per frame are held to the goal of 0 (steady-state idle frames).
  var isSteadyState = false
  /// The spoiler text for this scenario (`nil`: the shipped samples).
  var spoilerText: (@Sendable () -> String)? = nil
  /// The ink's strategy for this scenario (`nil`: the tuning's default).
  var inkStrategy: InkStrategy? = nil

  /// Frames per click in the click-driven scenarios: 0.6 s, longer than any reveal or strike
  /// and than a double-click interval.
  static let clickEvery = 36

  /// Nothing but time passes on `page` (the spoilers' ink still moves).
  static func idle(_ page: PageKind) -> FrameScenario {
    FrameScenario(
      name: "\(page.name) idle", page: page, summary: "nothing touched", isSteadyState: true)
  }

  /// Nothing but time passes on the Spoilers page, its ink made by `strategy`.
  static func inkIdle(_ strategy: InkStrategy) -> FrameScenario {
    FrameScenario(
      name: "spoilers idle, \(strategy.name) ink", page: .spoilers,
      summary: "nothing touched; ink.strategy=\(strategy.name)", isSteadyState: true,
      inkStrategy: strategy)
  }

  /// Spoilers: every 0.6 s a click on the next hidden spoiler in view (its reveal circle
  /// grows); when every one in view is revealed, `H` hides them all (the dust comes back).
  static let spoilerReveal = FrameScenario(
    name: "spoiler reveal", page: .spoilers,
    summary: "a click on a hidden spoiler every 0.6 s; H when all are shown",
    input: { index, playground in
      guard index % clickEvery == 0 else { return }
      let page = playground.deck[SpoilersPage.self]
      let hidden = (0..<page.text.spoilerCount).first { i in
        page.reveals[i].phase == .hidden
          && page.fragmentsInWindow(i).contains { page.viewport.contains($0.center) }
      }
      if let i = hidden,
        let f = page.fragmentsInWindow(i).first(where: {
          page.viewport.contains($0.center)
        })
      {
        click(at: f.center, in: &playground)
      } else {
        press(.character("h"), in: &playground)
      }
    })

  /// Reactions: press and hold on the first message (~ (300, 200)), then sweep the pointer
  /// left and right along the bar above it, button held, for the whole run.
  static let reactionDrag = FrameScenario(
    name: "reaction drag", page: .reactions,
    summary: "hold at (300, 200) 0.6 s, then sweep ±150 pt along y = 150, held",
    input: { index, playground in
      let press = Vec2(300, 200)
      if index == 0 {
        playground.handle(.pointer(PointerEvent(.down, at: press)))
      } else if index > clickEvery {
        let t = Float(index - clickEvery) / 120  // One sweep every 2 s.
        let x = press.x + 150 * sinf(2 * Float.pi * t)
        playground.handle(
          .pointer(PointerEvent(.move, at: Vec2(x, 150), isPrimaryDown: true)))
      }
    })

  /// To-do: a click at (200, 160) (the first item's text) every 0.6 s: strike, un-strike, …
  static let strike = FrameScenario(
    name: "strike animation", page: .todo,
    summary: "a click at (200, 160) every 0.6 s",
    input: { index, playground in
      if index % clickEvery == 0 { click(at: Vec2(200, 160), in: &playground) }
    })

  /// Frames per liquid swipe cycle: a drag of `swipeDragFrames`, then the completion.
  static let swipeCycle = 90
  static let swipeDragFrames = 40

  /// The deck: the right wave dragged from (1250, 296) 800 pt to the left over 40 frames and
  /// released (the page turns), every 1.5 s, starting on the Spoilers page.
  static let liquidSwipe = FrameScenario(
    name: "liquid swipe", page: .spoilers,
    summary: "drag the right wave from (1250, 296) 800 pt left in 40 frames, release; ×7",
    input: { index, playground in
      let start = Vec2(1250, 296)
      let k = index % swipeCycle
      if k == 0 {
        playground.handle(.pointer(PointerEvent(.down, at: start)))
      } else if k <= swipeDragFrames {
        let p = Vec2(start.x - 800 * Float(k) / Float(swipeDragFrames), start.y)
        let phase: PointerEvent.Phase = k == swipeDragFrames ? .up : .move
        playground.handle(.pointer(PointerEvent(phase, at: p, isPrimaryDown: phase == .move)))
      }
    })

  /// Spoilers, long text: 1 MB with 10 000 spoilers, Page Down every 3 frames (the scroll
  /// animates towards a target 0.9 of a screen further each time: ~200 screens in 600 frames).
  static let longTextScroll = FrameScenario(
    name: "long text scroll", page: .spoilers,
    summary: "1 MB, 10 000 spoilers; Page Down every 3 frames (Page Up back from the end)",
    input: { index, playground in
      guard index % pageStepFrames == 0 else { return }
      // Down to the end, then back up, and down again: the view moves in every frame however
      // many run (the every-script text ends after about 1 400).
      let scroll = playground.deck[SpoilersPage.self].scroll
      let step = max(ScrollState.Constants.pageFraction * scroll.viewportHeight, 1)
      let presses = max(1, Int((scroll.maxOffset / step).rounded(.up)))
      press((index / pageStepFrames / presses) % 2 == 0 ? .pageDown : .pageUp, in: &playground)
    },
    spoilerText: { LayoutBench.makeText(bytes: 1_000_000, spoilers: 10_000) })

  /// The same over 1 MB of text in every script (`LayoutBench.makeMixedText`).
  static let mixedTextScroll = FrameScenario(
    name: "every-script text scroll", page: .spoilers,
    summary: "1 MB in every script, 10 000 spoilers; Page Down every 3 frames",
    input: longTextScroll.input,
    spoilerText: { LayoutBench.makeMixedText(bytes: 1_000_000, spoilers: 10_000) })

  /// Frames from one page step of the long texts' scroll to the next.
  static let pageStepFrames = 3

  /// `key` pressed and released.
  static func press(_ key: Key, in playground: inout Playground) {
    playground.handle(.key(KeyEvent(key)))
    playground.handle(.key(KeyEvent(key, isDown: false)))
  }

  static func click(at p: Vec2, in playground: inout Playground) {
    playground.handle(.pointer(PointerEvent(.down, at: p)))
    playground.handle(.pointer(PointerEvent(.up, at: p)))
  }

  /// Every scenario of the bench, idle pages first.
  static var all: [FrameScenario] {
    PageKind.allCases.map(idle) + InkStrategy.allCases.map(inkIdle) + [
      spoilerReveal, reactionDrag, strike, liquidSwipe, longTextScroll, mixedTextScroll,
    ]
  }
}
