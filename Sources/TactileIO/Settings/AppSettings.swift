import TactileCore
import TactileScenes

/// What the window remembers across runs: the interface zoom, the window's size and position,
/// the theme and the interface's direction (each nil until known). Keys this version does not
/// know are kept, in their order, and written back.
public struct AppSettings: Sendable {
  public var zoom: Float?
  /// The window's size in points (at zoom 100 %).
  public var windowSize: Size?
  /// The window's top-left corner on the desktop, in the window system's units.
  public var windowPosition: (x: Int32, y: Int32)?
  public var theme: Theme.Name?
  public var direction: TextDirection?
  /// Keys not known here, as they were read.
  public private(set) var others: [(String, JSONValue)] = []

  /// How far a remembered position may lie from the desktop's origin (a larger one is not a
  /// desktop's).
  public static let positionLimit: Int32 = 100_000

  public init() {}

  /// A file's settings; throws a `Problem` saying what is wrong when the text is not a JSON
  /// object or a known key's value is not one it takes.
  public init(parsing bytes: [UInt8]) throws {
    let value: JSONValue
    do {
      value = try JSONValue.read(bytes)
    } catch let e as JSONValue.ReadError {
      throw Problem(e.message)
    }
    guard case .object(let fields) = value else { throw Problem("not a JSON object") }
    for (key, v) in fields {
      switch key {
      case "zoom": zoom = try Self.number(v, key, in: 0.5...3)
      case "windowSize":
        let sides = 1...Float(Size.largestWindowSide)
        windowSize = Size(
          try Self.number(Self.field(v, key, "width"), "\(key).width", in: sides),
          try Self.number(Self.field(v, key, "height"), "\(key).height", in: sides))
      case "windowPosition":
        let range = Float(-Self.positionLimit)...Float(Self.positionLimit)
        windowPosition = (
          Int32(try Self.number(Self.field(v, key, "x"), "\(key).x", in: range)),
          Int32(try Self.number(Self.field(v, key, "y"), "\(key).y", in: range))
        )
      case "theme":
        guard case .string(let s) = v, let t = Theme.Name(rawValue: s) else {
          throw Problem("theme is \(v.shownInMessage), not \"dark\" or \"light\"")
        }
        theme = t
      case "direction":
        guard case .string(let s) = v, s == "ltr" || s == "rtl" else {
          throw Problem("direction is \(v.shownInMessage), not \"ltr\" or \"rtl\"")
        }
        direction = s == "ltr" ? .leftToRight : .rightToLeft
      default: others.append((key, v))
      }
    }
  }

  /// What is wrong with a settings file, in a few words.
  public struct Problem: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(_ d: String) { description = d }
  }

  private static func field(_ v: JSONValue, _ key: String, _ name: String) throws -> JSONValue {
    guard case .object(let fields) = v, let f = fields.first(where: { $0.0 == name }) else {
      throw Problem("\(key) is \(v.shownInMessage), not an object with \(name)")
    }
    return f.1
  }

  private static func number(_ v: JSONValue, _ key: String, in range: ClosedRange<Float>) throws
    -> Float
  {
    guard case .number(let n) = v, range.contains(Float(n)) else {
      throw Problem(
        "\(key) is \(v.shownInMessage), not a number from \(LaunchOptions.shown(range))")
    }
    return Float(n)
  }

  /// The settings as JSON: the known keys that are set, then the others as they were read.
  public func json() -> JSONValue {
    var fields: [(String, JSONValue)] = []
    if let zoom { fields.append(("zoom", .number(Double(zoom)))) }
    if let s = windowSize {
      fields.append(
        (
          "windowSize",
          .object([("width", .number(Double(s.width))), ("height", .number(Double(s.height)))])
        ))
    }
    if let p = windowPosition {
      fields.append(
        ("windowPosition", .object([("x", .number(Double(p.x))), ("y", .number(Double(p.y)))])))
    }
    if let theme { fields.append(("theme", .string(theme.rawValue))) }
    if let direction {
      fields.append(("direction", .string(direction == .rightToLeft ? "rtl" : "ltr")))
    }
    return .object(fields + others)
  }
}
