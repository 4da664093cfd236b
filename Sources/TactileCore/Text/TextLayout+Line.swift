extension TextLayout {
  /// One laid-out line. y grows downwards from the layout's top; all values are in points.
  public struct Line: Hashable {
    /// Graphemes on the line, spaces hanging at its end included, the paragraph break that may
    /// follow excluded. Empty for an empty paragraph.
    public internal(set) var graphemes: Range<Int>
    /// Where the spaces hanging at the line's end begin (`graphemes.upperBound` if none).
    public internal(set) var hangingFrom: Int
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
    /// Advance width of the line without the spaces hanging at its end, in points: exactly
    /// the glyphs' advances.
    public internal(set) var width: Float

    /// The line's glyph runs (indices into `TextLayout.runs`), in reading (logical) order.
    public internal(set) var runs: Range<Int>

    /// Segments with at least one grapheme on the line (`MeasuredText` indices).
    let segments: Range<Int>
    /// The direction of the line's paragraph: a right-to-left line is aligned right.
    public let direction: TextDirection
    /// Whether the line was put in visual order (its paragraph is right to left, or it holds
    /// right-to-left text): graphemes then do not run left to right along it.
    public let isReordered: Bool
    /// x of the word part of the line's first segment when it began on the line before (a
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
  /// The width of line `l` as drawn: its glyphs' advances, which are what the line's `width`
  /// sums (kept for the pages that right-align a line's ink).
  public func drawnWidth(ofLine l: Int) -> Float { lines[l].width }
}
