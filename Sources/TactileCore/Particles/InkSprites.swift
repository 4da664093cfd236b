/// Telegram Desktop's grains (`InkGrain.sprites`), rendered once: `count` anti-aliased rounded
/// rects from `largest × smallest` to `smallest × largest` pixels (a wide one, a square one in
/// the middle, a tall one), radius half the smaller side, each set 1 px into a square of
/// `extent` pixels, as coverage 0…1 (the part of each pixel's area inside the shape).
struct InkSprites {
  /// Sprites: Telegram Desktop's five.
  static let count = 5
  /// Sub-samples per pixel and axis used to measure coverage.
  static let samples = 16
  /// Largest side drawn, pixels: bounds the work of one grain whatever the scale.
  static let maximumSide: Float = 16

  /// Pixels on a sprite's side: the shape plus a pixel around it.
  let extent: Int
  /// Every sprite's coverage, `extent × extent` each, row-major.
  let coverage: [Float]

  /// The sprites of grains `sizeRange` points across at `scale` pixels per point.
  init(sizeRange: ClosedRange<Float>, scale: Float) {
    let smallest = Self.pixels(sizeRange.lowerBound, scale: scale)
    let largest = max(smallest, Self.pixels(sizeRange.upperBound, scale: scale))
    let extent = 2 + Int(largest.rounded(.up))
    self.extent = extent
    let middle = Self.count / 2
    var coverage = [Float](repeating: 0, count: Self.count * extent * extent)
    for k in 0..<Self.count {
      // Wider than tall before the middle, taller than wide after it.
      let wide = k < middle ? Float(middle - k) / Float(middle) : 0
      let tall = k > middle ? Float(k - middle) / Float(Self.count - 1 - middle) : 0
      let width = smallest + (largest - smallest) * wide
      let height = smallest + (largest - smallest) * tall
      for y in 0..<extent {
        for x in 0..<extent {
          coverage[(k * extent + y) * extent + x] = Self.coverage(
            ofWidth: width, height: height, radius: smallest / 2, pixel: (x - 1, y - 1))
        }
      }
    }
    self.coverage = coverage
  }

  /// `size` points in pixels at `scale`, within the drawable bounds.
  static func pixels(_ size: Float, scale: Float) -> Float {
    let d = size * scale
    return d.isFinite ? min(max(d, DotStamps.minimumDiameter), maximumSide) : 1
  }

  /// Coverage 0…1 of `pixel` (its top-left corner, relative to the shape's) by a `width` ×
  /// `height` rect with corners of `radius`, measured on `samples` × `samples` points.
  static func coverage(
    ofWidth width: Float, height: Float, radius: Float, pixel: (Int, Int)
  ) -> Float {
    let n = samples
    var inside = 0
    for sy in 0..<n {
      let y = Float(pixel.1) + (Float(sy) + 0.5) / Float(n)
      for sx in 0..<n {
        let x = Float(pixel.0) + (Float(sx) + 0.5) / Float(n)
        guard x >= 0, x <= width, y >= 0, y <= height else { continue }
        // How far the point lies in a corner's square, beyond the straight edges.
        let cx = max(radius - x, x - (width - radius), 0)
        let cy = max(radius - y, y - (height - radius), 0)
        if cx * cx + cy * cy <= radius * radius { inside += 1 }
      }
    }
    return Float(inside) / Float(n * n)
  }
}
