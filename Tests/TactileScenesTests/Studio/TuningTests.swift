import Foundation
import TactileCore
import Testing

@testable import TactileScenes

@Test func theCatalogDescribesEveryIdOnceInOrder() {
  #expect(Tuning.catalog.count == TunableID.allCases.count)
  for (i, t) in Tuning.catalog.enumerated() {
    #expect(t.id.rawValue == i)
    #expect(t.range.contains(t.defaultValue), "\(t.key) default \(t.defaultValue) out of range")
    #expect(t.range.lowerBound < t.range.upperBound)
    #expect(t.key.hasPrefix(t.group.rawValue + "."))
    #expect(!t.label.isEmpty && !t.meaning.isEmpty)
    #expect(TunableID(key: t.key) == t.id)
  }
  #expect(Set(Tuning.catalog.map(\.key)).count == Tuning.catalog.count)
  #expect(TunableID(key: "ink.nothing") == nil)
}

@Test func aFreshTuningHoldsTheFeaturesOwnDefaults() {
  let t = Tuning()
  #expect(t.isDefault)
  #expect(t.ink == InvisibleInkParameters.standard)
  #expect(t.revealTiming == SpoilerRevealTiming())
  #expect(t.longPressDelay == GestureThresholds.longPressDuration)
  #expect(t.longPressSlop == GestureThresholds.longPressSlop)
  #expect(t.barStyle == ReactionBarStyle.standard)
  #expect(t.strikeTiming == StrikeTiming.standard)
  #expect(t.strikeThickness == TodoConstants.strikeThickness)
  #expect(t.liquidSwipe == LiquidSwipeConfig.standard)
}

@Test func wholeNumberAndModeTunablesOnlyHoldWholeNumbers() {
  let t = Tuning()
  t.set("ink.alphaLevels", 3.4)
  #expect(t["ink.alphaLevels"] == 3)
  t.set("wave.motion", 0.7)
  #expect(t["wave.motion"] == 1)
  #expect(t.liquidSwipe.motion == .linearChase)
  t.set("strike.easing", 99)
  #expect(t["strike.easing"] == Double(Easing.allCases.count - 1))
  #expect(t.strikeTiming.easing == Easing.allCases.last)
  #expect(TunableID("wave.motion").tunable.display(1) == "linear chase")
  #expect(TunableID("bar.iconSize").tunable.display(40) == "40 pt")
  #expect(TunableID("ink.maxPerLine").tunable.kind == .integer)
  #expect(TunableID("wave.threshold").tunable.kind == .continuous)
}

@Test func everyNewGroupReachesItsFeature() {
  let t = Tuning()
  t.set("bar.iconSize", 50)
  t.set("bar.hoveredScale", 2)
  t.set("bar.iconResponse", 0.5)
  t.set("bar.iconDamping", 1)
  t.set("strike.baseDuration", 1)
  t.set("strike.durationPer1000", 2)
  t.set("strike.thickness", 4)
  t.set("wave.threshold", 0.4)
  t.set("wave.completeResponse", 0.9)
  t.set("wave.minVerticalRadius", 120)
  #expect(t.barStyle.iconSize == 50)
  #expect(t.barStyle.highlightedScale == 2)
  #expect(t.barStyle.iconSpring == Spring(response: 0.5, dampingFraction: 1))
  #expect(abs(t.strikeTiming.duration(totalLength: 1000) - 3) < 1e-12)
  #expect(t.strikeThickness == 4)
  #expect(t.liquidSwipe.cancelThreshold == 0.4)
  #expect(t.liquidSwipe.complete.response == 0.9)
  #expect(t.liquidSwipe.minVerticalRadius == 120)
}

@Test func modesAreSetByNameOrNumber() throws {
  let t = Tuning()
  try t.apply(assignment: "wave.motion=linear-chase")
  #expect(t["wave.motion"] == 1)
  try t.apply(assignment: "wave.motion=Springs")
  #expect(t["wave.motion"] == 0)
  try t.apply(assignment: "wave.motion=1")
  #expect(t["wave.motion"] == 1)
  try t.apply(assignment: "strike.easing=linear")
  #expect(t.strikeTiming.easing == .linear)
  try t.apply(assignment: "bar.hoveredScale=2.2")
  try t.apply(assignment: "wave.chaseSpeed=1500")
  #expect(t.barStyle.highlightedScale == 2.2)
  #expect(t.liquidSwipe.chaseSpeed == 1500)
  let preset = try TuningPreset.parse(
    #"{"values": {"wave.motion": "linear chase", "strike.easing": "easeOutCubic"}}"#,
    source: "m.json")
  #expect(preset.value(of: "wave.motion") == 1)
  #expect(
    preset.value(of: "strike.easing") == Double(Easing.allCases.firstIndex(of: .easeOutCubic)!))
}

@Test(arguments: TuningPreset.builtIn.map(\.name))
func everyBuiltInPresetIsInRangeAndRoundTripsThroughJSON(name: String) throws {
  let preset = try #require(TuningPreset.builtIn.first { $0.name == name })
  #expect(!preset.summary.isEmpty)
  for (id, v) in preset.values {
    #expect(id.tunable.range.contains(v), "\(name): \(id.key) = \(v)")
    #expect(!id.tunable.isWhole || v == v.rounded(), "\(name): \(id.key) = \(v)")
  }
  let back = try TuningPreset.parse(preset.jsonText(), source: "\(name).json")
  #expect(back.values.map(\.0) == preset.values.sorted { $0.0.rawValue < $1.0.rawValue }.map(\.0))
  let a = Tuning()
  a.apply(preset)
  let b = Tuning()
  b.apply(back)
  #expect(a.values == b.values)
}

/// The built-in preset called `name`.
private func builtIn(_ name: String) throws -> TuningPreset {
  try #require(TuningPreset.builtIn.first { $0.name == name })
}

@Test func theAnchorPresetsSetWhatTheyReproduce() throws {
  let t = Tuning()
  t.apply(try builtIn("cuberto"))
  #expect(t.liquidSwipe.motion == .linearChase)
  #expect(t.liquidSwipe.linearDuration == 0.8)
  #expect(t.liquidSwipe.chaseSpeed == 2000)
  t.apply(try builtIn("exyte"))
  #expect(t.liquidSwipe.motion == .spring)
  #expect(t.liquidSwipe.complete == Spring(response: 0.55, dampingFraction: 0.825))
  t.apply(try builtIn("telegram"))
  #expect(t.barStyle.hoveredSlotScale == 1.5 && t.barStyle.highlightedScale == 2)
  t.apply(try builtIn("facebook"))
  #expect(t.barStyle.hoveredSlotScale == 1 && t.barStyle.highlightedScale == 1.3)
  t.apply(try builtIn("seeds"))
  #expect(t.barStyle.iconSize == 50 && t.ink.density == 0.07)
}

@Test func presetsOfDifferentEffectsCombine() throws {
  let t = Tuning()
  t.apply(try builtIn("cuberto"))
  t.apply(try builtIn("facebook"))
  t.apply(try builtIn("telegram-ios"))
  let wave = Tuning()
  wave.apply(try builtIn("cuberto"))
  let bar = Tuning()
  bar.apply(try builtIn("facebook"))
  let ink = Tuning()
  ink.apply(try builtIn("telegram-ios"))
  #expect(t.liquidSwipe == wave.liquidSwipe)
  #expect(t.barStyle == bar.barStyle)
  #expect(t.ink == ink.ink)
  // Each anchor preset names only its own group's keys.
  for name in ["exyte", "cuberto"] {
    #expect(try builtIn(name).values.allSatisfy { $0.0.group == .wave }, "\(name)")
  }
  for name in ["telegram", "facebook"] {
    #expect(try builtIn(name).values.allSatisfy { $0.0.group == .bar }, "\(name)")
  }
}

@Test(arguments: InkPreset.allCases)
func everyInkPresetComesBackThroughTheTunables(preset: InkPreset) {
  let t = Tuning()
  t.apply(.ink(preset))
  #expect(t.ink == preset.parameters)
  #expect(TuningPreset.builtIn.contains { $0.name == preset.rawValue })
}

@Test func setClampsToTheRangeAndCountsChanges() {
  let t = Tuning()
  let g = t.generation
  t.set("ink.density", 99)
  #expect(t["ink.density"] == 1.5)
  #expect(t.generation == g + 1)
  t.set("ink.density", 1.5)  // No change, no new generation.
  #expect(t.generation == g + 1)
  t.set("ink.density", .nan)
  #expect(t["ink.density"] == 1.5)
  t.reset("ink.density")
  #expect(t.isDefault)
}

@Test func aMinAboveItsMaxCountsTheOtherWayRound() {
  let t = Tuning()
  t.set("ink.speedMin", 30)
  t.set("ink.speedMax", 10)
  #expect(t.ink.speed == 10...30)
  t.set("reveal.minDuration", 1)
  t.set("reveal.maxDuration", 0.5)
  #expect(t.revealTiming.durationRange == 0.5...1)
}

@Test func setAssignmentsParse() throws {
  let t = Tuning()
  try t.apply(assignment: "ink.density=0.2")
  try t.apply(assignment: " longpress.delay = 0.8 ")
  try t.apply(assignment: "reveal.secondsPerPoint=0.0005")
  #expect(t["ink.density"] == 0.2)
  #expect(t["longpress.delay"] == 0.8)
  #expect(t["reveal.secondsPerPoint"] == 0.0005)
}

@Test(arguments: [
  ("ink.density", "takes key=value, e.g. ink.density=0.2 (got \"ink.density\")"),
  ("ink.density=5", "ink.density: \"5\" is not allowed, it takes 0.02 to 1.5 /pt²"),
  ("ink.density=lots", "ink.density: \"lots\" is not allowed, it takes 0.02 to 1.5 /pt²"),
  ("longpress.slop=-1", "longpress.slop: \"-1\" is not allowed, it takes 1 to 60 pt"),
  (
    "ink.dense=1",
    "unknown key \"ink.dense\" (ink has ink.strategy, ink.grain, ink.fps, ink.density, ink.maxPerLine, ink.speedMin, "
      + "ink.speedMax, ink.lifetimeMin, ink.lifetimeMax, ink.alphaMin, ink.alphaMax, "
      + "ink.alphaLevels, ink.sizeMin, ink.sizeMax, ink.fadeIn, ink.fadeOut, ink.edgeSoftness, "
      + "ink.revealPush, ink.revealFade, ink.conceal)"
  ),
  (
    "wobble=1", "unknown key \"wobble\" (groups: ink, reveal, longpress, bar, strike, wave, scroll)"
  ),
  ("wave.motion=2", "wave.motion: \"2\" is not allowed, it takes 0 (springs) or 1 (linear chase)"),
  (
    "wave.motion=bouncy",
    "wave.motion: \"bouncy\" is not allowed, it takes 0 (springs) or 1 (linear chase)"
  ),
  ("ink.alphaLevels=2.5", "ink.alphaLevels: \"2.5\" is not allowed, it takes whole numbers 0 to 8"),
  ("bar.iconSize=100", "bar.iconSize: \"100\" is not allowed, it takes 24 to 64 pt"),
  ("wave.threshold=0", "wave.threshold: \"0\" is not allowed, it takes 0.01 to 0.9"),
  (
    "strike.speed=1",
    "unknown key \"strike.speed\" (strike has strike.baseDuration, strike.durationPer1000, "
      + "strike.easing, strike.thickness, strike.checkboxFill, strike.checkboxEasing)"
  ),
])
func badAssignmentsNameTheKeyAndTheRange(assignment: String, message: String) {
  let t = Tuning()
  #expect(throws: Tuning.Problem(message)) { try t.apply(assignment: assignment) }
  #expect(t.isDefault)
}

@Test func aPresetRoundTripsThroughJSON() throws {
  let t = Tuning()
  t.set("ink.density", 0.123456)
  t.set("reveal.secondsPerPoint", 0.00031)
  t.set("longpress.slop", 17)
  let preset = t.snapshot(name: "round-trip")
  #expect(preset.values.count == 3)
  let back = try TuningPreset.parse(preset.jsonText(), source: "x.json")
  #expect(back.name == "round-trip")
  #expect(back.values.map(\.0) == preset.values.map(\.0))
  #expect(back.values.map(\.1) == preset.values.map(\.1))
  let u = Tuning()
  u.apply(back)
  #expect(u.values == t.values)
}

@Test(arguments: [
  ("{", "p.json: not valid JSON: expected a key in quotes at line 1, column 2"),
  ("[1]", "p.json: expected an object {\"name\": …, \"values\": {…}}, got an array"),
  ("{\"values\": 3}", "p.json: \"values\" must be an object of key: number, got a number"),
  (
    "{\"valuez\": {}}",
    "p.json: unknown field \"valuez\" (a preset has name, summary and values, and an export "
      + "springs and curves)"
  ),
  (
    "{\"values\": {\"ink.density\": 7}}",
    "p.json: ink.density: 7 is not allowed, it takes 0.02 to 1.5 /pt²"
  ),
  (
    "{\"values\": {\"ink.density\": \"dense\"}}",
    "p.json: ink.density: \"dense\" is not allowed, it takes 0.02 to 1.5 /pt²"
  ),
  (
    "{\"values\": {\"reveal.speed\": 1}}",
    "p.json: unknown key \"reveal.speed\" (reveal has reveal.secondsPerPoint, "
      + "reveal.minDuration, reveal.maxDuration, reveal.easing, reveal.conceal, "
      + "reveal.fade)"
  ),
])
func badPresetFilesAreOneLine(text: String, message: String) {
  #expect(throws: Tuning.Problem(message)) { try TuningPreset.parse(text, source: "p.json") }
}

@Test func valuesAreFormattedShortAndExact() {
  #expect(Tunable.format(0.35) == "0.35")
  #expect(Tunable.format(0.0003) == "0.0003")
  #expect(Tunable.format(400) == "400")
  #expect(Tunable.format(Double(Float(0.35))) == String(Double(Float(0.35))))
}

@Test func theListingNamesEveryBuiltInPresetAndTheSavedOnes() {
  let none = TuningPreset.listing(saved: [], directory: "/x/presets")
  for p in TuningPreset.builtIn {
    #expect(none.contains("\n  \(p.name) "), "\(p.name)")
    #expect(none.contains(p.summary))
  }
  for name in ["telegram-ios", "telegram-desktop", "telegram-android", "exyte", "cuberto"] {
    #expect(none.contains("  \(name) "), "\(name)")
  }
  #expect(none.contains("none yet in /x/presets"))
  let some = TuningPreset.listing(saved: ["mine", "slow"], directory: "/x/presets")
  #expect(some.hasSuffix("Saved presets in /x/presets:\n  mine, slow"))
}

/// Every tunable moved off its default (the ends of ranges, the last mode) survives a save
/// and a load: the JSON names each key once and reads back the same number.
@Test func everyTunableOffItsDefaultRoundTripsThroughJSON() throws {
  let t = Tuning()
  for id in TunableID.allCases {
    let r = id.tunable.range
    t.set(id, id.tunable.defaultValue == r.upperBound ? r.lowerBound : r.upperBound)
  }
  // The fades may not take more than a particle's whole life together (`Tuning.rules`).
  t.set("ink.fadeIn", 0.01)
  t.set("ink.fadeOut", 0.99)
  #expect(t.brokenRule == nil)
  let preset = t.snapshot(name: "everything")
  #expect(preset.values.count == TunableID.allCases.count)
  let back = try TuningPreset.parse(preset.jsonText(), source: "x.json")
  let u = Tuning()
  u.apply(back)
  #expect(u.values == t.values)
  #expect(Set(TunableID.allCases.map(\.key)).count == TunableID.allCases.count, "keys are unique")
}

@Test func aMinimumSetAboveItsMaximumIsKeptAsSetAndReadInOrder() {
  let t = Tuning()
  t.set("ink.speedMin", 50)
  #expect(t["ink.speedMin"] == 50)
  let max = t["ink.speedMax"]
  #expect(max == InvisibleInkParameters.standard.speed.upperBound.tunableNumber)
  #expect(t.ink.speed == Float(max)...50)
  t.set("reveal.maxDuration", 0.1)
  #expect(t.revealTiming.durationRange == 0.1...0.25)
  #expect(t["reveal.minDuration"] == 0.25)
}

@Test func aRowWritesThroughItsKeyPathAndAnUnchangedValueKeepsTheGeneration() {
  let t = Tuning()
  t.set("bar.iconResponse", 0.5)
  #expect(t.values.bar.iconSpring.response == 0.5)
  #expect(
    t.values.bar.iconSpring.dampingFraction == ReactionBarStyle.standard.iconSpring.dampingFraction)
  let generation = t.generation
  t.set("bar.iconResponse", 0.5)
  #expect(t.generation == generation)
  t.set("ink.maxPerLine", 0)
  #expect(t.ink.maximumPerLine == .max)
}
