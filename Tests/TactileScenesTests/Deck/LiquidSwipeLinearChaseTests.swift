import Testing

@testable import TactileCore
@testable import TactileScenes

/// The Cuberto motion (`LiquidSwipeConfig.Motion.linearChase`): a released wave runs linearly,
/// completing in `linearDuration` × (1 − p) seconds, going back in `linearDuration` × p, and
/// the bulge's centre chases the pointer at no more than `chaseSpeed`. Time comes from a fake
/// clock: fixed 1/120 s steps.
@Suite struct LiquidSwipeLinearChaseTests {
  static let size = Size(1280, 800)
  static let step = 1.0 / 120

  static var cuberto: LiquidSwipeConfig {
    var c = LiquidSwipeConfig.standard
    c.motion = .linearChase
    c.flickVelocity = 0
    return c
  }

  /// Drags the right wave from its button to `progress` (and `dy` points down) and releases
  /// it there: at once, or in `moves` moves one step apart (a fast drag, 1/30 s for 4 moves).
  /// Returns the progress the deck had at the release.
  static func dragAndRelease(
    _ deck: inout LiquidSwipeState, to progress: Float, dy: Float = 0, moves: Int = 0
  ) -> Double {
    let start = deck.wave(.right).buttonCenter
    _ = deck.handle(PointerEvent(.down, at: start))
    let dx = progress * size.width / deck.config.swipeVelocity
    let end = Vec2(start.x - dx, start.y + dy)
    _ = deck.handle(PointerEvent(.move, at: Vec2(start.x - 10, start.y), isPrimaryDown: true))
    for k in stride(from: 1, to: moves, by: 1) {
      let f = Float(k) / Float(moves)
      _ = deck.handle(PointerEvent(.move, at: Vec2.lerp(start, end, f), isPrimaryDown: true))
      deck.update(dt: step)
    }
    _ = deck.handle(PointerEvent(.move, at: end, isPrimaryDown: true))
    let released = deck.slider(.right).progress.value
    _ = deck.handle(PointerEvent(.up, at: end))
    return released
  }

  /// Seconds from now until `update` reports the page change (nil if not within `limit`).
  static func timeToPageChange(_ deck: inout LiquidSwipeState, limit: Double = 3) -> Double? {
    var t = 0.0
    while t < limit {
      t += step
      if deck.update(dt: step) != nil { return t }
    }
    return nil
  }

  @Test(arguments: [Float(0.2), 0.35, 0.5, 0.75, 0.95])
  func aReleaseAtPCompletesInPointEightTimesOneMinusP(_ progress: Float) throws {
    var deck = LiquidSwipeState(pageCount: 4, size: Self.size, config: Self.cuberto)
    let p = Self.dragAndRelease(&deck, to: progress)
    #expect(abs(p - Double(progress)) < 1e-3)
    let t = try #require(Self.timeToPageChange(&deck))
    let expected = 0.8 * (1 - p)
    #expect(abs(t - expected) <= Self.step + 1e-9, "completed in \(t) s, expected \(expected) s")
    #expect(deck.pageIndex == 1)
  }

  @Test func theCompletingProgressIsLinearInTime() {
    var deck = LiquidSwipeState(pageCount: 4, size: Self.size, config: Self.cuberto)
    let p = Self.dragAndRelease(&deck, to: 0.3)
    for k in 1...40 {
      deck.update(dt: Self.step)
      let expected = min(p + Double(k) * Self.step / 0.8, 1)
      #expect(abs(deck.slider(.right).progress.value - expected) < 1e-9, "step \(k)")
    }
  }

  @Test func aReleaseBelowTheThresholdGoesBackLinearlyInPointEightTimesP() {
    var deck = LiquidSwipeState(pageCount: 4, size: Self.size, config: Self.cuberto)
    let p = Self.dragAndRelease(&deck, to: 0.1)
    var t = 0.0
    while deck.slider(.right).progress.value > 0 && t < 2 {
      deck.update(dt: Self.step)
      t += Self.step
    }
    #expect(abs(t - 0.8 * p) <= Self.step + 1e-9)
    #expect(deck.pageIndex == 0)
    #expect(deck.slider(.right).progress.value == 0)
  }

  @Test func theCentreChasesThePointerAtMostAtTheChaseSpeed() {
    var deck = LiquidSwipeState(pageCount: 4, size: Self.size, config: Self.cuberto)
    let startY = deck.slider(.right).centerY
    // Released past the threshold: the wave completes (in 0.4 s), its centre still chasing.
    _ = Self.dragAndRelease(&deck, to: 0.5, dy: 300)
    // The release happened before any time passed: the centre has not moved yet.
    #expect(deck.slider(.right).centerY == startY)
    var previous = startY
    var steps = 0
    while deck.slider(.right).centerY < startY + 300 && steps < 200 {
      deck.update(dt: Self.step)
      let y = deck.slider(.right).centerY
      #expect(y - previous <= Float(2000 * Self.step) + 1e-3)
      previous = y
      steps += 1
    }
    #expect(abs(deck.slider(.right).centerY - (startY + 300)) < 1e-3)
    #expect(abs(steps - 18) <= 1, "300 pt at 2000 pt/s take 0.15 s: 18 steps (\(steps))")
  }

  @Test func springMotionPutsTheCentreUnderThePointerAtOnce() {
    var deck = LiquidSwipeState(pageCount: 4, size: Self.size)
    let startY = deck.slider(.right).centerY
    _ = Self.dragAndRelease(&deck, to: 0.05, dy: 300)
    #expect(deck.slider(.right).centerY == startY + 300)
  }

  @Test func aConfigChangeAppliesToTheNextRelease() throws {
    var deck = LiquidSwipeState(pageCount: 4, size: Self.size)
    deck.config = Self.cuberto
    deck.config.linearDuration = 0.4
    let p = Self.dragAndRelease(&deck, to: 0.5)
    let t = try #require(Self.timeToPageChange(&deck))
    #expect(abs(t - 0.4 * (1 - p)) <= Self.step + 1e-9)
  }

  @Test func noFlicksWhenTheFlickSpeedIsZero() {
    var config = LiquidSwipeConfig.standard
    config.flickVelocity = 0
    var deck = LiquidSwipeState(pageCount: 4, size: Self.size, config: config)
    _ = Self.dragAndRelease(&deck, to: 0.1, moves: 4)  // fast, released below the threshold
    #expect(deck.completingSide == nil)
    var flicking = LiquidSwipeState(pageCount: 4, size: Self.size)
    _ = Self.dragAndRelease(&flicking, to: 0.1, moves: 4)
    #expect(flicking.completingSide == .right, "control: the default flick speed completes")
  }
}

/// Cuberto's motion has no springs: after a page change the new waves are at rest at once,
/// with no slide-in bouncing past the edge (the default motion's control slides in).
@Test func underLinearMotionTheNewWavesDoNotSlideIn() throws {
  typealias T = LiquidSwipeLinearChaseTests
  for (config, slides) in [(T.cuberto, false), (LiquidSwipeConfig.standard, true)] {
    var deck = LiquidSwipeState(
      pageCount: 4, size: T.size, reducedMotion: false, config: config)
    _ = T.dragAndRelease(&deck, to: 0.6)
    _ = try #require(T.timeToPageChange(&deck))
    #expect((deck.slideOffset.value != 0) == slides, "slide-in \(deck.slideOffset.value)")
  }
}

/// New springs reach motions already under way: a wave springing back and the slide-in take
/// them where they are; a completing wave keeps the one it started on.
@Test func aWaveSpringingBackTakesANewSpringMidFlight() {
  typealias T = LiquidSwipeLinearChaseTests
  var config = LiquidSwipeConfig.standard
  config.flickVelocity = 0
  var deck = LiquidSwipeState(
    pageCount: 4, pageIndex: 1, size: T.size, reducedMotion: false, config: config)
  _ = T.dragAndRelease(&deck, to: 0.1)
  deck.update(dt: T.step)
  let before = deck.slider(.right).progress
  #expect(before.target == 0 && !before.isSettled)
  config.springBack = Spring(response: 1.2, dampingFraction: 1)
  config.slideIn = Spring(response: 0.9, dampingFraction: 0.9)
  deck.config = config
  let after = deck.slider(.right).progress
  #expect(after.spring == config.springBack)
  #expect(after.value == before.value && after.velocity == before.velocity)
  #expect(deck.slideOffset.spring == config.slideIn)
  // A completing wave keeps its spring.
  var completing = LiquidSwipeState(
    pageCount: 4, pageIndex: 1, size: T.size, reducedMotion: false, config: .standard)
  _ = T.dragAndRelease(&completing, to: 0.5)
  let started = completing.slider(.right).progress.spring
  completing.config = config
  #expect(completing.completingSide == .right)
  #expect(completing.slider(.right).progress.spring == started)
}
