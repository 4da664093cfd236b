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
    let count = dx1 - dx0
    let src = { (row: Int) in image.row(source.y0 + row - y) + (source.x0 - x + dx0) }
    for row in dy0..<dy1 { blender.blend(src(row), over: self.row(row) + dx0, count: count) }
  }
}

/// One row of straight-alpha ARGB pixels multiplied by a tint and blended like SDL: four
/// pixels at a time in 16-bit lanes (each channel's products fit them), the pixels left over
/// one by one.
private struct TintedBlend {
  let tr: UInt32
  let tg: UInt32
  let tb: UInt32
  let ta: UInt32
  /// The tint's colour, what a white pixel becomes.
  let rgb: UInt32
  /// The tint's blue and red, then green and alpha, in the lanes of four pixels' channels.
  let tintBR: SIMD8<UInt16>
  let tintGA: SIMD8<UInt16>

  init(_ tint: Color) {
    tr = UInt32(tint.r)
    tg = UInt32(tint.g)
    tb = UInt32(tint.b)
    ta = UInt32(tint.a)
    rgb = tint.rgb
    tintBR = Self.lanes(SIMD4(repeating: tb | tr << 16))
    tintGA = Self.lanes(SIMD4(repeating: tg | ta << 16))
  }

  @inline(__always)
  func blend(
    _ src: UnsafeMutablePointer<UInt32>, over dst: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    let white = SIMD4<UInt32>(repeating: 0xFFFF_FFFF)
    let tinted = SIMD4<UInt32>(repeating: 0xFF00_0000 | rgb)
    var i = 0
    while i + 4 <= count {
      let s = (src + i).loadFour()
      if s & 0xFF00_0000 != .zero {
        let out = ta == 255 && s == white ? tinted : four(s, over: (dst + i).loadFour())
        UnsafeMutableRawPointer(dst + i).storeBytes(of: out, as: SIMD4<UInt32>.self)
      }
      i += 4
    }
    while i < count {
      dst[i] = pixel(src[i], over: dst[i])
      i += 1
    }
  }

  /// Four pixels: `pixel(_:over:)` for each, with the same arithmetic (an alpha of 0 or 255
  /// gives what its shortcut there does).
  @inline(__always) func four(_ s: SIMD4<UInt32>, over d: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let even = SIMD4<UInt32>(repeating: 0x00FF_00FF)
    let br = Self.mul255(Self.lanes(s & even), tintBR)
    let ga = Self.mul255(Self.lanes(s &>> 8 & even), tintGA)
    let alpha32 = Self.word(ga) &>> 16
    let a = Self.lanes(alpha32 | alpha32 &<< 16)
    let ia = 255 &- a
    let dBR = Self.lanes(d & even)
    let dGA = Self.lanes(d &>> 8 & even)
    let outBR = Self.divide255(br &* a &+ dBR &* ia)
    let outG = Self.word(Self.divide255(ga &* a &+ dGA &* ia)) & 0xFF
    let outA = Self.word(a &+ Self.mul255(dGA, ia)) & 0xFF_0000
    return Self.word(outBR) | (outG | outA) &<< 8
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

  /// `PixelSurface.mul255` in every lane.
  @inline(__always) static func mul255(_ x: SIMD8<UInt16>, _ y: SIMD8<UInt16>) -> SIMD8<UInt16> {
    divide255(x &* y)
  }

  /// `t / 255` rounded, as `PixelSurface.mul255` and `blend(rgb:alpha:over:)` divide, in
  /// every lane (`t` ≤ 255 × 255).
  @inline(__always) static func divide255(_ t: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let r = t &+ 128
    return (r &+ r &>> 8) &>> 8
  }

  @inline(__always) static func lanes(_ w: SIMD4<UInt32>) -> SIMD8<UInt16> {
    unsafeBitCast(w, to: SIMD8<UInt16>.self)
  }

  @inline(__always) static func word(_ l: SIMD8<UInt16>) -> SIMD4<UInt32> {
    unsafeBitCast(l, to: SIMD4<UInt32>.self)
  }
}

extension UnsafeMutablePointer<UInt32> {
  /// The four pixels from here.
  @inline(__always) fileprivate func loadFour() -> SIMD4<UInt32> {
    UnsafeRawPointer(self).loadUnaligned(as: SIMD4<UInt32>.self)
  }
}
