/// Turns the commands of a `DrawList` into triangles in device pixels, as Dear ImGui does: the
/// one place where rounded corners are flattened (by `Arc`), anti-aliasing fringes are added
/// and the look of a shadow is decided. A backend only submits the meshes it is given, each
/// with a texture (or none) under the current clip.
///
/// Geometry accumulates in `mesh` until the backend submits it and calls `removeAll()`; all
/// storage is reused between frames.
public struct Tessellator {
  /// How a soft shadow under a rounded rectangle looks.
  public enum Shadow {
    /// Opacity of the shadow's core relative to its colour.
    public static let opacity: Float = 0.6
    /// The opaque core is inset by this fraction of the blur on every side…
    public static let insetPerBlur: Float = 0.5
    /// …and the fringe, fading to clear, is this many blurs wide (at least one pixel).
    public static let fringePerBlur: Float = 2
  }

  public private(set) var builder = MeshBuilder()
  /// Outline scratch storage, in points.
  private var outline: [Vec2] = []
  /// The triangles made since the last `removeAll()`, in pixels.
  public var mesh: Mesh {
    get { builder.mesh }
    set { builder.mesh = newValue }
  }

  public init() {}

  public mutating func removeAll() { builder.mesh.removeAll() }

  /// Appends the triangles of a shape command (`fillRect`, `shadow`, `fillPolygon`,
  /// `strokePolyline`) drawn at `scale` pixels per point. Returns false, appending nothing,
  /// for every other command.
  public mutating func appendShape(_ command: DrawCommand, points: [Vec2], scale: Float) -> Bool {
    switch command {
    case .fillRect(let rect, let radius, let color):
      if radius <= 0, let px = Tessellator.alignedPixelRect(rect, scale: scale) {
        // Edges on pixel boundaries need no fringe: two triangles cover exactly the pixels.
        appendQuad(px, color: color)
        return true
      }
      outline.removeAll(keepingCapacity: true)
      RoundedRect.appendOutline(
        rect, radius: radius, tolerance: Arc.tolerance(pixelScale: scale), into: &outline)
      builder.addFilledPolygon(outline, scale: scale, color: color)
    case .shadow(let rect, let radius, let blur, let color):
      let inset = blur * Shadow.insetPerBlur
      outline.removeAll(keepingCapacity: true)
      RoundedRect.appendOutline(
        rect.insetBy(dx: inset, dy: inset), radius: max(0, radius - inset),
        tolerance: Arc.tolerance(pixelScale: scale), into: &outline)
      builder.addFilledPolygon(
        outline, scale: scale, color: color.withOpacity(Shadow.opacity),
        fringe: max(1, blur * Shadow.fringePerBlur * scale))
    case .fillPolygon(let range, let color):
      builder.addFilledPolygon(points[range], scale: scale, color: color)
    case .strokePolyline(let range, let width, let color, let closed):
      builder.addPolyline(points[range], scale: scale, width: width, color: color, closed: closed)
    default:
      return false
    }
    return true
  }

  /// Appends a textured mesh of `list` (vertices in points) scaled to pixels; indices naming
  /// no vertex of the range are dropped.
  public mutating func appendTexturedMesh(
    _ list: DrawList, vertices: Range<Int>, indices: Range<Int>, scale: Float
  ) {
    let base = Int32(builder.mesh.vertices.count)
    for v in list.meshVertices[vertices] {
      builder.mesh.vertices.append(MeshVertex(v.position * scale, v.color, uv: v.uv))
    }
    for i in list.meshIndices[indices] where i >= 0 && Int(i) < vertices.count {
      builder.mesh.indices.append(base + i)
    }
  }

  /// Appends a window-sized layer seen through `polygon` (points) at `opacity`: the polygon,
  /// clipped to a pixel beyond the output of `pixelSize`, anti-aliased, white at `opacity`
  /// (the layer's colours as they are), each vertex sampling the layer where it lies (texture
  /// coordinates clamped into 0…1, which shifts the image only in the fringe beyond the edge).
  public mutating func appendLayerPolygon(
    _ polygon: ArraySlice<Vec2>, opacity: Float, scale: Float, pixelSize: (width: Int, height: Int)
  ) {
    outline.removeAll(keepingCapacity: true)
    outline.append(contentsOf: polygon)
    let margin = 1 / scale
    let window = Rect(
      x: -margin, y: -margin, width: Float(pixelSize.width) / scale + 2 * margin,
      height: Float(pixelSize.height) / scale + 2 * margin)
    RectClip.clip(&outline, to: window, using: &builder.scratch)
    let first = builder.mesh.vertices.count
    builder.addFilledPolygon(outline, scale: scale, color: Color.white.withOpacity(opacity))
    let w = Float(max(pixelSize.width, 1))
    let h = Float(max(pixelSize.height, 1))
    for i in first..<builder.mesh.vertices.count {
      let p = builder.mesh.vertices[i].position
      builder.mesh.vertices[i].uv = Vec2(min(max(p.x / w, 0), 1), min(max(p.y / h, 0), 1))
    }
  }

  /// Appends an axis-aligned textured quad: `rect` in pixels, `uv` in texture coordinates.
  public mutating func appendTexturedQuad(_ rect: Rect, uv: Rect, color: Color) {
    let base = Int32(builder.mesh.vertices.count)
    builder.mesh.vertices.append(
      MeshVertex(Vec2(rect.minX, rect.minY), color, uv: Vec2(uv.minX, uv.minY)))
    builder.mesh.vertices.append(
      MeshVertex(Vec2(rect.maxX, rect.minY), color, uv: Vec2(uv.maxX, uv.minY)))
    builder.mesh.vertices.append(
      MeshVertex(Vec2(rect.maxX, rect.maxY), color, uv: Vec2(uv.maxX, uv.maxY)))
    builder.mesh.vertices.append(
      MeshVertex(Vec2(rect.minX, rect.maxY), color, uv: Vec2(uv.minX, uv.maxY)))
    appendQuadIndices(base)
  }

  /// Two triangles covering `rect` (pixels) in one colour, without a fringe.
  private mutating func appendQuad(_ rect: Rect, color: Color) {
    appendTexturedQuad(rect, uv: Rect(x: 0, y: 0, width: 0, height: 0), color: color)
  }

  private mutating func appendQuadIndices(_ base: Int32) {
    builder.mesh.indices.append(base)
    builder.mesh.indices.append(base + 1)
    builder.mesh.indices.append(base + 2)
    builder.mesh.indices.append(base)
    builder.mesh.indices.append(base + 2)
    builder.mesh.indices.append(base + 3)
  }

  /// Whole pixels that `appendShape(.fillRect(rect, cornerRadius, color))` at `scale` sets to
  /// `color` exactly (for an opaque colour: whatever was under them is gone), or nil when it
  /// sets none for sure. A conservative box inside the fill's fringe-free core: the rect inset
  /// by what its corners cut (r·(1 − 1/√2), the square inscribed in the corner arcs), by the
  /// flattened arcs' chords and by the fringe's inward reach (one pixel), plus a pixel's margin.
  public static func opaquePixels(ofFill rect: Rect, cornerRadius: Float, scale: Float)
    -> PixelBox?
  {
    guard rect.width > 0, rect.height > 0 else { return nil }
    if cornerRadius <= 0, let px = alignedPixelRect(rect, scale: scale) {
      // Two triangles without a fringe cover exactly these pixels.
      return PixelBox(
        x0: Int(px.minX), y0: Int(px.minY), x1: Int(px.maxX), y1: Int(px.maxY))
    }
    let r = max(0, min(cornerRadius, min(rect.width, rect.height) * 0.5)) * scale
    // The deepest a chord cuts into its arc: the tolerance, or when a quarter has the most
    // chords it may have, their sagitta r·(1 − cos(θ/2)) ≤ r·(θ/2)²/2.
    let halfChordAngle = Float.pi / Float(4 * Arc.maxChordsPerQuarter)
    let chord = max(Arc.pixelTolerance, r * halfChordAngle * halfChordAngle / 2)
    let inset = r * (1 - Float(0.5).squareRoot()) + chord + 2
    let x0 = (rect.minX * scale + inset).rounded(.up)
    let y0 = (rect.minY * scale + inset).rounded(.up)
    let x1 = (rect.maxX * scale - inset).rounded(.down)
    let y1 = (rect.maxY * scale - inset).rounded(.down)
    let limit = Float(1 << 24)
    guard x0 < x1, y0 < y1, max(abs(x0), abs(y0), abs(x1), abs(y1)) < limit else { return nil }
    return PixelBox(x0: Int(x0), y0: Int(y0), x1: Int(x1), y1: Int(y1))
  }

  /// `rect` (points) in pixels when all its edges fall on pixel boundaries (within 1/100 px).
  public static func alignedPixelRect(_ r: Rect, scale: Float) -> Rect? {
    let x0 = r.minX * scale
    let y0 = r.minY * scale
    let x1 = r.maxX * scale
    let y1 = r.maxY * scale
    func aligned(_ v: Float) -> Bool { abs(v - v.rounded()) < 0.01 && abs(v) < 1e7 }
    guard aligned(x0), aligned(y0), aligned(x1), aligned(y1) else { return nil }
    return Rect(
      x: x0.rounded(), y: y0.rounded(), width: (x1 - x0).rounded(), height: (y1 - y0).rounded())
  }
}
