import TactileCore

/// The Reactions page's colours, derived from the theme in one place.
public struct ReactionsPalette: Sendable {
  public var background: Color
  public var incomingBubble: Color
  public var outgoingBubble: Color
  public var text: Color
  public var time: Color
  public var outgoingTime: Color
  /// Other people's chips: tinted fill and accent count; the user's chip: solid fill.
  public var chipFill: Color
  public var chipText: Color
  public var userChipFill: Color
  public var userChipText: Color
  public var bar: Color
  /// A hairline ring around the bar, so it stands apart from what is under it.
  public var barBorder: Color
  public var shadow: Color
  /// The bar's tight shadow along its lower edge.
  public var contactShadow: Color
  /// Under the lifted message.
  public var liftShadow: Color
  /// The name label above a lifted icon and the "Release to cancel" hint.
  public var label: Color
  public var labelText: Color
  /// Laid over the page while a bar is open (the pressed message is drawn again above it).
  public var scrim: Color
  /// What a pressed message's colour is mixed with.
  public var pressedTint: Color
  public var scrollIndicator: Color

  public init(theme: Theme) {
    let dark = theme.name == .dark
    let accent = theme.palette(.reactions).accent
    background = theme.palette(.reactions).background
    incomingBubble = theme.surface
    outgoingBubble = theme.surface.mix(
      accent,
      dark ? ReactionsConstants.outgoingAccentMixDark : ReactionsConstants.outgoingAccentMixLight)
    text = theme.text
    time = theme.secondaryText
    outgoingTime = dark ? theme.text.withOpacity(0.6) : accent.mix(.black, 0.2)
    chipFill = accent.withOpacity(ReactionsConstants.chipTintOpacity)
    chipText = accent
    userChipFill = dark ? accent.mix(.black, 0.25) : accent
    userChipText = .white
    bar = dark ? theme.surfaceRaised.mix(.white, 0.1) : theme.surfaceRaised
    barBorder = dark ? Color.white.withOpacity(0.12) : Color.black.withOpacity(0.45)
    shadow = dark ? Color.black.withOpacity(0.95) : Color.black.withOpacity(0.3)
    contactShadow = dark ? Color.black : Color.black.withOpacity(0.35)
    liftShadow = dark ? Color.black.withOpacity(0.6) : Color.black.withOpacity(0.3)
    // On the dark page a lighter pill stands out; on the light one a dark tooltip does.
    label = dark ? theme.surfaceRaised.mix(.white, 0.22) : Color(hex: 0x1B2430, opacity: 0.88)
    labelText = .white
    scrim = Color.black.withOpacity(dark ? 0.3 : 0.25)
    pressedTint = theme.text
    scrollIndicator = theme.text.withOpacity(0.3)
  }

  public func bubble(incoming: Bool) -> Color { incoming ? incomingBubble : outgoingBubble }
}
