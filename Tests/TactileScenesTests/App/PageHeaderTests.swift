import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

/// Text is measured at the pixel size it is drawn at (hinting rounds advances to the pixel
/// grid), so a header laid out again at another pixel scale (an interface zoom, a display of
/// another density) must be measured again, not only rewrapped.
@Test func aHeaderIsMeasuredAgainAtANewPixelScale() {
  let size = Size(1280, 800)
  let atOne = FixedWidthMetrics(advance: 10)
  // The same text measured at 1.25 pixels per point: other widths.
  let atZoom = FixedWidthMetrics(advance: 10.4)
  var header = PageHeader(title: "About Tactile", subtitle: "Four touch-era micro-interactions.")
  header.layout(PageFrame(size: size, pixelScale: 1), metrics: atOne)
  header.layout(PageFrame(size: size, pixelScale: 1.25), metrics: atZoom)
  var fresh = PageHeader(title: header.title, subtitle: header.subtitle)
  fresh.layout(PageFrame(size: size, pixelScale: 1.25), metrics: atZoom)
  #expect(header.bounds == fresh.bounds)
}
