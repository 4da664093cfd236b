/// The one-line progress of a long offscreen render: a bar, frames done of the total, the
/// rendering rate and the time left, e.g.
/// `[##########··········]  120/300 frames  48.2 fps  ETA 0:04`.
public struct RenderProgress: Sendable {
  /// Cells in the bar.
  public static let barWidth = 20
  /// Frames in the whole render (≥ 1).
  public let total: Int

  public init(total: Int) { self.total = max(1, total) }

  /// The line after `done` frames and `elapsed` seconds of wall time.
  public func line(done: Int, elapsed: Double) -> String {
    let done = min(max(0, done), total)
    let filled = done * RenderProgress.barWidth / total
    let bar =
      String(repeating: "#", count: filled)
      + String(repeating: "·", count: RenderProgress.barWidth - filled)
    let counts =
      "\(String(repeating: " ", count: max(0, String(total).count - String(done).count)))\(done)/\(total) frames"
    guard elapsed > 0, done > 0 else { return "[\(bar)]  \(counts)" }
    let rate = Double(done) / elapsed
    let left = Double(total - done) / rate
    return
      "[\(bar)]  \(counts)  \(RenderProgress.oneDecimal(rate)) fps  ETA \(RenderProgress.clock(left))"
  }

  /// `m:ss`, or `h:mm:ss` from an hour on; seconds rounded up.
  static func clock(_ seconds: Double) -> String {
    let s = Int(seconds.rounded(.up))
    let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    return s >= 3600 ? "\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" : "\(s / 60):\(two(s % 60))"
  }

  static func oneDecimal(_ v: Double) -> String {
    let tenths = Int((v * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
