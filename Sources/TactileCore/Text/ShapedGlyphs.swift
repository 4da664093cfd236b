/// The glyphs of one piece of text shaped in one font (`FontMetrics.shape(_:font:into:)`), as a
/// structure of arrays: what the platform's shaper (HarfBuzz) gives, in points.
///
/// Glyphs are in logical order: the glyphs of the text's first character come first, also for
/// text that reads right to left (the shaper's visual order, reversed), so clusters never
/// decrease. Drawn right to left, the glyphs are laid from the last to the first.
public struct ShapedGlyphs {
  /// Glyph indices in the face.
  public private(set) var ids: [UInt16] = []
  /// How far each glyph moves the pen, in points (the next glyph in visual order starts there).
  public private(set) var advances: [Float] = []
  /// Where each glyph is drawn from its pen position, in points: x to the right, y downwards.
  public private(set) var offsetsX: [Float] = []
  public private(set) var offsetsY: [Float] = []
  /// The UTF-8 offset, in the shaped text, of the first byte of each glyph's cluster: the
  /// characters a glyph (or several glyphs) stands for start there and end where the next
  /// greater cluster starts.
  public private(set) var clusters: [UInt32] = []

  public init() {}

  /// Number of glyphs.
  @inlinable public var count: Int { ids.count }

  /// The sum of the advances, in points.
  public var width: Float {
    var w: Float = 0
    for a in advances { w += a }
    return w
  }

  /// Removes every glyph, keeping the storage.
  public mutating func removeAll() {
    ids.removeAll(keepingCapacity: true)
    advances.removeAll(keepingCapacity: true)
    offsetsX.removeAll(keepingCapacity: true)
    offsetsY.removeAll(keepingCapacity: true)
    clusters.removeAll(keepingCapacity: true)
  }

  /// Appends a glyph (in logical order: `cluster` must not be less than the last one's).
  public mutating func append(
    id: UInt16, advance: Float, offsetX: Float = 0, offsetY: Float = 0, cluster: UInt32
  ) {
    ids.append(id)
    advances.append(advance)
    offsetsX.append(offsetX)
    offsetsY.append(offsetY)
    clusters.append(cluster)
  }

  /// Reverses the glyphs appended since `start` (a shaper's right-to-left output, in visual
  /// order, into logical order).
  public mutating func reverse(from start: Int) {
    ids[start...].reverse()
    advances[start...].reverse()
    offsetsX[start...].reverse()
    offsetsY[start...].reverse()
    clusters[start...].reverse()
  }
}
