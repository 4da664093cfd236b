/// The width-independent half of text layout: the text cut into segments, each measured once.
///
/// A segment is a maximal run (up to `maxSegmentGraphemes`) of graphemes of one kind and one
/// style inside a paragraph, with no line-break opportunity inside it: a word piece, a run of
/// breakable spaces, a single colour-emoji grapheme, or a single paragraph break. A style is a
/// face, a script and a bidi embedding level (`Style`); the segments of one style side by
/// side on a line are drawn as one run.
///
/// - Faces: each grapheme is set in the first face that draws it (`GraphemeClassifier`): the
///   emoji face for graphemes shown as emoji, the text face, a fallback face the platform
///   finds for its script, the emoji face; else `.missing` (drawn as boxes). Spaces,
///   punctuation and digits stay in the face of the text before them when it draws them, so a
///   run of another script is not cut at every space.
/// - Line breaks (UAX #14) come from the metrics' `TextAnalyzer`, plus one after every run of
///   breakable spaces; a segment starts at each (`breakBefore`).
/// - Bidi levels (UAX #9) come from the analyzer, paragraph by paragraph; a paragraph without
///   a strong character takes `defaultDirection`.
///
/// Words are measured as whole substrings in their face, so kerning inside them is kept.
/// Wrapping the same `MeasuredText` at another width (`TextLayout(measured:width:)`) only
/// re-runs line breaking over the stored widths; words longer than a line are the only ones
/// measured again.
public struct MeasuredText {
  /// What a segment holds.
  enum SegmentKind: UInt8 {
    /// Graphemes drawn as text (any face but the emoji face), without breakable spaces.
    case word
    /// Breakable spaces.
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

  /// The text, as given.
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

  // Segments, structure of arrays. `start` and `firstGrapheme` hold one extra sentinel entry
  // (end of text), so segment `s` spans `firstGrapheme[s]..<firstGrapheme[s + 1]`.
  var start: [String.Index] = []
  var firstGrapheme: [Int] = []
  var width: [Float] = []
  var kind: [SegmentKind] = []
  /// Index into `styles` of each segment's style.
  var style: [UInt32] = []
  /// Whether a line may start at the segment.
  var breakBefore: [Bool] = []

  /// The distinct styles, and the font each is set in.
  private(set) var styles: [Style] = []
  private(set) var styleFonts: [FontSpec] = []
  /// Vertical metrics of each face used, at `font`'s size.
  private(set) var faceLineMetrics: [FontFace: LineMetrics] = [:]
  /// The first segment of each paragraph, and its embedding level (0 or 1).
  private(set) var paragraphStart: [Int] = []
  private(set) var paragraphLevel: [UInt8] = []
  /// Graphemes no installed face draws (set in `.missing`).
  public private(set) var missingGraphemes = 0
  /// The width of a single ASCII space in the style last measured (while segmenting).
  private var spaceWidth: (style: Int, width: Float)?

  /// The most graphemes in one segment: a longer word or run of spaces is cut into segments
  /// of this many, so that no single measurement (the platform shapes the whole string at
  /// once) grows with the text. Layout breaks and draws such a word as one word.
  static let maxSegmentGraphemes = 64

  /// Number of segments (without the sentinel).
  var segmentCount: Int { kind.count }
  /// Number of graphemes in `text`.
  public var graphemeCount: Int { firstGrapheme[firstGrapheme.count - 1] }
  /// The faces the text is set in, in face order.
  public var faces: [FontFace] { faceLineMetrics.keys.sorted() }
  /// Whether any paragraph has a right-to-left level (its lines are reordered).
  public var hasRightToLeft: Bool { styles.contains { $0.level > 0 } || paragraphLevel.contains(1) }

  /// Measures `text` set in `font` (the emoji face is `font`'s size in `.emoji`); paragraphs
  /// without a strong character read in `defaultDirection`.
  public init(
    text: String, font: FontSpec, metrics: some FontMetrics,
    defaultDirection: TextDirection = .leftToRight
  ) {
    self.text = text
    self.font = font
    self.emojiFont = FontSpec(.emoji, size: font.size)
    self.defaultDirection = defaultDirection
    self.metrics = metrics
    self.textLineMetrics = metrics.lineMetrics(for: font)
    faceLineMetrics[font.face] = textLineMetrics
    segment()
  }

  /// The font segment `s` is set in.
  @inline(__always) func font(ofSegment s: Int) -> FontSpec { styleFonts[Int(style[s])] }
  /// The style of segment `s`.
  @inline(__always) func style(ofSegment s: Int) -> Style { styles[Int(style[s])] }
  /// The embedding level of segment `s`.
  @inline(__always) func level(ofSegment s: Int) -> UInt8 { styles[Int(style[s])].level }

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

  // MARK: - Segmentation

  private mutating func segment() {
    let estimate = text.utf8.count / 4 + 1
    start.reserveCapacity(estimate)
    firstGrapheme.reserveCapacity(estimate)
    width.reserveCapacity(estimate)
    kind.reserveCapacity(estimate)
    style.reserveCapacity(estimate)
    breakBefore.reserveCapacity(estimate)
    var classifier = GraphemeClassifier(font: font, emojiFont: emojiFont, metrics: metrics)
    var cursor = SegmentCursor()
    GraphemeScanner.withScanner(text) { scanner in
      let n = scanner.count
      var p = 0
      while true {
        let end = Self.paragraphEnd(scanner.bytes, from: p)
        segmentParagraph(p..<end, scanner, &classifier, &cursor)
        guard end < n else { break }
        let q = scanner.graphemeEnd(from: end)
        appendSegment(
          .paragraphBreak, end..<q, grapheme: cursor.grapheme, scanner, style: 0,
          breakBefore: true)
        cursor.grapheme += 1
        p = q
      }
    }
    start.append(text.endIndex)
    firstGrapheme.append(cursor.grapheme)
    if styles.isEmpty { styleIndex(Style(face: font.face, script: .unspecified, level: 0)) }
  }

  /// The byte offset of the first paragraph break at or after `p`, or the end of `bytes`.
  /// Paragraph breaks are control characters: each starts a grapheme of its own.
  static func paragraphEnd(_ bytes: UnsafeBufferPointer<UInt8>, from p: Int) -> Int {
    var i = p
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      if b >= 0x0A && b <= 0x0D { return i }
      if b == 0xC2, i + 1 < n, bytes[i + 1] == 0x85 { return i }
      if b == 0xE2, i + 2 < n, bytes[i + 1] == 0x80, (bytes[i + 2] | 1) == 0xA9 { return i }
      i += 1
    }
    return n
  }

  /// Where segmentation stands: the grapheme count so far and the analysis of the paragraph
  /// being cut (reused from paragraph to paragraph).
  private struct SegmentCursor {
    var grapheme = 0
    var breaks: [Int32] = []
    var levelStarts: [Int32] = []
    var levels: [UInt8] = []
  }

  private mutating func segmentParagraph(
    _ bytes: Range<Int>, _ scanner: GraphemeScanner, _ classifier: inout GraphemeClassifier,
    _ cursor: inout SegmentCursor
  ) {
    paragraphStart.append(kind.count)
    let slice = UnsafeBufferPointer(rebasing: scanner.bytes[bytes])
    let level = analyze(slice, &cursor)
    paragraphLevel.append(level)
    guard !bytes.isEmpty else { return }
    var open: (kind: SegmentKind, bytes: Int, grapheme: Int, style: Int, breakBefore: Bool)? = nil
    var context = GraphemeClassifier.Context(isJapanese: BidiScan.holdsKana(slice))
    var nextBreak = 0
    var nextLevel = 1
    var p = bytes.lowerBound
    while p < bytes.upperBound {
      let q = scanner.graphemeEnd(from: p)
      let offset = Int32(p - bytes.lowerBound)
      var isBreak = false
      while nextBreak < cursor.breaks.count, cursor.breaks[nextBreak] <= offset {
        isBreak = isBreak || cursor.breaks[nextBreak] == offset
        nextBreak += 1
      }
      while nextLevel < cursor.levelStarts.count, cursor.levelStarts[nextLevel] <= offset {
        nextLevel += 1
      }
      let set = classifier.classify(p..<q, in: scanner, context: &context)
      let s = styleIndex(
        Style(face: set.face, script: set.script, level: cursor.levels[nextLevel - 1]))
      let merges =
        open.map {
          $0.kind == set.kind && $0.style == s && (set.kind == .word || set.kind == .space)
            && !isBreak && cursor.grapheme - $0.grapheme < MeasuredText.maxSegmentGraphemes
        } ?? false
      if !merges {
        let afterSpace = open?.kind == .space && set.kind != .space
        if let o = open { appendSegment(o, end: p, scanner) }
        open = (set.kind, p, cursor.grapheme, s, isBreak || afterSpace)
      }
      if set.face == .missing { missingGraphemes += 1 }
      p = q
      cursor.grapheme += 1
    }
    if let o = open { appendSegment(o, end: p, scanner) }
  }

  /// Finds the paragraph's line breaks and embedding levels into `cursor`; returns its level.
  /// A paragraph that reads left to right by default and holds nothing that could change
  /// direction is not given to the bidi algorithm: all of it is at level 0.
  private func analyze(_ slice: UnsafeBufferPointer<UInt8>, _ cursor: inout SegmentCursor)
    -> UInt8
  {
    let analyzer = metrics.textAnalyzer
    if slice.isEmpty {
      cursor.breaks.removeAll(keepingCapacity: true)
    } else {
      analyzer.lineBreaks(in: slice, into: &cursor.breaks)
    }
    if defaultDirection == .leftToRight, !BidiScan.mayHoldRightToLeft(slice) {
      cursor.levelStarts.removeAll(keepingCapacity: true)
      cursor.levels.removeAll(keepingCapacity: true)
      cursor.levelStarts.append(0)
      cursor.levels.append(0)
      return 0
    }
    let level = analyzer.bidiLevels(
      in: slice, defaultDirection: defaultDirection, starts: &cursor.levelStarts,
      levels: &cursor.levels)
    if cursor.levels.isEmpty {
      cursor.levelStarts = [0]
      cursor.levels = [level]
    }
    return level & 1
  }

  /// The index of `style` in `styles`, added (with its font and its face's metrics) if new.
  @discardableResult
  private mutating func styleIndex(_ style: Style) -> Int {
    if let last = styles.indices.last, styles[last] == style { return last }
    if let i = styles.firstIndex(of: style) { return i }
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

  private mutating func appendSegment(
    _ o: (kind: SegmentKind, bytes: Int, grapheme: Int, style: Int, breakBefore: Bool), end: Int,
    _ scanner: GraphemeScanner
  ) {
    appendSegment(
      o.kind, o.bytes..<end, grapheme: o.grapheme, scanner, style: o.style,
      breakBefore: o.breakBefore)
  }

  private mutating func appendSegment(
    _ k: SegmentKind, _ bytes: Range<Int>, grapheme: Int, _ scanner: GraphemeScanner,
    style s: Int, breakBefore isBreak: Bool
  ) {
    // Measured from the bytes: no substring to make (and no index to validate) per word.
    let utf8 = UnsafeBufferPointer(rebasing: scanner.bytes[bytes])
    let w: Float
    if k == .paragraphBreak {
      w = 0
    } else if k == .space, scanner.isASCII(bytes, 0x20), let known = spaceWidth, known.style == s {
      // A single ASCII space, by far the most common segment: measured once per style.
      w = known.width
    } else {
      w = metrics.advance(ofUTF8: utf8, font: styleFonts[s])
      if k == .space, scanner.isASCII(bytes, 0x20) { spaceWidth = (s, w) }
    }
    breakBefore.append(isBreak)
    start.append(scanner.index(bytes.lowerBound))
    firstGrapheme.append(grapheme)
    width.append(w.isFinite ? max(w, 0) : 0)
    kind.append(k)
    style.append(UInt32(s))
  }
}
