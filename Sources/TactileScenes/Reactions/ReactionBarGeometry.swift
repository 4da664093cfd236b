import TactileCore

/// Where the reaction bar sits and which icon the pointer points at. Pure geometry in window
/// points; the bar's resting place, not its animated one.
///
/// Placement, as in Telegram's message context menu: the bar never covers the message it
/// reacts to (`anchor`: the message and its reaction chips). It sits `style.anchorGap` above
/// the message when there is room there — below the page header (`safeTop`), with the grown
/// icon and its label (`style.headroom`) still inside the window — else the same gap below
/// it, inside the window's bottom margin with room for the grown icon, which then hangs below
/// the bar. When neither side has room (a message taller than the room left, as in a small
/// window) the message moves down, as Telegram's context menu moves its content, just far
/// enough for the bar to sit below the header above it (`anchorShift`; the message's end goes
/// under the bottom of the list) while `style.minMovedMessage` of it stays in the window;
/// failing that the bar may cover the header, then lose the headroom, and only as a last
/// resort overlaps the message, on the side with more room.
///
/// Horizontally it is centred on the press, kept inside `preferredSpan` when it fits there
/// (the content column, clear of the edge waves and their buttons) and always `windowMargin`
/// inside the window (a bar wider than the window starts at the left margin).
public struct ReactionBarGeometry: Hashable, Sendable {
  /// Which side of the message the bar is on.
  public enum Placement: Hashable, Sendable { case above, below }

  /// Number of icons, 1…`style.maxIconCount` (out-of-range counts are clamped).
  public let iconCount: Int
  /// The pill, in window points.
  public let barRect: Rect
  public let placement: Placement
  /// The message the bar reacts to where it was, in window points.
  public let anchor: Rect
  /// How far the message moves down while the bar is open, points (0 but when neither side
  /// of it has room for the bar).
  public let anchorShift: Float
  /// The message where it is while the bar is open: `anchor` moved down by `anchorShift`.
  public var movedAnchor: Rect { anchor.offsetBy(Vec2(0, anchorShift)) }
  /// The window the bar was placed in (origin zero), in points.
  public let windowSize: Size
  public let style: ReactionBarStyle

  public init(
    iconCount: Int, anchor: Rect, pressX: Float, windowSize: Size, safeTop: Float = 0,
    preferredSpan: ClosedRange<Float>? = nil, style: ReactionBarStyle = .standard
  ) {
    let n = min(max(iconCount, 1), max(style.maxIconCount, 1))
    let width = style.barWidth(iconCount: n)
    let h = style.barHeight
    let margin = style.windowMargin
    var x = pressX - width / 2
    if let span = preferredSpan, span.upperBound - span.lowerBound >= width {
      x = min(max(x, span.lowerBound), span.upperBound - width)
    }
    x = max(margin, min(x, windowSize.width - margin - width))

    let top = max(margin, safeTop)
    let bottom = windowSize.height - margin
    let above = anchor.minY - style.anchorGap - h
    let below = anchor.maxY + style.anchorGap
    let room = style.headroom
    // How far the message must move down for the bar to fit above it below the header.
    let shift = top + h + style.anchorGap - anchor.minY
    let placement: Placement
    let y: Float
    var moved: Float = 0
    if above >= top && above - room >= 0 {
      (placement, y) = (.above, above)
    } else if below + h <= bottom && below + h + room <= windowSize.height {
      (placement, y) = (.below, below)
    } else if shift > 0 && top - room >= 0
      && anchor.minY + shift + min(style.minMovedMessage, anchor.height) <= bottom
    {
      (placement, y, moved) = (.above, top, shift)
    } else if above >= margin {
      (placement, y) = (.above, above)
    } else if below + h <= bottom {
      (placement, y) = (.below, below)
    } else if anchor.minY >= windowSize.height - anchor.maxY {
      (placement, y) = (.above, margin)
    } else {
      (placement, y) = (.below, max(margin, bottom - h))
    }
    self.iconCount = n
    self.barRect = Rect(x: x, y: y, width: width, height: h)
    self.placement = placement
    self.anchor = anchor
    self.anchorShift = moved
    self.windowSize = windowSize
    self.style = style
  }

  /// Centre x of icon `index` (0 is leftmost; out-of-range indices are clamped) when each
  /// icon's slot is `slot(i)` points wide; the slots are centred in the pill.
  public func iconCenterX(_ index: Int, slot: (Int) -> Float) -> Float {
    let i = min(max(index, 0), iconCount - 1)
    var total: Float = 0
    var before: Float = 0
    for k in 0..<iconCount {
      if k == i { before = total }
      total += slot(k)
    }
    let start = barRect.midX - (total + Float(iconCount - 1) * style.spacing) / 2
    return start + before + Float(i) * style.spacing + slot(i) / 2
  }

  /// Centre of icon `index` at rest.
  public func iconCenter(_ index: Int) -> Vec2 {
    Vec2(iconCenterX(index) { _ in style.iconSize }, barRect.midY)
  }

  /// The resting frame of icon `index`.
  public func iconRect(_ index: Int) -> Rect {
    let c = iconCenter(index)
    let half = style.iconSize / 2
    return Rect(x: c.x - half, y: c.y - half, width: style.iconSize, height: style.iconSize)
  }

  /// The band, in window points, where the pointer highlights an icon: the bar extended by
  /// half an icon left and right, by the headroom on the side away from the message (where the
  /// grown icon is) and by half the gap towards it (never over the message).
  public var highlightBand: Rect {
    let side = style.iconSize / 2
    let near = style.anchorGap / 2
    let far = style.headroom
    let (up, down) = placement == .above ? (far, near) : (near, far)
    return Rect(
      x: barRect.minX - side, y: barRect.minY - up,
      width: barRect.width + 2 * side, height: barRect.height + up + down)
  }

  /// The icon the pointer highlights when each icon's slot is `slot(i)` wide: the one whose
  /// slot (with half the spacing on each side) holds the pointer's x — the nearest icon, no
  /// dead gaps; on a boundary the right-hand one — while the pointer is inside the window and
  /// within `highlightBand` (edges included); otherwise `nil` — "release to cancel".
  public func highlightedIndex(pointer: Vec2, slot: (Int) -> Float) -> Int? {
    guard pointer.x >= 0, pointer.y >= 0, pointer.x < windowSize.width,
      pointer.y < windowSize.height
    else { return nil }
    let band = highlightBand
    guard pointer.x >= band.minX, pointer.x <= band.maxX, pointer.y >= band.minY,
      pointer.y <= band.maxY
    else { return nil }
    for i in 0..<(iconCount - 1) {
      let boundary = iconCenterX(i, slot: slot) + slot(i) / 2 + style.spacing / 2
      if pointer.x < boundary { return i }
    }
    return iconCount - 1
  }

  /// The icon the pointer highlights with every slot at rest.
  public func highlightedIndex(pointer: Vec2) -> Int? {
    highlightedIndex(pointer: pointer) { _ in style.iconSize }
  }
}
