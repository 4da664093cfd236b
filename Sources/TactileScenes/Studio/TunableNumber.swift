import TactileCore

/// A value a tunable may hold, as the panel, presets and `--set` see it: a `Double`, and the
/// kind of control that edits it.
public protocol TunableNumber: Equatable, Sendable {
  /// The value a tunable of this type holds when set to `number` (already in range, and whole
  /// for whole-number kinds).
  init(tunable number: Double)
  /// This value as a tunable's number.
  var tunableNumber: Double { get }
  /// How the panel edits a value of this type.
  static var tunableKind: Tunable.Kind { get }
}

extension Double: TunableNumber {
  public init(tunable number: Double) { self = number }
  public var tunableNumber: Double { self }
  public static var tunableKind: Tunable.Kind { .continuous }
}

extension Float: TunableNumber {
  public init(tunable number: Double) { self = Float(number) }
  /// The decimal the value was written as (0.35, not 0.3499999940…).
  public var tunableNumber: Double { Double(String(self)) ?? Double(self) }
  public static var tunableKind: Tunable.Kind { .continuous }
}

extension Int: TunableNumber {
  public init(tunable number: Double) { self = Int(number.rounded()) }
  public var tunableNumber: Double { Double(self) }
  public static var tunableKind: Tunable.Kind { .integer }
}

/// An easing by its number among `Easing.allCases`.
extension Easing: TunableNumber {
  public init(tunable number: Double) { self = Easing.allCases[Int(number.rounded())] }
  public var tunableNumber: Double { Double(Easing.allCases.firstIndex(of: self)!) }
  public static var tunableKind: Tunable.Kind { .choice(allCases.map { "\($0)" }) }
}

/// The swipe's motion by its raw value.
extension LiquidSwipeConfig.Motion: TunableNumber {
  public init(tunable number: Double) { self = Self(rawValue: Int(number.rounded())) ?? .spring }
  public var tunableNumber: Double { Double(rawValue) }
  public static var tunableKind: Tunable.Kind { .choice(["springs", "linear chase"]) }
}

/// The ink's strategy by its raw value (`particles`, `tile`, `still`).
extension InkStrategy: TunableNumber {
  public init(tunable number: Double) { self = Self(rawValue: Int(number.rounded())) ?? .particles }
  public var tunableNumber: Double { Double(rawValue) }
  public static var tunableKind: Tunable.Kind { .choice(allCases.map(\.name)) }
}

/// The ink's grain and coverage by their number among `InkGrainAndCoverage.allCases`.
extension InkGrainAndCoverage: TunableNumber {
  public init(tunable number: Double) {
    let all = Self.allCases
    self = all[min(max(Int(number.rounded()), 0), all.count - 1)]
  }
  public var tunableNumber: Double { Double(Self.allCases.firstIndex(of: self) ?? 0) }
  public static var tunableKind: Tunable.Kind { .choice(allCases.map(\.name)) }
}
