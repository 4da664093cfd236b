import TactileCore

/// A JSON value: what a page says about its layout (`Page.layoutDump`, printed by
/// `--dump-layout`), and the bench's results. Only a value: its text is written at the edge
/// (`serialized`, in TactileIO).
public indirect enum JSONValue: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func rect(_ r: Rect) -> JSONValue {
    .object([
      ("x", .number(Double(r.x))), ("y", .number(Double(r.y))),
      ("width", .number(Double(r.width))), ("height", .number(Double(r.height))),
    ])
  }

  public static func point(_ p: Vec2) -> JSONValue {
    .object([("x", .number(Double(p.x))), ("y", .number(Double(p.y)))])
  }

  /// "a number", "a string", "an object"… for messages.
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value as a message shows it: a scalar as its JSON text (a string quoted, escaped and
  /// cut), an array or object as its type.
  public var shownInMessage: String {
    switch self {
    case .null: "null"
    case .bool(let b): b ? "true" : "false"
    case .number(let d): d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
    case .string(let s): s.quotedForMessage()
    case .array: "an array"
    case .object: "an object"
    }
  }
}
