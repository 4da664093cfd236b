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
  let before = page.field.slotCount
  #expect(before > 0)
  tuning.set(.inkDensity, tuning[.inkDensity] / 2)
  page.update(.test(dt: 1.0 / 120))
  #expect(abs(Double(page.field.slotCount) - Double(before) / 2) < Double(before) * 0.05)
  #expect(page.field.parameters.density == Float(tuning[.inkDensity]))
}

@Test func inkDriftAndLifeApplyWithoutReseeding() {
  let tuning = Tuning()
  var page = spoilers(tuning)
  let slots = page.field.slotCount
  tuning.set(.inkSpeedMax, 60)
  tuning.set(.inkLifetimeMax, 3)
  page.update(.test(dt: 1.0 / 120))
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
  context.tuning.set(.barIconSize, 56)
  context.tuning.set(.barIconResponse, 0.6)
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
    context.tuning.set(.longPressSlop, slop)
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
    var context = SceneContext(metrics: FixedWidthMetrics(advance: 5), theme: .dark)
    context.tuning.set(.strikeDurationPer1000, perThousand)
    context.tuning.set(.strikeEasing, 0)
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

@Test func theStrikeThicknessIsReadWhenDrawn() throws {
  var context = SceneContext(metrics: FixedWidthMetrics(advance: 5), theme: .dark)
  let page = TodoPage(
    context: context, frame: PageFrame(size: Size(1280, 800)),
    document: TodoDocument(items: [TodoItem(id: 1, text: "Done", isCompleted: true)]))
  let thin = try #require(page.strikeSegments(0).first)
  context.tuning.set(.strikeThickness, 6)
  let thick = try #require(page.strikeSegments(0).first)
  #expect(thin.height == 3)
  #expect(thick.height == 6)
}

@Test func theDeckSwipesWithTheLiveWaveTunables() {
  let context = SceneContext(metrics: FixedWidthMetrics(advance: 5), theme: .dark)
  var deck = PageDeck(context: context, frame: PageFrame(size: Size(1280, 800)), start: .about)
  #expect(deck.swipe.config == .standard)
  context.tuning.set(.waveMotion, 1)
  context.tuning.set(.waveLinearDuration, 0.5)
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
  #expect(page.pressTint.spring == ReactionsConstants.pressSpring)
  context.tuning.set(.barChipResponse, 0.8)
  context.tuning.set(.barChipDamping, 1)
  context.tuning.set(.barPressResponse, 0.1)
  page.update(.test(dt: 1.0 / 120))
  for b in page.bubbles {
    #expect(b.chips.spring == Spring(response: 0.8, dampingFraction: 1))
  }
  #expect(page.pressTint.spring == .critical(response: 0.1))
}
