extension InkTile {
  /// Renders the tile of `spec` with Telegram Desktop's grains (`InkGrain.sprites`): each
  /// particle a sprite (`InkSprites`) at a whole-pixel place, its drift in device pixels
  /// rounded to whole pixels at every frame, wrapping around the tile; sprites composite over
  /// one another at the particle's alpha. Pure: the same spec gives the same bytes. Nil when
  /// the memory cannot be had (the shortage is reported through `PixelMemory`).
  static func renderSprites(_ spec: Spec) -> InkTile? {
    let side = spec.side
    var coverage: [UInt8]
    do {
      coverage = try PixelMemory.array(
        repeating: 0, count: side * side * spec.frameCount,
        for: "a \(side)×\(side) ink tile of \(spec.frameCount) frames")
    } catch {
      PixelMemory.report(error)
      return nil
    }
    let sprites = InkSprites(sizeRange: spec.look.size, scale: spec.scale)
    let grains = SpriteGrains(spec)
    var plane = [Float](repeating: 0, count: side * side)
    for frame in 0..<spec.frameCount {
      let time = Float(frame) * loopDuration / Float(spec.frameCount)
      grains.draw(at: time, look: spec.look, sprites: sprites, side: side, into: &plane)
      let base = frame * side * side
      for i in 0..<(side * side) {
        coverage[base + i] = UInt8((plane[i] * 255).rounded())
        plane[i] = 0
      }
    }
    return InkTile(spec: spec, side: side, coverage: coverage)
  }

  /// The particles of a sprite tile, structure of arrays: where each starts (whole pixels in
  /// the tile), its drift (pixels a second), when in the loop it is born, how long it lives,
  /// its peak alpha and its sprite.
  struct SpriteGrains {
    private var x: [Int32] = []
    private var y: [Int32] = []
    private var vx: [Float] = []
    private var vy: [Float] = []
    private var birth: [Float] = []
    private var life: [Float] = []
    private var peak: [Float] = []
    private var sprite: [UInt8] = []

    /// The `spec.particleCount` particles of `spec`, from `spec.seed`, born evenly through the
    /// loop as Telegram Desktop's are. A life longer than the loop is cut to the loop.
    init(_ spec: Spec) {
      let count = spec.particleCount
      let look = spec.look
      var random = SeededRandom(seed: spec.seed)
      for i in 0..<count {
        x.append(Int32(random.int(below: spec.side)))
        y.append(Int32(random.int(below: spec.side)))
        // Mostly vertical: the horizontal part uniform, the vertical one up or down.
        let across = 2 * random.unitFloat() - 1
        let along = (1 - across * across).squareRoot() * (random.int(below: 2) == 0 ? -1 : 1)
        let speed = ParticleField.lerp(look.speed, random.unitFloat())
        vx.append(across * speed)
        vy.append(along * speed)
        birth.append(Float(i) * InkTile.loopDuration / Float(count))
        let lifetime = ParticleField.lerp(look.lifetime, random.unitFloat())
        life.append(min(max(lifetime, ParticleField.minimumLifetime), InkTile.loopDuration))
        peak.append(ParticleField.peakAlpha(random.unitFloat(), parameters: look))
        sprite.append(UInt8(random.int(below: InkSprites.count)))
      }
    }

    /// Draws every particle alive `time` seconds into the loop into `plane` (`side × side`
    /// coverages 0…1), over what is there.
    func draw(
      at time: Float, look: InvisibleInkParameters, sprites: InkSprites, side: Int,
      into plane: inout [Float]
    ) {
      let loop = InkTile.loopDuration
      let extent = sprites.extent
      plane.withUnsafeMutableBufferPointer { out in
        sprites.coverage.withUnsafeBufferPointer { shapes in
          for i in 0..<x.count {
            let since = time - birth[i]
            let age = since < 0 ? since + loop : since
            guard age > 0, age < life[i] else { continue }
            let alpha = peak[i] * ParticleField.envelope(progress: age / life[i], parameters: look)
            guard alpha > 0 else { continue }
            let px = Self.wrap(Int(x[i]) + Int((vx[i] * age).rounded()), side)
            let py = Self.wrap(Int(y[i]) + Int((vy[i] * age).rounded()), side)
            let shape = Int(sprite[i]) * extent * extent
            for sy in 0..<extent {
              var ty = py + sy
              if ty >= side { ty -= side }
              let row = ty * side
              for sx in 0..<extent {
                let a = shapes[shape + sy * extent + sx] * alpha
                var tx = px + sx
                if tx >= side { tx -= side }
                out[row + tx] += a * (1 - out[row + tx])
              }
            }
          }
        }
      }
    }

    /// `v` wrapped into `0..<side`.
    @inline(__always)
    static func wrap(_ v: Int, _ side: Int) -> Int { ((v % side) + side) % side }
  }
}
