import TactileCore

/// The zoom level shown for a moment after it changes ("125 %"), centred at the top of the
/// window, then faded out. Its clock is the frames' real time, not the pages' (it shows
/// while time is paused).
public struct ZoomBadge: Equatable, Sendable {
  /// Seconds the badge shows fully, then seconds it takes to fade out.
  public static let holdSeconds = 1.0
  public static let fadeSeconds = 0.3
  /// Its height and its distance from the top, points.
  static let height: Float = 30
  static let top: Float = 16

  /// The text shown; empty when the badge is hidden.
  public private(set) var label = ""
  /// Seconds since it was shown.
  private var age = 0.0

  public init() {}

  /// Shows `label` from now.
  public mutating func show(_ label: String) {
    self.label = label
    age = 0
  }

  /// Whether it shows (frames must keep coming while it does).
  public var isVisible: Bool { !label.isEmpty }

  /// `seconds` of real time passed. It hides a turn after the one its fade ended in, so that
  /// the frame drawn then (with nothing of it) is the one the window keeps.
  public mutating func advance(by seconds: Double) {
    guard isVisible else { return }
    if age >= Self.holdSeconds + Self.fadeSeconds {
      label = ""
      return
    }
    age += max(seconds, 0)
  }

  /// Its opacity now: 1 while held, then down to 0 over the fade.
  var opacity: Float {
    Float(min(1, max(0, (Self.holdSeconds + Self.fadeSeconds - age) / Self.fadeSeconds)))
  }

  /// Draws it in a window `size` points wide.
  public func draw(
    into list: inout DrawList, size: Size, theme: Theme, metrics: any FontMetrics
  ) {
    guard isVisible, opacity > 0 else { return }
    let font = FontSpec.semibold(15)
    let width = metrics.advance(of: label[...], font: font) + 28
    let box = Rect(
      x: ((size.width - width) / 2).rounded(), y: Self.top, width: width, height: Self.height)
    list.fillRect(
      box, color: theme.overlay.withOpacity(opacity),
      cornerRadius: Self.height / 2)
    list.text(
      label, font: font, at: Vec2(list.physicalX(box.minX + 14, width: width - 28), box.minY + 20),
      color: Color.white.withOpacity(opacity), metrics: metrics)
  }
}
