import TactileCore
import TactileSDL
import Testing

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
}
