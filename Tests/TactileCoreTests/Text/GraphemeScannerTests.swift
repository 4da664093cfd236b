import Testing

@testable import TactileCore

/// Byte offsets of the grapheme boundaries Swift's `String` finds.
private func referenceBoundaries(_ s: String) -> [Int] {
  var result: [Int] = []
  var byte = 0
  for c in s {
    byte += c.utf8.count
    result.append(byte)
  }
  return result
}

private func scannerBoundaries(_ s: String) -> [Int] {
  GraphemeScanner.withScanner(s) { scanner in
    var result: [Int] = []
    var p = 0
    while p < scanner.count {
      p = scanner.graphemeEnd(from: p)
      result.append(p)
    }
    return result
  }
}

@Test func scannerAgreesWithSwiftOnRandomScalars() {
  // ASCII, CR/LF, Latin-1 and Cyrillic letters, combining marks below and above U+0800
  // (acute, Cyrillic titlo, Hebrew point, Devanagari sign), prepend (U+0600), ©/® (extended
  // pictographic), ZWJ, variation selector, regional indicators, Hangul jamo, emoji, NEL,
  // line separator, Devanagari consonant + virama.
  let scalars: [UInt32] = [
    0x61, 0x20, 0x5B, 0x0D, 0x0A, 0xE9, 0x430, 0x44F, 0x301, 0x483, 0x5B0, 0x903, 0x600, 0xA9,
    0xAE, 0x200D, 0xFE0F, 0x1F1FA, 0x1F1F8, 0x1100, 0x1161, 0x11A8, 0x1F602, 0x85, 0x2028,
    0x915, 0x94D, 0x7FF, 0x80,
  ]
  var random = SeededRandom(seed: 2024)
  for _ in 0..<5000 {
    var s = ""
    for _ in 0..<random.int(below: 16) {
      s.unicodeScalars.append(Unicode.Scalar(scalars[random.int(below: scalars.count)])!)
    }
    #expect(scannerBoundaries(s) == referenceBoundaries(s), "\(s.unicodeScalars.map(\.value))")
  }
}

@Test func scannerAgreesWithSwiftOnEveryScalarBelowU0800() {
  // Each scalar between letters, after a letter, and before one.
  for v in 0..<0x800 {
    let s = "a" + String(Unicode.Scalar(v)!) + "б" + String(Unicode.Scalar(v)!)
    #expect(scannerBoundaries(s) == referenceBoundaries(s), "U+\(String(v, radix: 16))")
  }
}

@Test func scannerAgreesWithSwiftOnEveryScalarFrom1F000To1FFFF() {
  // The emoji fast path: each scalar before ASCII, and in sequences it must leave to Swift.
  for v in 0x1F000...0x1FFFF {
    let e = String(Unicode.Scalar(UInt32(v))!)
    for s in ["a" + e + "b" + e + " ", e + "\u{1F3FD}x", e + "\u{200D}\u{1F525}!", e + e + "."] {
      #expect(scannerBoundaries(s) == referenceBoundaries(s), "U+\(String(v, radix: 16))")
    }
  }
}

@Test func scannerHandlesBridgedOrSmallStrings() {
  #expect(scannerBoundaries("") == [])
  #expect(scannerBoundaries("\r\n") == [2])
  #expect(scannerBoundaries("❤️‍🔥ok") == referenceBoundaries("❤️‍🔥ok"))
  let sub = "xyz e\u{301}"[...].dropFirst()
  #expect(scannerBoundaries(String(sub)) == [1, 2, 3, 6])
}

@Test func singleScalarDecodesThreeAndFourByteGraphemes() {
  for s in ["☕", "😂", "\u{FFFD}", "\u{10FFFF}", "中"] {
    let value = GraphemeScanner.withScanner(s) {
      GraphemeScanner.singleScalar($0.bytes, 0..<$0.count)
    }
    #expect(value == Int(s.unicodeScalars.first!.value))
  }
  let multi = GraphemeScanner.withScanner("❤️") {
    GraphemeScanner.singleScalar($0.bytes, 0..<$0.count)
  }
  #expect(multi == nil)
}

/// The fast path for Thai and CJK text agrees with Swift for every scalar of those blocks, after
/// a Thai letter, a kana and an ideograph, and before each of them, ASCII and the marks.
@Test func scannerAgreesWithSwiftOnEveryThaiAndCJKScalar() {
  let blocks = Array(0x0E00...0x0E7F) + Array(0x3000...0x9FFF)
  let scalars = blocks.compactMap { Unicode.Scalar(UInt32($0)) }
  let neighbours: [Unicode.Scalar] = ["ก", "か", "字", "a", " ", "\u{0E49}", "\u{3099}", "\u{FE0F}"]
  for s in scalars {
    for n in neighbours {
      for text in [String(n) + String(s) + String(n), String(s) + String(n) + String(s)] {
        #expect(scannerBoundaries(text) == referenceBoundaries(text), "\(text.unicodeScalars.map(\.value))")
      }
    }
  }
}
