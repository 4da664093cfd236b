/// The width-independent half of text layout: the text cut into segments, each measured once.
///
/// A segment is a maximal run of graphemes of one kind inside a paragraph: a word piece in the
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
    var faces = FaceChooser(font: font, emojiFont: emojiFont)
    var spaceWidth: Float?
    let end = text.endIndex
    var i = text.startIndex
    var g = 0
    var openKind: SegmentKind?
    var openStart = i
    var openGrapheme = 0
    while i < end {
      let c = text[i]
      let next = text.index(after: i)
      let k: SegmentKind
      if TextCharacterClass.isParagraphBreak(c) {
        k = .paragraphBreak
      } else if TextCharacterClass.isBreakableSpace(c) {
        k = .space
      } else {
        k = faces.needsEmojiFace(c, metrics: metrics) ? .emoji : .word
      }
      let merges = k == openKind && (k == .word || k == .space)
      if !merges {
        if let open = openKind {
          close(open, openStart..<i, grapheme: openGrapheme, spaceWidth: &spaceWidth)
        }
        openKind = k
        openStart = i
        openGrapheme = g
      }
      i = next
      g += 1
    }
    if let open = openKind {
      close(open, openStart..<end, grapheme: openGrapheme, spaceWidth: &spaceWidth)
    }
    start.append(end)
    firstGrapheme.append(g)
  }

  private mutating func close(
    _ k: SegmentKind, _ range: Range<String.Index>, grapheme: Int, spaceWidth: inout Float?
  ) {
    let w: Float
    switch k {
    case .paragraphBreak:
      w = 0
    case .emoji:
      w = metrics.advance(of: text[range], font: emojiFont)
    case .space where text.utf8.index(after: range.lowerBound) == range.upperBound
      && text.utf8[range.lowerBound] == 0x20:
      // A single ASCII space, by far the most common segment: measured once per text.
      if let known = spaceWidth {
        w = known
      } else {
        w = metrics.advance(of: text[range], font: font)
        spaceWidth = w
      }
    case .word, .space:
      w = metrics.advance(of: text[range], font: font)
    }
    start.append(range.lowerBound)
    firstGrapheme.append(grapheme)
    width.append(w.isFinite ? max(w, 0) : 0)
    kind.append(k)
  }
}

/// Per-grapheme font fallback with a small table for single-scalar graphemes below U+0800
/// (Latin, Greek, Cyrillic…), so long texts ask the metrics once per distinct letter. Lives for
/// one measurement pass only.
private struct FaceChooser {
  private static let tableSize = 0x800
  private enum Answer: UInt8 {
    case unknown
    case text
    case emoji
  }

  let font: FontSpec
  let emojiFont: FontSpec
  private var table = [Answer](repeating: .unknown, count: FaceChooser.tableSize)

  init(font: FontSpec, emojiFont: FontSpec) {
    self.font = font
    self.emojiFont = emojiFont
  }

  /// True when the text face lacks a glyph for `c` and the emoji face has one. A grapheme
  /// neither face has stays in the text face (it shows the text face's missing-glyph box).
  mutating func needsEmojiFace(_ c: Character, metrics: any FontMetrics) -> Bool {
    let scalars = c.unicodeScalars
    let first = scalars.first!.value
    guard first < Self.tableSize, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return decide(c, metrics: metrics) }
    switch table[Int(first)] {
    case .text: return false
    case .emoji: return true
    case .unknown:
      let emoji = decide(c, metrics: metrics)
      table[Int(first)] = emoji ? .emoji : .text
      return emoji
    }
  }

  private func decide(_ c: Character, metrics: any FontMetrics) -> Bool {
    !metrics.hasGlyph(c, font: font) && metrics.hasGlyph(c, font: emojiFont)
  }
}
