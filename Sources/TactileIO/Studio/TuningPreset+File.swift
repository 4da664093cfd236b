import TactileScenes

/// A preset's file: `{"name": "mine", "summary": "…", "values": {"ink.density": 0.2}}`, read
/// strictly (`JSONValue.read`) and written in catalog order. `--export json` writes one too,
/// with the `springs` and `curves` its values make: they are read only to check that they
/// still are what the values make (an edit there would otherwise be lost without a word).
extension TuningPreset {
  /// The largest preset file read, in bytes (16 KB; every tunable with a long number takes
  /// about 3 KB).
  public static let maximumFileBytes = 16 << 10

  /// Parses a preset file's text; `source` names it in messages. Every problem (not JSON, a
  /// field or key of the wrong type, given twice or unknown, a value out of range, two values
  /// that contradict each other, springs or curves the values do not make) is one line naming
  /// the key, its type and what is allowed.
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
    var derived: [(String, JSONValue)] = []
    for (key, value) in fields {
      switch (key, value) {
      case ("name", .string(let s)): name = s
      case ("summary", .string(let s)): summary = s
      case ("values", .object(let members)): raw = members
      case ("springs", .array), ("curves", .array): derived.append((key, value))
      case ("name", _), ("summary", _):
        throw fail("\(key): \(value.shownInMessage) is \(value.typeName), it takes a string")
      case ("values", _):
        throw fail("\"values\" must be an object of key: number, got \(value.typeName)")
      case ("springs", _), ("curves", _):
        throw fail("\"\(key)\" must be an array, as --export json writes it, got \(value.typeName)")
      default:
        throw fail(
          "unknown field \(key.quotedForMessage()) (a preset has name, summary and values, and "
            + "an export springs and curves)")
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
    if let mismatch = mismatch(derived, preset) { throw fail(mismatch) }
    return preset
  }

  /// Why an export's `springs` or `curves` are not what `preset`'s values make (on top of the
  /// defaults), naming the first motion that differs; nil when they are.
  private static func mismatch(_ derived: [(String, JSONValue)], _ preset: TuningPreset)
    -> String?
  {
    guard !derived.isEmpty else { return nil }
    let motions = Tuning().applying(preset).motions
    for (key, given) in derived {
      let made =
        key == "springs" ? MotionExport.springsJSON(motions) : MotionExport.curvesJSON(motions)
      guard case .array(let want) = made, case .array(let have) = given else { continue }
      for i in 0..<max(want.count, have.count) {
        let w = i < want.count ? want[i] : nil
        let h = i < have.count ? have[i] : nil
        guard w?.serialized(digits: .exact) != h?.serialized(digits: .exact) else { continue }
        let at = (w ?? h).flatMap(motionName).map { $0.quotedForMessage() } ?? "item \(i + 1)"
        return "\"\(key)\" differ from what \"values\" make (at \(at)): --export json writes "
          + "springs and curves from the values, so change \"values\" instead"
      }
    }
    return nil
  }

  /// The `name` of an exported spring or curve.
  private static func motionName(_ v: JSONValue) -> String? {
    guard case .object(let fields) = v,
      case .string(let name)? = fields.first(where: { $0.0 == "name" })?.1
    else { return nil }
    return name
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
  /// reads back the same, `JSONValue.exactNumber`).
  public func jsonText() -> String {
    var out = "{\n  \"name\": "
    JSONValue.escape(name, into: &out)
    out += ",\n  \"values\": {"
    let sorted = values.sorted { $0.0.rawValue < $1.0.rawValue }
    for (i, (id, v)) in sorted.enumerated() {
      out += (i == 0 ? "\n" : ",\n") + "    \"\(id.key)\": \(JSONValue.exactNumber(v))"
    }
    out += sorted.isEmpty ? "}\n}\n" : "\n  }\n}\n"
    return out
  }
}
