import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

/// A display's refresh rate changes how many frames a second the window draws, never how
/// things move: time is simulated in fixed steps (`FixedStepClock`), whatever the frames'
/// length.
struct RefreshRateTests {
  /// Frames a second of displays (60, 120, 144 Hz), each a whole number of frames in
  /// `sampleInterval`.
  static let rates: [Int] = [60, 120, 144]
  /// How often the swipe is sampled and moved: a whole number of frames at every rate.
  static let sampleInterval = 1.0 / 12

  /// The right wave dragged from its button across half the window in eight moves, released
  /// past the threshold and left to complete, at `hz` frames a second: the wave's progress
  /// every `sampleInterval` seconds for three seconds (the page changes on the way).
  static func swipeCurve(hz: Int) -> [Double] {
    let context = SceneContext(metrics: FixedWidthMetrics(), theme: .dark)
    var p = Playground(context: context, size: Size(1280, 800), start: .about)
    let framesPerSample = hz / 12
    func pointer(_ phase: PointerEvent.Phase, _ x: Float) {
      p.handle(.pointer(PointerEvent(phase, at: Vec2(x, 296), isPrimaryDown: phase != .up)))
    }
    var curve: [Double] = []
    for sample in 0..<36 {
      switch sample {
      case 0: pointer(.down, 1249)
      case 1...8: pointer(.move, 1249 - 80 * Float(sample))
      case 9: pointer(.up, 1249 - 640)
      default: break
      }
      for _ in 0..<framesPerSample { p.advance(frameTime: 1 / Double(hz)) }
      curve.append(p.deck.swipe.slider(.right).progress.value + Double(p.deck.current.rawValue))
    }
    return curve
  }

  @Test func aSwipeFollowsTheSameCurveAtEveryRefreshRate() {
    let reference = Self.swipeCurve(hz: 60)
    // The swipe did happen: the page changed (About wraps to Spoilers, index 0).
    #expect(reference[9] > 0.4 && reference.last == 0)
    for hz in Self.rates.dropFirst() {
      let curve = Self.swipeCurve(hz: hz)
      let worst = zip(curve, reference).map { abs($0 - $1) }.max() ?? .infinity
      #expect(worst < 1e-9, "at \(hz) Hz the curve is up to \(worst) from 60 Hz's")
    }
  }
}
