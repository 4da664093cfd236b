import TactileCore

/// What a page needs to know about the frame it is updated or drawn in, handed to every
/// `Page.update` and `Page.draw` call by the deck.
public struct FrameContext {
  /// Seconds this update step advances (`update`); 0 when drawing.
  public var dt: Double
  /// Pixels per point of the output (2 on a HiDPI screen).
  public var pixelScale: Float
  /// Where the page is seen, in window points: `nil` for the whole window (the current page,
  /// or a page drawn whole into a layer), `.zero` when nobody sees it (a page off screen).
  /// A page may skip work for what cannot be seen.
  public var visibleArea: Rect?
  /// The colours to draw with.
  public var theme: Theme

  public init(
    dt: Double = 0, pixelScale: Float = 1, visibleArea: Rect? = nil, theme: Theme
  ) {
    self.dt = dt
    self.pixelScale = pixelScale
    self.visibleArea = visibleArea
    self.theme = theme
  }

  /// The same frame as seen from `area` (see `visibleArea`).
  public func seen(in area: Rect?) -> FrameContext {
    var c = self
    c.visibleArea = area
    return c
  }
}
