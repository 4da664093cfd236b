import TactileCore

/// The numbers of the reaction bar, in points and seconds, in one place.
///
/// Sizes: 40 pt icons 8 pt apart with 8 pt padding (a 56 pt pill), 8 pt from the message it
/// reacts to and from the window's edges.
///
/// Hover grows the icon in place, as Telegram's and the Reactions library's pickers do: the
/// hovered icon's slot widens to `hoveredSlotScale` × 40 = 60 pt while the other slots share
/// what is left (36 pt each of six), so the icons always fill the pill — it never shows a hole
/// — and the hovered icon is drawn at `highlightedScale` × 40 = 72 pt, its edge on the side
/// away from the message staying put so it rises out of the bar (Telegram: 40 pt items, the
/// hovered one 1.5× its slot and drawn at 2×; the Reactions library: 40 → 82 pt, others 34 pt).
///
/// Motion: the bar springs out of the message (scale `appearScale` → 1 about the point of the
/// pill nearest the press, with a little bounce, as Telegram's 0.3 s spring) while it fades in;
/// it shrinks to `dismissScale` and fades on a short critically damped spring. Icons follow the
/// highlight on `iconSpring` (response 0.3 s, ζ 0.7: quicker than the bar, a small bounce).
public struct ReactionBarStyle: Hashable, Sendable {
  /// Side of one icon at rest, in points.
  public var iconSize: Float = 40
  /// Space between the pill's edge and the icons, in points.
  public var padding: Float = 8
  /// Space between neighbouring icons, in points.
  public var spacing: Float = 8
  /// Smallest distance, in points, between the bar and the window's edges.
  public var windowMargin: Float = 8
  /// Space, in points, between the bar and the message it reacts to.
  public var anchorGap: Float = 8
  /// Height, in points, of the hovered icon's name label plus its gap to the icon.
  public var nameLabelHeight: Float = 23
  /// Most icons a bar holds.
  public var maxIconCount = 8
  /// How much of a message, in points, must stay above the window's bottom margin when it
  /// moves down to make room for the bar above it (see `ReactionBarGeometry`).
  public var minMovedMessage: Float = 48

  /// Width of the hovered icon's slot, as a multiple of `iconSize`.
  public var hoveredSlotScale: Float = 1.5
  /// Scale of the hovered icon (drawn 72 pt from 40).
  public var highlightedScale: Double = 1.8
  /// Spring of each icon's slot width and scale.
  public var iconSpring = Spring(response: 0.3, dampingFraction: 0.7)
  /// The bar's scale when it starts to appear, and its spring (fade and scale).
  public var appearScale: Double = 0.5
  public var appearSpring = Spring(response: 0.35, dampingFraction: 0.72)
  /// The fade in, critically damped: the bar is opaque before it has stopped bouncing.
  public var fadeSpring = Spring.critical(response: 0.25)
  /// The bar's scale when it has faded out, and the spring of that ending.
  public var dismissScale: Double = 0.85
  public var dismissSpring = Spring.critical(response: 0.22)
  /// Shadows under the pill, offset and blur radius in points: a wide soft one that lifts it
  /// off the page and a tight one that outlines its lower edge. Each blur is at most 2/3 of the
  /// pill's corner radius (28 pt), so the soft edges stay smooth at the rounded ends.
  public var shadowOffset = Vec2(0, 8)
  public var shadowRadius: Float = 18
  public var contactShadowOffset = Vec2(0, 3)
  public var contactShadowRadius: Float = 8

  public init() {}

  /// The default style.
  public static let standard = ReactionBarStyle()

  /// Height of the pill: one icon plus padding above and below.
  public var barHeight: Float { iconSize + 2 * padding }

  /// Distance between the centres of neighbouring icons at rest.
  public var pitch: Float { iconSize + spacing }

  /// Width of a pill holding `iconCount` icons.
  public func barWidth(iconCount: Int) -> Float {
    let n = Float(max(iconCount, 0))
    return 2 * padding + n * iconSize + max(n - 1, 0) * spacing
  }

  /// How far the hovered icon rises: its far edge stays where the resting icon's was.
  public var maxLift: Double { (highlightedScale - 1) * Double(iconSize) / 2 }

  /// Room needed beyond the bar's edge away from the message for the grown icon and its name
  /// label, in points (72 − 20 − 28 + 23 = 47).
  public var headroom: Float {
    iconSize * Float(highlightedScale) - iconSize / 2 - barHeight / 2 + nameLabelHeight
  }

  /// Width of icon `index`'s slot when `highlighted` is hovered among `iconCount` icons: the
  /// hovered slot is `hoveredSlotScale` icons wide and the others share the rest equally, so
  /// the slots always add up to `iconCount × iconSize`.
  public func slotWidth(of index: Int, highlighted: Int?, iconCount: Int) -> Float {
    guard let h = highlighted, iconCount > 1 else { return iconSize }
    let hovered = iconSize * hoveredSlotScale
    if index == h { return hovered }
    return (Float(iconCount) * iconSize - hovered) / Float(iconCount - 1)
  }
}
