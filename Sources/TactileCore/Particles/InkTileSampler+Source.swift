extension InkTileSampler {
  /// What one call draws from: the tile, where it is anchored and in what colour, and the
  /// ink's reveal numbers.
  struct Source {
    let side: Int
    let scale: Float
    let origin: Vec2
    /// The tile's pixel under the buffer's pixel (0, 0) (before wrapping into the tile).
    let shiftX: Int
    let shiftY: Int
    let rgb: UInt32
    let edgeSoftness: Float
    let fadeDuration: Float
    let pushAcceleration: Float

    init(tile: InkTile, origin: Vec2, rgb: UInt32, parameters p: InvisibleInkParameters) {
      side = tile.side
      scale = tile.spec.scale
      self.origin = origin
      let side = Float(tile.side)
      // The anchor within one tile, so that the sums below never overflow.
      let ox = origin.x * scale
      let oy = origin.y * scale
      shiftX = Int((ox - (ox / side).rounded(.down) * side).rounded(.down))
      shiftY = Int((oy - (oy / side).rounded(.down) * side).rounded(.down))
      self.rgb = rgb
      edgeSoftness = p.edgeSoftness
      fadeDuration = max(p.revealFadeDuration, 1e-6)
      pushAcceleration = p.revealPushAcceleration
    }

    /// `v` wrapped into `0..<side`.
    @inline(__always)
    func wrap(_ v: Int) -> Int { ((v % side) + side) % side }

    /// The pixel of colour `rgb` and coverage `c` (0…255) times `factor` (0…1), rounded to
    /// the nearest; 0 (transparent black) when that is 0. Branch-free, so that loops of it
    /// vectorize.
    @inline(__always)
    static func pixel(_ c: UInt8, _ factor: Float, rgb: UInt32) -> UInt32 {
      let a = UInt32(truncatingIfNeeded: ParticleRasterizer.rounded(Float(c) * factor))
      return a << 24 | (rgb & (0 &- min(a, 1)))
    }

    /// The region's opacity: a conceal fading it back in, a covering reveal fading it out.
    func opacity(of region: ParticleRegion) -> Float {
      let fade = region.phase == .revealing ? max(0, 1 - region.coveredTime / fadeDuration) : 1
      return region.opacity * fade
    }

    /// Writes every pixel of `box` for `region` (not revealing) from the tile frame at `frame`
    /// (`colored`: the same frame as pixels). In the columns where the soft edge leaves the
    /// ink whole (most of a word) a row has one factor, its own edge's times the region's
    /// opacity: where that is 1 the row is copied from `colored`, elsewhere thinned by it;
    /// the edge columns are thinned pixel by pixel.
    func draw(
      _ region: ParticleRegion, _ box: PixelBox, from frame: UnsafePointer<UInt8>,
      colored: UnsafePointer<UInt32>, into pixels: UnsafeMutablePointer<UInt32>, width: Int
    ) {
      let edge = SoftEdge(rect: region.rect, softness: edgeSoftness)
      let k = opacity(of: region)
      let whole = wholeColumns(of: box, edge: edge, midY: region.rect.midY)
      let step = 1 / scale
      // A pixel centre in the whole columns: there the factor is the row's (the edge's
      // factor is the smaller of the column's and the row's, and the column's is 1).
      let wholeX = origin.x + (Float(whole.lowerBound) + 0.5) * step
      for py in box.y0..<box.y1 {
        let y = origin.y + (Float(py) + 0.5) * step
        let row = wrap(py + shiftY) * side
        let out = pixels + py * width
        guard !whole.isEmpty else {
          thin(box.x0..<box.x1, y: y, edge: edge, opacity: k, from: frame + row, into: out)
          continue
        }
        thin(box.x0..<whole.lowerBound, y: y, edge: edge, opacity: k, from: frame + row, into: out)
        let factor = edge.factor(wholeX, y) * k
        if factor == 1 {
          copy(whole, from: colored + row, into: out)
        } else {
          thin(whole, by: factor, from: frame + row, into: out)
        }
        thin(whole.upperBound..<box.x1, y: y, edge: edge, opacity: k, from: frame + row, into: out)
      }
    }

    /// The columns of `box` where `edge` leaves the ink whole (its factor is 1 across the
    /// region's middle row, `midY`): the soft edge is at most a few pixels on either side.
    /// In a row whose own factor is 1, each of them then has the factor 1 exactly.
    func wholeColumns(of box: PixelBox, edge: SoftEdge, midY: Float) -> Range<Int> {
      let step = 1 / scale
      func x(_ px: Int) -> Float { origin.x + (Float(px) + 0.5) * step }
      var start = box.x0
      while start < box.x1 && edge.factor(x(start), midY) < 1 { start += 1 }
      var end = box.x1
      while end > start && edge.factor(x(end - 1), midY) < 1 { end -= 1 }
      return start..<end
    }

    /// Writes `columns` of one row, each pixel thinned by its soft-edge factor and `opacity`,
    /// from the tile row at `source`.
    @inline(__always)
    func thin(
      _ columns: Range<Int>, y: Float, edge: SoftEdge, opacity: Float,
      from source: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt32>
    ) {
      // Locals, so that the loop below keeps them in registers and vectorizes.
      let step = 1 / scale
      let left = origin.x
      let rgb = self.rgb
      var tx = wrap(columns.lowerBound + shiftX)
      var px = columns.lowerBound
      while px < columns.upperBound {
        // The pixels up to the tile's edge, then on from its start.
        let run = min(columns.upperBound - px, side - tx)
        let first = Int32(truncatingIfNeeded: px)
        let row = out + px
        let coverage = source + tx
        for j in 0..<Int32(truncatingIfNeeded: run) {
          let x = left + (Float(first &+ j) + 0.5) * step
          row[Int(j)] = Self.pixel(coverage[Int(j)], edge.factor(x, y) * opacity, rgb: rgb)
        }
        px += run
        tx = 0
      }
    }

    /// Writes `columns` of one row, every pixel thinned by the same `factor`, from the tile
    /// row at `source`.
    @inline(__always)
    func thin(
      _ columns: Range<Int>, by factor: Float, from source: UnsafePointer<UInt8>,
      into out: UnsafeMutablePointer<UInt32>
    ) {
      let rgb = self.rgb
      var tx = wrap(columns.lowerBound + shiftX)
      var px = columns.lowerBound
      while px < columns.upperBound {
        let run = min(columns.upperBound - px, side - tx)
        let row = out + px
        let coverage = source + tx
        for j in 0..<run { row[j] = Self.pixel(coverage[j], factor, rgb: rgb) }
        px += run
        tx = 0
      }
    }

    /// Copies `columns` of one row from the tile row of pixels at `source`, the tile
    /// repeating.
    @inline(__always)
    func copy(
      _ columns: Range<Int>, from source: UnsafePointer<UInt32>,
      into out: UnsafeMutablePointer<UInt32>
    ) {
      var tx = wrap(columns.lowerBound + shiftX)
      var px = columns.lowerBound
      while px < columns.upperBound {
        let run = min(columns.upperBound - px, side - tx)
        (out + px).update(from: source + tx, count: run)
        px += run
        tx = 0
      }
    }

    /// Writes every pixel of `box` for a revealing `region`: outside its circle as `draw`
    /// does; inside it, fading towards the circle's `fadedRadius` and taken from nearer the
    /// centre, as dust pushed outwards since the circle passed.
    func drawRevealing(
      _ region: ParticleRegion, _ box: PixelBox, from frame: UnsafePointer<UInt8>,
      into pixels: UnsafeMutablePointer<UInt32>, width: Int
    ) {
      let edge = SoftEdge(rect: region.rect, softness: edgeSoftness)
      let k = opacity(of: region)
      let circle = region.circle
      let band = max(circle.radius - circle.fadedRadius, 1e-6)
      let step = 1 / scale
      for py in box.y0..<box.y1 {
        let y = origin.y + (Float(py) + 0.5) * step
        let dy = y - circle.center.y
        let out = pixels + py * width
        for px in box.x0..<box.x1 {
          let x = origin.x + (Float(px) + 0.5) * step
          let dx = x - circle.center.x
          let d = (dx * dx + dy * dy).squareRoot()
          var factor = edge.factor(x, y) * k
          var shift = (x: 0, y: 0)
          if d < circle.radius {
            let left = min(max((d - circle.fadedRadius) / band, 0), 1)
            factor *= left
            // Seconds since the circle passed, as the fade measures them, and how far the
            // dust has been pushed since (pixels, outwards).
            let since = fadeDuration * (1 - left)
            let pushed = 0.5 * pushAcceleration * since * since * scale / max(d, 1e-6)
            shift = (Int((dx * pushed).rounded()), Int((dy * pushed).rounded()))
          }
          let c = frame[wrap(py + shiftY - shift.y) * side + wrap(px + shiftX - shift.x)]
          out[px] = Self.pixel(c, factor, rgb: rgb)
        }
      }
    }
  }
}
