import TactileCore

/// Blends a layer (a window-sized `PixelSurface`) over another through a polygon, on the CPU:
/// the reveal circle and the liquid wave of the software renderer.
///
/// Each pixel row is filled between the polygon's crossings of its centre line (even-odd
/// rule); the pixel at each end of a span gets the part of its width the span covers, which
/// anti-aliases the outline (both outlines are steep where it shows). Layer and destination
/// share coordinates: a pixel is read from the layer where it is written.
public struct LayerCompositor {
  private var scanner = PolygonScanner()

  public init() {}

  /// Blends `layer` over `target` inside `polygon` (pixels), with `opacity` (0…255), clipped
  /// to `clip` and to both surfaces.
  public mutating func composite(
    _ layer: PixelSurface, over target: PixelSurface, through polygon: UnsafeBufferPointer<Vec2>,
    opacity: UInt8, clip: PixelBox
  ) {
    guard opacity > 0 else { return }
    let x0 = max(clip.x0, 0)
    let x1 = min(clip.x1, target.width, layer.width)
    let y0 = max(clip.y0, 0)
    let y1 = min(clip.y1, target.height, layer.height)
    // A clip wholly outside the surfaces (a window shrunk below the page's content) is empty.
    guard x0 < x1, y0 < y1 else { return }
    let rows = y0..<y1
    let k = UInt32(opacity)
    let left = Float(x0)
    let right = Float(x1)
    for y in scanner.begin(polygon, rows: rows) {
      scanner.scan(row: y)
      let count = scanner.crossings.count
      guard count >= 2 else { continue }
      let src = layer.row(y)
      let dst = target.row(y)
      var i = 0
      while i + 1 < count {
        let a = min(max(scanner.crossings[i], left), right)
        let b = min(max(scanner.crossings[i + 1], left), right)
        i += 2
        guard b > a else { continue }
        let fullStart = a.rounded(.up)
        let fullEnd = b.rounded(.down)
        if fullEnd >= fullStart {
          let lo = Int(fullStart)
          let hi = Int(fullEnd)
          if k == 255 {
            for x in lo..<hi { dst[x] = Self.over(src[x], dst[x]) }
          } else {
            for x in lo..<hi { dst[x] = PixelSurface.blend(src[x], over: dst[x], k: k) }
          }
          // Partly covered end pixels.
          if lo > x0, fullStart > a {
            edge(src, dst, lo - 1, coverage: fullStart - a, k: k)
          }
          if hi < x1, b > fullEnd {
            edge(src, dst, hi, coverage: b - fullEnd, k: k)
          }
        } else {
          // The span lies inside one pixel.
          edge(src, dst, Int(fullEnd), coverage: b - a, k: k)
        }
      }
    }
  }

  /// `src` over `dst` at full opacity; opaque pixels (most of a page) are copied.
  @inline(__always) private static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
    let a = src >> 24
    if a == 255 { return src }
    if a == 0 { return dst }
    return PixelSurface.blend(rgb: src, alpha: a, over: dst)
  }

  @inline(__always) private func edge(
    _ src: UnsafeMutablePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, _ x: Int,
    coverage: Float, k: UInt32
  ) {
    let c = UInt32(min(max(coverage * Float(k) + 0.5, 0), 255))
    guard c > 0 else { return }
    dst[x] = PixelSurface.blend(src[x], over: dst[x], k: c)
  }
}
