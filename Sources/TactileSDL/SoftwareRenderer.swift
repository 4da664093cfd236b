import CSDL2
import TactileCore
import TactileSoftware

/// Draws frames on the CPU: the software backend (`SoftwareBackend`) drawing each list's
/// batches into pixels, with glyphs rasterized into the glyph atlas
/// (`GlyphCache`). Headless runs, pixel tests and recordings use it, and so does a window
/// without an accelerated renderer (`makeWindowRenderer`): there the backend draws straight
/// into the window's surface where its pixels are laid out as the backend's (X11's usual
/// visual), so that `present` only tells SDL which rects to show; elsewhere `present` converts
/// the rects a frame redrew into the surface. The same options and seed give the same pixels
/// on every run.
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
  /// The window whose surface shows the frames, if any.
  private let window: Window?
  /// The surface's pixels the backend draws into, or nil when it draws into its own (headless,
  /// or a surface laid out otherwise, which `present` converts the frame into).
  private var lentPixels: UnsafeMutablePointer<UInt32>?
  /// Scratch of `present`: the rects of the window it shows (and converts, when not lent).
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
    self.window = window
    let lent = window.flatMap { SDL_GetWindowSurface($0.handle) }.flatMap(Self.drawablePixels)
    lentPixels = lent?.base
    backend =
      try lent.map(SoftwareBackend.init(drawingInto:))
      ?? SoftwareBackend(width: Int(width), height: Int(height))
    batches.tessellatesLayers = false
  }

  /// `surface`'s pixels, when the backend can draw into them as they are: 32 bits each, with
  /// red, green and blue where the backend keeps them (`SDL_PIXELFORMAT_RGB888`, X11's 24-bit
  /// visual, whose top byte the server ignores; or ARGB8888), in memory needing no lock.
  private static func drawablePixels(of surface: UnsafeMutablePointer<SDL_Surface>)
    -> PixelSurface?
  {
    let s = surface.pointee
    let format = s.format.pointee.format
    guard
      format == SDL_PIXELFORMAT_RGB888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue,
      s.flags & UInt32(SDL_RLEACCEL) == 0, s.pitch % 4 == 0, let pixels = s.pixels
    else { return nil }
    return PixelSurface(
      base: pixels.assumingMemoryBound(to: UInt32.self), width: Int(s.w), height: Int(s.h),
      stride: Int(s.pitch) / 4)
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
    var damage = damage
    if followOutput() { damage = .whole }
    if pointSize.width > 0 { scale = max(0.01, Float(pixelSize.width) / pointSize.width) }
    text.frame = frame
    damage.pixelBoxes(scale: scale, into: &backend.damage)
    backend.clear(to: clearColor)
    stats = RenderStats()
    text.beginCounting()
  }

  /// Makes a new backend when the window's surface has changed size or memory since the last
  /// frame (SDL makes a resized window's surface anew); returns whether it did.
  private func followOutput() -> Bool {
    guard let window, let surface = SDL_GetWindowSurface(window.handle) else { return false }
    let size = (width: surface.pointee.w, height: surface.pointee.h)
    let lent = Self.drawablePixels(of: surface)
    guard size != pixelSize || lent?.base != lentPixels else { return false }
    let threads = backend.threads
    if let lent {
      backend = SoftwareBackend(drawingInto: lent)
      (pixelSize, lentPixels) = (size, lent.base)
    } else {
      do {
        backend = try SoftwareBackend(width: Int(size.width), height: Int(size.height))
        (pixelSize, lentPixels) = (size, nil)
      } catch let s as PixelMemory.Shortage {
        PixelMemory.report(s)
      } catch {}
    }
    backend.threads = threads
    return true
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

  /// Shows what this frame redrew in the window (converted into the window's surface first
  /// when the backend does not draw there itself); nothing headless.
  public func present() {
    guard let window, let surface = SDL_GetWindowSurface(window.handle) else { return }
    let frame = backend.output
    // A surface made anew since `beginFrame` (a resize) has none of the frame: the next is whole.
    if let lentPixels, surface.pointee.pixels != UnsafeMutableRawPointer(lentPixels) { return }
    let bounds = PixelBox(
      x0: 0, y0: 0, x1: min(frame.width, Int(surface.pointee.w)),
      y1: min(frame.height, Int(surface.pointee.h)))
    presentRects.removeAll(keepingCapacity: true)
    if let damage = backend.damage {
      for d in damage { appendPresentRect(d.intersection(bounds)) }
    } else {
      appendPresentRect(bounds)
    }
    guard !presentRects.isEmpty else { return }
    if lentPixels == nil { convert(frame, into: surface) }
    if backend.damage == nil {
      _ = SDL_UpdateWindowSurface(window.handle)
    } else {
      _ = SDL_UpdateWindowSurfaceRects(window.handle, presentRects, Int32(presentRects.count))
    }
  }

  /// Converts `presentRects` of `frame` into the pixels of `surface`.
  private func convert(_ frame: PixelSurface, into surface: UnsafeMutablePointer<SDL_Surface>) {
    guard SDL_LockSurface(surface) == 0 else { return }
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
