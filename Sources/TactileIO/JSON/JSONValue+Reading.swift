import TactileCore
import TactileScenes

/// JSON text read strictly (RFC 8259): a value of the grammar and nothing else, objects with
/// their members in order and duplicate keys kept (the caller says which key is doubled),
/// numbers that fit a Double, strings of valid UTF-8, and nesting at most `maximumDepth`
/// deep. A failure is one line saying what was expected where.
extension JSONValue {
  /// Deepest nesting of arrays and objects read.
  public static let maximumDepth = 32

  /// A failure to read JSON text: "expected , or } at line 3, column 7".
  public struct ReadError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  /// The value `bytes` hold.
  public static func read(_ bytes: [UInt8]) throws -> JSONValue {
    var reader = JSONReader(bytes: bytes)
    reader.skipSpace()
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.isAtEnd else { throw reader.failure("expected the end of the text") }
    return value
  }
}

/// The reading position in JSON text.
private struct JSONReader {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { index >= bytes.count }
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func skipSpace() {
    while let b = current, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { index += 1 }
  }

  /// "not valid JSON: MESSAGE at line L, column C".
  func failure(_ message: String) -> JSONValue.ReadError {
    var line = 1
    var column = 1
    for b in bytes[..<min(index, bytes.count)] {
      if b == 0x0A {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONValue.ReadError(
      message: "not valid JSON: \(message) at line \(line), column \(column)")
  }

  mutating func value(depth: Int) throws -> JSONValue {
    guard let b = current else { throw failure("expected a value") }
    switch b {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard depth < JSONValue.maximumDepth else {
        throw failure("nested more than \(JSONValue.maximumDepth) deep")
      }
      return b == UInt8(ascii: "{") ? try object(depth: depth + 1) : try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw failure("expected a value")
    }
  }

  mutating func literal(_ word: String, _ v: JSONValue) throws -> JSONValue {
    let w = Array(word.utf8)
    guard bytes.count - index >= w.count, Array(bytes[index..<index + w.count]) == w else {
      throw failure("expected a value")
    }
    index += w.count
    return v
  }

  mutating func object(depth: Int) throws -> JSONValue {
    index += 1
    var members: [(String, JSONValue)] = []
    skipSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard current == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
      let key = try string()
      skipSpace()
      guard current == UInt8(ascii: ":") else { throw failure("expected : after a key") }
      index += 1
      skipSpace()
      members.append((key, try value(depth: depth)))
      skipSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default: throw failure("expected , or }")
      }
    }
  }

  mutating func array(depth: Int) throws -> JSONValue {
    index += 1
    var items: [JSONValue] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipSpace()
      items.append(try value(depth: depth))
      skipSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(items)
      default: throw failure("expected , or ]")
      }
    }
  }

  mutating func number() throws -> Double {
    let start = index
    func digits() -> Int {
      let s = index
      while let b = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) { index += 1 }
      return index - s
    }
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      throw failure("expected a digit")
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw failure("expected a digit after .") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw failure("expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let d = Double(text), d.isFinite else {
      index = start
      throw failure("number \(text.quotedForMessage()) is too large")
    }
    return d
  }

  mutating func string() throws -> String {
    index += 1
    var out: [UInt8] = []
    while true {
      guard let b = current else { throw failure("unterminated string") }
      index += 1
      switch b {
      case UInt8(ascii: "\""):
        guard let s = String(validating: out, as: UTF8.self) else {
          throw failure("a string that is not valid UTF-8")
        }
        return s
      case UInt8(ascii: "\\"): try escape(into: &out)
      case 0..<0x20: throw failure("a control character in a string")
      default: out.append(b)
      }
    }
  }

  mutating func escape(into out: inout [UInt8]) throws {
    guard let e = current else { throw failure("unterminated string") }
    index += 1
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
      UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
      UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    if let s = simple[e] {
      out.append(s)
      return
    }
    guard e == UInt8(ascii: "u") else { throw failure("an unknown escape in a string") }
    var scalar = try hex4()
    if (0xD800..<0xDC00).contains(scalar) {
      guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw failure("a lone surrogate in a string") }
      index += 2
      let low = try hex4()
      guard (0xDC00..<0xE000).contains(low) else { throw failure("a lone surrogate in a string") }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let u = Unicode.Scalar(scalar) else { throw failure("a lone surrogate in a string") }
    out.append(contentsOf: Array(String(Character(u)).utf8))
  }

  mutating func hex4() throws -> UInt32 {
    guard bytes.count - index >= 4 else { throw failure("expected 4 hex digits after \\u") }
    var v: UInt32 = 0
    for _ in 0..<4 {
      guard let d = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
        throw failure("expected 4 hex digits after \\u")
      }
      v = v << 4 | UInt32(d)
      index += 1
    }
    return v
  }
}
