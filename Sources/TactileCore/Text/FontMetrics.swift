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

/// Text measurement, supplied by the platform (SDL_ttf) or by a fake in tests.
///
/// All results are in points. Implementations cache; callers may ask often.
public protocol FontMetrics: AnyObject {
  /// The advance width of `text` set on one line in `font`, kerning included.
  func advance(of text: Substring, font: FontSpec) -> Float
  /// The same for text given as valid UTF-8 bytes (what layout holds while segmenting); the
  /// default decodes them and asks `advance(of:font:)`. Implementations that cache by bytes
  /// answer without making a string.
  func advance(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, font: FontSpec) -> Float
  /// Ascent, descent, line height and x-height of `font`.
  func lineMetrics(for font: FontSpec) -> LineMetrics
  /// Whether `font`'s face has a glyph for every scalar of `grapheme` (joiners, variation
  /// selectors and, outside the emoji face, non-spacing marks need none).
  func hasGlyph(_ grapheme: Character, font: FontSpec) -> Bool
  /// A face other than `font`'s that draws `grapheme` (one whose glyphs cover all its
  /// scalars, preferring one made for `script`), asked for graphemes `font`'s face and the
  /// emoji face cannot draw; nil when no face can. Answers the same for the same question
  /// from every metrics object of one platform and its companions. The default is nil.
  func fallbackFace(for grapheme: Character, script: ScriptTag, font: FontSpec) -> FontFace?
  /// The Unicode algorithms layout uses with these metrics (line breaks, bidi, scripts). The
  /// default is `BasicTextAnalyzer.shared`.
  var textAnalyzer: any TextAnalyzer { get }
  /// The family name of each face text has been set in so far ("Noto Sans Arabic"); faces
  /// are never forgotten. The default is empty.
  func faceNames() -> [FontFace: String]
  /// How many faces `faceNames()` lists: cheap, for asking every frame. The default is 0.
  var faceCount: Int { get }
  /// A second metrics object that measures `font` exactly as this one does and may be used on
  /// one other thread while this one goes on being used on the calling thread (a platform
  /// whose fonts are not thread-safe gives it fonts of its own); nil when measuring cannot be
  /// shared out, and then layout stays on one thread. Asked on the thread that uses this
  /// object. The same companion may come back from every call, so what it measured stays
  /// cached; one thread at a time may use it. The default is nil.
  func concurrentCompanion(measuring font: FontSpec) -> (any FontMetrics)?
  /// Asks for the advances of `texts` (soonest needed first) to be measured ahead of time,
  /// beside the calling thread, so that `advance(of:font:)` later answers them from its cache:
  /// after what earlier calls asked for and is not measured yet (a page hands each text once,
  /// as it comes within reach), or, when `replacing`, instead of it (the view jumped or
  /// turned back). Never waits: a text asked for before it is measured ahead is measured
  /// then, as without this call; either way its width is the same. The default does nothing.
  func measureAhead(_ texts: [UpcomingAdvance], replacing: Bool)
}

extension FontMetrics {
  public func advance(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, font: FontSpec) -> Float {
    let text = String(decoding: bytes, as: UTF8.self)
    return advance(of: text[...], font: font)
  }

  public func advance(of text: String, font: FontSpec) -> Float {
    advance(of: text[...], font: font)
  }

  public func concurrentCompanion(measuring font: FontSpec) -> (any FontMetrics)? { nil }

  public func fallbackFace(for grapheme: Character, script: ScriptTag, font: FontSpec)
    -> FontFace?
  { nil }

  public var textAnalyzer: any TextAnalyzer { BasicTextAnalyzer.shared }

  public func faceNames() -> [FontFace: String] { [:] }

  public var faceCount: Int { 0 }

  public func measureAhead(_ texts: [UpcomingAdvance], replacing: Bool) {}
}
