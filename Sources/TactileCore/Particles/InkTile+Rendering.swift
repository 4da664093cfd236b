extension InkTile {
  /// Renders the tile of `spec` with its grain (`InkGrain`): dots (`renderDots`) or Telegram
  /// Desktop's sprites (`renderSprites`). Pure: the same spec gives the same bytes. Nil when the
  /// memory cannot be had (the shortage is reported through `PixelMemory`).
  public static func render(_ spec: Spec) -> InkTile? {
    switch spec.look.grain {
    case .dots: renderDots(spec)
    case .sprites: renderSprites(spec)
    }
  }

  /// Renders the tile of `spec` as dots: its particles (`Dust`) placed at each frame's moment of the
  /// loop and drawn with the rasterizer's dot stamps (`ParticleRasterizer.splat`: anti-aliased
  /// round dots at sub-pixel positions, overlapping dots adding up) into an accumulator a
  /// margin wider than the tile on every side, whose margins are then folded onto the
  /// opposite edges, so that the tile wraps.
  static func renderDots(_ spec: Spec) -> InkTile? {
    let side = spec.side
    let stamps = DotStamps(sizeRange: spec.look.size, scale: spec.scale)
    let margin = min(stamps.margin, side)
    var coverage: [UInt8]
    let accumulator: InkAccumulator
    do {
      coverage = try PixelMemory.array(
        repeating: 0, count: side * side * spec.frameCount,
        for: "a \(side)×\(side) ink tile of \(spec.frameCount) frames")
      accumulator = try InkAccumulator(
        bufferWidth: side, bufferHeight: side, margin: margin, planeCount: 1)
    } catch {
      PixelMemory.report(error)
      return nil
    }
    let width = accumulator.width
    var dust = Dust(spec)
    let geometry = ParticleRasterizer.SplatGeometry(
      shiftX: Float(margin), shiftY: Float(margin), scale: spec.scale, planeWidth: width,
      planeHeight: width, stamps: stamps)
    let plane = accumulator.plane(0)
    let sidePoints = Float(side) / spec.scale
    for frame in 0..<spec.frameCount {
      let time = Float(frame) * loopDuration / Float(spec.frameCount)
      dust.place(at: time, sidePoints: sidePoints, look: spec.look)
      // A dot may land anywhere in the plane: every row's span is all of it.
      for row in 0..<width {
        plane.rowStart[row] = 0
        plane.rowEnd[row] = Int32(width)
      }
      dust.withLanes { lanes in
        stamps.words.withUnsafeBufferPointer { words in
          _ = ParticleRasterizer.splat(
            0..<lanes.count, xs: UnsafeBufferPointer(lanes.lane(.frameX)),
            ys: UnsafeBufferPointer(lanes.lane(.frameY)),
            alphas: UnsafeBufferPointer(lanes.lane(.alpha)),
            sizes: UnsafeBufferPointer(lanes.lane(.size)), geometry: geometry, words: words,
            into: plane)
        }
      }
      foldMargins(plane.sums, width: width, side: side, margin: margin)
      coverage.withUnsafeMutableBufferPointer { out in
        resolve(
          plane.sums, width: width, side: side, margin: margin,
          into: out.baseAddress! + frame * side * side)
      }
      for row in 0..<width { _ = accumulator.takeSpan(row) }
    }
    accumulator.checkCleared()
    return InkTile(spec: spec, side: side, coverage: coverage)
  }

  /// Adds the margins of the accumulator `sums` (`width` pixels square: a tile of `side` in
  /// the middle, `margin` around) onto the tile's opposite edges and zeroes them: first the
  /// side margins of every row, then the top and bottom margins of the tile's columns.
  static func foldMargins(
    _ sums: UnsafeMutablePointer<UInt16>, width: Int, side: Int, margin: Int
  ) {
    for row in 0..<width {
      let r = sums + row * width
      for c in 0..<margin {
        r[c + side] &+= r[c]
        r[c] = 0
      }
      for c in (margin + side)..<width {
        r[c - side] &+= r[c]
        r[c] = 0
      }
    }
    for row in 0..<margin {
      let top = sums + row * width
      let bottom = sums + (row + side + margin) * width
      for c in margin..<(margin + side) {
        top[c + side * width] &+= top[c]
        top[c] = 0
        bottom[c - side * width] &+= bottom[c]
        bottom[c] = 0
      }
    }
  }

  /// Writes the tile's part of `sums` into `out` (`side × side` bytes), each sum saturated at
  /// full coverage, and zeroes it for the next frame.
  static func resolve(
    _ sums: UnsafeMutablePointer<UInt16>, width: Int, side: Int, margin: Int,
    into out: UnsafeMutablePointer<UInt8>
  ) {
    for y in 0..<side {
      let row = sums + (y + margin) * width + margin
      let target = out + y * side
      for x in 0..<side {
        target[x] = UInt8(min(row[x], 255))
        row[x] = 0
      }
    }
  }
}
