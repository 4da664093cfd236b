/// One tunable number of an effect, described once, in one row of `Tuning.catalog`: its key
/// (`group.name`, as `--set` and preset files spell it), where it lives in `TuningValues` (a
/// key path), a short label, unit, allowed range and one-line meaning; its default is the
/// feature's own, and the kind of control that edits it follows from its type.
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

  /// Where the tunable stands in `Tuning.catalog` (set as the catalog is built).
  public internal(set) var id = TunableID(rawValue: 0)
  /// `group.name`, as `--set` and preset files spell it, e.g. `ink.density`.
  public let key: String
  public let group: TunableGroup
  public let kind: Kind
  public let label: String
  /// The unit as shown after the value ("s", "pt", "pt/s", "/pt²"); empty for pure numbers.
  public let unit: String
  public let range: ClosedRange<Double>
  /// The feature's own default, read through the key path from `TuningValues.standard`.
  public let defaultValue: Double
  public let meaning: String
  /// Reads the tunable's number from the values.
  let read: @Sendable (TuningValues) -> Double
  /// Writes a number (in range, whole where it must be) into the values.
  let write: @Sendable (inout TuningValues, Double) -> Void

  /// The tunable `key` (its group is what comes before the dot), held at `path`: a number in
  /// `range` (a mode's range is its names'), edited as its type says (`TunableNumber`).
  public init<Value: TunableNumber>(
    _ key: String, _ path: WritableKeyPath<TuningValues, Value>, _ label: String,
    unit: String = "", range: ClosedRange<Double>? = nil, _ meaning: String
  ) {
    guard let group = TunableGroup(rawValue: String(key.prefix { $0 != "." })) else {
      preconditionFailure("\(key) names no group")
    }
    self.key = key
    self.group = group
    self.kind = Value.tunableKind
    self.label = label
    self.unit = unit
    if case .choice(let modes) = kind {
      self.range = 0...Double(max(modes.count - 1, 0))
    } else {
      guard let range else { preconditionFailure("\(key) needs a range") }
      self.range = range
    }
    self.meaning = meaning
    nonisolated(unsafe) let path = path  // a key path is immutable
    read = { $0[keyPath: path].tunableNumber }
    write = { $0[keyPath: path] = Value(tunable: $1) }
    defaultValue = TuningValues.standard[keyPath: path].tunableNumber
  }

  /// The range as "0.02 to 1.5 /pt²", for error messages.
  public var rangeDescription: String {
    let text = "\(Tunable.format(range.lowerBound)) to \(Tunable.format(range.upperBound))"
    return unit.isEmpty ? text : "\(text) \(unit)"
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
