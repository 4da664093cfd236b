import TactileCore

/// Every number of the To-do page in one place. Lengths in points, times in seconds.
/// The strike's own timing (duration per length, easing) lives in `StrikeProgress`.
public enum TodoConstants {
  /// Line spacing multiplier of item text.
  public static let lineSpacing: Float = 1.1

  // MARK: Rows

  /// Padding inside the list card, above the first row and below the last.
  public static let cardPadding: Float = 6
  /// Corner radius of the list card.
  public static let cardCornerRadius: Float = 14
  /// The card's soft shadow: blur radius and downward offset.
  public static let cardShadowBlur: Float = 10
  public static let cardShadowOffset: Float = 2
  /// Space between a row's edge and its text, above and below.
  public static let rowVerticalPadding: Float = 12
  /// Space between the card's left edge and the checkbox, and between the text and the right
  /// edge.
  public static let rowHorizontalPadding: Float = 18
  /// Checkbox circle radius.
  public static let checkboxRadius: Float = 11
  /// The checkbox centre sits this many x-heights above the first line's baseline: between the
  /// middle of the x-height and the middle of the capitals (cap height ≈ 1.35 x-height), where
  /// mixed-case text looks centred.
  public static let checkboxCenterAboveBaseline: Float = 0.6
  /// Checkbox outline width (not completed).
  public static let checkboxStrokeWidth: Float = 1.5
  /// Space between the checkbox and the text.
  public static let checkboxGap: Float = 14
  /// Height of the `+ Add item` row, its title and its plus sign (half-length, thickness).
  public static let addRowHeight: Float = 48
  public static let addItemTitle = "Add item"
  public static let plusArm: Float = 7
  public static let plusThickness: Float = 2

  // MARK: Strike

  /// Thickness of the strikethrough, points.
  public static let strikeThickness: Float = 2
  /// Fewest device pixels the strikethrough spans vertically: with three rows its round ends
  /// cover less of the top and bottom rows than of the middle one, so they read round at 1×
  /// (two rows would give an end column of one even tint, which reads square).
  public static let strikeMinimumPixels: Float = 3

  // MARK: Checkbox animation

  /// Time for the checkbox to fill (or empty) completely.
  public static let checkboxFillDuration = 0.18
  /// Timing curve of the fill (applied to the linear fill amount).
  public static let checkboxFillEasing = Easing.easeOutCubic
  /// While a click on an item's text waits out the double-click interval, the open checkbox's
  /// outline tints this far towards the accent (the only sign of the click until it strikes).
  public static let waitingOutlineTint: Float = 0.6
  /// Check mark stroke width.
  public static let checkMarkWidth: Float = 2
  /// The check mark's corners relative to the checkbox centre, in units of the radius.
  public static let checkMarkPoints: [Vec2] = [
    Vec2(-0.46, 0.0), Vec2(-0.14, 0.32), Vec2(0.48, -0.32),
  ]
  /// The check mark starts drawing in once the disc is this full (eased fill).
  public static let checkMarkStart: Float = 0.35

  // MARK: Editing

  /// Caret width.
  public static let caretWidth: Float = 2
  /// Caret blink: visible for the first half of each period, hidden for the second.
  public static let caretBlinkPeriod = 1.0
  /// The text field drawn around the text being edited: outset from the text, corner radius,
  /// outline width.
  public static let editFieldOutset: Float = 5
  public static let editFieldCornerRadius: Float = 6
  /// Opacity of the page's background over the card inside the field being edited.
  public static let editFieldOpacity: Float = 0.6
  public static let editOutlineWidth: Float = 1.5
  /// Shown in an empty item while it is edited.
  public static let placeholder = "New item"
  /// Opacity of the secondary text colour for the placeholder.
  public static let placeholderOpacity: Float = 0.7

  // MARK: Interaction

  /// Wheel notches to points.
  public static let wheelStep: Float = 48
  /// Focus ring around the focused row.
  public static let focusRingWidth: Float = 2
  public static let focusRingInset: Float = 3
  /// Space kept between a row brought into view and the viewport's edge.
  public static let scrollMargin: Float = 12
  /// Hovered row highlight (opacity of the text colour).
  public static let hoverOpacity: Float = 0.045

  // MARK: Save error banner

  /// The banner's fill (a red that reads on both themes) and text (set in the caption font).
  public static let bannerColor = Color(hex: 0xC62F36)
  public static let bannerTextColor = Color(hex: 0xFFFFFF)
  /// Widest banner and its padding.
  public static let bannerMaxWidth: Float = 640
  public static let bannerPadding: Float = 10
  public static let bannerCornerRadius: Float = 8
  /// Distance from the banner's bottom edge to the window's bottom (above the page dots).
  public static let bannerBottom: Float = 48
}
