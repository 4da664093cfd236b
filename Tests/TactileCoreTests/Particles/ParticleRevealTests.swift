import Testing

@testable import TactileCore

private let region = Rect(x: 0, y: 0, width: 200, height: 40)
private let centre = Vec2(100, 20)

/// Mean distance from `centre` and mean alpha of `slots` in `field`.
private func spread(_ field: ParticleField, _ slots: [Int]) -> (distance: Float, alpha: Float) {
  var distance: Float = 0
  var alpha: Float = 0
  for i in slots {
    distance += Vec2(field.x[i], field.y[i]).distance(to: centre)
    alpha += field.alpha[i]
  }
  return (distance / Float(slots.count), alpha / Float(slots.count))
}

@Test func revealCirclePushesParticlesOutwardAndFadesThem() {
  var revealed = makeField([region], seed: 5)
  var control = makeField([region], seed: 5)
  let circle = RevealCircle(center: centre, radius: 30)
  let inside = (0..<revealed.slotCount).filter {
    Vec2(revealed.x[$0], revealed.y[$0]).distance(to: centre) < 25
  }
  #expect(inside.count > 100)
  revealed.setRevealCircle(circle, forRegion: 0)
  #expect(revealed.phase(ofRegion: 0) == .revealing)
  #expect(revealed.revealCircle(ofRegion: 0) == circle)
  for _ in 0..<6 {
    revealed.update(dt: 1.0 / 60)
    control.update(dt: 1.0 / 60)
  }
  let pushed = spread(revealed, inside)
  let drifting = spread(control, inside)
  #expect(pushed.distance > drifting.distance + 1)  // ≈ 2 pt: ½ · 400 pt/s² · (0.1 s)²
  #expect(pushed.alpha < drifting.alpha * 0.5)
  // Outside the circle the dust is untouched.
  let far = (0..<control.slotCount).filter {
    Vec2(control.x[$0], control.y[$0]).distance(to: centre) > 60
  }
  #expect(far.allSatisfy { revealed.alpha[$0] == control.alpha[$0] })
}

@Test func particlesRespawningInsideTheCircleStayInvisible() {
  var field = makeField([region], seed: 8)
  field.setRevealCircle(RevealCircle(center: centre, radius: 50), forRegion: 0)
  for _ in 0..<30 { field.update(dt: 1.0 / 60) }
  // Reborn in the last 0.1 s well inside the circle (nothing outside can drift this far in
  // so soon, and the push only points outward): reborn inside, so invisible for good.
  var reborn = 0
  for i in 0..<field.slotCount
  where Vec2(field.x[i], field.y[i]).distance(to: centre) < 47 && field.age[i] < 0.1 {
    reborn += 1
    #expect(field.peakAlpha[i] == 0 && field.alpha[i] == 0)
  }
  #expect(reborn > 10)
}

@Test func coveringCircleEndsInRevealedWithNoLiveParticles() {
  var field = makeField([region, Rect(x: 0, y: 50, width: 100, height: 20)], seed: 3)
  let secondCount = field.liveCount(ofRegion: 1)
  field.setRevealCircle(RevealCircle(center: centre, radius: 150), forRegion: 0)
  field.update(dt: 0.1)
  #expect(field.phase(ofRegion: 0) == .revealing)
  field.update(dt: 0.11)  // covered for longer than revealFadeDuration (0.2 s)
  #expect(field.phase(ofRegion: 0) == .revealed)
  #expect(field.liveCount(ofRegion: 0) == 0)
  #expect(field.liveCount == secondCount)
  #expect(field.slots(ofRegion: 0).allSatisfy { field.alpha[$0] == 0 })
}

@Test func revealedRegionCostsNothing() {
  var field = makeField(sampleRects, seed: 11)
  field.finishReveal(region: 1)
  #expect(field.phase(ofRegion: 1) == .revealed)
  #expect(field.liveCount(ofRegion: 1) == 0)
  #expect(field.liveCount == field.liveCount(ofRegion: 0) + field.liveCount(ofRegion: 2))
  let slots = field.slots(ofRegion: 1)
  let x = Array(field.x[slots])
  let age = Array(field.age[slots])
  for _ in 0..<30 { field.update(dt: 1.0 / 60) }
  #expect(field.lastUpdateWork == field.liveCount)
  #expect(Array(field.x[slots]) == x && Array(field.age[slots]) == age)
  // A circle on a revealed region is ignored.
  field.setRevealCircle(RevealCircle(center: .zero, radius: 10), forRegion: 1)
  #expect(field.phase(ofRegion: 1) == .revealed)
  #expect(field.revealCircle(ofRegion: 1) == nil)
}

@Test func concealingFadesTheDustBackInWithinAboutAThirdOfASecond() {
  var field = makeField(sampleRects, seed: 12)
  let total = field.liveCount
  field.finishReveal(region: 0)
  field.conceal(region: 0)
  #expect(field.phase(ofRegion: 0) == .concealing)
  #expect(field.liveCount == total)
  #expect(field.opacity(ofRegion: 0) == 0)
  #expect(field.slots(ofRegion: 0).allSatisfy { field.alpha[$0] == 0 })
  var previous: Float = 0
  var elapsed = 0.0
  while field.phase(ofRegion: 0) == .concealing && elapsed < 1 {
    field.update(dt: 1.0 / 60)
    elapsed += 1.0 / 60
    let opacity = field.opacity(ofRegion: 0)
    #expect(opacity > previous)
    previous = opacity
  }
  #expect(field.phase(ofRegion: 0) == .hidden)
  #expect(field.opacity(ofRegion: 0) == 1)
  #expect(abs(elapsed - 0.3) < 0.02)
  let visible = field.slots(ofRegion: 0).filter { field.alpha[$0] > 0 }
  #expect(visible.count > field.liveCount(ofRegion: 0) / 2)
}

@Test func concealingHalfwayIsHalfOpaque() {
  var field = makeField(sampleRects, seed: 13)
  field.finishReveal(region: 2)
  field.conceal(region: 2)
  field.update(dt: 0.15)
  #expect(abs(field.opacity(ofRegion: 2) - 0.5) < 1e-4)
  for i in field.slots(ofRegion: 2) {
    let envelope = ParticleField.envelope(
      progress: field.age[i] / field.lifetime[i], parameters: field.parameters)
    #expect(abs(field.alpha[i] - field.peakAlpha[i] * envelope * 0.5) < 1e-5)
  }
}

@Test func concealIsIgnoredForHiddenRegions() {
  var field = makeField(sampleRects, seed: 14)
  let x = field.x
  field.conceal(region: 0)
  #expect(field.phase(ofRegion: 0) == .hidden)
  #expect(field.x == x)
}

@Test func reducedMotionRevealFadesWithoutMoving() {
  var field = makeField([region], seed: 15, reducedMotion: true)
  let x = field.x
  field.setRevealCircle(RevealCircle(center: centre, radius: 30), forRegion: 0)
  for _ in 0..<6 { field.update(dt: 1.0 / 60) }
  #expect(field.x == x)
  let inside = (0..<field.slotCount).filter {
    Vec2(field.x[$0], field.y[$0]).distance(to: centre) < 30
  }
  #expect(inside.count > 100)
  #expect(inside.allSatisfy { field.alpha[$0] == field.peakAlpha[$0] })
  #expect(inside.allSatisfy { field.peakAlpha[$0] <= 0.5 + 1e-4 })  // faded 0.1 s × 5 / s
}

@Test func aFieldIsSettledOnlyOutsideTransitions() {
  var field = makeField([region], seed: 5)
  #expect(field.isSettled)  // hidden
  field.setRevealCircle(RevealCircle(center: .zero, radius: 10), forRegion: 0)
  #expect(!field.isSettled)  // revealing
  field.finishReveal(region: 0)
  #expect(field.isSettled)  // revealed
  field.conceal(region: 0)
  #expect(!field.isSettled)  // concealing
  for _ in 0..<120 { field.update(dt: 1.0 / 60) }
  #expect(field.phase(ofRegion: 0) == .hidden && field.isSettled)
}

@Test func liveCountFollowsEveryFinishedRevealAndConceal() {
  var field = makeField(sampleRects, seed: 5)
  func sum() -> Int { (0..<field.regionCount).reduce(0) { $0 + field.liveCount(ofRegion: $1) } }
  #expect(field.liveCount == sum() && field.liveCount > 0)
  field.finishReveal(region: 0)
  field.finishReveal(region: 0)  // Again: no change.
  field.finishReveal(region: 2)
  #expect(field.liveCount == sum())
  field.conceal(region: 2)
  field.conceal(region: 2)  // Already concealing: no change.
  #expect(field.liveCount == sum())
  field.setRevealCircle(RevealCircle(center: .zero, radius: 1), forRegion: 1)
  field.conceal(region: 1)  // Revealing → concealing: was live, stays live.
  #expect(field.liveCount == sum())
}
