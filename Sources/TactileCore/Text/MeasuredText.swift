/// The width-independent half of text layout: the text cut into segments, each measured once.
///
/// A segment is a maximal run (up to `maxSegmentGraphemes`) of graphemes of one kind inside a
/// paragraph: a word piece in the
/// text face, a run of breakable spaces, a single emoji-face grapheme (per-grapheme font
/// fallback: a grapheme the text face has no glyph for, but the emoji face has, is set in the
/// emoji face at the same size), or a single paragraph break. Words are measured as whole
/// substrings, so kerning inside them is kept.
///
/// Wrapping the same `MeasuredText` at another width (`TextLayout(measured:width:)`) only
/// re-runs line breaking over the stored widths; words longer than a line are the only ones
/// measured again.
public struct MeasuredText {
  /// What a segment holds.
  enum SegmentKind: UInt8 {
    /// Graphemes in the text face, without breakable spaces.
    case word
    /// Breakable spaces (text face).
    case space
    /// One grapheme in the emoji face.
    case emoji
    /// One paragraph-break grapheme (not laid out).
    case paragraphBreak
  }

  /// The text, as given.
  public let text: String
  /// The text face and size, in points.
  public let font: FontSpec
  /// The emoji face at the same size.
  public let emojiFont: FontSpec
  /// Vertical metrics of `font` and `emojiFont`.
  let textLineMetrics: LineMetrics
  let emojiLineMetrics: LineMetrics
  let metrics: any FontMetrics

  // Segments, structure of arrays. `start` and `firstGrapheme` hold one extra sentinel entry
  // (end of text), so segment `s` spans `firstGrapheme[s]..<firstGrapheme[s + 1]`.
  var start: [String.Index] = []
  var firstGrapheme: [Int] = []
  var width: [Float] = []
  var kind: [SegmentKind] = []

  /// The most graphemes in one segment: a longer word or run of spaces is cut into segments
  /// of this many, so that no single measurement (the platform shapes the whole string at
  /// once) grows with the text. Layout breaks and draws such a word as one word.
  static let maxSegmentGraphemes = 64

  /// Number of segments (without the sentinel).
  var segmentCount: Int { kind.count }
  /// Number of graphemes in `text`.
  public var graphemeCount: Int { firstGrapheme[firstGrapheme.count - 1] }

  /// Measures `text` set in `font` (the emoji face is `font`'s size in `.emoji`).
  public init(text: String, font: FontSpec, metrics: some FontMetrics) {
    self.text = text
    self.font = font
    self.emojiFont = FontSpec(.emoji, size: font.size)
    self.metrics = metrics
    self.textLineMetrics = metrics.lineMetrics(for: font)
    self.emojiLineMetrics = metrics.lineMetrics(for: emojiFont)
    segment()
  }

  /// The face segment `s` is set in.
  @inline(__always) func font(ofSegment s: Int) -> FontSpec {
    kind[s] == .emoji ? emojiFont : font
  }

  // MARK: - Segmentation

  private mutating func segment() {
    let estimate = text.utf8.count / 4 + 1
    start.reserveCapacity(estimate)
    firstGrapheme.reserveCapacity(estimate)
    width.reserveCapacity(estimate)
    kind.reserveCapacity(estimate)
    var classifier = GraphemeClassifier(font: font, emojiFont: emojiFont, metrics: metrics)
    var spaceWidth: Float?
    var openKind: SegmentKind?
    var openStart = 0
    var openGrapheme = 0
    var g = 0
    GraphemeScanner.withScanner(text) { scanner in
      let n = scanner.count
      var p = 0
      while p < n {
        let q = scanner.graphemeEnd(from: p)
        let k = classifier.kind(of: p..<q, in: scanner)
        let merges =
          k == openKind && (k == .word || k == .space)
          && g - openGrapheme < MeasuredText.maxSegmentGraphemes
        if !merges {
          if let open = openKind {
            close(open, openStart..<p, grapheme: openGrapheme, scanner, spaceWidth: &spaceWidth)
          }
          openKind = k
          openStart = p
          openGrapheme = g
        }
        p = q
        g += 1
      }
      if let open = openKind {
        close(open, openStart..<n, grapheme: openGrapheme, scanner, spaceWidth: &spaceWidth)
      }
    }
    start.append(text.endIndex)
    firstGrapheme.append(g)
  }

  private mutating func close(
    _ k: SegmentKind, _ bytes: Range<Int>, grapheme: Int, _ scanner: GraphemeScanner,
    spaceWidth: inout Float?
  ) {
    // Measured from the bytes: no substring to make (and no index to validate) per word.
    let utf8 = UnsafeBufferPointer(rebasing: scanner.bytes[bytes])
    let w: Float
    switch k {
    case .paragraphBreak:
      w = 0
    case .emoji:
      w = metrics.advance(ofUTF8: utf8, font: emojiFont)
    case .space where scanner.isASCII(bytes, 0x20):
      // A single ASCII space, by far the most common segment: measured once per text.
      if let known = spaceWidth {
        w = known
      } else {
        w = metrics.advance(ofUTF8: utf8, font: font)
        spaceWidth = w
      }
    case .word, .space:
      w = metrics.advance(ofUTF8: utf8, font: font)
    }
    start.append(scanner.index(bytes.lowerBound))
    firstGrapheme.append(grapheme)
    width.append(w.isFinite ? max(w, 0) : 0)
    kind.append(k)
  }
}

/// Classifies graphemes for segmentation, with per-grapheme font fallback: a grapheme the text
/// face has no glyph for, but the emoji face has, is an emoji segment. One with neither stays in
/// the text face (showing its missing-glyph box).
///
/// Single-scalar graphemes are remembered (in a table below U+0800: ASCII, Latin, Greek,
/// Cyrillic…; in a dictionary above), so long texts ask the metrics once per distinct letter or
/// emoji. Lives for one measurement pass only.
private struct GraphemeClassifier {
  typealias Kind = MeasuredText.SegmentKind
  let font: FontSpec
  let emojiFont: FontSpec
  let metrics: any FontMetrics
  /// `Kind.rawValue + 1` per scalar, 0 when not yet known.
  private var table = [UInt8](repeating: 0, count: ScalarGraphemeTable.limit)
  /// Kinds of single-scalar graphemes from U+0800 up (CJK, most emoji) seen so far.
  private var otherScalars: [Int: Kind] = [:]

  init(font: FontSpec, emojiFont: FontSpec, metrics: any FontMetrics) {
    self.font = font
    self.emojiFont = emojiFont
    self.metrics = metrics
  }

  @inline(__always) mutating func kind(of g: Range<Int>, in scanner: GraphemeScanner) -> Kind {
    let lead = scanner.bytes[g.lowerBound]
    let scalar: Int
    if g.count == 1 {
      scalar = Int(lead)
    } else if g.count == 2, lead >= 0xC2, lead <= 0xDF {
      scalar = GraphemeScanner.decode2(lead, scanner.bytes[g.lowerBound + 1])
    } else if let single = GraphemeScanner.singleScalar(scanner.bytes, g) {
      if let known = otherScalars[single] { return known }
      let k = classify(scanner.character(g))
      otherScalars[single] = k
      return k
    } else {
      return classify(scanner.character(g))
    }
    let known = table[scalar]
    if known != 0 { return Kind(rawValue: known - 1)! }
    let k = classify(Character(Unicode.Scalar(UInt32(scalar))!))
    table[scalar] = k.rawValue + 1
    return k
  }

  private func classify(_ c: Character) -> Kind {
    if TextCharacterClass.isParagraphBreak(c) { return .paragraphBreak }
    if TextCharacterClass.isBreakableSpace(c) { return .space }
    let emoji = !metrics.hasGlyph(c, font: font) && metrics.hasGlyph(c, font: emojiFont)
    return emoji ? .emoji : .word
  }
}
