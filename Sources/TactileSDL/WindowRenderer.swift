import CSDL2
import TactileCore

/// What draws frames: `Renderer` (the SDL backend on an accelerated renderer) or
/// `SoftwareRenderer` (the software backend, headless or into a window's surface). Draw lists
/// are in points; `scale` is pixels per point.
public protocol WindowRenderer: AnyObject {
  /// Pixels per point. Updated by `beginFrame` from the output and point sizes.
  var scale: Float { get }
  /// The renderer's name in the diagnostics ("opengl", "software", …).
  var name: String { get }
  /// Counters since `beginFrame`.
  var stats: RenderStats { get }
  /// The output's size in pixels now.
  var outputSize: (width: Int32, height: Int32) { get }
  /// Starts a frame: measures the output and clears it to `clearColor` — all of it, or, when
  /// `damage` names rects (points), only those: the frame drawn before is kept and the draws
  /// and `present` change nothing outside them (a renderer whose kept frame is gone, after a
  /// resize, redraws it all).
  /// - Parameter pointSize: the frame's size in points (the scale is pixels / points).
  func beginFrame(pointSize: Size, clearColor: Color, damage: Damage)
  /// Draws `list` over the frame.
  func execute(_ list: DrawList)
  /// Shows the frame (in a window; nothing headless).
  func present()
  /// Reads the frame into `image` as RGBA bytes, row-major, `width × height × 4`, reusing its
  /// storage when it already has the frame's size (no allocation per frame while recording).
  func readPixels(into image: inout Image) throws
}

extension WindowRenderer {
  /// Starts a frame drawn whole.
  public func beginFrame(pointSize: Size, clearColor: Color) {
    beginFrame(pointSize: pointSize, clearColor: clearColor, damage: .whole)
  }

  /// The frame as RGBA bytes, row-major, `width × height × 4`.
  public func readPixels() throws -> Image {
    var image = Image(width: 0, height: 0, rgba: [])
    try readPixels(into: &image)
    return image
  }
}

/// Which renderer a window asks for (the app's `--renderer`).
public enum WindowRendererRequest: Sendable {
  /// The SDL backend where there is a real GPU, else the software backend.
  case auto
  /// The SDL backend on SDL's accelerated renderer even where the GPU is emulated on the CPU
  /// (Mesa's llvmpipe under Xvfb): the path every GPU user gets, run where there is none.
  case gpu
  /// The software backend.
  case software
}

/// The renderer for `window`: the SDL backend on the window's accelerated renderer (vsynced),
/// or, where SDL offers only its software renderer (no GPU driver, or
/// `SDL_RENDER_DRIVER=software`) or its "accelerated" one is a GPU emulated on the CPU (Mesa's
/// llvmpipe, softpipe or swrast, as under Xvfb), the software backend drawing into the
/// window's surface: one CPU rasterizer draws every frame made without a GPU, and it redraws
/// only what changed where an emulated GPU would draw the whole frame (docs/performance.md,
/// "What the window costs", has what each costs). Where the machine shows no GPU device
/// (`GPUDevices`) no accelerated renderer is asked for: it could only be an emulated one.
/// `.gpu` takes the accelerated renderer wherever SDL makes one; where it cannot, `warn` is
/// called with one line and the software backend draws.
public func makeWindowRenderer(
  for window: Window, fonts: FontCache, request: WindowRendererRequest = .auto,
  warn: (String) -> Void = { _ in }
) throws -> any WindowRenderer {
  switch request {
  case .software: break
  case .auto:
    if GPUDevices.present(), let r = try? acceleratedRenderer(window) {
      if !isEmulatedGPU() { return try Renderer(window: window, renderer: r, fonts: fonts) }
      SDL_DestroyRenderer(r)
    }
  case .gpu:
    do {
      return try Renderer(window: window, renderer: acceleratedRenderer(window), fonts: fonts)
    } catch let e as SDLError {
      warn("--renderer gpu: \(e); drawing with the software backend")
    }
  }
  return try SoftwareRenderer(window: window, fonts: fonts)
}

/// SDL's accelerated, vsynced renderer for `window`. Throws when SDL has only its software
/// renderer there (or none).
private func acceleratedRenderer(_ window: Window) throws -> OpaquePointer {
  let flags =
    SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue
    | SDL_RENDERER_PRESENTVSYNC.rawValue
  guard let r = SDL_CreateRenderer(window.handle, -1, flags) else {
    throw SDLError.last("cannot create an accelerated renderer")
  }
  var info = SDL_RendererInfo()
  SDL_GetRendererInfo(r, &info)
  guard info.flags & SDL_RENDERER_SOFTWARE.rawValue == 0 else {
    SDL_DestroyRenderer(r)
    throw SDLError(
      "cannot create an accelerated renderer", message: "SDL offers only its software renderer")
  }
  return r
}

/// Whether the current OpenGL context's renderer is a CPU rasterizer (its `GL_RENDERER`
/// names Mesa's llvmpipe, softpipe or swrast); false when there is no OpenGL context.
private func isEmulatedGPU() -> Bool {
  typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
  let glRenderer: UInt32 = 0x1F01
  guard SDL_GL_GetCurrentContext() != nil, let f = SDL_GL_GetProcAddress("glGetString"),
    let name = unsafeBitCast(f, to: GetString.self)(glRenderer)
  else { return false }
  let s = String(cString: name).lowercased()
  return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains { s.contains($0) }
}
