import TactileCore
import Testing

@testable import TactileSDL

// In the serialized SDL suite: SDL is not thread-safe.
extension RendererPixelTests {
  @Test func fontMetricsAnswerTheSameFromBytesAndStrings() throws {
    let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
    let font = FontSpec.regular(17)
    for text in ["captain", "корабль", "AV", "😂", "a b"] {
      let fromString = metrics.advance(of: text[...], font: font)
      let fromBytes = Array(text.utf8).withUnsafeBufferPointer {
        metrics.advance(ofUTF8: $0, font: font)
      }
      #expect(fromString > 0 && fromString == fromBytes, "\(text)")
    }
    // Same bytes, another size: measured anew, not taken from the cache.
    #expect(
      metrics.advance(of: "captain", font: .regular(34)) > metrics.advance(
        of: "captain", font: font) * 1.5)
  }

  /// Measured widths stay within their byte budget however many distinct texts are measured
  /// (a long text scrolled top to bottom), and a text asked for again and again stays cached.
  @Test func measuredWidthsStayWithinTheirBudgetAndKeepWhatIsUsed() throws {
    let budget = 1 << 20
    let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: 1, advanceCacheBytes: budget)
    let font = FontSpec.regular(17)
    let kept = metrics.advance(of: "kept in view", font: font)
    var largest = 0
    for i in 0..<30_000 {
      _ = metrics.advance(of: "line \(i) scrolled past", font: font)
      #expect(metrics.advance(of: "kept in view", font: font) == kept)
      largest = max(largest, metrics.advanceBytes)
    }
    #expect(largest <= budget)
    #expect(largest > budget / 4)
    // 30 000 distinct texts measured once each, the one kept in view only at the start.
    #expect(metrics.measurements == 30_001)
  }
}
