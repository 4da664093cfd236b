/// Encodes a sequence of same-sized frames into one animated file.
///
/// Frames are placed on a time grid of "slots", `1 / fps` seconds each: a frame handed in at
/// slot `s` is shown from `s / fps` until the next frame's slot (or the end for the last one).
/// Slots strictly increase; a gap means the previous frame stays on screen.
protocol AnimationEncoder: AnyObject {
  /// Adds the next frame. Its size is the canvas size the encoder was made with.
  func add(_ frame: Image, slot: Int) throws
  /// Writes what is pending and the end of the file; the last frame lasts until `end` seconds
  /// (as near as the format's time steps allow, and at least one of them). Returns the file's
  /// frame count and length in seconds.
  func finish(end: Double) throws -> (frames: Int, seconds: Double)
}
