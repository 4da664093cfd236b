import CSDL2
import TactileCore

/// The CPU paths of a renderer that draws into a surface of its own (headless, and its
/// layers): geometry is rasterized with `TriangleRasterizer`, and a layer is a child renderer
/// drawing into its own surface, blended through polygons with `LayerCompositor`.
///
/// SDL's software renderer draws each blended triangle through a temporary surface (allocated,
/// filled, blitted, freed), snaps vertices to whole pixels, and re-maps a texture's blit
/// (allocating) whenever its alpha modulation turns on or off, which the row-span copies of a
/// layer do row after row. These paths allocate nothing per frame and are faster.
extension Renderer {
  /// The target's pixels, when this renderer draws into a surface it was given.
  var canvas: PixelSurface? {
    guard let s = targetSurface, let pixels = s.pointee.pixels else { return nil }
    return PixelSurface(
      base: pixels.assumingMemoryBound(to: UInt32.self), width: Int(s.pointee.w),
      height: Int(s.pointee.h), stride: Int(s.pointee.pitch) / 4)
  }

  /// The current clip in pixels: the innermost clip rect, or the whole output.
  var clipBox: PixelBox {
    if clipStack.count > clipBase, let r = clipStack[clipStack.count - 1] {
      return PixelBox(x0: Int(r.x), y0: Int(r.y), x1: Int(r.x) + Int(r.w), y1: Int(r.y) + Int(r.h))
    }
    return PixelBox(x0: 0, y0: 0, x1: Int(pixelSize.width), y1: Int(pixelSize.height))
  }

  /// Rasterizes the pending mesh into the target surface, after what SDL has queued.
  func drawGeometryOnCPU() {
    SDL_RenderFlush(handle)
    if let c = canvas { TriangleRasterizer.draw(tessellator.mesh, into: c, clip: clipBox) }
    noteCPUBatch(-1)
    stats.triangles += tessellator.mesh.indices.count / 3
    tessellator.removeAll()
  }

  /// On a canvas, a pixel buffer drawn one buffer pixel per device pixel at whole-pixel
  /// offsets (the particles) is blended box by box: the same pixels as its textured quads,
  /// without interpolating texture coordinates per pixel. False otherwise.
  func blendOnCPU(_ buffer: PixelBuffer, in rect: Rect, tint: Color) -> Bool {
    guard let c = canvas, let px = Tessellator.alignedPixelRect(rect, scale: scale),
      Int(px.width) == buffer.width, Int(px.height) == buffer.height
    else { return false }
    SDL_RenderFlush(handle)
    let clip = clipBox
    let x = Int(px.minX)
    let y = Int(px.minY)
    buffer.pixels.withUnsafeMutableBufferPointer { p in
      guard let base = p.baseAddress else { return }
      let image = PixelSurface(
        base: base, width: buffer.width, height: buffer.height, stride: buffer.width)
      if buffer.isInkBounded {
        for box in buffer.inkBoxes {
          let b = PixelBox(
            x0: max(0, box.x0), y0: max(0, box.y0), x1: min(buffer.width, box.x1),
            y1: min(buffer.height, box.y1))
          guard !b.isEmpty else { continue }
          c.blend(image, source: b, atX: x + b.x0, y: y + b.y0, tint: tint, clip: clip)
        }
      } else {
        c.blend(image, source: image.bounds, atX: x, y: y, tint: tint, clip: clip)
      }
    }
    noteCPUBatch(.min)
    return true
  }

  /// Runs the commands of layer `id` (up to its `endLayer`) in the layer's own renderer,
  /// cleared to `clearColor`.
  func runSoftwareLayer(
    _ id: Int, clearColor: Color, _ list: DrawList, from next: inout Int
  ) {
    guard let layer = softwareLayer(id) else {
      Renderer.skipLayer(list, from: &next)
      return
    }
    layer.beginLayerFrame(scale: scale, pixelSize: pixelSize, clearColor: clearColor)
    layer.run(list, from: &next, asLayer: true)
    layer.flushGeometry()
    SDL_RenderFlush(layer.handle)
    stats.drawCalls += layer.stats.drawCalls
    stats.triangles += layer.stats.triangles
  }

  /// Blends layer `id` over the target through `poly` (points) with `opacity` (0…1).
  func compositeLayer(_ id: Int, through poly: ArraySlice<Vec2>, opacity: Float) {
    guard let layer = softwareLayers[id], let src = layer.canvas, let dst = canvas else { return }
    SDL_RenderFlush(handle)
    pixelPolygon.removeAll(keepingCapacity: true)
    for p in poly { pixelPolygon.append(p * scale) }
    let clip = clipBox
    pixelPolygon.withUnsafeBufferPointer {
      compositor.composite(
        src, over: dst, through: $0, opacity: Color.byte(opacity), clip: clip)
    }
    noteCPUBatch(.min)
  }

  /// The renderer of layer `id`, sized like the output (made, or remade after a resize).
  private func softwareLayer(_ id: Int) -> Renderer? {
    let (w, h) = pixelSize
    if let layer = softwareLayers[id], let c = layer.canvas, c.width == Int(w), c.height == Int(h) {
      return layer
    }
    softwareLayers[id] = nil
    guard let layer = try? Renderer(ownedSurfaceWidth: w, height: h, fonts: fonts) else {
      return nil
    }
    softwareLayers[id] = layer
    return layer
  }

  /// Starts a layer's frame: the parent's scale and size, no clip, every pixel `clearColor`.
  private func beginLayerFrame(
    scale: Float, pixelSize: (width: Int32, height: Int32), clearColor: Color
  ) {
    frame &+= 1
    self.scale = scale
    self.pixelSize = pixelSize
    stats = Stats()
    clipStack.removeAll(keepingCapacity: true)
    clipBases.removeAll(keepingCapacity: true)
    SDL_RenderSetClipRect(handle, nil)
    SDL_RenderFlush(handle)
    guard let c = canvas else { return }
    // Pixels nothing drew in since the last clear to the same colour still hold it.
    let box: PixelBox
    if layerClearColor == clearColor {
      guard let dirty = layerDirtyBox else { return }
      box = PixelBox(
        x0: max(dirty.x0, 0), y0: max(dirty.y0, 0), x1: min(dirty.x1, c.width),
        y1: min(dirty.y1, c.height))
    } else {
      box = c.bounds
    }
    layerClearColor = clearColor
    layerDirtyBox = nil
    guard !box.isEmpty else { return }
    let argb =
      UInt32(clearColor.a) << 24 | UInt32(clearColor.r) << 16 | UInt32(clearColor.g) << 8
      | UInt32(clearColor.b)
    for y in box.y0..<box.y1 { (c.row(y) + box.x0).update(repeating: argb, count: box.width) }
  }

  /// Records where a command run in this layer may draw: its current clip.
  func noteDrawing(_ command: DrawCommand) {
    switch command {
    case .pushClip, .popClip, .beginLayer, .endLayer: return
    default: break
    }
    let clip = clipBox
    layerDirtyBox = layerDirtyBox.map { $0.union(clip) } ?? clip
  }

  /// Moves `next` past the `endLayer` that closes the layer begun just before it.
  private static func skipLayer(_ list: DrawList, from next: inout Int) {
    var depth = 1
    while next < list.commands.count {
      switch list.commands[next] {
      case .beginLayer: depth += 1
      case .endLayer: depth -= 1
      default: break
      }
      next += 1
      if depth == 0 { return }
    }
  }
}
