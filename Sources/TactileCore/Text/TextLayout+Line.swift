extension TextLayout {
  /// One laid-out line. y grows downwards from the layout's top; all values are in points.
  public struct Line: Hashable {
    /// Graphemes on the line, spaces hanging at its end included, the paragraph break that may
    /// follow excluded. Empty for an empty paragraph.
    public internal(set) var graphemes: Range<Int>
    /// Top of the line box.
    public internal(set) var top: Float
    /// Height of the line box: the font's line height × line spacing (a taller face's when
    /// the line holds text set in it, such as emoji).
    public let height: Float
    /// Baseline y: the extra leading is split evenly above and below the ascent + descent box.
    public internal(set) var baseline: Float
    /// Ascent above and descent below the baseline of the fonts used on the line.
    public let ascent: Float
    public let descent: Float
    /// Advance width of the line without the spaces hanging at its end, in points. A line
    /// near the wrap width is measured as the renderer sets it (one string per run); others
    /// sum their measured words and may differ from that by a point or two, never past the
    /// wrap width.
    public internal(set) var width: Float

    /// The line's glyph runs (indices into `TextLayout.runs`), in reading (logical) order.
    public internal(set) var runs: Range<Int>

    /// Segments with at least one grapheme on the line (`MeasuredText` indices).
    let segments: Range<Int>
    /// Index in the text of the line's first grapheme.
    let textStart: String.Index
    /// The direction of the line's paragraph: a right-to-left line is aligned right.
    public let direction: TextDirection
    /// Whether the line was put in visual order (its paragraph is right to left, or it holds
    /// right-to-left text): graphemes then do not run left to right along it.
    public let isReordered: Bool
    /// x of the line's first piece when it continues a segment begun on the line before (a
    /// word broken between graphemes).
    var continuedX: Float
    /// Left edge of the line's ink: 0 for a left-to-right line, the wrap width (or the
    /// widest line's width) less `width` for a right-to-left one.
    public internal(set) var x: Float = 0

    /// Bottom of the line box.
    public var bottom: Float { top + height }
    /// The line box: x from `x` to `x + width`, y from `top` to `bottom`.
    public var bounds: Rect { Rect(x: x, y: top, width: width, height: height) }
    /// Top of the glyph box (`baseline − ascent`), the top of selection and spoiler rects.
    public var glyphTop: Float { baseline - ascent }
  }
}

extension TextLayout {
  /// The width of line `l` as the renderer sets it: its last run measured again as one string
  /// (the line's `width` may sum its words a point or two off). Text set against a right
  /// margin, such as a mirrored interface's labels, ends exactly there. A line put in visual
  /// order, or ending with an emoji, is measured so already.
  public func drawnWidth(ofLine l: Int) -> Float {
    let line = lines[l]
    guard !line.isReordered, let r = line.runs.last, !runs[r].isEmoji else { return line.width }
    let w = measured.metrics.advance(of: runs[r].text[...], font: runs[r].font)
    return w.isFinite ? runs[r].x + w - line.x : line.width
  }
}
