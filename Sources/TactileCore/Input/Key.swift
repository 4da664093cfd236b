/// A key, independent of the platform. Letters and digits arrive as `.character` (lowercase).
public enum Key: Hashable, Sendable {
  case left, right, up, down
  case home, end, pageUp, pageDown
  case enter, escape, tab, space, backspace, delete
  case f1, f2, f3, f9, f10, f12
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
  /// `space`, `period`, `plus`, `numbersign`, `quotedbl`, or a single character.
  /// Case-insensitive.
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
    case "f9": self = .f9
    case "f10": self = .f10
    case "f12": self = .f12
    case "period": self = .character(".")
    case "plus": self = .character("+")
    case "numbersign": self = .character("#")
    case "quotedbl": self = .character("\"")
    default:
      guard name.count == 1, let c = name.lowercased().first else { return nil }
      self = .character(c)
    }
  }
}

extension Key {
  /// The name `init(name:)` reads back as this key: `Left`, `Return`, `F9`, `space`; a
  /// character as itself, except those a script line gives a meaning of its own (`.` `+` `#`
  /// `"` and space), which go by their `xdotool` names.
  public var name: String {
    switch self {
    case .left: "Left"
    case .right: "Right"
    case .up: "Up"
    case .down: "Down"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "Prior"
    case .pageDown: "Next"
    case .enter: "Return"
    case .escape: "Escape"
    case .tab: "Tab"
    case .space: "space"
    case .backspace: "BackSpace"
    case .delete: "Delete"
    case .f1: "F1"
    case .f2: "F2"
    case .f3: "F3"
    case .f9: "F9"
    case .f10: "F10"
    case .f12: "F12"
    case .character("."): "period"
    case .character("+"): "plus"
    case .character("#"): "numbersign"
    case .character("\""): "quotedbl"
    case .character(" "): "space"
    case .character(let c): String(c)
    }
  }
}
