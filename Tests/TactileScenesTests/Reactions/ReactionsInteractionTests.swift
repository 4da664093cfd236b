import TactileCore
import Testing

@testable import TactileScenes

// The interaction alone, with a fake clock (`advance`) and hit results handed in as the page
// would: message 0 is under `press`, the chip 🔥 of message 2 under `chipPoint`.

private let press = Vec2(640, 438)
private let chipPoint = Vec2(200, 600)
private let step = 1.0 / 120

private final class Rig {
  var interaction = ReactionsInteraction()
  var requests: [ReactionsInteraction.Request] = []
  var rightToLeft: Bool

  init(rightToLeft: Bool = false) { self.rightToLeft = rightToLeft }

  /// What lies under `p`.
  func hit(_ p: Vec2) -> ReactionsInteraction.Hit {
    if p == press || p.distance(to: press) < 12 { return .init(bubble: 0) }
    if p == chipPoint { return .init(chip: (2, "🔥")) }
    return .init()
  }

  @discardableResult
  func send(_ event: InputEvent, at p: Vec2? = nil) -> Bool {
    let (used, request) = interaction.handle(
      event, over: p.map(hit) ?? .init(), rightToLeft: rightToLeft)
    if let request { requests.append(request) }
    return used
  }

  func down(_ p: Vec2) { send(.pointer(PointerEvent(.down, at: p)), at: p) }
  func move(_ p: Vec2, pressed: Bool = true) {
    send(.pointer(PointerEvent(.move, at: p, isPrimaryDown: pressed)), at: p)
  }
  func up(_ p: Vec2) { send(.pointer(PointerEvent(.up, at: p)), at: p) }
  func key(_ k: Key) -> Bool { send(.key(KeyEvent(k))) }

  /// Lets `seconds` pass; opens a bar for message 0 when asked to (as the page does).
  func advance(_ seconds: Double) {
    for _ in 0..<Int((seconds / step).rounded()) {
      if let r = interaction.advance(dt: step) {
        requests.append(r)
        if case .openBar(let b, let at) = r {
          interaction.open(
            ReactionBarSession(
              bubble: b, emoji: PageContent.defaultReactions,
              anchor: Rect(x: 100, y: 408, width: 1000, height: 60), pressPoint: at,
              windowSize: Size(1280, 800), safeTop: 0, preferredSpan: nil, reducedMotion: false,
              slop: interaction.slop))
        }
      }
      interaction.update(dt: step, barStyle: .standard, fadeSpring: ReactionsConstants.fadeSpring)
    }
  }

  func icon(_ i: Int) -> Vec2 { interaction.bar!.geometry.iconCenter(i) }

  /// Presses message 0 and holds until the bar opens.
  func holdOpen() {
    down(press)
    advance(0.4)
  }
}

@Test func aHoldAsksForTheBarOnceItsTimeHasPassed() {
  let rig = Rig()
  rig.interaction.holdDuration = 0.5
  rig.down(press)
  #expect(rig.interaction.isTimingPress && rig.interaction.isAnimating)
  rig.advance(0.45)
  #expect(rig.requests.isEmpty)
  rig.advance(0.1)
  #expect(rig.requests == [.openBar(bubble: 0, at: press)])
  #expect(rig.interaction.bar?.mode == .dragging && rig.interaction.isModal)
}

@Test func aReleaseOrAMoveBeyondTheSlopBeforeTheHoldOpensNothing() {
  let rig = Rig()
  rig.down(press)
  rig.advance(0.2)
  rig.up(press)
  rig.advance(0.5)
  rig.interaction.holdSlop = 4
  rig.down(press)
  rig.move(press + Vec2(5, 0))
  rig.advance(0.5)
  #expect(rig.requests.isEmpty && rig.interaction.bar == nil)
}

@Test func dragAndReleaseOverAnIconAsksToPickIt() {
  let rig = Rig()
  rig.holdOpen()
  rig.move(rig.icon(2))
  #expect(rig.interaction.bar?.highlighted == 2)
  rig.up(rig.icon(2))
  #expect(rig.requests.last == .pick(icon: 2))
  rig.interaction.finishPick(.added("😢"), flown: 2)
  #expect(rig.interaction.lastOutcome == .picked(bubble: 0, change: .added("😢")))
  #expect(rig.interaction.bar?.isClosing == true && rig.interaction.bar?.flownIndex == 2)
  #expect(!rig.interaction.isModal)
  rig.advance(2)
  #expect(rig.interaction.bar == nil && !rig.interaction.isAnimating)
}

@Test func aReleaseAwayFromTheBarCancels() {
  let rig = Rig()
  rig.holdOpen()
  rig.move(press + Vec2(0, 200))
  rig.up(press + Vec2(0, 200))
  #expect(rig.requests == [.openBar(bubble: 0, at: press)])
  #expect(rig.interaction.lastOutcome == .cancelled(bubble: 0))
}

@Test func aHoldReleasedInPlaceWaitsForAClickOnAnIcon() {
  let rig = Rig()
  rig.holdOpen()
  rig.up(press)
  #expect(rig.interaction.bar?.mode == .tapToPick)
  rig.move(rig.icon(4), pressed: false)
  #expect(rig.interaction.bar?.highlighted == 4)
  rig.down(rig.icon(4))
  rig.up(rig.icon(4))
  #expect(rig.requests.last == .pick(icon: 4))
}

@Test func aPressAwayFromTheBarInTapModeClosesIt() {
  let rig = Rig()
  rig.holdOpen()
  rig.up(press)
  rig.down(Vec2(1200, 780))
  #expect(rig.interaction.lastOutcome == .cancelled(bubble: 0))
  rig.up(Vec2(1200, 780))
  #expect(rig.requests.count == 1)
}

@Test(arguments: [false, true])
func theKeysMoveTheHighlightAlongTheBarAsSeenAndPick(rightToLeft: Bool) {
  let rig = Rig(rightToLeft: rightToLeft)
  #expect(!rig.key(.right))  // no bar: the deck's
  rig.holdOpen()
  rig.up(press)
  #expect(rig.key(.right))
  #expect(rig.interaction.bar?.highlighted == (rightToLeft ? 5 : 0))
  #expect(rig.key(.enter))
  #expect(rig.requests.last == .pick(icon: rightToLeft ? 5 : 0))
}

@Test func escClosesTheBarAndThenCancelsATimedPress() {
  let rig = Rig()
  rig.holdOpen()
  #expect(rig.key(.escape))
  #expect(rig.interaction.lastOutcome == .cancelled(bubble: 0))
  rig.advance(2)
  rig.down(press)
  #expect(rig.key(.escape))
  #expect(!rig.interaction.isTimingPress)
  #expect(!rig.key(.escape))
}

@Test(arguments: [InputEvent.focusLost, .pointerExited])
func losingTheWindowCancelsADraggedBar(event: InputEvent) {
  let rig = Rig()
  rig.holdOpen()
  rig.move(rig.icon(1))
  #expect(!rig.send(event))
  #expect(rig.interaction.lastOutcome == .cancelled(bubble: 0))
  rig.up(rig.icon(1))
  #expect(rig.requests.count == 1)
}

@Test func aClickOnAChipAsksToToggleItAndADragOffItDoesNot() {
  let rig = Rig()
  rig.down(chipPoint)
  rig.up(chipPoint)
  #expect(rig.requests == [.toggleChip(bubble: 2, emoji: "🔥")])
  rig.down(chipPoint)
  rig.move(chipPoint + Vec2(20, 0))
  rig.up(chipPoint)
  #expect(rig.requests.count == 1)
}

@Test func theHeldMessageIsTintedWhileItsPressIsTimed() {
  let rig = Rig()
  rig.down(press)
  #expect(rig.interaction.tintedBubble == 0 && rig.interaction.pressTint.target == 1)
  rig.advance(0.2)
  #expect(rig.interaction.pressTint.value > 0.5)
  rig.advance(0.2)  // the bar opened: the scrim sets the message apart instead
  #expect(rig.interaction.pressTint.target == 0)
}

@Test func resetDropsTheBarAndThePress() {
  let rig = Rig()
  rig.holdOpen()
  rig.interaction.reset()
  #expect(rig.interaction.bar == nil && !rig.interaction.isTimingPress)
  rig.up(press)
  #expect(rig.requests.count == 1)
}
