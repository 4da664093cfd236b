import TactileCore

extension PixelSurface {
  /// Blends the pixels `source` of `image` (straight-alpha ARGB), one per pixel, over this
  /// surface with their top-left corner at (`x`, `y`), each multiplied by `tint` (white at
  /// full opacity leaves them as they are), clipped to `clip`. A text run from an atlas page
  /// is white, coloured by its tint.
  ///
  /// Written for text, the most pixels a frame blends: four transparent pixels in a row (the
  /// gaps between glyphs and lines) are skipped at once, and a white pixel takes the tint's
  /// colour without a multiply. The pixels are those of blending each one by one.
  public func blend(
    _ image: PixelSurface, source: PixelBox, atX x: Int, y: Int, tint: Color, clip: PixelBox
  ) {
    let dx0 = max(x, clip.x0, 0)
    let dy0 = max(y, clip.y0, 0)
    let dx1 = min(x + source.width, clip.x1, width)
    let dy1 = min(y + source.height, clip.y1, height)
    guard dx0 < dx1, dy0 < dy1, tint.a > 0 else { return }
    let blender = TintedBlend(tint)
    for row in dy0..<dy1 {
      let src = image.row(source.y0 + row - y) + (source.x0 - x + dx0)
      blender.blend(src, over: self.row(row) + dx0, count: dx1 - dx0)
    }
  }
}

/// One row of straight-alpha ARGB pixels multiplied by a tint and blended like SDL.
private struct TintedBlend {
  let tr: UInt32
  let tg: UInt32
  let tb: UInt32
  let ta: UInt32
  /// The tint's colour, what a white pixel becomes.
  let rgb: UInt32

  init(_ tint: Color) {
    tr = UInt32(tint.r)
    tg = UInt32(tint.g)
    tb = UInt32(tint.b)
    ta = UInt32(tint.a)
    rgb = tint.rgb
  }

  @inline(__always)
  func blend(
    _ src: UnsafeMutablePointer<UInt32>, over dst: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    var i = 0
    // Four at a time while all four are transparent.
    while i + 4 <= count {
      if (src[i] | src[i + 1] | src[i + 2] | src[i + 3]) >> 24 == 0 {
        i += 4
        continue
      }
      for k in i..<(i + 4) { dst[k] = pixel(src[k], over: dst[k]) }
      i += 4
    }
    while i < count {
      dst[i] = pixel(src[i], over: dst[i])
      i += 1
    }
  }

  @inline(__always) func pixel(_ s: UInt32, over d: UInt32) -> UInt32 {
    let a = ta == 255 ? s >> 24 : PixelSurface.mul255(s >> 24, ta)
    guard a > 0 else { return d }
    let c =
      s | 0xFF00_0000 == 0xFFFF_FFFF
      ? rgb
      : PixelSurface.mul255(s >> 16 & 0xFF, tr) << 16 | PixelSurface.mul255(s >> 8 & 0xFF, tg) << 8
        | PixelSurface.mul255(s & 0xFF, tb)
    return a == 255 ? 0xFF00_0000 | c : PixelSurface.blend(rgb: c, alpha: a, over: d)
  }
}
