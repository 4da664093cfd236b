import CSDL2
import TactileCore
import TactileSoftware

/// The SDL backend: submits a frame's batches (`BatchList`, built in Core) to an
/// `SDL_Renderer`, one `SDL_RenderGeometry` call per batch — the window's renderer (GPU where
/// there is one), or SDL's software renderer drawing into a surface.
///
/// Owns the SDL renderer and every texture made for it (atlas pages, pixel buffers, layers);
/// they are destroyed before the renderer in `deinit`. Draw lists are in points; `scale` is
/// pixels per point. SDL's software renderer snaps triangles to whole pixels and draws
/// textured triangles with seams: there untextured shapes are submitted at whole pixels, text
/// is copied rectangle by rectangle and a layer is copied row span by row span.
public final class Renderer {
  public let handle: OpaquePointer
  /// Pixels per point. Updated by `beginFrame` from the output and window sizes.
  public private(set) var scale: Float = 1
  /// Output size in pixels.
  public private(set) var pixelSize: (width: Int32, height: Int32) = (0, 0)
  /// The SDL renderer's name ("software", "opengl", …).
  public let name: String
  /// Whether `name` is SDL's software renderer, which needs whole-pixel geometry.
  private let isSoftware: Bool
  /// Freed in `deinit`, after the renderer (the surface SDL's software renderer draws into).
  private var ownedSurface: UnsafeMutablePointer<SDL_Surface>?

  /// Counters for the diagnostics overlay, since `beginFrame`.
  public private(set) var stats = Stats()
  public struct Stats {
    public var drawCalls = 0
    public var triangles = 0
    public var textTextures = 0
  }

  let fonts: FontCache
  let text: TextCache
  /// The window drawn into, if any: kept alive until the renderer is destroyed.
  private var window: Window?
  /// The frame's batches.
  private var batches = BatchList()
  private var frame: UInt64 = 0
  private var pixelTextures: [ObjectIdentifier: PixelTexture] = [:]
  private struct PixelTexture {
    var texture: OpaquePointer
    var width: Int
    var height: Int
    var generation: UInt64
    weak var owner: PixelBuffer?
  }
  private var layers: [LayerID: OpaquePointer] = [:]
  private var layerSize: (Int32, Int32) = (0, 0)
  private var layerStack: [OpaquePointer?] = []
  /// The software renderer's copy of the frame's vertices at whole pixels.
  private var wholePixelVertices: [MeshVertex] = []
  /// Row crossings of the polygons layers are drawn through (the software renderer).
  private var scanner = PolygonScanner()

  /// Wraps an SDL renderer (taking ownership: it is destroyed with this object).
  private init(taking handle: OpaquePointer, fonts: FontCache) {
    precondition(MemoryLayout<MeshVertex>.stride == MemoryLayout<SDL_Vertex>.stride)
    precondition(MemoryLayout<MeshVertex>.offset(of: \.color) == 8)
    self.handle = handle
    self.fonts = fonts
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(handle, &info)
    self.text = TextCache(
      fonts: fonts, renderer: handle,
      maxTextureSide: Int(min(info.max_texture_width, info.max_texture_height)))
    name = info.name.map { String(cString: $0) } ?? "unknown"
    isSoftware = name == "software"
    SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
  }

  /// A hardware-accelerated (or fallback) renderer for a window, vsynced.
  public convenience init(window: Window, fonts: FontCache, vsync: Bool = true) throws {
    var flags = SDL_RENDERER_TARGETTEXTURE.rawValue
    if vsync { flags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
    guard let r = SDL_CreateRenderer(window.handle, -1, flags) else {
      throw SDLError.last("cannot create a renderer for the window")
    }
    self.init(taking: r, fonts: fonts)
    self.window = window
  }

  /// SDL's software renderer drawing into a new `width × height` pixel surface of its own
  /// (standing in for a GPU renderer where there is no display, e.g. to compare backends).
  public convenience init(softwareWidth width: Int32, height: Int32, fonts: FontCache) throws {
    guard
      let s = SDL_CreateRGBSurfaceWithFormat(
        0, max(1, width), max(1, height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { throw SDLError.last("cannot create a \(width)x\(height) surface") }
    guard let r = SDL_CreateSoftwareRenderer(s) else {
      SDL_FreeSurface(s)
      throw SDLError.last("cannot create the software renderer")
    }
    self.init(taking: r, fonts: fonts)
    ownedSurface = s
  }

  deinit {
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
    text.frame = frame
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
  }

  public func present() { SDL_RenderPresent(handle) }

  /// Draws `list`: builds its batches and submits them in order.
  public func execute(_ list: DrawList) {
    batches.build(
      list, scale: scale, pixelSize: (Int(pixelSize.width), Int(pixelSize.height)), atlas: text
    ) { submit($0) }
    while !layerStack.isEmpty { endLayer() }
    SDL_RenderSetClipRect(handle, nil)
    stats.textTextures = text.count
    collectPixelTextures()
  }

  /// Submits batches in order (a layer may begin in one go and end in a later one).
  private func submit(_ b: BatchList) {
    if isSoftware {
      wholePixelVertices.removeAll(keepingCapacity: true)
      for v in b.mesh.vertices {
        var w = v
        w.position = Vec2(v.position.x.rounded(.down), v.position.y.rounded(.down))
        wholePixelVertices.append(w)
      }
    }
    for batch in b.batches {
      switch batch.kind {
      case .beginLayer(let id, let clearColor): beginLayer(id, clearColor: clearColor)
      case .endLayer: endLayer()
      case .clear(let color):
        // A fill, not a blended full-window quad, where a GPU is emulated on the CPU
        // (llvmpipe).
        setDrawColor(color)
        SDL_RenderClear(handle)
      case .draw(let texture, let clip):
        setClip(clip)
        guard let t = resolve(texture) else { continue }
        if isSoftware {
          submitPieces(batch, of: b, texture: texture, sdlTexture: t)
        } else {
          submit(b.mesh.vertices, b.mesh.indices, batch.indices, texture: t)
        }
      }
    }
  }

  // MARK: Geometry

  /// The SDL texture a batch samples: `.some(nil)` for none, nil when it cannot be had (then
  /// the batch is skipped). A pixel buffer's texture is uploaded when its pixels changed.
  private func resolve(_ texture: BatchTexture) -> OpaquePointer?? {
    switch texture {
    case .untextured: return .some(nil)
    case .atlasPage: return text.texture().map { .some($0) }
    case .pixels(let buffer):
      guard let (e, upload) = pixelTexture(for: buffer) else { return nil }
      if upload { uploadInk(of: buffer, to: e.texture) }
      return .some(e.texture)
    case .layer(let id): return layers[id].map { .some($0) }
    }
  }

  /// One `SDL_RenderGeometry` call: the triangles `indices` (a range of the batches' mesh
  /// indices) of `vertices`.
  private func submit(
    _ vertices: [MeshVertex], _ allIndices: [Int32], _ indices: Range<Int>,
    texture: OpaquePointer?
  ) {
    guard indices.count >= 3 else { return }
    vertices.withUnsafeBufferPointer { v in
      allIndices.withUnsafeBufferPointer { i in
        guard let vb = v.baseAddress, let ib = i.baseAddress else { return }
        let raw = UnsafeRawPointer(vb).assumingMemoryBound(to: SDL_Vertex.self)
        _ = SDL_RenderGeometry(
          handle, texture, raw, Int32(v.count), ib + indices.lowerBound, Int32(indices.count))
      }
    }
    stats.drawCalls += 1
    stats.triangles += indices.count / 3
  }

  /// A batch on SDL's software renderer, part by part. It truncates triangle vertices to
  /// whole pixels, but draws a quad of one colour that happens to be an axis-aligned rectangle
  /// as a fill rect, truncating its origin and size separately: with fractional positions the
  /// two disagree and a 1 px gap opens between a fill and its fringe, so shapes are submitted
  /// at whole pixels. Its textured triangles have seams: text is copied, a layer copied by
  /// row spans.
  private func submitPieces(
    _ batch: Batch, of b: BatchList, texture: BatchTexture, sdlTexture: OpaquePointer?
  ) {
    for part in b.parts[batch.parts] {
      switch part.kind {
      case .shapes:
        submit(wholePixelVertices, b.mesh.indices, part.indices, texture: nil)
      case .quad(let rect, let source, let tint, _):
        guard case .atlasPage = texture, let texture = sdlTexture else {
          submit(b.mesh.vertices, b.mesh.indices, part.indices, texture: sdlTexture)
          continue
        }
        var src = SDL_Rect(
          x: Int32(source.x0), y: Int32(source.y0), w: Int32(source.width),
          h: Int32(source.height))
        var d = SDL_FRect(x: rect.minX, y: rect.minY, w: rect.width, h: rect.height)
        SDL_SetTextureColorMod(texture, tint.r, tint.g, tint.b)
        SDL_SetTextureAlphaMod(texture, tint.a)
        SDL_RenderCopyF(handle, texture, &src, &d)
        stats.drawCalls += 1
      case .layerPolygon(let points, let opacity):
        if let sdlTexture { copyRows(sdlTexture, through: b.points[points], opacity: opacity) }
      case .triangles:
        submit(b.mesh.vertices, b.mesh.indices, part.indices, texture: sdlTexture)
      }
    }
  }

  func setDrawColor(_ c: Color) {
    SDL_SetRenderDrawColor(handle, c.r, c.g, c.b, c.a)
  }

  /// Clips to `clip` (pixels), or not at all.
  private func setClip(_ clip: PixelBox?) {
    guard let c = clip else {
      SDL_RenderSetClipRect(handle, nil)
      return
    }
    var r = SDL_Rect(
      x: Int32(clamping: c.x0), y: Int32(clamping: c.y0), w: Int32(clamping: c.width),
      h: Int32(clamping: c.height))
    if c.isEmpty {
      // SDL treats an empty clip rect as "no clipping": clip to a pixel off-screen instead.
      r = SDL_Rect(x: -2, y: -2, w: 1, h: 1)
    }
    SDL_RenderSetClipRect(handle, &r)
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

  // MARK: Layers

  private func layerTexture(_ id: LayerID) -> OpaquePointer? {
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

  private func beginLayer(_ id: LayerID, clearColor: Color) {
    let t = layerTexture(id)
    layerStack.append(SDL_GetRenderTarget(handle))
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
  }

  /// Draws a layer through a polygon (pixels) on SDL's software renderer: one textured span
  /// per pixel row (even-odd rule), with a partially transparent end pixel on each side.
  private func copyRows(_ tex: OpaquePointer, through polygon: ArraySlice<Vec2>, opacity: Float) {
    guard polygon.count >= 3 else { return }
    let baseAlpha = Float(Color.byte(opacity))
    let width = Float(pixelSize.width)
    let rows = polygon.withUnsafeBufferPointer {
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
