import Testing

@testable import TactileCore

@Test(arguments: [Float(1), 2])
func inkSpritesAreTelegramDesktopsFiveRoundedRects(scale: Float) {
  // 2 × 1.5, 1.75 × 1.5, 1.5 × 1.5, 1.5 × 1.75 and 1.5 × 2 pt, radius 0.75 pt, 1 px into a
  // square of 2 + ⌈2 × scale⌉ px: each covers the rounded rect's area, w·h − (4 − π)·r².
  let sprites = InkSprites(sizeRange: 1.5...2, scale: scale)
  let extent = 2 + Int((2 * scale).rounded(.up))
  #expect(sprites.extent == extent)
  let sides: [(Float, Float)] = [(2, 1.5), (1.75, 1.5), (1.5, 1.5), (1.5, 1.75), (1.5, 2)]
  for (k, (w, h)) in sides.enumerated() {
    let r = 0.75 * scale
    let area = w * h * scale * scale - (4 - Float.pi) * r * r
    let shape = sprites.coverage[(k * extent * extent)..<((k + 1) * extent * extent)]
    #expect(abs(shape.reduce(0, +) - area) <= 0.02 * area, "sprite \(k): \(shape)")
    // Nothing in the first row or column: the shape starts 1 px in.
    #expect((0..<extent).allSatisfy { shape[k * extent * extent + $0] == 0 })
    #expect((0..<extent).allSatisfy { shape[k * extent * extent + $0 * extent] == 0 })
  }
}
