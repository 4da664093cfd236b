import Testing

@testable import TactileCore

/// The tile of the standard ink (Telegram Desktop's numbers) at `scale`.
private func desktopTile(scale: Float = 1, seed: UInt64 = 3) -> InkTile {
  InkTile.render(InkTile.Spec(parameters: .standard, still: false, scale: scale, seed: seed))!
}

/// Mean coverage (0…1) of each column (`alongRows: false`) or row of `frames` of `tile`.
private func lineMeans(_ tile: InkTile, frames: Range<Int>, alongRows: Bool) -> [Float] {
  var means = [Float](repeating: 0, count: tile.side)
  for f in frames {
    for y in 0..<tile.side {
      for x in 0..<tile.side {
        means[alongRows ? y : x] += Float(tile.coverage(frame: f, x: x, y: y)) / 255
      }
    }
  }
  let n = Float(frames.count * tile.side)
  return means.map { $0 / n }
}

/// How far each line's mean is from its two neighbours' (wrapping around the tile).
private func bumps(_ means: [Float]) -> [Float] {
  let n = means.count
  return (0..<n).map { abs(means[$0] - (means[($0 + n - 1) % n] + means[($0 + 1) % n]) / 2) }
}

/// Mean absolute change of a pixel from frame `a` to frame `b`.
private func change(_ tile: InkTile, from a: Int, to b: Int) -> Float {
  var sum: Float = 0
  for y in 0..<tile.side {
    for x in 0..<tile.side {
      sum += abs(
        Float(tile.coverage(frame: a, x: x, y: y)) - Float(tile.coverage(frame: b, x: x, y: y)))
    }
  }
  return sum / Float(tile.side * tile.side) / 255
}

@Test func theDesktopTileIsTelegramDesktops() {
  let spec = InkTile.Spec(parameters: .telegramDesktop, still: false, scale: 2, seed: 1)
  #expect(spec.frameCount == 60)
  #expect(desktopTile(scale: 2).side == 256)
  // 9 000 particles per 128 pt tile in Desktop's loop of 1.98 s; this loop is 2 s.
  #expect(abs(spec.particleCount - 9_000) <= 100, "\(spec.particleCount)")
  #expect(
    InkTile.Spec(parameters: .telegramDesktop, still: true, scale: 1, seed: 1).frameCount == 1)
}

@Test func aTileIsAPureFunctionOfItsSpec() {
  let a = desktopTile()
  let b = desktopTile()
  #expect(a.coverage == b.coverage)
  #expect(desktopTile(seed: 4).coverage != a.coverage)
  #expect(a.coverage.contains { $0 > 0 })
}

@Test func theLoopRunsOnWithoutAJump() {
  // From the last frame to the first the dust changes as much as from any frame to the next:
  // the particles alive across the loop's end are drawn at both ends.
  let tile = desktopTile()
  let steps = (0..<(tile.frameCount - 1)).map { change(tile, from: $0, to: $0 + 1) }
  let wrap = change(tile, from: tile.frameCount - 1, to: 0)
  #expect(wrap <= steps.max()! * 1.05, "\(wrap) against at most \(steps.max()!)")
  #expect(wrap >= steps.min()! * 0.95, "\(wrap) against at least \(steps.min()!)")
}

@Test(arguments: [Float(1), 2])
func theTileHasNoSeam(scale: Float) {
  // Over a whole loop, the columns and rows at the tile's edges are no further from their
  // neighbours (across the edge) than any column or row inside is: dots over an edge are
  // drawn on the other side too.
  let tile = desktopTile(scale: scale)
  for alongRows in [false, true] {
    let b = bumps(lineMeans(tile, frames: 0..<tile.frameCount, alongRows: alongRows))
    let inside = b[2..<(tile.side - 2)].max()!
    for edge in [0, 1, tile.side - 2, tile.side - 1] {
      #expect(b[edge] <= inside, "\(alongRows ? "row" : "column") \(edge): \(b[edge]) > \(inside)")
    }
  }
}

@Test func everyFrameHoldsAboutAsMuchInk() {
  // Births spread evenly through the loop: no frame is emptier or fuller than another.
  let tile = desktopTile()
  let weights = (0..<tile.frameCount).map { f in
    lineMeans(tile, frames: f..<(f + 1), alongRows: false).reduce(0, +) / Float(tile.side)
  }
  let mean = weights.reduce(0, +) / Float(weights.count)
  #expect(weights.allSatisfy { abs($0 - mean) <= mean * 0.05 }, "\(weights)")
}

@Test func inkClockAdvancesInWholeInkFrames() {
  var clock = InkClock()
  var passed: [Double] = []
  for _ in 0..<120 { passed.append(clock.advance(by: 1.0 / 120, framesPerSecond: 30)) }
  #expect(clock.frame == 30)
  #expect(passed.filter { $0 > 0 }.count == 30)
  #expect(passed.allSatisfy { $0 == 0 || abs($0 - 1.0 / 30) < 1e-9 })
  #expect(clock.advance(by: 0.1, framesPerSecond: 60) == 6.0 / 60)
  #expect(clock.advance(by: -1, framesPerSecond: 30) == 0)
  #expect(clock.advance(by: .nan, framesPerSecond: 30) == 0)
}
