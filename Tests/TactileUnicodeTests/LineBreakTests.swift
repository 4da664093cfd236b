import Testing

@testable import TactileCore
@testable import TactileUnicode

/// The break offsets of `text` with a new analyzer for `locale`.
private func breaks(_ text: String, locale: String = "") -> [Int32] {
  var out: [Int32] = []
  withUTF8(text) { LineBreakAnalyzer(locale: locale).breaks(in: $0, into: &out) }
  return out
}

/// The UTF-8 offset after each of `text`'s scalars.
private func scalarEnds(_ text: String) -> [Int32] {
  var offset: Int32 = 0
  return text.unicodeScalars.map {
    offset += Int32(UTF8.width($0))
    return offset
  }
}

/// The UTF-8 offsets after each of `words`, all joined.
private func wordEnds(_ words: [String]) -> [Int32] {
  var offset: Int32 = 0
  return words.map {
    offset += Int32($0.utf8.count)
    return offset
  }
}

@Test func japaneseBreaksBetweenIdeographsButNotBeforeAFullStop() {
  let text = "今日は良い天気です。明日も。"
  let beforeFullStop = Set(
    text.unicodeScalars.indices.filter { text.unicodeScalars[$0] == "。" }
      .map { Int32(text.utf8.distance(from: text.startIndex, to: $0)) })
  let expected = scalarEnds(text).filter { !beforeFullStop.contains($0) }
  #expect(breaks(text) == expected)
  #expect(breaks(text, locale: "ja") == expected)
}

@Test func thaiBreaksAtWordsFromTheDictionary() {
  let words = ["สวัสดี", "ครับ", "วัน", "นี้", "อากาศ", "ดี"]
  #expect(breaks(words.joined()) == wordEnds(words))
}

@Test func spacesAndHyphensGiveTheUsualOpportunities() {
  #expect(breaks("a bc def") == [2, 5, 8])
  #expect(breaks("well-known") == [5, 10])
  #expect(breaks("") == [])
}

@Test func aWarmAnalyzerRefillsTheArrayInPlace() {
  let analyzer = LineBreakAnalyzer()
  var out: [Int32] = []
  withUTF8(String(repeating: "word ", count: 100)) { analyzer.breaks(in: $0, into: &out) }
  #expect(out.count == 100)
  let capacity = out.capacity
  withUTF8("one two") { analyzer.breaks(in: $0, into: &out) }
  #expect(out == [4, 7])
  #expect(out.capacity == capacity)
}

/// Pieces that plain words are made of, and every kind of neighbour that could change where a
/// line may end around them: punctuation of each class, other spaces, marks, joiners, numbers,
/// and scripts with their own rules.
private let breakPieces = [
  "word", "Ab", "x", "42", "3", " ", "  ", ",", ".", "!", "?", ":", ";", "-", "(", ")", "[",
  "\"", "'", "«", "»", "$", "%", "/", "\u{A0}", "\u{2009}", "\u{3000}", "\u{200B}", "\u{2060}",
  "\u{301}", "\u{200D}", "\t", "\n", "корабль", "и", "é", "×", "§", "©", "\u{FE0F}", "שלום",
  "مفتاح", "مُفتاح", "केबिन", "小屋", "。", "、", "กุญแจอยู่", "😂", "👍🏽", "🇺🇦", "1️⃣", "\u{AD}", "&",
  "#", "\u{2014}", "\u{2026}", "ᄀ", "ｱ", "ー",
]

@Test func plainWordsBreakAsICUsRulesSay() {
  let analyzer = LineBreakAnalyzer()
  let japanese = LineBreakAnalyzer(locale: "ja")
  var random = SeededRandom(seed: 14)
  var breaks: [Int32] = []
  var byRules: [Int32] = []
  for _ in 0..<4000 {
    var text = ""
    for _ in 0..<(1 + random.int(below: 24)) {
      // Mostly plain words, as prose is, so that the pieces meet them on both sides.
      text +=
        random.int(below: 3) == 0
        ? breakPieces[random.int(below: breakPieces.count)]
        : ["word", " ", "42", ", ", ". ", "и "][random.int(below: 6)]
    }
    for analyzer in [analyzer, japanese] {
      withUTF8(text) {
        analyzer.breaks(in: $0, into: &breaks)
        analyzer.breaksByRules(in: $0, into: &byRules)
      }
      #expect(breaks == byRules, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      if breaks != byRules { return }
    }
  }
}

@Test func plainWordsKeepTheirOpportunities() {
  #expect(breaks("Hello, world. One 2 three! x") == [7, 14, 18, 20, 27, 28])
  #expect(breaks("ключ от домика") == [9, 14, 26])
  #expect(breaks("a  b") == [3, 4])
  #expect(breaks("  a b") == [2, 4, 5])
}
