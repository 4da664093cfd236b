/// One tunable number of an effect, described once: its key (`group.name`, as `--set` and
/// preset files spell it), a short label, unit, allowed range, default and one-line meaning,
/// and what kind of control edits it.
public struct Tunable: Sendable {
  /// What the number stands for, and so how the panel edits it.
  public enum Kind: Sendable, Equatable {
    /// Any value in the range (a slider).
    case continuous
    /// Whole numbers only (a stepper); other values are rounded when set.
    case integer
    /// One of named modes, numbered from 0 (a toggle for two, radio buttons for more).
    case choice([String])
  }

  public let id: TunableID
  public let kind: Kind
  public let label: String
  /// The unit as shown after the value ("s", "pt", "pt/s", "/pt²"); empty for pure numbers.
  public let unit: String
  public let range: ClosedRange<Double>
  public let defaultValue: Double
  public let meaning: String

  public init(
    _ id: TunableID, _ label: String, unit: String = "", range: ClosedRange<Double>,
    default defaultValue: Double, kind: Kind = .continuous, _ meaning: String
  ) {
    self.id = id
    self.kind = kind
    self.label = label
    self.unit = unit
    self.range = range
    self.defaultValue = defaultValue
    self.meaning = meaning
  }

  public var key: String { id.key }
  public var group: TunableGroup { id.group }

  /// The range as "0.02 to 1.5 /pt²", for error messages.
  public var rangeDescription: String {
    let text = "\(Tunable.format(range.lowerBound)) to \(Tunable.format(range.upperBound))"
    return unit.isEmpty ? text : "\(text) \(unit)"
  }

  /// A mode tunable over the named `modes` (0 ..< count), defaulting to `default`.
  public static func choice(
    _ id: TunableID, _ label: String, _ modes: [String], default defaultValue: Int,
    _ meaning: String
  ) -> Tunable {
    Tunable(
      id, label, range: 0...Double(max(modes.count - 1, 0)), default: Double(defaultValue),
      kind: .choice(modes), meaning)
  }

  /// Whether only whole numbers are allowed (integers and modes).
  public var isWhole: Bool { kind != .continuous }

  /// The value as shown: a mode's name, or the number and unit.
  public func display(_ v: Double) -> String {
    if case .choice(let modes) = kind {
      let i = Int(v.rounded())
      return modes.indices.contains(i) ? modes[i] : Tunable.format(v)
    }
    return unit.isEmpty ? Tunable.format(v) : "\(Tunable.format(v)) \(unit)"
  }

  /// The range as allowed values, for error messages: "0 to 1.5 /pt²", or
  /// "0 (springs) or 1 (linear chase)" for modes.
  public var allowedDescription: String {
    guard case .choice(let modes) = kind else { return rangeDescription }
    let named = modes.enumerated().map { "\($0.offset) (\($0.element))" }
    return named.count <= 2
      ? named.joined(separator: " or ")
      : named.dropLast().joined(separator: ", ") + " or " + named.last!
  }

  /// What a value must be, for messages about one of another type: "a number from 0.02 to
  /// 1.5 /pt²", "a whole number from 0 to 8", "0 (springs) or 1 (linear chase), or its name".
  public var takes: String {
    switch kind {
    case .continuous: "a number from \(rangeDescription)"
    case .integer: "a whole number from \(rangeDescription)"
    case .choice: "\(allowedDescription), or its name"
    }
  }

  /// A value as shown: a whole number without a fraction, else the shortest decimal of at most
  /// 6 digits after the point within a billionth of it (the full value when none is).
  public static func format(_ v: Double) -> String {
    if v == v.rounded() && abs(v) < 1e12 { return String(Int64(v)) }
    for digits in 1...6 {
      let scale = pow10(digits)
      let rounded = (v * scale).rounded() / scale
      if abs(rounded - v) <= abs(v) * 1e-9 { return String(rounded) }
    }
    return String(v)
  }

  private static func pow10(_ n: Int) -> Double {
    var p = 1.0
    for _ in 0..<n { p *= 10 }
    return p
  }
}

/// The effects the tunables belong to, in the panel's order.
public enum TunableGroup: String, CaseIterable, Sendable {
  case ink, reveal, longPress = "longpress", bar, strike, wave, scroll

  /// The panel's heading.
  public var title: String {
    switch self {
    case .ink: "Invisible ink"
    case .reveal: "Spoiler reveal"
    case .longPress: "Long press"
    case .bar: "Reaction bar"
    case .strike: "Strikethrough and checkbox"
    case .wave: "Liquid swipe"
    case .scroll: "Scrolling"
    }
  }

  /// The page this group tunes (its group comes first in the panel there); nil for what
  /// every page has: the swipe between pages and the lists' smooth scroll.
  public var page: PageKind? {
    switch self {
    case .ink, .reveal: .spoilers
    case .longPress, .bar: .reactions
    case .strike: .todo
    case .wave, .scroll: nil
    }
  }
}
