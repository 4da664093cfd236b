import TactileCore
import Testing

@testable import TactileSoftware

/// Composites `layer` over `target` through `polygon` (pixels) with one fresh compositor.
private func composite(
  _ layer: TestCanvas, over target: TestCanvas, through polygon: [Vec2], opacity: UInt8,
  clip: PixelBox
) {
  var compositor = LayerCompositor()
  layer.with { src in
    target.with { dst in
      polygon.withUnsafeBufferPointer {
        compositor.composite(src, over: dst, through: $0, opacity: opacity, clip: clip)
      }
    }
  }
}

@Test func aLayerShowsThroughItsPolygonOnly() {
  let layer = TestCanvas(width: 20, height: 10, fill: 0xFF11_2233)
  let target = TestCanvas(width: 20, height: 10, fill: 0xFF00_0000)
  // x from 4.5 to 12.25: pixel 4 half covered, 5…11 whole, 12 a quarter.
  let poly = [Vec2(4.5, 2), Vec2(12.25, 2), Vec2(12.25, 8), Vec2(4.5, 8)]
  composite(layer, over: target, through: poly, opacity: 255, clip: target.bounds)
  #expect(target[8, 5] == 0xFF11_2233)
  #expect(target[8, 1] == 0xFF00_0000 && target[8, 8] == 0xFF00_0000)
  #expect(target[3, 5] == 0xFF00_0000 && target[13, 5] == 0xFF00_0000)
  #expect(TestCanvas.red(target[4, 5]) == 9)  // 0x11 × ½
  #expect(TestCanvas.red(target[12, 5]) == 4)  // 0x11 × ¼
}

@Test func compositingHonoursOpacityAndTheClip() {
  let layer = TestCanvas(width: 10, height: 10, fill: 0xFFFF_FFFF)
  let target = TestCanvas(width: 10, height: 10, fill: 0xFF00_0000)
  composite(
    layer, over: target, through: [Vec2(0, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10)],
    opacity: 128, clip: PixelBox(x0: 0, y0: 0, x1: 5, y1: 10))
  #expect(TestCanvas.red(target[2, 2]) == 128)
  #expect(target[7, 2] == 0xFF00_0000)
}

@Test func scalingAveragesTheSourceUnderEachPixel() {
  // A 4 × 4 image: left half opaque white, right half clear; shrunk to 2 × 2.
  let image = TestCanvas(width: 4, height: 4, fill: 0)
  for y in 0..<4 { for x in 0..<2 { image.pixels[y * 4 + x] = 0xFFFF_FFFF } }
  let target = TestCanvas(width: 4, height: 4, fill: 0xFF00_0000)
  let mips = image.with { MipmappedImage($0) }
  target.with { dst in
    ImageScaler.draw(
      mips, into: dst, rect: Rect(x: 1, y: 1, width: 2, height: 2), tint: .white,
      clip: target.bounds)
  }
  #expect(target[1, 1] == 0xFFFF_FFFF && target[1, 2] == 0xFFFF_FFFF)
  #expect(target[2, 1] == 0xFF00_0000)  // clear stays clear (no dark fringe either)
  #expect(target[0, 0] == 0xFF00_0000 && target[3, 3] == 0xFF00_0000)  // outside the rect
}

@Test func mipmapsHalveDownToOnePixelAndDrawLikeTheImage() {
  let image = TestCanvas(width: 8, height: 6, fill: 0)
  for y in 0..<6 { for x in 0..<4 { image.pixels[y * 8 + x] = 0xFFFF_FFFF } }
  let mips = image.with { MipmappedImage($0) }
  #expect(mips.levels.map(\.width) == [8, 4, 2, 1] && mips.levels.map(\.height) == [6, 3, 2, 1])
  #expect(mips.level(atLeast: 4, 3) == 1 && mips.level(atLeast: 5, 3) == 0)
  #expect(mips.level(atLeast: 0.5, 0.5) == 3)
  // Drawn at 4 × 3 from level 1: the left half white, the right half untouched.
  let target = TestCanvas(width: 4, height: 3, fill: 0xFF00_0000)
  target.with {
    ImageScaler.draw(
      mips, into: $0, rect: Rect(x: 0, y: 0, width: 4, height: 3), tint: .white,
      clip: target.bounds)
  }
  #expect(target[0, 1] == 0xFFFF_FFFF && target[1, 2] == 0xFFFF_FFFF)
  #expect(target[2, 1] == 0xFF00_0000 && target[3, 0] == 0xFF00_0000)
}

/// A window shrunk below the page's content leaves clips wholly below or right of the
/// surfaces: nothing is drawn, nothing traps.
@Test(arguments: [
  PixelBox(x0: 0, y0: 200, x1: 10, y1: 300), PixelBox(x0: 0, y0: 12, x1: 10, y1: 11),
  PixelBox(x0: 50, y0: 0, x1: 60, y1: 10), PixelBox(x0: -5, y0: -9, x1: -1, y1: -2),
])
func aClipOutsideTheSurfacesCompositesNothing(clip: PixelBox) {
  let layer = TestCanvas(width: 10, height: 10, fill: 0xFFFF_FFFF)
  let target = TestCanvas(width: 10, height: 10, fill: 0xFF00_0000)
  composite(
    layer, over: target, through: [Vec2(0, 0), Vec2(10, 0), Vec2(10, 300), Vec2(0, 300)],
    opacity: 255, clip: clip)
  #expect((0..<10).allSatisfy { x in (0..<10).allSatisfy { target[x, $0] == 0xFF00_0000 } })
}
