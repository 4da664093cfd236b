import TactileCore

/// The Reactions page's fonts for one size class, derived from the pages' `Typography` so that
/// the chat steps with the window like every other page's text. A chat is set a point smaller
/// than body text, as messengers do: at the regular size class the message is 16 pt, the
/// sender 14, the time 12, a chip's count 13 and the bar's labels 12 (compact: 14, 12, 11, 11,
/// 11; wide: 18, 16, 14, 15, 14).
public struct ReactionsType: Hashable, Sendable {
  /// The message text.
  public var message: FontSpec
  /// The sender's name above an incoming message.
  public var sender: FontSpec
  /// The time in the bubble's corner.
  public var time: FontSpec
  /// The count in a reaction chip.
  public var chipCount: FontSpec
  /// The bar's name labels and its "Release to cancel" hint.
  public var label: FontSpec

  public init(_ type: Typography) {
    message = .regular(type.body.size - 1)
    sender = .semibold(type.label.size - 1)
    time = .regular(type.caption.size - 1)
    chipCount = .semibold(type.label.size - 2)
    label = .semibold(type.caption.size - 1)
  }

  /// The regular window's fonts.
  public static let regular = ReactionsType(.regular)

  /// Height of a label pill (the name of a risen icon, the hint): the label font plus 4 pt
  /// above and below.
  public var labelHeight: Float { label.size + 2 * ReactionsConstants.labelPaddingY }
}
