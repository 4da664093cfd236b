import TactileCore
import Testing

@testable import TactileSoftware

/// An emoji-like image: an opaque disc with a soft edge, coloured, on transparency.
private func disc(size: Int) -> MipmappedImage {
  let image = TestCanvas(width: size, height: size, fill: 0)
  let c = Float(size) / 2
  for y in 0..<size {
    for x in 0..<size {
      let d =
        ((Float(x) + 0.5 - c) * (Float(x) + 0.5 - c) + (Float(y) + 0.5 - c) * (Float(y) + 0.5 - c))
        .squareRoot()
      let a = max(0, min(1, c - d))
      image.pixels[y * size + x] =
        UInt32(a * 255) << 24 | UInt32(x * 255 / size) << 16 | 0x80 << 8 | UInt32(y * 255 / size)
    }
  }
  return image.with { MipmappedImage($0) }
}

/// Draws `image` over a fresh grey canvas and returns its pixels.
private func drawn(
  _ image: MipmappedImage, rect: Rect, tint: Color = .white, clip: PixelBox? = nil
) -> [UInt32] {
  let target = TestCanvas(width: 40, height: 40, fill: 0xFF40_4040)
  target.with {
    ImageScaler.draw(image, into: $0, rect: rect, tint: tint, clip: clip ?? target.bounds)
  }
  return target.pixels
}

/// An emoji scaled once for the size it is shown at draws the pixels it drew scaled every
/// time, wherever its whole-pixel origin lies and however it is clipped.
@Test(arguments: [
  Rect(x: 3, y: 5, width: 17.4311926, height: 17.4311926),
  Rect(x: -4, y: 30, width: 21.1, height: 19.9), Rect(x: 10, y: 10, width: 1, height: 1),
])
func aPreparedEmojiDrawsThePixelsItWouldBeScaledTo(rect: Rect) {
  let unprepared = drawn(disc(size: 109), rect: rect)
  let image = disc(size: 109)
  image.prepare(shownAt: rect.width, rect.height)
  #expect(image.shown(rect.width, rect.height) != nil)
  #expect(drawn(image, rect: rect) == unprepared)
  let clip = PixelBox(x0: 6, y0: 7, x1: 15, y1: 33)
  #expect(drawn(image, rect: rect, clip: clip) == drawn(disc(size: 109), rect: rect, clip: clip))
}

/// What the prepared pixels cannot give is scaled as before: a fractional origin, another
/// size, a tint that is not opaque white.
@Test func aPreparedEmojiElsewhereOrTintedIsScaledAsBefore() {
  let image = disc(size: 109)
  image.prepare(shownAt: 17, 17)
  let fresh = disc(size: 109)
  for (rect, tint) in [
    (Rect(x: 3.5, y: 5, width: 17, height: 17), Color.white),
    (Rect(x: 3, y: 5, width: 18, height: 17), Color.white),
    (Rect(x: 3, y: 5, width: 17, height: 17), Color(r: 255, g: 255, b: 255, a: 128)),
  ] {
    #expect(drawn(image, rect: rect, tint: tint) == drawn(fresh, rect: rect, tint: tint))
  }
}

/// An image keeps a few sizes prepared, the latest ones.
@Test func anImageKeepsItsLatestShownSizes() {
  let image = disc(size: 32)
  for size in 1...(MipmappedImage.shownSizes + 2) {
    image.prepare(shownAt: Float(size) * 3, Float(size) * 3)
    image.prepare(shownAt: Float(size) * 3, Float(size) * 3)
  }
  #expect(image.shown.count == MipmappedImage.shownSizes)
  #expect(image.shown(3, 3) == nil && image.shown(6, 6) == nil)
  #expect(
    image.shown(Float(MipmappedImage.shownSizes + 2) * 3, Float(MipmappedImage.shownSizes + 2) * 3)
      != nil)
}
