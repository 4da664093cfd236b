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

extension JSONValue {
  /// The value with every rect (an object with `x` and `width`, such as `x`, `y`, `width`,
  /// `height`) and point (`x`, `y`) in it mirrored across a window `width` wide
  /// (x → width − x − w): a layout dump as a right-to-left interface draws it.
  public func mirrored(width: Float) -> JSONValue {
    switch self {
    case .array(let items):
      return .array(items.map { $0.mirrored(width: width) })
    case .object(let fields):
      var out = fields.map { ($0.0, $0.1.mirrored(width: width)) }
      let value = { (key: String) -> Double? in
        guard case .number(let n)? = fields.first(where: { $0.0 == key })?.1 else { return nil }
        return n
      }
      if let x = value("x"), let i = fields.firstIndex(where: { $0.0 == "x" }),
        value("y") != nil || value("width") != nil
      {
        out[i].1 = .number(Double(width) - x - (value("width") ?? 0))
      }
      return .object(out)
    default:
      return self
    }
  }
}
