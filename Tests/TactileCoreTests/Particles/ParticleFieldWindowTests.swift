import Testing

@testable import TactileCore

/// Rows of 100 × 20 pt, 30 pt apart, the first at `top`.
private func rows(_ count: Int, from top: Float) -> [Rect] {
  (0..<count).map { Rect(x: 0, y: top + Float($0) * 30, width: 100, height: 20) }
}

/// The positions of region `index`'s particles.
private func positions(_ field: ParticleField, _ index: Int) -> [Vec2] {
  field.slots(ofRegion: index).map { Vec2(field.x[$0], field.y[$0]) }
}

@Test func replacingRegionsKeepsTheKeptDustAndSeedsTheNew() {
  var field = makeField(rows(6, from: 0))
  for _ in 0..<30 { field.update(dt: 1.0 / 60) }
  field.finishReveal(region: 3)
  field.setRevealCircle(RevealCircle(center: Vec2(50, 130), radius: 8), forRegion: 4)
  let kept = (2..<6).map { positions(field, $0) }
  // Slide down: the first two rows go, two new ones come after the kept four.
  field.replaceRegions(keeping: 2..<6, before: [], after: rows(2, from: 180))
  #expect(field.regionCount == 6)
  for (k, index) in (0..<4).enumerated() {
    #expect(positions(field, index) == kept[k], "kept region \(index)")
  }
  #expect(field.phase(ofRegion: 1) == .revealed)
  #expect(field.phase(ofRegion: 2) == .revealing)
  #expect(field.revealCircle(ofRegion: 2)?.radius == 8)
  for index in 4..<6 {
    #expect(field.phase(ofRegion: index) == .hidden)
    #expect(abs(Float(field.liveCount(ofRegion: index)) - 2_000 * testInk.density) <= 1)
    #expect(positions(field, index).allSatisfy { field.rect(ofRegion: index).contains($0) })
  }
  // Every slot belongs to one region; the live count is the live regions' slots.
  let slots = (0..<6).reduce(0) { $0 + field.slots(ofRegion: $1).count }
  #expect(slots == field.slotCount)
  let live = (0..<6).reduce(0) { $0 + field.liveCount(ofRegion: $1) }
  #expect(live == field.liveCount)
  // And back up: new rows before, the last two dropped.
  let top = positions(field, 0)
  field.replaceRegions(keeping: 0..<4, before: rows(2, from: 0), after: [])
  #expect(field.regionCount == 6)
  #expect(positions(field, 2) == top)
  #expect(field.phase(ofRegion: 0) == .hidden && field.liveCount(ofRegion: 0) > 0)
  #expect(field.slotCount == (0..<6).reduce(0) { $0 + field.slots(ofRegion: $1).count })
}

@Test func replacedRegionsFollowTheResidentBand() {
  var field = makeField(rows(6, from: 0))
  field.setResidentBand(55...100)  // rows 2 and 3 (y 60 and 90)
  #expect(field.residentRegions == 2..<4)
  let resident = [positions(field, 2), positions(field, 3)]
  field.replaceRegions(keeping: 1..<6, before: [], after: rows(3, from: 180))
  #expect(field.residentRegions == 1..<3)
  #expect(positions(field, 1) == resident[0] && positions(field, 2) == resident[1])
  #expect((3..<8).allSatisfy { field.liveCount(ofRegion: $0) == 0 })
  // An update moves the resident regions' particles, and only theirs.
  field.update(dt: 1.0 / 60)
  #expect(field.lastUpdateWork == field.liveCount)
  #expect(field.liveCount == field.liveCount(ofRegion: 1) + field.liveCount(ofRegion: 2))
  // Nothing kept: every region is new, the band's get dust.
  field.replaceRegions(keeping: 0..<0, before: rows(4, from: 0), after: [])
  #expect(field.regionCount == 4)
  #expect(field.residentRegions == 2..<4)
  #expect(field.liveCount == field.slotCount)
}

/// A field that holds no particles (ink drawn from a tile) keeps what one holding them keeps
/// — regions, phases, reveal circles, live counts — through bands, slides, reveals, conceals
/// and updates, with no particle slot at all; holding them again fills the resident regions
/// with steady dust.
@Test func aFieldWithoutParticlesKeepsItsRegionsAndCountsOnly() {
  var holding = makeField(rows(6, from: 0))
  var bare = makeField(rows(6, from: 0))
  bare.holdsParticles = false
  #expect(bare.slotCount == 0 && bare.liveCount == holding.liveCount && bare.liveCount > 0)
  func same(_ step: String) {
    #expect(bare.slotCount == 0, "\(step)")
    #expect(bare.liveCount == holding.liveCount, "\(step)")
    #expect(bare.residentRegions == holding.residentRegions, "\(step)")
    for r in 0..<holding.regionCount {
      #expect(bare.phase(ofRegion: r) == holding.phase(ofRegion: r), "\(step) region \(r)")
      #expect(bare.liveCount(ofRegion: r) == holding.liveCount(ofRegion: r), "\(step) \(r)")
      #expect(bare.slots(ofRegion: r).isEmpty, "\(step) region \(r)")
    }
  }
  for f in [0, 1] {
    var field = f == 0 ? holding : bare
    field.setResidentBand(25...100)
    field.replaceRegions(keeping: 1..<6, before: [], after: rows(2, from: 180))
    field.setRevealCircle(RevealCircle(center: Vec2(50, 40), radius: 200), forRegion: 0)
    field.finishReveal(region: 1)
    for _ in 0..<120 { field.update(dt: 1.0 / 60) }
    field.conceal(region: 1)
    field.update(dt: 1.0 / 60)
    if f == 0 { holding = field } else { bare = field }
  }
  same("after a band, a slide, a reveal and a conceal")
  #expect(bare.phase(ofRegion: 0) == .revealed && bare.phase(ofRegion: 1) == .concealing)
  let buffer = PixelBuffer(width: 100, height: 200)
  var rasterizer = ParticleRasterizer()
  #expect(rasterizer.rasterize(bare, into: buffer, origin: .zero, scale: 1) == 0)
  bare.holdsParticles = true
  // Revealed regions keep their slots (a conceal respawns into them).
  #expect(bare.slotCount == holding.slotCount && bare.liveCount == holding.liveCount)
  for r in bare.residentRegions where bare.liveCount(ofRegion: r) > 0 {
    let rect = bare.rect(ofRegion: r)
    #expect(bare.slots(ofRegion: r).allSatisfy { rect.contains(Vec2(bare.x[$0], bare.y[$0])) })
  }
  #expect(rasterizer.rasterize(bare, into: buffer, origin: .zero, scale: 1) > 0)
}
