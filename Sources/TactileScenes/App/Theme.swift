import TactileCore

/// The colours of the playground. Two themes, dark and light; every page takes its colours
/// from here, so a new page matches the others by construction.
public struct Theme: Sendable {
  public enum Name: String, Sendable, CaseIterable { case dark, light }

  public var name: Name
  /// Each page's background and accent (the liquid wave reveals the neighbour's background).
  public var pages: PagePalettes
  public var text: Color
  public var secondaryText: Color
  /// Chat bubbles, cards and the reaction bar.
  public var surface: Color
  public var surfaceRaised: Color
  public var shadow: Color
  public var separator: Color
  /// The diagnostics overlay's backdrop.
  public var overlay: Color

  public static let dark = Theme(
    name: .dark,
    pages: PagePalettes(
      // deep blue
      spoilers: PagePalette(background: Color(hex: 0x0F2740), accent: Color(hex: 0x5EB5F7)),
      // violet
      reactions: PagePalette(background: Color(hex: 0x2C1A4D), accent: Color(hex: 0xB9A2FF)),
      // green
      todo: PagePalette(background: Color(hex: 0x0A3024), accent: Color(hex: 0x4FD6A0)),
      // wine
      about: PagePalette(background: Color(hex: 0x4A1830), accent: Color(hex: 0xFF8FAB))),
    text: Color(hex: 0xF5F5F7), secondaryText: Color(hex: 0x8E97A3),
    surface: Color(hex: 0x242F3D), surfaceRaised: Color(hex: 0x2E3A4A),
    shadow: Color(hex: 0x000000, opacity: 0.45), separator: Color(hex: 0xFFFFFF, opacity: 0.08),
    overlay: Color(hex: 0x000000, opacity: 0.72))

  public static let light = Theme(
    name: .light,
    pages: PagePalettes(
      // sky
      spoilers: PagePalette(background: Color(hex: 0xCCE7FA), accent: Color(hex: 0x1A62AA)),
      // lilac
      reactions: PagePalette(background: Color(hex: 0xEEDBFA), accent: Color(hex: 0x7038B8)),
      // mint
      todo: PagePalette(background: Color(hex: 0xD6F2DC), accent: Color(hex: 0x17704F)),
      // peach
      about: PagePalette(background: Color(hex: 0xFDE2D2), accent: Color(hex: 0xAA3348))),
    text: Color(hex: 0x111418), secondaryText: Color(hex: 0x545D68),
    surface: Color(hex: 0xFFFFFF), surfaceRaised: Color(hex: 0xFFFFFF),
    shadow: Color(hex: 0x1B2430, opacity: 0.18), separator: Color(hex: 0x000000, opacity: 0.08),
    overlay: Color(hex: 0x000000, opacity: 0.72))

  public static func named(_ n: Name) -> Theme { n == .dark ? .dark : .light }

  /// The colours of page `kind`.
  public func palette(_ kind: PageKind) -> PagePalette { pages[kind] }

  /// The background of page `kind`.
  public func background(_ kind: PageKind) -> Color { pages[kind].background }
}
