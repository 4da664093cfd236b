/// A key, independent of the platform. Letters and digits arrive as `.character` (lowercase).
public enum Key: Hashable, Sendable {
  case left, right, up, down
  case home, end, pageUp, pageDown
  case enter, escape, tab, space, backspace, delete
  case f1, f2, f3, f10, f12
  case character(Character)
}

/// Modifier keys held with a key or pointer event.
public struct Modifiers: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let shift = Modifiers(rawValue: 1)
  public static let control = Modifiers(rawValue: 2)
  public static let alt = Modifiers(rawValue: 4)
  public static let command = Modifiers(rawValue: 8)
}

extension Key {
  /// Parses a key name as scripts and `xdotool` spell them: `Left`, `Return`, `Escape`, `F1`,
  /// `space`, or a single character. Case-insensitive.
  public init?(name: String) {
    switch name.lowercased() {
    case "left": self = .left
    case "right": self = .right
    case "up": self = .up
    case "down": self = .down
    case "home": self = .home
    case "end": self = .end
    case "pageup", "prior": self = .pageUp
    case "pagedown", "next": self = .pageDown
    case "return", "enter": self = .enter
    case "escape", "esc": self = .escape
    case "tab": self = .tab
    case "space": self = .space
    case "backspace": self = .backspace
    case "delete": self = .delete
    case "f1": self = .f1
    case "f2": self = .f2
    case "f3": self = .f3
    case "f10": self = .f10
    case "f12": self = .f12
    case "period": self = .character(".")
    default:
      guard name.count == 1, let c = name.lowercased().first else { return nil }
      self = .character(c)
    }
  }
}
