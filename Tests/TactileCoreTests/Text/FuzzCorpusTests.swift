import Foundation
import Testing

@testable import TactileCore

/// `Fuzz/corpus` of the repository: the fuzzer's seeds and every crash it found, replayed on
/// each test run with the fuzzer's own checks (`TextFuzzCase`).
private let corpusDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

private func corpusFiles() -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)) ?? []
  return names.sorted()
}

@Test func corpusIsThere() {
  #expect(corpusFiles().count >= 20)
}

@Test(arguments: corpusFiles())
func corpusInputKeepsEveryInvariant(_ name: String) throws {
  let data = try Data(contentsOf: corpusDirectory.appendingPathComponent(name))
  let problems = TextFuzzCase(bytes: [UInt8](data)).run()
  #expect(problems.isEmpty, "\(name): \(problems.prefix(5).joined(separator: "; "))")
}

@Test func headerBytesChooseTheParameters() {
  let c = TextFuzzCase(bytes: [0xFF, 7, 2, (2 << 2) | 2, 3, 9] + Array("[a] b".utf8))
  #expect(c.source == "[a] b")
  #expect(c.firstWidth == TextFuzzCase.widths[7])
  #expect(c.secondWidth.isNaN)
  #expect(c.fontSize == TextFuzzCase.fontSizes[2])
  #expect(c.metrics == .perScalar)
  #expect(c.lineSpacing == TextFuzzCase.lineSpacings[3])
  #expect(c.probeSeed == 9)
}

@Test func plainInputIsAllTextAndDecodedLikeAFile() {
  let c = TextFuzzCase(bytes: Array("ok".utf8) + [0xC3, 0x28])
  #expect(c.source == "ok\u{FFFD}(")
  // The same bytes always give the same parameters.
  let again = TextFuzzCase(bytes: Array("ok".utf8) + [0xC3, 0x28])
  #expect(c.firstWidth.bitPattern == again.firstWidth.bitPattern)
  #expect(c.probeSeed == again.probeSeed)
}
