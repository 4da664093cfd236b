import TactileCore

/// What the ink's buffer shows: the ink's version and frame, and where and how it was drawn.
/// While a frame's is the same, the buffer is not touched.
struct ShownInk: Equatable {
  /// `SpoilerInk.version` when drawn.
  var version: UInt64
  /// The tile frame drawn (0 for particles: their frames bump the version).
  var tileFrame: Int
  var scrollOffset: Float
  var scale: Float
  var clip: Rect?
  var color: Color
  /// The buffer's generation after the drawing: another means something else changed it.
  var generation: UInt64
}
