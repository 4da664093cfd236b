import TactileCore

/// Interface zoom, as browsers and Telegram Desktop have it (Ctrl+= / Ctrl+- / Ctrl+0,
/// Ctrl+wheel): the whole interface drawn larger or smaller. The app lays the pages out in
/// the window's points ÷ `level` and draws them at its pixels per point × `level`, so text is
/// rasterized at the zoomed size and stays crisp.
public struct InterfaceZoom: Equatable, Sendable {
  /// The levels the keys step through: browsers' steps from 50 % to 300 %.
  public static let levels: [Float] = [
    0.5, 0.67, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3,
  ]

  /// A step the keys and the wheel ask for.
  public enum Change: Equatable, Sendable {
    case zoomIn, zoomOut, reset
  }

  /// The zoom as a factor, one of `levels`.
  public private(set) var level: Float = 1

  /// The level nearest `level` (a remembered one), 1 for anything not a finite number.
  public init(level: Float = 1) {
    guard level.isFinite else { return }
    self.level = Self.levels.min { abs($0 - level) < abs($1 - level) } ?? 1
  }

  /// Applies `change`; returns whether the level changed (not at either end, nor a reset at
  /// 100 %).
  @discardableResult
  public mutating func apply(_ change: Change) -> Bool {
    let old = level
    let i = Self.levels.firstIndex(of: level) ?? Self.levels.firstIndex(of: 1)!
    switch change {
    case .zoomIn: level = Self.levels[min(i + 1, Self.levels.count - 1)]
    case .zoomOut: level = Self.levels[max(i - 1, 0)]
    case .reset: level = 1
    }
    return level != old
  }

  /// The zoom a key press asks for: Ctrl with = or + in, - out, 0 back to 100 %.
  public static func change(for k: KeyEvent) -> Change? {
    guard k.isDown, k.modifiers.contains(.control) else { return nil }
    switch k.key {
    case .character("="), .character("+"): return .zoomIn
    case .character("-"): return .zoomOut
    case .character("0"): return .reset
    default: return nil
    }
  }

  /// "125 %".
  public var label: String { "\(Int((level * 100).rounded())) %" }
}
