import TactileCore

extension PixelSurface {
  /// Blends the pixels `source` of `image` (straight-alpha ARGB), one per pixel, over this
  /// surface with their top-left corner at (`x`, `y`), each multiplied by `tint` (white at
  /// full opacity leaves them as they are), clipped to `clip`. A text run from an atlas page
  /// is white, coloured by its tint.
  public func blend(
    _ image: PixelSurface, source: PixelBox, atX x: Int, y: Int, tint: Color, clip: PixelBox
  ) {
    let dx0 = max(x, clip.x0, 0)
    let dy0 = max(y, clip.y0, 0)
    let dx1 = min(x + source.width, clip.x1, width)
    let dy1 = min(y + source.height, clip.y1, height)
    guard dx0 < dx1, dy0 < dy1, tint.a > 0 else { return }
    let tr = UInt32(tint.r)
    let tg = UInt32(tint.g)
    let tb = UInt32(tint.b)
    let ta = UInt32(tint.a)
    let plain = tr == 255 && tg == 255 && tb == 255
    for row in dy0..<dy1 {
      let src = image.row(source.y0 + row - y) + (source.x0 - x)
      let dst = self.row(row)
      for col in dx0..<dx1 {
        let s = src[col]
        let a = PixelSurface.mul255(s >> 24, ta)
        guard a > 0 else { continue }
        let rgb =
          plain
          ? s & 0xFF_FFFF
          : PixelSurface.mul255(s >> 16 & 0xFF, tr) << 16
            | PixelSurface.mul255(s >> 8 & 0xFF, tg) << 8 | PixelSurface.mul255(s & 0xFF, tb)
        dst[col] =
          a == 255 ? 0xFF00_0000 | rgb : PixelSurface.blend(rgb: rgb, alpha: a, over: dst[col])
      }
    }
  }
}
