import TactileCore

/// Draws an image scaled into a rect of a `PixelSurface` on the CPU: colour emoji, rendered
/// once from their 109 px bitmap strike and shown at text size.
///
/// Each destination pixel averages the source pixels under its footprint (a box filter with
/// fractional weights at the footprint's edges), in premultiplied alpha so that transparent
/// surroundings do not darken the edges; then it is tinted and blended like SDL. Shrinking by
/// 6× (109 px to 17 pt) this keeps every source pixel's contribution, where bilinear sampling
/// would skip most of them. An emoji in a line of text is scaled once for the size it is shown
/// at (`MipmappedImage.prepare(shownAt:_:)`) and then copied: the same pixels, without the
/// filter's cost each frame.
public enum ImageScaler {
  /// Draws `image` stretched over `rect` (pixels) of `target`: destination pixels whose centre
  /// lies in `rect`, clipped to `clip`. Colours are multiplied by `tint` (white keeps them; its
  /// alpha is the opacity). Samples the mipmap level just larger than `rect`, so each
  /// destination pixel averages only a few source pixels.
  public static func draw(
    _ image: MipmappedImage, into target: PixelSurface, rect: Rect, tint: Color, clip: PixelBox
  ) {
    guard !image.levels.isEmpty, tint.a > 0, rect.width > 0, rect.height > 0,
      rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite
    else { return }
    if tint == .white, let shown = image.shown(rect.width, rect.height),
      let (x, y) = rect.wholePixelOrigin
    {
      shown.withSurface { s in
        target.blend(s, source: s.bounds, atX: x, y: y, tint: tint, clip: clip)
      }
      return
    }
    let index = image.level(atLeast: rect.width, rect.height)
    image.withLevel(index) { pixels, level in
      drawPremultiplied(
        pixels, width: level.width, height: level.height, into: target, rect: rect, tint: tint,
        clip: clip, blends: true)
    }
  }

  /// `image` as `draw` would set it over a `width × height` rect at the origin, untinted:
  /// straight ARGB pixels, transparent where `draw` would leave the target alone.
  static func scaled(_ image: MipmappedImage, width: Float, height: Float)
    -> MipmappedImage.Shown?
  {
    guard !image.levels.isEmpty, width >= 1, height >= 1, width.isFinite, height.isFinite,
      width < 16384, height < 16384
    else { return nil }
    let columns = Int(pixelIndex: width - 0.5, .up)
    let rows = Int(pixelIndex: height - 0.5, .up)
    var pixels = [UInt32](repeating: 0, count: columns * rows)
    let index = image.level(atLeast: width, height)
    pixels.withUnsafeMutableBufferPointer { b in
      guard let base = b.baseAddress else { return }
      let target = PixelSurface(base: base, width: columns, height: rows, stride: columns)
      image.withLevel(index) { source, level in
        drawPremultiplied(
          source, width: level.width, height: level.height, into: target,
          rect: Rect(x: 0, y: 0, width: width, height: height), tint: .white,
          clip: target.bounds, blends: false)
      }
    }
    return MipmappedImage.Shown(width: width, height: height, columns: columns, pixels: pixels)
  }

  /// The box filter over premultiplied source pixels, blended over the target (`blends`) or
  /// stored in it as they are.
  private static func drawPremultiplied(
    _ source: UnsafePointer<UInt32>, width: Int, height: Int, into target: PixelSurface,
    rect: Rect, tint: Color, clip: PixelBox, blends: Bool
  ) {
    let x0 = max(clip.x0, 0, Int(pixelIndex: rect.minX - 0.5, .up))
    let x1 = min(clip.x1, target.width, Int(pixelIndex: rect.maxX - 0.5, .up))
    let y0 = max(clip.y0, 0, Int(pixelIndex: rect.minY - 0.5, .up))
    let y1 = min(clip.y1, target.height, Int(pixelIndex: rect.maxY - 0.5, .up))
    guard x0 < x1, y0 < y1 else { return }
    let kx = Float(width) / rect.width
    let ky = Float(height) / rect.height
    let tr = Float(tint.r) / 255
    let tg = Float(tint.g) / 255
    let tb = Float(tint.b) / 255
    let ta = Float(tint.a) / 255
    for y in y0..<y1 {
      let sy0 = max(0, (Float(y) - rect.minY) * ky)
      let sy1 = min(Float(height), (Float(y + 1) - rect.minY) * ky)
      guard sy1 > sy0 else { continue }
      let dst = target.row(y)
      for x in x0..<x1 {
        let sx0 = max(0, (Float(x) - rect.minX) * kx)
        let sx1 = min(Float(width), (Float(x + 1) - rect.minX) * kx)
        guard sx1 > sx0 else { continue }
        var r: Float = 0
        var g: Float = 0
        var b: Float = 0
        var a: Float = 0
        var total: Float = 0
        var sy = Int(sy0)
        while Float(sy) < sy1 && sy < height {
          let wy = min(Float(sy + 1), sy1) - max(Float(sy), sy0)
          let row = source + sy * width
          var sx = Int(sx0)
          while Float(sx) < sx1 && sx < width {
            let w = wy * (min(Float(sx + 1), sx1) - max(Float(sx), sx0))
            let p = row[sx]
            a += Float(p >> 24) * w
            r += Float((p >> 16) & 0xFF) * w
            g += Float((p >> 8) & 0xFF) * w
            b += Float(p & 0xFF) * w
            total += w
            sx += 1
          }
          sy += 1
        }
        guard total > 0, a > 0 else { continue }
        let alpha = UInt32(min(255, a / total * ta + 0.5))
        guard alpha > 0 else { continue }
        // Premultiplied sums over the alpha sum: straight colour, then tinted.
        let rgb =
          UInt32(min(255, r / a * 255 * tr + 0.5)) << 16
          | UInt32(min(255, g / a * 255 * tg + 0.5)) << 8 | UInt32(min(255, b / a * 255 * tb + 0.5))
        if !blends {
          dst[x] = alpha << 24 | rgb
        } else {
          dst[x] =
            alpha == 255
            ? 0xFF00_0000 | rgb : PixelSurface.blend(rgb: rgb, alpha: alpha, over: dst[x])
        }
      }
    }
  }
}
