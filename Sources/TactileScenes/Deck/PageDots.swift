import TactileCore

/// The page dots at the bottom centre of the window, one per page in deck order, the current
/// one filled. Drawing and hit testing share this geometry.
struct PageDots {
  /// Distance between neighbouring dots' centres, points.
  static let spacing: Float = 16
  /// Radius of a dot, points.
  static let radius: Float = 4
  /// Side of the square around a dot that a click may land in, points (the spacing: the
  /// squares of neighbours touch).
  static let hitSide: Float = 16
  /// Height of the dots' centres above the window's bottom edge, points.
  static let bottomInset: Float = 24
  /// Opacity of the text colour for the current page's dot and for the others.
  static let currentOpacity: Float = 0.9
  static let otherOpacity: Float = 0.25

  /// The window the dots sit in, points.
  var windowSize: Size

  /// The centre of `kind`'s dot.
  func center(of kind: PageKind) -> Vec2 {
    let n = Float(PageKind.allCases.count)
    let x0 = windowSize.width / 2 - Self.spacing * (n - 1) / 2
    return Vec2(x0 + Self.spacing * Float(kind.rawValue), windowSize.height - Self.bottomInset)
  }

  /// Where a click selects `kind`.
  func hitRect(of kind: PageKind) -> Rect {
    let c = center(of: kind)
    let half = Self.hitSide / 2
    return Rect(x: c.x - half, y: c.y - half, width: Self.hitSide, height: Self.hitSide)
  }

  /// Draws every dot, `current` filled more strongly, in `theme`'s text colour.
  func draw(current: PageKind, theme: Theme, into list: inout DrawList) {
    for kind in PageKind.allCases {
      let opacity = kind == current ? Self.currentOpacity : Self.otherOpacity
      list.fillCircle(
        center: center(of: kind), radius: Self.radius, color: theme.text.withOpacity(opacity))
    }
  }
}
