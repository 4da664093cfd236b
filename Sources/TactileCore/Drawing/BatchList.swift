/// A frame as a backend submits it, as in Dear ImGui: every command of a `DrawList`
/// tessellated into one mesh in device pixels (`Tessellator`), cut into batches of one texture
/// under one clip. Shapes and the text of one atlas page share a batch; a pixel buffer, a
/// textured mesh and a layer seen through a polygon are batches of their own.
///
/// A backend only submits the batches (one draw call each) or, drawing on the CPU, walks
/// their parts. Built anew every frame by `build`, which hands them to the backend (in several
/// goes when the text atlas must change pixels that batches built already sample); all
/// storage is reused, so a steady frame allocates nothing.
public struct BatchList {
  public private(set) var batches: [Batch] = []
  public private(set) var parts: [BatchPart] = []
  /// Outlines of the layer polygons, in pixels.
  public private(set) var points: [Vec2] = []
  /// Whether layer polygons are tessellated (for a backend that samples a layer as a texture);
  /// a backend compositing layers through their outline leaves it off and saves the work.
  public var tessellatesLayers = true

  private var tessellator = Tessellator()
  /// Clip boxes, innermost last; each open layer starts its own stack at `clipBases.last`.
  private var clips: [PixelBox] = []
  private var clipBases: [Int] = []
  private var layerDepth = 0
  /// Scratch: which batches a clear hides.
  private var hidden: [Bool] = []
  private(set) var scale: Float = 1
  private var pixelSize = (width: 0, height: 0)
  /// The batch being built: its texture, and where its triangles and parts start.
  private var openTexture: BatchTexture? = nil
  private var openIndices = 0
  private var openParts = 0

  public init() {}

  /// Every triangle of the frame, in pixels.
  public var mesh: Mesh { tessellator.mesh }

  /// Draw calls: the batches that draw.
  public var drawCalls: Int {
    var n = 0
    for b in batches { if case .draw = b.kind { n += 1 } }
    return n
  }

  /// Triangles the batches draw.
  public var triangles: Int {
    var n = 0
    for b in batches { if case .draw = b.kind { n += b.indices.count / 3 } }
    return n
  }

  /// Turns `list` into batches drawn at `scale` pixels per point into an output of
  /// `pixelSize` pixels, with text from `atlas` (without one, text is not drawn), and hands
  /// them to `submit` in painter's order: once at the end, and before the atlas changes pixels
  /// that batches built so far sample (each time only the batches built since the last time).
  /// The batches handed over last stay readable until the next `build`.
  public mutating func build(
    _ list: DrawList, scale: Float, pixelSize: (width: Int, height: Int), atlas: GlyphAtlas?,
    submit: (BatchList) -> Void
  ) {
    begin(scale: scale, pixelSize: pixelSize)
    let commands = list.commands
    for (index, command) in zip(commands.indices, commands) {
      append(command, at: index, of: list, atlas: atlas, submit: submit)
    }
    close()
    while layerDepth > 0 { endLayer() }
    submit(self)
  }

  /// Empties the storage for a frame drawn at `scale` into `pixelSize` pixels.
  private mutating func begin(scale: Float, pixelSize: (width: Int, height: Int)) {
    batches.removeAll(keepingCapacity: true)
    parts.removeAll(keepingCapacity: true)
    points.removeAll(keepingCapacity: true)
    tessellator.removeAll()
    clips.removeAll(keepingCapacity: true)
    clipBases.removeAll(keepingCapacity: true)
    layerDepth = 0
    openTexture = nil
    self.scale = scale
    self.pixelSize = pixelSize
  }

  /// Command `index` of `list` as batches.
  private mutating func append(
    _ command: DrawCommand, at index: Int, of list: DrawList, atlas: GlyphAtlas?,
    submit: (BatchList) -> Void
  ) {
    switch command {
    case .fillRect(let rect, let radius, let color) where coversTarget(rect, radius, color):
      close()
      dropHiddenBatches()
      mark(.clear(color))
    case .fillRect, .shadow, .fillPolygon, .strokePolyline:
      joinShapes()
      let start = tessellator.mesh.indices.count
      _ = tessellator.appendShape(command, points: list.points, scale: scale)
      addPart(.shapes(hidden: hiddenByNextFill(list.commands, after: index)), from: start)
    case .text(let run):
      if let atlas { appendText(run, list.glyphs[run.glyphs], atlas: atlas, submit: submit) }
    case .emoji(let glyphs, let rect, let opacity):
      if let atlas {
        appendEmoji(list.glyphs[glyphs], in: rect, opacity: opacity, atlas: atlas, submit: submit)
      }
    case .pixels(let buffer, let rect, let tint):
      guard buffer.width > 0, buffer.height > 0 else { return }
      open(.pixels(buffer))
      appendPixels(buffer, rect: rect, tint: tint)
      close()
    case .texturedMesh(let vertices, let indices, let texture):
      guard texture.width > 0, texture.height > 0 else { return }
      open(.pixels(texture))
      let start = tessellator.mesh.indices.count
      tessellator.appendTexturedMesh(list, vertices: vertices, indices: indices, scale: scale)
      addPart(.triangles, from: start)
      close()
    case .texturedPolygon(let layer, let range, let opacity):
      appendLayerPolygon(layer, list.points[range], opacity: opacity)
    case .pushClip(let rect):
      close()
      var box = pixelBox(rect)
      if clips.count > clipBase { box = box.intersection(clips[clips.count - 1]) }
      clips.append(box)
    case .popClip:
      close()
      if clips.count > clipBase { clips.removeLast() }
    case .beginLayer(let id, let clearColor):
      close()
      mark(.beginLayer(id, clearColor: clearColor))
      clipBases.append(clips.count)
      layerDepth += 1
    case .endLayer:
      close()
      endLayer()
    }
  }

  /// `layer` seen through the polygon `outline` (points) at `opacity`.
  private mutating func appendLayerPolygon(
    _ layer: LayerID, _ outline: ArraySlice<Vec2>, opacity: Float
  ) {
    guard outline.count >= 3 else { return }
    open(.layer(layer))
    let first = points.count
    for p in outline { points.append(p * scale) }
    let start = tessellator.mesh.indices.count
    if tessellatesLayers {
      tessellator.appendLayerPolygon(outline, opacity: opacity, scale: scale, pixelSize: pixelSize)
    }
    addPart(.layerPolygon(points: first..<points.count, opacity: opacity), from: start)
    close()
  }

  /// Hands the batches built so far to `submit` and starts again from empty storage, in the
  /// same clip and layer, with the open batch's texture.
  mutating func submitBuilt(_ submit: (BatchList) -> Void) {
    let texture = openTexture
    close()
    submit(self)
    batches.removeAll(keepingCapacity: true)
    parts.removeAll(keepingCapacity: true)
    points.removeAll(keepingCapacity: true)
    tessellator.removeAll()
    if let texture { open(texture) }
  }

  // MARK: Batches

  private var clipBase: Int { clipBases.last ?? 0 }

  /// The current clip: the innermost box of the current target, or nil (everything).
  private var clip: PixelBox? { clips.count > clipBase ? clips[clips.count - 1] : nil }

  /// Starts a batch sampling `texture` (ending the open one).
  private mutating func open(_ texture: BatchTexture) {
    close()
    openTexture = texture
    openIndices = tessellator.mesh.indices.count
    openParts = parts.count
  }

  /// Ends the open batch; one without parts is dropped.
  private mutating func close() {
    guard let texture = openTexture else { return }
    openTexture = nil
    guard parts.count > openParts else { return }
    batches.append(
      Batch(
        kind: .draw(texture, clip: clip), indices: openIndices..<tessellator.mesh.indices.count,
        parts: openParts..<parts.count))
  }

  /// A batch that draws nothing (a layer's start or end).
  private mutating func mark(_ kind: Batch.Kind) {
    let i = tessellator.mesh.indices.count
    batches.append(Batch(kind: kind, indices: i..<i, parts: parts.count..<parts.count))
  }

  private mutating func endLayer() {
    guard layerDepth > 0 else { return }
    layerDepth -= 1
    clips.removeLast(clips.count - clipBase)
    clipBases.removeLast()
    mark(.endLayer)
  }

  /// Whether a fill of `rect` (points) with corner `radius` and `color` leaves every pixel of
  /// the current target (window-sized) exactly `color`: opaque, square, covering the target,
  /// and the clip covering it too.
  private func coversTarget(_ rect: Rect, _ radius: Float, _ color: Color) -> Bool {
    guard radius <= 0, color.a == 255 else { return false }
    if let c = clip, c.x0 > 0 || c.y0 > 0 || c.x1 < pixelSize.width || c.y1 < pixelSize.height {
      return false
    }
    let e: Float = 0.01
    return rect.minX * scale <= e && rect.minY * scale <= e
      && rect.maxX * scale >= Float(pixelSize.width) - e
      && rect.maxY * scale >= Float(pixelSize.height) - e
  }

  /// Removes the draws and clears of the current target not handed over yet: a clear hides
  /// them. Layers drawn meanwhile stay (they may be seen later).
  private mutating func dropHiddenBatches() {
    hidden.removeAll(keepingCapacity: true)
    hidden.append(contentsOf: repeatElement(false, count: batches.count))
    // Back to the current target's start: its own draws are at depth 0.
    var depth = 0
    var i = batches.count - 1
    scan: while i >= 0 {
      switch batches[i].kind {
      case .endLayer: depth += 1
      case .beginLayer:
        if depth == 0 { break scan }
        depth -= 1
      case .draw, .clear: hidden[i] = depth == 0
      }
      i -= 1
    }
    var kept = 0
    for j in batches.indices where !hidden[j] {
      batches[kept] = batches[j]
      kept += 1
    }
    batches.removeLast(batches.count - kept)
  }

  /// Shapes join the open batch when it holds shapes or text; otherwise they start one.
  private mutating func joinShapes() {
    switch openTexture {
    case .untextured?, .atlasPage?: return
    default: open(.untextured)
    }
  }

  /// Text of atlas page `page` joins the open batch when it holds shapes only or that page's
  /// text; otherwise it starts one.
  mutating func joinText(page: Int) {
    switch openTexture {
    case .untextured?: openTexture = .atlasPage(page)
    case .atlasPage(let p)? where p == page: return
    default: open(.atlasPage(page))
    }
  }

  /// The pixels an opaque fill sets whole right after the shadow `commands[index]` (past other
  /// shadows, which it covers too), or nil when another command comes first or the fill is
  /// translucent.
  private func hiddenByNextFill(_ commands: [DrawCommand], after index: Int) -> PixelBox? {
    guard case .shadow = commands[index] else { return nil }
    var next = index + 1
    while next < commands.count {
      switch commands[next] {
      case .shadow: next += 1
      case .fillRect(let rect, let radius, let color) where color.a == 255:
        return Tessellator.opaquePixels(ofFill: rect, cornerRadius: radius, scale: scale)
      default: return nil
      }
    }
    return nil
  }

  /// Records the triangles appended since index `start` as a part (shapes right after shapes
  /// with nothing hidden extend the last part).
  private mutating func addPart(_ kind: BatchPart.Kind, from start: Int) {
    let end = tessellator.mesh.indices.count
    if case .shapes(nil) = kind, parts.count > openParts,
      case .shapes(nil) = parts[parts.count - 1].kind,
      parts[parts.count - 1].indices.upperBound == start
    {
      parts[parts.count - 1].indices = parts[parts.count - 1].indices.lowerBound..<end
      return
    }
    guard end > start || !isShapes(kind) else { return }
    parts.append(BatchPart(kind: kind, indices: start..<end))
  }

  private func isShapes(_ kind: BatchPart.Kind) -> Bool {
    if case .shapes = kind { return true }
    return false
  }

  /// A rect in points as the whole pixels it touches.
  private func pixelBox(_ r: Rect) -> PixelBox {
    func index(_ v: Float, _ rule: FloatingPointRoundingRule) -> Int {
      let limit = Float(Int32.max)
      return Int(min(max((v * scale).rounded(rule), -limit), limit))
    }
    let x0 = index(r.minX, .down)
    let y0 = index(r.minY, .down)
    return PixelBox(
      x0: x0, y0: y0, x1: max(x0, index(r.maxX, .up)), y1: max(y0, index(r.maxY, .up)))
  }

  // MARK: Quads

  /// Appends a textured quad part: `source` texels of a texture of `width × height` texels
  /// over `rect` (pixels).
  mutating func appendQuad(
    _ rect: Rect, source: PixelBox, textureSize: (Float, Float), tint: Color, image: AnyObject?
  ) {
    let start = tessellator.mesh.indices.count
    let (w, h) = textureSize
    tessellator.appendTexturedQuad(
      rect,
      uv: Rect(
        x: Float(source.x0) / w, y: Float(source.y0) / h, width: Float(source.width) / w,
        height: Float(source.height) / h), color: tint)
    addPart(.quad(rect: rect, source: source, tint: tint, image: image), from: start)
  }

  /// A pixel buffer stretched over `rect` (points), multiplied by `tint`: only its ink boxes
  /// when it keeps them (the rest is transparent), else all of it. Drawn one buffer pixel per
  /// device pixel, the quads lie on whole pixels.
  private mutating func appendPixels(_ buffer: PixelBuffer, rect: Rect, tint: Color) {
    let size = (Float(buffer.width), Float(buffer.height))
    var origin = rect.origin * scale
    var kx = rect.width / size.0 * scale
    var ky = rect.height / size.1 * scale
    if let px = Tessellator.alignedPixelRect(rect, scale: scale), Int(px.width) == buffer.width,
      Int(px.height) == buffer.height
    {
      origin = px.origin
      kx = 1
      ky = 1
    }
    guard buffer.isInkBounded else {
      appendQuad(
        Rect(x: origin.x, y: origin.y, width: size.0 * kx, height: size.1 * ky),
        source: PixelBox(x0: 0, y0: 0, x1: buffer.width, y1: buffer.height), textureSize: size,
        tint: tint, image: nil)
      return
    }
    for box in buffer.inkBoxes {
      let b = PixelBox(
        x0: max(0, box.x0), y0: max(0, box.y0), x1: min(buffer.width, box.x1),
        y1: min(buffer.height, box.y1))
      guard !b.isEmpty else { continue }
      appendQuad(
        Rect(
          x: origin.x + Float(b.x0) * kx, y: origin.y + Float(b.y0) * ky,
          width: Float(b.width) * kx, height: Float(b.height) * ky),
        source: b, textureSize: size, tint: tint, image: nil)
    }
  }
}
