import Testing

@testable import TactileCore

/// Ink numbers the particle tests are written against: 0.35 per pt², 4–20 pt/s, 0.5–1.5 s,
/// peak alpha 0.3–1, 1–2 pt dots, a quarter of the life fading at each end, hard edges.
let testInk = InvisibleInkParameters(
  density: 0.35, speed: 4...20, lifetime: 0.5...1.5, peakAlpha: 0.3...1, size: 1...2,
  fadeInFraction: 0.25, fadeOutFraction: 0.25, edgeSoftness: 0)

/// The region whose slots hold `slot`.
func owner(of slot: Int, in field: ParticleField) -> Int? {
  (0..<field.regionCount).first { field.slots(ofRegion: $0).contains(slot) }
}

/// A field over `rects` seeded with `seed`.
func makeField(
  _ rects: [Rect], seed: UInt64 = 7, densityScale: Float = 1, reducedMotion: Bool = false,
  parameters: InvisibleInkParameters = testInk
) -> ParticleField {
  var field = ParticleField(seed: seed, parameters: parameters, reducedMotion: reducedMotion)
  field.setRegions(rects, densityScale: densityScale)
  return field
}

let sampleRects = [
  Rect(x: 10, y: 10, width: 200, height: 20),
  Rect(x: 0, y: 40, width: 37.5, height: 13),
  Rect(x: 50, y: 70, width: 120, height: 18),
]

@Test(arguments: [Float(1), 0.5, 2.5])
func regionCountsTrackAreaTimesDensity(densityScale: Float) {
  let field = makeField(sampleRects, densityScale: densityScale)
  var expectedTotal: Float = 0
  for (index, rect) in sampleRects.enumerated() {
    let expected = rect.size.area * 0.35 * densityScale
    expectedTotal += expected
    let count = Float(field.liveCount(ofRegion: index))
    #expect(abs(count - expected) <= expected * 0.1, "region \(index): \(count) vs \(expected)")
    #expect(field.slots(ofRegion: index).count == field.liveCount(ofRegion: index))
  }
  let total = Float(field.liveCount)
  #expect(abs(total - expectedTotal) <= expectedTotal * 0.1)
  #expect(field.slotCount == field.liveCount)
  #expect(field.x.count == field.slotCount && field.size.count == field.slotCount)
}

@Test func emptyAndNonFiniteRegionsGetNoParticles() {
  let rects = [
    Rect(x: 0, y: 0, width: 0, height: 20),
    Rect(x: 0, y: 0, width: -30, height: 20),
    Rect(x: .nan, y: 0, width: 30, height: 20),
    Rect(x: 0, y: 0, width: .infinity, height: 20),
    Rect(x: 0, y: 0, width: 30, height: 20),
  ]
  var field = makeField(rects)
  for index in 0..<4 { #expect(field.liveCount(ofRegion: index) == 0) }
  #expect(field.liveCount == field.liveCount(ofRegion: 4))
  #expect(field.liveCount > 0)
  field.update(dt: 1.0 / 60)
  #expect(field.lastUpdateWork == field.liveCount)
}

@Test func totalIsThinnedToTheMaximum() {
  var parameters = testInk
  parameters.maximumParticleCount = 1_000
  let field = makeField(sampleRects, densityScale: 10, parameters: parameters)
  #expect(field.liveCount <= 1_000)
  #expect(field.liveCount >= 990)
  // Thinned evenly: each region keeps its share of the area.
  let share = Float(field.liveCount(ofRegion: 0)) / Float(field.liveCount)
  let areaShare = sampleRects[0].size.area / sampleRects.reduce(0) { $0 + $1.size.area }
  #expect(abs(share - areaShare) < 0.01)
}

@Test func setRegionsReplacesRegionsAndResetsPhases() {
  var field = makeField(sampleRects)
  field.finishReveal(region: 1)
  let small = [Rect(x: 0, y: 0, width: 20, height: 10)]
  field.setRegions(small)
  #expect(field.regionCount == 1)
  #expect(field.phase(ofRegion: 0) == .hidden)
  #expect(field.liveCount == 70)
  #expect(field.x.count == 70 && field.alpha.count == 70)
  #expect(field.slots(ofRegion: 0) == 0..<70)
  field.setRegions([])
  #expect(field.liveCount == 0 && field.slotCount == 0 && field.regionCount == 0)
  field.update(dt: 0.1)
  #expect(field.lastUpdateWork == 0)
}

@Test func spawnedParticlesFollowTheParameters() {
  var field = makeField(sampleRects)
  for _ in 0..<90 { field.update(dt: 1.0 / 60) }  // includes respawned particles
  for i in 0..<field.slotCount {
    let speed = (field.vx[i] * field.vx[i] + field.vy[i] * field.vy[i]).squareRoot()
    #expect(speed >= 4 - 1e-3 && speed <= 20 + 1e-3)
    #expect(field.lifetime[i] >= 0.5 && field.lifetime[i] <= 1.5)
    #expect(field.peakAlpha[i] >= 0.3 && field.peakAlpha[i] <= 1)
    #expect(field.size[i] >= 1 && field.size[i] <= 2)
    #expect(field.alpha[i] >= 0 && field.alpha[i] <= field.peakAlpha[i])
    #expect(field.age[i] >= 0 && field.age[i] < field.lifetime[i])
  }
}

@Test func particlesNeverLeaveTheirRegion() {
  var field = makeField(sampleRects + [Rect(x: 300, y: 5, width: 0.5, height: 0.5)])
  field.setRevealCircle(
    RevealCircle(center: Vec2(60, 20), radius: 25), forRegion: 0)  // fast, pushed particles
  var random = SeededRandom(seed: 99)
  var elapsed = 0.0
  while elapsed < 10 {
    let dt = random.double(in: 0.001...0.25)
    field.update(dt: dt)
    elapsed += dt
    for i in 0..<field.slotCount {
      let rect = field.rect(ofRegion: owner(of: i, in: field) ?? -1)
      let inside =
        field.x[i] >= rect.minX && field.x[i] <= rect.maxX
        && field.y[i] >= rect.minY && field.y[i] <= rect.maxY
      if !inside {
        Issue.record("slot \(i) at (\(field.x[i]), \(field.y[i])) left \(rect)")
        return
      }
    }
  }
}

@Test func alphaFollowsTheLifetimeEnvelope() {
  let p = testInk
  #expect(ParticleField.envelope(progress: 0, parameters: p) == 0)
  #expect(ParticleField.envelope(progress: 0.125, parameters: p) == 0.5)
  #expect(ParticleField.envelope(progress: 0.5, parameters: p) == 1)
  #expect(ParticleField.envelope(progress: 0.875, parameters: p) == 0.5)
  #expect(ParticleField.envelope(progress: 1, parameters: p) == 0)
  #expect(ParticleField.envelope(progress: 1.5, parameters: p) == 0)

  var field = makeField(sampleRects)
  for _ in 0..<10 {
    field.update(dt: 1.0 / 60)
    for i in 0..<field.slotCount {
      let expected =
        field.peakAlpha[i]
        * ParticleField.envelope(progress: field.age[i] / field.lifetime[i], parameters: p)
      #expect(abs(field.alpha[i] - expected) < 1e-5)
    }
  }
}

@Test func particlesFadeToZeroBeforeTheyRespawn() {
  var field = makeField(sampleRects)
  var respawns = 0
  for _ in 0..<240 {
    let previousAge = field.age
    let previousAlpha = field.alpha
    field.update(dt: 1.0 / 120)
    for i in 0..<field.slotCount where field.age[i] < previousAge[i] {
      respawns += 1
      // At most one step (1/120 s) before the end of a lifetime of at least 0.5 s.
      #expect(previousAlpha[i] <= 0.07)
      #expect(field.alpha[i] == 0)
    }
  }
  #expect(respawns > field.slotCount)
}

@Test func sameSeedGivesIdenticalArrays() {
  var a = makeField(sampleRects, seed: 42)
  var b = makeField(sampleRects, seed: 42)
  for step in 0..<120 {
    if step == 30 {
      a.setRevealCircle(RevealCircle(center: Vec2(50, 20), radius: 40), forRegion: 0)
      b.setRevealCircle(RevealCircle(center: Vec2(50, 20), radius: 40), forRegion: 0)
    }
    if step == 60 {
      a.conceal(region: 0)
      b.conceal(region: 0)
    }
    a.update(dt: 1.0 / 60)
    b.update(dt: 1.0 / 60)
  }
  #expect(a.x == b.x && a.y == b.y && a.vx == b.vx && a.vy == b.vy)
  #expect(a.age == b.age && a.lifetime == b.lifetime && a.peakAlpha == b.peakAlpha)
  #expect(a.alpha == b.alpha && a.size == b.size)
}

@Test func differentSeedsDiffer() {
  var a = makeField(sampleRects, seed: 1)
  var b = makeField(sampleRects, seed: 2)
  #expect(a.liveCount == b.liveCount)
  #expect(a.x != b.x && a.y != b.y && a.size != b.size)
  a.update(dt: 0.5)
  b.update(dt: 0.5)
  #expect(a.x != b.x)
}

@Test func reducedMotionKeepsParticlesStill() {
  var field = makeField(sampleRects, reducedMotion: true)
  let x = field.x
  let y = field.y
  field.update(dt: 1.0 / 60)
  let alpha = field.alpha
  for _ in 0..<300 { field.update(dt: 1.0 / 60) }
  #expect(field.x == x && field.y == y)
  #expect(field.alpha == alpha)
  #expect(field.alpha == field.peakAlpha)  // static dots at their own alpha
  #expect(field.lastUpdateWork == field.liveCount)
}

@Test func switchingToReducedMotionFreezesPositions() {
  var field = makeField(sampleRects)
  field.update(dt: 0.3)
  field.reducedMotion = true
  let x = field.x
  for _ in 0..<60 { field.update(dt: 1.0 / 60) }
  #expect(field.x == x)
  field.reducedMotion = false
  field.update(dt: 1.0 / 60)
  #expect(field.x != x)
}

@Test func invalidTimeStepsDoNothing() {
  var field = makeField(sampleRects)
  let x = field.x
  for dt in [0, -1, Double.nan, Double.infinity] {
    field.update(dt: dt)
    #expect(field.lastUpdateWork == 0)
  }
  #expect(field.x == x)
}

@Test func onlyHiddenDustMeetingTheActiveBandMovesAndTransitionsAlwaysAdvance() {
  // Three words on three lines; the band meets the first line only. The third is revealing.
  var field = makeField([
    Rect(x: 0, y: 0, width: 100, height: 16), Rect(x: 0, y: 100, width: 100, height: 16),
    Rect(x: 0, y: 200, width: 100, height: 16),
  ])
  field.activeBand = -8...24
  field.setRevealCircle(RevealCircle(center: Vec2(50, 208), radius: 20), forRegion: 2)
  let before = field
  field.update(dt: 1.0 / 60)
  let moved = { (region: Int) in
    field.slots(ofRegion: region).contains { field.x[$0] != before.x[$0] }
  }
  #expect(moved(0) && !moved(1) && moved(2))
  let frozen = field.slots(ofRegion: 1)
  #expect(Array(field.age[frozen]) == Array(before.age[frozen]))
  #expect(field.lastUpdateWork == field.liveCount(ofRegion: 0) + field.liveCount(ofRegion: 2))
  field.activeBand = nil
  field.update(dt: 1.0 / 60)
  #expect(moved(1))
}
