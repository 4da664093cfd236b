/// A key, independent of the platform. Letters and digits arrive as `.character` (lowercase).
public enum Key: Hashable, Sendable {
  case left, right, up, down
  case home, end, pageUp, pageDown
  case enter, escape, tab, space, backspace, delete
  case f1, f12
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
