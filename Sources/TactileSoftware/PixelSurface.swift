import TactileCore

/// A view of 32-bit straight-alpha ARGB pixels (`0xAARRGGBB`) in memory someone else owns (an
/// SDL surface, a `PixelBuffer`), for the CPU drawing paths: `TriangleRasterizer` and
/// `LayerCompositor`. Valid only while that memory is.
///
/// Blending is SDL's `SDL_BLENDMODE_BLEND`, so CPU drawing mixes with what SDL draws:
/// rgb = src.rgb × a + dst.rgb × (1 − a), alpha = a + dst.a × (1 − a), in 8-bit integers.
public struct PixelSurface {
  public let base: UnsafeMutablePointer<UInt32>
  /// Size in pixels.
  public let width: Int
  public let height: Int
  /// Pixels from the start of one row to the next (at least `width`).
  public let stride: Int

  public init(base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
    self.base = base
    self.width = max(0, width)
    self.height = max(0, height)
    self.stride = max(stride, width)
  }

  /// The whole surface as a box.
  public var bounds: PixelBox { PixelBox(x0: 0, y0: 0, x1: width, y1: height) }

  /// The first pixel of row `y`.
  @inlinable @inline(__always) public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
    base + y &* stride
  }

  /// x × y / 255, rounded, for x and y in 0…255.
  @inlinable @inline(__always) public static func mul255(_ x: UInt32, _ y: UInt32) -> UInt32 {
    let t = x &* y &+ 128
    return (t &+ (t >> 8)) >> 8
  }

  /// `src` (straight-alpha ARGB) blended over `dst` with its alpha scaled by `k` (0…255).
  @inlinable @inline(__always)
  public static func blend(_ src: UInt32, over dst: UInt32, k: UInt32)
    -> UInt32
  {
    let a = mul255(src >> 24, k)
    if a == 255 { return src | 0xFF00_0000 }
    if a == 0 { return dst }
    return blend(rgb: src, alpha: a, over: dst)
  }

  /// Colour `rgb` (0xRRGGBB, higher bits ignored) with alpha `a` (1…254 for a real blend)
  /// over `dst`.
  @inlinable @inline(__always)
  public static func blend(rgb: UInt32, alpha a: UInt32, over dst: UInt32)
    -> UInt32
  {
    let ia = 255 &- a
    // Red and blue together in one multiply (16-bit lanes), then green, then alpha.
    let srb = (rgb & 0xFF_00FF) &* a
    let drb = (dst & 0xFF_00FF) &* ia
    var rb = srb &+ drb &+ 0x80_0080
    rb = ((rb &+ ((rb >> 8) & 0xFF_00FF)) >> 8) & 0xFF_00FF
    let sg = ((rgb >> 8) & 0xFF) &* a
    let dg = ((dst >> 8) & 0xFF) &* ia
    var g = sg &+ dg &+ 0x80
    g = ((g &+ (g >> 8)) >> 8) & 0xFF
    let outA = a &+ mul255(dst >> 24, ia)
    return (outA << 24) | rb | (g << 8)
  }

  /// Blends `color` over every pixel of `box` (clipped to the surface).
  public func fill(_ box: PixelBox, color: Color) {
    let x0 = max(box.x0, 0)
    let x1 = min(box.x1, width)
    let y0 = max(box.y0, 0)
    let y1 = min(box.y1, height)
    guard x0 < x1, y0 < y1, color.a > 0 else { return }
    let rgb = color.rgb
    let a = UInt32(color.a)
    for y in y0..<y1 {
      let p = row(y)
      if a == 255 {
        (p + x0).update(repeating: 0xFF00_0000 | rgb, count: x1 - x0)
      } else {
        for x in x0..<x1 { p[x] = PixelSurface.blend(rgb: rgb, alpha: a, over: p[x]) }
      }
    }
  }
}
