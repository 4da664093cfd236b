/// Frame times over the last `capacity` frames, for the diagnostics overlay.
public struct FrameStatistics {
  public static let capacity = 120
  private var samples = [Double](repeating: 0, count: FrameStatistics.capacity)
  private var sorted = [Double](repeating: 0, count: FrameStatistics.capacity)
  private var next = 0
  public private(set) var count = 0

  public init() {}

  /// Records one frame's duration in seconds.
  public mutating func record(_ seconds: Double) {
    samples[next] = seconds
    next = (next + 1) % FrameStatistics.capacity
    count = min(count + 1, FrameStatistics.capacity)
  }

  /// The q-quantile (0…1) of the recorded frame times in seconds; 0 when empty.
  public mutating func quantile(_ q: Double) -> Double {
    guard count > 0 else { return 0 }
    for i in 0..<count { sorted[i] = samples[i] }
    sorted[0..<count].sort()
    let idx = min(count - 1, max(0, Int((q * Double(count - 1)).rounded())))
    return sorted[idx]
  }

  /// Mean frames per second over the recorded frames.
  public var framesPerSecond: Double {
    guard count > 0 else { return 0 }
    var sum = 0.0
    for i in 0..<count { sum += samples[i] }
    return sum > 0 ? Double(count) / sum : 0
  }
}
