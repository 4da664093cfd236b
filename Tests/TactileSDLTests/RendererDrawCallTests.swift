import TactileCore
import TactileSDL
import Testing

private let background = Color(r: 20, g: 24, b: 36)
private let page = Color(r: 230, g: 80, b: 40)
private let green = Color(r: 40, g: 200, b: 90)
private let canvas = Size(100, 80)

/// What the renderer reports per frame (the F1 overlay's and the bench's draw calls), and the
/// fill that covers the whole target, which is a clear.
@Suite struct RendererDrawCallTests {
  let sdl: SDLFixture

  init() throws { sdl = try SDLFixture.shared.get() }

  /// Renders `frames` frames of the list `build` makes, headless at `scale`; returns each
  /// frame's figures and the last frame's pixels.
  private func render(
    frames: Int, scale: Float = 1, _ build: (inout DrawList) -> Void
  ) throws -> ([RenderStats], Image) {
    try sdl.exclusively {
      let target = try HeadlessTarget(size: canvas, scale: scale, fonts: sdl.fonts)
      var list = DrawList()
      build(&list)
      var stats: [RenderStats] = []
      for _ in 0..<frames {
        target.renderer.beginFrame(pointSize: canvas, clearColor: background)
        target.renderer.execute(list)
        stats.append(target.renderer.stats)
      }
      return (stats, try target.renderer.readPixels())
    }
  }

  @Test(arguments: [Float(1), 2])
  func anOpaqueFillOverTheWholeTargetIsAClearNotADrawCall(scale: Float) throws {
    let (stats, image) = try render(frames: 1, scale: scale) {
      $0.fillRect(Rect(x: 5, y: 5, width: 20, height: 20), color: green)  // Hidden by the page.
      $0.fillRect(Rect(x: -1, y: -1, width: 102, height: 82), color: page)
      $0.fillRect(Rect(x: 40, y: 30, width: 20, height: 20), color: green)
    }
    let px = PixelAssert(image)
    let s = Int(scale)
    px.expectAll(is: page, tolerance: 0, "the page everywhere but the last rect") { x, y in
      !((40 * s..<60 * s).contains(x) && (30 * s..<50 * s).contains(y))
    }
    px.expectAll(is: green, tolerance: 0, "the rect drawn after the page") { x, y in
      (40 * s..<60 * s).contains(x) && (30 * s..<50 * s).contains(y)
    }
    px.finish()
    #expect(
      stats.map(\.drawCalls) == [1] && stats.map(\.triangles) == [2],
      "only the last rect is submitted: \(stats)")
  }

  @Test func aFillThatLeavesPixelsToBlendIsDrawn() throws {
    let everything = Rect(origin: .zero, size: canvas)
    let translucent = page.withOpacity(0.5)
    let (stats, image) = try render(frames: 1) {
      $0.fillRect(everything, color: translucent)
      $0.fillRect(everything, color: page, cornerRadius: 10)
      $0.pushClip(Rect(x: 0, y: 0, width: 50, height: 80))
      $0.fillRect(everything, color: green)
      $0.popClip()
    }
    let px = PixelAssert(image)
    px.expect(1, 40, is: green, "clipped to the left half")
    px.expect(75, 40, is: page, "the rounded fill's inside")
    // Its corner shows the translucent fill over the background.
    let half = Color(
      r: UInt8((Int(background.r) + Int(page.r) + 1) / 2),
      g: UInt8((Int(background.g) + Int(page.g) + 1) / 2),
      b: UInt8((Int(background.b) + Int(page.b) + 1) / 2))
    px.expect(99, 79, is: half, tolerance: 3, "the translucent fill in a rounded corner")
    px.finish()
    // The translucent and rounded fills make one batch, the clipped one another.
    let calls = stats.map(\.drawCalls)
    #expect(calls == [2], "the translucent, rounded and clipped fills are drawn: \(calls)")
  }

  @Test func everyFrameOfOneListCountsTheSameDrawCalls() throws {
    // Shapes, then text (a batch with its atlas page), then the frame ends; the next frame
    // starts with shapes again: a batch of its own, not the end of the last frame's.
    let (stats, _) = try render(frames: 3) {
      $0.fillRect(Rect(x: 5, y: 5, width: 20, height: 20), color: green, cornerRadius: 4)
      $0.pushClip(Rect(x: 0, y: 0, width: 90, height: 70))
      $0.text("Tactile", font: .regular(14), at: Vec2(10, 50), color: .white, metrics: sdl.metrics)
      $0.popClip()
      $0.text("F1", font: .regular(14), at: Vec2(60, 20), color: .white, metrics: sdl.metrics)
    }
    let calls = stats.map(\.drawCalls)
    #expect(calls == [3, 3, 3], "\(calls)")
  }
}
