import TactileCore
import Testing

@testable import TactileSoftware

@Test func blendingFollowsTheStraightAlphaFormula() {
  for a in stride(from: UInt32(1), through: 254, by: 23) {
    for d in [UInt32(0), 0x80, 0xFF] {
      let dst = 0xFF00_0000 | d << 16 | d << 8 | d
      let out = PixelSurface.blend(rgb: 0xFF_8000, alpha: a, over: dst)
      let exactR = (255 * Double(a) + Double(d) * Double(255 - a)) / 255
      let exactG = (128 * Double(a) + Double(d) * Double(255 - a)) / 255
      #expect(abs(Double(TestCanvas.red(out)) - exactR) <= 0.5 + 1e-9)
      #expect(abs(Double((out >> 8) & 0xFF) - exactG) <= 0.5 + 1e-9)
      #expect(out >> 24 == 255)  // over an opaque pixel
    }
  }
  #expect(PixelSurface.blend(0x8012_3456, over: 0xFF00_0000, k: 0) == 0xFF00_0000)
  #expect(PixelSurface.blend(0xFF12_3456, over: 0xFF00_0000, k: 255) == 0xFF12_3456)
}

@Test func trianglesSharingAnEdgeCoverEachPixelOnce() {
  // A translucent square as two triangles: any pixel blended twice would be darker red.
  let canvas = TestCanvas(width: 20, height: 20, fill: 0xFF00_0000)
  let red = Color(r: 255, g: 0, b: 0, a: 128)
  let a = Vec2(2.3, 3.7)
  let b = Vec2(17.6, 2.1)
  let c = Vec2(16.2, 18.4)
  let d = Vec2(3.1, 15.9)
  canvas.with {
    TriangleRasterizer.draw(mesh([a, b, c, a, c, d], color: red), into: $0, clip: canvas.bounds)
  }
  var covered = 0
  for y in 0..<20 {
    for x in 0..<20 where canvas[x, y] != 0xFF00_0000 {
      covered += 1
      #expect(TestCanvas.red(canvas[x, y]) == 128, "(\(x), \(y)) blended once")
    }
  }
  // The quad's area, in whole pixel centres (±the outline's length).
  #expect(covered > 180 && covered < 240, "\(covered)")
}

@Test func aTriangleCoversThePixelCentresInsideIt() {
  let canvas = TestCanvas(width: 10, height: 10, fill: 0)
  let white = Color.white
  canvas.with {
    TriangleRasterizer.draw(
      mesh([Vec2(0, 0), Vec2(10, 0), Vec2(0, 10)], color: white), into: $0, clip: canvas.bounds)
  }
  for y in 0..<10 {
    for x in 0..<10 {
      // Centre (x + 0.5, y + 0.5) is inside when x + y + 1 < 10 (the diagonal is shared
      // with nothing here; centres exactly on it may go either way).
      let s = x + y + 1
      if s < 10 { #expect(canvas[x, y] == 0xFFFF_FFFF) }
      if s > 10 { #expect(canvas[x, y] == 0) }
    }
  }
}

@Test func vertexColoursAreInterpolatedAndClipped() {
  let canvas = TestCanvas(width: 30, height: 10, fill: 0xFF00_0000)
  var m = Mesh()
  // A 30 px wide strip fading from opaque white (left) to clear (right).
  let opaque = Color.white
  let clear = Color(r: 255, g: 255, b: 255, a: 0)
  m.vertices = [
    MeshVertex(Vec2(0, 0), opaque), MeshVertex(Vec2(30, 0), clear),
    MeshVertex(Vec2(30, 10), clear), MeshVertex(Vec2(0, 10), opaque),
  ]
  m.indices = [0, 1, 2, 0, 2, 3]
  canvas.with { TriangleRasterizer.draw(m, into: $0, clip: PixelBox(x0: 0, y0: 0, x1: 20, y1: 10)) }
  let left = TestCanvas.red(canvas[1, 5])
  let middle = TestCanvas.red(canvas[15, 5])
  #expect(left > 240 && middle > 110 && middle < 145)
  #expect(canvas[25, 5] == 0xFF00_0000)  // clipped away
}

@Test func theScannerFindsTheCrossingsOfEachRow() {
  var scanner = PolygonScanner()
  // A "U": the square 2…8 with the notch x 4…6, y 4…8 cut from its bottom.
  let outline = [
    Vec2(2, 2), Vec2(8, 2), Vec2(8, 8), Vec2(6, 8), Vec2(6, 4), Vec2(4, 4), Vec2(4, 8),
    Vec2(2, 8),
  ]
  let rows = outline.withUnsafeBufferPointer { scanner.begin($0, rows: 0..<10) }
  #expect(rows == 2..<8)
  scanner.scan(row: 3)
  #expect(scanner.crossings == [2, 8])
  scanner.scan(row: 5)
  #expect(scanner.crossings == [2, 4, 6, 8])
}

/// Coordinates far past `Int`'s range (or ∞ in an extent) cover what they cover of the
/// surface, without trapping in a conversion to `Int`.
@Test(arguments: [Float(1e19), 3e38, -1e19, -3e38])
func hugeCoordinatesAreClippedNotTrapped(far: Float) {
  let canvas = TestCanvas(width: 10, height: 10, fill: 0xFF00_0000)
  canvas.with {
    TriangleRasterizer.draw(
      mesh([Vec2(0, 0), Vec2(far, 5), Vec2(0, 10)], color: .white), into: $0,
      clip: PixelBox(x0: 0, y0: 0, x1: 10, y1: 10))
  }
  if far == 1e19 { #expect(canvas[0, 5] == 0xFFFF_FFFF) }  // (3e38 overflows the area to ∞.)
  var scanner = PolygonScanner()
  let outline = [Vec2(2, -far), Vec2(far, far), Vec2(-far, 8)]
  let rows = outline.withUnsafeBufferPointer { scanner.begin($0, rows: 0..<10) }
  #expect(rows.lowerBound >= 0 && rows.upperBound <= 10)
  for y in rows { scanner.scan(row: y) }
}

@Test func pixelIndicesAreClampedBeforeConversion() {
  #expect(Int(pixelIndex: 2.5, .up) == 3)
  #expect(Int(pixelIndex: -2.5, .down) == -3)
  #expect(Int(pixelIndex: 1e19, .up) == Int.pixelIndexLimit)
  #expect(Int(pixelIndex: -.infinity, .up) == -Int.pixelIndexLimit)
  #expect(Int(pixelIndex: .nan, .down) == -Int.pixelIndexLimit)
}

/// Rounding up and down by converting: the library's rounding, for whole values, halves,
/// values next to whole ones, both signs, the largest in range and a spread from a fixed seed.
@Test func pixelIndicesRoundAsTheLibraryDoes() {
  var values: [Float] = [0, -0.0, 0.5, -0.5, 1, -1, 1e-30, -1e-30, 8_388_607.5, 536_870_912]
  for whole: Float in [1, 2, 1000, 8_388_608, 16_777_216] {
    values += [whole, -whole, whole.nextUp, whole.nextDown, -whole.nextUp, -whole.nextDown]
  }
  var random = SeededRandom(seed: 7)
  for _ in 0..<10_000 { values.append(random.float(in: -2_000...2_000)) }
  for v in values {
    #expect(Int(pixelIndex: v, .up) == Int(v.rounded(.up)), "\(v)")
    #expect(Int(pixelIndex: v, .down) == Int(v.rounded(.down)), "\(v)")
  }
}

@Test func texturedTrianglesSampleTheNearestTexelTimesTheVertexColour() {
  // A 2 × 2 texture (red, green / blue, half-transparent white) over an 8 × 8 pixel quad.
  var texels: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x80FF_FFFF]
  let canvas = TestCanvas(width: 8, height: 8, fill: 0xFF00_0000)
  var m = Mesh()
  let half = Color(r: 255, g: 255, b: 255, a: 255)
  m.vertices = [
    MeshVertex(Vec2(0, 0), half, uv: Vec2(0, 0)), MeshVertex(Vec2(8, 0), half, uv: Vec2(1, 0)),
    MeshVertex(Vec2(8, 8), half, uv: Vec2(1, 1)), MeshVertex(Vec2(0, 8), half, uv: Vec2(0, 1)),
  ]
  m.indices = [0, 1, 2, 0, 2, 3]
  texels.withUnsafeMutableBufferPointer { t in
    let texture = PixelSurface(base: t.baseAddress!, width: 2, height: 2, stride: 2)
    canvas.with { TriangleRasterizer.draw(m, texture: texture, into: $0, clip: canvas.bounds) }
  }
  #expect(canvas[1, 1] == 0xFFFF_0000)
  #expect(canvas[6, 1] == 0xFF00_FF00)
  #expect(canvas[1, 6] == 0xFF00_00FF)
  #expect(TestCanvas.red(canvas[6, 6]) == 128)  // White at alpha 0.5 over black.
  // A vertex colour multiplies the texel: a grey quad halves the red.
  let grey = Color(r: 128, g: 128, b: 128, a: 255)
  for i in m.vertices.indices { m.vertices[i].color = grey }
  let dim = TestCanvas(width: 8, height: 8, fill: 0xFF00_0000)
  texels.withUnsafeMutableBufferPointer { t in
    let texture = PixelSurface(base: t.baseAddress!, width: 2, height: 2, stride: 2)
    dim.with { TriangleRasterizer.draw(m, texture: texture, into: $0, clip: dim.bounds) }
  }
  #expect(TestCanvas.red(dim[1, 1]) == 128)
}

@Test(arguments: [Float(1), 1.5, 2])
func theOpaquePixelsOfAFillAreSetToItsColour(scale: Float) {
  let colour = Color(r: 10, g: 200, b: 120)
  let sentinel: UInt32 = 0x1234_5678
  for radius: Float in [0, 0.4, 3, 12, 40] {
    for offset: Float in [0, 0.3, 0.5, 0.77] {
      let rect = Rect(x: 3 + offset, y: 2 + offset / 2, width: 90.6 - offset, height: 61 + offset)
      var tessellator = Tessellator()
      _ = tessellator.appendShape(
        .fillRect(rect, cornerRadius: radius, color: colour), points: [], scale: scale)
      let canvas = TestCanvas(width: 200, height: 150, fill: sentinel)
      canvas.with { TriangleRasterizer.draw(tessellator.mesh, into: $0, clip: canvas.bounds) }
      guard let box = Tessellator.opaquePixels(ofFill: rect, cornerRadius: radius, scale: scale)
      else {
        Issue.record("a large fill sets some pixels whole")
        continue
      }
      var wrong = 0
      for y in box.y0..<box.y1 {
        for x in box.x0..<box.x1 where canvas[x, y] != colour.argb { wrong += 1 }
      }
      #expect(wrong == 0, "radius \(radius), offset \(offset)")
      // Not trivially small: the box leaves at most the corners' cut and a few pixels a side.
      let cut = (radius * scale * 0.3).rounded(.up) + 4
      #expect(Float(box.width) >= rect.width * scale - 2 * cut)
      #expect(Float(box.height) >= rect.height * scale - 2 * cut)
    }
  }
  // Too small to be sure of any pixel.
  #expect(
    Tessellator.opaquePixels(
      ofFill: Rect(x: 0, y: 0, width: 3, height: 3), cornerRadius: 1, scale: 1) == nil)
}

@Test func hiddenPixelsOfOneColourTrianglesAreLeftAsTheyAre() {
  let colour = Color(r: 10, g: 200, b: 120, a: 100)
  let m = mesh(
    [Vec2(0, 0), Vec2(40, 0), Vec2(40, 30), Vec2(0, 0), Vec2(40, 30), Vec2(0, 30)], color: colour)
  let whole = TestCanvas(width: 40, height: 30, fill: 0xFF00_0000)
  whole.with { TriangleRasterizer.draw(m, into: $0, clip: whole.bounds) }
  let holed = TestCanvas(width: 40, height: 30, fill: 0xFF00_0000)
  let hidden = PixelBox(x0: 5, y0: 4, x1: 30, y1: 20)
  holed.with { TriangleRasterizer.draw(m, into: $0, clip: holed.bounds, hidden: hidden) }
  for y in 0..<30 {
    for x in 0..<40 {
      let inside = hidden.x0 <= x && x < hidden.x1 && hidden.y0 <= y && y < hidden.y1
      #expect(holed[x, y] == (inside ? 0xFF00_0000 : whole[x, y]))
    }
  }
}
