import Testing

@testable import TactileCore

/// Every pixel is either transparent or white with some alpha.
private func isWhiteCoverage(_ buffer: PixelBuffer) -> Bool {
  buffer.pixels.allSatisfy { $0 == 0 || ($0 & 0xFF_FFFF == 0xFF_FFFF && $0 >> 24 > 0) }
}

/// Pixel coordinates of the non-transparent pixels.
private func litPixels(_ buffer: PixelBuffer) -> [(x: Int, y: Int)] {
  var lit: [(x: Int, y: Int)] = []
  for y in 0..<buffer.height {
    for x in 0..<buffer.width where buffer.pixels[y * buffer.width + x] != 0 {
      lit.append((x, y))
    }
  }
  return lit
}

/// A field holding exactly one particle, in a 100 × 100 pt region at the origin.
private func singleParticleField(seed: UInt64) -> ParticleField {
  let field = makeField(
    [Rect(x: 0, y: 0, width: 100, height: 100)], seed: seed, densityScale: 1 / 3500)
  #expect(field.liveCount == 1)
  return field
}

/// The coverage (alpha / 255) of every pixel, its sum and its centroid in pixels.
private func coverageMoments(_ buffer: PixelBuffer) -> (sum: Float, x: Float, y: Float) {
  var sum: Float = 0
  var sx: Float = 0
  var sy: Float = 0
  for y in 0..<buffer.height {
    for x in 0..<buffer.width {
      let c = Float(buffer.pixels[y * buffer.width + x] >> 24) / 255
      sum += c
      sx += c * (Float(x) + 0.5)
      sy += c * (Float(y) + 0.5)
    }
  }
  return (sum, sum > 0 ? sx / sum : 0, sum > 0 ? sy / sum : 0)
}

@Test(arguments: [Float(1), 2, 3])
func aDotIsAnAntiAliasedDiscCentredOnItsParticle(scale: Float) throws {
  for seed in UInt64(1)...6 {
    var f = singleParticleField(seed: seed)
    let buffer = PixelBuffer(width: Int(100 * scale), height: Int(100 * scale))
    var rasterizer = ParticleRasterizer()
    // Alpha is 0 at birth; draw it once it is well visible.
    for _ in 0..<200 where f.alpha[0] < 0.2 { f.update(dt: 1.0 / 60) }
    try #require(f.alpha[0] >= 0.2)
    #expect(rasterizer.rasterize(f, into: buffer, origin: .zero, scale: scale) == 1)
    let lit = litPixels(buffer)
    let diameter = f.size[0] * scale
    // The disc's area × alpha. Stamps come in four diameters over the size range (1–2 pt
    // here): a dot is drawn up to 1/6 pt wider or narrower; plus 8-bit rounding per pixel.
    let m = coverageMoments(buffer)
    let slack = scale / 6
    let smallest = Float.pi * (diameter - slack) * (diameter - slack) / 4 * f.alpha[0]
    let largest = Float.pi * (diameter + slack) * (diameter + slack) / 4 * f.alpha[0]
    let rounding = Float(lit.count) / 255
    #expect(m.sum >= smallest * 0.95 - rounding && m.sum <= largest * 1.05 + rounding)
    // Centred on the particle, to an eighth of a pixel (the sub-pixel phases and sampling).
    #expect(abs(m.x - f.x[0] * scale) <= 0.125 && abs(m.y - f.y[0] * scale) <= 0.125)
    // Round and soft: no pixel beyond the disc, partial coverage at its rim.
    let xs = lit.map(\.x)
    #expect(Float(xs.max()! - xs.min()! + 1) <= diameter + slack + 2)
    let peak = UInt32(f.alpha[0] * 255)
    #expect(lit.contains { buffer.pixels[$0.y * buffer.width + $0.x] >> 24 + 2 < peak })
    #expect(isWhiteCoverage(buffer))
  }
}

@Test func aDotMovingATenthOfAPixelMovesItsInkSmoothly() {
  // One particle drifting slowly: its ink's centroid follows it frame by frame, never jumping
  // a whole pixel as a dot snapped to pixels would.
  var parameters = testInk
  parameters.speed = 6...6
  parameters.lifetime = 100...100
  parameters.peakAlpha = 1...1
  var f = makeField(
    [Rect(x: 0, y: 0, width: 100, height: 100)], seed: 3, densityScale: 1 / 3500,
    parameters: parameters)
  let buffer = PixelBuffer(width: 100, height: 100)
  var rasterizer = ParticleRasterizer()
  for _ in 0..<1_200 where f.alpha[0] < 1 { f.update(dt: 1.0 / 60) }
  var previous: (sum: Float, x: Float, y: Float)? = nil
  for _ in 0..<60 {
    f.update(dt: 1.0 / 60)  // 0.1 pt
    rasterizer.rasterize(f, into: buffer, origin: .zero, scale: 1)
    let m = coverageMoments(buffer)
    // An eighth of a pixel for the phase, a little more for sampling a 1 px disc.
    #expect(abs(m.x - f.x[0]) <= 0.15 && abs(m.y - f.y[0]) <= 0.15)
    if let p = previous {
      let step = ((m.x - p.x) * (m.x - p.x) + (m.y - p.y) * (m.y - p.y)).squareRoot()
      #expect(step <= 0.25)
      #expect(abs(m.sum - p.sum) <= 0.05 * p.sum)
    }
    previous = m
  }
}

@Test func originShiftsTheDots() {
  var field = singleParticleField(seed: 4)
  for _ in 0..<200 where field.alpha[0] < 0.2 { field.update(dt: 1.0 / 60) }
  let buffer = PixelBuffer(width: 200, height: 200)
  var rasterizer = ParticleRasterizer()
  rasterizer.rasterize(field, into: buffer, origin: .zero, scale: 1)
  let before = litPixels(buffer)
  rasterizer.rasterize(field, into: buffer, origin: Vec2(-30, -10), scale: 1)
  let after = litPixels(buffer)
  #expect(before.count == after.count)
  #expect(zip(before, after).allSatisfy { $1.x == $0.x + 30 && $1.y == $0.y + 10 })
}

@Test func overlappingDotsAccumulateAlpha() {
  // 700 particles in a 2 × 1 pt region: every pixel is covered many times.
  var field = makeField([Rect(x: 10, y: 10, width: 2, height: 1)], densityScale: 1000)
  field.update(dt: 0.3)
  let buffer = PixelBuffer(width: 20, height: 20)
  var rasterizer = ParticleRasterizer()
  rasterizer.rasterize(field, into: buffer, origin: .zero, scale: 1)
  let alphas = buffer.pixels.map { $0 >> 24 }
  #expect(alphas.max() == 255)  // coverage adds up and saturates
  #expect(isWhiteCoverage(buffer))
}

@Test func rasterizerWritesOnlyInsideTheBuffer() {
  // Regions reach past every edge of a 30 × 30 buffer whose allocation is larger.
  let rects = [
    Rect(x: -20, y: -20, width: 60, height: 60),
    Rect(x: 8, y: -5, width: 30, height: 4),
  ]
  var field = makeField(rects, densityScale: 3)
  let buffer = PixelBuffer(width: 40, height: 40)
  buffer.resize(width: 30, height: 30)
  #expect(buffer.pixels.count == 1600)
  var rasterizer = ParticleRasterizer()
  for _ in 0..<20 {
    field.update(dt: 1.0 / 30)
    rasterizer.rasterize(field, into: buffer, origin: Vec2(-1, -1), scale: 1)
    #expect(buffer.pixels[900...].allSatisfy { $0 == 0 })
  }
  #expect(buffer.pixels[..<900].contains { $0 != 0 })
  #expect(rasterizer.lastDrawnCount < field.liveCount)  // most are off screen
  #expect(isWhiteCoverage(buffer))
}

@Test func clipRectLimitsTheDots() {
  var field = makeField([Rect(x: 0, y: 0, width: 50, height: 50)])
  field.update(dt: 0.3)
  let buffer = PixelBuffer(width: 60, height: 60)
  var rasterizer = ParticleRasterizer()
  let clip = Rect(x: 10, y: 20, width: 15, height: 5)
  rasterizer.rasterize(field, into: buffer, origin: Vec2(5, 5), scale: 2, clip: clip)
  let lit = litPixels(buffer)
  #expect(!lit.isEmpty)
  // The clip in pixels: ((10 − 5) × 2, (20 − 5) × 2) size 30 × 10.
  #expect(lit.allSatisfy { $0.x >= 10 && $0.x < 40 && $0.y >= 30 && $0.y < 40 })
}

@Test func degenerateBuffersAndParametersDoNotCrash() {
  var field = makeField(sampleRects)
  field.update(dt: 0.3)
  for (w, h) in [(0, 0), (1, 1), (0, 5), (5, 0), (1, 300), (300, 1)] {
    let buffer = PixelBuffer(width: w, height: h)
    var rasterizer = ParticleRasterizer()
    for origin in [Vec2.zero, Vec2(10, 10), Vec2(-1e30, 1e30), Vec2(.nan, 0)] {
      for scale in [Float(1), 2, 0, -1, .nan, .infinity, 1e20] {
        rasterizer.rasterize(field, into: buffer, origin: origin, scale: scale)
        #expect(buffer.pixels.count == w * h)
        #expect(isWhiteCoverage(buffer))
      }
    }
  }
  let buffer = PixelBuffer(width: 1, height: 1)
  var rasterizer = ParticleRasterizer()
  let dense = makeField([Rect(x: 0, y: 0, width: 1, height: 1)], densityScale: 100)
  var f = dense
  f.update(dt: 0.3)
  #expect(rasterizer.rasterize(f, into: buffer, origin: .zero, scale: 1) > 0)
  #expect(buffer.pixels[0] >> 24 > 0)
  let clip = Rect(x: 5, y: 5, width: 1, height: 1)
  rasterizer.rasterize(f, into: buffer, origin: .zero, scale: 1, clip: clip)
  #expect(buffer.pixels[0] == 0)
}

@Test func dirtyClearingLeavesNoStalePixels() {
  let rects = sampleRects + [Rect(x: 20, y: 100, width: 150, height: 16)]
  var field = makeField(rects, seed: 21)
  let buffer = PixelBuffer(width: 160, height: 110)
  var rasterizer = ParticleRasterizer()
  for frame in 0..<40 {
    if frame == 10 { field.finishReveal(region: 0) }
    if frame == 20 {
      field.setRevealCircle(RevealCircle(center: Vec2(60, 80), radius: 20), forRegion: 2)
    }
    if frame == 25 { field.conceal(region: 0) }
    if frame == 30 { field.setRegions(Array(rects.prefix(2))) }  // fewer, smaller regions
    field.update(dt: 1.0 / 30)
    let origin = Vec2(Float(frame % 7), Float(frame % 5) * 3)  // scrolling
    rasterizer.rasterize(field, into: buffer, origin: origin, scale: 1)
    // The same frame drawn from scratch.
    let fresh = PixelBuffer(width: 160, height: 110)
    var freshRasterizer = ParticleRasterizer()
    freshRasterizer.rasterize(field, into: fresh, origin: origin, scale: 1)
    let identical = buffer.pixels == fresh.pixels  // a Bool: no huge diff on failure
    #expect(identical, "frame \(frame)")
  }
}

@Test func dirtyClearingTouchesOnlyWhatItWrote() {
  var field = makeField([Rect(x: 0, y: 0, width: 20, height: 10)])
  field.update(dt: 0.3)
  let buffer = PixelBuffer(width: 100, height: 100)
  var rasterizer = ParticleRasterizer()
  rasterizer.rasterize(field, into: buffer, origin: .zero, scale: 1)
  // Another writer's pixel far from the dust, written without bumping the generation.
  buffer.pixels[90 * 100 + 90] = 0x12FF_FFFF
  field.update(dt: 1.0 / 60)
  rasterizer.rasterize(field, into: buffer, origin: .zero, scale: 1)
  #expect(buffer.pixels[90 * 100 + 90] == 0x12FF_FFFF)  // not a full clear
  #expect(rasterizer.dirtyBoxes.allSatisfy { $0.x1 <= 22 && $0.y1 <= 12 })
}

@Test func externalChangesOrResizesCauseAFullClear() {
  var field = makeField([Rect(x: 0, y: 0, width: 20, height: 10)])
  field.update(dt: 0.3)
  let buffer = PixelBuffer(width: 100, height: 100)
  var rasterizer = ParticleRasterizer()
  rasterizer.rasterize(field, into: buffer, origin: .zero, scale: 1)
  buffer.pixels[90 * 100 + 90] = 0x12FF_FFFF
  buffer.markChanged()
  rasterizer.rasterize(field, into: buffer, origin: .zero, scale: 1)
  #expect(buffer.pixels[90 * 100 + 90] == 0)
  buffer.resize(width: 50, height: 30)
  rasterizer.rasterize(field, into: buffer, origin: Vec2(-10, -10), scale: 1)
  let fresh = PixelBuffer(width: 50, height: 30)
  var freshRasterizer = ParticleRasterizer()
  freshRasterizer.rasterize(field, into: fresh, origin: Vec2(-10, -10), scale: 1)
  let identical = Array(buffer.pixels[..<1500]) == fresh.pixels
  #expect(identical)
}

@Test func generationMovesOnlyWhenPixelsChange() {
  var field = makeField([Rect(x: 0, y: 0, width: 20, height: 10)])
  field.update(dt: 0.3)
  let buffer = PixelBuffer(width: 40, height: 40)
  var rasterizer = ParticleRasterizer()
  let g0 = buffer.generation
  rasterizer.rasterize(field, into: buffer, origin: .zero, scale: 1)
  #expect(buffer.generation > g0)
  field.finishReveal(region: 0)
  let g1 = buffer.generation
  rasterizer.rasterize(field, into: buffer, origin: .zero, scale: 1)  // clears the old dots
  #expect(buffer.generation > g1)
  #expect(buffer.pixels.allSatisfy { $0 == 0 })
  let g2 = buffer.generation
  rasterizer.rasterize(field, into: buffer, origin: .zero, scale: 1)  // nothing to do
  #expect(buffer.generation == g2)
}

@Test func sameSeedGivesIdenticalBuffersAndDifferentSeedsDiffer() {
  func render(seed: UInt64) -> [UInt32] {
    var field = makeField(sampleRects, seed: seed)
    let buffer = PixelBuffer(width: 220, height: 100)
    var rasterizer = ParticleRasterizer()
    for _ in 0..<30 {
      field.update(dt: 1.0 / 60)
      rasterizer.rasterize(field, into: buffer, origin: .zero, scale: 1)
    }
    return buffer.pixels
  }
  let a = render(seed: 77)
  let same = a == render(seed: 77)
  let different = a != render(seed: 78)
  #expect(same && different)
  #expect(a.contains { $0 != 0 })
}

@Test func benchmarkWorkloadHoldsTheRequestedCount() {
  for count in [1_000, 20_000] {
    var workload = ParticleBenchmarkWorkload(count: count, seed: 1)
    #expect(abs(workload.field.liveCount - count) <= count / 100)
    #expect(workload.buffer.width == 1280 && workload.buffer.height == 800)
    #expect(workload.runFrame() > count / 2)
  }
}

@Test func dotsTakeTheGivenColourAndTheirBoxesBoundTheInk() {
  var field = makeField(sampleRects, seed: 5)
  for _ in 0..<30 { field.update(dt: 1.0 / 60) }
  let buffer = PixelBuffer(width: 220, height: 130)
  var rasterizer = ParticleRasterizer()
  let color = Color(r: 0x12, g: 0x34, b: 0x56)
  let drawn = rasterizer.rasterize(field, into: buffer, origin: .zero, scale: 1, color: color)
  let lit = litPixels(buffer)
  #expect(drawn > 0 && !lit.isEmpty)
  #expect(lit.allSatisfy { buffer.pixels[$0.y * buffer.width + $0.x] & 0xFF_FFFF == 0x12_3456 })
  #expect(buffer.isInkBounded && !buffer.inkBoxes.isEmpty)
  let boxes = buffer.inkBoxes
  #expect(
    lit.allSatisfy { p in
      boxes.contains { p.x >= $0.x0 && p.x < $0.x1 && p.y >= $0.y0 && p.y < $0.y1 }
    })
  for i in boxes.indices {
    for j in boxes.indices where j > i { #expect(!boxes[i].overlaps(boxes[j])) }
  }
}

@Test func aLargeFieldGivesTheSameParticlesAndPixelsOnOneThreadOrTwo() {
  // 40 lines of 8 words, about 100 000 particles: enough to be shared between threads. One
  // word is being revealed and one concealed; the resident band moves halfway.
  let words = (0..<320).map { i in
    Rect(x: Float(i % 8) * 160, y: Float(i / 8) * 20, width: 150, height: 16)
  }
  var fields = [1, 2].map { threads in
    var field = ParticleField(seed: 9, parameters: .standard)
    field.threads = threads
    field.setRegions(words, densityScale: 2.5)
    field.setRevealCircle(RevealCircle(center: Vec2(75, 28), radius: 40), forRegion: 8)
    field.finishReveal(region: 20)
    field.conceal(region: 20)
    return field
  }
  #expect(fields[0].liveCount >= 2 * ParticleField.parallelThreshold)
  #expect(!fields[0].runsInParallel && fields[1].runsInParallel)
  var rasterizers = [ParticleRasterizer(), ParticleRasterizer()]
  let buffers = [PixelBuffer(width: 1280, height: 800), PixelBuffer(width: 1280, height: 800)]
  for frame in 0..<30 {
    for k in 0..<2 {
      if frame == 15 { fields[k].setResidentBand(100...900) }
      fields[k].update(dt: 1.0 / 60)
      rasterizers[k].rasterize(fields[k], into: buffers[k], origin: Vec2(0, 50), scale: 1)
    }
    #expect(rasterizers[1].planesInUse == 2)
    #expect(fields[0].x == fields[1].x && fields[0].y == fields[1].y)
    #expect(fields[0].vx == fields[1].vx && fields[0].age == fields[1].age)
    #expect(fields[0].alpha == fields[1].alpha && fields[0].peakAlpha == fields[1].peakAlpha)
    #expect(fields[0].lastUpdateWork == fields[1].lastUpdateWork)
    #expect(buffers[0].pixels == buffers[1].pixels, "frame \(frame)")
    #expect(rasterizers[0].lastDrawnCount == rasterizers[1].lastDrawnCount)
  }
  #expect(buffers[0].pixels.contains { $0 != 0 })
}
