import CSDL2
import TactileCore
import TactileSDL
import Testing

/// A window that SDL can give only its software renderer (SDL's dummy video driver has no GPU)
/// is drawn by the software backend into the window's surface.
@Suite(.serialized) struct WindowRendererTests {
  /// The window's surface as RGBA bytes.
  static func surfacePixels(of window: Window) throws -> Image {
    let surface = try #require(SDL_GetWindowSurface(window.handle))
    let (w, h) = (Int(surface.pointee.w), Int(surface.pointee.h))
    var image = Image(width: w, height: h, rgba: [UInt8](repeating: 0, count: w * h * 4))
    let rc = image.rgba.withUnsafeMutableBytes { p in
      SDL_ConvertPixels(
        Int32(w), Int32(h), surface.pointee.format.pointee.format, surface.pointee.pixels,
        surface.pointee.pitch, SDL_PIXELFORMAT_ABGR8888.rawValue, p.baseAddress, Int32(w * 4))
    }
    #expect(rc == 0)
    return image
  }

  /// Runs `body` with a window of SDL's dummy video driver (its surface, like X11's usual
  /// one, is 32-bit RGB888 in plain memory), the renderer made for it, and a list drawing a
  /// card and a line of text.
  static func withDummyWindow(
    _ body: (Window, any WindowRenderer, DrawList) throws -> Void
  ) throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.withSDL {
      SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
      defer { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
      try #require(SDL_InitSubSystem(SDL_INIT_VIDEO) == 0)
      defer { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
      let window = try Window(title: "Tactile", size: Size(400, 300), session: fixture.session)
      let renderer = try makeWindowRenderer(for: window, fonts: fixture.fonts)
      var list = DrawList()
      list.fillRect(Rect(x: 20, y: 20, width: 200, height: 100), color: .white, cornerRadius: 12)
      list.text(
        "Tactile", font: .regular(18), at: Vec2(40, 60), color: Color(r: 200, g: 40, b: 90),
        metrics: fixture.metrics)
      try body(window, renderer, list)
    }
  }

  @Test func aWindowWithoutAnAcceleratedRendererShowsTheSoftwareBackendsFrames() throws {
    try Self.withDummyWindow { window, renderer, list in
      #expect(renderer is SoftwareRenderer && renderer.name == "software")
      for size in [Size(400, 300), Size(360, 260)] {
        window.setSize(size)
        renderer.beginFrame(pointSize: window.size, clearColor: Color(r: 20, g: 24, b: 36))
        renderer.execute(list)
        renderer.present()
        let frame = try renderer.readPixels()
        #expect(frame.width == Int(size.width) && frame.height == Int(size.height))
        #expect(try Self.surfacePixels(of: window) == frame, "the surface shows the frame")
        // The frame has the background, the card and the text in it.
        let colours = Set(stride(from: 0, to: frame.rgba.count, by: 4).map { frame.rgba[$0] })
        #expect(colours.contains(20) && colours.contains(255) && colours.contains(200))
      }
    }
  }
  /// A surface laid out as the backend's pixels (32 bits, red, green and blue where ARGB8888
  /// has them) is drawn into in place: it holds the frame before `present`, which then copies
  /// nothing, also once a resize has made the surface anew.
  @Test func theSoftwareBackendDrawsInPlaceIntoASurfaceOfItsOwnLayout() throws {
    try Self.withDummyWindow { window, renderer, list in
      let surface = try #require(SDL_GetWindowSurface(window.handle))
      #expect(surface.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue)
      for (size, clear) in [(Size(400, 300), Color(r: 20, g: 24, b: 36)), (Size(360, 260), .black)]
      {
        window.setSize(size)
        renderer.beginFrame(pointSize: window.size, clearColor: clear)
        renderer.execute(list)
        let frame = try renderer.readPixels()
        #expect(frame.width == Int(size.width) && frame.height == Int(size.height))
        #expect(try Self.surfacePixels(of: window) == frame, "drawn into the surface")
        renderer.present()
      }
    }
  }
}
