/// Text wrapped to a width: lines, glyph runs to draw, and the geometry of grapheme ranges
/// (spoiler fragments, hit testing, carets). All values are in points, with the origin at the
/// top-left of the text and y growing downwards.
///
/// - Paragraphs end at paragraph breaks (newlines); an empty paragraph keeps a line's height.
/// - Lines break where Unicode's line breaking allows (after spaces, between ideographs, at
///   Thai word boundaries…). Spaces at a line end hang: they stay on the line but do not count
///   in its width. A word longer than the line breaks between graphemes.
/// - Graphemes the text face has no glyph for are set in a face that has (see `MeasuredText`).
/// - Each paragraph reads in the direction of its first strong character. Lines are broken in
///   reading order, then put in visual order; a right-to-left paragraph's lines are aligned
///   right (at the wrap width, or at the widest line's width, as `rightEdge` says).
///
/// Layout is a value; re-wrapping at a new width (`rewrapped(toWidth:)`) reuses the shaped
/// words. The metrics object given at creation is kept for geometry queries.
public struct TextLayout {
  /// The measured text this layout wraps.
  public let measured: MeasuredText
  /// The width lines are wrapped to (never negative; NaN counts as 0).
  public let wrapWidth: Float
  /// Multiplier of the font's line height (1 = the font's own line spacing).
  public let lineSpacing: Float
  /// The lines, top to bottom. Never empty: empty text has one empty line.
  public let lines: [Line]
  /// What to draw, in reading order.
  public let runs: [GlyphRun]
  /// Width of the widest line (hanging spaces excluded) and total height of the lines.
  public let size: Size
  /// x of the left edge of each segment's word part where the segment starts (`MeasuredText`
  /// indices; its trailing spaces are beside it, on the side it reads from).
  let segmentX: [Float]

  /// Where right-to-left lines end on the right.
  public enum RightEdge: Sendable {
    /// At the wrap width: a column of text.
    case wrapWidth
    /// At the widest line's right end: text the box around it fits, such as a bubble's.
    case widestLine
  }

  /// Lays out `text` in `font` wrapped to `width`.
  ///
  /// - Parameters:
  ///   - width: the wrap width in points; lines never exceed it except for a single grapheme
  ///     wider than the whole width.
  ///   - lineSpacing: multiplier of the font's line height; values that are not positive and
  ///     finite count as 1.
  ///   - defaultDirection: the direction of paragraphs without a strong character.
  ///   - rightEdge: where right-to-left lines end.
  public init(
    text: String, font: FontSpec, width: Float, metrics: some FontMetrics,
    lineSpacing: Float = 1, defaultDirection: TextDirection = .leftToRight,
    rightEdge: RightEdge = .wrapWidth
  ) {
    self.init(
      measured: MeasuredText(
        text: text, font: font, metrics: metrics, defaultDirection: defaultDirection),
      width: width, lineSpacing: lineSpacing, rightEdge: rightEdge)
  }

  /// Wraps already measured text to `width` (see `init(text:font:width:metrics:lineSpacing:)`):
  /// line breaking over the segments' widths, nothing shaped again.
  public init(
    measured: MeasuredText, width: Float, lineSpacing: Float = 1, rightEdge: RightEdge = .wrapWidth
  ) {
    let wrapWidth = width > 0 ? width : 0
    let spacing = lineSpacing.isFinite && lineSpacing > 0 ? lineSpacing : 1
    var breaker = LineBreaker(measured: measured, maxWidth: wrapWidth, lineSpacing: spacing)
    breaker.run()
    var widest: Float = 0
    for line in breaker.lines { widest = max(widest, line.width) }
    let edge = rightEdge == .wrapWidth && wrapWidth.isFinite ? wrapWidth : widest
    breaker.alignRightToLeftLines(to: edge)
    self.measured = measured
    self.wrapWidth = wrapWidth
    self.lineSpacing = spacing
    self.rightEdge = rightEdge
    self.lines = breaker.lines
    self.runs = breaker.runs
    self.segmentX = breaker.segmentX
    self.size = Size(widest, breaker.y)
  }

  /// Where right-to-left lines end.
  public let rightEdge: RightEdge

  /// The same text and spacing wrapped to a new width; words are not measured again.
  public func rewrapped(toWidth width: Float) -> TextLayout {
    TextLayout(measured: measured, width: width, lineSpacing: lineSpacing, rightEdge: rightEdge)
  }

  /// The direction of the paragraphs without a strong character.
  public var defaultDirection: TextDirection { measured.defaultDirection }

  /// The laid-out text.
  public var text: String { measured.text }
  /// Number of graphemes in `text`.
  public var graphemeCount: Int { measured.graphemeCount }
}
