import Foundation
import TactileCore
import TactileScenes
import Testing

@testable import TactileIO

/// The springs every preset uses, and some extremes: under-, critically and over-damped.
private var springs: [Spring] {
  var all = Tuning().motions.compactMap { m -> Spring? in
    if case .spring(let s) = m.kind { return s }
    return nil
  }
  all += [
    Spring(response: 0.2, dampingFraction: 0.1), Spring(response: 1.5, dampingFraction: 1),
    Spring(response: 0.4, dampingFraction: 3), Spring(response: 0.05, dampingFraction: 0.5),
    // The slowest the tunables allow: the longest response, the least and the most damping.
    Spring(response: 2, dampingFraction: 0.1), Spring(response: 2, dampingFraction: 2),
  ]
  return all
}

/// The displacement at `t` of `m·x″ + c·x′ + k·x = 0` from x = −1 at rest: the textbook
/// solution every platform documents (SwiftUI, UIKit, Compose, Android's SpringForce and
/// Flutter's SpringSimulation all integrate this equation).
private func textbook(mass m: Double, stiffness k: Double, damping c: Double, t: Double) -> Double {
  let w0 = (k / m).squareRoot()
  let zeta = c / (2 * (k * m).squareRoot())
  let x0 = -1.0
  if abs(zeta - 1) < 1e-9 {
    return (x0 + w0 * x0 * t) * exp(-w0 * t)
  } else if zeta < 1 {
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    return exp(-zeta * w0 * t) * (x0 * cos(wd * t) + zeta * w0 * x0 / wd * sin(wd * t))
  } else {
    let r = (zeta * zeta - 1).squareRoot()
    let r1 = -w0 * (zeta - r)
    let r2 = -w0 * (zeta + r)
    let c2 = x0 * r1 / (r1 - r2)
    let c1 = x0 - c2
    return c1 * exp(r1 * t) + c2 * exp(r2 * t)
  }
}

/// Every platform's numbers, read back as a spring, give the spring they came from.
@Test func everySpringConversionRoundTrips() {
  for s in springs {
    let k = SpringNumbers(s)
    let back = k.spring
    #expect(
      abs(back.response - s.response) < 1e-9 && abs(back.dampingFraction - s.dampingFraction) < 1e-9
    )
    let swiftUI = SpringNumbers.fromDuration(k.duration, bounce: k.bounce)
    #expect(abs(swiftUI.response - s.response) < 1e-9)
    #expect(abs(swiftUI.dampingFraction - s.dampingFraction) < 1e-9)
    // Compose and Android take ζ and k for unit mass; Flutter takes m, k, c.
    let compose = SpringNumbers(
      stiffness: k.stiffness, damping: 2 * k.dampingRatio * k.stiffness.squareRoot())
    #expect(abs(compose.damping - k.damping) < 1e-9)
  }
}

/// The step response computed from the exported numbers with the platforms' formula matches
/// Tactile's own spring within 1e-3 over 2 s.
@Test func theExportedSpringMovesAsTactilesOwnDoes() {
  for s in springs {
    let k = SpringNumbers(s)
    for i in 0...200 {
      let t = Double(i) / 100
      let ours = s.step(displacement: -1, velocity: 0, dt: t).displacement
      let theirs = textbook(mass: k.mass, stiffness: k.stiffness, damping: k.damping, t: t)
      #expect(abs(ours - theirs) < 1e-3, "\(s) at \(t) s: \(ours) vs \(theirs)")
      // SwiftUI's duration and bounce, as SwiftUI turns them into a spring.
      let swiftUI = SpringNumbers(SpringNumbers.fromDuration(k.duration, bounce: k.bounce))
      let viaBounce = textbook(
        mass: 1, stiffness: swiftUI.stiffness, damping: swiftUI.damping, t: t)
      #expect(abs(ours - viaBounce) < 1e-3)
    }
  }
}

/// CSS `linear()` stays within 1 % of the curve it samples: a spring's step over its settling
/// time, and every easing without an exact cubic Bézier.
@Test func cssLinearStaysWithinOnePercentOfTheCurve() {
  for s in springs {
    let t = MotionExport.settleTime(s)
    #expect(t > 0 && t < MotionExport.longestSettle, "\(s)")
    let curve = { (u: Double) in MotionExport.step(s, at: u * t) }
    let samples = LinearSamples(curve)
    #expect(LinearSamples.maxError(samples.values, curve) <= 0.01, "\(s)")
    #expect(samples.values.first == 0 && abs(samples.values.last! - 1) < 2e-3)
  }
  for e in Easing.allCases {
    let samples = LinearSamples { e($0) }
    #expect(LinearSamples.maxError(samples.values) { e($0) } <= 0.01, "\(e)")
  }
}

/// The one-piece easings are exact cubic Béziers; the in-out ones are their usual
/// approximation, within 2 % of the curve.
@Test func cubicBeziersMatchTheirEasings() {
  for e in Easing.allCases {
    let b = BezierCurve(e)
    var worst = 0.0
    for i in 0...100 {
      let t = Double(i) / 100
      worst = max(worst, abs(b(t) - e(t)))
    }
    #expect(worst <= (b.isExact ? 1e-6 : 0.02), "\(e): \(worst)")
  }
}

/// Each format names every motion and prints its numbers; JSON holds every tunable.
@Test func everyFormatListsEveryMotionByName() throws {
  let tuning = Tuning()
  let motions = tuning.motions
  #expect(motions.count >= 14)
  for f in ExportFormat.allCases {
    let text = MotionExport.text(tuning, format: f)
    for m in motions {
      let name = f == .css ? MotionExport.kebab(m.name) : m.name
      #expect(text.contains(name), "\(f) lacks \(m.name)")
    }
  }
  let swiftUI = MotionExport.text(tuning, format: .swiftui)
  #expect(swiftUI.contains("let waveReturn = Spring(response: 0.55, dampingRatio: 0.5)"))
  let compose = MotionExport.text(tuning, format: .compose)
  #expect(compose.contains("val waveReturn = spring<Float>(dampingRatio = 0.5f, stiffness = "))
  let json =
    try JSONSerialization.jsonObject(
      with: Data(MotionExport.text(tuning, format: .json).utf8)) as? [String: Any]
  let tunables = try #require(json?["values"] as? [String: Any])
  #expect(tunables.count == Tuning.catalog.count)
  #expect(tunables["ink.density"] != nil)
}

/// The JSON export's numbers are the tuning's own, not rounded for display: every tunable
/// reads back within a billionth, the smallest (seconds per point) included, and so do the
/// springs and the curves' control points.
@Test func theJSONExportCarriesEveryValueWhole() throws {
  let tuning = Tuning()
  tuning.set(try #require(TunableID(key: "reveal.secondsPerPoint")), 0.00042)
  let text = MotionExport.text(tuning, format: .json)
  let json = try #require(
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= abs(b) * 1e-9 }
  let tunables = try #require(json["values"] as? [String: Double])
  for row in Tuning.catalog {
    let read = try #require(tunables[row.key], "\(row.key) missing")
    #expect(near(read, tuning[row.id]), "\(row.key): \(read) for \(tuning[row.id])")
  }
  #expect(tunables["reveal.secondsPerPoint"] == 0.00042)
  let springs = try #require(json["springs"] as? [[String: Any]])
  for m in tuning.motions {
    guard case .spring(let s) = m.kind else { continue }
    let written = try #require(springs.first { $0["name"] as? String == m.name })
    let k = SpringNumbers(s)
    #expect(near(written["stiffness"] as? Double ?? 0, k.stiffness), "\(m.name)")
    #expect(near(written["damping"] as? Double ?? 0, k.damping), "\(m.name)")
  }
  let curves = try #require(json["curves"] as? [[String: Any]])
  for m in tuning.motions {
    guard case .timed(let e, _, _) = m.kind else { continue }
    let written = try #require(curves.first { $0["name"] as? String == m.name })
    let b = BezierCurve(e)
    let points = try #require(written["cubicBezier"] as? [Double])
    #expect(zip(points, [b.x1, b.y1, b.x2, b.y2]).allSatisfy { abs($0 - $1) <= 1e-9 }, "\(m.name)")
  }
}

/// The SwiftUI snippet of `docs/compare.md` is what `tactile --export swiftui --preset telegram`
/// prints.
@Test func theDocumentedSnippetIsWhatTheAppPrints() throws {
  let readme = URL(fileURLWithPath: #filePath)  // Tests/TactileIOTests/Export/…
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/compare.md")
  let text = try String(contentsOf: readme, encoding: .utf8)
  let start = try #require(text.range(of: "```swift\n"))
  let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
  let lines = text[start.upperBound..<end.lowerBound].split(separator: "\n")
    .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "…" }
  let tuning = Tuning()
  tuning.apply(try #require(TuningPreset.builtIn.first { $0.name == "telegram" }))
  let printed = MotionExport.text(tuning, format: .swiftui).split(separator: "\n").map(String.init)
  #expect(lines.count >= 6)
  #expect(lines.allSatisfy(printed.contains), "\(lines.filter { !printed.contains($0) })")
}

/// With Cuberto's motion the wave has no springs: its return and completion are exported as
/// the linear runs they are, over `wave.linearDuration`, with the chase speed in words.
@Test func cubertosWaveIsExportedAsItsLinearRuns() throws {
  let tuning = Tuning()
  tuning.set(try #require(TunableID(key: "wave.motion")), 1)
  tuning.set(try #require(TunableID(key: "wave.linearDuration")), 0.8)
  for name in ["waveReturn", "waveComplete"] {
    let motion = try #require(tuning.motions.first { $0.name == name })
    guard case .timed(let easing, let duration, _) = motion.kind else {
      Issue.record("\(name) is not a timed curve")
      continue
    }
    #expect(easing == .linear && duration == 0.8, "\(name)")
  }
  let swiftUI = MotionExport.text(tuning, format: .swiftui)
  #expect(swiftUI.contains("let waveReturn = Animation.timingCurve(0, 0, 1, 1, duration: 0.8)"))
  #expect(swiftUI.contains("chases the pointer at up to 2000 pt/s"))
}

/// Tunings with values that are no short decimals, ζ just over 1, Cuberto's linear wave and a
/// tiny seconds-per-point, on top of the defaults.
private func oddTunings() throws -> [Tuning] {
  let odd = Tuning()
  odd.set(try #require(TunableID(key: "bar.appearDamping")), 0.987654321)
  odd.set(try #require(TunableID(key: "wave.completeDamping")), 1.00005)
  odd.set(try #require(TunableID(key: "reveal.secondsPerPoint")), 0.00042)
  let linear = Tuning()
  linear.set(try #require(TunableID(key: "wave.motion")), 1)
  linear.set(try #require(TunableID(key: "wave.linearDuration")), 0.8)
  return [Tuning(), odd, linear]
}

/// `tactile --export json > p.json; tactile --preset p.json --export json` prints p.json again:
/// the export is a preset file that sets every value exactly.
@Test func aJSONExportLoadsAsAPresetAndExportsTheSame() throws {
  for tuning in try oddTunings() {
    let text = MotionExport.text(tuning, format: .json)
    let preset = try TuningPreset.parse(text, source: "p.json")
    let loaded = Tuning().applying(preset)
    #expect(TunableID.allCases.allSatisfy { loaded[$0] == tuning[$0] })
    #expect(MotionExport.text(loaded, format: .json) == text)
  }
}

/// An export's springs and curves are what its values make: an edit there is refused, naming
/// the motion, instead of being dropped without a word.
@Test func anExportWhoseSpringsWereEditedIsRefused() throws {
  let text = MotionExport.text(Tuning(), format: .json)
  let stiffness = try #require(text.range(of: "\"stiffness\": "))
  var edited = text
  edited.insert("1", at: stiffness.upperBound)
  #expect {
    try TuningPreset.parse(edited, source: "p.json")
  } throws: { error in
    let message = "\(error)"
    return message.hasPrefix(
      "p.json: \"springs\" differ from what \"values\" make (at \"waveReturn\")")
      && !message.contains("\n")
  }
}

/// A damping ratio is printed as the tuning gives it, not as recomputed from stiffness and
/// damping (0.9876543210000001 with the bar's response of 0.35 s).
@Test func theJSONExportPrintsTheDampingRatioAsGiven() throws {
  let text = MotionExport.text(try oddTunings()[1], format: .json)
  #expect(text.contains("\"dampingRatio\": 0.987654321,"))
  #expect(text.contains("\"dampingRatio\": 1.00005,"))
}

/// CSS writes a curve that is no cubic Bézier as `linear()` samples, and says so (not that it
/// is "approximated by its usual cubic Bézier", which the other languages do).
@Test func cssSaysItsSampledCurvesAreSampled() {
  let css = MotionExport.text(Tuning(), format: .css)
  #expect(!css.contains("cubic Bézier"))
  #expect(css.contains("easeInOutCubic sampled by linear()"))
  #expect(MotionExport.text(Tuning(), format: .swiftui).contains("approximated by its usual cubic"))
}

/// A bounce just below 0 (ζ = 1.00005: over-damped) is not printed as 0; small numbers keep
/// their significant digits, others their decimals.
@Test func aBounceJustBelowZeroIsNotPrintedAsZero() throws {
  let swiftUI = MotionExport.text(try oddTunings()[1], format: .swiftui)
  #expect(swiftUI.contains("bounce: -0.00005)"))
  #expect(MotionExport.number(-0.0000499975, digits: 4) == "-0.00005")
  #expect(MotionExport.number(0.000123456, digits: 4) == "0.0001")
  #expect(MotionExport.number(0.0000123456, digits: 4) == "0.00001235")
  #expect(MotionExport.number(130.46213, digits: 3) == "130.462")
  #expect(MotionExport.number(0, digits: 4) == "0")
  #expect(MotionExport.number(0.00004, digits: 4) == "0.00004")
}
