import Testing

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
