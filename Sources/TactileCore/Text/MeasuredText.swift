/// The width-independent half of text layout: the text cut into segments, each shaped once.
///
/// A segment is a maximal run (up to `maxSegmentGraphemes`) of graphemes of one style inside a
/// paragraph with no line-break opportunity inside it, as lib_ui's words are: a word with the
/// breakable spaces that follow it in its style (they hang at a line's end), spaces alone (at a
/// paragraph's start, or in another style than the word before), a single colour-emoji
/// grapheme, or a single paragraph break. A style is a face, a script and a bidi embedding
/// level (`Style`); the segments of one style side by side on a line are drawn as one run.
///
/// - Faces: each grapheme is set in the first face that draws it (`GraphemeClassifier`): the
///   emoji face for graphemes shown as emoji, the text face, a fallback face the platform
///   finds for its script, the emoji face; else `.missing` (drawn as boxes). Spaces,
///   punctuation and digits stay in the face of the text before them when it draws them, so a
///   run of another script is not cut at every space.
/// - Line breaks (UAX #14) come from the metrics' `TextAnalyzer`; a segment starts at each
///   (`breaksBefore`), and after a word's trailing spaces.
/// - Bidi levels (UAX #9) come from the analyzer, paragraph by paragraph; a paragraph without
///   a strong character takes `defaultDirection`.
/// - Shaping: each segment is shaped once, as one string in its style's font
///   (`FontMetrics.shape`), and its glyphs are kept: the advances give every width, caret and
///   hit test, and the glyphs are what is drawn. A segment's text that was shaped before in
///   the same style (a repeated word) shares the glyphs of its first occurrence. Control
///   characters are shaped as U+FFFD (visible; the text keeps them) and tabs as spaces.
///
/// Wrapping the same `MeasuredText` at another width (`TextLayout(measured:width:)`) only
/// re-runs line breaking over the stored widths: nothing is shaped again.
public struct MeasuredText {
  /// What a segment holds.
  enum SegmentKind: UInt8 {
    /// Graphemes drawn as text (any face but the emoji face), then maybe breakable spaces.
    case word
    /// Breakable spaces only.
    case space
    /// One grapheme in the emoji face.
    case emoji
    /// One paragraph-break grapheme (not laid out).
    case paragraphBreak
  }

  /// How a segment is set: the segments of one style side by side make one run.
  struct Style: Hashable {
    var face: FontFace
    /// The script the run is shaped as (`.unspecified` for the text faces' own scripts).
    var script: ScriptTag
    /// The bidi embedding level (odd: right to left).
    var level: UInt8
  }

  /// The text, as given (its UTF-8 made contiguous).
  public let text: String
  /// The text face and size, in points.
  public let font: FontSpec
  /// The emoji face at the same size.
  public let emojiFont: FontSpec
  /// The direction of paragraphs without a strong character.
  public let defaultDirection: TextDirection
  /// Vertical metrics of `font`.
  let textLineMetrics: LineMetrics
  let metrics: any FontMetrics

  // Segments, structure of arrays. `byteStart` and `graphemeStart` hold one extra sentinel
  // entry (the end of the text), so segment `s` spans graphemes
  // `firstGrapheme(s)..<firstGrapheme(s + 1)`.
  var byteStart: [UInt32] = []
  var graphemeStart: [UInt32] = []
  /// Kind (low two bits) and whether a line may start at the segment (`breakBit`).
  var flags: [UInt8] = []
  /// Index into `styles` of each segment's style.
  var style: [UInt16] = []
  /// Index of each segment's shape: the segments of the same text in the same style (a
  /// repeated word) share one.
  var shape: [UInt32] = []

  // Shapes, structure of arrays: what a text in a style shaped into.
  /// Advance width of the graphemes before the trailing spaces, and of those spaces, in points.
  var shapeWidth: [Float] = []
  var shapeSpaceWidth: [Float] = []
  /// Graphemes before the trailing spaces (all of a word without spaces; 0 for spaces).
  var shapeWordGraphemes: [UInt8] = []
  /// The shape's glyphs: `shapeGlyphCount[i]` of them from `shapeGlyphStart[i]`.
  var shapeGlyphStart: [UInt32] = []
  var shapeGlyphCount: [UInt16] = []

  // Glyphs, structure of arrays, each shape's in logical order.
  var glyphID: [UInt16] = []
  var glyphAdvance: [Float] = []
  /// The grapheme, counted from its segment's first, where the glyph's cluster starts.
  var glyphGrapheme: [UInt8] = []
  /// The glyphs drawn away from their pen position (marks, mostly), ascending, and how far
  /// (points, y downwards): most glyphs are not, so the offsets are kept apart.
  var offsetGlyphs: [UInt32] = []
  var offsets: [Vec2] = []

  /// The distinct styles, and the font each is set in.
  private(set) var styles: [Style] = []
  private(set) var styleFonts: [FontSpec] = []
  /// The style `styleIndex` returned last.
  private var lastStyle = 0
  /// Vertical metrics of each face used, at `font`'s size.
  private(set) var faceLineMetrics: [FontFace: LineMetrics] = [:]
  /// The first segment of each paragraph, and its embedding level (0 or 1).
  private(set) var paragraphStart: [Int] = []
  private(set) var paragraphLevel: [UInt8] = []
  /// Graphemes no installed face draws (set in `.missing`).
  public private(set) var missingGraphemes = 0
  /// Control characters shown as U+FFFD.
  public private(set) var controlCharacters = 0

  /// The most graphemes in one segment: a longer word or run of spaces is cut into segments
  /// of this many, so that no single shaping grows with the text (and grapheme counts within
  /// a segment fit a byte). Layout breaks and draws such a word as one word.
  static let maxSegmentGraphemes = 64
  /// The most styles a text has (they are numbered in 16 bits); later styles are set as the
  /// last one. No text of the scripts and faces there are comes near.
  static let maxStyles = Int(UInt16.max)
  /// The most glyphs one segment keeps (a single grapheme of tens of thousands of marks: those
  /// past these are not drawn, as no line box could show them).
  static let maxSegmentGlyphs = Int(UInt16.max)

  static let kindMask: UInt8 = 3
  static let breakBit: UInt8 = 4

  /// Number of segments (without the sentinel).
  var segmentCount: Int { flags.count }
  /// Number of graphemes in `text`.
  public var graphemeCount: Int { Int(graphemeStart[graphemeStart.count - 1]) }
  /// The faces the text is set in, in face order.
  public var faces: [FontFace] { faceLineMetrics.keys.sorted() }
  /// Whether any paragraph has a right-to-left level (its lines are reordered).
  public var hasRightToLeft: Bool { styles.contains { $0.level > 0 } || paragraphLevel.contains(1) }

  /// Measures `text` set in `font` (the emoji face is `font`'s size in `.emoji`); paragraphs
  /// without a strong character read in `defaultDirection`. Text longer than 4 GiB is cut
  /// there (offsets are 32-bit; the app refuses texts over 64 MB long before).
  public init(
    text: String, font: FontSpec, metrics: some FontMetrics,
    defaultDirection: TextDirection = .leftToRight
  ) {
    self.init(
      text: text, font: font, metrics: metrics, defaultDirection: defaultDirection,
      takingPlainWordsWhole: true)
  }

  /// `init(text:font:metrics:defaultDirection:)`, with the segmenter's quick way for plain
  /// words (`Segmenter.continuePlain`) or without it: the tests compare the two.
  init(
    text: String, font: FontSpec, metrics: some FontMetrics, defaultDirection: TextDirection,
    takingPlainWordsWhole: Bool
  ) {
    var contiguous = text
    contiguous.makeContiguousUTF8()
    if contiguous.utf8.count > Int(UInt32.max) {
      contiguous = String(decoding: contiguous.utf8.prefix(Int(UInt32.max) - 4), as: UTF8.self)
    }
    self.text = contiguous
    self.font = font
    self.emojiFont = FontSpec(.emoji, size: font.size)
    self.defaultDirection = defaultDirection
    self.metrics = metrics
    self.textLineMetrics = metrics.lineMetrics(for: font)
    faceLineMetrics[font.face] = textLineMetrics
    var segmenter = Segmenter(measuring: self, takingPlainWordsWhole: takingPlainWordsWhole)
    segmenter.run(into: &self)
  }

  // MARK: - Segments

  @inline(__always) func kind(_ s: Int) -> SegmentKind {
    SegmentKind(rawValue: flags[s] & Self.kindMask)!
  }
  /// Whether a line may start at segment `s`.
  @inline(__always) func breaksBefore(_ s: Int) -> Bool { flags[s] & Self.breakBit != 0 }
  /// The first grapheme of segment `s` (`s` may be the sentinel).
  @inline(__always) func firstGrapheme(_ s: Int) -> Int { Int(graphemeStart[s]) }
  /// The UTF-8 offset of segment `s` in `text` (`s` may be the sentinel).
  @inline(__always) func firstByte(_ s: Int) -> Int { Int(byteStart[s]) }
  /// The graphemes of segment `s`.
  @inline(__always) func graphemes(_ s: Int) -> Range<Int> {
    firstGrapheme(s)..<firstGrapheme(s + 1)
  }
  /// The number of graphemes of segment `s` before its trailing spaces.
  @inline(__always) func wordGraphemes(_ s: Int) -> Int {
    Int(shapeWordGraphemes[Int(shape[s])])
  }
  /// The graphemes of segment `s` before its trailing spaces.
  @inline(__always) func wordPart(_ s: Int) -> Range<Int> {
    firstGrapheme(s)..<(firstGrapheme(s) + wordGraphemes(s))
  }
  /// Advance width of segment `s`'s graphemes before its trailing spaces, in points.
  @inline(__always) func width(_ s: Int) -> Float { shapeWidth[Int(shape[s])] }
  /// The segment's glyphs (indices into the glyph arrays).
  @inline(__always) func glyphs(_ s: Int) -> Range<Int> {
    let k = Int(shape[s])
    let g = Int(shapeGlyphStart[k])
    return g..<(g + Int(shapeGlyphCount[k]))
  }
  /// The font segment `s` is set in.
  @inline(__always) func font(ofSegment s: Int) -> FontSpec { styleFonts[Int(style[s])] }
  /// The style of segment `s`.
  @inline(__always) func style(ofSegment s: Int) -> Style { styles[Int(style[s])] }
  /// The embedding level of segment `s`.
  @inline(__always) func level(ofSegment s: Int) -> UInt8 { styles[Int(style[s])].level }
  /// Whether segment `s` reads right to left.
  @inline(__always) func isRightToLeft(_ s: Int) -> Bool { level(ofSegment: s) & 1 == 1 }

  /// The width of segment `s`'s trailing spaces, in points.
  @inline(__always) func spaceWidth(_ s: Int) -> Float { shapeSpaceWidth[Int(shape[s])] }

  /// The width of segment `s` with its trailing spaces, in points.
  @inline(__always) func fullWidth(_ s: Int) -> Float { width(s) + spaceWidth(s) }

  /// The advance of segment `s`'s graphemes before its `k`th (counted from its first; `k` in
  /// `0...count`), in points, in reading order: from its left end when it reads left to right,
  /// from its right end otherwise. A cluster that holds several graphemes (a ligature) is
  /// shared evenly between them.
  func advance(ofSegment s: Int, beforeGrapheme k: Int) -> Float {
    let count = graphemes(s).count
    guard k > 0 else { return 0 }
    let range = glyphs(s)
    var w: Float = 0
    var g = range.lowerBound
    while g < range.upperBound {
      let start = Int(glyphGrapheme[g])
      var next = g + 1
      var clusterWidth = glyphAdvance[g]
      while next < range.upperBound, glyphGrapheme[next] == glyphGrapheme[g] {
        clusterWidth += glyphAdvance[next]
        next += 1
      }
      let end = next < range.upperBound ? Int(glyphGrapheme[next]) : count
      if k >= end {
        w += clusterWidth
      } else {
        if k > start, end > start { w += clusterWidth * Float(k - start) / Float(end - start) }
        return w
      }
      g = next
    }
    return w
  }

  /// The offset of glyph `g` from its pen position (points, y downwards).
  func offset(ofGlyph g: Int) -> Vec2 {
    let i = firstOffset(atOrAfter: g)
    return i < offsetGlyphs.count && Int(offsetGlyphs[i]) == g ? offsets[i] : .zero
  }

  /// The index, in `offsetGlyphs`, of the first glyph at or after `g` drawn off its pen
  /// position (`offsetGlyphs.count` if none): a cursor for walking glyphs in order.
  func firstOffset(atOrAfter g: Int) -> Int {
    var lo = 0
    var hi = offsetGlyphs.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if Int(offsetGlyphs[mid]) < g { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// The paragraph holding segment `s` (its index in `paragraphStart`).
  func paragraph(holding s: Int) -> Int {
    var lo = 0
    var hi = paragraphStart.count
    while hi - lo > 1 {
      let mid = lo + (hi - lo) / 2
      if paragraphStart[mid] <= s { lo = mid } else { hi = mid }
    }
    return lo
  }

  /// The segment holding grapheme `g` among `segments` (`g` must be in one of them).
  func segment(containing g: Int, in segments: Range<Int>) -> Int {
    var lo = segments.lowerBound
    var hi = segments.upperBound
    while hi - lo > 1 {
      let mid = lo + (hi - lo) / 2
      if firstGrapheme(mid) <= g { lo = mid } else { hi = mid }
    }
    return lo
  }

  /// Grapheme ranges of the text for UTF-8 ranges of it, sorted by their starts: a start rounds
  /// down and an end up to a grapheme boundary; ranges that then overlap are merged and empty
  /// ones left out. Each offset is found from the segment that holds it.
  public func graphemeRanges(ofUTF8 ranges: [Range<Int>]) -> [Range<Int>] {
    GraphemeScanner.withScanner(text) { scanner in
      scanner.graphemeRanges(ofUTF8: ranges, knownBytes: byteStart, knownGraphemes: graphemeStart)
    }
  }

  // MARK: - Building (for `Segmenter`)

  /// The index of `style` in `styles`, added (with its font and its face's metrics) if new.
  @discardableResult
  mutating func styleIndex(_ style: Style) -> Int {
    // Styles are few (a face, script and level each): the one just used, or a recent one.
    if lastStyle < styles.count, styles[lastStyle] == style { return lastStyle }
    for i in styles.indices.reversed() where styles[i] == style {
      lastStyle = i
      return i
    }
    guard styles.count < Self.maxStyles else { return styles.count - 1 }
    lastStyle = styles.count
    styles.append(style)
    let shaping =
      style.face == .emoji
      ? TextShaping.plain
      : TextShaping(script: style.script, isRightToLeft: style.level & 1 == 1)
    let spec = FontSpec(style.face, size: font.size, shaping: shaping)
    styleFonts.append(spec)
    if faceLineMetrics[style.face] == nil {
      faceLineMetrics[style.face] =
        style.face == .missing
        ? textLineMetrics : metrics.lineMetrics(for: spec.with(shaping: .plain))
    }
    return styles.count - 1
  }

  mutating func beginParagraph(level: UInt8) {
    paragraphStart.append(segmentCount)
    paragraphLevel.append(level)
  }

  mutating func count(missing: Int, controls: Int) {
    missingGraphemes += missing
    controlCharacters += controls
  }

  /// Appends a segment of shape `shape`.
  mutating func appendSegment(
    _ kind: SegmentKind, bytes: Int, grapheme: Int, style s: Int, breaksBefore: Bool, shape k: Int
  ) {
    byteStart.append(UInt32(truncatingIfNeeded: bytes))
    graphemeStart.append(UInt32(truncatingIfNeeded: grapheme))
    flags.append(kind.rawValue | (breaksBefore ? Self.breakBit : 0))
    style.append(UInt16(truncatingIfNeeded: s))
    shape.append(UInt32(truncatingIfNeeded: k))
  }

  /// Appends a shape whose glyphs are `glyphs` (already stored); returns its index.
  mutating func appendShape(glyphs: Range<Int>, wordGraphemes word: Int) -> Int {
    var w: Float = 0
    var spaces: Float = 0
    for g in glyphs {
      if Int(glyphGrapheme[g]) < word { w += glyphAdvance[g] } else { spaces += glyphAdvance[g] }
    }
    shapeWidth.append(w.isFinite ? max(w, 0) : 0)
    shapeSpaceWidth.append(spaces.isFinite ? spaces : 0)
    shapeWordGraphemes.append(UInt8(truncatingIfNeeded: word))
    shapeGlyphStart.append(UInt32(truncatingIfNeeded: glyphs.lowerBound))
    shapeGlyphCount.append(UInt16(truncatingIfNeeded: glyphs.count))
    return shapeWidth.count - 1
  }

  /// Appends shaped glyphs (a segment's, clusters already turned into grapheme indices).
  mutating func appendGlyph(id: UInt16, advance: Float, grapheme: Int, offset: Vec2) {
    if offset != .zero {
      offsetGlyphs.append(UInt32(truncatingIfNeeded: glyphID.count))
      offsets.append(offset)
    }
    glyphID.append(id)
    glyphAdvance.append(advance.isFinite ? advance : 0)
    glyphGrapheme.append(UInt8(truncatingIfNeeded: grapheme))
  }

  /// Ends the text: the sentinel entries.
  mutating func finish(bytes: Int, graphemes: Int) {
    byteStart.append(UInt32(truncatingIfNeeded: bytes))
    graphemeStart.append(UInt32(truncatingIfNeeded: graphemes))
    if styles.isEmpty { styleIndex(Style(face: font.face, script: .unspecified, level: 0)) }
  }
}
