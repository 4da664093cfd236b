/// Hands out a script's steps as their times come due.
///
/// A headless replay handles each input at its line's time to the app's fixed step: it asks
/// for `next(dueBy:step:)` and advances the playground to each step's time
/// (`Playground.advance(toInputTime:)`) before handling it. The window replays by the clock on
/// the wall (`due(at:)`).
public struct ScriptPlayer: Sendable {
  private let steps: [ReplayScript.Step]
  private var next = 0

  public init(_ script: ReplayScript?) { steps = script?.steps ?? [] }

  public var isFinished: Bool { next >= steps.count }
  public var endTime: Double { steps.last?.time ?? 0 }
  /// The time of the next step not handed out yet (nil: none is left).
  public var nextTime: Double? { isFinished ? nil : steps[next].time }

  /// The steps with time ≤ `now` not handed out yet, in order.
  public mutating func due(at now: Double) -> ArraySlice<ReplayScript.Step> {
    let start = next
    while next < steps.count && steps[next].time <= now + 1e-9 { next += 1 }
    return steps[start..<next]
  }

  /// The next step not handed out yet whose time, rounded to `step` seconds, is not after
  /// `now` rounded to it (an input at 0.504 s belongs to the step at 0.5 s).
  public mutating func next(dueBy now: Double, step: Double) -> ReplayScript.Step? {
    guard next < steps.count,
      (steps[next].time / step).rounded() <= (now / step).rounded()
    else { return nil }
    defer { next += 1 }
    return steps[next]
  }
}
