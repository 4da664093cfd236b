import TactileCore

/// Where a replayed pointer is, for recordings (an offscreen render has no cursor): a ring
/// while the button is up, a filled disc while it is held, like a phone's "show touches". A
/// click (press and release in one frame) shows as held for `minimumPress`. A finger does not
/// hover: once it has lifted (and its minimum press shown) nothing is drawn until the next
/// pointer event.
public struct TouchIndicator: Sendable {
  /// Radius of the ring and the disc, in points.
  public static let radius: Float = 13
  public static let ringWidth: Float = 2
  /// How long a press shows at least, in seconds.
  public static let minimumPress = 0.18
  static let discColor = Color(r: 150, g: 150, b: 150, a: 120)
  static let ringColor = Color(r: 60, g: 60, b: 60, a: 170)
  static let ringHighlight = Color(r: 235, g: 235, b: 235, a: 170)

  public private(set) var position: Vec2?
  public private(set) var isDown = false
  private var pressLeft = 0.0
  /// Whether the last event was a finger lifting.
  private var fingerLifted = false

  public init() {}

  public mutating func handle(_ event: InputEvent) {
    guard case .pointer(let p) = event else { return }
    position = p.position
    fingerLifted = p.kind.isTouch && p.phase == .up
    switch p.phase {
    case .down:
      isDown = true
      pressLeft = TouchIndicator.minimumPress
    case .up: isDown = false
    case .move: break
    }
  }

  /// Time passes (seconds).
  public mutating func update(dt: Double) { pressLeft = max(0, pressLeft - dt) }

  /// Whether it shows as pressed now.
  public var showsPressed: Bool { isDown || pressLeft > 0 }

  public func draw(into list: inout DrawList) {
    guard let c = position, showsPressed || !fingerLifted else { return }
    let r = TouchIndicator.radius
    if showsPressed { list.fillCircle(center: c, radius: r, color: TouchIndicator.discColor) }
    // A dark ring inside a light one: visible on both themes.
    list.strokeCircle(
      center: c, radius: r, width: TouchIndicator.ringWidth, color: TouchIndicator.ringColor)
    list.strokeCircle(
      center: c, radius: r + TouchIndicator.ringWidth, width: TouchIndicator.ringWidth,
      color: TouchIndicator.ringHighlight)
  }
}
