/// A looping tile of invisible ink, rendered once (`render`, a pure function of its `Spec`,
/// made off the frame's thread): `frameCount` frames of `side × side` pixels of dot coverage
/// (0…255). Frame f shows the dust f × `loopDuration` / `frameCount` seconds into a loop;
/// the last frame leads into the first without a jump (a particle whose life runs over the
/// loop's end is drawn at both ends), and the tile repeats across the plane without a seam
/// (a dot over an edge is drawn on the other side too). Telegram Desktop's technique:
/// `InkTileSampler` copies the frame of the moment over the hidden words, anchored to the
/// text, so a frame costs in proportion to the ink's area, not to its particles.
public struct InkTile: Sendable {
  /// Side of a tile in points: Telegram Desktop's 128.
  public static let sidePoints: Float = 128
  /// Seconds of one loop. Telegram Desktop loops 60 frames of 33 ms (1.98 s); here 2 s, so
  /// that a loop is a whole number of frames at any whole frame rate (60 at 30 frames a
  /// second).
  public static let loopDuration: Float = 2

  /// What the tile was rendered from.
  public let spec: Spec
  /// Pixels on a side: `sidePoints × spec.scale`, rounded.
  public let side: Int
  /// Coverage, frame after frame, each `side × side` pixels row-major.
  let coverage: [UInt8]

  /// Frames in one loop.
  public var frameCount: Int { spec.frameCount }

  /// The frame shown at ink frame `inkFrame` (`InkClock.frame`): the loop runs on forever.
  public func frame(atInkFrame inkFrame: Int) -> Int {
    let n = frameCount
    return ((inkFrame % n) + n) % n
  }

  /// Coverage of pixel (`x`, `y`) of frame `frame`, all within the tile.
  public func coverage(frame: Int, x: Int, y: Int) -> UInt8 {
    coverage[(frame * side + y) * side + x]
  }
}
