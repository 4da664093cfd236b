import TactileCore

/// One page's own colours. Each page of the deck has a strong background of its own, so that
/// the liquid wave, which shows the neighbour's background, stands out from the page it
/// covers even at rest; the accent is chosen to read on that background.
public struct PagePalette: Hashable, Sendable {
  /// The page's background, also what its neighbours' waves show of it.
  public var background: Color
  /// The page's accent: key labels, focus rings, checkboxes, chips, and the chevron of the
  /// wave button that leads to this page.
  public var accent: Color

  public init(background: Color, accent: Color) {
    self.background = background
    self.accent = accent
  }

  /// Smallest CIE76 ΔE between the backgrounds of two adjacent pages (the deck wraps), so
  /// that a wave is obvious from the first few percent of a swipe.
  public static let minimumAdjacentDeltaE = 15.0
  /// Smallest WCAG contrast ratio of text (primary, secondary, accent) on a page's background:
  /// AA for body text.
  public static let minimumTextContrast = 4.5
}
