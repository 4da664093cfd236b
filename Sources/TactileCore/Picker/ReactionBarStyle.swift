/// The numbers of the reaction bar, in points and seconds, in one place.
///
/// Seed values: icon, padding and spacing sizes, the 50 pt lift, the 0.5 s critically damped
/// appearance and the 50 pt drop on dismissal. Values chosen here (not in the seed):
/// - `highlightedScale` 1.6: the lifted icon grows to 64 pt, as large as Telegram's and
///   Facebook's pickers look next to 40 pt icons, without covering the neighbours (it is lifted
///   50 pt, above them).
/// - `neighbourScale` 0.85 for the icons right beside the highlighted one and `otherScale` 0.95
///   for the rest: the bar "makes room" around the big icon, strongest next to it.
/// - `iconSpring` response 0.3 s, ζ 0.7: quicker than the bar and with a small bounce, so the
///   highlight follows a fast finger and feels springy; the bar itself never overshoots.
public struct ReactionBarStyle: Hashable, Sendable {
  /// Side of one icon at rest, in points.
  public var iconSize: Float = 40
  /// Space between the pill's edge and the icons, in points.
  public var padding: Float = 8
  /// Space between neighbouring icons, in points.
  public var spacing: Float = 8
  /// Smallest distance, in points, between the bar and the window's edges.
  public var windowMargin: Float = 8
  /// Height, in points, of the highlighted icon's name label above it.
  public var nameLabelHeight: Float = 18
  /// Gap, in points, between the press point and the bar's top when it is placed below.
  public var belowGap: Float = 8
  /// Most icons a bar holds.
  public var maxIconCount = 8

  /// How far the highlighted icon rises, in points.
  public var liftHeight: Double = 50
  /// Scale of the highlighted icon.
  public var highlightedScale: Double = 1.6
  /// Scale of the icons right beside the highlighted one.
  public var neighbourScale: Double = 0.85
  /// Scale of the other icons while something is highlighted.
  public var otherScale: Double = 0.95
  /// Spring of each icon's lift and scale.
  public var iconSpring = Spring(response: 0.3, dampingFraction: 0.7)
  /// Spring of the bar's appearance (fade in and rise) and dismissal (drop and fade).
  public var barSpring = Spring.critical(response: 0.5)
  /// How far the bar drops while it fades out, in points.
  public var dismissDrop: Double = 50
  /// Shadow under the pill: offset and blur radius in points (seed: 0,4 and 8).
  public var shadowOffset = Vec2(0, 4)
  public var shadowRadius: Float = 8

  public init() {}

  /// The default style.
  public static let standard = ReactionBarStyle()

  /// Height of the pill: one icon plus padding above and below.
  public var barHeight: Float { iconSize + 2 * padding }

  /// Distance between the centres of neighbouring icons.
  public var pitch: Float { iconSize + spacing }

  /// Width of a pill holding `iconCount` icons.
  public func barWidth(iconCount: Int) -> Float {
    let n = Float(max(iconCount, 0))
    return 2 * padding + n * iconSize + max(n - 1, 0) * spacing
  }

  /// Room needed above the bar's top for the lifted, grown icon and its name label, in points.
  public var headroom: Float {
    Float(liftHeight) + iconSize * Float(highlightedScale) / 2 - barHeight / 2 + nameLabelHeight
  }
}
