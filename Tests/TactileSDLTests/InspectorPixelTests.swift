import TactileCore
import TactileSDL
import TactileTestSupport
import Testing

@testable import TactileScenes

/// The inspector through the headless renderer with real fonts: F3 draws it over the page, in
/// its colours, and F3 again gives back the page's exact pixels.
struct InspectorPixelTests {
  /// Frames of `page` before F3, with the inspector, and after F3 again.
  static func frames(_ page: PageKind, theme: Theme, scale: Float) throws -> [Image] {
    let fixture = try SDLFixture.shared.get()
    return try fixture.exclusively {
      let size = Size(900, 560)
      let metrics = SDLFontMetrics(fonts: fixture.fonts, scale: scale)
      var playground = Playground(
        context: SceneContext(metrics: metrics, theme: theme), size: size, pixelScale: scale,
        start: page)
      let target = try HeadlessTarget(size: size, scale: scale, fonts: fixture.fonts)
      var images: [Image] = []
      for k in 0..<3 {
        if k > 0 {
          playground.handle(.key(KeyEvent(.f3, isDown: true)))
          playground.handle(.key(KeyEvent(.f3, isDown: false)))
        }
        var list = DrawList()
        playground.draw(into: &list)
        target.renderer.beginFrame(pointSize: size, clearColor: .black)
        target.renderer.execute(list)
        images.append(try target.renderer.readPixels())
      }
      return images
    }
  }

  /// Pixels within `tolerance` of `color` on every channel.
  static func count(_ color: Color, in image: Image, tolerance: Int = 12) -> Int {
    var n = 0
    for i in stride(from: 0, to: image.rgba.count, by: 4)
    where abs(Int(image.rgba[i]) - Int(color.r)) <= tolerance
      && abs(Int(image.rgba[i + 1]) - Int(color.g)) <= tolerance
      && abs(Int(image.rgba[i + 2]) - Int(color.b)) <= tolerance
    {
      n += 1
    }
    return n
  }

  @Test(arguments: [Theme.dark, .light], [Float(1), 2])
  func f3DrawsTheInspectorAndHidesIt(_ theme: Theme, scale: Float) throws {
    let images = try Self.frames(.todo, theme: theme, scale: scale)
    let pen = InspectorPen(theme: theme, metrics: FixedWidthMetrics())
    let before = images[0]
    let shown = images[1]
    let hidden = images[2]
    #expect(before.pixelsDiffering(from: hidden).count == 0)
    let changed = before.pixelsDiffering(from: shown).count
    #expect(changed > 10_000 * Int(scale * scale))
    // The rows' outlines, the waves' curves and their hit bounds, each in its colour: absent
    // before, there now (pixels of those exact colours, a hundred or more per unit of scale).
    for kind in [InspectorPen.Kind.hit, .curve, .wave] {
      let color = pen.color(kind)
      let seen = (Self.count(color, in: before), Self.count(color, in: shown))
      #expect(seen.0 < 20 && seen.1 > 100 * Int(scale), "\(kind): \(seen)")
    }
  }
}
