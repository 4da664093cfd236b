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

    /// The pixel of coverage `c` (0…255) times `factor` (0…1).
    @inline(__always)
    func pixel(_ c: UInt8, _ factor: Float) -> UInt32 {
      let a = UInt32(Float(c) * factor + 0.5)
      return a == 0 ? 0 : (a << 24) | rgb
    }

    /// The region's opacity: a conceal fading it back in, a covering reveal fading it out.
    func opacity(of region: ParticleRegion) -> Float {
      let fade = region.phase == .revealing ? max(0, 1 - region.coveredTime / fadeDuration) : 1
      return region.opacity * fade
    }

    /// Writes every pixel of `box` for `region` (not revealing) from the tile frame at `frame`.
    func draw(
      _ region: ParticleRegion, _ box: PixelBox, from frame: UnsafePointer<UInt8>,
      into pixels: UnsafeMutablePointer<UInt32>, width: Int
    ) {
      let edge = SoftEdge(rect: region.rect, softness: edgeSoftness)
      let k = opacity(of: region)
      let step = 1 / scale
      for py in box.y0..<box.y1 {
        let y = origin.y + (Float(py) + 0.5) * step
        let source = frame + wrap(py + shiftY) * side
        let out = pixels + py * width
        var tx = wrap(box.x0 + shiftX)
        var px = box.x0
        while px < box.x1 {
          // The pixels up to the tile's edge, then on from its start.
          let run = min(box.x1 - px, side - tx)
          for j in 0..<run {
            let x = origin.x + (Float(px + j) + 0.5) * step
            out[px + j] = pixel(source[tx + j], edge.factor(x, y) * k)
          }
          px += run
          tx = 0
        }
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
          out[px] = pixel(c, factor)
        }
      }
    }
  }
}
