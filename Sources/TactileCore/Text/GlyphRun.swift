/// A piece of one line drawn in one font: the unit a page draws (`DrawList.text(_:run:at:color:)`).
///
/// Text runs hold the words of a line in one face, script and direction with the spaces
/// between them (never the spaces at the run's ends); each emoji-face grapheme is a run of its
/// own. Its glyphs are the shaped glyphs of the segments it holds (`TextLayout.forEachGlyph`),
/// so what is drawn is what was measured.
public struct GlyphRun: Hashable, Sendable {
  /// The face, size (in points) and shaping: script and direction.
  public var font: FontSpec
  /// Left end of the run's baseline, in points from the layout's left edge (also for a run
  /// that reads right to left: it is drawn from its left end).
  public var x: Float
  /// Baseline y, in points from the layout's top.
  public var baseline: Float
  /// Grapheme offsets of the run in the laid-out text.
  public var graphemes: Range<Int>
  /// Advance width, in points: the sum of its glyphs' advances.
  public var width: Float
  /// Index of the line the run is on.
  public var lineIndex: Int
  /// The segments the run's graphemes lie in (`MeasuredText` indices).
  var segments: Range<Int>

  /// The left end of the baseline, in points.
  @inlinable public var origin: Vec2 { Vec2(x, baseline) }
  /// Whether the run is one colour-emoji grapheme.
  @inlinable public var isEmoji: Bool { font.face == .emoji }
  /// Whether the run reads right to left (its first grapheme is drawn at its right end).
  @inlinable public var isRightToLeft: Bool { font.shaping.isRightToLeft }
}
