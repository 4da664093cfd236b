import Testing

@testable import TactileCore
@testable import TactileUnicode

/// One case of LineBreakTest.txt: the text and the byte offsets of its breaks (after 0).
private struct LineBreakCase {
  var text = ""
  var breaks: [Int32] = []

  /// Reads "× 0023 × 0020 ÷ 0023 ÷": a scalar's UTF-8 bytes, then whether a break follows it.
  init(_ line: Substring) {
    for token in line.split(whereSeparator: \.isWhitespace) {
      switch token {
      case "÷": breaks.append(Int32(text.utf8.count))
      case "×": break
      default: text.unicodeScalars.append(Unicode.Scalar(UInt32(token, radix: 16)!)!)
      }
    }
    breaks.removeAll { $0 == 0 }
  }
}

/// ICU 72 passes 7 632 of the 7 654 cases of Unicode 15.0's file (99.71 %). The 22 others
/// are two rules ICU applies that Unicode adopted only in 15.1:
/// - no break after a hyphen that starts a word before a letter ("-#", "-§", "-ก": LB20a);
/// - no break between a full stop or comma and a digit after it (".35", "a.2", ",0": LB15c
///   and the regular-expression form of LB25).
@Test func lineBreaksMatchTheUnicodeTestFile() throws {
  let file = try unicodeDataFile("/usr/share/unicode/auxiliary/LineBreakTest.txt")
  let analyzer = LineBreakAnalyzer()
  var breaks: [Int32] = []
  var byRules: [Int32] = []
  var failed: [String] = []
  let lines = dataLines(of: file)
  for line in lines {
    let testCase = LineBreakCase(line)
    withUTF8(testCase.text) {
      analyzer.breaks(in: $0, into: &breaks)
      analyzer.breaksByRules(in: $0, into: &byRules)
    }
    if breaks != testCase.breaks { failed.append(String(line)) }
    #expect(breaks == byRules, "plain words told apart differently in \(line)")
  }
  report("LineBreakTest.txt", failed: failed, of: lines.count, atLeast: 99.7)
}

/// One case of BidiCharacterTest.txt.
private struct BidiCase {
  var text = ""
  var base: BidiBase
  var paragraphLevel: UInt8
  /// Each scalar's level; nil for those the algorithm removes.
  var levels: [UInt8?]
  /// The scalars left after removal, by index, in visual order (left to right).
  var visualOrder: [Int]

  /// Reads "code points;direction;paragraph level;levels;visual order".
  init(_ line: Substring) {
    let fields = line.split(separator: ";", omittingEmptySubsequences: false)
    text.unicodeScalars.append(contentsOf: scalars(hex: fields[0]))
    base = [.leftToRight, .rightToLeft, .autoLeftToRight][Int(fields[1])!]
    paragraphLevel = UInt8(fields[2])!
    levels = fields[3].split(separator: " ").map { UInt8($0) }
    visualOrder = fields[4].split(separator: " ").map { Int($0)! }
  }

  /// Whether `starts` and `levels`, runs of `text`, give each scalar its expected level.
  func matches(starts: [Int32], levels runLevels: [UInt8]) -> Bool {
    var run = 0
    var offset: Int32 = 0
    for (scalar, expected) in zip(text.unicodeScalars, levels) {
      while run + 1 < starts.count && starts[run + 1] <= offset { run += 1 }
      if let expected, runLevels[run] != expected { return false }
      offset += Int32(UTF8.width(scalar))
    }
    return true
  }
}

/// ICU 72 passes 91 676 of the 91 707 cases of Unicode 15.0's file (99.97 %); the 31 others:
/// - brackets inside a directional override (LRO, RLO) are paired, and an isolate initiator
///   inside one gets the level of the isolate rather than of the override;
/// - a nonspacing mark after a bracket whose direction the pairing rule (N0) changed keeps the
///   direction it had (it should take the bracket's new one);
/// - more than 63 nested opening brackets: ICU goes on pairing where the algorithm stops;
/// - a paragraph with no right-to-left character at all is resolved to level 0 throughout,
///   embeddings included ("a LRE b PDF": b gets 0, not 2); the display order is the same.
@Test func bidiLevelsMatchTheUnicodeTestFile() throws {
  let file = try unicodeDataFile("/usr/share/unicode/BidiCharacterTest.txt")
  let analyzer = BidiAnalyzer()
  var starts: [Int32] = []
  var levels: [UInt8] = []
  var failed: [String] = []
  let lines = dataLines(of: file)
  for line in lines {
    let testCase = BidiCase(line)
    let paragraphLevel = withUTF8(testCase.text) {
      analyzer.runs(in: $0, base: testCase.base, starts: &starts, levels: &levels)
    }
    if paragraphLevel != testCase.paragraphLevel
      || !testCase.matches(starts: starts, levels: levels)
    {
      failed.append(String(line))
    }
  }
  report("BidiCharacterTest.txt", failed: failed, of: lines.count, atLeast: 99.96)
}

/// The layout's reordering (rule L2, `BidiReordering`) puts the file's resolved levels (after
/// rule L1) in the visual order the file gives, in every case.
@Test func visualOrderMatchesTheUnicodeTestFile() throws {
  let file = try unicodeDataFile("/usr/share/unicode/BidiCharacterTest.txt")
  var failed: [String] = []
  var order: [Int] = []
  let lines = dataLines(of: file)
  for line in lines {
    let testCase = BidiCase(line)
    let kept = testCase.levels.indices.filter { testCase.levels[$0] != nil }
    BidiReordering.visualOrder(
      of: kept.count, level: { testCase.levels[kept[$0]]! }, into: &order)
    if order.map({ kept[$0] }) != testCase.visualOrder { failed.append(String(line)) }
  }
  report("BidiCharacterTest.txt (visual order)", failed: failed, of: lines.count, atLeast: 100)
}

/// Prints the pass rate of a conformance file and expects it to be `bound` percent or more;
/// when it is not, prints the cases that failed.
private func report(_ file: String, failed: [String], of total: Int, atLeast bound: Double) {
  let passed = total - failed.count
  print("\(file): \(percent(passed, of: total)) pass")
  let rate = 100 * Double(passed) / Double(total)
  #expect(rate >= bound, "\(file): \(failed.count) cases differ")
  if rate < bound {
    for line in failed { print("  differs: \(line)") }
  }
}
