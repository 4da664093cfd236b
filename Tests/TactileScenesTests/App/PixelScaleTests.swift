import TactileCore
import TactileIO
import TactileTestSupport
import Testing

@testable import TactileScenes

/// Metrics whose advances are hinted to the pixel grid, as the platform's are: a grapheme is
/// 0.55 em wide rounded to whole pixels at `scale` pixels per point, so text measures
/// differently at each scale.
private final class HintedMetrics: FontMetrics {
  var scale: Float = 1

  func width(_ font: FontSpec) -> Float { (font.size * 0.55 * scale).rounded() / scale }

  func shape(_ text: UnsafeBufferPointer<UInt8>, font: FontSpec, into glyphs: inout ShapedGlyphs) {
    var offset = 0
    for c in String(decoding: text, as: UTF8.self) {
      glyphs.append(
        id: FixedWidthMetrics.glyph(of: c), advance: width(font), cluster: UInt32(offset))
      offset += c.utf8.count
    }
  }

  func lineMetrics(for font: FontSpec) -> LineMetrics {
    LineMetrics(
      ascent: font.size * 0.8, descent: font.size * 0.2, lineHeight: font.size * 1.2,
      xHeight: font.size * 0.5)
  }

  func hasGlyph(_ grapheme: Character, font: FontSpec) -> Bool {
    FixedWidthMetrics().hasGlyph(grapheme, font: font)
  }
}

/// A playground whose pixel scale changes (an interface zoom, a display of another density)
/// lays every page out as one made at the new scale: its text measured again at the new
/// pixel size, not only rewrapped.
@Test(arguments: PageKind.allCases)
func aNewPixelScaleLaysThePageOutAsAtStart(page: PageKind) {
  let size = Size(1024, 640)
  let metrics = HintedMetrics()
  var live = Playground(
    context: SceneContext(metrics: metrics, theme: .dark), size: size, pixelScale: 1, start: page)
  metrics.scale = 1.25
  live.setPixelScale(1.25)
  let fresh = Playground(
    context: SceneContext(metrics: metrics, theme: .dark), size: size, pixelScale: 1.25,
    start: page)
  #expect(live.layoutDump().serialized() == fresh.layoutDump().serialized())
}
