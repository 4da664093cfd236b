import Testing

@testable import TactileCore
@testable import TactileScenes

/// How a swipe ends: the completion never uncovers the old page, the spring back keeps its
/// overshoot, and a fast flick completes below the distance threshold.
@Suite struct LiquidSwipeCompletionTests {
  static let size = Size(1280, 800)
  static let frame = 1.0 / 60

  /// Fraction of the window that `side`'s wave does not cover (the old page), measured on the
  /// pixel rows of a 1-point grid from the wave's edge to its boundary.
  static func oldPageFraction(_ deck: LiquidSwipeState, _ side: LiquidWave.Side) -> Double {
    let wave = deck.wave(side)
    let w = deck.size.width
    var covered = 0.0
    for row in 0..<Int(deck.size.height) {
      let b = min(max(wave.boundaryX(atY: Float(row) + 0.5), 0), w)
      covered += Double(side == .left ? b : w - b)
    }
    return 1 - covered / Double(w * deck.size.height)
  }

  /// Drags the right wave from its button to `progress` in moves of `stepPoints` every frame,
  /// holds still for `hold` seconds, and releases.
  static func drag(
    _ deck: inout LiquidSwipeState, to progress: Float, stepPoints: Float = 4, hold: Double = 0.2
  ) {
    let start = deck.wave(.right).buttonCenter
    _ = deck.handle(PointerEvent(.down, at: start))
    let total = progress * deck.size.width / LiquidSwipeConfig.standard.swipeVelocity
    var moved: Float = 0
    while moved < total {
      moved = min(total, moved + stepPoints)
      _ = deck.handle(PointerEvent(.move, at: Vec2(start.x - moved, start.y), isPrimaryDown: true))
      deck.update(dt: frame)
    }
    for _ in 0..<Int((hold / frame).rounded()) { deck.update(dt: frame) }
    _ = deck.handle(PointerEvent(.up, at: Vec2(start.x - total, start.y)))
  }

  /// The old page's area frame by frame from the release until the page changes.
  static func completionCurve(releasedAt progress: Float) -> [Double] {
    var deck = LiquidSwipeState(pageCount: 4, size: size)
    drag(&deck, to: progress)
    var curve = [oldPageFraction(deck, .right)]
    for _ in 0..<120 {
      if deck.update(dt: frame) != nil { return curve + [0] }
      curve.append(oldPageFraction(deck, .right))
    }
    return curve
  }

  @Test(arguments: [Float(0.15), 0.3, 0.45, 0.6, 0.8])
  func theOldPagesAreaNeverGrowsAfterAReleasePastTheThreshold(_ progress: Float) {
    let curve = Self.completionCurve(releasedAt: progress)
    #expect(curve.last == 0, "the page changes within 2 s")
    for i in 1..<curve.count {
      #expect(curve[i] <= curve[i - 1] + 1e-9, "frame \(i): \(curve[i - 1]) → \(curve[i])")
    }
  }
}

extension LiquidSwipeCompletionTests {
  @Test func theCompletionEndsAsSoonAsTheWaveCoversTheWindow() {
    var deck = LiquidSwipeState(pageCount: 4, size: Self.size)
    Self.drag(&deck, to: 0.3)
    var frames = 0
    while frames < 120 {
      let before = deck
      frames += 1
      if deck.update(dt: Self.frame) != nil {
        // No slow tail: the last frame before the change shows under 0.5 % of the old page.
        #expect(Self.oldPageFraction(before, .right) < 0.005)
        break
      }
    }
    #expect(deck.pageIndex == 1)
    #expect(frames <= 30, "a release at 30 % completes within half a second (\(frames) frames)")
  }

  @Test func aSlowReleaseBelowTheThresholdSpringsBackWithOvershoot() {
    var deck = LiquidSwipeState(pageCount: 4, size: Self.size)
    Self.drag(&deck, to: 0.1, stepPoints: 2)
    var low = Double.infinity
    for _ in 0..<120 {
      #expect(deck.update(dt: Self.frame) == nil)
      low = min(low, deck.slider(.right).progress.value)
    }
    #expect(deck.pageIndex == 0 && !deck.isAnimating)
    // ζ 0.5 from 0.1: the first swing passes 0 by 0.1 · e^(−π·0.5/√0.75) ≈ 0.016.
    #expect(low < -0.01 && low > -0.03, "lowest progress \(low)")
  }

  @Test func aFlickTowardCompletionCompletesBelowTheThreshold() {
    var deck = LiquidSwipeState(pageCount: 4, size: Self.size)
    // 0.05 of progress (142 pt) at 16 pt per frame (960 pt/s), released while moving.
    Self.drag(&deck, to: 0.05, stepPoints: 16, hold: 0)
    #expect(deck.completingSide == .right)
    var changed = false
    for _ in 0..<120 where !changed { changed = deck.update(dt: Self.frame) != nil }
    #expect(changed && deck.pageIndex == 1)
  }

  @Test func aFlickBackOrAReleaseAfterAPauseDoesNotComplete() {
    var paused = LiquidSwipeState(pageCount: 4, size: Self.size)
    Self.drag(&paused, to: 0.05, stepPoints: 16, hold: 0.2)
    #expect(paused.completingSide == nil)

    // Out 320 pt, then quickly back toward the edge, released while moving back.
    var deck = LiquidSwipeState(pageCount: 4, size: Self.size)
    let start = deck.wave(.right).buttonCenter
    _ = deck.handle(PointerEvent(.down, at: start))
    var x = start.x
    for _ in 0..<20 {
      x -= 16
      _ = deck.handle(PointerEvent(.move, at: Vec2(x, start.y), isPrimaryDown: true))
      deck.update(dt: Self.frame)
    }
    for _ in 0..<5 {
      x += 16
      _ = deck.handle(PointerEvent(.move, at: Vec2(x, start.y), isPrimaryDown: true))
      deck.update(dt: Self.frame)
    }
    _ = deck.handle(PointerEvent(.up, at: Vec2(x, start.y)))
    #expect(deck.slider(.right).progress.value < Double(LiquidSwipeConfig.standard.cancelThreshold))
    #expect(deck.completingSide == nil)
  }

  @Test func theFlickThresholdIsTheConfiguredSpeed() {
    // Below and above 400 pt/s: 5.5 and 10 pt per 1/60 s frame (330 and 600 pt/s; the
    // release, a frame after the last move, lowers the measured speed a little).
    var slow = LiquidSwipeState(pageCount: 4, size: Self.size)
    Self.drag(&slow, to: 0.05, stepPoints: 5.5, hold: 0)
    #expect(slow.completingSide == nil)
    var fast = LiquidSwipeState(pageCount: 4, size: Self.size)
    Self.drag(&fast, to: 0.05, stepPoints: 10, hold: 0)
    #expect(fast.completingSide == .right)
  }
}
