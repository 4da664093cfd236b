import Foundation

/// A named set of tunable values: built in (`TuningPreset.builtIn`) or a user's JSON file
/// `{"name": "…", "values": {"ink.density": 0.2, …}}` (the values it does not name keep
/// theirs).
public struct TuningPreset: Sendable {
  public var name: String
  public var summary: String
  public var values: [(TunableID, Double)]

  public init(name: String, summary: String, values: [(TunableID, Double)]) {
    self.name = name
    self.summary = summary
    self.values = values
  }

  public func value(of id: TunableID) -> Double? { values.first { $0.0 == id }?.1 }

  /// The preset as JSON text (keys in catalog order; numbers as the shortest decimal that
  /// reads back the same).
  public func jsonText() -> String {
    var out = "{\n  \"name\": \(TuningPreset.quoted(name)),\n  \"values\": {"
    let sorted = values.sorted { $0.0.rawValue < $1.0.rawValue }
    for (i, (id, v)) in sorted.enumerated() {
      out += (i == 0 ? "\n" : ",\n") + "    \"\(id.key)\": \(Tunable.format(v))"
    }
    out += sorted.isEmpty ? "}\n}\n" : "\n  }\n}\n"
    return out
  }

  /// Parses a preset file's text; `source` names it in messages. Every problem (not JSON, an
  /// unknown key, a value out of range) is one line naming the key and the allowed range.
  public static func parse(_ text: String, source: String) throws -> TuningPreset {
    func fail(_ m: String) -> Tuning.Problem { Tuning.Problem("\(source): \(m)") }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    } catch {
      throw fail("not valid JSON")
    }
    guard let top = object as? [String: Any] else {
      throw fail("expected an object {\"name\": …, \"values\": {…}}")
    }
    for key in top.keys where key != "name" && key != "values" && key != "summary" {
      throw fail("unknown field \"\(key)\" (a preset has name, summary and values)")
    }
    guard let raw = top["values"] as? [String: Any] else {
      throw fail("\"values\" must be an object of key: number")
    }
    var values: [(TunableID, Double)] = []
    for key in raw.keys.sorted() {
      let number = (raw[key] as? Double) ?? (raw[key] as? Int).map(Double.init)
      do {
        let text = number == nil ? raw[key].map { "\($0)" } : nil
        values.append(try Tuning.validate(key: key, value: number, text: text))
      } catch let p as Tuning.Problem {
        throw fail(p.message)
      }
    }
    values.sort { $0.0.rawValue < $1.0.rawValue }
    let name = (top["name"] as? String) ?? source
    return TuningPreset(name: name, summary: (top["summary"] as? String) ?? "", values: values)
  }

  private static func quoted(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default:
        if u.value < 0x20 {
          out +=
            "\\u" + String(repeating: "0", count: 4 - String(u.value, radix: 16).count)
            + String(u.value, radix: 16)
        } else {
          out.unicodeScalars.append(u)
        }
      }
    }
    return out + "\""
  }
}
