import TactileCore
import TactileSDL
import TactileScenes
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private let background = Color(r: 20, g: 24, b: 36)
private let fill = Color(r: 230, g: 80, b: 40)
private let green = Color(r: 40, g: 200, b: 90)
private let yellow = Color(r: 240, g: 210, b: 40)
private let canvas = Size(100, 80)

/// The circle outline used for the layer test, `segments` chords.
private func circle(center: Vec2, radius: Float, segments: Int = 96) -> [Vec2] {
  (0..<segments).map { i in
    let a = Float(i) / Float(segments) * 2 * Float.pi
    return Vec2(center.x + radius * cosf(a), center.y + radius * sinf(a))
  }
}

/// Signed distances from a pixel-space point to shapes (pixels; negative inside). The pixel
/// tests compare renders with these: a pixel belongs to a shape by its centre and the
/// anti-aliasing fringe is 1 px wide, so colours are checked only 2 px away from an outline,
/// and edges are checked for a blend.
private enum Distance {
  static func box(_ r: Rect, _ x: Float, _ y: Float) -> Float {
    max(r.minX - x, x - r.maxX, r.minY - y, y - r.maxY)
  }

  /// To a convex polygon, clockwise on screen: the largest distance outside any edge.
  static func convex(_ p: [Vec2], _ x: Float, _ y: Float) -> Float {
    var d = -Float.infinity
    for i in p.indices {
      let a = p[i]
      let e = p[(i + 1) % p.count] - a
      let outward = Vec2(e.y, -e.x).normalized
      d = max(d, (Vec2(x, y) - a).dot(outward))
    }
    return d
  }

  static func circle(_ c: Vec2, _ r: Float, _ x: Float, _ y: Float) -> Float {
    (Vec2(x, y) - c).length - r
  }

  static func roundedBox(_ rect: Rect, radius r: Float, _ x: Float, _ y: Float) -> Float {
    let qx = abs(x - rect.midX) - (rect.width / 2 - r)
    let qy = abs(y - rect.midY) - (rect.height / 2 - r)
    let outside = Vec2(max(qx, 0), max(qy, 0)).length
    return outside + min(max(qx, qy), 0) - r
  }
}

/// Pixel-snapping slack for the geometry path (see `Distance`).
private let geometryMargin: Float = 2

@Suite struct RendererPixelTests {
  let sdl: SDLFixture

  init() throws { sdl = try SDLFixture.shared.get() }

  @Test(arguments: [Float(1), 2])
  func texturedMeshIsSampledAndScaled(scale: Float) throws {
    // A 2 × 1 texture (yellow, green) over a 40 × 20 point quad at (20, 30), clipped to its
    // left 30 points.
    let texture = PixelBuffer(width: 2, height: 1)
    texture.pixels = [0xFFF0_D228, 0xFF28_C85A]
    texture.markChanged()
    let image = try sdl.render(size: canvas, scale: scale, background: background) { list in
      let first = list.meshVertices.count
      for (p, uv) in [
        (Vec2(20, 30), Vec2(0, 0)), (Vec2(60, 30), Vec2(1, 0)), (Vec2(60, 50), Vec2(1, 1)),
        (Vec2(20, 50), Vec2(0, 1)),
      ] {
        list.appendMeshVertex(MeshVertex(p, .white, uv: uv))
      }
      let start = list.meshIndices.count
      for i: Int32 in [0, 1, 2, 0, 2, 3] { list.appendMeshIndex(i) }
      list.pushClip(Rect(x: 0, y: 0, width: 50, height: 80))
      list.texturedMesh(
        vertices: first..<list.meshVertices.count, indices: start..<list.meshIndices.count,
        texture: texture)
      list.popClip()
    }
    func at(_ x: Float, _ y: Float) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
      image[Int(x * scale), Int(y * scale)]
    }
    #expect(at(25, 40).r == 0xF0 && at(25, 40).g == 0xD2)  // Yellow, left half.
    #expect(at(45, 40).g == 0xC8 && at(45, 40).r == 0x28)  // Green, right half.
    #expect(at(55, 40).r == background.r)  // Clipped away.
    #expect(at(25, 25).r == background.r)  // Above the quad.
  }

  @Test func filledRect() throws {
    let rect = Rect(x: 10, y: 10, width: 40, height: 30)
    // Off the pixel grid: its edges land inside pixels.
    let offGrid = Rect(x: 60.5, y: 10, width: 20, height: 20.5)
    let image = try sdl.render(size: canvas, background: background) {
      $0.fillRect(rect, color: fill)
      $0.fillRect(offGrid, color: fill)
    }
    let px = PixelAssert(image)
    px.expect(image.width == 100 && image.height == 80, "100×80 pt at 1× is 100×80 px")
    px.expect(30, 25, is: fill, "rect centre")
    px.expect(5, 5, is: background, "far outside")
    px.expectShape("both rects", fill: fill, background: background, margin: geometryMargin) {
      min(Distance.box(rect, $0, $1), Distance.box(offGrid, $0, $1))
    }
    for r in [rect, offGrid] {
      // No gaps: a pixel wholly inside is never bare, one wholly outside never fully painted.
      px.expectNone(is: background, "pixels wholly inside \(r)") { x, y in
        Distance.box(r, Float(x) + 0.5, Float(y) + 0.5) <= -0.5
      }
    }
    px.expectNone(is: fill, "pixels wholly outside both rects") { x, y in
      let cx = Float(x) + 0.5
      let cy = Float(y) + 0.5
      return Distance.box(rect, cx, cy) >= 0.5 && Distance.box(offGrid, cx, cy) >= 0.5
    }
    // Edges on pixel boundaries are exact: full coverage inside, none outside, no blend.
    px.expect(9, 25, is: background, "left of the aligned left edge")
    px.expect(10, 25, is: fill, "right of the aligned left edge")
    px.expect(49, 25, is: fill, "left of the aligned right edge")
    px.expect(50, 25, is: background, "right of the aligned right edge")
    px.expect(30, 9, is: background, "above the aligned top edge")
    px.expect(30, 39, is: fill, "above the aligned bottom edge")
    px.expect(30, 40, is: background, "below the aligned bottom edge")
    px.expectEdge(
      from: 70, 33, step: 0, -1, count: 6, from: background, to: fill, "off-grid bottom edge")
    px.expectEdge(
      from: 57, 20, step: 1, 0, count: 6, from: background, to: fill, "off-grid left edge")
    px.finish()
  }

  @Test func roundedRectCorner() throws {
    let rect = Rect(x: 10, y: 10, width: 60, height: 40)
    let radius: Float = 12
    let image = try sdl.render(size: canvas, background: background) {
      $0.fillRect(rect, color: fill, cornerRadius: radius)
    }
    let px = PixelAssert(image)
    px.expect(10, 10, is: background, "the exact top-left corner pixel")
    px.expect(69, 10, is: background, "the exact top-right corner pixel")
    px.expect(10, 49, is: background, "the exact bottom-left corner pixel")
    px.expect(69, 49, is: background, "the exact bottom-right corner pixel")
    px.expect(12, 12, is: background, "outside the arc on the diagonal")
    px.expect(15, 15, is: fill, "inside the curve")
    px.expect(64, 44, is: fill, "inside the bottom-right curve")
    px.expect(40, 11, is: fill, "top edge midpoint")
    px.expect(11, 30, is: fill, "left edge midpoint")
    px.expectShape("rounded rect", fill: fill, background: background, margin: geometryMargin) {
      Distance.roundedBox(rect, radius: radius, $0, $1)
    }
    // Across the arc, 4 px below the top: a blended edge.
    px.expectEdge(from: 9, 14, step: 1, 0, count: 7, from: background, to: fill, "arc edge")
    px.finish()
  }

  @Test func triangle() throws {
    // Half a pixel off the grid: the renderer samples pixel centres, so an edge lying on a
    // pixel boundary is exactly covered and rightly shows no blend.
    let corners = [Vec2(20.5, 10.5), Vec2(80.5, 10.5), Vec2(20.5, 70.5)]
    let image = try sdl.render(size: canvas, background: background) {
      $0.fillPolygon(corners, color: fill)
    }
    let px = PixelAssert(image)
    px.expect(30, 20, is: fill, "inside")
    px.expect(22, 64, is: fill, "near the bottom vertex")
    px.expect(70, 60, is: background, "beyond the hypotenuse")
    px.expect(17, 40, is: background, "left of the vertical side")
    px.expectShape("triangle", fill: fill, background: background, margin: geometryMargin) {
      Distance.convex(corners, $0, $1)
    }
    // Every side is anti-aliased, the 45° hypotenuse too.
    px.expectEdge(from: 17, 40, step: 1, 0, count: 5, from: background, to: fill, "left leg")
    px.expectEdge(from: 40, 7, step: 0, 1, count: 5, from: background, to: fill, "top leg")
    px.expectEdge(
      from: 47, 47, step: -1, -1, count: 5, from: background, to: fill, "hypotenuse")
    px.finish()
  }

  /// The outline that hung the soak run (see `theWaveOutlineThatHungTheSoakEndsWithinTheWorkBudget`):
  /// a wave strip 15 pt wide along the left edge whose 40 960-point bulge lies at y = −3e38.
  /// It now draws within the triangulator's budget, and what shows is the strip.
  @Test func theWaveOutlineThatHungTheSoakDrawsItsStrip() throws {
    var outline: [Vec2] = []
    LiquidWave(side: .left, centerY: -3e38, progress: 0, size: Size(4000, 3000))
      .outline(tolerance: 0.125, into: &outline)
    let image = try sdl.render(size: canvas, background: background) {
      $0.fillPolygon(outline, color: fill)
    }
    let px = PixelAssert(image)
    for y in [2, 40, 77] {
      px.expect(2, y, is: fill, "in the strip, row \(y)")
      px.expect(12, y, is: fill, "in the strip, row \(y)")
      px.expect(18, y, is: background, "right of the strip, row \(y)")
      px.expect(90, y, is: background, "far right, row \(y)")
    }
    px.finish()
  }

  @Test func strokedPolyline() throws {
    let path = [Vec2(10, 20), Vec2(60, 20), Vec2(60, 70)]
    let image = try sdl.render(size: canvas, background: background) {
      // A 4 pt wide L: across at y = 20, then down at x = 60.
      $0.strokePolyline(path, width: 4, color: fill)
      // A 2 pt line a quarter pixel off the grid.
      $0.strokePolyline([Vec2(10, 50.25), Vec2(40, 50.25)], width: 2, color: fill)
    }
    let px = PixelAssert(image)
    px.expect(30, 19, is: fill, "horizontal stroke")
    px.expect(30, 20, is: fill, "horizontal stroke")
    px.expect(60, 45, is: fill, "vertical stroke")
    px.expect(59, 45, is: fill, "vertical stroke")
    px.expect(30, 15, is: background, "above the stroke")
    px.expect(30, 24, is: background, "below the stroke")
    px.expect(40, 45, is: background, "inside the L's bend")
    // The thin line covers y 49.25…51.25: row 50 wholly, rows 49 and 51 in part.
    px.expect(25, 50, is: fill, "thin line core")
    px.expectShape("the L", fill: fill, background: background, margin: geometryMargin) {
      x, y in
      // Distance to the polyline minus half the width; the 2 pt line is far below the L's
      // arm and left of its stem, so leave its neighbourhood out (NaN is neither in nor out).
      if x < 44 && y > 40 { return .nan }
      let d = PolygonChecks2.distance(Vec2(x, y), toPolyline: path)
      return d - 2
    }
    px.expectEdge(from: 25, 45, step: 0, 1, count: 6, from: background, to: fill, "thin top")
    px.expectEdge(from: 25, 54, step: 0, -1, count: 5, from: background, to: fill, "thin bottom")
    px.expectAll(is: background, "around the thin line") { x, y in
      x < 44 && y > 40 && (y < 47 || y > 53 || x < 8 || x > 42)
    }
    px.finish()
  }

  @Test func text() throws {
    let font = FontSpec.regular(24)
    let origin = Vec2(10, 40)
    let (advance, line) = sdl.exclusively {
      let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
      return (metrics.advance(of: "Hello", font: font), metrics.lineMetrics(for: font))
    }
    let image = try sdl.render(size: Size(200, 60), background: background) {
      $0.text("Hello", font: font, at: origin, color: .white, metrics: sdl.metrics)
    }
    let px = PixelAssert(image)
    // The run's box, a pixel of slack for rounding.
    let x0 = Int(origin.x) - 1
    let x1 = Int((origin.x + advance).rounded(.up)) + 1
    let y0 = Int((origin.y - line.ascent).rounded(.down)) - 1
    let y1 = Int((origin.y + line.descent).rounded(.up)) + 1
    px.expect(advance > 40 && line.ascent > 15, "metrics look like 24 pt text: \(advance), \(line)")
    var inked = 0
    var brightest = 0
    for y in y0...y1 {
      for x in x0...x1 where !PixelAssert.isNear(px.color(x, y), background) {
        inked += 1
        brightest = max(brightest, Int(px.color(x, y).g))
      }
    }
    px.expect(inked > 100, "glyph pixels inside the run's box: \(inked)")
    px.expect(brightest >= 250, "some glyph pixel is full white: \(brightest)")
    px.expectAll(is: background, "outside the run's box") { x, y in
      !((x0...x1).contains(x) && (y0...y1).contains(y))
    }
    // The H's left stem, at half the cap height, is near the origin.
    var stem = 0
    for x in Int(origin.x)..<Int(origin.x) + 6
    where !PixelAssert.isNear(px.color(x, Int(origin.y) - 8), background) {
      stem += 1
    }
    px.expect(stem > 0, "the H's left stem is drawn near the run's origin")
    px.finish()
  }

  @Test func emoji() throws {
    let rect = Rect(x: 20, y: 10, width: 60, height: 60)
    let image = try sdl.render(size: canvas, background: .white) {
      $0.emoji("🎉", in: rect, metrics: sdl.metrics)
    }
    let px = PixelAssert(image)
    // Hues of the clearly coloured pixels, in 30° bins.
    var bins = Set<Int>()
    var coloured = 0
    for y in 10..<70 {
      for x in 20..<80 {
        let c = px.color(x, y)
        let hi = max(c.r, c.g, c.b)
        let lo = min(c.r, c.g, c.b)
        guard Int(hi) - Int(lo) > 80 else { continue }
        coloured += 1
        bins.insert(Int(hue(c) / 30))
      }
    }
    px.expect(coloured > 200, "the emoji is in colour: \(coloured) saturated pixels")
    px.expect(bins.count >= 3, "several distinct hues: bins \(bins.sorted())")
    px.expectAll(is: .white, "outside the emoji's rect") { x, y in
      !((19..<81).contains(x) && (9..<71).contains(y))
    }
    px.finish()
  }

  @Test func clipPushAndPop() throws {
    let clip = Rect(x: 20, y: 20, width: 40, height: 30)
    let inner = Rect(x: 50, y: 10, width: 30, height: 25)
    let after = Rect(x: 80, y: 60, width: 10, height: 10)
    let everything = Rect(origin: .zero, size: canvas)
    let image = try sdl.render(size: canvas, background: background) {
      $0.pushClip(clip)
      $0.fillRect(everything, color: fill)
      $0.pushClip(inner)  // Intersected with the outer clip: x 50…60, y 20…35.
      $0.fillRect(everything, color: green)
      $0.popClip()
      $0.popClip()
      // After the pops, drawing reaches the whole canvas again.
      $0.fillRect(after, color: yellow)
    }
    let px = PixelAssert(image)
    // Clips are whole pixels: their edges are exact.
    px.expectAll(is: green, "inside both clips") { x, y in
      (50..<60).contains(x) && (20..<35).contains(y)
    }
    px.expectAll(is: fill, "inside the outer clip only") { x, y in
      (20..<60).contains(x) && (20..<50).contains(y)
        && !((50..<60).contains(x) && (20..<35).contains(y))
    }
    px.expectAll(is: background, "outside the clips and the last rect") { x, y in
      !((20..<60).contains(x) && (20..<50).contains(y))
        && Distance.box(after, Float(x) + 0.5, Float(y) + 0.5) >= geometryMargin
    }
    px.expect(85, 65, is: yellow, "drawn after popClip")
    px.finish()
  }

  @Test func layerThroughACircle() throws {
    let centre = Vec2(50, 40)
    let radius: Float = 25.5
    let image = try sdl.render(size: canvas, background: background) {
      $0.beginLayer(LayerID(1), clearColor: green.withOpacity(0))
      // The layer's content: green on the left half, yellow on the right.
      $0.fillRect(Rect(x: 0, y: 0, width: 50, height: 80), color: green)
      $0.fillRect(Rect(x: 50, y: 0, width: 50, height: 80), color: yellow)
      $0.endLayer()
      $0.texturedPolygon(layer: LayerID(1), circle(center: centre, radius: radius))
    }
    let px = PixelAssert(image)
    px.expect(40, 40, is: green, "inside the circle, left: the layer's left half")
    px.expect(60, 40, is: yellow, "inside the circle, right: the layer's right half")
    px.expect(50, 20, is: yellow, "inside the circle, top")
    px.expect(5, 5, is: background, "outside the circle")
    px.expect(90, 40, is: background, "outside the circle, right")
    px.expect(20, 20, is: background, "outside the circle, near its bounding box corner")
    // Row 40 (centre y 40.5) crosses the circle at x ≈ 24.5 and 75.5: half-covered pixels.
    px.expect(24, 40, between: background, and: green, "left edge of the circle")
    px.expect(75, 40, between: background, and: yellow, "right edge of the circle")
    // The layer is drawn with sub-pixel spans: 1 px of slack is enough.
    px.expectShape("left half", fill: green, background: background, margin: 1) { x, y in
      x > 47 ? Float.nan : Distance.circle(centre, radius, x, y)
    }
    px.expectShape("right half", fill: yellow, background: background, margin: 1) { x, y in
      x < 53 ? Float.nan : Distance.circle(centre, radius, x, y)
    }
    px.finish()
  }

  @Test func hiDPIScaleTwo() throws {
    let rect = Rect(x: 10, y: 10, width: 10, height: 10)
    let image = try sdl.render(size: Size(50, 40), scale: 2, background: background) {
      $0.fillRect(rect, color: fill)
    }
    let px = PixelAssert(image)
    px.expect(image.width == 100 && image.height == 80, "50×40 pt at 2× is 100×80 px")
    let pixels = Rect(x: 20, y: 20, width: 20, height: 20)
    px.expectShape("10×10 pt at 2×", fill: fill, background: background, margin: geometryMargin) {
      Distance.box(pixels, $0, $1)
    }
    px.expect(21, 21, is: fill, "px (21, 21): 10.5 pt")
    px.expect(38, 38, is: fill, "px (38, 38): 19 pt")
    px.expect(42, 30, is: background, "px (42, 30): 21 pt")
    let area = px.coverage(of: fill, over: background)
    px.expect(abs(area - 400) <= 20, "covers 20 × 20 = 400 px: \(area)")
    px.finish()
  }

  @Test func inkBoxesOfAPixelBufferDrawLikeTheWholeBuffer() throws {
    var field = ParticleField(seed: 3)
    field.setRegions([
      Rect(x: 5, y: 5, width: 40, height: 12), Rect(x: 20, y: 40, width: 60, height: 14),
    ])
    for _ in 0..<30 { field.update(dt: 1.0 / 60) }
    let buffer = PixelBuffer(width: 90, height: 70)
    var rasterizer = ParticleRasterizer()
    rasterizer.rasterize(field, into: buffer, origin: .zero, scale: 1, color: yellow)
    #expect(buffer.isInkBounded)
    let dest = Rect(x: 5, y: 6, width: 90, height: 70)
    let bounded = try sdl.render(size: canvas, background: background) {
      $0.pixels(buffer, in: dest)
    }
    buffer.markChanged()  // The same pixels, declared to be anywhere: uploaded and drawn whole.
    let whole = try sdl.render(size: canvas, background: background) { $0.pixels(buffer, in: dest) }
    let inked = PixelAssert(whole).coverage(of: yellow, over: background)
    #expect(inked > 20, "the dust shows: \(inked)")
    #expect(bounded == whole)
  }

  @Test func scaleOneCoversOnePixelPerPoint() throws {
    // The counterpart of the HiDPI test: the same rect at 1× covers 10 × 10 px.
    let image = try sdl.render(size: Size(50, 40), background: background) {
      $0.fillRect(Rect(x: 10, y: 10, width: 10, height: 10), color: fill)
    }
    let px = PixelAssert(image)
    let area = px.coverage(of: fill, over: background)
    px.expect(abs(area - 100) <= 10, "covers 10 × 10 = 100 px: \(area)")
    px.finish()
  }
}

/// Distance from a point to an open polyline (all in Float, pixels).
private enum PolygonChecks2 {
  static func distance(_ p: Vec2, toPolyline points: [Vec2]) -> Float {
    var best = Float.infinity
    for i in 0..<(points.count - 1) {
      let a = points[i]
      let d = points[i + 1] - a
      let t = max(0, min(1, (p - a).dot(d) / d.lengthSquared))
      best = min(best, (a + d * t - p).length)
    }
    return best
  }
}

/// Hue in degrees 0..<360.
private func hue(_ c: Color) -> Float {
  let r = Float(c.r) / 255
  let g = Float(c.g) / 255
  let b = Float(c.b) / 255
  let hi = max(r, g, b)
  let lo = min(r, g, b)
  let d = hi - lo
  guard d > 0 else { return 0 }
  var h: Float
  if hi == r {
    h = (g - b) / d
  } else if hi == g {
    h = (b - r) / d + 2
  } else {
    h = (r - g) / d + 4
  }
  h *= 60
  return h < 0 ? h + 360 : h
}
