import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

/// The pages read the live tunables: a change takes effect without a restart.

private func spoilers(_ tuning: Tuning) -> SpoilersPage {
  var context = SceneContext(metrics: FixedWidthMetrics(), theme: .dark)
  context.tuning = tuning
  return SpoilersPage(context: context, frame: PageFrame(size: Size(1280, 800)))
}

@Test func inkDensityReseedsTheDustOnTheNextFrame() {
  let tuning = Tuning()
  var page = spoilers(tuning)
  let before = page.field.liveCount
  #expect(before > 0)
  tuning.set("ink.density", tuning["ink.density"] / 2)
  page.update(.test(dt: 1.0 / 120))
  #expect(abs(Double(page.field.liveCount) - Double(before) / 2) < Double(before) * 0.05)
  #expect(page.field.parameters.density == Float(tuning["ink.density"]))
}

@Test func inkDriftAndLifeApplyWithoutReseeding() {
  let tuning = Tuning()
  var page = spoilers(tuning)
  let live = page.field.liveCount
  tuning.set("ink.speedMax", 60)
  tuning.set("ink.lifetimeMax", 3)
  page.update(.test(dt: 1.0 / 120))
  #expect(page.field.liveCount == live)
  #expect(page.field.parameters.speed.upperBound == 60)
  #expect(page.field.parameters.lifetime.upperBound == 3)
}

@Test func revealTimingIsReadWhenASpoilerIsToggled() {
  let tuning = Tuning()
  var page = spoilers(tuning)
  tuning.set("reveal.minDuration", 2)
  tuning.set("reveal.maxDuration", 2)
  page.toggle(0, from: .zero)
  #expect(page.reveals[0].duration == 2)
  tuning.set("reveal.conceal", 1.25)
  page.toggle(0, from: .zero)
  #expect(page.reveals[0].duration == 1.25)
}

@Test func longPressDelayDecidesWhenTheBarOpens() {
  for (delay, opensAfterHalfASecond) in [(0.35, true), (1.0, false)] {
    let context = SceneContext(metrics: FixedWidthMetrics(advance: 5), theme: .dark)
    context.tuning.set("longpress.delay", delay)
    var page = ReactionsPage(context: context, frame: PageFrame(size: Size(1280, 800)))
    let r = page.bubbleRect(0)
    _ = page.handle(.pointer(PointerEvent(.down, at: Vec2(r.midX, r.midY))))
    for _ in 0..<60 { page.update(.test(dt: 1.0 / 120)) }
    #expect((page.bar != nil) == opensAfterHalfASecond, "delay \(delay)")
  }
}

@Test func theOpenBarTakesNewSizesAndSpringsAtOnce() throws {
  var context = SceneContext(metrics: FixedWidthMetrics(advance: 5), theme: .dark)
  context.content.reactions = PageContent.defaultReactions
  var page = ReactionsPage(context: context, frame: PageFrame(size: Size(1280, 800)))
  let r = page.bubbleRect(0)
  _ = page.handle(.pointer(PointerEvent(.down, at: Vec2(r.midX, r.midY))))
  for _ in 0..<120 { page.update(.test(dt: 1.0 / 120)) }
  let before = try #require(page.bar)
  #expect(before.geometry.style.iconSize == 40)
  context.tuning.set("bar.iconSize", 56)
  context.tuning.set("bar.iconResponse", 0.6)
  page.update(.test(dt: 1.0 / 120))
  let after = try #require(page.bar)
  #expect(after.geometry.style.iconSize == 56)
  #expect(after.animator.style.iconSpring.response == 0.6)
  #expect(after.geometry.barRect.height > before.geometry.barRect.height)
}

@Test func theBarsDragSlopIsTheTunedOne() throws {
  for (slop, dragged) in [(4.0, true), (40.0, false)] {
    var context = SceneContext(metrics: FixedWidthMetrics(advance: 5), theme: .dark)
    context.content.reactions = PageContent.defaultReactions
    context.tuning.set("longpress.slop", slop)
    var page = ReactionsPage(context: context, frame: PageFrame(size: Size(1280, 800)))
    let r = page.bubbleRect(0)
    let p = Vec2(r.midX, r.midY)
    _ = page.handle(.pointer(PointerEvent(.down, at: p)))
    for _ in 0..<120 { page.update(.test(dt: 1.0 / 120)) }
    _ = page.handle(.pointer(PointerEvent(.move, at: p + Vec2(0, 3), isPrimaryDown: true)))
    _ = page.handle(.pointer(PointerEvent(.move, at: p + Vec2(0, 10), isPrimaryDown: true)))
    let bar = try #require(page.bar, "slop \(slop)")
    #expect(bar.hasDragged == dragged, "slop \(slop)")
  }
}

@Test func theStrikeTakesItsTimingFromTheTuning() {
  for (perThousand, slower) in [(0.35, false), (3.0, true)] {
    let context = SceneContext(metrics: FixedWidthMetrics(advance: 5), theme: .dark)
    context.tuning.set("strike.durationPer1000", perThousand)
    context.tuning.set("strike.easing", 0)
    var page = TodoPage(
      context: context, frame: PageFrame(size: Size(1280, 800)),
      document: TodoDocument(items: [
        TodoItem(id: 1, text: "Buy milk and bread", isCompleted: false)
      ]))
    page.toggle(0)
    page.update(.test(dt: 0.1))
    let pen = page.rows[0].strike.penProgress
    let expected = 0.1 / context.tuning.strikeTiming.duration(totalLength: page.rows[0].totalLength)
    #expect(abs(pen - expected) < 1e-9, "per 1000 pt \(perThousand)")
    #expect((pen < 0.2) == slower)
  }
}

/// A timed run keeps the timing it started with (a run that changed speed mid-way would show
/// neither timing); the next run takes the new one.
@Test func aRunningStrikeKeepsItsTimingAndTheNextTakesTheNewOne() {
  let context = SceneContext(metrics: FixedWidthMetrics(advance: 5), theme: .dark)
  context.tuning.set("strike.easing", 0)
  var page = TodoPage(
    context: context, frame: PageFrame(size: Size(1280, 800)),
    document: TodoDocument(items: [
      TodoItem(id: 1, text: "Buy milk and bread", isCompleted: false)
    ]))
  let length = page.rows[0].totalLength
  let old = context.tuning.strikeTiming.duration(totalLength: length)
  page.toggle(0)
  page.update(.test(dt: 0.05))
  context.tuning.set("strike.durationPer1000", 3.0)
  page.update(.test(dt: 0.05))
  #expect(abs(page.rows[0].strike.penProgress - 0.1 / old) < 1e-9)
  // Struck, then undone: the retraction is a new run, at the new pen speed.
  for _ in 0..<200 { page.update(.test(dt: 0.01)) }
  page.toggle(0)
  page.update(.test(dt: 0.05))
  let new = context.tuning.strikeTiming.duration(totalLength: length)
  #expect(new > old * 2)
  #expect(abs(page.rows[0].strike.penProgress - (1 - 0.05 / new)) < 1e-9)
}

@Test func theStrikeThicknessIsReadWhenDrawn() throws {
  let context = SceneContext(metrics: FixedWidthMetrics(advance: 5), theme: .dark)
  let page = TodoPage(
    context: context, frame: PageFrame(size: Size(1280, 800)),
    document: TodoDocument(items: [TodoItem(id: 1, text: "Done", isCompleted: true)]))
  let thin = try #require(page.strikeSegments(0).first)
  context.tuning.set("strike.thickness", 6)
  let thick = try #require(page.strikeSegments(0).first)
  #expect(thin.height == 3)
  #expect(thick.height == 6)
}

@Test func theDeckSwipesWithTheLiveWaveTunables() {
  let context = SceneContext(metrics: FixedWidthMetrics(advance: 5), theme: .dark)
  var deck = PageDeck(context: context, frame: PageFrame(size: Size(1280, 800)), start: .about)
  #expect(deck.swipe.config == .standard)
  context.tuning.set("wave.motion", 1)
  context.tuning.set("wave.linearDuration", 0.5)
  deck.update(.test(dt: 1.0 / 120))
  #expect(deck.swipe.config.motion == .linearChase)
  #expect(deck.swipe.config.linearDuration == 0.5)
  deck.show(.todo)
  #expect(deck.swipe.config.motion == .linearChase, "a new swipe state keeps the tuning")
}

@Test func theChipsPressTintAndHintTakeTheirSpringsFromTheTuning() throws {
  var context = SceneContext(metrics: FixedWidthMetrics(advance: 5), theme: .dark)
  context.content.reactions = PageContent.defaultReactions
  var page = ReactionsPage(context: context, frame: PageFrame(size: Size(1280, 800)))
  page.update(.test(dt: 1.0 / 120))
  #expect(page.bubbles[0].chips.spring == ReactionsConstants.chipSpring)
  #expect(page.interaction.pressTint.spring == ReactionsConstants.pressSpring)
  context.tuning.set("bar.chipResponse", 0.8)
  context.tuning.set("bar.chipDamping", 1)
  context.tuning.set("bar.pressResponse", 0.1)
  page.update(.test(dt: 1.0 / 120))
  for b in page.bubbles {
    #expect(b.chips.spring == Spring(response: 0.8, dampingFraction: 1))
  }
  #expect(page.interaction.pressTint.spring == .critical(response: 0.1))
}

@Test func theScrollSpringIsReadEveryFrame() {
  for (response, damping) in [(0.2, 1.0), (0.8, 0.5)] {
    let context = SceneContext(metrics: FixedWidthMetrics(advance: 5), theme: .dark)
    context.tuning.set("scroll.response", response)
    context.tuning.set("scroll.damping", damping)
    var page = AboutPage(context: context, frame: PageFrame(size: Size(1280, 300)))
    #expect(page.scroll.isScrollable)
    _ = page.handle(.wheel(Vec2(0, -2)))
    page.update(.test(dt: 1.0 / 120))
    #expect(page.scroll.spring == Spring(response: response, dampingFraction: damping))
    // The offset runs on that spring: after 0.1 s it has covered what the spring covers.
    let target = Double(page.scroll.targetOffset)
    for _ in 1..<12 { page.update(.test(dt: 1.0 / 120)) }
    let x = Spring(response: response, dampingFraction: damping)
      .step(displacement: -target, velocity: 0, dt: 0.1).displacement
    #expect(abs(Double(page.scroll.offset) - (target + x)) < 0.5, "response \(response)")
  }
}

@Test func theCheckboxFillTakesItsTimeWhenToggledAndItsEasingWhenDrawn() {
  for fill in [0.18, 0.8] {
    let context = SceneContext(metrics: FixedWidthMetrics(advance: 5), theme: .dark)
    context.tuning.set("strike.checkboxFill", fill)
    var page = TodoPage(
      context: context, frame: PageFrame(size: Size(1280, 800)),
      document: TodoDocument(items: [TodoItem(id: 1, text: "Buy milk", isCompleted: false)]))
    page.toggle(0)
    page.update(.test(dt: 0.1))
    #expect(abs(page.rows[0].checkbox.amount - min(0.1 / fill, 1)) < 1e-9, "fill \(fill)")
  }
  #expect(Tuning().checkboxEasing == TodoConstants.checkboxFillEasing)
  let tuning = Tuning()
  tuning.set("strike.checkboxEasing", Double(Easing.allCases.firstIndex(of: .linear)!))
  #expect(tuning.checkboxEasing == .linear)
}

@Test func theFlightTakesItsTimeAndEasingFromTheTuning() {
  for (time, easing) in [(0.5, Easing.easeInOutCubic), (1.5, .linear)] {
    var d = ReactionsDriver()
    d.page.context.tuning.set("bar.flightTime", time)
    d.page.context.tuning.set(
      "bar.flightEasing", Double(Easing.allCases.firstIndex(of: easing)!))
    _ = d.holdOpen(bubble: 4)
    d.drag(to: d.iconCenter(3))
    d.up(d.iconCenter(3))
    #expect(d.page.flights.count == 1)
    #expect(d.page.flights[0].duration == time)
    let left = d.page.flights[0].timeLeft
    d.advance(0.25)
    let t = (time - left + 0.25) / time
    #expect(abs(Double(d.page.flights[0].progress) - easing(t)) < 1e-4, "\(time) s")
  }
}

@Test func theRevealCircleTakesItsEasingFromTheTuning() {
  let tuning = Tuning()
  tuning.set("reveal.easing", Double(Easing.allCases.firstIndex(of: .linear)!))
  tuning.set("reveal.minDuration", 1)
  tuning.set("reveal.maxDuration", 1)
  var page = spoilers(tuning)
  page.toggle(0, from: .zero)
  for _ in 0..<60 { page.update(.test(dt: 1.0 / 120)) }
  let r = page.reveals[0]
  #expect(r.easing == .linear)
  #expect(abs(r.radius - r.maxRadius * 0.5) < r.maxRadius * 1e-3)
}

@Test func theBarsShadowsAreTunedAndKeptSmoothAtItsCorners() {
  let tuning = Tuning()
  #expect(tuning.barStyle == .standard, "the defaults are the style's own")
  tuning.set("bar.shadowDrop", 20)
  tuning.set("bar.shadowBlur", 12)
  tuning.set("bar.contactDrop", 0)
  tuning.set("bar.contactBlur", 2)
  var s = tuning.barStyle
  #expect(s.shadowOffset == Vec2(0, 20) && s.shadowRadius == 12)
  #expect(s.contactShadowOffset == Vec2(0, 0) && s.contactShadowRadius == 2)
  // A small pill (24 pt icons, no padding: 12 pt corners) keeps each blur ≤ 2/3 of its corner.
  tuning.set("bar.iconSize", 24)
  tuning.set("bar.padding", 0)
  s = tuning.barStyle
  #expect(s.shadowRadius == 8)
}

@Test func theReducedMotionCrossFadeTakesTheTunedTime() {
  for (seconds, frames) in [(0.2, 12...13), (0.5, 30...31)] {
    let context = SceneContext(
      metrics: FixedWidthMetrics(advance: 5), theme: .dark, reducedMotion: true)
    context.tuning.set("wave.crossFade", seconds)
    var deck = PageDeck(context: context, frame: PageFrame(size: Size(1280, 800)), start: .about)
    deck.show(.todo)
    var n = 0
    while deck.isAnimating && n < 200 {
      deck.update(.test(dt: 1.0 / 60))
      n += 1
    }
    #expect(frames.contains(n), "\(seconds) s: \(n) frames")
  }
}

@Test func aReducedMotionRevealFadesForTheTunedTime() {
  let context = SceneContext(metrics: FixedWidthMetrics(), theme: .dark, reducedMotion: true)
  context.tuning.set("reveal.fade", 0.75)
  var page = SpoilersPage(context: context, frame: PageFrame(size: Size(1280, 800)))
  page.toggle(0, from: .zero)
  #expect(page.reveals[0].fades)
  #expect(page.reveals[0].duration == 0.75)
}

@Test func everySpringOfTheBarHasItsDampingTuned() throws {
  var d = ReactionsDriver()
  let tuning = d.page.context.tuning
  tuning.set("bar.fadeDamping", 0.6)
  tuning.set("bar.dismissDamping", 0.7)
  tuning.set("bar.hintDamping", 0.8)
  tuning.set("bar.pressDamping", 0.9)
  #expect(tuning.barStyle.fadeSpring.dampingFraction == 0.6)
  #expect(tuning.barStyle.dismissSpring.dampingFraction == 0.7)
  #expect(tuning.hintFadeSpring.dampingFraction == 0.8)
  d.page.update(.test(dt: 1.0 / 120))
  #expect(d.page.interaction.pressTint.spring.dampingFraction == 0.9)
  _ = d.holdOpen(bubble: 4)
  let bar = try #require(d.page.bar)
  #expect(bar.animator.style.fadeSpring.dampingFraction == 0.6)
  #expect(bar.animator.style.dismissSpring.dampingFraction == 0.7)
  // Under-damped, the opacities still stay within 0…1 all the way through.
  tuning.set("bar.fadeDamping", 0.3)
  tuning.set("bar.hintDamping", 0.3)
  d.drag(to: d.page.bubbleRect(0).origin - Vec2(0, 200))
  for _ in 0..<120 {
    d.advance(1.0 / 120)
    guard let b = d.page.bar else { break }
    #expect((0...1).contains(b.iconsOpacity) && (0...1).contains(b.hintOpacity))
  }
}
