import Synchronization
import TactileCore

/// Draws a `BatchList` into pixels on the CPU: the headless runs, the pixel tests and the
/// recordings. Two runs with one seed give identical pixels.
///
/// Shapes and textured meshes are rasterized (`TriangleRasterizer`); text and ink boxes drawn
/// one texel per pixel are blended straight from their texture's pixels, colour emoji are
/// scaled from their mipmaps (`ImageScaler`), and a layer is a window-sized image of its own,
/// blended through the polygon's outline (`LayerCompositor`). Blending is SDL's
/// `SDL_BLENDMODE_BLEND` (`PixelSurface`), so the window and a headless run look alike.
///
/// A large output is drawn by `threads` threads in strips of rows: the batches are first turned
/// into a list of steps (what to draw into which target under which clip, the layers'
/// bookkeeping done once), then each thread takes the next strip nobody has taken and runs all
/// the steps clipped to its rows, until every strip is drawn. Every drawing routine computes a
/// pixel from that pixel's row alone, so the pixels are those one thread draws. Nothing is
/// allocated per frame once the layers exist.
public final class SoftwareBackend {
  /// Threads drawing a large output: 2 (the calling thread and a helper, sharing its strips)
  /// or 1 (the calling thread only).
  public var threads = 2
  /// Outputs of fewer pixels (below full HD) are drawn by the calling thread alone: there a
  /// frame is short, and handing half of it to a helper costs about as much as it saves
  /// (docs/performance.md has the figures).
  public static let parallelPixels = 1920 * 1080

  /// The frame's pixels: the backend's own image, or memory its owner lends it (a window's
  /// framebuffer, which then needs no copy to be shown).
  private let frame: PixelSurface
  /// Holds `frame`'s memory when it is the backend's own.
  private let ownImage: PixelImage?
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
    init(width: Int, height: Int) throws {
      image = try PixelImage(width: width, height: height, what: "a layer")
    }
  }

  private var layers: [LayerID: Layer] = [:]
  /// The layers being drawn into, innermost last; nil for one that could not be allocated,
  /// whose drawing is left out.
  private var layerStack: [Layer?] = []

  /// What the batches of one `draw` call come to, in painter's order.
  private enum Step {
    /// Every pixel of `box` of `target` becomes `argb`.
    case fill(PixelSurface, PixelBox, argb: UInt32)
    /// Part `index` of the batches, sampling `texture`, into `target` under `clip`.
    case part(Int, PixelSurface, BatchTexture, clip: PixelBox)
  }

  private var steps: [Step] = []

  /// One thread's scratch storage (each thread touches only its own).
  private final class Band {
    var compositor = LayerCompositor()
  }

  private var bands: [Band] = [Band(), Band()]

  /// The second thread, started with the first large output drawn.
  private var helper: BandHelper? = nil

  /// What the current `draw` call draws (set only while `helper` may run).
  private var job: (steps: UnsafeBufferPointer<Step>, batches: BatchList, atlas: SoftwareAtlas?)? =
    nil

  /// The next strip of the output's rows no thread has taken yet, in the current `draw`.
  private let nextStrip = Atomic<Int>(0)

  /// Strips of rows a large output is cut into (each 270 rows of a 3840 × 2160 one). A thread
  /// that is held up (other processes run on the same cores) leaves the strips it has not
  /// taken to the other thread instead of making it wait. More strips mean less waiting at
  /// the end but each step's setup done more often; 8 drew the 4K reactions page fastest
  /// (docs/performance.md).
  static let strips = 8

  /// Draws the strips nobody has taken, one by one, until there are none left.
  private func drawStrips(
    _ steps: UnsafeBufferPointer<Step>, of batches: BatchList, atlas: SoftwareAtlas?, band: Band
  ) {
    let height = frame.height
    while true {
      let strip = nextStrip.wrappingAdd(1, ordering: .relaxed).oldValue
      guard strip < Self.strips else { return }
      let rows = height * strip / Self.strips..<height * (strip + 1) / Self.strips
      run(steps, of: batches, atlas: atlas, rows: rows, band: band)
    }
  }

  /// The helper's share of `job`.
  private func helpWithJob() {
    guard let job else { return }
    drawStrips(job.steps, of: job.batches, atlas: job.atlas, band: bands[1])
  }

  /// A backend drawing into a new `width × height` image, every pixel transparent black.
  /// Throws `PixelMemory.Shortage` when the image cannot be allocated.
  public init(width: Int, height: Int) throws {
    let image = try PixelImage(width: width, height: height, what: "a frame")
    ownImage = image
    frame = image.surface
  }

  /// A backend drawing into `surface`, memory the caller owns and keeps valid (and lets
  /// nothing else write) for as long as the backend lives: a window's framebuffer, so that
  /// showing a frame copies none of its pixels. Its pixels stay as they are until drawn.
  public init(drawingInto surface: PixelSurface) {
    ownImage = nil
    frame = surface
  }

  /// The frame's pixels.
  public var output: PixelSurface {
    applyPendingClear()
    return frame
  }

  /// Where the next draws may change the output (pixels), nil for anywhere: a window that
  /// keeps its last frame redraws only what changed (`DamageTracker`). Layers are drawn whole
  /// whatever it is; what is drawn through them is cut to it like the rest.
  public var damage: [PixelBox]?

  /// Sets every pixel of the output to `color` (within `damage`).
  public func clear(to color: Color) { pendingClear = color }

  private func applyPendingClear() {
    guard let color = pendingClear else { return }
    pendingClear = nil
    let surface = frame
    forEachDamaged(surface.bounds) { b in
      for y in b.y0..<b.y1 {
        (surface.row(y) + b.x0).update(repeating: color.argb, count: b.width)
      }
    }
  }

  /// Calls `body` with `box` of the output cut to `damage`: once per damaged box it meets, or
  /// with all of it when everything is damaged.
  private func forEachDamaged(_ box: PixelBox, _ body: (PixelBox) -> Void) {
    guard let damage else { return body(box) }
    for d in damage {
      let b = box.intersection(d)
      if !b.isEmpty { body(b) }
    }
  }

  /// Draws `batches` over the output, with text from `atlas`. A layer begun in one call may
  /// end in a later one (`BatchList.build` hands a frame over in several goes).
  public func draw(_ batches: BatchList, atlas: SoftwareAtlas?) {
    plan(batches)
    let height = frame.height
    let bands = self.bands
    steps.withUnsafeBufferPointer { steps in
      guard threads > 1, frame.width * height >= Self.parallelPixels else {
        run(steps, of: batches, atlas: atlas, rows: 0..<height, band: bands[0])
        return
      }
      if helper == nil { helper = BandHelper { [unowned self] in helpWithJob() } }
      nextStrip.store(0, ordering: .relaxed)
      job = (steps, batches, atlas)
      helper?.run { drawStrips(steps, of: batches, atlas: atlas, band: bands[0]) }
      job = nil
    }
  }

  deinit { helper?.stop() }

  /// Turns `batches` into `steps`: the targets, clips and clears they come to, keeping the
  /// layers' bookkeeping.
  private func plan(_ batches: BatchList) {
    steps.removeAll(keepingCapacity: true)
    for (i, batch) in zip(batches.batches.indices, batches.batches) {
      if layerStack.isEmpty, let color = pendingClear {
        pendingClear = nil
        if case .clear = batch.kind {
        } else {
          forEachDamaged(frame.bounds) {
            steps.append(.fill(frame, $0, argb: color.argb))
          }
        }
      }
      if case .some(.none) = layerStack.last {
        // Inside a layer that could not be allocated: left out, nested layers too.
        switch batch.kind {
        case .beginLayer: layerStack.append(nil)
        case .endLayer: _ = layerStack.popLast()
        default: break
        }
        continue
      }
      let current = layerStack.last ?? nil
      let target = current?.image.surface ?? frame
      switch batch.kind {
      case .beginLayer(let id, let clearColor):
        guard let layer = self.layer(id) else {
          layerStack.append(nil)
          continue
        }
        // A layer whose first batch clears it is not cleared twice.
        let cleared = i + 1 < batches.batches.count && batches.batches[i + 1].isClear
        begin(layer, clearColor: clearColor, clearsPixels: !cleared)
        layerStack.append(layer)
      case .endLayer:
        _ = layerStack.popLast()
      case .clear(let color):
        if let layer = current {
          steps.append(.fill(target, target.bounds, argb: color.argb))
          layer.dirty = target.bounds
        } else {
          forEachDamaged(target.bounds) { steps.append(.fill(target, $0, argb: color.argb)) }
        }
      case .draw(let texture, let clip):
        let box = clip ?? target.bounds
        if let layer = current {
          layer.dirty = layer.dirty.map { $0.union(box) } ?? box
          for part in batch.parts { steps.append(.part(part, target, texture, clip: box)) }
        } else {
          for part in batch.parts {
            forEachDamaged(box) { steps.append(.part(part, target, texture, clip: $0)) }
          }
        }
      }
    }
  }

  /// Runs `steps` clipped to `rows`.
  private func run(
    _ steps: UnsafeBufferPointer<Step>, of batches: BatchList, atlas: SoftwareAtlas?,
    rows: Range<Int>, band: Band
  ) {
    guard !rows.isEmpty else { return }
    for step in steps {
      switch step {
      case .fill(let target, let box, let argb):
        let b = box.intersection(target.bounds).cut(toRows: rows)
        guard !b.isEmpty else { continue }
        if b.x0 == 0, b.x1 == target.width, target.stride == target.width {
          target.row(b.y0).update(repeating: argb, count: b.height * target.stride)
        } else {
          for y in b.y0..<b.y1 { (target.row(y) + b.x0).update(repeating: argb, count: b.width) }
        }
      case .part(let index, let target, let texture, let clip):
        let box = clip.cut(toRows: rows)
        guard !box.isEmpty else { continue }
        draw(
          batches.parts[index], of: batches, texture: texture, into: target, clip: box,
          atlas: atlas, band: band)
      }
    }
  }

  private func draw(
    _ part: BatchPart, of batches: BatchList, texture: BatchTexture, into target: PixelSurface,
    clip: PixelBox, atlas: SoftwareAtlas?, band: Band
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
        band.compositor.composite(
          layer.image.surface, over: target, through: UnsafeBufferPointer(rebasing: p[points]),
          opacity: Color.byte(opacity), clip: clip)
      }
    }
  }

  /// Runs `body` with the pixels `texture` names, if it names any. Reads only: the bands'
  /// threads call it at once.
  private func withPixels(
    of texture: BatchTexture, atlas: SoftwareAtlas?, _ body: (PixelSurface) -> Void
  ) {
    switch texture {
    case .untextured: return
    case .atlasPage(let page):
      atlas?.withPixels(ofPage: page, body)
    case .pixels(let buffer):
      let (w, h) = (buffer.width, buffer.height)
      buffer.pixels.withUnsafeBufferPointer { p in
        guard let base = p.baseAddress else { return }
        body(
          PixelSurface(base: UnsafeMutablePointer(mutating: base), width: w, height: h, stride: w))
      }
    case .layer(let id):
      if let layer = layers[id] { body(layer.image.surface) }
    }
  }

  /// The top-left pixel of `rect` when it covers whole pixels, one per texel of a `size` box.
  private static func wholePixels(_ rect: Rect, size: PixelBox) -> (Int, Int)? {
    guard rect.width == Float(size.width), rect.height == Float(size.height) else { return nil }
    return rect.wholePixelOrigin
  }

  // MARK: Layers

  /// Layer `id`, sized like the output (made, or remade after a resize); nil when it cannot
  /// be allocated (the shortage is reported to `PixelMemory`).
  private func layer(_ id: LayerID) -> Layer? {
    if let l = layers[id], l.image.width == frame.width, l.image.height == frame.height {
      return l
    }
    layers[id] = nil
    do {
      let l = try Layer(width: frame.width, height: frame.height)
      layers[id] = l
      return l
    } catch let s as PixelMemory.Shortage {
      PixelMemory.report(s)
    } catch {}
    return nil
  }

  /// Clears `layer` to `clearColor` (a step) where the last frame may have drawn in it (or
  /// only records the colour, when the caller knows every pixel is about to be set).
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
      box = dirty.intersection(surface.bounds)
    } else {
      box = surface.bounds
    }
    layer.clearColor = clearColor
    layer.dirty = nil
    guard !box.isEmpty else { return }
    steps.append(.fill(surface, box, argb: clearColor.argb))
  }
}

extension Rect {
  /// The top-left pixel of the rect when its origin lies on a whole pixel (pixels), nil
  /// otherwise.
  var wholePixelOrigin: (Int, Int)? {
    guard minX == minX.rounded(), minY == minY.rounded(), abs(minX) < 1e9, abs(minY) < 1e9
    else { return nil }
    return (Int(minX), Int(minY))
  }
}

extension PixelBox {
  /// The part of the box within `rows`.
  fileprivate func cut(toRows rows: Range<Int>) -> PixelBox {
    intersection(PixelBox(x0: x0, y0: rows.lowerBound, x1: x1, y1: rows.upperBound))
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
  var argb: UInt32 { UInt32(a) << 24 | rgb }
}
