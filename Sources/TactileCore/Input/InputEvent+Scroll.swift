extension InputEvent {
  /// A wheel's or a precise scroll's distance in points (`GestureThresholds.pointsPerNotch`
  /// to a notch); nil for other events.
  public var scrollPoints: Vec2? {
    switch self {
    case .wheel(let notches): notches * GestureThresholds.pointsPerNotch
    case .scroll(let points): points
    default: nil
    }
  }

  /// A wheel's or a precise scroll's distance in notches; nil for other events.
  public var wheelNotches: Vec2? {
    switch self {
    case .wheel(let notches): notches
    case .scroll(let points): points / GestureThresholds.pointsPerNotch
    default: nil
    }
  }
}
