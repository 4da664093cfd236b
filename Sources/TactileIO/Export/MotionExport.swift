import TactileCore
import TactileScenes

/// The languages the tuning is exported to (`--export`, the panel's "Copy as…").
public enum ExportFormat: String, CaseIterable, Sendable {
  case swiftui, uikit, compose, android, flutter, css, json

  /// The names, for messages: "swiftui, uikit, …".
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// The name a person knows it by: "SwiftUI", "Jetpack Compose", …
  public var title: String {
    switch self {
    case .swiftui: "SwiftUI"
    case .uikit: "UIKit"
    case .compose: "Jetpack Compose"
    case .android: "Android (SpringForce)"
    case .flutter: "Flutter"
    case .css: "CSS"
    case .json: "JSON"
    }
  }
}

/// A spring in the numbers each platform asks for. Every platform's spring is the same damped
/// oscillator `m·x″ + c·x′ + k·x = 0`; they differ in how it is written down.
public struct SpringNumbers: Hashable, Sendable {
  /// Mass (always 1 here), stiffness (N/m for unit mass: 1/s²) and damping (1/s).
  public var mass: Double
  public var stiffness: Double
  public var damping: Double

  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// The numbers of `spring`.
  public init(_ spring: Spring) {
    self.init(stiffness: spring.stiffness, damping: spring.damping)
  }

  /// The damping ratio ζ = c / (2√(k·m)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
  /// SwiftUI's response: the undamped period 2π √(m/k), seconds.
  public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }
  /// SwiftUI's `.spring(duration:bounce:)`: the duration is the response; the bounce is
  /// 1 − ζ when ζ ≤ 1, else 1/ζ − 1 (negative: over-damped).
  public var duration: Double { response }
  public var bounce: Double {
    let z = dampingRatio
    return z <= 1 ? 1 - z : 1 / z - 1
  }

  /// The spring these numbers describe.
  public var spring: Spring { Spring(response: response, dampingFraction: dampingRatio) }

  /// The spring SwiftUI's `.spring(duration:bounce:)` makes.
  public static func fromDuration(_ duration: Double, bounce: Double) -> Spring {
    Spring(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
  }
}

/// Cubic Bézier control points for CSS `cubic-bezier()` and its kin (the curve starts at 0, 0
/// and ends at 1, 1).
public struct BezierCurve: Hashable, Sendable {
  public var x1: Double, y1: Double, x2: Double, y2: Double
  /// Whether the curve is the easing itself (polynomial easings of one piece are) rather than
  /// the usual approximation of it.
  public var isExact: Bool

  /// The control points of `easing`: exact for the one-piece curves, the easings.net
  /// approximation for the in-out ones.
  public init(_ easing: Easing) {
    let third = 1.0 / 3
    let twoThirds = 2.0 / 3
    switch easing {
    case .linear: (x1, y1, x2, y2, isExact) = (0, 0, 1, 1, true)
    case .easeInQuad: (x1, y1, x2, y2, isExact) = (third, 0, twoThirds, third, true)
    case .easeOutQuad: (x1, y1, x2, y2, isExact) = (third, twoThirds, twoThirds, 1, true)
    case .easeInCubic: (x1, y1, x2, y2, isExact) = (third, 0, twoThirds, 0, true)
    case .easeOutCubic: (x1, y1, x2, y2, isExact) = (third, 1, twoThirds, 1, true)
    case .easeInOutQuad: (x1, y1, x2, y2, isExact) = (0.45, 0, 0.55, 1, false)
    case .easeInOutCubic: (x1, y1, x2, y2, isExact) = (0.65, 0, 0.35, 1, false)
    case .easeInOutSine: (x1, y1, x2, y2, isExact) = (0.37, 0, 0.63, 1, false)
    }
  }

  /// The curve's y at time fraction `t` (its x), found by bisection on x.
  public func callAsFunction(_ t: Double) -> Double {
    func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
      let u = 1 - s
      return 3 * a * u * u * s + 3 * b * u * s * s + s * s * s
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if bezier(x1, x2, mid) < t { lo = mid } else { hi = mid }
    }
    return bezier(y1, y2, (lo + hi) / 2)
  }
}

/// A curve as CSS `linear()`: values at evenly spaced times, as few as keep every point of
/// the curve within `tolerance` of the line drawn through them.
public struct LinearSamples: Hashable, Sendable {
  public var values: [Double]

  /// Samples `curve` over 0…1.
  public init(_ curve: (Double) -> Double, tolerance: Double = 0.005) {
    var n = 16
    while true {
      values = (0...n).map { curve(Double($0) / Double(n)) }
      if n >= 1024 || Self.maxError(values, curve) <= tolerance { return }
      n *= 2
    }
  }

  /// The largest distance between `curve` and the line through `values`, checked at 16 points
  /// between each pair.
  public static func maxError(_ values: [Double], _ curve: (Double) -> Double) -> Double {
    let n = values.count - 1
    var worst = 0.0
    for i in 0..<n {
      for k in 1..<16 {
        let f = Double(k) / 16
        let t = (Double(i) + f) / Double(n)
        let line = values[i] + (values[i + 1] - values[i]) * f
        worst = max(worst, abs(curve(t) - line))
      }
    }
    return worst
  }

  /// `linear(0, 0.12, …, 1)`.
  public var css: String {
    "linear(" + values.map { MotionExport.number($0, digits: 4) }.joined(separator: ", ") + ")"
  }
}

/// The tuning's springs and timed curves as code for each platform, named after what they
/// drive. The JSON is a preset file (`--preset` loads it: every tunable in `values`, exact)
/// with the springs and curves those values make beside them.
public enum MotionExport {
  /// How long a spring's step from 0 to 1 takes to settle within a thousandth, seconds: the
  /// duration `linear()` samples over. Searched up to `longestSettle`, which the slowest
  /// spring the tunables allow (2 s response, damping 0.1: about 22 s) stays within.
  public static func settleTime(_ spring: Spring) -> Double {
    var t = 0.0
    var last = 0.0
    let dt = 1.0 / 240
    while t < longestSettle {
      t += dt
      let s = spring.step(displacement: -1, velocity: 0, dt: t)
      if abs(s.displacement) > 1e-3 || abs(s.velocity) > 1e-2 { last = t }
    }
    return (last * 1000).rounded(.up) / 1000
  }

  /// The longest settling `settleTime` looks for, seconds.
  public static let longestSettle = 60.0

  /// The progress 0…1 of a spring's step from 0 to 1 at `t` seconds.
  public static func step(_ spring: Spring, at t: Double) -> Double {
    1 + spring.step(displacement: -1, velocity: 0, dt: t).displacement
  }

  /// The code for `tuning`'s motions in `format`.
  public static func text(_ tuning: Tuning, format: ExportFormat) -> String {
    let motions = tuning.motions
    switch format {
    case .json: return json(tuning).serialized(digits: .exact) + "\n"
    case .css: return css(motions)
    default:
      var out = header(format)
      for m in motions {
        out +=
          comment(format) + sentence(m.drives) + note(m, format) + "\n" + line(m, format) + "\n"
      }
      return out
    }
  }

  /// What a timed curve's comment adds: how its duration scales, and how the curve is written
  /// when it is not exactly a cubic Bézier (CSS samples it with `linear()`, the others take
  /// the usual Bézier approximation).
  private static func note(_ m: TunedMotion, _ f: ExportFormat) -> String {
    guard case .timed(let e, _, let n) = m.kind else { return "" }
    var parts: [String] = []
    if let n { parts.append(n) }
    if !BezierCurve(e).isExact {
      parts.append(
        f == .css ? "\(e) sampled by linear()" : "\(e) approximated by its usual cubic Bézier")
    }
    return parts.isEmpty ? "" : " (" + parts.joined(separator: "; ") + ")"
  }

  private static func header(_ f: ExportFormat) -> String {
    switch f {
    case .swiftui: "import SwiftUI\n\n"
    case .uikit: "import UIKit\n\n"
    case .compose: "import androidx.compose.animation.core.*\n\n"
    case .android:
      "import androidx.dynamicanimation.animation.SpringForce\n"
        + "import android.view.animation.PathInterpolator\n\n"
    case .flutter:
      "import 'package:flutter/physics.dart';\nimport 'package:flutter/animation.dart';\n\n"
    case .css, .json: ""
    }
  }

  private static func comment(_ f: ExportFormat) -> String { f == .css ? "/* " : "// " }

  private static func line(_ m: TunedMotion, _ f: ExportFormat) -> String {
    let n = m.name
    switch m.kind {
    case .spring(let s):
      let k = SpringNumbers(s)
      let stiffness = number(k.stiffness, digits: 3)
      let damping = number(k.damping, digits: 3)
      let ratio = number(s.dampingFraction, digits: 4)
      switch f {
      case .swiftui:
        return
          "let \(n) = Spring(response: \(number(s.response, digits: 4)), dampingRatio: \(ratio))"
          + "  // .spring(duration: \(number(k.duration, digits: 4)), bounce: "
          + "\(number(k.bounce, digits: 4)))"
      case .uikit:
        return "let \(n) = UISpringTimingParameters(mass: 1, stiffness: \(stiffness), "
          + "damping: \(damping), initialVelocity: .zero)"
      case .compose:
        return "val \(n) = spring<Float>(dampingRatio = \(ratio)f, stiffness = \(stiffness)f)"
      case .android:
        return "val \(n) = SpringForce().setStiffness(\(stiffness)f).setDampingRatio(\(ratio)f)"
      case .flutter:
        return "const \(n) = SpringDescription(mass: 1, stiffness: \(stiffness), "
          + "damping: \(damping));"
      case .css, .json: return ""
      }
    case .timed(let e, let d, _):
      let b = BezierCurve(e)
      let p = [b.x1, b.y1, b.x2, b.y2].map { number($0, digits: 4) }
      let ms = Int((d * 1000).rounded())
      switch f {
      case .swiftui:
        return "let \(n) = Animation.timingCurve(\(p.joined(separator: ", ")), "
          + "duration: \(number(d, digits: 4)))"
      case .uikit:
        return "let \(n) = UICubicTimingParameters(controlPoint1: CGPoint(x: \(p[0]), y: \(p[1])), "
          + "controlPoint2: CGPoint(x: \(p[2]), y: \(p[3])))  // \(ms) ms"
      case .compose:
        return "val \(n) = tween<Float>(durationMillis = \(ms), easing = CubicBezierEasing("
          + p.map { $0 + "f" }.joined(separator: ", ") + "))"
      case .android:
        return "val \(n) = PathInterpolator(" + p.map { $0 + "f" }.joined(separator: ", ")
          + ")  // \(ms) ms"
      case .flutter:
        return "const \(n) = Cubic(\(p.joined(separator: ", ")));  // \(ms) ms"
      case .css, .json: return ""
      }
    }
  }

  /// Custom properties: an exact cubic Bézier where there is one, else `linear()` sampled
  /// from the curve (springs over the time they take to settle).
  private static func css(_ motions: [TunedMotion]) -> String {
    var out = ":root {\n"
    for m in motions {
      let name = kebab(m.name)
      out += "  /* " + sentence(m.drives) + note(m, .css) + " */\n"
      switch m.kind {
      case .spring(let s):
        let t = settleTime(s)
        // At rest at the end (it is within `settleTime`'s tolerance of it there).
        let curve = LinearSamples { $0 >= 1 ? 1 : step(s, at: $0 * t) }
        out += "  --\(name): \(curve.css);\n"
        out += "  --\(name)-duration: \(Int((t * 1000).rounded()))ms;\n"
      case .timed(let e, let d, _):
        let b = BezierCurve(e)
        let value =
          b.isExact
          ? "cubic-bezier("
            + [b.x1, b.y1, b.x2, b.y2].map { number($0, digits: 4) }
            .joined(separator: ", ") + ")"
          : LinearSamples { e($0) }.css
        out += "  --\(name): \(value);\n"
        out += "  --\(name)-duration: \(Int((d * 1000).rounded()))ms;\n"
      }
    }
    return out + "}\n"
  }

  /// The JSON export: the springs and curves of `tuning`, then every tunable as a preset's
  /// `values`.
  static func json(_ tuning: Tuning) -> JSONValue {
    let values: [(String, JSONValue)] = Tuning.catalog.map { ($0.key, .number(tuning[$0.id])) }
    return JSONValue.object([
      ("springs", springsJSON(tuning.motions)), ("curves", curvesJSON(tuning.motions)),
      ("values", .object(values)),
    ])
  }

  /// The springs as JSON, each with its response and damping ratio as the tuning gives them
  /// and its stiffness and damping made from those.
  static func springsJSON(_ motions: [TunedMotion]) -> JSONValue {
    .array(
      motions.compactMap { m in
        guard case .spring(let s) = m.kind else { return nil }
        let k = SpringNumbers(s)
        return .object([
          ("name", .string(m.name)), ("drives", .string(m.drives)),
          ("response", .number(s.response)), ("dampingRatio", .number(s.dampingFraction)),
          ("mass", .number(k.mass)), ("stiffness", .number(k.stiffness)),
          ("damping", .number(k.damping)),
        ])
      })
  }

  /// The timed curves as JSON: easing, duration, control points.
  static func curvesJSON(_ motions: [TunedMotion]) -> JSONValue {
    .array(
      motions.compactMap { m in
        guard case .timed(let e, let d, let n) = m.kind else { return nil }
        let b = BezierCurve(e)
        return .object([
          ("name", .string(m.name)), ("drives", .string(m.drives)),
          ("easing", .string("\(e)")), ("duration", .number(d)),
          ("cubicBezier", .array([b.x1, b.y1, b.x2, b.y2].map { .number($0) })),
          ("exact", .bool(b.isExact)), ("durationNote", n.map { .string($0) } ?? .null),
        ])
      })
  }

  /// `s` with its first letter upper case.
  private static func sentence(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

  /// "waveReturn" → "wave-return".
  static func kebab(_ s: String) -> String {
    var out = ""
    for c in s {
      if c.isUppercase {
        out += "-" + c.lowercased()
      } else {
        out.append(c)
      }
    }
    return out
  }

  /// `v` with at most `digits` decimals, without trailing zeros ("0.5", "130.462"); a value
  /// that so many decimals would show as 0 keeps `digits` significant ones instead
  /// ("-0.00005", not "0": a spring's bounce just below 0 is over-damped).
  static func number(_ v: Double, digits: Int) -> String {
    guard v.isFinite else { return "\(v)" }
    var decimals = digits
    if v != 0, abs(v) < 0.5 * powerOfTen(-digits) {
      // The first significant digit's place, then `digits` of them.
      var place = 0
      while abs(v) * powerOfTen(place + 1) < 1 { place += 1 }
      decimals = min(place + digits, 300)
    }
    let p = powerOfTen(decimals)
    let r = (v * p).rounded() / p
    if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
    let s = String(r)
    return s.contains("e") ? fixedPoint(r, decimals: decimals) : s
  }

  /// 10^n for n in -300…300.
  private static func powerOfTen(_ n: Int) -> Double {
    var p = 1.0
    for _ in 0..<abs(n) { p *= 10 }
    return n < 0 ? 1 / p : p
  }

  /// `v` (already rounded to `decimals`) written without an exponent, trailing zeros dropped:
  /// "-0.00005" where Swift writes "-5e-05".
  private static func fixedPoint(_ v: Double, decimals: Int) -> String {
    guard decimals <= 17 else { return "\(v)" }
    let scaled = Int64((abs(v) * powerOfTen(decimals)).rounded())
    var fraction = String(scaled % Int64(powerOfTen(decimals)))
    fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let whole = scaled / Int64(powerOfTen(decimals))
    return (v < 0 ? "-" : "") + "\(whole)" + (fraction.isEmpty ? "" : "." + fraction)
  }
}
