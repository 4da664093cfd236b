import TactileCore
import Testing

@testable import TactileSDL

private let background = Color(r: 20, g: 24, b: 36)
private let green = Color(r: 40, g: 200, b: 90)
private let yellow = Color(r: 240, g: 210, b: 40)

/// A triangle of `size` pixels' corners (0, 0), (w, 0), (w, h), sampling a texture of that
/// size where it lies, as a layer seen through a polygon does.
private func windowTriangle(_ size: (Float, Float)) -> Mesh {
  var mesh = Mesh()
  for p in [Vec2(0, 0), Vec2(size.0, 0), Vec2(size.0, size.1)] {
    mesh.vertices.append(MeshVertex(p, .white, uv: Vec2(p.x / size.0, p.y / size.1)))
  }
  mesh.indices = [0, 1, 2]
  return mesh
}

/// The triangles `draw` hands over.
private func drawn(_ mesh: Mesh, limit: SoftwareTriangleLimit) -> [Mesh] {
  var out: [Mesh] = []
  limit.draw(mesh, mesh.indices.indices) { m, range in
    var copy = Mesh()
    copy.vertices = m.vertices
    copy.indices = Array(m.indices[range])
    out.append(copy)
  }
  return out
}

@Suite struct SoftwareTriangleLimitTests {
  @Test func aTriangleFitsWhileItsTexelsTimesItsAreaFitSDLsIntegers() {
    let small = windowTriangle((640, 480))
    let large = windowTriangle((1280, 960))
    let fitsSmall = SoftwareTriangleLimit(width: 640, height: 480)
    let fitsLarge = SoftwareTriangleLimit(width: 1280, height: 960)
    // 640 texels × 4 · 640 · 480 = 7.9 · 10⁸; 1280 × 4 · 1280 · 960 = 6.3 · 10⁹.
    #expect(fitsSmall.fitsAll(small, 0..<3))
    #expect(!fitsLarge.fitsAll(large, 0..<3))
    // Texel 0 everywhere (a shape sampling the atlas page's white corner) fits at any size.
    var white = large
    for i in white.vertices.indices { white.vertices[i].uv = .zero }
    #expect(fitsLarge.fitsAll(white, 0..<3))
  }

  @Test func trianglesThatFitAreDrawnAsTheyAre() {
    let mesh = windowTriangle((640, 480))
    let out = drawn(mesh, limit: SoftwareTriangleLimit(width: 640, height: 480))
    #expect(out.count == 1)
    #expect(out.first?.vertices == mesh.vertices && out.first?.indices == mesh.indices)
  }

  @Test(arguments: [(Float(1280), Float(960)), (3840, 2160)])
  func trianglesTooLargeAreCutUntilEachFits(width: Float, height: Float) {
    let limit = SoftwareTriangleLimit(width: Int32(width), height: Int32(height))
    let out = drawn(windowTriangle((width, height)), limit: limit)
    #expect(out.count == 1)
    guard let cut = out.first else { return }
    #expect(limit.fitsAll(cut, cut.indices.indices))
    // Cut alike: 4, 16, 64… triangles.
    let n = cut.indices.count / 3
    #expect(n > 1 && n & (n - 1) == 0 && n.trailingZeroBitCount % 2 == 0, "\(n) triangles")
  }

  @Test func trianglesThatCannotBeCutToFitAreLeftOut() {
    let limit = SoftwareTriangleLimit(width: 1024, height: 1024)
    // Corners 10⁸ px apart: cut 4⁶ times over, the area still overflows SDL's integers.
    #expect(drawn(windowTriangle((1e8, 1e8)), limit: limit).isEmpty)
  }
}

extension RendererPixelTests {
  /// The SDL backend on SDL's software renderer draws a window-sized layer seen through a
  /// triangle as large as the window: its two halves where they lie, and nothing outside.
  /// Uncut, that triangle overflowed SDL's integers at 2× (1280 × 960 px): noise read from
  /// outside the layer, or a crash.
  @Test(arguments: [Float(1), 2])
  func sdlsSoftwareRendererDrawsALayerThroughAWindowSizedTriangle(scale: Float) throws {
    let size = Size(640, 480)
    let (w, h) = (Int(size.width * scale), Int(size.height * scale))
    let image = try sdl.withSDL {
      let renderer = try Renderer(softwareWidth: Int32(w), height: Int32(h), fonts: sdl.fonts)
      var list = DrawList()
      list.beginLayer(LayerID(1), clearColor: .clear)
      list.fillRect(Rect(x: 0, y: 0, width: 320, height: 480), color: green)
      list.fillRect(Rect(x: 320, y: 0, width: 320, height: 480), color: yellow)
      list.endLayer()
      list.texturedPolygon(layer: LayerID(1), [Vec2(0, 0), Vec2(640, 0), Vec2(640, 480)])
      renderer.beginFrame(pointSize: size, clearColor: background)
      renderer.execute(list)
      return try renderer.readPixels()
    }
    // Signed distance in pixels from the diagonal, > 0 inside; 2 px of slack at every edge.
    func inside(_ x: Int, _ y: Int) -> Float {
      (Float(x) + 0.5) * Float(h) / Float(w) - (Float(y) + 0.5)
    }
    let px = PixelAssert(image)
    px.expectAll(is: green, "the layer's left half, inside") { x, y in
      inside(x, y) > 2 && x < w / 2 - 2
    }
    px.expectAll(is: yellow, "the layer's right half, inside") { x, y in
      inside(x, y) > 2 && x > w / 2 + 2 && x < w - 2
    }
    px.expectAll(is: background, "outside the triangle") { x, y in inside(x, y) < -2 }
    px.finish()
  }
}
