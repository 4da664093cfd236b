import CSDL2
import TactileCore
import TactileSoftware

/// Draws frames on the CPU: the software backend (`SoftwareBackend`) drawing each list's
/// batches into pixels of its own, with glyphs rasterized into the glyph atlas
/// (`GlyphCache`). Headless runs, pixel tests and recordings use it, and so does a window
/// without an accelerated renderer (`makeWindowRenderer`), whose surface gets a copy of each
/// frame on `present`. The same options and seed give the same pixels on every run.
public final class SoftwareRenderer: WindowRenderer {
  /// Pixels per point. Updated by `beginFrame` from the output and point sizes.
  public private(set) var scale: Float
  /// The renderer's name in the diagnostics.
  public let name = "software"
  /// Output size in pixels (a window's: as of the last `beginFrame`).
  private var pixelSize: (width: Int32, height: Int32)
  /// Counters for the diagnostics overlay, since `beginFrame`; draw calls are counted as a
  /// window's accelerated renderer would submit the batches.
  public private(set) var stats = RenderStats()

  /// Threads drawing a large frame: 2 (the caller's and a helper, half of the rows each) or 1
  /// (the caller's only). The pixels are the same either way.
  public var threads: Int {
    get { backend.threads }
    set { backend.threads = newValue }
  }

  private let text: GlyphCache
  private var backend: SoftwareBackend
  private var batches = BatchList()
  private var frame: UInt64 = 0
  /// The window whose surface `present` copies the frame to, if any.
  private let window: Window?
  /// Scratch of `present`: the rects of the window it copies and updates.
  private var presentRects: [SDL_Rect] = []

  /// Headless: a `width × height` pixel output. Throws `PixelMemory.Shortage` when its pixels
  /// cannot be allocated.
  convenience init(width: Int32, height: Int32, scale: Float, fonts: FontCache) throws {
    try self.init(width: width, height: height, scale: scale, fonts: fonts, window: nil)
  }

  /// Draws `window`'s frames: the output follows the size of the window's surface.
  convenience init(window: Window, fonts: FontCache) throws {
    // The window's own framebuffer (X11: shared memory), which shows the rects a frame
    // redrew alone, not one SDL would emulate with a texture on an OpenGL renderer.
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    guard let surface = SDL_GetWindowSurface(window.handle) else {
      throw SDLError.last("cannot draw into the window")
    }
    try self.init(
      width: surface.pointee.w, height: surface.pointee.h, scale: 1, fonts: fonts, window: window)
  }

  private init(
    width: Int32, height: Int32, scale: Float, fonts: FontCache, window: Window?
  ) throws {
    self.scale = scale
    pixelSize = (width, height)
    text = try GlyphCache(fonts: fonts, renderer: nil)
    backend = try SoftwareBackend(width: Int(width), height: Int(height))
    batches.tessellatesLayers = false
    self.window = window
  }

  public var outputSize: (width: Int32, height: Int32) {
    guard let window, let surface = SDL_GetWindowSurface(window.handle) else { return pixelSize }
    return (surface.pointee.w, surface.pointee.h)
  }

  /// Starts a frame: clears the output to `clearColor` (in a window, at the size of its
  /// surface: a resize gives an output of the new size, and layers are drawn afresh; when that
  /// output cannot be allocated the old one is kept and the shortage reported to
  /// `PixelMemory`).
  /// - Parameter pointSize: the frame's size in points (the scale is pixels / points).
  public func beginFrame(pointSize: Size, clearColor: Color, damage: Damage) {
    frame &+= 1
    let size = outputSize
    var damage = damage
    if size != pixelSize {
      damage = .whole
      let threads = backend.threads
      do {
        backend = try SoftwareBackend(width: Int(size.width), height: Int(size.height))
        pixelSize = size
      } catch let s as PixelMemory.Shortage {
        PixelMemory.report(s)
      } catch {}
      backend.threads = threads
    }
    if pointSize.width > 0 { scale = max(0.01, Float(pixelSize.width) / pointSize.width) }
    text.frame = frame
    damage.pixelBoxes(scale: scale, into: &backend.damage)
    backend.clear(to: clearColor)
    stats = RenderStats()
    text.beginCounting()
  }

  /// Draws `list` over the output.
  public func execute(_ list: DrawList) {
    batches.build(
      list, scale: scale, pixelSize: (Int(pixelSize.width), Int(pixelSize.height)), atlas: text
    ) { b in
      backend.draw(b, atlas: text)
      stats.drawCalls += b.drawCalls
      stats.triangles += b.triangles
    }
    text.count(into: &stats)
  }

  /// Copies the frame (what this frame redrew of it) to the window's surface and shows it
  /// (nothing headless).
  public func present() {
    guard let window, let surface = SDL_GetWindowSurface(window.handle) else { return }
    let frame = backend.output
    let bounds = PixelBox(
      x0: 0, y0: 0, x1: min(frame.width, Int(surface.pointee.w)),
      y1: min(frame.height, Int(surface.pointee.h)))
    presentRects.removeAll(keepingCapacity: true)
    if let damage = backend.damage {
      for d in damage { appendPresentRect(d.intersection(bounds)) }
    } else {
      appendPresentRect(bounds)
    }
    guard !presentRects.isEmpty, SDL_LockSurface(surface) == 0 else { return }
    let format = surface.pointee.format.pointee
    for r in presentRects {
      let (x, y) = (Int(r.x), Int(r.y))
      let source = UnsafeRawPointer(frame.row(y) + x)
      let target =
        surface.pointee.pixels! + y * Int(surface.pointee.pitch) + x * Int(format.BytesPerPixel)
      _ = SDL_ConvertPixels(
        r.w, r.h, SDL_PIXELFORMAT_ARGB8888.rawValue, source, Int32(frame.stride * 4),
        format.format, target, surface.pointee.pitch)
    }
    SDL_UnlockSurface(surface)
    if backend.damage == nil {
      _ = SDL_UpdateWindowSurface(window.handle)
    } else {
      _ = SDL_UpdateWindowSurfaceRects(window.handle, presentRects, Int32(presentRects.count))
    }
  }

  /// Notes `box` (of the window's pixels) for `present`, unless it is empty.
  private func appendPresentRect(_ box: PixelBox) {
    guard !box.isEmpty else { return }
    presentRects.append(
      SDL_Rect(x: Int32(box.x0), y: Int32(box.y0), w: Int32(box.width), h: Int32(box.height)))
  }

  /// Copies the frame into `buffer` (resized to the frame's pixels), for a list to draw
  /// elsewhere with `DrawList.pixels`: how a pane of a comparison reaches the window.
  public func copyFrame(into buffer: PixelBuffer) {
    let frame = backend.output
    buffer.resize(width: frame.width, height: frame.height)
    guard buffer.width == frame.width, buffer.height == frame.height else { return }
    buffer.pixels.withUnsafeMutableBufferPointer { out in
      guard let base = out.baseAddress else { return }
      for y in 0..<frame.height {
        (base + y * frame.width).update(from: frame.row(y), count: frame.width)
      }
    }
    buffer.markChanged()
  }

  public func readPixels(into image: inout Image) throws {
    let surface = backend.output
    let (w, h) = (surface.width, surface.height)
    if image.width != w || image.height != h {
      image = try Image(width: w, height: h, what: "reading a \(w)×\(h) pixel frame")
    }
    image.rgba.withUnsafeMutableBufferPointer { out in
      var o = 0
      for y in 0..<h {
        let row = surface.row(y)
        for x in 0..<w {
          let p = row[x]
          out[o] = UInt8(truncatingIfNeeded: p >> 16)
          out[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
          out[o + 2] = UInt8(truncatingIfNeeded: p)
          out[o + 3] = UInt8(truncatingIfNeeded: p >> 24)
          o += 4
        }
      }
    }
  }
}
