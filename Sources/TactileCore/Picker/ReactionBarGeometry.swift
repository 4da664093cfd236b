/// Where the reaction bar sits and which icon the pointer points at. Pure geometry in
/// window points; the bar's resting place, not its animated one.
///
/// Placement: the bar is centred on the press x, then shifted to stay `windowMargin` inside the
/// window (a bar wider than the window starts at the left margin). It sits above the press
/// point, its bottom at the press y, when the window has room there for the bar plus the lifted
/// icon and its label (`style.headroom`) below the top margin; otherwise below, its top
/// `belowGap` under the press point, pushed up if it would leave the window's bottom margin (but
/// never above the top margin).
public struct ReactionBarGeometry: Hashable, Sendable {
  /// Which side of the press point the bar is on.
  public enum Placement: Hashable, Sendable { case above, below }

  /// Number of icons, 1…`style.maxIconCount` (out-of-range counts are clamped).
  public let iconCount: Int
  /// The pill, in window points.
  public let barRect: Rect
  public let placement: Placement
  /// The window the bar was placed in (origin zero), in points.
  public let windowSize: Size
  public let style: ReactionBarStyle

  public init(
    iconCount: Int, pressPoint: Vec2, windowSize: Size, style: ReactionBarStyle = .standard
  ) {
    let n = min(max(iconCount, 1), max(style.maxIconCount, 1))
    let width = style.barWidth(iconCount: n)
    let height = style.barHeight
    let margin = style.windowMargin
    let x = max(margin, min(pressPoint.x - width / 2, windowSize.width - margin - width))
    let topAbove = pressPoint.y - height
    let y: Float
    if topAbove >= margin + style.headroom {
      placement = .above
      y = topAbove
    } else {
      placement = .below
      let lowest = windowSize.height - margin - height
      y = max(margin, min(pressPoint.y + style.belowGap, lowest))
    }
    self.iconCount = n
    self.barRect = Rect(x: x, y: y, width: width, height: height)
    self.windowSize = windowSize
    self.style = style
  }

  /// Centre of icon `index` (0 is leftmost; out-of-range indices are clamped).
  public func iconCenter(_ index: Int) -> Vec2 {
    let i = Float(min(max(index, 0), iconCount - 1))
    return Vec2(
      barRect.minX + style.padding + style.iconSize / 2 + i * style.pitch, barRect.midY)
  }

  /// The resting frame of icon `index`.
  public func iconRect(_ index: Int) -> Rect {
    let c = iconCenter(index)
    let half = style.iconSize / 2
    return Rect(x: c.x - half, y: c.y - half, width: style.iconSize, height: style.iconSize)
  }

  /// The band, in window points, where the pointer highlights an icon: the bar extended by one
  /// bar height above and below and by half an icon left and right.
  public var highlightBand: Rect {
    let h = barRect.height
    let side = style.iconSize / 2
    return Rect(
      x: barRect.minX - side, y: barRect.minY - h,
      width: barRect.width + 2 * side, height: 3 * h)
  }

  /// The icon the pointer highlights: the one nearest in x (no dead gaps; a pointer exactly
  /// half-way between two centres picks the right-hand one) while the pointer is inside the
  /// window and within `highlightBand` (edges included); otherwise `nil` — "release to cancel".
  public func highlightedIndex(pointer: Vec2) -> Int? {
    guard pointer.x >= 0, pointer.y >= 0, pointer.x < windowSize.width,
      pointer.y < windowSize.height
    else { return nil }
    let band = highlightBand
    guard pointer.x >= band.minX, pointer.x <= band.maxX, pointer.y >= band.minY,
      pointer.y <= band.maxY
    else { return nil }
    let first = iconCenter(0).x
    let slot = ((pointer.x - first) / style.pitch).rounded(.toNearestOrAwayFromZero)
    return Int(min(max(slot, 0), Float(iconCount - 1)))
  }
}
