/// A piece of one line drawn with one font: the unit the renderer draws (one text texture, or
/// one colour-emoji grapheme).
///
/// Text runs hold the words of a line in one face, script and direction with the spaces
/// between them (never the spaces at the run's ends); each emoji-face grapheme is a run of its
/// own. Shaping inside a run (kerning, joining, reordering a right-to-left run's glyphs) is the
/// renderer's when it draws `text` as one string.
public struct GlyphRun: Hashable, Sendable {
  /// The graphemes to draw, in reading (logical) order.
  public var text: String
  /// The face, size (in points) and shaping: script and direction.
  public var font: FontSpec
  /// Left end of the run's baseline, in points from the layout's left edge (also for a run
  /// that reads right to left: it is drawn from its left end).
  public var x: Float
  /// Baseline y, in points from the layout's top.
  public var baseline: Float
  /// Grapheme offsets of `text` in the laid-out text.
  public var graphemes: Range<Int>
  /// Advance width, in points: the sum of the measured words and spaces it holds (a text run
  /// as drawn may be a point or two wider or narrower; `TextLayout.x(ofGrapheme:inRun:)`
  /// measures it as set), or, on a reordered line, the run measured as drawn.
  public var width: Float
  /// Index of the line the run is on.
  public var lineIndex: Int

  public init(
    text: String, font: FontSpec, x: Float, baseline: Float, graphemes: Range<Int>,
    width: Float, lineIndex: Int
  ) {
    self.text = text
    self.font = font
    self.x = x
    self.baseline = baseline
    self.graphemes = graphemes
    self.width = width
    self.lineIndex = lineIndex
  }

  /// The left end of the baseline, in points.
  @inlinable public var origin: Vec2 { Vec2(x, baseline) }
  /// Whether the run is one colour-emoji grapheme.
  @inlinable public var isEmoji: Bool { font.face == .emoji }
  /// Whether the run reads right to left (its first grapheme is drawn at its right end).
  @inlinable public var isRightToLeft: Bool { font.shaping.isRightToLeft }
}
