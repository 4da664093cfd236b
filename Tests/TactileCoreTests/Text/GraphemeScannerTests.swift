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
  expectAgreement(onStringsOf: scalars, count: 5000, longest: 15, seed: 2024)
}

/// Letters under several marks take the fast path; conjuncts (a virama between consonants, in
/// every script whose virama links) and emoji ZWJ sequences do not, and both agree with Swift.
@Test func scannerAgreesWithSwiftOnLettersUnderMarksAndConjuncts() {
  // Devanagari, Bengali, Gujarati, Malayalam and Tamil consonants, viramas, nukta, vowel signs;
  // Thai consonant, tone mark, SARA AM; Arabic letter, fatha, shadda; Hebrew letter, point;
  // Latin letter, two combining marks; ZWJ, ZWNJ; a BMP pictograph, VS16; an emoji.
  let scalars: [UInt32] = [
    0x915, 0x937, 0x94D, 0x93C, 0x93F, 0x947, 0x902, 0x995, 0x9CD, 0x9BE, 0xA95, 0xACD, 0xD15,
    0xD4D, 0xB95, 0xBCD, 0xE01, 0xE49, 0xE33, 0x628, 0x64E, 0x651, 0x5D0, 0x5B8, 0x61, 0x301,
    0x323, 0x200D, 0x200C, 0x2764, 0xFE0F, 0x1F468, 0x20,
  ]
  expectAgreement(onStringsOf: scalars, count: 20000, longest: 11, seed: 2026)
}

/// Checks the scanner against Swift on `count` random strings of up to `longest` of `scalars`.
private func expectAgreement(onStringsOf scalars: [UInt32], count: Int, longest: Int, seed: UInt64)
{
  var random = SeededRandom(seed: seed)
  for _ in 0..<count {
    var s = ""
    for _ in 0..<random.int(below: longest + 1) {
      s.unicodeScalars.append(Unicode.Scalar(scalars[random.int(below: scalars.count)])!)
    }
    #expect(scannerBoundaries(s) == referenceBoundaries(s), "\(s.unicodeScalars.map(\.value))")
  }
}

/// The fast path agrees with Swift for every scalar of the Basic Multilingual Plane, between
/// and around letters of several scripts, marks, joiners, Hangul jamo, a Prepend, CR and LF.
@Test func scannerAgreesWithSwiftOnEveryScalarOfTheBasicMultilingualPlane() {
  let neighbours: [Unicode.Scalar] = [
    "a", "б", "字", "ก", "\u{301}", "\u{E49}", "\u{94D}", "\u{200D}", "\u{FE0F}", "\r", "\n",
    "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{600}", "\u{1F602}",
  ]
  var mismatches: [String] = []
  for v in UInt32(0)..<0x10000 {
    guard let s = Unicode.Scalar(v) else { continue }
    for n in neighbours {
      for text in [String(n) + String(s) + String(n), String(s) + String(n) + String(s)]
      where scannerBoundaries(text) != referenceBoundaries(text) {
        let hex = text.unicodeScalars.map { String($0.value, radix: 16) }
        mismatches.append(hex.joined(separator: " "))
      }
    }
  }
  #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(10))")
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
