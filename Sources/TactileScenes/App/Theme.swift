import TactileCore

/// The colours of the playground. Two themes, dark and light; every page takes its colours
/// from here, so a new page matches the others by construction.
public struct Theme: Sendable {
  public enum Name: String, Sendable, CaseIterable { case dark, light }

  public var name: Name
  /// Page backgrounds, one per page in deck order (the liquid wave reveals the neighbour's).
  public var pageBackgrounds: [Color]
  public var text: Color
  public var secondaryText: Color
  public var accent: Color
  /// Chat bubbles, cards and the reaction bar.
  public var surface: Color
  public var surfaceRaised: Color
  public var shadow: Color
  public var separator: Color
  /// The diagnostics overlay's backdrop.
  public var overlay: Color

  public static let dark = Theme(
    name: .dark,
    pageBackgrounds: [
      Color(hex: 0x17212B), Color(hex: 0x1E1B2E), Color(hex: 0x14241F), Color(hex: 0x2A1A1F),
    ],
    text: Color(hex: 0xF5F5F7), secondaryText: Color(hex: 0x8E97A3), accent: Color(hex: 0x5EB5F7),
    surface: Color(hex: 0x242F3D), surfaceRaised: Color(hex: 0x2E3A4A),
    shadow: Color(hex: 0x000000, opacity: 0.45), separator: Color(hex: 0xFFFFFF, opacity: 0.08),
    overlay: Color(hex: 0x000000, opacity: 0.72))

  public static let light = Theme(
    name: .light,
    pageBackgrounds: [
      Color(hex: 0xF1F4F8), Color(hex: 0xF6F0FA), Color(hex: 0xEEF6F0), Color(hex: 0xFBF1EC),
    ],
    text: Color(hex: 0x111418), secondaryText: Color(hex: 0x6B7580), accent: Color(hex: 0x2A8BE0),
    surface: Color(hex: 0xFFFFFF), surfaceRaised: Color(hex: 0xFFFFFF),
    shadow: Color(hex: 0x1B2430, opacity: 0.18), separator: Color(hex: 0x000000, opacity: 0.08),
    overlay: Color(hex: 0x000000, opacity: 0.72))

  public static func named(_ n: Name) -> Theme { n == .dark ? .dark : .light }

  /// The background of the page at `index` (wraps).
  public func background(of index: Int) -> Color {
    pageBackgrounds[
      ((index % pageBackgrounds.count) + pageBackgrounds.count)
        % pageBackgrounds.count]
  }
}
