import TactileCore
import Testing

@testable import TactileSoftware

/// One pixel of `blend(_:source:atX:y:tint:clip:)` as its contract states it: the source
/// pixel multiplied by the tint, then blended like SDL.
private func reference(_ s: UInt32, tint: Color, over d: UInt32) -> UInt32 {
  let a = PixelSurface.mul255(s >> 24, UInt32(tint.a))
  guard a > 0 else { return d }
  let rgb =
    PixelSurface.mul255(s >> 16 & 0xFF, UInt32(tint.r)) << 16
    | PixelSurface.mul255(s >> 8 & 0xFF, UInt32(tint.g)) << 8
    | PixelSurface.mul255(s & 0xFF, UInt32(tint.b))
  return a == 255 ? 0xFF00_0000 | rgb : PixelSurface.blend(rgb: rgb, alpha: a, over: d)
}

/// Text-like pixels: runs of transparent ones (some longer than four), white ones of every
/// coverage, runs of opaque white ones, and a few of other colours, from a fixed seed.
private func textLikeImage(width: Int, height: Int, seed: UInt64) -> TestCanvas {
  var random = SplitMix(seed: seed)
  let image = TestCanvas(width: width, height: height, fill: 0)
  var i = 0
  while i < image.pixels.count {
    var run = 1
    switch random.next() % 9 {
    case 0, 1, 2, 3: image.pixels[i] = UInt32(random.next() % 2) * 0x00FF_FFFF
    case 4, 5: image.pixels[i] = UInt32(random.next() % 256) << 24 | 0xFF_FFFF
    case 6: image.pixels[i] = 0xFFFF_FFFF
    case 7:
      run = min(4 + Int(random.next() % 6), image.pixels.count - i)
      for k in i..<(i + run) { image.pixels[k] = 0xFFFF_FFFF }
    default: image.pixels[i] = UInt32(truncatingIfNeeded: random.next())
    }
    i += run
  }
  return image
}

/// A small deterministic generator for the test images.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The fast paths (four pixels blended at once, four transparent ones skipped, a white pixel
/// or four taking the tint's colour) give every pixel its contract's value, for every kind of tint, at odd widths and
/// offsets and under a clip.
@Test(arguments: [
  Color(r: 255, g: 255, b: 255, a: 255), Color(r: 255, g: 255, b: 255, a: 90),
  Color(r: 17, g: 130, b: 240, a: 255), Color(r: 200, g: 40, b: 9, a: 171),
])
func blittedTextIsEachPixelBlendedByItself(tint: Color) {
  let image = textLikeImage(width: 37, height: 9, seed: UInt64(tint.argbForTests))
  let target = textLikeImage(width: 50, height: 14, seed: 7)
  let expected = target.pixels
  let source = PixelBox(x0: 2, y0: 1, x1: 35, y1: 9)
  let clip = PixelBox(x0: 4, y0: 0, x1: 47, y1: 11)
  let (x, y) = (3, 2)
  image.with { src in
    target.with { dst in dst.blend(src, source: source, atX: x, y: y, tint: tint, clip: clip) }
  }
  var mismatches = 0
  for ty in 0..<target.height {
    for tx in 0..<target.width {
      let inside =
        tx >= max(x, clip.x0) && tx < min(x + source.width, clip.x1) && ty >= max(y, clip.y0)
        && ty < min(y + source.height, clip.y1)
      let before = expected[ty * target.width + tx]
      let want =
        inside
        ? reference(image[source.x0 + tx - x, source.y0 + ty - y], tint: tint, over: before)
        : before
      if target[tx, ty] != want { mismatches += 1 }
    }
  }
  #expect(mismatches == 0)
}

extension Color {
  fileprivate var argbForTests: UInt32 { UInt32(a) << 24 | rgb }
}
