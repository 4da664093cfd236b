/// Turns outlines into anti-aliased triangle meshes in *pixel* coordinates.
///
/// Edges get a fringe of extra triangles whose outer vertices are transparent (as Dear ImGui
/// does): `fringe` pixels wide, 1 px for crisp shapes, wider for soft shadows. All scratch
/// storage is reused between calls.
public struct MeshBuilder {
  public var mesh = Mesh()
  private var outline: [Vec2] = []
  private var normals: [Vec2] = []
  private var triangulator = Triangulator()

  public init() {}

  /// Scratch outline storage for callers building a shape (e.g. a rounded rect), in points.
  public var scratch: [Vec2] = []

  /// Appends a filled polygon. `points` are in points; `scale` converts to pixels.
  /// `fringe` is the anti-aliasing width in pixels (the colour fades to clear across it).
  public mutating func addFilledPolygon<C: RandomAccessCollection>(
    _ points: C, scale: Float, color: Color, fringe: Float = 1
  ) where C.Element == Vec2, C.Index == Int {
    // Generic code called from another module is not specialized: walking `points` through
    // the protocol would allocate a coroutine frame per element. Use their storage directly.
    let done: Void? = points.withContiguousStorageIfAvailable {
      addFilledPolygon(buffer: $0, scale: scale, color: color, fringe: fringe)
    }
    if done == nil {
      Array(points).withUnsafeBufferPointer {
        addFilledPolygon(buffer: $0, scale: scale, color: color, fringe: fringe)
      }
    }
  }

  private mutating func addFilledPolygon(
    buffer points: UnsafeBufferPointer<Vec2>, scale: Float, color: Color, fringe: Float
  ) {
    setOutline(points, scale: scale)
    if outline.count > 1, (outline[0] - outline[outline.count - 1]).lengthSquared < 1e-6 {
      outline.removeLast()
    }
    let n = outline.count
    guard n >= 3 else { return }
    // Outward direction depends on winding (y down: clockwise area > 0).
    let orientation: Float = Triangulator.signedArea2(outline) > 0 ? 1 : -1
    computeNormals(closed: true, orientation: orientation)
    let clear = Color(r: color.r, g: color.g, b: color.b, a: 0)
    let base = Int32(mesh.vertices.count)
    let half = fringe * 0.5
    // Inner ring: indices base ..< base+n; outer ring: base+n ..< base+2n.
    for i in 0..<n { mesh.vertices.append(MeshVertex(outline[i] - normals[i] * half, color)) }
    for i in 0..<n { mesh.vertices.append(MeshVertex(outline[i] + normals[i] * half, clear)) }
    // Fill the inner ring. Triangulate the original outline (the inner ring may fold on
    // very thin shapes; the original is simple).
    triangulator.triangulate(outline, base: base, into: &mesh.indices)
    for i in 0..<n {
      let j = (i + 1) % n
      let i0 = base + Int32(i)
      let j0 = base + Int32(j)
      let i1 = i0 + Int32(n)
      let j1 = j0 + Int32(n)
      appendQuad(i0, j0, j1, i1)
    }
  }

  /// Appends a stroked polyline `width` points wide with 1 px anti-aliased sides and butt ends.
  public mutating func addPolyline<C: RandomAccessCollection>(
    _ points: C, scale: Float, width: Float, color: Color, closed: Bool
  ) where C.Element == Vec2, C.Index == Int {
    let done: Void? = points.withContiguousStorageIfAvailable {
      addPolyline(buffer: $0, scale: scale, width: width, color: color, closed: closed)
    }
    if done == nil {
      Array(points).withUnsafeBufferPointer {
        addPolyline(buffer: $0, scale: scale, width: width, color: color, closed: closed)
      }
    }
  }

  private mutating func addPolyline(
    buffer points: UnsafeBufferPointer<Vec2>, scale: Float, width: Float, color: Color,
    closed: Bool
  ) {
    setOutline(points, scale: scale)
    let n = outline.count
    guard n >= 2 else { return }
    computeNormals(closed: closed, orientation: 1)
    var w = width * scale
    var color = color
    if w < 1 {  // Thinner than a pixel: draw 1 px and fade it instead.
      color = color.withOpacity(w)
      w = 1
    }
    let clear = Color(r: color.r, g: color.g, b: color.b, a: 0)
    let core = max(0, (w - 1) * 0.5)
    let outer = core + 1
    let base = Int32(mesh.vertices.count)
    for i in 0..<n {
      let p = outline[i]
      let d = normals[i]
      mesh.vertices.append(MeshVertex(p + d * outer, clear))
      mesh.vertices.append(MeshVertex(p + d * core, color))
      mesh.vertices.append(MeshVertex(p - d * core, color))
      mesh.vertices.append(MeshVertex(p - d * outer, clear))
    }
    let segments = closed ? n : n - 1
    for s in 0..<segments {
      let a = base + Int32(s * 4)
      let b = base + Int32(((s + 1) % n) * 4)
      // Three quads between the four rails.
      for k in Int32(0)..<3 {
        appendQuad(a + k, b + k, b + k + 1, a + k + 1)
      }
    }
  }

  /// `points × scale` into `outline`, without non-finite points and repeated neighbours.
  private mutating func setOutline(_ points: UnsafeBufferPointer<Vec2>, scale: Float) {
    outline.removeAll(keepingCapacity: true)
    var last: Vec2? = nil
    for p in points {
      let q = p * scale
      guard q.isFinite else { continue }
      if let l = last, (l - q).lengthSquared < 1e-6 { continue }
      outline.append(q)
      last = q
    }
  }

  /// Two triangles a-b-c and a-c-d (no temporary array).
  @inline(__always) private mutating func appendQuad(
    _ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32
  ) {
    mesh.indices.append(a)
    mesh.indices.append(b)
    mesh.indices.append(c)
    mesh.indices.append(a)
    mesh.indices.append(c)
    mesh.indices.append(d)
  }

  /// Per-vertex offset directions (averaged edge normals, miter-scaled, clamped) into
  /// `normals`; `orientation` flips them so they point outwards for fills.
  private mutating func computeNormals(closed: Bool, orientation: Float) {
    let n = outline.count
    normals.removeAll(keepingCapacity: true)
    for i in 0..<n {
      let prev: Vec2
      let next: Vec2
      let p = outline[i]
      if closed {
        prev = outline[(i + n - 1) % n]
        next = outline[(i + 1) % n]
      } else {
        prev = i > 0 ? outline[i - 1] : p - (outline[1] - p)
        next = i < n - 1 ? outline[i + 1] : p + (p - outline[n - 2])
      }
      // Edge normals for y-down clockwise outlines: (dy, -dx) points outwards... flip to taste.
      let e0 = (p - prev).normalized
      let e1 = (next - p).normalized
      let n0 = Vec2(-e0.y, e0.x) * -orientation
      let n1 = Vec2(-e1.y, e1.x) * -orientation
      var dm = (n0 + n1) * 0.5
      let d2 = dm.lengthSquared
      if d2 > 1e-6 {
        dm = dm * min(1 / d2, 4)  // Miter length, clamped on sharp spikes.
      } else {
        dm = n1
      }
      normals.append(dm)
    }
  }
}
