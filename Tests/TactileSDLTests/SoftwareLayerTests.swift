import TactileCore
import TactileSDL
import Testing

// SDL is not thread-safe: the test draws while no other test uses SDL.
extension RendererPixelTests {
  /// A layer is cleared only where the previous frame drew in it; nothing stale may show.
  @Test func aLayerKeepsNothingFromThePreviousFrame() throws {
    try sdl.exclusively { try layerKeepsNothingFromThePreviousFrame() }
  }

  private func layerKeepsNothingFromThePreviousFrame() throws {
    let size = Size(60, 40)
    let target = try HeadlessTarget(size: size, fonts: sdl.fonts)
    let background = Color(r: 20, g: 24, b: 36)
    let red = Color(r: 230, g: 40, b: 40)
    let green = Color(r: 40, g: 200, b: 90)
    let window = [Vec2(0, 0), Vec2(60, 0), Vec2(60, 40), Vec2(0, 40)]
    func frame(_ area: Rect, _ color: Color) throws -> Image {
      var list = DrawList()
      list.beginLayer(LayerID(1))
      list.pushClip(area)
      list.fillRect(Rect(origin: .zero, size: size), color: color)
      list.popClip()
      list.endLayer()
      list.texturedPolygon(layer: LayerID(1), window)
      target.renderer.beginFrame(pointSize: size, clearColor: background)
      target.renderer.execute(list)
      return try target.renderer.readPixels()
    }
    _ = try frame(Rect(x: 0, y: 0, width: 20, height: 40), red)
    let second = PixelAssert(try frame(Rect(x: 40, y: 0, width: 20, height: 40), green))
    second.expect(10, 20, is: background, "last frame's red is gone")
    second.expect(30, 20, is: background, "never drawn")
    second.expect(50, 20, is: green, "this frame's green")
    second.finish()
  }
}
