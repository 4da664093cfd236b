extension TextLayout {
  /// One laid-out line. Lines start at x = 0; y grows downwards from the layout's top. All
  /// values are in points.
  public struct Line: Hashable {
    /// Graphemes on the line, spaces hanging at its end included, the paragraph break that may
    /// follow excluded. Empty for an empty paragraph.
    public let graphemes: Range<Int>
    /// Top of the line box.
    public let top: Float
    /// Height of the line box: the font's line height × line spacing (the emoji face's when
    /// it is taller and the line holds emoji).
    public let height: Float
    /// Baseline y: the extra leading is split evenly above and below the ascent + descent box.
    public let baseline: Float
    /// Ascent above and descent below the baseline of the fonts used on the line.
    public let ascent: Float
    public let descent: Float
    /// Advance width of the line without the spaces hanging at its end, in points. A line
    /// near the wrap width is measured as the renderer sets it (one string per run); others
    /// sum their measured words and may differ from that by a point or two, never past the
    /// wrap width.
    public let width: Float

    /// The line's glyph runs (indices into `TextLayout.runs`).
    public let runs: Range<Int>

    /// Segments with at least one grapheme on the line (`MeasuredText` indices).
    let segments: Range<Int>
    /// Index in the text of the line's first grapheme.
    let textStart: String.Index

    /// Left edge of the line: always 0.
    public var x: Float { 0 }
    /// Bottom of the line box.
    public var bottom: Float { top + height }
    /// The line box: x from 0 to `width`, y from `top` to `bottom`.
    public var bounds: Rect { Rect(x: 0, y: top, width: width, height: height) }
    /// Top of the glyph box (`baseline − ascent`), the top of selection and spoiler rects.
    public var glyphTop: Float { baseline - ascent }
  }
}
