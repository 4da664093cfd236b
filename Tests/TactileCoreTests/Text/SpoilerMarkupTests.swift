import Testing

@testable import TactileCore

/// One row of the parser table: markup in, visible text and hidden grapheme ranges out.
struct MarkupCase: CustomTestStringConvertible, Sendable {
  var source: String
  var text: String
  var spoilers: [Range<Int>]
  var testDescription: String { source.debugDescription }

  init(_ source: String, _ text: String, _ spoilers: [Range<Int>] = []) {
    self.source = source
    self.text = text
    self.spoilers = spoilers
  }
}

private let markupTable: [MarkupCase] = [
  MarkupCase("", ""),
  MarkupCase("plain text", "plain text"),
  MarkupCase("a [b] c", "a b c", [2..<3]),
  MarkupCase("a ||b|| c", "a b c", [2..<3]),
  // No nesting: the other kind of delimiter inside a span is literal.
  MarkupCase("[a || b]", "a || b", [0..<6]),
  MarkupCase("||a [b] c||", "a [b] c", [0..<7]),
  // The next closer ends the span: the second `[` is literal, the last `]` stray.
  MarkupCase("[a [b] c]", "a [b c]", [0..<4]),
  MarkupCase("[[a]]", "[a]", [0..<2]),
  MarkupCase("|||a||", "|a", [0..<2]),
  // Adjacent spans stay separate.
  MarkupCase("[a][b]", "ab", [0..<1, 1..<2]),
  MarkupCase("||a||||b||", "ab", [0..<1, 1..<2]),
  MarkupCase("[a]||b||", "ab", [0..<1, 1..<2]),
  // Delimiters at the ends.
  MarkupCase("[start] mid [end]", "start mid end", [0..<5, 10..<13]),
  MarkupCase("||x||", "x", [0..<1]),
  // Unbalanced: openers without closers and stray closers stay literal.
  MarkupCase("[", "["),
  MarkupCase("]", "]"),
  MarkupCase("|", "|"),
  MarkupCase("||", "||"),
  MarkupCase("[unclosed", "[unclosed"),
  MarkupCase("||unclosed", "||unclosed"),
  MarkupCase("a]b[c", "a]b[c"),
  MarkupCase("|a|", "|a|"),
  MarkupCase("[[[a", "[[[a"),
  MarkupCase("||a|", "||a|"),
  // Empty spans stay literal; parsing goes on after the opener.
  MarkupCase("[]", "[]"),
  MarkupCase("||||", "||||"),
  MarkupCase("[][x]", "[]x", [2..<3]),
  MarkupCase("||||a||", "||a", [2..<3]),
  // A span of spaces is still a span.
  MarkupCase("[ ]", " ", [0..<1]),
  // Escapes.
  MarkupCase("\\[not\\]", "[not]"),
  MarkupCase("\\|\\|a\\|\\|", "||a||"),
  MarkupCase("[a\\]b]", "a]b", [0..<3]),
  MarkupCase("||a\\||b||", "a||b", [0..<4]),
  MarkupCase("\\\\[x]", "\\x", [1..<2]),
  MarkupCase("[a\\]", "[a]"),
  MarkupCase("\\a", "\\a"),
  MarkupCase("a\\", "a\\"),
  MarkupCase("\\", "\\"),
  MarkupCase("[\\\\]", "\\", [0..<1]),
  // Spans cross line breaks (LF, CR, CRLF and the other paragraph breaks), as Telegram's do.
  MarkupCase("[a\nb]", "a\nb", [0..<3]),
  MarkupCase("||a\nb||", "a\nb", [0..<3]),
  MarkupCase("||a\r\nb||", "a\r\nb", [0..<3]),
  MarkupCase("||a\rb\n\nc||", "a\rb\n\nc", [0..<6]),
  MarkupCase("[a]\n[b]", "a\nb", [0..<1, 2..<3]),
  MarkupCase("[a\n[b]", "a\n[b", [0..<4]),
  MarkupCase("\r\n[a]", "\r\na", [1..<2]),
  MarkupCase("[a\u{2029}b]", "a\u{2029}b", [0..<3]),
  MarkupCase("[a\nb\n", "[a\nb\n"),
  // Graphemes: emoji, ZWJ sequences and combining marks count as one.
  MarkupCase("[😂]", "😂", [0..<1]),
  MarkupCase("x [e\u{301}] y", "x e\u{301} y", [2..<3]),
  MarkupCase("[❤️‍🔥 hot] ok", "❤️‍🔥 hot ok", [0..<5]),
  MarkupCase("||the cake is a lie 🎂||", "the cake is a lie 🎂", [0..<19]),
  MarkupCase("[секрет] тут", "секрет тут", [0..<6]),
  // A delimiter followed by a combining mark is one grapheme and not a delimiter.
  MarkupCase("[\u{301}]", "[\u{301}]"),
  MarkupCase("[a]\u{301}", "[a]\u{301}"),
  MarkupCase("[a]\u{301}]", "a]\u{301}", [0..<2]),
  // Removing delimiters can merge graphemes: ranges follow the final text.
  MarkupCase("🇺[🇸]", "🇺🇸", [0..<1]),
  MarkupCase("[🇺][🇸] ok", "🇺🇸 ok", [0..<1]),
  MarkupCase("ᄀ[ᅡ]", "가", [0..<1]),
]

@Test(arguments: markupTable)
func parsesMarkup(_ row: MarkupCase) {
  let parsed = SpoilerMarkup.parse(row.source)
  #expect(parsed.text == row.text)
  #expect(parsed.spoilers == row.spoilers)
}

/// Every opener left literal for want of a closer is reported with its line (LF, CR and CRLF
/// each end one); an empty span's opener is closed, and a stray closer is no opener.
@Test func unclosedOpenersAreReportedWithTheirLine() {
  var unclosed = SpoilerMarkup.Unclosed()
  let parsed = SpoilerMarkup.parse("ok [] ]\r\nx [a\rb\nc ||d", unclosed: &unclosed)
  #expect(parsed.spoilers.isEmpty)
  #expect(unclosed.count == 2)
  #expect(
    unclosed.first == [
      SpoilerMarkup.Opener(delimiter: "[", line: 2), SpoilerMarkup.Opener(delimiter: "||", line: 4),
    ])
  var many = SpoilerMarkup.Unclosed()
  _ = SpoilerMarkup.parse("[a]\n" + String(repeating: "[\n", count: 100_000), unclosed: &many)
  #expect(many.count == 100_000)
  #expect(many.first.map(\.line) == [2, 3, 4])
}

@Test func graphemeOffsetsCountCharacters() {
  let parsed = SpoilerMarkup.parse("😂 é [e\u{301}x] ❤️‍🔥")
  #expect(parsed.text.count == 8)
  #expect(parsed.spoilers == [4..<6])
  let hidden = parsed.text.dropFirst(4).prefix(2)
  #expect(String(hidden) == "e\u{301}x")
}

// MARK: - Properties

private func randomString(
  _ random: inout SeededRandom, from alphabet: [String], maxLength: Int
) -> String {
  let n = random.int(below: maxLength + 1)
  var s = ""
  for _ in 0..<n { s += alphabet[random.int(below: alphabet.count)] }
  return s
}

private func checkInvariants(_ parsed: ParsedText, source: String) {
  let count = parsed.text.count
  var previousEnd = 0
  for r in parsed.spoilers {
    #expect(!r.isEmpty, "empty span for \(source.debugDescription)")
    #expect(r.lowerBound >= previousEnd, "unsorted or overlapping for \(source.debugDescription)")
    #expect(r.upperBound <= count, "span past the text for \(source.debugDescription)")
    previousEnd = r.upperBound
  }
}

private let markupAlphabet = [
  "a", " ", "[", "]", "|", "\\", "😂", "é", "\n", "e\u{301}", "\u{301}", "ж", "字", "ก", "\u{E49}",
  "क", "\u{94D}",
]

@Test func parserMatchesReferenceOnRandomMarkup() {
  var random = SeededRandom(seed: 0x5901_1E55)
  for _ in 0..<4000 {
    let source = randomString(&random, from: markupAlphabet, maxLength: 24)
    let parsed = SpoilerMarkup.parse(source)
    let reference = referenceParse(source)
    #expect(parsed.text == reference.text, "text of \(source.debugDescription)")
    #expect(parsed.spoilers == reference.spoilers, "spans of \(source.debugDescription)")
    checkInvariants(parsed, source: source)
  }
}

@Test func escapedTextParsesBackToItself() {
  var random = SeededRandom(seed: 42)
  let alphabet = ["a", " ", "[", "]", "|", "\\", "😂", "é", "\n", "||"]
  for _ in 0..<1000 {
    let plain = randomString(&random, from: alphabet, maxLength: 20)
    var escaped = ""
    for c in plain {
      if SpoilerMarkup.isEscapable(c) { escaped.append("\\") }
      escaped.append(c)
    }
    let parsed = SpoilerMarkup.parse(escaped)
    #expect(parsed.text == plain)
    #expect(parsed.spoilers.isEmpty)
  }
}

@Test func parserSurvivesArbitraryScalars() {
  // Scalars chosen to stress grapheme rules at the junctions the parser creates: regional
  // indicators, Hangul jamo, ZWJ, variation selectors, CR/LF, prepend and spacing marks.
  let scalars: [UInt32] = [
    0x5B, 0x5D, 0x7C, 0x5C, 0x0A, 0x0D, 0x20, 0x61, 0x301, 0x200D, 0xFE0F, 0x1F1FA, 0x1F1F8,
    0x1100, 0x1161, 0x11A8, 0xAC00, 0x1F602, 0x2764, 0x600, 0x903, 0x915, 0x94D, 0x2028,
    0x5B57, 0xE01, 0xE49, 0x436,
  ]
  var random = SeededRandom(seed: 7)
  for _ in 0..<3000 {
    var source = ""
    for _ in 0..<random.int(below: 30) {
      source.unicodeScalars.append(Unicode.Scalar(scalars[random.int(below: scalars.count)])!)
    }
    let parsed = SpoilerMarkup.parse(source)
    #expect(parsed.text == referenceParse(source).text, "text of \(source.debugDescription)")
    checkInvariants(parsed, source: source)
  }
}

@Test func pathologicalInputsParse() {
  let openers = String(repeating: "[", count: 20_000)
  #expect(SpoilerMarkup.parse(openers).text == openers)
  let pipes = String(repeating: "|", count: 20_001)
  #expect(SpoilerMarkup.parse(pipes).text == pipes)
  let escapes = String(repeating: "\\", count: 20_001)
  #expect(SpoilerMarkup.parse(escapes).text.count == 10_001)
  let many = String(repeating: "[a] ", count: 10_000)
  let parsed = SpoilerMarkup.parse(many)
  #expect(parsed.spoilers.count == 10_000)
  #expect(parsed.spoilers.last == 19_998..<19_999)
}

@Test func aGraphemeLongerThanTheCapKeepsItsFirstBytes() {
  let marks = String(repeating: "\u{301}", count: 1_000)
  let parsed = SpoilerMarkup.parse("x[a\(marks)]y a\(marks)")
  let characters = Array(parsed.text)
  #expect(characters.count == 5)
  #expect(parsed.spoilers == [1..<2])
  for c in [characters[1], characters[4]] {
    #expect(c.utf8.count <= SpoilerMarkup.maxGraphemeBytes)
    #expect(c.utf8.count >= SpoilerMarkup.maxGraphemeBytes - 1)
    #expect(c.unicodeScalars.first == "a")
  }
  // Emoji sequences are far below the cap and stay whole.
  let family = "👩🏽‍👩🏽‍👧🏽‍👦🏽"
  #expect(SpoilerMarkup.parse("[\(family)]").text == family)
}
