import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

/// A laid-out text holds at most 20 bytes per byte of its source, whatever the text: one letter
/// and a space repeated (a segment every two bytes, the most there can be), a spoiler around
/// every letter (two pieces every six bytes), and text in many scripts and directions.
@Test(arguments: [
  ("a ", "letters and spaces"),
  ("||a|| ", "a spoiler per letter"),
  ("Tactile ||speaks|| every script. العربية ||نص|| עברית हिंदी 中文日本語 ไทย 👨‍👩‍👧 🇧🇷\n", "every script"),
])
func aTextHoldsAtMostTwentyBytesPerByte(unit: String, what: String) {
  let source = String(repeating: unit, count: (256 << 10) / unit.utf8.count)
  let text = SpoilerText(
    source: source, font: .regular(17), width: 600, metrics: FixedWidthMetrics(advance: 8))
  let perByte = Double(text.memoryFootprint) / Double(source.utf8.count)
  #expect(perByte <= 20, "\(what): \(perByte) bytes per byte")
  #expect(text.layout.lines.count > 100)
}
