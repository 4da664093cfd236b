import TactileCore

/// Slow motion, pause and single steps for the whole playground: turns the real time between
/// two frames into the simulated time the pages advance by. Pages never see it; they only get
/// fewer or smaller clock steps, so a run at ¼ speed passes through the same states as one at
/// full speed, four times as many frames apart.
public struct TimeControl: Equatable, Sendable {
  /// The speeds S cycles through, fastest first.
  public static let cycle: [Double] = [1, 0.5, 0.25, 0.1]
  /// The speeds `--time-scale` accepts.
  public static let scaleRange: ClosedRange<Double> = 0.01...4
  /// Simulated seconds one press of `.` advances while paused: one frame at 60 Hz.
  public static let singleStep = 1.0 / 60

  /// Simulated seconds per real second; in `scaleRange`.
  public private(set) var scale: Double
  public var isPaused = false
  /// Simulated seconds requested by `.` and not yet handed out.
  private var pendingStep = 0.0

  public init(scale: Double = 1) {
    self.scale = min(
      max(scale, TimeControl.scaleRange.lowerBound), TimeControl.scaleRange.upperBound)
  }

  /// Sets the speed, clamped to `scaleRange`.
  public mutating func setScale(_ s: Double) {
    scale = min(max(s, TimeControl.scaleRange.lowerBound), TimeControl.scaleRange.upperBound)
  }

  /// S: the next slower speed of `cycle`, from the slowest back to 1.
  public mutating func cycleScale() {
    scale = TimeControl.cycle.first { $0 < scale - 1e-9 } ?? 1
  }

  /// `.`: while paused, the next frame advances by one `singleStep`. Ignored while running.
  public mutating func stepOnce() {
    guard isPaused else { return }
    pendingStep += TimeControl.singleStep
  }

  /// The simulated seconds for a frame that took `frameTime` real seconds: scaled while
  /// running; while paused, only what `.` asked for.
  public mutating func simulatedTime(forFrame frameTime: Double) -> Double {
    if isPaused {
      defer { pendingStep = 0 }
      return pendingStep
    }
    return max(frameTime, 0) * scale
  }

  /// Whether frames must keep coming for time control's sake (a step is pending).
  public var hasPendingStep: Bool { pendingStep > 0 }

  /// Whether time runs as usual (nothing to show in the corner).
  public var isNormal: Bool { !isPaused && scale == 1 }

  /// The corner label: "paused · 0.25×", "0.5×"; empty at normal speed.
  public var label: String {
    if isNormal { return "" }
    let speed = TimeControl.format(scale) + "×"
    return isPaused ? "paused · " + speed : speed
  }

  /// A speed as a short decimal: 1, 0.5, 0.25, 0.1, 0.33.
  public static func format(_ v: Double) -> String {
    let hundredths = Int((v * 100).rounded())
    let whole = hundredths / 100
    let frac = hundredths % 100
    if frac == 0 { return "\(whole)" }
    return frac % 10 == 0 ? "\(whole).\(frac / 10)" : "\(whole).\(frac < 10 ? "0" : "")\(frac)"
  }
}
