import CSDL2
import TactileCore

/// Executes a `DrawList` with an `SDL_Renderer`.
///
/// Owns the SDL renderer and every texture made for it (text, emoji, pixel buffers, layers);
/// they are destroyed before the renderer in `deinit`. Draw lists are in points; `scale` is
/// pixels per point.
public final class Renderer {
  public let handle: OpaquePointer
  /// Pixels per point. Updated by `beginFrame` from the output and window sizes.
  public internal(set) var scale: Float = 1
  /// Output size in pixels.
  public internal(set) var pixelSize: (width: Int32, height: Int32) = (0, 0)
  /// The SDL renderer's name ("software", "opengl", …).
  public let name: String
  /// Whether `name` is SDL's software renderer, which needs whole-pixel geometry.
  private let isSoftware: Bool
  /// The surface drawn into, when this renderer draws into a surface it was given (headless,
  /// and the layers of a headless renderer): geometry and layers then take the CPU paths
  /// (`Renderer+Software.swift`), which SDL's software renderer is slow at and allocates for.
  let targetSurface: UnsafeMutablePointer<SDL_Surface>?
  /// Freed in `deinit`, after the renderer (a layer's surface).
  private var ownedSurface: UnsafeMutablePointer<SDL_Surface>?

  /// Counters for the diagnostics overlay, for the last executed list.
  public internal(set) var stats = Stats()
  public struct Stats {
    public var drawCalls = 0
    public var triangles = 0
    public var textTextures = 0
  }

  let fonts: FontCache
  let text: TextCache
  /// The window drawn into, if any: kept alive until the renderer is destroyed.
  private var window: Window?
  private var pixelTextures: [ObjectIdentifier: PixelTexture] = [:]
  private struct PixelTexture {
    var texture: OpaquePointer
    var width: Int
    var height: Int
    var generation: UInt64
    weak var owner: PixelBuffer?
  }
  private var layers: [Int: OpaquePointer] = [:]
  private var layerSize: (Int32, Int32) = (0, 0)
  private var layerStack: [OpaquePointer?] = []
  /// Clip rects, innermost last. Each open layer starts its own stack above `clipBases.last`
  /// (one flat array, so that layers allocate nothing per frame).
  var clipStack: [SDL_Rect?] = []
  var clipBases: [Int] = []
  /// Index in `clipStack` of the first clip of the current target.
  var clipBase: Int { clipBases.last ?? 0 }
  /// Turns the list's shapes into triangles (Core decides every shape's look).
  var tessellator = Tessellator()
  /// Whether the pending triangles hold text, textured with the atlas page (their shapes
  /// sample its white corner).
  var pendingText = false
  /// The batch a window would be building, on a canvas (see `noteCPUBatch`).
  var cpuBatch: Int? = nil
  /// Row crossings of the polygons layers are drawn through (the SDL path).
  private var scanner = PolygonScanner()
  var frame: UInt64 = 0

  /// The software paths' layers (renderers drawing into surfaces of their own), by id.
  var softwareLayers: [Int: Renderer] = [:]
  /// Blends software layers through polygons.
  var compositor = LayerCompositor()
  /// A polygon converted to pixels for the compositor.
  var pixelPolygon: [Vec2] = []
  /// As a software layer: the pixels drawing may have touched since the layer was last
  /// cleared (the union of the clips drawn in), and the colour it was cleared to. The next
  /// frame clears only those pixels.
  var layerDirtyBox: PixelBox? = nil
  var layerClearColor: Color? = nil

  /// Wraps an SDL renderer (taking ownership: it is destroyed with this object).
  init(
    taking handle: OpaquePointer, fonts: FontCache,
    surface: UnsafeMutablePointer<SDL_Surface>? = nil
  ) throws {
    precondition(MemoryLayout<MeshVertex>.stride == MemoryLayout<SDL_Vertex>.stride)
    precondition(MemoryLayout<MeshVertex>.offset(of: \.color) == 8)
    self.handle = handle
    self.targetSurface =
      surface.flatMap { $0.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue }
        == true ? surface : nil
    self.fonts = fonts
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(handle, &info)
    self.text = TextCache(
      fonts: fonts, renderer: handle,
      maxTextureSide: Int(min(info.max_texture_width, info.max_texture_height)))
    name = info.name.map { String(cString: $0) } ?? "unknown"
    isSoftware = name == "software"
    SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
    // Atlas pixels about to change may be sampled by text queued in the pending batch.
    text.willOverwriteDrawnPixels = { [unowned self] in
      if self.pendingText { self.flushGeometry() }
    }
  }

  /// A hardware-accelerated (or fallback) renderer for a window, vsynced.
  public convenience init(window: Window, fonts: FontCache, vsync: Bool = true) throws {
    var flags = SDL_RENDERER_TARGETTEXTURE.rawValue
    if vsync { flags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
    guard let r = SDL_CreateRenderer(window.handle, -1, flags) else {
      throw SDLError.last("cannot create a renderer for the window")
    }
    try self.init(taking: r, fonts: fonts)
    self.window = window
  }

  /// The software renderer drawing into a surface (headless). The surface must outlive the
  /// renderer.
  public convenience init(surface: UnsafeMutablePointer<SDL_Surface>, fonts: FontCache) throws {
    guard let r = SDL_CreateSoftwareRenderer(surface) else {
      throw SDLError.last("cannot create the software renderer")
    }
    try self.init(taking: r, fonts: fonts, surface: surface)
  }

  /// The software renderer drawing into a new ARGB surface of `width × height` pixels that it
  /// owns (a layer of a headless renderer).
  convenience init(ownedSurfaceWidth width: Int32, height: Int32, fonts: FontCache) throws {
    guard
      let s = SDL_CreateRGBSurfaceWithFormat(
        0, max(1, width), max(1, height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { throw SDLError.last("cannot create a \(width)x\(height) layer surface") }
    do {
      try self.init(surface: s, fonts: fonts)
    } catch {
      SDL_FreeSurface(s)
      throw error
    }
    ownedSurface = s
  }

  deinit {
    softwareLayers.removeAll()  // Layer renderers go first: they own their surfaces.
    text.removeAll()
    for (_, t) in pixelTextures { SDL_DestroyTexture(t.texture) }
    for (_, t) in layers { SDL_DestroyTexture(t) }
    SDL_DestroyRenderer(handle)
    if let s = ownedSurface { SDL_FreeSurface(s) }
  }

  /// Starts a frame: measures the output, clears it to `clearColor`.
  /// - Parameter pointSize: the window's size in points (the scale is pixels / points).
  public func beginFrame(pointSize: Size, clearColor: Color) {
    frame &+= 1
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(handle, &w, &h)
    pixelSize = (w, h)
    if pointSize.width > 0 { scale = max(0.01, Float(w) / pointSize.width) }
    SDL_SetRenderTarget(handle, nil)
    SDL_RenderSetClipRect(handle, nil)
    setDrawColor(clearColor)
    SDL_RenderClear(handle)
    stats = Stats()
    cpuBatch = nil  // A frame starts a batch of its own.
  }

  public func present() { SDL_RenderPresent(handle) }

  /// Executes every command of `list` in order.
  public func execute(_ list: DrawList) {
    var next = 0
    run(list, from: &next, asLayer: false)
    flushGeometry()
    while !layerStack.isEmpty { endLayer() }
    while clipStack.count > clipBase { popClip() }
    stats.textTextures = text.count
    collectPixelTextures()
  }

  /// Executes the commands of `list` from `next` on. As a layer (`asLayer`), stops after the
  /// `endLayer` that closes it; `next` is then the command after it.
  func run(_ list: DrawList, from next: inout Int, asLayer: Bool) {
    let points = list.points
    let commands = list.commands
    while next < commands.count {
      let command = commands[next]
      next += 1
      if asLayer { noteDrawing(command) }
      switch command {
      case .fillRect(let rect, let radius, let color) where coversTarget(rect, radius, color):
        // Hides everything drawn before it (what is pending is dropped): a clear, which a GPU
        // emulated on the CPU (llvmpipe) does as a fill instead of blending every pixel.
        tessellator.removeAll()
        pendingText = false
        cpuBatch = nil
        setDrawColor(color)
        SDL_RenderClear(handle)
      case .fillRect, .shadow, .fillPolygon, .strokePolyline:
        _ = tessellator.appendShape(command, points: points, scale: scale)
      case .text(let run):
        drawText(run)
      case .emoji(let grapheme, let rect, let opacity):
        drawEmoji(grapheme, in: rect, opacity: opacity)
      case .pixels(let buffer, let rect, let tint):
        flushGeometry()
        if blendOnCPU(buffer, in: rect, tint: tint) { continue }
        tessellator.appendPixels(buffer, rect: rect, tint: tint, scale: scale)
        submit(buffer)
      case .texturedMesh(let vertices, let indices, let texture):
        flushGeometry()
        tessellator.appendTexturedMesh(list, vertices: vertices, indices: indices, scale: scale)
        submit(texture)
      case .texturedPolygon(let layer, let range, let opacity):
        flushGeometry()
        if targetSurface != nil {
          compositeLayer(layer.raw, through: points[range], opacity: opacity)
        } else {
          drawLayer(layer.raw, through: points[range], opacity: opacity)
        }
      case .pushClip(let rect):
        flushGeometry()
        cpuBatch = nil
        pushClip(rect)
      case .popClip:
        flushGeometry()
        cpuBatch = nil
        popClip()
      case .beginLayer(let id, let clearColor):
        flushGeometry()
        cpuBatch = nil
        if targetSurface != nil {
          runSoftwareLayer(id.raw, clearColor: clearColor, list, from: &next)
        } else {
          beginLayer(id.raw, clearColor: clearColor)
        }
      case .endLayer:
        flushGeometry()
        cpuBatch = nil
        if asLayer { return }
        endLayer()
      }
    }
  }

  // MARK: Geometry

  /// Submits the triangles tessellated since the last submission: shapes, and the text they
  /// were batched with (`pendingText`).
  func flushGeometry() {
    let texture = pendingText ? text.texture() : nil
    pendingText = false
    submitMesh(texture: texture)
  }

  /// Submits the tessellated triangles textured with `buffer` (uploaded when it changed).
  private func submit(_ buffer: PixelBuffer) {
    guard !tessellator.mesh.isEmpty else { return }
    guard buffer.width > 0, buffer.height > 0 else {
      tessellator.removeAll()
      return
    }
    if let c = canvas {
      SDL_RenderFlush(handle)
      let clip = clipBox
      let mesh = tessellator.mesh
      buffer.pixels.withUnsafeMutableBufferPointer { p in
        guard let base = p.baseAddress else { return }
        let t = PixelSurface(
          base: base, width: buffer.width, height: buffer.height, stride: buffer.width)
        TriangleRasterizer.draw(mesh, texture: t, into: c, clip: clip)
      }
      countBatch()
      return
    }
    guard let (e, upload) = pixelTexture(for: buffer) else {
      tessellator.removeAll()
      return
    }
    if upload { uploadInk(of: buffer, to: e.texture) }
    submitMesh(texture: e.texture)
  }

  /// The one way triangles reach the output: rasterized on the CPU into a canvas of our own
  /// (untextured there: textured batches on a canvas take `submit(_:)`), else one
  /// `SDL_RenderGeometry` call with `texture`. Empties the mesh.
  private func submitMesh(texture: OpaquePointer?) {
    guard !tessellator.mesh.isEmpty else { return }
    if targetSurface != nil {
      drawGeometryOnCPU()
      return
    }
    if isSoftware && texture == nil {
      // SDL's software renderer truncates triangle vertices to whole pixels, but draws a quad
      // of one colour that happens to be an axis-aligned rectangle as a fill rect, truncating
      // its origin and size separately. With fractional positions the two disagree and a
      // 1 px gap opens between a fill and its fringe; whole-pixel positions make them agree.
      for i in tessellator.mesh.vertices.indices {
        let p = tessellator.mesh.vertices[i].position
        tessellator.mesh.vertices[i].position = Vec2(p.x.rounded(.down), p.y.rounded(.down))
      }
    }
    let mesh = tessellator.mesh
    mesh.vertices.withUnsafeBufferPointer { v in
      mesh.indices.withUnsafeBufferPointer { i in
        guard let vb = v.baseAddress, let ib = i.baseAddress else { return }
        let raw = UnsafeRawPointer(vb).assumingMemoryBound(to: SDL_Vertex.self)
        _ = SDL_RenderGeometry(handle, texture, raw, Int32(v.count), ib, Int32(i.count))
      }
    }
    countBatch()
  }

  /// Whether a fill of `rect` (points) with corner `radius` and `color` leaves every pixel of
  /// the current target exactly `color`: opaque, square, covering the target, and the clip (SDL
  /// clears ignore it) covering it too.
  private func coversTarget(_ rect: Rect, _ radius: Float, _ color: Color) -> Bool {
    guard radius <= 0, color.a == 255 else { return false }
    let w = Float(pixelSize.width)
    let h = Float(pixelSize.height)
    if clipStack.count > clipBase, let c = clipStack[clipStack.count - 1],
      c.x > 0 || c.y > 0 || Float(c.x) + Float(c.w) < w || Float(c.y) + Float(c.h) < h
    {
      return false
    }
    let e: Float = 0.01
    return rect.minX * scale <= e && rect.minY * scale <= e && rect.maxX * scale >= w - e
      && rect.maxY * scale >= h - e
  }

  /// Counts the pending mesh as one draw call and empties it.
  func countBatch() {
    stats.drawCalls += 1
    stats.triangles += tessellator.mesh.indices.count / 3
    tessellator.removeAll()
  }

  /// On a canvas, where everything is drawn at once, draw calls are counted as the window's
  /// renderer would submit them: consecutive shapes and text make one batch (`kind` -1 for
  /// shapes, 0 for text from the atlas, `Int.min` for a batch of its own).
  func noteCPUBatch(_ kind: Int) {
    if let b = cpuBatch, b != .min, kind != .min, b == kind || b == -1 || kind == -1 {
      if b == -1 { cpuBatch = kind }
      return
    }
    stats.drawCalls += 1
    cpuBatch = kind
  }

  func setDrawColor(_ c: Color) {
    SDL_SetRenderDrawColor(handle, c.r, c.g, c.b, c.a)
  }

  // MARK: Text

  private func drawText(_ run: TextRun) {
    let px = Int32((run.font.size * scale).rounded())
    guard px > 0, let e = text.entry(run.text, face: run.font.face, pixelSize: px, frame: frame)
    else { return }
    let emoji = run.font.face == .emoji
    let k: Float = emoji ? Float(px) / Float(FontCache.emojiOpenSize) : 1
    let x = (run.origin.x * scale).rounded()
    let y = (run.origin.y * scale - Float(e.ascent) * k).rounded()
    var columns: Range<Int32> = 0..<e.width
    if let span = run.span, !emoji {
      // A part of the run: whole columns, so that parts side by side tile the run.
      let limit = Float(e.width)
      let c0 = Int32(min(max((span.lowerBound * scale).rounded(), 0), limit))
      let c1 = Int32(min(max((span.upperBound * scale).rounded(), 0), limit))
      guard c1 > c0 else { return }
      columns = c0..<c1
    }
    let dst = Rect(
      x: x + Float(columns.lowerBound) * k, y: y, width: Float(columns.count) * k,
      height: Float(e.height) * k)
    // Text is white on its page: the tint colours it. Emoji keep their colours.
    let tint = emoji ? Color(r: 255, g: 255, b: 255, a: run.color.a) : run.color
    draw(e, columns: columns, in: dst, tint: tint, scaled: emoji)
  }

  private func drawEmoji(_ grapheme: String, in rect: Rect, opacity: Float) {
    guard
      let e = text.entry(grapheme, face: .emoji, pixelSize: FontCache.emojiOpenSize, frame: frame)
    else { return }
    // Fit the bitmap's aspect into the rect, centred.
    let r = rect.size.width * scale
    let aspect = Float(e.width) / max(1, Float(e.height))
    var w = r
    var h = r / aspect
    if h > rect.size.height * scale {
      h = rect.size.height * scale
      w = h * aspect
    }
    let dst = Rect(x: rect.midX * scale - w / 2, y: rect.midY * scale - h / 2, width: w, height: h)
    let tint = Color(r: 255, g: 255, b: 255, a: Color.byte(opacity))
    draw(e, columns: 0..<e.width, in: dst, tint: tint, scaled: true)
  }

  /// Draws `columns` of an atlas entry into `dst` (pixels), multiplied by `tint`: on a canvas
  /// at once (emoji scaled from their mipmaps), else as a quad of the text batch (SDL's
  /// software renderer, which draws textured triangles with seams, copies it instead).
  private func draw(
    _ e: TextCache.Entry, columns: Range<Int32>, in dst: Rect, tint: Color, scaled: Bool
  ) {
    if let c = canvas {
      flushGeometry()
      SDL_RenderFlush(handle)
      let clip = clipBox
      if scaled, let image = e.mipmaps {
        ImageScaler.draw(image, into: c, rect: dst, tint: tint, clip: clip)
      } else {
        let source = PixelBox(
          x0: Int(e.x + columns.lowerBound), y0: Int(e.y), x1: Int(e.x + columns.upperBound),
          y1: Int(e.y + e.height))
        c.blend(
          text.page.surface, source: source, atX: Int(dst.minX), y: Int(dst.minY), tint: tint,
          clip: clip)
      }
      noteCPUBatch(0)
      return
    }
    guard let texture = text.texture() else { return }
    if isSoftware {
      flushGeometry()
      var src = SDL_Rect(
        x: e.x + columns.lowerBound, y: e.y, w: Int32(columns.count), h: e.height)
      var d = SDL_FRect(x: dst.minX, y: dst.minY, w: dst.width, h: dst.height)
      SDL_SetTextureColorMod(texture, tint.r, tint.g, tint.b)
      SDL_SetTextureAlphaMod(texture, tint.a)
      SDL_RenderCopyF(handle, texture, &src, &d)
      stats.drawCalls += 1
      return
    }
    pendingText = true
    let w = Float(text.page.width)
    let h = Float(text.page.height)
    tessellator.appendTexturedQuad(
      dst,
      uv: Rect(
        x: Float(e.x + columns.lowerBound) / w, y: Float(e.y) / h,
        width: Float(columns.count) / w, height: Float(e.height) / h), color: tint)
  }

  // MARK: Pixel buffers

  /// The texture of `buffer` (made, or remade after a resize) and whether its pixels changed
  /// since they were last uploaded.
  private func pixelTexture(for buffer: PixelBuffer) -> (PixelTexture, upload: Bool)? {
    let id = ObjectIdentifier(buffer)
    var entry = pixelTextures[id]
    if let e = entry, e.width != buffer.width || e.height != buffer.height || e.owner == nil {
      SDL_DestroyTexture(e.texture)
      entry = nil
    }
    if entry == nil {
      guard
        let t = SDL_CreateTexture(
          handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
          Int32(buffer.width), Int32(buffer.height))
      else { return nil }
      SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
      entry = PixelTexture(
        texture: t, width: buffer.width, height: buffer.height, generation: .max, owner: buffer)
    }
    guard var e = entry else { return nil }
    let upload = e.generation != buffer.generation
    e.generation = buffer.generation
    pixelTextures[id] = e
    return (e, upload)
  }

  /// Uploads the pixels of `buffer` to its texture: only its ink boxes when it keeps them
  /// (the rest is transparent and never drawn), else all of it.
  private func uploadInk(of buffer: PixelBuffer, to texture: OpaquePointer) {
    buffer.pixels.withUnsafeBufferPointer { p in
      guard let base = p.baseAddress else { return }
      guard buffer.isInkBounded else {
        _ = SDL_UpdateTexture(texture, nil, base, Int32(buffer.width * 4))
        return
      }
      for box in buffer.inkBoxes {
        let x0 = max(0, box.x0)
        let y0 = max(0, box.y0)
        let x1 = min(buffer.width, box.x1)
        let y1 = min(buffer.height, box.y1)
        guard x1 > x0, y1 > y0 else { continue }
        var src = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        _ = SDL_UpdateTexture(
          texture, &src, base + y0 * buffer.width + x0, Int32(buffer.width * 4))
      }
    }
  }

  /// Frees the textures of pixel buffers that no longer exist.
  private func collectPixelTextures() {
    for (k, e) in pixelTextures where e.owner == nil {
      SDL_DestroyTexture(e.texture)
      pixelTextures[k] = nil
    }
  }

  // MARK: Clipping

  private func pixelRect(_ r: Rect) -> SDL_Rect {
    let x0 = (r.minX * scale).rounded(.down)
    let y0 = (r.minY * scale).rounded(.down)
    let x1 = (r.maxX * scale).rounded(.up)
    let y1 = (r.maxY * scale).rounded(.up)
    return SDL_Rect(
      x: Int32(clamping: Int(x0)), y: Int32(clamping: Int(y0)),
      w: Int32(clamping: Int(max(0, x1 - x0))), h: Int32(clamping: Int(max(0, y1 - y0))))
  }

  private func pushClip(_ rect: Rect) {
    var r = pixelRect(rect)
    if clipStack.count > clipBase, let t = clipStack[clipStack.count - 1] {
      var out = SDL_Rect()
      var a = t
      if SDL_IntersectRect(&a, &r, &out) == SDL_FALSE { out = SDL_Rect(x: r.x, y: r.y, w: 0, h: 0) }
      r = out
    }
    clipStack.append(r)
    applyClip()
  }

  private func popClip() {
    guard clipStack.count > clipBase else { return }
    clipStack.removeLast()
    applyClip()
  }

  private func applyClip() {
    if clipStack.count > clipBase, var r = clipStack[clipStack.count - 1] {
      if r.w <= 0 || r.h <= 0 {
        // SDL treats an empty clip rect as "no clipping": clip to a pixel off-screen instead.
        r = SDL_Rect(x: -2, y: -2, w: 1, h: 1)
      }
      SDL_RenderSetClipRect(handle, &r)
    } else {
      SDL_RenderSetClipRect(handle, nil)
    }
  }

  // MARK: Layers

  private func layerTexture(_ id: Int) -> OpaquePointer? {
    let (w, h) = pixelSize
    if layerSize != (w, h) {
      for (_, t) in layers { SDL_DestroyTexture(t) }
      layers.removeAll()
      layerSize = (w, h)
    }
    if let t = layers[id] { return t }
    guard
      let t = SDL_CreateTexture(
        handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
        max(1, w), max(1, h))
    else { return nil }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
    layers[id] = t
    return t
  }

  private func beginLayer(_ id: Int, clearColor: Color) {
    let t = layerTexture(id)
    layerStack.append(SDL_GetRenderTarget(handle))
    clipBases.append(clipStack.count)
    SDL_SetRenderTarget(handle, t)
    SDL_RenderSetClipRect(handle, nil)
    setDrawColor(clearColor)
    SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
    SDL_RenderClear(handle)
    SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
  }

  private func endLayer() {
    guard let previous = layerStack.popLast() else { return }
    SDL_SetRenderTarget(handle, previous)
    clipStack.removeLast(clipStack.count - clipBase)
    clipBases.removeLast()
    applyClip()
  }

  /// Draws a layer through a polygon. A GPU renderer draws it as one textured mesh (the
  /// polygon triangulated, with an anti-aliasing fringe fading to clear): one draw call. SDL's
  /// software renderer draws textured triangles with seams, so there it is one textured span
  /// per pixel row (even-odd rule), with a partially transparent end pixel on each side.
  private func drawLayer(_ id: Int, through poly: ArraySlice<Vec2>, opacity: Float) {
    guard let tex = layers[id], poly.count >= 3 else { return }
    if !isSoftware {
      tessellator.appendLayerPolygon(
        poly, opacity: opacity, scale: scale,
        pixelSize: (Int(pixelSize.width), Int(pixelSize.height)))
      submitMesh(texture: tex)
      return
    }
    let s = scale
    pixelPolygon.removeAll(keepingCapacity: true)
    for p in poly { pixelPolygon.append(p * s) }
    let baseAlpha = Float(Color.byte(opacity))
    let width = Float(pixelSize.width)
    let rows = pixelPolygon.withUnsafeBufferPointer {
      scanner.begin($0, rows: 0..<Int(pixelSize.height))
    }
    // Rows with the same span (the straight parts of the wave, the inside of a covered
    // rect) are merged into one taller copy: far fewer calls than one per row.
    var pending: RowSpan? = nil
    for row in rows {
      scanner.scan(row: row)
      let count = scanner.crossings.count
      guard count >= 2 else { continue }
      var k = 0
      while k + 1 < count {
        let xa = max(0, min(width, scanner.crossings[k]))
        let xb = max(0, min(width, scanner.crossings[k + 1]))
        k += 2
        guard xb > xa else { continue }
        let span = RowSpan(xa: xa, xb: xb, y: Int32(row), alpha: baseAlpha)
        if count == 2, var p = pending, p.continues(with: span) {
          p.height += 1
          pending = p
          continue
        }
        if let p = pending { copySpan(tex, p) }
        pending = span
        if count > 2 {
          copySpan(tex, span)
          pending = nil
        }
      }
    }
    if let p = pending { copySpan(tex, p) }
    SDL_SetTextureAlphaMod(tex, 255)
  }

  /// A horizontal span of a layer to copy, `height` rows tall from row `y`, with partially
  /// covered end pixels.
  private struct RowSpan {
    var full0: Int32
    var full1: Int32
    var leftAlpha: UInt8
    var rightAlpha: UInt8
    var y: Int32
    var height: Int32 = 1
    var alpha: UInt8

    init(xa: Float, xb: Float, y: Int32, alpha: Float) {
      let ia = xa.rounded(.up)
      let ib = xb.rounded(.down)
      self.y = y
      self.alpha = UInt8(alpha)
      if ib >= ia {
        full0 = Int32(ia)
        full1 = Int32(ib)
        leftAlpha = UInt8(max(0, min(255, (alpha * (ia - xa)).rounded())))
        rightAlpha = UInt8(max(0, min(255, (alpha * (xb - ib)).rounded())))
      } else {  // The span lies inside one pixel.
        full0 = Int32(ib)
        full1 = Int32(ib)
        leftAlpha = 0
        rightAlpha = UInt8(max(0, min(255, (alpha * (xb - xa)).rounded())))
      }
    }

    func continues(with next: RowSpan) -> Bool {
      next.y == y + height && next.full0 == full0 && next.full1 == full1
        && next.leftAlpha == leftAlpha && next.rightAlpha == rightAlpha
    }
  }

  private func copySpan(_ tex: OpaquePointer, _ span: RowSpan) {
    if span.full1 > span.full0 {
      var r = SDL_Rect(x: span.full0, y: span.y, w: span.full1 - span.full0, h: span.height)
      SDL_SetTextureAlphaMod(tex, span.alpha)
      SDL_RenderCopy(handle, tex, &r, &r)
      stats.drawCalls += 1
    }
    if span.leftAlpha > 4 { copyColumn(tex, x: span.full0 - 1, span: span, alpha: span.leftAlpha) }
    if span.rightAlpha > 4 { copyColumn(tex, x: span.full1, span: span, alpha: span.rightAlpha) }
  }

  private func copyColumn(_ tex: OpaquePointer, x: Int32, span: RowSpan, alpha: UInt8) {
    guard x >= 0, x < pixelSize.width else { return }
    var r = SDL_Rect(x: x, y: span.y, w: 1, h: span.height)
    SDL_SetTextureAlphaMod(tex, alpha)
    SDL_RenderCopy(handle, tex, &r, &r)
    stats.drawCalls += 1
  }

  // MARK: Read-back

  /// The current output as RGBA bytes, row-major, `width × height × 4`.
  public func readPixels() throws -> Image {
    var image = Image(width: 0, height: 0, rgba: [])
    try readPixels(into: &image)
    return image
  }

  /// Reads the frame into `image`, reusing its storage when it already has the frame's size
  /// (no allocation per frame while recording).
  public func readPixels(into image: inout Image) throws {
    let (w, h) = pixelSize
    if image.width != Int(w) || image.height != Int(h) {
      try MemoryProbe.require(
        Int(w) * Int(h) * 4, for: "a \(w)×\(h) pixel frame",
        context: "cannot read the rendered pixels")
      image = Image(
        width: Int(w), height: Int(h), rgba: [UInt8](repeating: 0, count: Int(w) * Int(h) * 4))
    }
    let rc = image.rgba.withUnsafeMutableBytes { p in
      SDL_RenderReadPixels(
        handle, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, p.baseAddress, w * 4)
    }
    guard rc == 0 else { throw SDLError.last("cannot read the rendered pixels") }
  }
}
