import CSDL2
import TactileCore

/// The textured triangles SDL 2's software renderer draws right, and how a batch is cut down
/// to them.
///
/// There (SDL 2.26: `SW_QueueGeometry`, `SDL_SW_BlitTriangle`) a vertex's position is truncated
/// to whole pixels and doubled, its texel is `uv × the texture's side` truncated, and each
/// pixel's texel is interpolated from `texel × area` computed in 32-bit integers, `area` being
/// the cross product of the doubled positions (8 × the triangle's area in pixels). Past
/// `Int32.max` that product wraps and the pixels are read from outside the texture: colour
/// noise, or a crash. A window-sized layer seen through the liquid wave at 2× (1280 × 960 px)
/// has triangles of 10⁵–10⁶ px² sampling texels up to 1279, products up to 10¹⁰; at 1× they
/// stayed below the limit.
struct SoftwareTriangleLimit {
  /// The texture's size in texels.
  let width: Int32
  let height: Int32

  /// Most times a batch is cut (4⁶ triangles for each): a triangle as large as an 8192 px
  /// target sampling an 8192 px texture fits after 5.
  static let maxSplits = 6

  /// Coordinates SDL's integers hold, doubled and multiplied, without overflowing ours.
  private static let range = Float(1 << 29)

  /// Whether SDL's software renderer draws the triangle `a`, `b`, `c` without overflowing:
  /// its texels (the largest coordinate of any corner) times its area, both as SDL computes
  /// them, at most `Int32.max`.
  func fits(_ a: MeshVertex, _ b: MeshVertex, _ c: MeshVertex) -> Bool {
    guard let p = Self.doubled(a.position), let q = Self.doubled(b.position),
      let r = Self.doubled(c.position), let s = texel(a.uv), let t = texel(b.uv),
      let u = texel(c.uv)
    else { return false }
    let area = abs((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x))
    let limit = Int64(Int32.max)
    return area <= limit && max(s, t, u) * area <= limit
  }

  /// Whether every triangle `indices` of `mesh` fits.
  func fitsAll(_ mesh: Mesh, _ indices: Range<Int>) -> Bool {
    let (v, k) = (mesh.vertices, mesh.indices)
    var i = indices.lowerBound
    while i + 3 <= indices.upperBound {
      guard fits(v[Int(k[i])], v[Int(k[i + 1])], v[Int(k[i + 2])]) else { return false }
      i += 3
    }
    return true
  }

  /// Hands the triangles `indices` of `mesh` to `draw` as SDL's software renderer draws them
  /// right: as they are when each fits; else all of them cut alike (`Mesh(splitting:indices:)`,
  /// so no crack opens between neighbours) until each fits; not at all when some still do not
  /// after `maxSplits` cuts (corners millions of pixels apart).
  func draw(_ mesh: Mesh, _ indices: Range<Int>, _ draw: (Mesh, Range<Int>) -> Void) {
    if fitsAll(mesh, indices) {
      draw(mesh, indices)
      return
    }
    var cut = Mesh(splitting: mesh, indices: indices)
    var splits = 1
    while !fitsAll(cut, cut.indices.indices) {
      guard splits < Self.maxSplits else { return }
      cut = Mesh(splitting: cut, indices: cut.indices.indices)
      splits += 1
    }
    draw(cut, cut.indices.indices)
  }

  /// A position as SDL keeps it (`(int)x << 1`), nil when SDL's integers could not hold it.
  private static func doubled(_ p: Vec2) -> (x: Int64, y: Int64)? {
    guard abs(p.x) < range, abs(p.y) < range else { return nil }
    return (Int64(p.x) * 2, Int64(p.y) * 2)
  }

  /// The larger of a texture coordinate's texels as SDL takes them (`(int)(u × w)`), nil when
  /// it is not finite or too large for SDL's integers.
  private func texel(_ uv: Vec2) -> Int64? {
    let x = uv.x * Float(width)
    let y = uv.y * Float(height)
    guard abs(x) < Self.range, abs(y) < Self.range else { return nil }
    return max(abs(Int64(x)), abs(Int64(y)))
  }
}

extension SoftwareTriangleLimit {
  /// The limit for `texture`, nil when SDL cannot tell its size.
  init?(texture: OpaquePointer) {
    var w: Int32 = 0
    var h: Int32 = 0
    guard SDL_QueryTexture(texture, nil, nil, &w, &h) == 0 else { return nil }
    self.init(width: w, height: h)
  }
}
