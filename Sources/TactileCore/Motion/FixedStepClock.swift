/// A fixed-timestep clock ("Fix Your Timestep", Glenn Fiedler).
///
/// Each rendered frame, feed the measured frame time to `advance(by:)` and run the simulation that
/// many `step`s; draw with `alpha` to interpolate between the last two simulated states. Frame
/// time is clamped to `maxFrameTime` so a stall (breakpoint, hidden window) cannot make the
/// simulation spiral; what is left over after whole steps carries to the next frame.
public struct FixedStepClock: Hashable, Sendable {
  /// Default step: 1/120 s (120 Hz).
  public static let defaultStep = 1.0 / 120
  /// Default longest frame time accounted for: 0.25 s.
  public static let defaultMaxFrameTime = 0.25

  /// Simulated seconds per step. Positive.
  public let step: Double
  /// Longest frame time, in seconds, that `advance(by:)` accounts for. Positive.
  public let maxFrameTime: Double
  /// Seconds of frame time not yet simulated, in 0..<step.
  public private(set) var accumulator: Double = 0
  /// Number of steps run since the clock was created.
  public private(set) var stepCount: Int = 0

  /// Creates a clock; `step` and `maxFrameTime` must be positive and finite.
  public init(
    step: Double = FixedStepClock.defaultStep,
    maxFrameTime: Double = FixedStepClock.defaultMaxFrameTime
  ) {
    precondition(step > 0 && step.isFinite, "FixedStepClock step must be positive and finite")
    precondition(maxFrameTime > 0, "FixedStepClock maxFrameTime must be positive")
    self.step = step
    self.maxFrameTime = maxFrameTime
  }

  /// Total simulated time in seconds: `stepCount × step`.
  public var time: Double { Double(stepCount) * step }

  /// Interpolation fraction between the previous and the current simulated state, in 0..<1.
  public var alpha: Double { accumulator / step }

  /// Accounts for `frameTime` seconds of real time and returns how many fixed steps to run now.
  ///
  /// `frameTime` is clamped to `0...maxFrameTime`; negative or NaN counts as 0. A remainder within
  /// a billionth of a step of a whole step counts as that step, so frame times that are whole
  /// multiples of the step (1/60 s at 120 Hz) never lose a step to rounding.
  public mutating func advance(by frameTime: Double) -> Int {
    let clamped = frameTime > 0 ? min(frameTime, maxFrameTime) : 0
    accumulator += clamped
    let steps = Int(((accumulator + step * 1e-9) / step).rounded(.down))
    accumulator = max(accumulator - Double(steps) * step, 0)
    stepCount += steps
    return steps
  }
}
