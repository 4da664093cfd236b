import TactileCore
import Testing

@testable import TactileScenes

/// The pages read the live tunables: a change takes effect without a restart.

private func spoilers(_ tuning: Tuning) -> SpoilersPage {
  var context = SceneContext(metrics: FixedWidthMetrics(), theme: .dark)
  context.tuning = tuning
  var page = SpoilersPage(context: context)
  page.layout(PageFrame(size: Size(1280, 800)))
  return page
}

@Test func inkDensityReseedsTheDustOnTheNextFrame() {
  let tuning = Tuning()
  var page = spoilers(tuning)
  let before = page.field.slotCount
  #expect(before > 0)
  tuning.set(.inkDensity, tuning[.inkDensity] / 2)
  page.update(dt: 1.0 / 120)
  #expect(abs(Double(page.field.slotCount) - Double(before) / 2) < Double(before) * 0.05)
  #expect(page.field.parameters.density == Float(tuning[.inkDensity]))
}

@Test func inkDriftAndLifeApplyWithoutReseeding() {
  let tuning = Tuning()
  var page = spoilers(tuning)
  let slots = page.field.slotCount
  tuning.set(.inkSpeedMax, 60)
  tuning.set(.inkLifetimeMax, 3)
  page.update(dt: 1.0 / 120)
  #expect(page.field.slotCount == slots)
  #expect(page.field.parameters.speed.upperBound == 60)
  #expect(page.field.parameters.lifetime.upperBound == 3)
}

@Test func revealTimingIsReadWhenASpoilerIsToggled() {
  let tuning = Tuning()
  var page = spoilers(tuning)
  tuning.set(.revealMinDuration, 2)
  tuning.set(.revealMaxDuration, 2)
  page.toggle(0, from: .zero)
  #expect(page.reveals[0].duration == 2)
  tuning.set(.revealConceal, 1.25)
  page.toggle(0, from: .zero)
  #expect(page.reveals[0].duration == 1.25)
}

@Test func longPressDelayDecidesWhenTheBarOpens() {
  for (delay, opensAfterHalfASecond) in [(0.35, true), (1.0, false)] {
    var context = SceneContext(metrics: FixedWidthMetrics(advance: 5), theme: .dark)
    context.tuning.set(.longPressDelay, delay)
    var page = ReactionsPage(context: context)
    page.layout(PageFrame(size: Size(1280, 800)))
    let r = page.bubbleRect(0)
    _ = page.handle(.pointer(PointerEvent(.down, at: Vec2(r.midX, r.midY))))
    for _ in 0..<60 { page.update(dt: 1.0 / 120) }
    #expect((page.bar != nil) == opensAfterHalfASecond, "delay \(delay)")
  }
}
