/// The commands one frame is made of, in painter's order.
///
/// A frame clears the list with `reset()` (which keeps its storage) and appends commands; the
/// platform executes them. Reusing one list across frames means a steady-state frame allocates
/// nothing for its commands or points.
public struct DrawList {
  public private(set) var commands: [DrawCommand] = []
  /// Point storage shared by the polygon and polyline commands.
  public private(set) var points: [Vec2] = []
  /// Vertex and index storage of the textured-mesh commands.
  public private(set) var meshVertices: [MeshVertex] = []
  public private(set) var meshIndices: [Int32] = []
  /// Glyph storage of the text and emoji commands.
  public private(set) var glyphs: [PlacedGlyph] = []
  /// Scratch for shaping a string into `glyphs`.
  private var shaped = ShapedGlyphs()
  /// How deep `pushClip` / `beginLayer` nesting is now; 0 at the end of a well-formed frame.
  public private(set) var clipDepth = 0
  public private(set) var layerDepth = 0
  /// Pixels per point of the output the frame is drawn for, so that shapes made of arcs are
  /// flattened to a fraction of a device pixel (`Arc.pixelTolerance`). Set by whoever begins
  /// the frame; `reset()` keeps it.
  public var pixelScale: Float = 1
  /// The window's width while the frame is drawn mirrored for a right-to-left interface, nil
  /// otherwise. While set, shapes are mirrored as they are appended (x → mirrorWidth − x; a
  /// rect keeps its size and moves): fills, shadows, points (polygons, polylines, layers seen
  /// through polygons), clips, and the boxes of emoji and pixel buffers, whose contents are
  /// not flipped. Text runs and textured meshes are not moved: their glyphs keep their own
  /// direction, so the caller places them (`physicalX(_:width:)`). `reset()` keeps it.
  public var mirrorWidth: Float?

  /// Where something `width` wide that a page places at `x` (left to right) is drawn: its
  /// mirror image's left edge while the list mirrors, `x` otherwise.
  @inlinable public func physicalX(_ x: Float, width: Float) -> Float {
    mirrorWidth.map { $0 - x - width } ?? x
  }

  @inline(__always) private func mirrored(_ r: Rect) -> Rect {
    guard let w = mirrorWidth else { return r }
    return Rect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height)
  }

  @inline(__always) private func mirrored(_ p: Vec2) -> Vec2 {
    guard let w = mirrorWidth else { return p }
    return Vec2(w - p.x, p.y)
  }

  public init() {
    commands.reserveCapacity(256)
    points.reserveCapacity(4096)
  }

  /// Empties the list for a new frame, keeping the allocated storage.
  public mutating func reset() {
    commands.removeAll(keepingCapacity: true)
    points.removeAll(keepingCapacity: true)
    meshVertices.removeAll(keepingCapacity: true)
    meshIndices.removeAll(keepingCapacity: true)
    glyphs.removeAll(keepingCapacity: true)
    clipDepth = 0
    layerDepth = 0
  }

  public var isEmpty: Bool { commands.isEmpty }

  public mutating func fillRect(_ rect: Rect, color: Color, cornerRadius: Float = 0) {
    guard color.a > 0, !rect.isEmpty else { return }
    commands.append(.fillRect(mirrored(rect), cornerRadius: cornerRadius, color: color))
  }

  public mutating func shadow(_ rect: Rect, cornerRadius: Float, blur: Float, color: Color) {
    guard color.a > 0, !rect.isEmpty else { return }
    commands.append(
      .shadow(mirrored(rect), cornerRadius: cornerRadius, blur: blur, color: color))
  }

  /// Appends points and returns their range, for the polygon and polyline commands.
  public mutating func addPoints<S: Sequence>(_ s: S) -> Range<Int> where S.Element == Vec2 {
    let start = points.count
    if mirrorWidth == nil {
      points.append(contentsOf: s)
    } else {
      for p in s { points.append(mirrored(p)) }
    }
    return start..<points.count
  }

  /// Appends one point; use with `pointCount` to build a shape without a temporary array.
  public mutating func addPoint(_ p: Vec2) { points.append(mirrored(p)) }
  public var pointCount: Int { points.count }

  public mutating func fillPolygon<S: Sequence>(_ outline: S, color: Color)
  where S.Element == Vec2 {
    let r = addPoints(outline)
    guard color.a > 0, r.count >= 3 else { return }
    commands.append(.fillPolygon(points: r, color: color))
  }

  /// Fills the polygon made of `points[range]` (added earlier with `addPoint`).
  public mutating func fillPolygon(points range: Range<Int>, color: Color) {
    guard color.a > 0, range.count >= 3 else { return }
    commands.append(.fillPolygon(points: range, color: color))
  }

  public mutating func strokePolyline<S: Sequence>(
    _ line: S, width: Float, color: Color, closed: Bool = false
  ) where S.Element == Vec2 {
    let r = addPoints(line)
    guard color.a > 0, r.count >= 2, width > 0 else { return }
    commands.append(.strokePolyline(points: r, width: width, color: color, closed: closed))
  }

  public mutating func strokePolyline(
    points range: Range<Int>, width: Float, color: Color, closed: Bool = false
  ) {
    guard color.a > 0, range.count >= 2, width > 0 else { return }
    commands.append(.strokePolyline(points: range, width: width, color: color, closed: closed))
  }

  public mutating func text(_ run: TextRun) {
    guard run.color.a > 0, !run.glyphs.isEmpty else { return }
    if let span = run.span, span.isEmpty { return }
    commands.append(.text(run))
  }

  /// Run `index` of `layout`, its origin (the left end of its baseline) at `origin`; with
  /// `span`, only the part between those x offsets from `origin.x`.
  public mutating func text(
    _ layout: TextLayout, run index: Int, at origin: Vec2, color: Color, span: Range<Float>? = nil
  ) {
    let run = layout.runs[index]
    let line = layout.lines[run.lineIndex]
    let first = glyphs.count
    layout.forEachGlyph(ofRun: index) { id, x, y in glyphs.append(PlacedGlyph(id: id, x: x, y: y)) }
    text(
      TextRun(
        font: run.font, origin: origin, color: color, width: run.width, span: span,
        above: run.baseline - line.top, below: line.bottom - run.baseline,
        glyphs: first..<glyphs.count))
  }

  /// `s` shaped as one run in `font` (a label: one face, left to right) by `metrics`, its
  /// baseline's left end at `origin`.
  public mutating func text(
    _ s: some StringProtocol, font: FontSpec, at origin: Vec2, color: Color,
    metrics: any FontMetrics, span: Range<Float>? = nil
  ) {
    guard color.a > 0, !s.isEmpty else { return }
    let width = shape(s, font: font, metrics: metrics)
    let first = glyphs.count
    appendShaped(rightToLeft: font.shaping.isRightToLeft)
    let box = metrics.lineMetrics(for: font)
    let leading = max(box.lineHeight - box.ascent - box.descent, 0)
    text(
      TextRun(
        font: font, origin: origin, color: color, width: width, span: span,
        above: box.ascent + leading, below: box.descent + leading, glyphs: first..<glyphs.count))
  }

  /// One run of text `width` points wide (its advance) whose box starts at `origin.x` (the
  /// left end of its baseline): drawn there, or where the box's mirror image starts while the
  /// list mirrors (the glyphs keep their direction).
  public mutating func text(
    _ s: some StringProtocol, font: FontSpec, at origin: Vec2, width: Float, color: Color,
    metrics: any FontMetrics
  ) {
    text(
      s, font: font, at: Vec2(physicalX(origin.x, width: width), origin.y), color: color,
      metrics: metrics)
  }

  /// Appends glyphs to the storage (for text or emoji commands made by hand) and returns
  /// their range.
  public mutating func addGlyphs<S: Sequence>(_ s: S) -> Range<Int> where S.Element == PlacedGlyph {
    let start = glyphs.count
    glyphs.append(contentsOf: s)
    return start..<glyphs.count
  }

  /// The emoji-face glyphs `glyphs` (added earlier) scaled into `rect`.
  public mutating func emoji(glyphs range: Range<Int>, in rect: Rect, opacity: Float = 1) {
    guard opacity > 0, !rect.isEmpty, !range.isEmpty else { return }
    commands.append(.emoji(glyphs: range, rect: mirrored(rect), opacity: min(opacity, 1)))
  }

  /// A colour-emoji grapheme shaped by `metrics` in the emoji face, scaled into `rect`.
  public mutating func emoji(
    _ grapheme: some StringProtocol, in rect: Rect, opacity: Float = 1, metrics: any FontMetrics
  ) {
    guard opacity > 0, !rect.isEmpty, !grapheme.isEmpty else { return }
    _ = shape(grapheme, font: .emoji(max(rect.height, 1)), metrics: metrics)
    let first = glyphs.count
    appendShaped(rightToLeft: false)
    emoji(glyphs: first..<glyphs.count, in: rect, opacity: opacity)
  }

  /// Appends the glyphs of `shaped` left to right (from its last when it reads right to left).
  private mutating func appendShaped(rightToLeft: Bool) {
    var pen: Float = 0
    for k in 0..<shaped.count {
      let i = rightToLeft ? shaped.count - 1 - k : k
      glyphs.append(
        PlacedGlyph(id: shaped.ids[i], x: pen + shaped.offsetsX[i], y: shaped.offsetsY[i]))
      pen += shaped.advances[i]
    }
  }

  /// Shapes `s` into `shaped` and returns its advance width.
  private mutating func shape(_ s: some StringProtocol, font: FontSpec, metrics: any FontMetrics)
    -> Float
  {
    shaped.removeAll()
    let done: Void? = s.utf8.withContiguousStorageIfAvailable { bytes in
      metrics.shape(bytes, font: font, into: &shaped)
    }
    if done == nil {
      var copy = String(s)
      copy.withUTF8 { metrics.shape($0, font: font, into: &shaped) }
    }
    return shaped.width
  }

  public mutating func pixels(_ buffer: PixelBuffer, in rect: Rect, tint: Color = .white) {
    guard tint.a > 0, !rect.isEmpty else { return }
    commands.append(.pixels(buffer, rect: mirrored(rect), tint: tint))
  }

  /// Appends a vertex to the textured meshes' storage (see `texturedMesh`).
  public mutating func appendMeshVertex(_ v: MeshVertex) { meshVertices.append(v) }
  /// Appends an index, counted from the first vertex of the mesh that will use it.
  public mutating func appendMeshIndex(_ i: Int32) { meshIndices.append(i) }

  /// Draws triangles from the mesh storage: `indices` (into `meshIndices`) name vertices of
  /// `vertices` (into `meshVertices`) counted from its start; the texture is multiplied by
  /// the vertex colours. Several meshes may share one vertex range.
  public mutating func texturedMesh(
    vertices: Range<Int>, indices: Range<Int>, texture: PixelBuffer
  ) {
    guard vertices.lowerBound >= 0, vertices.upperBound <= meshVertices.count,
      indices.lowerBound >= 0, indices.upperBound <= meshIndices.count, indices.count >= 3
    else { return }
    commands.append(.texturedMesh(vertices: vertices, indices: indices, texture: texture))
  }

  public mutating func texturedPolygon<S: Sequence>(
    layer: LayerID, _ outline: S, opacity: Float = 1
  ) where S.Element == Vec2 {
    let r = addPoints(outline)
    guard opacity > 0, r.count >= 3 else { return }
    commands.append(.texturedPolygon(layer: layer, points: r, opacity: min(opacity, 1)))
  }

  public mutating func texturedPolygon(layer: LayerID, points range: Range<Int>, opacity: Float = 1)
  {
    guard opacity > 0, range.count >= 3 else { return }
    commands.append(.texturedPolygon(layer: layer, points: range, opacity: min(opacity, 1)))
  }

  public mutating func pushClip(_ rect: Rect) {
    clipDepth += 1
    commands.append(.pushClip(mirrored(rect)))
  }

  public mutating func popClip() {
    precondition(clipDepth > 0, "popClip without pushClip")
    clipDepth -= 1
    commands.append(.popClip)
  }

  public mutating func beginLayer(_ id: LayerID, clearColor: Color = .clear) {
    layerDepth += 1
    commands.append(.beginLayer(id, clearColor: clearColor))
  }

  public mutating func endLayer() {
    precondition(layerDepth > 0, "endLayer without beginLayer")
    layerDepth -= 1
    commands.append(.endLayer)
  }
}
