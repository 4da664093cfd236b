import TactileIO
import TactileScenes

/// Hands out a script's steps as their times come due.
struct ScriptPlayer {
  private let steps: [ReplayScript.Step]
  private var next = 0

  init(_ script: ReplayScript?) { steps = script?.steps ?? [] }

  var isFinished: Bool { next >= steps.count }
  var endTime: Double { steps.last?.time ?? 0 }

  /// The steps with time ≤ `now` not handed out yet, in order.
  mutating func due(at now: Double) -> ArraySlice<ReplayScript.Step> {
    let start = next
    while next < steps.count && steps[next].time <= now + 1e-9 { next += 1 }
    return steps[start..<next]
  }
}
