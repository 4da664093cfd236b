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
}
