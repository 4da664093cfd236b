/// The ink's own time, in whole ink frames: the ink advances `framesPerSecond` times a
/// second whatever the display's rate, and between two of its frames nothing about it
/// changes.
public struct InkClock: Hashable, Sendable {
  /// Ink frames passed since the clock started.
  public private(set) var frame = 0
  /// Seconds since the last ink frame.
  private var sinceFrame: Double = 0
  /// Time steps that add up to a frame's length within this many seconds make the frame
  /// (120 steps of 1/120 s must make 30 frames of 1/30 s, not 29).
  static let tolerance = 1e-9

  public init() {}

  /// Advances by `dt` seconds at `framesPerSecond` ink frames a second (at least 1). Returns
  /// the seconds of the ink frames passed, a whole number of frames; 0 between two frames or
  /// for a `dt` that is negative, zero or not finite.
  public mutating func advance(by dt: Double, framesPerSecond: Int) -> Double {
    guard dt > 0, dt.isFinite else { return 0 }
    let length = 1 / Double(max(1, framesPerSecond))
    sinceFrame += dt
    let frames = ((sinceFrame + Self.tolerance) / length).rounded(.down)
    guard frames >= 1 else { return 0 }
    sinceFrame = max(0, sinceFrame - frames * length)
    frame &+= Int(frames)
    return frames * length
  }
}
