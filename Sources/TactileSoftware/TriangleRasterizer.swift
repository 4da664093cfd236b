import TactileCore

/// Draws a `Mesh` (triangles in pixels with per-vertex colours, as `MeshBuilder` makes them,
/// optionally textured) into a `PixelSurface` on the CPU, blended like SDL.
///
/// For the software renderer: SDL's software path draws each blended triangle through a
/// temporary surface (allocated, filled, blitted and freed per triangle) and snaps vertices to
/// whole pixels. Here a pixel belongs to a triangle when its centre is inside (top-left rule on
/// the edges, so triangles sharing an edge never blend a pixel twice nor leave a gap), and its
/// colour is interpolated between the vertices (the anti-aliasing fringe fades to clear).
public enum TriangleRasterizer {
  /// Draws the triangles of `mesh` (those of `indices`, a range of `mesh.indices`, or all)
  /// into `surface`, clipped to `clip` (pixels). With a `texture`, each pixel is the texel
  /// nearest its interpolated texture coordinate (0…1) multiplied by the interpolated vertex
  /// colour. Pixels of `hidden` may be left as they are where a triangle has one colour
  /// (the caller knows something opaque covers them next).
  public static func draw(
    _ mesh: Mesh, indices: Range<Int>? = nil, texture: PixelSurface? = nil,
    into surface: PixelSurface, clip: PixelBox, hidden: PixelBox? = nil
  ) {
    let box = clip.intersection(surface.bounds)
    guard !box.isEmpty else { return }
    mesh.vertices.withUnsafeBufferPointer { v in
      mesh.indices.withUnsafeBufferPointer { idx in
        let range = indices ?? 0..<idx.count
        var t = max(0, range.lowerBound)
        let end = min(range.upperBound, idx.count)
        while t + 2 < end {
          let i0 = Int(idx[t])
          let i1 = Int(idx[t + 1])
          let i2 = Int(idx[t + 2])
          t += 3
          guard i0 < v.count, i1 < v.count, i2 < v.count, i0 >= 0, i1 >= 0, i2 >= 0 else {
            continue
          }
          drawTriangle(
            v[i0], v[i1], v[i2], texture: texture, into: surface, clip: box, hidden: hidden)
        }
      }
    }
  }

  /// One edge function E(x, y) = a·x + b·y + c, positive inside.
  private struct EdgeFunction {
    var a: Float
    var b: Float
    var c: Float
    /// Whether centres exactly on the edge are inside (top-left rule).
    var inclusive: Bool

    init(_ p: Vec2, _ q: Vec2, sign: Float) {
      a = (p.y - q.y) * sign
      b = (q.x - p.x) * sign
      c = (p.x * q.y - q.x * p.y) * sign
      inclusive = a > 0 || (a == 0 && b > 0)
    }

    @inline(__always) func value(_ x: Float, _ y: Float) -> Float { a * x + b * y + c }
  }

  @inline(__always)
  static func drawTriangle(
    _ v0: MeshVertex, _ v1: MeshVertex, _ v2: MeshVertex, texture: PixelSurface?,
    into surface: PixelSurface, clip: PixelBox, hidden: PixelBox? = nil
  ) {
    let p0 = v0.position
    let p1 = v1.position
    let p2 = v2.position
    guard p0.isFinite, p1.isFinite, p2.isFinite else { return }
    let area = (p1.x - p0.x) * (p2.y - p0.y) - (p2.x - p0.x) * (p1.y - p0.y)
    guard abs(area) > 1e-6 else { return }
    let sign: Float = area > 0 ? 1 : -1
    // Edge i is opposite vertex i: its function is vertex i's barycentric weight × area.
    let e0 = EdgeFunction(p1, p2, sign: sign)
    let e1 = EdgeFunction(p2, p0, sign: sign)
    let e2 = EdgeFunction(p0, p1, sign: sign)
    let minX = min(p0.x, p1.x, p2.x)
    let maxX = max(p0.x, p1.x, p2.x)
    let minY = min(p0.y, p1.y, p2.y)
    let maxY = max(p0.y, p1.y, p2.y)
    let y0 = max(clip.y0, Int(pixelIndex: minY - 0.5, .up))
    let y1 = min(clip.y1, Int(pixelIndex: maxY - 0.5, .down) + 1)
    let xLimit0 = max(clip.x0, Int(pixelIndex: minX - 0.5, .up))
    let xLimit1 = min(clip.x1, Int(pixelIndex: maxX - 0.5, .down) + 1)
    guard y0 < y1, xLimit0 < xLimit1 else { return }

    let uniform = texture == nil && v0.color == v1.color && v1.color == v2.color
    let inverseArea = 1 / abs(area)
    let c0 = v0.color
    for y in y0..<y1 {
      let yc = Float(y) + 0.5
      var lo = xLimit0
      var hi = xLimit1
      guard
        limit(e0, yc, &lo, &hi), limit(e1, yc, &lo, &hi), limit(e2, yc, &lo, &hi), lo < hi
      else { continue }
      let row = surface.row(y)
      if uniform {
        if let h = hidden, h.y0 <= y, y < h.y1, h.x0 < hi, lo < h.x1 {
          if lo < h.x0 { fill(row, lo, h.x0, c0) }
          if h.x1 < hi { fill(row, h.x1, hi, c0) }
        } else {
          fill(row, lo, hi, c0)
        }
        continue
      }
      shade(row, lo..<hi, y: yc, e0, e1, inverseArea, v0, v1, v2, texture: texture)
    }
  }

  /// Pixels `columns` of `row` (at centre height `yc`) in the triangle's colours interpolated
  /// across it (and its texture's texels, when it has one), blended over what is there.
  /// Inlined into `drawTriangle`: its weights and edge functions stay in registers.
  @inline(__always)
  private static func shade(
    _ row: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>, y yc: Float,
    _ e0: EdgeFunction, _ e1: EdgeFunction, _ inverseArea: Float,
    _ v0: MeshVertex, _ v1: MeshVertex, _ v2: MeshVertex, texture: PixelSurface?
  ) {
    let (c0, c1, c2) = (v0.color, v1.color, v2.color)
    // Barycentric weights at the first centre, and their steps along x.
    let xc = Float(columns.lowerBound) + 0.5
    var w0 = e0.value(xc, yc) * inverseArea
    var w1 = e1.value(xc, yc) * inverseArea
    let d0 = e0.a * inverseArea
    let d1 = e1.a * inverseArea
    for x in columns {
      let w2 = 1 - w0 - w1
      var r = lerp(c0.r, c1.r, c2.r, w0, w1, w2)
      var g = lerp(c0.g, c1.g, c2.g, w0, w1, w2)
      var b = lerp(c0.b, c1.b, c2.b, w0, w1, w2)
      var a = lerp(c0.a, c1.a, c2.a, w0, w1, w2)
      if let t = texture {
        let u = v0.uv.x * w0 + v1.uv.x * w1 + v2.uv.x * w2
        let v = v0.uv.y * w0 + v1.uv.y * w1 + v2.uv.y * w2
        let tx = min(max(Int(pixelIndex: u * Float(t.width), .down), 0), t.width - 1)
        let ty = min(max(Int(pixelIndex: v * Float(t.height), .down), 0), t.height - 1)
        let texel = t.row(ty)[tx]
        a = PixelSurface.mul255(a, texel >> 24)
        r = PixelSurface.mul255(r, texel >> 16 & 0xFF)
        g = PixelSurface.mul255(g, texel >> 8 & 0xFF)
        b = PixelSurface.mul255(b, texel & 0xFF)
      }
      if a > 0 {
        let rgb = r << 16 | g << 8 | b
        row[x] =
          a == 255 ? 0xFF00_0000 | rgb : PixelSurface.blend(rgb: rgb, alpha: a, over: row[x])
      }
      w0 += d0
      w1 += d1
    }
  }

  /// Narrows `lo..<hi` (pixel columns) to the centres on the inside of `e` at height `yc`.
  /// Returns false when no centre of the row is inside.
  @inline(__always)
  private static func limit(_ e: EdgeFunction, _ yc: Float, _ lo: inout Int, _ hi: inout Int)
    -> Bool
  {
    let rest = e.b * yc + e.c
    if e.a == 0 {
      return rest > 0 || (rest == 0 && e.inclusive)
    }
    // Inside: a·x + rest > 0 (≥ 0 when inclusive), at x = column + 0.5.
    let exact = -rest / e.a - 0.5
    guard !exact.isNaN else { return false }
    // Far outside any surface either way: clamped, the comparison below still holds.
    let bound = min(max(exact, -1e8), 1e8)
    if e.a > 0 {
      // x > bound (or ≥): the first column past it.
      let first = e.inclusive ? Int(bound.rounded(.up)) : Int(bound.rounded(.down)) + 1
      lo = max(lo, first)
    } else {
      // x < bound (or ≤): one past the last column before it.
      let last = e.inclusive ? Int(bound.rounded(.down)) : Int(bound.rounded(.up)) - 1
      hi = min(hi, last + 1)
    }
    return lo < hi
  }

  /// One colour channel at barycentric weights (w0, w1, w2), rounded to 0…255.
  @inline(__always)
  private static func lerp(
    _ a: UInt8, _ b: UInt8, _ c: UInt8, _ w0: Float, _ w1: Float, _ w2: Float
  ) -> UInt32 {
    let v = Float(a) * w0 + Float(b) * w1 + Float(c) * w2
    return UInt32(min(max(v + 0.5, 0), 255))
  }

  /// Blends one colour over columns `lo..<hi` of a row.
  @inline(__always)
  private static func fill(_ row: UnsafeMutablePointer<UInt32>, _ lo: Int, _ hi: Int, _ c: Color) {
    guard c.a > 0 else { return }
    let rgb = c.rgb
    if c.a == 255 {
      (row + lo).update(repeating: 0xFF00_0000 | rgb, count: hi - lo)
      return
    }
    let a = UInt32(c.a)
    for x in lo..<hi { row[x] = PixelSurface.blend(rgb: rgb, alpha: a, over: row[x]) }
  }
}
