import Foundation
import TactileCore
import TactileIO
import TactileSDL
import TactileScenes
import Testing

/// The open reaction bar stands off the dimmed page in both themes: just below its bottom edge
/// its shadow darkens the page clearly (measured against the same pixels of the page without
/// the bar, dimmed by the scrim), on the dark theme's near-black page as well as on the light
/// one.
@Suite struct ReactionBarDepthPixelTests {
  static func dump(_ p: Playground) throws -> [String: Any] {
    let text = p.layoutDump().serialized()
    return try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// The "rect" of `value` (an object, or element `index` of an array of objects).
  static func rect(_ value: Any?, index: Int?) -> Rect? {
    var o = value as? [String: Any]
    if let i = index { o = (value as? [[String: Any]])?[i] }
    guard let r = o?["rect"] as? [String: Any], let x = r["x"] as? Double,
      let y = r["y"] as? Double, let w = r["width"] as? Double, let h = r["height"] as? Double
    else { return nil }
    return Rect(x: Float(x), y: Float(y), width: Float(w), height: Float(h))
  }

  /// The page at rest and with the bar open over message 2 (settled), and the bar's pill.
  static func frames(theme: Theme, scale: Float) throws -> (idle: Image, open: Image, bar: Rect) {
    let fixture = try SDLFixture.shared.get()
    return try fixture.exclusively {
      let size = Size(1280, 800)
      let metrics = SDLFontMetrics(fonts: fixture.fonts, scale: scale)
      let context = SceneContext(metrics: metrics, theme: theme)
      var p = Playground(context: context, size: size, pixelScale: scale, start: .reactions)
      let target = try HeadlessTarget(size: size, scale: scale, fonts: fixture.fonts)
      func render() throws -> Image {
        var list = DrawList()
        p.draw(into: &list)
        target.renderer.beginFrame(pointSize: size, clearColor: .black)
        target.renderer.execute(list)
        return try target.renderer.readPixels()
      }
      let idle = try render()
      let message = try #require(Self.rect(try Self.dump(p)["bubbles"], index: 2))
      p.handle(.pointer(PointerEvent(.down, at: message.center)))
      for _ in 0..<180 { p.update(dt: 1.0 / 120) }
      let bar = try #require(Self.rect(try Self.dump(p)["bar"], index: nil))
      return (idle, try render(), bar)
    }
  }

  /// Mean ΔE, along the pill's straight bottom edge, between the open frame and the idle page
  /// dimmed by the scrim, 2 to 4 pt below the edge.
  static func shadowStep(theme: Theme, scale: Float) throws -> Double {
    let (idle, open, bar) = try frames(theme: theme, scale: scale)
    let scrim = ReactionsPalette(theme: theme).scrim
    let a = PixelAssert(idle)
    let b = PixelAssert(open)
    var sum = 0.0
    var n = 0
    var x = bar.minX + bar.height / 2
    while x <= bar.maxX - bar.height / 2 {
      for d: Float in [2, 3, 4] {
        let px = Int(x * scale)
        let py = Int(((bar.maxY + d) * scale).rounded(.down))
        let dimmed = a.color(px, py).mix(.black, Float(scrim.a) / 255)
        sum += b.color(px, py).deltaE(to: dimmed)
        n += 1
      }
      x += 4
    }
    return sum / Double(n)
  }

  @Test(arguments: [Float(1), 2])
  func theBarsShadowReadsOnTheDarkPage(scale: Float) throws {
    let step = try Self.shadowStep(theme: .dark, scale: scale)
    #expect(step >= 9, "ΔE below the bar: \(step)")
  }

  @Test(arguments: [Float(1), 2])
  func theBarsShadowReadsOnTheLightPage(scale: Float) throws {
    let step = try Self.shadowStep(theme: .light, scale: scale)
    #expect(step >= 6, "ΔE below the bar: \(step)")
  }
}
