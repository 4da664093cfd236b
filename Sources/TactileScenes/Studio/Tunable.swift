/// One tunable number of an effect, described once: its key (`group.name`, as `--set` and
/// preset files spell it), a short label, unit, allowed range, default and one-line meaning.
public struct Tunable: Sendable {
  public let id: TunableID
  public let label: String
  /// The unit as shown after the value ("s", "pt", "pt/s", "/pt²"); empty for pure numbers.
  public let unit: String
  public let range: ClosedRange<Double>
  public let defaultValue: Double
  public let meaning: String

  public init(
    _ id: TunableID, _ label: String, unit: String = "", range: ClosedRange<Double>,
    default defaultValue: Double, _ meaning: String
  ) {
    self.id = id
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

  /// A value as the shortest decimal that reads back the same, at most 6 significant digits.
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
  case ink, reveal, longPress = "longpress"

  /// The panel's heading.
  public var title: String {
    switch self {
    case .ink: "Invisible ink"
    case .reveal: "Spoiler reveal"
    case .longPress: "Long press"
    }
  }

  /// The page this group tunes (its group comes first in the panel there).
  public var page: PageKind {
    switch self {
    case .ink, .reveal: .spoilers
    case .longPress: .reactions
    }
  }
}
