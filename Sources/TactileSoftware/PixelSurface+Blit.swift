import TactileCore

extension PixelSurface {
  /// Blends the pixels `source` of `image` (straight-alpha ARGB), one per pixel, over this
  /// surface with their top-left corner at (`x`, `y`), each multiplied by `tint` (white at
  /// full opacity leaves them as they are), clipped to `clip`. A text run from an atlas page
  /// is white, coloured by its tint.
  ///
  /// Written for text, the most pixels a frame blends: eight pixels at a time, in vector lanes
  /// (eight transparent ones, the gaps between glyphs and lines, are skipped at once). The
  /// pixels are those of blending each one by one.
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
    while i + 8 <= count {
      // Eight transparent pixels (their alphas all 0) are left as they are.
      let w = UnsafeRawPointer(src + i).assumingMemoryBound(to: UInt64.self)
      if (w[0] | w[1] | w[2] | w[3]) & 0xFF00_0000_FF00_0000 != 0 {
        let d = UnsafeMutableRawPointer(dst + i)
        let s = UnsafeRawPointer(src + i).loadUnaligned(as: Lanes.self)
        d.storeBytes(of: pixels(s, over: d.loadUnaligned(as: Lanes.self)), as: Lanes.self)
      }
      i += 8
    }
    while i < count {
      dst[i] = pixel(src[i], over: dst[i])
      i += 1
    }
  }

  /// Eight pixels at once.
  typealias Lanes = SIMD8<UInt32>

  /// `pixel(_:over:)` of eight pixels, lane by lane, without its shortcuts, which give the
  /// same values: a white pixel's tinted colour is the tint's (`mul255(255, t) == t`), alpha
  /// 255 gives the colour and alpha 0 the pixel below (`mul255(x, 255) == x`).
  @inline(__always) func pixels(_ s: Lanes, over d: Lanes) -> Lanes {
    let a = ta == 255 ? s &>> 24 : Self.mul255(s &>> 24, Lanes(repeating: ta))
    let ia = 255 &- a
    var rb =
      (Self.mul255(s &>> 16 & 0xFF, Lanes(repeating: tr)) &<< 16
        | Self.mul255(s & 0xFF, Lanes(repeating: tb))) &* a &+ (d & 0xFF_00FF) &* ia &+ 0x80_0080
    rb = ((rb &+ ((rb &>> 8) & 0xFF_00FF)) &>> 8) & 0xFF_00FF
    var g = Self.mul255(s &>> 8 & 0xFF, Lanes(repeating: tg)) &* a &+ (d &>> 8 & 0xFF) &* ia &+ 0x80
    g = ((g &+ (g &>> 8)) &>> 8) & 0xFF
    return (a &+ Self.mul255(d &>> 24, ia)) &<< 24 | rb | g &<< 8
  }

  /// `PixelSurface.mul255` lane by lane.
  @inline(__always) static func mul255(_ x: Lanes, _ y: Lanes) -> Lanes {
    let t = x &* y &+ 128
    return (t &+ (t &>> 8)) &>> 8
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
