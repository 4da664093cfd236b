import CSDL2
import TactileCore

/// The SDL backend: submits a frame's batches (`BatchList`, built in Core) to an
/// `SDL_Renderer`, one `SDL_RenderGeometry` call per batch and nothing else — the window's
/// accelerated renderer (a window without one is drawn by `SoftwareRenderer` instead, see
/// `makeWindowRenderer`), or SDL's software renderer drawing into a surface of its own, which
/// stands in for a GPU in the backend comparison test.
///
/// Owns the SDL renderer and every texture made for it (atlas pages, pixel buffers, layers);
/// they are destroyed before the renderer in `deinit`. Draw lists are in points; `scale` is
/// pixels per point.
public final class Renderer: WindowRenderer {
  private let handle: OpaquePointer
  /// Pixels per point. Updated by `beginFrame` from the output and window sizes.
  public private(set) var scale: Float = 1
  /// Output size in pixels.
  private var pixelSize: (width: Int32, height: Int32) = (0, 0)
  /// The SDL renderer's name ("opengl", "opengles2", …; "software" in the comparison test).
  public let name: String
  /// Whether it is SDL's software renderer (`SDL_RENDERER_SOFTWARE`), whose textured
  /// triangles have a size limit.
  private let isSDLSoftware: Bool
  /// Freed in `deinit`, after the renderer (the surface SDL's software renderer draws into).
  private var ownedSurface: UnsafeMutablePointer<SDL_Surface>?

  /// Counters for the diagnostics overlay, since `beginFrame`.
  public private(set) var stats = RenderStats()

  let fonts: FontCache
  let text: GlyphCache
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
  /// The frame, kept from one frame to the next so that a frame redraws only its damage
  /// (`beginFrame`'s), then copied to the window (or the surface) by `present`.
  private var frameTexture: OpaquePointer?
  private var frameTextureSize: (Int32, Int32) = (0, 0)
  /// The pixels this frame redraws, nil for all of them.
  private var damage: [PixelBox]?
  private var layers: [LayerID: OpaquePointer] = [:]
  private var layerSize: (Int32, Int32) = (0, 0)
  private var layerStack: [OpaquePointer?] = []

  /// Wraps an SDL renderer (taking ownership: it is destroyed with this object).
  /// Throws `PixelMemory.Shortage` (the SDL renderer destroyed) when the text atlas cannot be
  /// allocated.
  private init(taking handle: OpaquePointer, fonts: FontCache) throws {
    precondition(MemoryLayout<MeshVertex>.stride == MemoryLayout<SDL_Vertex>.stride)
    precondition(MemoryLayout<MeshVertex>.offset(of: \.color) == 8)
    self.handle = handle
    self.fonts = fonts
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(handle, &info)
    do {
      self.text = try GlyphCache(
        fonts: fonts, renderer: handle,
        maxTextureSide: Int(min(info.max_texture_width, info.max_texture_height)))
    } catch {
      SDL_DestroyRenderer(handle)
      throw error
    }
    name = info.name.map { String(cString: $0) } ?? "unknown"
    isSDLSoftware = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
  }

  /// The backend on `handle`, a window's accelerated renderer (taking ownership).
  convenience init(window: Window, renderer handle: OpaquePointer, fonts: FontCache) throws {
    try self.init(taking: handle, fonts: fonts)
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
    do {
      try self.init(taking: r, fonts: fonts)
    } catch {
      SDL_FreeSurface(s)
      throw error
    }
    ownedSurface = s
  }

  deinit {
    text.destroyTexture()
    if let t = frameTexture { SDL_DestroyTexture(t) }
    for (_, t) in pixelTextures { SDL_DestroyTexture(t.texture) }
    for (_, t) in layers { SDL_DestroyTexture(t) }
    SDL_DestroyRenderer(handle)
    if let s = ownedSurface { SDL_FreeSurface(s) }
  }

  /// Starts a frame: measures the output, clears it to `clearColor` (the kept frame only
  /// within `damage`; all of it when the output's size changed).
  /// - Parameter pointSize: the window's size in points (the scale is pixels / points).
  public func beginFrame(pointSize: Size, clearColor: Color, damage: Damage) {
    frame &+= 1
    text.frame = frame
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(handle, &w, &h)
    pixelSize = (w, h)
    if pointSize.width > 0 { scale = max(0.01, Float(w) / pointSize.width) }
    if keepFrameTexture() {
      damage.pixelBoxes(scale: scale, into: &self.damage)
    } else {
      self.damage = nil
    }
    SDL_SetRenderTarget(handle, frameTexture)
    fill(clearColor)
    stats = RenderStats()
    text.beginCounting()
  }

  /// Makes the window's frame texture at the output's size; false when it had to be made
  /// (or cannot be), so that nothing of it can be kept.
  private func keepFrameTexture() -> Bool {
    if frameTexture != nil && frameTextureSize == pixelSize { return true }
    if let t = frameTexture { SDL_DestroyTexture(t) }
    frameTexture = SDL_CreateTexture(
      handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
      max(1, pixelSize.width), max(1, pixelSize.height))
    frameTextureSize = pixelSize
    if let t = frameTexture { SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE) }
    return false
  }

  /// Sets the frame's pixels (within the damage) to `color`.
  private func fill(_ color: Color) {
    setDrawColor(color)
    guard let damage else {
      SDL_RenderSetClipRect(handle, nil)
      SDL_RenderClear(handle)
      return
    }
    SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
    for b in damage {
      var r = SDL_Rect(x: Int32(b.x0), y: Int32(b.y0), w: Int32(b.width), h: Int32(b.height))
      SDL_RenderSetClipRect(handle, &r)
      SDL_RenderFillRect(handle, &r)
    }
    SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
    SDL_RenderSetClipRect(handle, nil)
  }

  /// The output's size in pixels now (the drawable size of a HiDPI window).
  public var outputSize: (width: Int32, height: Int32) {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(handle, &w, &h)
    return (w, h)
  }

  /// Shows the frame: the kept frame copied to the window (or the surface) whole.
  public func present() {
    if let t = frameTexture {
      SDL_SetRenderTarget(handle, nil)
      SDL_RenderSetClipRect(handle, nil)
      SDL_RenderCopy(handle, t, nil, nil)
    }
    SDL_RenderPresent(handle)
  }

  /// Draws `list`: builds its batches and submits them in order.
  public func execute(_ list: DrawList) {
    batches.build(
      list, scale: scale, pixelSize: (Int(pixelSize.width), Int(pixelSize.height)), atlas: text
    ) { submit($0) }
    while !layerStack.isEmpty { endLayer() }
    SDL_RenderSetClipRect(handle, nil)
    text.count(into: &stats)
    collectPixelTextures()
  }

  /// Submits batches in order (a layer may begin in one go and end in a later one).
  private func submit(_ b: BatchList) {
    for batch in b.batches {
      switch batch.kind {
      case .beginLayer(let id, let clearColor): beginLayer(id, clearColor: clearColor)
      case .endLayer: endLayer()
      case .clear(let color):
        // A fill, not a blended full-window quad, where a GPU is emulated on the CPU
        // (llvmpipe).
        if layerStack.isEmpty {
          fill(color)
        } else {
          setDrawColor(color)
          SDL_RenderClear(handle)
        }
      case .draw(let texture, let clip):
        guard let t = resolve(texture) else { continue }
        guard layerStack.isEmpty, let damage else {
          setClip(clip)
          submit(b.mesh, batch.indices, texture: t)
          continue
        }
        let whole = PixelBox(x0: 0, y0: 0, x1: Int(pixelSize.width), y1: Int(pixelSize.height))
        for d in damage {
          let c = (clip ?? whole).intersection(d)
          guard !c.isEmpty else { continue }
          setClip(c)
          submit(b.mesh, batch.indices, texture: t)
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

  /// One `SDL_RenderGeometry` call: the triangles `indices` (a range of `mesh.indices`); on
  /// SDL's software renderer, textured triangles too large for its integers cut smaller first
  /// (`SoftwareTriangleLimit`).
  private func submit(_ mesh: Mesh, _ indices: Range<Int>, texture: OpaquePointer?) {
    guard indices.count >= 3 else { return }
    guard isSDLSoftware, let texture, let limit = SoftwareTriangleLimit(texture: texture) else {
      submitGeometry(mesh, indices, texture: texture)
      return
    }
    limit.draw(mesh, indices) { submitGeometry($0, $1, texture: texture) }
  }

  /// The `SDL_RenderGeometry` call itself, counted in `stats`.
  private func submitGeometry(_ mesh: Mesh, _ indices: Range<Int>, texture: OpaquePointer?) {
    mesh.vertices.withUnsafeBufferPointer { v in
      mesh.indices.withUnsafeBufferPointer { i in
        guard let vb = v.baseAddress, let ib = i.baseAddress else { return }
        let raw = UnsafeRawPointer(vb).assumingMemoryBound(to: SDL_Vertex.self)
        _ = SDL_RenderGeometry(
          handle, texture, raw, Int32(v.count), ib + indices.lowerBound, Int32(indices.count))
      }
    }
    stats.drawCalls += 1
    stats.triangles += indices.count / 3
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
      let bounds = PixelBox(x0: 0, y0: 0, x1: buffer.width, y1: buffer.height)
      for box in buffer.inkBoxes {
        let b = box.intersection(bounds)
        guard !b.isEmpty else { continue }
        var src = SDL_Rect(x: Int32(b.x0), y: Int32(b.y0), w: Int32(b.width), h: Int32(b.height))
        _ = SDL_UpdateTexture(
          texture, &src, base + b.y0 * buffer.width + b.x0, Int32(buffer.width * 4))
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

  // MARK: Read-back

  /// Reads the frame into `image`, reusing its storage when it already has the frame's size
  /// (no allocation per frame while recording).
  public func readPixels(into image: inout Image) throws {
    let (w, h) = pixelSize
    if image.width != Int(w) || image.height != Int(h) {
      image = try Image(width: Int(w), height: Int(h), what: "reading a \(w)×\(h) pixel frame")
    }
    if let t = frameTexture { SDL_SetRenderTarget(handle, t) }
    let rc = image.rgba.withUnsafeMutableBytes { p in
      SDL_RenderReadPixels(
        handle, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, p.baseAddress, w * 4)
    }
    guard rc == 0 else { throw SDLError.last("cannot read the rendered pixels") }
  }
}
