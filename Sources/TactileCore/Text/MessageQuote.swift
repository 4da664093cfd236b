/// Text from a user's input shown inside a one-line message (an error naming a value, a key,
/// a script line): quoted, with every character that could break the line or drive the
/// terminal escaped (control characters as `\n`, `\t`, `\e` or `\u{…}`, including line and
/// paragraph separators and bidirectional overrides), and cut after `limit` characters, saying
/// how many more there were.
extension String {
  /// Characters of a quoted value shown in a message before it is cut.
  public static let messageQuoteLimit = 60
}

extension StringProtocol {
  /// `"value"`, escaped and cut for a one-line message (quotes and backslashes inside are
  /// escaped too).
  public func quotedForMessage(limit: Int = String.messageQuoteLimit) -> String {
    "\"" + escapedForMessage(limit: limit, inQuotes: true) + "\""
  }

  /// The text with its control characters escaped, cut after `limit` characters: a whole
  /// message made safe to print as one line.
  public func escapedForMessage(limit: Int = Int.max, inQuotes: Bool = false) -> String {
    var out = ""
    var shown = 0
    for character in self {
      if shown == limit {
        return out + "… (\(count - shown) more characters)"
      }
      shown += 1
      for scalar in character.unicodeScalars {
        out += Self.escaped(scalar, inQuotes: inQuotes)
      }
    }
    return out
  }

  /// One scalar as it is shown: itself, or an escape for what would act on the terminal (and,
  /// `inQuotes`, for a quote or backslash).
  private static func escaped(_ u: Unicode.Scalar, inQuotes: Bool) -> String {
    switch u {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\u{1B}": return "\\e"
    case "\"" where inQuotes: return "\\\""
    case "\\" where inQuotes: return "\\\\"
    default:
      let v = u.value
      let isControl =
        v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
        || (0x200E...0x200F).contains(v) || (0x202A...0x202E).contains(v)
        || (0x2066...0x2069).contains(v)
      return isControl ? "\\u{\(String(v, radix: 16, uppercase: true))}" : String(u)
    }
  }
}
