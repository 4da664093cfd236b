import TactileCore

/// Every number of the Reactions page in one place. Lengths in points, times in
/// seconds. The bar's own numbers (icon size, lift, springs) live in `ReactionBarStyle`, the
/// fonts (which step with the size class) in `ReactionsType`.
public enum ReactionsConstants {
  // MARK: Chat column

  /// Widest bubble, as a fraction of the column.
  public static let bubbleWidthFraction: Float = 0.72
  /// Space between the bubble's edge and its text.
  public static let bubblePadding = EdgeInsets(top: 8, left: 13, bottom: 8, right: 13)
  /// Bubble corner radius, and the smaller radius of the corner the bubble "speaks" from.
  public static let bubbleRadius: Float = 17
  public static let tailRadius: Float = 5
  /// Line spacing of the messages (the fonts are in `ReactionsType`).
  public static let lineSpacing: Float = 1.1
  /// Gap under the sender's name above an incoming message.
  public static let senderGap: Float = 2
  /// Gap between the last line and the time in the bubble's bottom-right corner.
  public static let timeGap: Float = 10
  /// Vertical space between one message's chip row and the next bubble.
  public static let messageGap: Float = 10
  /// Space above the first and below the last message inside the scrolled view.
  public static let listInset: Float = 6
  /// Wheel notches to points.
  public static let wheelStep: Float = 48
  /// Outgoing bubbles: the surface colour mixed with this much of the accent colour.
  public static let outgoingAccentMixDark: Float = 0.34
  public static let outgoingAccentMixLight: Float = 0.2
  /// Sender name colours (Telegram-like palette), one per sender in order of appearance.
  public static let senderColors: [Color] = [
    Color(hex: 0xE17076), Color(hex: 0x7BC862), Color(hex: 0xFAA774), Color(hex: 0x65AADD),
    Color(hex: 0xEE7AAE),
  ]
  /// A message whose bar is open lifts: it grows by this factor about its centre (its text
  /// stays put) over a shadow of this offset and blur. A shadow's blur stays at most 2/3 of
  /// its corner radius: the renderer's soft edge reaches `blur` inwards from the shape inset by
  /// half the blur, and folds into streaks at a tighter corner.
  public static let liftScale: Float = 1.025
  public static let liftShadowOffset = Vec2(0, 8)
  public static let liftShadowBlur: Float = 11
  /// How much a pressed message (and one whose bar is open) is tinted with the text colour.
  public static let pressedTint: Float = 0.07
  /// How quickly the pressed dimming follows (it ramps up over the hold).
  public static let pressSpring = Spring.critical(response: 0.35)

  // MARK: Chips

  /// Chip row: gap below the bubble, chip height and spacing.
  public static let chipGap: Float = 6
  public static let chipHeight: Float = 28
  public static let chipSpacing: Float = 6
  /// Inside a chip: side padding, emoji size, gap between emoji and count.
  public static let chipPadding: Float = 9
  public static let chipEmojiSize: Float = 18
  public static let chipCountGap: Float = 5
  /// Background of other people's chips (accent at this opacity) and of the user's (accent).
  public static let chipTintOpacity: Float = 0.18
  /// Chips slide, appear and disappear on this spring; a count change bumps the chip with
  /// this initial scale velocity (1/s).
  public static let chipSpring = Spring(response: 0.35, dampingFraction: 0.62)
  public static let chipBumpVelocity: Double = 2.6
  /// A chip that appears starts at this scale (and fades in with it).
  public static let chipAppearScale: Float = 0.35

  // MARK: The flying emoji

  /// Flight from the bar to the chip row.
  public static let flightDuration = 0.5
  public static let flightEasing = Easing.easeInOutCubic
  /// How far the arc bows upwards: a fraction of the straight distance, at least the minimum.
  public static let flightArcFraction: Float = 0.3
  public static let flightArcMinimum: Float = 40
  /// From this eased progress on, the flight's target blends from the chip's emoji slot at
  /// full size to the slot as the chip draws it (growing in), so it lands exactly on it.
  public static let flightBlendStart: Float = 0.6
  /// A new chip starts to grow this long before its emoji lands (the chip spring's rise).
  public static let chipLeadTime = 0.22

  // MARK: Bar extras

  /// The name label and the "Release to cancel" hint (font in `ReactionsType`): pill padding
  /// beside and above/below the text, gap to the icon.
  public static let labelPaddingX: Float = 8
  public static let labelPaddingY: Float = 4
  public static let labelGap: Float = 3
  /// Least distance from a label to the window's edges: a label that would leave the window
  /// (a bar pushed against an edge in a small window) is moved inside, points.
  public static let labelWindowInset: Float = 2
  /// The hint shown while the pointer is too far from the bar to pick anything.
  public static let cancelHint = "Release to cancel"
  /// How far beside the straight way from the press to the bar the pointer may stray and
  /// still count as heading for the bar (no hint, no dimming yet).
  public static let approachSlack: Float = 12
  /// Opacity of the icons while nothing can be picked (the hint shows).
  public static let cancelIconOpacity: Double = 0.55
  /// Spring of the hint's and the icons' fades.
  public static let fadeSpring = Spring.critical(response: 0.2)
}
