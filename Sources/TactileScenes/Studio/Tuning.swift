import TactileCore

/// The live values of every tunable (`values`, described by `Tuning.catalog`), shared by all
/// pages: the pages read them every frame, the tuning panel, `--set` and presets write them. A
/// reference type so that every page's context sees the same values; `generation` changes with
/// every write, so a page can tell cheaply whether to rebuild anything.
public final class Tuning {
  /// A rejected value or key, as one line naming the key and what is allowed.
  public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
  }

  public private(set) var values = TuningValues()
  /// Bumped by every change.
  public private(set) var generation: UInt64 = 0

  public init() {}

  /// The tunable's number.
  public subscript(id: TunableID) -> Double { id.tunable.read(values) }

  /// Sets `id` to `value` clamped to its range, rounded for whole-number kinds (NaN and
  /// infinities are ignored).
  public func set(_ id: TunableID, _ value: Double) {
    let t = id.tunable
    guard value.isFinite else { return }
    let clamped = min(max(value, t.range.lowerBound), t.range.upperBound)
    var next = values
    t.write(&next, t.isWhole ? clamped.rounded() : clamped)
    guard next != values else { return }
    values = next
    generation &+= 1
  }

  public func reset(_ id: TunableID) { set(id, id.tunable.defaultValue) }

  public func resetAll() {
    for id in TunableID.allCases { reset(id) }
  }

  public var isDefault: Bool {
    TunableID.allCases.allSatisfy { self[$0] == $0.tunable.defaultValue }
  }

  /// Checks `value` for `key` without clamping: an unknown key, a value that is not a number
  /// (nor, for a mode, one of its names in `text`), one out of range or a fraction where whole
  /// numbers are wanted is a problem naming the key and what is allowed.
  public static func validate(key: String, value: Double?, text: String? = nil) throws
    -> (TunableID, Double)
  {
    guard let id = TunableID(key: key) else {
      throw Problem("unknown key \(key.quotedForMessage()) (\(knownKeysHint(near: key)))")
    }
    let t = id.tunable
    let shown = text.map { $0.quotedForMessage() } ?? value.map(Tunable.format) ?? "that"
    var number = value
    if number == nil, let text, case .choice(let modes) = t.kind {
      number = modes.firstIndex { Tuning.sameName($0, text) }.map(Double.init)
    }
    guard let v = number, v.isFinite, t.range.contains(v), !t.isWhole || v == v.rounded() else {
      let whole = t.kind == .integer ? "whole numbers " : ""
      throw Problem("\(key): \(shown) is not allowed, it takes \(whole)\(t.allowedDescription)")
    }
    return (id, v)
  }

  /// Checks a JSON value for `key` (a preset file's): a number, or a mode's name in a string;
  /// any other type is a problem naming the key, the type given and what the key takes.
  public static func validate(key: String, json: JSONValue) throws -> (TunableID, Double) {
    switch json {
    case .number(let v): return try validate(key: key, value: v)
    case .string(let s): return try validate(key: key, value: nil, text: s)
    default:
      guard let id = TunableID(key: key) else { return try validate(key: key, value: nil) }
      throw Problem(
        "\(key): \(json.shownInMessage) is \(json.typeName), it takes \(id.tunable.takes)")
    }
  }

  /// Mode names compare without case, spaces, "-" or "_" ("linear-chase" is "linear chase").
  private static func sameName(_ a: String, _ b: String) -> Bool {
    func key(_ s: String) -> String {
      String(s.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
    return key(a) == key(b)
  }

  /// `--set key=value`: validated, then applied.
  public func apply(assignment: String) throws {
    guard let eq = assignment.firstIndex(of: "=") else {
      throw Problem("takes key=value, e.g. ink.density=0.2 (got \(assignment.quotedForMessage()))")
    }
    let key = String(assignment[..<eq].trimmingWhitespace())
    let text = String(assignment[assignment.index(after: eq)...].trimmingWhitespace())
    let (id, v) = try Tuning.validate(key: key, value: Double(text), text: text)
    set(id, v)
  }

  /// Sets every value of `preset` (the others are left as they are).
  public func apply(_ preset: TuningPreset) {
    for (id, v) in preset.values { set(id, v) }
  }

  /// A new tuning with these values and `preset`'s on top (this one is left as it is).
  public func applying(_ preset: TuningPreset) -> Tuning {
    let copy = Tuning()
    copy.values = values
    copy.apply(preset)
    return copy
  }

  /// The values that differ from their defaults, as a preset.
  public func snapshot(name: String) -> TuningPreset {
    TuningPreset(
      name: name, summary: "saved from the tuning panel",
      values: TunableID.allCases.compactMap {
        self[$0] == $0.tunable.defaultValue ? nil : ($0, self[$0])
      })
  }

  /// "known keys start with ink., reveal., …" or the keys of the group the key names.
  static func knownKeysHint(near key: String) -> String {
    let prefix = key.split(separator: ".").first.map(String.init) ?? ""
    let inGroup = TunableID.allCases.filter { $0.group.rawValue == prefix }.map(\.key)
    if !inGroup.isEmpty { return "\(prefix) has " + inGroup.joined(separator: ", ") }
    return "groups: " + TunableGroup.allCases.map(\.rawValue).joined(separator: ", ")
  }
}
