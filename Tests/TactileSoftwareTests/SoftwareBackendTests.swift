import Foundation
import TactileCore
import Testing

@testable import TactileSoftware

private let red = Color(r: 200, g: 30, b: 30)
private let blue = Color(r: 30, g: 40, b: 200)
private let green = Color(r: 40, g: 200, b: 90)

/// Draws `build`'s list (points = pixels) after clearing to `clear`; returns every pixel.
private func render(
  _ backend: SoftwareBackend, clear: Color?, _ build: (inout DrawList) -> Void
) -> [UInt32] {
  var list = DrawList()
  build(&list)
  var batches = BatchList()
  batches.tessellatesLayers = false
  if let clear { backend.clear(to: clear) }
  batches.build(
    list, scale: 1, pixelSize: (backend.output.width, backend.output.height), atlas: nil
  ) { backend.draw($0, atlas: nil) }
  let out = backend.output
  return (0..<out.height).flatMap { y in (0..<out.width).map { out.row(y)[$0] } }
}

@Test func aFrameClearedTwiceLooksClearedOnce() throws {
  let backend = try SoftwareBackend(width: 20, height: 10)
  // The page's background covers the frame: the first clear is never seen.
  let page = render(backend, clear: red) {
    $0.fillRect(Rect(x: 0, y: 0, width: 20, height: 10), color: blue)
    $0.fillRect(Rect(x: 2, y: 2, width: 4, height: 4), color: green)
  }
  #expect(page.filter { $0 == blue.argb }.count == 200 - 16)
  #expect(page.filter { $0 == green.argb }.count == 16)
  // Without a background the clear shows.
  let bare = render(backend, clear: red) {
    $0.fillRect(Rect(x: 2, y: 2, width: 4, height: 4), color: green)
  }
  #expect(bare.filter { $0 == red.argb }.count == 200 - 16)
  // Read back without drawing: the clear.
  backend.clear(to: blue)
  #expect(backend.output.row(9)[19] == blue.argb)
}

@Test func aLayerFilledWholeKeepsNothingOfItsLastFrame() throws {
  let backend = try SoftwareBackend(width: 20, height: 10)
  let window = [Vec2(0, 0), Vec2(20, 0), Vec2(20, 10), Vec2(0, 10)]
  func frame(_ background: Color, _ square: Rect?) -> [UInt32] {
    render(backend, clear: .black) {
      $0.beginLayer(LayerID(1), clearColor: background.withOpacity(0))
      $0.fillRect(Rect(x: 0, y: 0, width: 20, height: 10), color: background)
      if let square { $0.fillRect(square, color: green) }
      $0.endLayer()
      $0.texturedPolygon(layer: LayerID(1), window)
    }
  }
  _ = frame(blue, Rect(x: 2, y: 2, width: 4, height: 4))
  let second = frame(red, nil)
  #expect(second.allSatisfy { $0 == red.argb })
}

@Test(arguments: [Float(1), 2])
func aCardOverItsShadowLooksAsIfTheShadowWereDrawnWhole(scale: Float) throws {
  let card = Rect(x: 20.5, y: 12, width: 110, height: 70.3)
  var list = DrawList()
  list.fillRect(Rect(x: 0, y: 0, width: 160, height: 100), color: blue)
  list.shadow(card.offsetBy(Vec2(0, 2)), cornerRadius: 10, blur: 10, color: .black)
  list.fillRect(card, color: green, cornerRadius: 10)
  var batches = BatchList()
  batches.tessellatesLayers = false
  let (w, h) = (Int(160 * scale), Int(100 * scale))
  let backend = try SoftwareBackend(width: w, height: h)
  var hiddenBoxes = 0
  batches.build(list, scale: scale, pixelSize: (w, h), atlas: nil) {
    for part in $0.parts { if case .shapes(_?) = part.kind { hiddenBoxes += 1 } }
    backend.draw($0, atlas: nil)
  }
  #expect(hiddenBoxes == 1)
  // The same triangles drawn whole over the background (a clear), one after the other.
  let reference = TestCanvas(width: w, height: h, fill: blue.argb)
  reference.with { out in
    TriangleRasterizer.draw(batches.mesh, into: out, clip: reference.bounds)
  }
  var differing = 0
  for y in 0..<h {
    for x in 0..<w where backend.output.row(y)[x] != reference[x, y] { differing += 1 }
  }
  #expect(differing == 0)
}

@Test func twoThreadsDrawThePixelsOneDraws() throws {
  // Large enough to be shared between threads; the shapes, the clip, the pixel buffer and the
  // layer seen through a polygon all cross the edge of a strip (row 135).
  let (w, h) = (1920, 1080)
  #expect(w * h >= SoftwareBackend.parallelPixels)
  let ink = PixelBuffer(width: 40, height: 100)
  for i in ink.pixels.indices { ink.pixels[i] = UInt32(i % 251) << 24 | 0xFF_FFFF }
  func frame(threads: Int) throws -> [UInt32] {
    let backend = try SoftwareBackend(width: w, height: h)
    backend.threads = threads
    var result: [UInt32] = []
    for step in 0..<3 {  // Frames after the first keep the layer's pixels and clear only some.
      result = render(backend, clear: .black) {
        $0.fillRect(Rect(x: 0, y: 0, width: 300, height: 240), color: blue)
        $0.beginLayer(LayerID(1), clearColor: green.withOpacity(0))
        $0.fillRect(Rect(x: 10, y: 30, width: 200, height: 190), color: red, cornerRadius: 30)
        $0.endLayer()
        $0.shadow(
          Rect(x: 40, y: 50 + Float(step), width: 150, height: 140), cornerRadius: 14, blur: 12,
          color: .black)
        $0.fillRect(Rect(x: 40, y: 48, width: 150, height: 140), color: green, cornerRadius: 14)
        $0.pushClip(Rect(x: 20, y: 100, width: 250, height: 41))
        $0.fillPolygon(
          [Vec2(0, 90), Vec2(290, 110.5), Vec2(150, 160.3)], color: red.withOpacity(0.5))
        $0.popClip()
        $0.pixels(ink, in: Rect(x: 220, y: 70, width: 40, height: 100), tint: .white)
        let start = $0.pointCount
        for k in 0..<24 {
          let a = Float(k) / 24 * 2 * .pi
          $0.addPoint(Vec2(150 + 90 * cos(a), 120 + 80 * sin(a) + Float(step)))
        }
        $0.texturedPolygon(layer: LayerID(1), points: start..<$0.pointCount, opacity: 0.8)
      }
    }
    return result
  }
  let one = try frame(threads: 1)
  #expect(try one == frame(threads: 2))
  #expect(Set(one).count > 20)
}
