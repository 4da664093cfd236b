import TactileCore
import TactileSoftware

/// Draws frames without a display: the software backend (`SoftwareBackend`) drawing each
/// list's batches into pixels of its own, with text shaped and rendered by SDL_ttf into the
/// atlas pages (`TextCache`). Headless runs, pixel tests and recordings use it; the same
/// options and seed give the same pixels on every run.
public final class HeadlessRenderer {
  /// Pixels per point. Updated by `beginFrame` from the output and point sizes.
  public private(set) var scale: Float
  /// The renderer's name in the diagnostics (a window shows its SDL renderer's).
  public let name = "software"
  /// Output size in pixels.
  public let pixelSize: (width: Int32, height: Int32)
  /// Counters for the diagnostics overlay, since `beginFrame`; draw calls are counted as a
  /// window's renderer would submit the batches.
  public private(set) var stats = Renderer.Stats()

  private let text: TextCache
  private let backend: SoftwareBackend
  private var batches = BatchList()
  private var frame: UInt64 = 0

  init(width: Int32, height: Int32, scale: Float, fonts: FontCache) {
    self.scale = scale
    pixelSize = (width, height)
    text = TextCache(fonts: fonts, renderer: nil)
    backend = SoftwareBackend(width: Int(width), height: Int(height))
    batches.tessellatesLayers = false
  }

  /// Starts a frame: clears the output to `clearColor`.
  /// - Parameter pointSize: the frame's size in points (the scale is pixels / points).
  public func beginFrame(pointSize: Size, clearColor: Color) {
    frame &+= 1
    if pointSize.width > 0 { scale = max(0.01, Float(pixelSize.width) / pointSize.width) }
    text.frame = frame
    backend.clear(to: clearColor)
    stats = Renderer.Stats()
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
    stats.textTextures = text.count
  }

  /// The output as RGBA bytes, row-major, `width × height × 4`.
  public func readPixels() throws -> Image {
    var image = Image(width: 0, height: 0, rgba: [])
    try readPixels(into: &image)
    return image
  }

  /// Reads the frame into `image`, reusing its storage when it already has the frame's size
  /// (no allocation per frame while recording).
  public func readPixels(into image: inout Image) throws {
    let surface = backend.output
    let (w, h) = (surface.width, surface.height)
    if image.width != w || image.height != h {
      try MemoryProbe.require(
        w * h * 4, for: "a \(w)×\(h) pixel frame", context: "cannot read the rendered pixels")
      image = Image(width: w, height: h, rgba: [UInt8](repeating: 0, count: w * h * 4))
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
