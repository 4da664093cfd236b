import TactileCore
import TactileScenes

/// The reading position in JSON text (RFC 8259), read strictly (`JSONValue.read`) or, for
/// a file whose every byte is kept (the to-do list, `TodoFile`), leniently: in a string a
/// lone surrogate escape or bytes that are not UTF-8 read as U+FFFD and a raw control
/// character as itself (`repairedStrings` counts such strings), and a number too large for a
/// Double as infinity.
struct JSONReader {
  let bytes: [UInt8]
  var index = 0
  /// Strings that are not quite JSON are read as what they show instead of refused.
  let lenient: Bool
  /// Strings read so far that needed the leniency.
  private(set) var repairedStrings = 0

  init(bytes: [UInt8], lenient: Bool = false) {
    self.bytes = bytes
    self.lenient = lenient
  }

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
    .object(try members { r, _ in try r.value(depth: depth) }.map { ($0.name, $0.read) })
  }

  mutating func array(depth: Int) throws -> JSONValue {
    .array(try elements { r in try r.value(depth: depth) }.map(\.read))
  }

  /// A member of an object: where its key (quotes included) and its value lie in the text,
  /// the key, and what `read` made of the value.
  struct Member<Read> {
    var key: Range<Int>
    var name: String
    var value: Range<Int>
    var read: Read
  }

  /// The members of the object at the reading position (its `{`), in order, duplicates kept;
  /// `read` reads each value from its first byte (given the key) and leaves the position
  /// after it. The position ends after the `}`.
  mutating func members<Read>(_ read: (inout JSONReader, String) throws -> Read) throws
    -> [Member<Read>]
  {
    index += 1
    var members: [Member<Read>] = []
    skipSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      return members
    }
    while true {
      skipSpace()
      guard current == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
      let keyStart = index
      let key = try string()
      let keyEnd = index
      skipSpace()
      guard current == UInt8(ascii: ":") else { throw failure("expected : after a key") }
      index += 1
      skipSpace()
      let valueStart = index
      let value = try read(&self, key)
      members.append(
        Member(key: keyStart..<keyEnd, name: key, value: valueStart..<index, read: value))
      skipSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return members
      default: throw failure("expected , or }")
      }
    }
  }

  /// The elements of the array at the reading position (its `[`), each with where it lies;
  /// `read` reads each from its first byte and leaves the position after it.
  mutating func elements<Read>(_ read: (inout JSONReader) throws -> Read) throws
    -> [(bytes: Range<Int>, read: Read)]
  {
    index += 1
    var items: [(bytes: Range<Int>, read: Read)] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      return items
    }
    while true {
      skipSpace()
      let start = index
      let item = try read(&self)
      items.append((start..<index, item))
      skipSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return items
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
    guard let d = Double(text), d.isFinite || lenient else {
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
        if let s = String(validating: out, as: UTF8.self) { return s }
        guard lenient else { throw failure("a string that is not valid UTF-8") }
        repairedStrings += 1
        return String(decoding: out, as: UTF8.self)
      case UInt8(ascii: "\\"): try escape(into: &out)
      case 0..<0x20 where !lenient: throw failure("a control character in a string")
      case 0..<0x20:
        repairedStrings += 1
        out.append(b)
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
    if (0xD800..<0xDC00).contains(scalar), current == UInt8(ascii: "\\"),
      index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
    {
      let pairStart = index
      index += 2
      let low = try hex4()
      if (0xDC00..<0xE000).contains(low) {
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else {
        index = pairStart  // Not its pair: read on its own next.
      }
    }
    guard let u = Unicode.Scalar(scalar) else {
      guard lenient else { throw failure("a lone surrogate in a string") }
      repairedStrings += 1
      out.append(contentsOf: [0xEF, 0xBF, 0xBD])  // U+FFFD
      return
    }
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
