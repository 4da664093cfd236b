import Testing

@testable import TactileCore
@testable import TactileScenes

@Suite struct SpoilerRevealTests {
  @Test(arguments: [
    (Float(0), 0.25), (100, 0.25), (833.3334, 0.25), (1000, 0.3), (1500, 0.45), (1833.3334, 0.55),
    (5000, 0.55),
  ])
  func durationIsClampedLinearInRadius(radius: Float, expected: Double) {
    #expect(abs(SpoilerReveal.duration(forRadius: radius) - expected) < 1e-4)
  }

  @Test func radiusGrowsWithEaseInQuadToTheFarthestCorner() {
    let fragments = [
      Rect(x: 0, y: 0, width: 300, height: 20), Rect(x: 0, y: 24, width: 120, height: 20),
    ]
    var r = SpoilerReveal()
    r.reveal(from: Vec2(10, 10), fragments: fragments, reducedMotion: false)
    let expectedR = Vec2(10, 10).distance(to: Vec2(300, 0))
    #expect(abs(r.maxRadius - expectedR) < 1e-3)
    #expect(r.radius == 0)
    r.update(dt: r.duration / 2)
    #expect(abs(r.radius - expectedR * 0.25) < 0.01)  // (1/2)² of the way
    #expect(r.phase == .revealing && r.isClippedToCircle)
    r.update(dt: r.duration / 2 + 0.001)
    #expect(r.phase == .revealed)
    #expect(r.radius == r.maxRadius)
  }

  @Test func textSeenThroughTheCircleFadesInOverAHundredAndFiftyMilliseconds() {
    var r = SpoilerReveal()
    r.reveal(
      from: .zero, fragments: [Rect(x: 0, y: 0, width: 900, height: 20)], reducedMotion: false)
    #expect(r.circleTextOpacity == 0)
    r.update(dt: 0.075)
    #expect(abs(r.circleTextOpacity - 0.5) < 0.01)
    r.update(dt: 0.075)
    #expect(r.circleTextOpacity == 1 && r.isClippedToCircle)
  }

  @Test func concealFadesTheTextOutThenHides() {
    var r = SpoilerReveal()
    r.reveal(
      from: .zero, fragments: [Rect(x: 0, y: 0, width: 50, height: 10)], reducedMotion: false)
    r.update(dt: 1)
    r.conceal()
    #expect(r.phase == .concealing)
    r.update(dt: SpoilerConstants.concealDuration / 2)
    #expect(abs(r.textOpacity - 0.5) < 0.01)
    r.update(dt: SpoilerConstants.concealDuration)
    #expect(r.phase == .hidden && r.textOpacity == 0)
  }

  @Test func reducedMotionFadesInsteadOfGrowingACircle() {
    var r = SpoilerReveal()
    r.reveal(
      from: .zero, fragments: [Rect(x: 0, y: 0, width: 500, height: 10)], reducedMotion: true)
    #expect(r.duration == SpoilerConstants.reducedMotionFade)
    #expect(!r.isClippedToCircle)
    r.update(dt: 0.1)
    #expect(abs(r.textOpacity - 0.5) < 0.01)
  }
}
