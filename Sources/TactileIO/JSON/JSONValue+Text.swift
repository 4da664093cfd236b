import TactileScenes

/// JSON text, written deterministically: object keys in the order given, numbers rounded to
/// 0.01 or exact (whole numbers without a fraction either way), non-finite numbers as `null`,
/// and every control character escaped.
extension JSONValue {
  /// How numbers are written.
  public enum Digits: Sendable {
    /// Rounded to 0.01: positions and timings in points and milliseconds, stable across
    /// platforms.
    case hundredths
    /// The shortest decimal that reads back as exactly the value (`exactNumber`): numbers a
    /// reader takes elsewhere, such as a tuning's springs and values.
    case exact
  }

  /// `v` as the shortest decimal that reads back as exactly `v`: `Tunable.format`'s short form
  /// when it does, else every digit needed.
  static func exactNumber(_ v: Double) -> String {
    let short = Tunable.format(v)
    return Double(short) == v ? short : "\(v)"
  }

  /// The value as JSON text: indented by two spaces a level when `pretty` (starting at level
  /// `indent`), else on one line without spaces.
  public func serialized(indent: Int = 0, pretty: Bool = true, digits: Digits = .hundredths)
    -> String
  {
    var out = ""
    write(into: &out, level: indent, pretty: pretty, digits: digits)
    return out
  }

  private func write(into out: inout String, level: Int, pretty: Bool, digits: Digits) {
    let nl = pretty ? "\n" : ""
    let pad = pretty ? String(repeating: "  ", count: level + 1) : ""
    let endPad = pretty ? String(repeating: "  ", count: level) : ""
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let d):
      if !d.isFinite {
        out += "null"
      } else if d == d.rounded() && abs(d) < 1e15 {
        out += String(Int64(d))
      } else {
        out += digits == .exact ? JSONValue.exactNumber(d) : String((d * 100).rounded() / 100)
      }
    case .string(let s): JSONValue.escape(s, into: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "[" + nl
      for (i, v) in items.enumerated() {
        out += pad
        v.write(into: &out, level: level + 1, pretty: pretty, digits: digits)
        out += (i + 1 < items.count ? "," : "") + nl
      }
      out += endPad + "]"
    case .object(let fields):
      if fields.isEmpty {
        out += "{}"
        return
      }
      out += "{" + nl
      for (i, (k, v)) in fields.enumerated() {
        out += pad
        JSONValue.escape(k, into: &out)
        out += pretty ? ": " : ":"
        v.write(into: &out, level: level + 1, pretty: pretty, digits: digits)
        out += (i + 1 < fields.count ? "," : "") + nl
      }
      out += endPad + "}"
    }
  }

  static func escape(_ s: String, into out: inout String) {
    out += "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if u.value < 0x20 {
          let h = String(u.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
        } else {
          out.unicodeScalars.append(u)
        }
      }
    }
    out += "\""
  }
}
