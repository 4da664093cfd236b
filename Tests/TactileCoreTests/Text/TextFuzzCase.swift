// Shared by the unit tests (which replay `Fuzz/corpus` and the crash regressions) and the
// libFuzzer harness `Fuzz/ParseLayoutFuzzer.swift` (`make fuzz` compiles this file together with
// the TactileCore sources into one module, with `-D FUZZING`).
#if !FUZZING
  @testable import TactileCore
  import TactileTestSupport
#endif

/// One input of the parse-and-layout fuzzer: arbitrary bytes decoded into markup and layout
/// parameters, run through `SpoilerMarkup.parse`, `TextLayout`, `rects(for:)`,
/// `graphemeIndex(at:)`, carets and a re-wrap at a second width, with every invariant checked.
///
/// Input format: if the first byte is `0xFF` (never valid UTF-8) and at least six bytes follow,
/// bytes 1…5 choose the parameters (first width, second width, font size and metrics, line
/// spacing, probe seed) and the rest is the text. Any other input is all text, and the
/// parameters come from a hash of it, so corpus files stay readable. Text bytes are decoded
/// as the app decodes files: invalid UTF-8 becomes U+FFFD.
struct TextFuzzCase {
  /// Which fake metrics measure the text.
  enum MetricsKind: CaseIterable {
    /// `FixedWidthMetrics(advance: 10)`: every grapheme 1 em.
    case fixed
    /// Every grapheme 0 wide (a font that measures nothing).
    case zeroWidth
    /// Width depends on the grapheme's first scalar, 0 included (combining marks, ZWJ…).
    case perScalar
    /// Per-scalar widths with `ScramblingAnalyzer`: bidi levels up to 5 and line-break
    /// opportunities anywhere, from the text's own scalars.
    case bidi
  }

  var source: String
  var firstWidth: Float
  var secondWidth: Float
  var fontSize: Float
  var metrics: MetricsKind
  var lineSpacing: Float
  var probeSeed: UInt64

  /// Wrap widths: ordinary ones, the edges of one grapheme (10 pt at size 10), and hostile
  /// values (negative, NaN, infinite, subnormal).
  static let widths: [Float] = [
    0, -1, .nan, .infinity, 1, 5, 9.99, 10, 10.01, 15, 20, 33, 50, 99, 100, 150, 200, 300, 600,
    1000, 1e6, .leastNonzeroMagnitude, 3.3, 7, 25, 40, 60, 80, 120, 250, 400, 12,
  ]
  static let fontSizes: [Float] = [10, 13, 17, 1, 0.5, 0, 100, 40]
  static let lineSpacings: [Float] = [1, 1, 1.5, 0.5, 0, -1, .nan, 3]
  /// Inputs at most this many graphemes long are also checked against `referenceParse`
  /// (quadratic on runs of openers).
  static let referenceLimit = 400

  init(bytes: [UInt8]) {
    var params: [UInt8]
    let textBytes: ArraySlice<UInt8>
    if bytes.count >= 6, bytes[0] == 0xFF {
      params = Array(bytes[1..<6])
      textBytes = bytes[6...]
    } else {
      var random = SeededRandom(seed: Self.fnv1a(bytes))
      params = (0..<5).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      textBytes = bytes[...]
    }
    source = String(decoding: textBytes, as: UTF8.self)
    firstWidth = Self.widths[Int(params[0]) % Self.widths.count]
    secondWidth = Self.widths[Int(params[1]) % Self.widths.count]
    fontSize = Self.fontSizes[Int(params[2] >> 2) % Self.fontSizes.count]
    metrics = MetricsKind.allCases[Int(params[2] & 3) % MetricsKind.allCases.count]
    lineSpacing = Self.lineSpacings[Int(params[3]) % Self.lineSpacings.count]
    probeSeed = UInt64(params[4])
  }

  /// FNV-1a, 64 bit.
  static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return h
  }

  /// Runs the case; returns the broken invariants (empty when all hold).
  func run() -> [String] {
    var check = InvariantLog()
    var unclosed = SpoilerMarkup.Unclosed()
    let parsed = SpoilerMarkup.parse(source, unclosed: &unclosed)
    checkParse(parsed, unclosed, &check)
    let font = FontSpec.regular(fontSize)
    let measure: any FontMetrics =
      switch metrics {
      case .fixed: FixedWidthMetrics(advance: 10)
      case .zeroWidth: FixedWidthMetrics(advance: 0)
      case .perScalar: PerScalarMetrics()
      case .bidi: PerScalarMetrics(analyzer: ScramblingAnalyzer())
      }
    let characters = Array(parsed.text)
    let first = TextLayout(
      text: parsed.text, font: font, width: firstWidth, metrics: measure,
      lineSpacing: lineSpacing)
    var random = SeededRandom(seed: probeSeed)
    checkLayout(first, characters, parsed.spoilers, &random, &check, label: "first")
    let rewrapped = first.rewrapped(toWidth: secondWidth)
    checkLayout(rewrapped, characters, parsed.spoilers, &random, &check, label: "rewrapped")
    let fresh = TextLayout(
      text: parsed.text, font: font, width: secondWidth, metrics: measure,
      lineSpacing: lineSpacing)
    check.expect(rewrapped.lines == fresh.lines, "re-wrapped lines differ from a fresh layout")
    check.expect(rewrapped.runs == fresh.runs, "re-wrapped runs differ from a fresh layout")
    check.expect(rewrapped.size == fresh.size, "re-wrapped size differs from a fresh layout")
    return check.problems
  }

  // MARK: - Parse

  private func checkParse(
    _ parsed: ParsedText, _ unclosed: SpoilerMarkup.Unclosed, _ check: inout InvariantLog
  ) {
    let count = parsed.text.count
    var previousEnd = 0
    for r in parsed.spoilers {
      check.expect(!r.isEmpty, "empty spoiler \(r)")
      check.expect(r.lowerBound >= previousEnd, "spoilers unsorted or overlapping at \(r)")
      check.expect(r.upperBound <= count, "spoiler \(r) past the text (\(count) graphemes)")
      previousEnd = r.upperBound
    }
    guard source.count <= Self.referenceLimit else { return }
    let reference = referenceParse(source)
    check.expect(parsed.text == reference.text, "parsed text differs from the reference")
    if !reference.resegmented {
      check.expect(
        parsed.spoilers == reference.spoilers,
        "spoilers \(parsed.spoilers) differ from the reference \(reference.spoilers)")
    }
    let expected = reference.unclosed.prefix(SpoilerMarkup.Unclosed.kept).map {
      SpoilerMarkup.Opener(delimiter: $0.delimiter, line: $0.line)
    }
    check.expect(
      unclosed.count == reference.unclosed.count && unclosed.first == expected,
      "unclosed openers \(unclosed) differ from the reference \(reference.unclosed)")
  }

  // MARK: - Layout

  private func checkLayout(
    _ l: TextLayout, _ characters: [Character], _ spoilers: [Range<Int>],
    _ random: inout SeededRandom, _ check: inout InvariantLog, label: String
  ) {
    let count = characters.count
    let tolerance = TextLayout.Constants.fitTolerance + 1e-4 * max(l.wrapWidth, 1)
    check.expect(l.graphemeCount == count, "\(label): \(l.graphemeCount) graphemes, not \(count)")
    check.expect(!l.lines.isEmpty, "\(label): no lines")
    check.expect(
      l.size.width.isFinite && l.size.height.isFinite && l.size.width >= 0
        && l.size.height >= 0, "\(label): size \(l.size)")
    guard l.graphemeCount == count, !l.lines.isEmpty else { return }

    // Lines tile the text: each starts where the previous ended, or after a paragraph break.
    var next = 0
    var top: Float = 0
    for (i, line) in l.lines.enumerated() {
      let g = line.graphemes
      if g.lowerBound != next {
        let isBreak =
          g.lowerBound == next + 1 && next < count
          && TextCharacterClass.isParagraphBreak(characters[next])
        check.expect(isBreak, "\(label): line \(i) starts at \(g.lowerBound), expected \(next)")
      }
      check.expect(g.upperBound <= count, "\(label): line \(i) \(g) past the text")
      next = g.upperBound
      check.expect(line.top == top, "\(label): line \(i) top \(line.top), expected \(top)")
      top = line.bottom
      let values = [line.top, line.height, line.baseline, line.ascent, line.descent, line.width]
      check.expect(values.allSatisfy(\.isFinite), "\(label): line \(i) not finite: \(values)")
      check.expect(line.width >= 0 && line.height >= 0, "\(label): line \(i) negative")
      // No line is wider than the wrap width, except for a single grapheme.
      if line.width > l.wrapWidth + tolerance, g.upperBound <= count {
        var ink = g.upperBound
        while ink > g.lowerBound, TextCharacterClass.isBreakableSpace(characters[ink - 1]) {
          ink -= 1
        }
        check.expect(
          ink - g.lowerBound <= 1,
          "\(label): line \(i) is \(line.width) wide for width \(l.wrapWidth), "
            + "\(ink - g.lowerBound) graphemes")
      }
    }
    check.expect(next == count, "\(label): lines end at \(next), text at \(count)")

    for (n, run) in l.runs.enumerated() {
      guard run.lineIndex >= 0, run.lineIndex < l.lines.count else {
        check.expect(false, "\(label): run \(n) on line \(run.lineIndex)")
        continue
      }
      let line = l.lines[run.lineIndex]
      check.expect(
        run.graphemes.lowerBound >= line.graphemes.lowerBound
          && run.graphemes.upperBound <= line.graphemes.upperBound && !run.graphemes.isEmpty,
        "\(label): run \(n) \(run.graphemes) outside line \(line.graphemes)")
      if run.graphemes.upperBound <= count, run.graphemes.lowerBound >= 0 {
        check.expect(
          String(l.text(ofRun: n)) == String(characters[run.graphemes]),
          "\(label): run \(n) text differs")
      }
      check.expect(
        run.x.isFinite && run.width.isFinite && run.x >= line.x - tolerance && run.width >= 0
          && run.x + run.width <= line.x + line.width + tolerance,
        "\(label): run \(n) x \(run.x) width \(run.width) on a line \(line.x)+\(line.width)")
    }

    // Range rects: the spoilers and random ranges, some reaching outside the text.
    var ranges = spoilers
    for _ in 0..<3 {
      let a = random.int(below: count + 7) - 3
      let b = random.int(below: count + 7) - 3
      ranges.append(min(a, b)..<max(a, b))
    }
    // Right-to-left lines end at the wrap width, which may be past the widest line.
    let right = max(l.size.width, l.wrapWidth.isFinite ? l.wrapWidth : 0) + tolerance
    let reordered = l.lines.contains(where: \.isReordered)
    for r in ranges {
      let rects = l.rects(for: r)
      check.expect(
        reordered || rects.count <= l.lines.count, "\(label): \(rects.count) rects for \(r)")
      for rect in rects {
        let values = [rect.x, rect.y, rect.width, rect.height]
        check.expect(values.allSatisfy(\.isFinite), "\(label): rect \(rect) for \(r)")
        check.expect(
          rect.width >= 0 && rect.minX >= -tolerance && rect.maxX <= right,
          "\(label): rect \(rect) for \(r) outside 0…\(right)")
        // Zero-width graphemes share an x: a rect of them (its width 0 up to rounding in the
        // spans joined on a reordered line) has no inside to hit.
        guard l.lineSpacing >= 1, rect.width > 0.01, rect.height > 0 else { continue }
        let hit = l.graphemeIndex(at: rect.center)
        let clamped = max(r.lowerBound, 0)..<min(r.upperBound, count)
        check.expect(
          hit.map { clamped.contains($0) } == true,
          "\(label): grapheme at the centre of \(rect) is \(String(describing: hit)), not in \(r)")
      }
    }

    // Hit testing anywhere, outside the text and at hostile coordinates included.
    var points: [Vec2] = [
      Vec2(.nan, 1), Vec2(1, .nan), Vec2(.infinity, 1), Vec2(-.infinity, -.infinity),
      Vec2(-1, 0), Vec2(0, 0),
    ]
    for _ in 0..<6 {
      points.append(
        Vec2(
          random.float(in: -20...(min(l.size.width, 1e6) + 20)),
          random.float(in: -20...(min(l.size.height, 1e6) + 20))))
    }
    for p in points {
      guard let g = l.graphemeIndex(at: p) else { continue }
      check.expect(g >= 0 && g < count, "\(label): grapheme \(g) at \(p) outside the text")
      if let line = l.lineIndex(atY: p.y) {
        check.expect(
          l.lines[line].graphemes.contains(g),
          "\(label): grapheme \(g) at \(p) not on line \(line)")
      }
    }

    // Carets before every interesting index, outside the text included.
    for i in [-2, 0, count / 2, max(count - 1, 0), count, count + 3] {
      let x = l.caretX(for: i)
      check.expect(x.isFinite && (reordered || x >= 0), "\(label): caret x \(x) for \(i)")
      let line = l.lineIndex(forCaret: i)
      check.expect(line >= 0 && line < l.lines.count, "\(label): caret line \(line) for \(i)")
    }
  }
}

/// The problems a fuzz case found.
struct InvariantLog {
  private(set) var problems: [String] = []

  mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { problems.append(message()) }
  }
}

/// Fake metrics whose grapheme widths vary with the first scalar, zero included: 0…12 tenths
/// of an em. Emoji as in `FixedWidthMetrics`. Widths add up, so a longer prefix is never
/// narrower.
final class PerScalarMetrics: FontMetrics {
  private let base = FixedWidthMetrics(advance: 10)
  let textAnalyzer: any TextAnalyzer

  init(analyzer: any TextAnalyzer = BasicTextAnalyzer.shared) { textAnalyzer = analyzer }

  func shape(
    _ text: UnsafeBufferPointer<UInt8>, font: FontSpec, into glyphs: inout ShapedGlyphs
  ) {
    var offset = 0
    for c in String(decoding: text, as: UTF8.self) {
      let value = c.unicodeScalars.first?.value ?? 0
      glyphs.append(
        id: UInt16(truncatingIfNeeded: value), advance: Float(value % 13) * font.size / 10,
        cluster: UInt32(offset))
      offset += c.utf8.count
    }
  }

  func lineMetrics(for font: FontSpec) -> LineMetrics { base.lineMetrics(for: font) }

  func hasGlyph(_ grapheme: Character, font: FontSpec) -> Bool {
    base.hasGlyph(grapheme, font: font)
  }
}

/// An analyzer that makes up hostile but well-formed answers from the text: a line may break
/// before any scalar whose value is a multiple of 3; embedding levels 0…5 from the scalars
/// (right-to-left letters odd, bidi controls a level of their own); scripts from a scalar's
/// value. Exercises reordering with level patterns ICU never gives.
final class ScramblingAnalyzer: TextAnalyzer {
  func lineBreaks(in utf8: UnsafeBufferPointer<UInt8>, into offsets: inout [Int32]) {
    offsets.removeAll(keepingCapacity: true)
    var p = 0
    for s in String(decoding: utf8, as: UTF8.self).unicodeScalars {
      if p > 0, s.value % 3 == 0 { offsets.append(Int32(p)) }
      p += UTF8.width(s)
    }
    offsets.append(Int32(utf8.count))
  }

  func bidiLevels(
    in utf8: UnsafeBufferPointer<UInt8>, defaultDirection: TextDirection,
    starts: inout [Int32], levels: inout [UInt8]
  ) -> UInt8 {
    starts.removeAll(keepingCapacity: true)
    levels.removeAll(keepingCapacity: true)
    var p = 0
    var paragraph: UInt8? = nil
    for s in String(decoding: utf8, as: UTF8.self).unicodeScalars {
      let level: UInt8
      switch s.value {
      case 0x0590...0x08FF: level = 1 + UInt8(s.value % 3) * 2
      case 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069: level = UInt8(s.value % 6)
      case 0x30...0x39: level = 2
      default: level = 0
      }
      if paragraph == nil, level > 0, level != 2 { paragraph = 1 }
      if levels.last != level {
        starts.append(Int32(p))
        levels.append(level)
      }
      p += UTF8.width(s)
    }
    let base = paragraph ?? defaultDirection.level
    // Levels never below the paragraph's.
    for i in levels.indices where levels[i] < base { levels[i] = base }
    if levels.isEmpty {
      starts.append(0)
      levels.append(base)
    }
    return base
  }

  func script(of scalar: Unicode.Scalar) -> ScriptTag {
    ScriptTag(rawValue: scalar.value % 5 == 0 ? 0 : 0x4100_0000 + scalar.value % 4)
  }
}
