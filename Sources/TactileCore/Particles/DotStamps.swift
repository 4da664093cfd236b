/// Anti-aliased round dots, rendered once: for each of a few diameters and each of
/// `phases` × `phases` sub-pixel positions of the centre, a stamp of `extent` × `extent`
/// pixel coverages (0…255: the part of the pixel's area inside the disc).
///
/// A stamp's rows are stored as packed 16-bit lanes, four pixels to a 64-bit word, so that a
/// dot is drawn by multiplying a row word by the dot's alpha and adding it to a row of a 16-bit
/// accumulator (see `ParticleRasterizer`): no per-pixel arithmetic beyond that.
struct DotStamps {
  /// Sub-pixel positions per axis: a centre moving 1/8 pixel picks the next stamp.
  static let phaseBits = 3
  static let phases = 1 << phaseBits
  /// Sub-samples per pixel and axis used to measure coverage.
  static let samples = 8

  /// The scale and size range the stamps were made for.
  let scale: Float
  let sizeRange: ClosedRange<Float>
  /// Number of diameters, evenly spread over `sizeRange × scale`.
  let sizeClasses: Int
  /// Diameter classes per point of size: class = round((size − sizeRange.lower) × this).
  let classesPerPoint: Float
  /// Pixels on a stamp's side.
  let extent: Int
  /// A stamp's top-left pixel is `floor(centre) − reach` on both axes.
  let reach: Int
  /// 64-bit words per stamp row (four pixels each; the lanes past `extent` are 0).
  let wordsPerRow: Int
  /// Words per stamp: `extent × wordsPerRow`.
  let wordsPerStamp: Int
  /// Pixels an accumulator needs around what it draws: room for a whole stamp row (all its
  /// words) hanging over any edge.
  var margin: Int { reach + 4 * wordsPerRow + 1 }
  /// Every stamp, indexed [size class][phase y][phase x][row][word].
  let words: [UInt64]

  /// Largest diameter drawn, pixels: bounds the work of one dot whatever the scale.
  static let maximumDiameter: Float = 16
  /// Smallest diameter drawn, pixels.
  static let minimumDiameter: Float = 0.5

  /// Stamps for dots of `sizeRange` points (diameters) at `scale` pixels per point.
  init(sizeRange: ClosedRange<Float>, scale: Float) {
    self.scale = scale
    self.sizeRange = sizeRange
    let smallest = Self.diameter(sizeRange.lowerBound, scale: scale)
    let largest = Self.diameter(sizeRange.upperBound, scale: scale)
    let classes = largest - smallest > 0.05 ? 4 : 1
    sizeClasses = classes
    let span = sizeRange.upperBound - sizeRange.lowerBound
    classesPerPoint = classes > 1 && span > 0 ? Float(classes - 1) / span : 0
    let reach = Int((largest / 2).rounded(.up))
    self.reach = reach
    extent = 2 * reach + 1
    wordsPerRow = (extent + 3) / 4
    wordsPerStamp = extent * wordsPerRow

    let phases = Self.phases
    var words = [UInt64](repeating: 0, count: classes * phases * phases * wordsPerStamp)
    for c in 0..<classes {
      let d =
        classes > 1 ? smallest + (largest - smallest) * Float(c) / Float(classes - 1) : smallest
      for py in 0..<phases {
        for px in 0..<phases {
          let base = ((c * phases + py) * phases + px) * wordsPerStamp
          let cx = Float(reach) + (Float(px) + 0.5) / Float(phases)
          let cy = Float(reach) + (Float(py) + 0.5) / Float(phases)
          for row in 0..<extent {
            for column in 0..<extent {
              let coverage = Self.coverage(
                ofDisc: d / 2, centre: (cx, cy), pixel: (column, row))
              let lane = UInt64(coverage) << UInt64(16 * (column % 4))
              words[base + row * wordsPerRow + column / 4] |= lane
            }
          }
        }
      }
    }
    self.words = words
  }

  /// Whether these stamps were made for `sizeRange` at `scale`.
  func matches(sizeRange: ClosedRange<Float>, scale: Float) -> Bool {
    self.scale == scale && self.sizeRange == sizeRange
  }

  /// The diameter in pixels of a dot of `size` points, within the drawable bounds.
  static func diameter(_ size: Float, scale: Float) -> Float {
    let d = size * scale
    return d.isFinite ? min(max(d, minimumDiameter), maximumDiameter) : minimumDiameter
  }

  /// Coverage 0…255 of `pixel` (its top-left corner) by a disc of `radius` at `centre`,
  /// measured on `samples` × `samples` points of the pixel.
  static func coverage(ofDisc radius: Float, centre: (Float, Float), pixel: (Int, Int)) -> Int {
    let n = samples
    var inside = 0
    for sy in 0..<n {
      let y = Float(pixel.1) + (Float(sy) + 0.5) / Float(n) - centre.1
      for sx in 0..<n {
        let x = Float(pixel.0) + (Float(sx) + 0.5) / Float(n) - centre.0
        if x * x + y * y <= radius * radius { inside += 1 }
      }
    }
    return (inside * 255 + n * n / 2) / (n * n)
  }
}
