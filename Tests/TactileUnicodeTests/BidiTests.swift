import Testing

@testable import TactileUnicode

/// A paragraph's level and its runs as (UTF-8 start, level) pairs.
private func runs(_ text: String, _ base: BidiBase) -> (paragraph: UInt8, runs: [Run]) {
  var starts: [Int32] = []
  var levels: [UInt8] = []
  let paragraph = withUTF8(text) {
    BidiAnalyzer().runs(in: $0, base: base, starts: &starts, levels: &levels)
  }
  return (paragraph, zip(starts, levels).map { Run(start: $0, level: $1) })
}

private struct Run: Equatable {
  var start: Int32
  var level: UInt8
}

@Test func latinHebrewAndDigitsResolveAsTheAlgorithmSays() {
  // "hello " is left to right, "עולם " right to left (the space between it and the digits
  // takes their right-to-left context), the European digits after Hebrew get level 2.
  let result = runs("hello עולם 123", .autoLeftToRight)
  #expect(result.paragraph == 0)
  #expect(
    result.runs == [
      Run(start: 0, level: 0), Run(start: 6, level: 1), Run(start: 15, level: 2),
    ])
}

@Test func anArabicParagraphIsRightToLeftWhenAutomatic() {
  let result = runs("مرحبا بالعالم", .autoLeftToRight)
  #expect(result.paragraph == 1)
  #expect(result.runs == [Run(start: 0, level: 1)])
}

@Test func theBaseDirectionIsHonouredAndDefaults() {
  #expect(runs("abc", .rightToLeft).paragraph == 1)
  #expect(runs("abc", .rightToLeft).runs == [Run(start: 0, level: 2)])
  #expect(runs("עולם", .leftToRight).runs == [Run(start: 0, level: 1)])
  #expect(runs("123 !", .autoLeftToRight).paragraph == 0)
  #expect(runs("123 !", .autoRightToLeft).paragraph == 1)
  #expect(runs("", .autoRightToLeft).runs.isEmpty)
}

@Test func supplementaryScalarsMapBackToTheirBytes() {
  // 𞤀 (Adlam, right to left) is 4 UTF-8 bytes and 2 UTF-16 units.
  let result = runs("a𞤀𞤁b", .leftToRight)
  #expect(
    result.runs == [
      Run(start: 0, level: 0), Run(start: 1, level: 1), Run(start: 9, level: 0),
    ])
}
