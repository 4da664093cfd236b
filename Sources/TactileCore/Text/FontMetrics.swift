/// Vertical metrics of a font at a size, in points.
public struct LineMetrics: Hashable, Sendable {
  /// Distance from the baseline up to the top of the tallest glyphs.
  public var ascent: Float
  /// Distance from the baseline down to the bottom of the lowest glyphs (positive).
  public var descent: Float
  /// Recommended distance between consecutive baselines.
  public var lineHeight: Float
  /// Height of a lowercase "x" above the baseline.
  public var xHeight: Float

  public init(ascent: Float, descent: Float, lineHeight: Float, xHeight: Float) {
    self.ascent = ascent
    self.descent = descent
    self.lineHeight = lineHeight
    self.xHeight = xHeight
  }
}

/// Text shaping and measurement, supplied by the platform (HarfBuzz over SDL_ttf's fonts) or by
/// a fake in tests.
///
/// All results are in points. A metrics object is used by one thread at a time.
public protocol FontMetrics: AnyObject {
  /// Shapes `text` (valid UTF-8, one run: one face, script and direction, as `font.shaping`
  /// says) and appends its glyphs to `glyphs` in logical order, their clusters as UTF-8
  /// offsets into `text`. What is drawn is exactly what this returns: the same font, size,
  /// hinting and features.
  func shape(_ text: UnsafeBufferPointer<UInt8>, font: FontSpec, into glyphs: inout ShapedGlyphs)
  /// The advance width of `text` set on one line in `font`: the sum of its glyphs' advances.
  /// The default shapes into a buffer of its own; implementations may reuse one.
  func advance(of text: Substring, font: FontSpec) -> Float
  /// Ascent, descent, line height and x-height of `font`.
  func lineMetrics(for font: FontSpec) -> LineMetrics
  /// Whether `font`'s face has a glyph for every scalar of `grapheme` (joiners, variation
  /// selectors and, outside the emoji face, non-spacing marks need none).
  func hasGlyph(_ grapheme: Character, font: FontSpec) -> Bool
  /// A face other than `font`'s that draws `grapheme` (one whose glyphs cover all its
  /// scalars, preferring one made for `script`), asked for graphemes `font`'s face and the
  /// emoji face cannot draw; nil when no face can. The default is nil.
  func fallbackFace(for grapheme: Character, script: ScriptTag, font: FontSpec) -> FontFace?
  /// The Unicode algorithms layout uses with these metrics (line breaks, bidi, scripts). The
  /// default is `BasicTextAnalyzer.shared`.
  var textAnalyzer: any TextAnalyzer { get }
  /// The family name of each face text has been set in so far ("Noto Sans Arabic"); faces
  /// are never forgotten. The default is empty.
  func faceNames() -> [FontFace: String]
  /// How many faces `faceNames()` lists: cheap, for asking every frame. The default is 0.
  var faceCount: Int { get }
}

extension FontMetrics {
  public func advance(of text: Substring, font: FontSpec) -> Float {
    var glyphs = ShapedGlyphs()
    var s = String(text)
    s.withUTF8 { shape($0, font: font, into: &glyphs) }
    return glyphs.width
  }

  public func advance(of text: String, font: FontSpec) -> Float {
    advance(of: text[...], font: font)
  }

  public func fallbackFace(for grapheme: Character, script: ScriptTag, font: FontSpec)
    -> FontFace?
  { nil }

  public var textAnalyzer: any TextAnalyzer { BasicTextAnalyzer.shared }

  public func faceNames() -> [FontFace: String] { [:] }

  public var faceCount: Int { 0 }
}
