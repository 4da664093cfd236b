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
