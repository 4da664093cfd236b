/// A ready-made particle workload for `tactile-bench`: text-line-like regions in a
/// viewport holding about `count` live particles, a rasterizer and the viewport's buffer.
/// One `runFrame` is one frame of the particle path: update, then rasterize.
public struct ParticleBenchmarkWorkload {
  /// Layout of the line-like regions, points.
  enum Layout {
    static let lineHeight: Float = 16
    static let linePitch: Float = 20
    static let segmentWidth: Float = 150
    static let segmentGap: Float = 10
  }

  public private(set) var field: ParticleField
  public private(set) var rasterizer = ParticleRasterizer()
  /// Viewport-sized buffer, `viewport × scale` pixels.
  public let buffer: PixelBuffer
  /// The area covered, points; also the buffer's extent.
  public let viewport: Size
  /// Pixels per point.
  public let scale: Float

  /// Builds the workload with `count` particles (±1 per region from rounding) at `scale`
  /// pixels per point, updated and drawn on up to `threads` threads (`ParticleField.threads`).
  /// Regions are 150 × 16 pt "words" on 20 pt lines, filled from the top of `viewport`
  /// (points) until they hold `count` particles at the default density (the real-world case);
  /// when the whole viewport is not enough, the density is raised.
  public init(
    count: Int, seed: UInt64, viewport: Size = Size(1280, 800), scale: Float = 1,
    threads: Int = 1
  ) {
    var parameters = InvisibleInkParameters.standard
    parameters.maximumParticleCount = max(parameters.maximumParticleCount, count)
    let neededArea = Float(max(count, 0)) / parameters.density
    var rects: [Rect] = []
    var area: Float = 0
    var y: Float = 0
    fill: while y + Layout.lineHeight <= viewport.height {
      var x: Float = 0
      while x < viewport.width {
        if area >= neededArea { break fill }
        let w = min(Layout.segmentWidth, viewport.width - x)
        rects.append(Rect(x: x, y: y, width: w, height: Layout.lineHeight))
        area += w * Layout.lineHeight
        x += Layout.segmentWidth + Layout.segmentGap
      }
      y += Layout.linePitch
    }
    let densityScale = area > 0 ? Float(max(count, 0)) / (area * parameters.density) : 0

    field = ParticleField(seed: seed, parameters: parameters)
    field.threads = threads
    field.setRegions(rects, densityScale: densityScale)
    self.viewport = viewport
    self.scale = scale
    buffer = PixelBuffer(
      width: Int(viewport.width * scale), height: Int(viewport.height * scale))
  }

  /// One frame: `update(dt:)` then `rasterize()`. Returns the number of dots drawn.
  @discardableResult
  public mutating func runFrame(dt: Double = 1.0 / 60) -> Int {
    update(dt: dt)
    return rasterize()
  }

  /// The simulation half of a frame.
  public mutating func update(dt: Double = 1.0 / 60) {
    field.update(dt: dt)
  }

  /// The drawing half of a frame: the live particles into `buffer`. Returns dots drawn.
  @discardableResult
  public mutating func rasterize() -> Int {
    rasterizer.rasterize(field, into: buffer, origin: .zero, scale: scale)
  }
}
