import TactileCore

/// Draws a `BatchList` into pixels on the CPU: the headless runs, the pixel tests and the
/// recordings. Two runs with one seed give identical pixels.
///
/// Shapes and textured meshes are rasterized (`TriangleRasterizer`); text and ink boxes drawn
/// one texel per pixel are blended straight from their texture's pixels, colour emoji are
/// scaled from their mipmaps (`ImageScaler`), and a layer is a window-sized image of its own,
/// blended through the polygon's outline (`LayerCompositor`). Blending is SDL's
/// `SDL_BLENDMODE_BLEND` (`PixelSurface`), so the window and a headless run look alike.
/// Nothing is allocated per frame once the layers exist.
public final class SoftwareBackend {
  private let image: PixelImage
  /// The colour the output was last cleared to, until something draws: a frame whose first
  /// batch clears the output (a page's opaque background) never fills it twice.
  private var pendingClear: Color? = nil

  /// A layer's pixels, the pixels drawing may have touched since it was last cleared (the
  /// union of the clips drawn in) and the colour it was cleared to: the next clear to the same
  /// colour clears only those pixels.
  private final class Layer {
    let image: PixelImage
    var dirty: PixelBox? = nil
    var clearColor: Color? = nil
    init(width: Int, height: Int) { image = PixelImage(width: width, height: height) }
  }

  private var layers: [LayerID: Layer] = [:]
  /// The layers being drawn into, innermost last.
  private var layerStack: [Layer] = []
  private var compositor = LayerCompositor()

  /// A backend drawing into a new `width × height` image, every pixel transparent black.
  public init(width: Int, height: Int) {
    image = PixelImage(width: width, height: height)
  }

  /// The frame's pixels.
  public var output: PixelSurface {
    applyPendingClear()
    return image.surface
  }

  /// Sets every pixel of the output to `color`.
  public func clear(to color: Color) { pendingClear = color }

  private func applyPendingClear() {
    guard let color = pendingClear else { return }
    pendingClear = nil
    image.surface.base.update(repeating: color.argb, count: image.width * image.height)
  }

  /// Draws `batches` over the output, with text from `atlas`. A layer begun in one call may
  /// end in a later one (`BatchList.build` hands a frame over in several goes).
  public func draw(_ batches: BatchList, atlas: SoftwareAtlas?) {
    for (i, batch) in zip(batches.batches.indices, batches.batches) {
      if layerStack.isEmpty, pendingClear != nil {
        if case .clear = batch.kind { pendingClear = nil } else { applyPendingClear() }
      }
      let target = layerStack.last?.image.surface ?? image.surface
      switch batch.kind {
      case .beginLayer(let id, let clearColor):
        let layer = self.layer(id)
        // A layer whose first batch clears it is not cleared twice.
        let cleared = i + 1 < batches.batches.count && batches.batches[i + 1].isClear
        begin(layer, clearColor: clearColor, clearsPixels: !cleared)
        layerStack.append(layer)
      case .endLayer:
        _ = layerStack.popLast()
      case .clear(let color):
        target.base.update(repeating: color.argb, count: target.stride * target.height)
        if let layer = layerStack.last { layer.dirty = target.bounds }
      case .draw(let texture, let clip):
        let box = clip ?? target.bounds
        if let layer = layerStack.last { layer.dirty = layer.dirty.map { $0.union(box) } ?? box }
        for part in batches.parts[batch.parts] {
          draw(part, of: batches, texture: texture, into: target, clip: box, atlas: atlas)
        }
      }
    }
  }

  private func draw(
    _ part: BatchPart, of batches: BatchList, texture: BatchTexture, into target: PixelSurface,
    clip: PixelBox, atlas: SoftwareAtlas?
  ) {
    let mesh = batches.mesh
    switch part.kind {
    case .shapes(let hidden):
      TriangleRasterizer.draw(
        mesh, indices: part.indices, into: target, clip: clip, hidden: hidden)
    case .triangles:
      withPixels(of: texture, atlas: atlas) { t in
        TriangleRasterizer.draw(mesh, indices: part.indices, texture: t, into: target, clip: clip)
      }
    case .quad(let rect, let source, let tint, let image):
      if let mipmaps = image as? MipmappedImage {
        ImageScaler.draw(mipmaps, into: target, rect: rect, tint: tint, clip: clip)
        return
      }
      withPixels(of: texture, atlas: atlas) { t in
        if image == nil, let (x, y) = Self.wholePixels(rect, size: source) {
          target.blend(t, source: source, atX: x, y: y, tint: tint, clip: clip)
        } else {
          TriangleRasterizer.draw(
            mesh, indices: part.indices, texture: t, into: target, clip: clip)
        }
      }
    case .layerPolygon(let points, let opacity):
      guard case .layer(let id) = texture, let layer = layers[id] else { return }
      batches.points.withUnsafeBufferPointer { p in
        compositor.composite(
          layer.image.surface, over: target, through: UnsafeBufferPointer(rebasing: p[points]),
          opacity: Color.byte(opacity), clip: clip)
      }
    }
  }

  /// Runs `body` with the pixels `texture` names, if it names any.
  private func withPixels(
    of texture: BatchTexture, atlas: SoftwareAtlas?, _ body: (PixelSurface) -> Void
  ) {
    switch texture {
    case .untextured: return
    case .atlasPage(let page):
      atlas?.withPixels(ofPage: page, body)
    case .pixels(let buffer):
      let (w, h) = (buffer.width, buffer.height)
      buffer.pixels.withUnsafeMutableBufferPointer { p in
        guard let base = p.baseAddress else { return }
        body(PixelSurface(base: base, width: w, height: h, stride: w))
      }
    case .layer(let id):
      if let layer = layers[id] { body(layer.image.surface) }
    }
  }

  /// The top-left pixel of `rect` when it covers whole pixels, one per texel of a `size` box.
  private static func wholePixels(_ rect: Rect, size: PixelBox) -> (Int, Int)? {
    guard rect.width == Float(size.width), rect.height == Float(size.height),
      rect.minX == rect.minX.rounded(), rect.minY == rect.minY.rounded(),
      abs(rect.minX) < 1e9, abs(rect.minY) < 1e9
    else { return nil }
    return (Int(rect.minX), Int(rect.minY))
  }

  // MARK: Layers

  /// Layer `id`, sized like the output (made, or remade after a resize).
  private func layer(_ id: LayerID) -> Layer {
    if let l = layers[id], l.image.width == image.width, l.image.height == image.height {
      return l
    }
    let l = Layer(width: image.width, height: image.height)
    layers[id] = l
    return l
  }

  /// Clears `layer` to `clearColor` where the last frame may have drawn in it (or only
  /// records the colour, when the caller knows every pixel is about to be set).
  private func begin(_ layer: Layer, clearColor: Color, clearsPixels: Bool) {
    let surface = layer.image.surface
    guard clearsPixels else {
      layer.clearColor = clearColor
      layer.dirty = surface.bounds
      return
    }
    let box: PixelBox
    if layer.clearColor == clearColor {
      guard let dirty = layer.dirty else { return }
      box = PixelBox(
        x0: max(dirty.x0, 0), y0: max(dirty.y0, 0), x1: min(dirty.x1, surface.width),
        y1: min(dirty.y1, surface.height))
    } else {
      box = surface.bounds
    }
    layer.clearColor = clearColor
    layer.dirty = nil
    guard !box.isEmpty else { return }
    for y in box.y0..<box.y1 {
      (surface.row(y) + box.x0).update(repeating: clearColor.argb, count: box.width)
    }
  }
}

extension Batch {
  fileprivate var isClear: Bool {
    if case .clear = kind { return true }
    return false
  }
}

extension Color {
  /// The colour as one straight-alpha ARGB pixel.
  var argb: UInt32 { UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
}
