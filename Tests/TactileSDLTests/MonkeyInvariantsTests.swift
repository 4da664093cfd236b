import TactileCore
import TactileScenes
import TactileTestSupport
import Testing

// The monkey's checks must be able to fail: each is shown a broken input here.

@Test func drawListCheckFindsNonFiniteValuesAndUnbalancedClips() {
  var list = DrawList()
  list.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: .white)
  var stats = MonkeyInvariants.Stats()
  var problems: [String] = []
  MonkeyInvariants.checkDrawList(list, &stats, &problems)
  #expect(problems.isEmpty)
  #expect(stats.largestCoordinate == 10)

  list.fillPolygon([Vec2(0, 0), Vec2(.nan, 1), Vec2(2, 2)], color: .white)
  list.text(
    "x", font: .regular(12), at: Vec2(.infinity, 0), color: .white,
    metrics: FixedWidthMetrics())
  list.pushClip(Rect(x: 0, y: 0, width: 5, height: 5))
  MonkeyInvariants.checkDrawList(list, &stats, &problems)
  #expect(problems.count == 1)
  #expect(problems.first?.contains("3 bad value(s)") == true)
  #expect(problems.first?.contains("fillPolygon #1") == true)
}

@Test func particleCheckAcceptsAFreshFieldAndCountsItsDust() {
  var field = ParticleField(seed: 3)
  field.setRegions([
    Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 0, y: 20, width: 7, height: 9),
  ])
  field.update(dt: 0.5)
  var stats = MonkeyInvariants.Stats()
  var problems: [String] = []
  MonkeyInvariants.checkParticles(field, thorough: true, &stats, &problems)
  #expect(problems.isEmpty)
  #expect(stats.liveParticles == field.liveCount && field.liveCount > 0)
}

@Test func popupCountReadsOpenFlagsAnywhereInTheDump() {
  let one: JSONValue = .object([("bar", .object([("open", .bool(true))]))])
  let two: JSONValue = .array([one, .object([("menu", .object([("open", .bool(true))]))])])
  #expect(MonkeyInvariants.openCount(one) == 1)
  #expect(MonkeyInvariants.openCount(two) == 2)
  #expect(MonkeyInvariants.openCount(.object([("open", .bool(false))])) == 0)
}
