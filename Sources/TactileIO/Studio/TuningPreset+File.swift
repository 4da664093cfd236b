import TactileScenes

/// A preset's file: `{"name": "mine", "summary": "…", "values": {"ink.density": 0.2}}`, read
/// strictly (`JSONValue.read`) and written in catalog order.
extension TuningPreset {
  /// The largest preset file read, in bytes (16 KB; every tunable with a long number takes
  /// about 3 KB).
  public static let maximumFileBytes = 16 << 10

  /// Parses a preset file's text; `source` names it in messages. Every problem (not JSON, a
  /// field or key of the wrong type, given twice or unknown, a value out of range, two values
  /// that contradict each other) is one line naming the key, its type and what is allowed.
  public static func parse(_ text: String, source: String) throws -> TuningPreset {
    let where_ = source.escapedForMessage()
    func fail(_ m: String) -> Tuning.Problem { Tuning.Problem("\(where_): \(m)") }
    let top: JSONValue
    do {
      top = try JSONValue.read(Array(text.utf8))
    } catch let e as JSONValue.ReadError {
      throw fail(e.message)
    }
    guard case .object(let fields) = top else {
      throw fail("expected an object {\"name\": …, \"values\": {…}}, got \(top.typeName)")
    }
    try checkUnique(fields.map(\.0), in: nil, fail)
    var name = source
    var summary = ""
    var raw: [(String, JSONValue)]?
    for (key, value) in fields {
      switch (key, value) {
      case ("name", .string(let s)): name = s
      case ("summary", .string(let s)): summary = s
      case ("values", .object(let members)): raw = members
      case ("name", _), ("summary", _):
        throw fail("\(key): \(value.shownInMessage) is \(value.typeName), it takes a string")
      case ("values", _):
        throw fail("\"values\" must be an object of key: number, got \(value.typeName)")
      default:
        throw fail(
          "unknown field \(key.quotedForMessage()) (a preset has name, summary and values)")
      }
    }
    guard let raw else { throw fail("\"values\" is missing (an object of key: number)") }
    try checkUnique(raw.map(\.0), in: "values", fail)
    var values: [(TunableID, Double)] = []
    do {
      for (key, value) in raw { values.append(try Tuning.validate(key: key, json: value)) }
    } catch let p as Tuning.Problem {
      throw fail(p.message)
    }
    values.sort { $0.0.rawValue < $1.0.rawValue }
    let preset = TuningPreset(name: name, summary: summary, values: values)
    if let broken = Tuning.brokenRule({ preset.value(of: $0) }) { throw fail(broken.message) }
    return preset
  }

  /// Throws when a key appears twice among `keys` (a JSON object's, inside field `field`).
  private static func checkUnique(
    _ keys: [String], in field: String?, _ fail: (String) -> Tuning.Problem
  ) throws {
    var seen = Set<String>()
    for key in keys where !seen.insert(key).inserted {
      throw fail("\(field.map { "\($0): " } ?? "")\(key.quotedForMessage()) is given twice")
    }
  }

  /// The preset as JSON text (keys in catalog order; numbers as the shortest decimal that
  /// reads back the same, `exact`).
  public func jsonText() -> String {
    var out = "{\n  \"name\": "
    JSONValue.escape(name, into: &out)
    out += ",\n  \"values\": {"
    let sorted = values.sorted { $0.0.rawValue < $1.0.rawValue }
    for (i, (id, v)) in sorted.enumerated() {
      out += (i == 0 ? "\n" : ",\n") + "    \"\(id.key)\": \(TuningPreset.exact(v))"
    }
    out += sorted.isEmpty ? "}\n}\n" : "\n  }\n}\n"
    return out
  }

  /// `v` as the shortest decimal that reads back as exactly `v`: `Tunable.format`'s short form
  /// when it does, else every digit needed.
  static func exact(_ v: Double) -> String {
    let short = Tunable.format(v)
    return Double(short) == v ? short : "\(v)"
  }
}
