import TactileCore

/// One open reaction bar over one message: where it is (`ReactionBarGeometry`), how it moves
/// (`ReactionBarAnimator`), and how it is being used.
///
/// Modes:
/// - `dragging`: the button is still down since the long press; the pointer highlights.
/// - `tapToPick`: the press was released without moving; the bar stays open for a click or
///   the keyboard.
/// - `closing`: a pick or a cancel happened; the bar drops, fades and is then removed.
///
/// Geometry is in window points (the bar does not scroll with the messages).
public struct ReactionBarSession {
  public enum Mode: String, Sendable { case dragging, tapToPick, closing }

  /// Index of the message the bar is for.
  public let bubble: Int
  public let emoji: [String]
  /// Each icon's name for its label (nil: the label shows the emoji).
  public let names: [String?]
  public private(set) var geometry: ReactionBarGeometry
  public private(set) var animator: ReactionBarAnimator
  public private(set) var mode: Mode = .dragging
  /// Where the long press fired (window points).
  public let pressPoint: Vec2
  /// Whether the pointer has moved beyond the long-press slop since the bar opened; until then
  /// nothing is highlighted and a release means "tap to pick".
  public private(set) var hasDragged = false
  /// The icon that flew off to the message; not drawn in the bar any more.
  public private(set) var flownIndex: Int?
  /// The "Release to cancel" hint's visibility, 0…1.
  private var hint: SpringValue<Double>
  /// Icon opacity: dimmed while nothing can be picked.
  private var iconOpacity: SpringValue<Double>
  /// How far the pointer may move from the press before it counts as a drag, points: the long
  /// press's own slop (`GestureThresholds.longPressSlop`, or the `longpress.slop` tunable),
  /// so the bar starts following the pointer at the distance that would have cancelled the
  /// press.
  public let slop: Float
  /// What the geometry was made from, to remake it with new numbers (`restyle`).
  private let placement: (safeTop: Float, preferredSpan: ClosedRange<Float>?)

  /// A bar for message `bubble` shown as `anchor` (window points), pressed at `pressPoint`;
  /// `safeTop` is the bottom of the page header and `preferredSpan` the x range clear of the
  /// edge waves (see `ReactionBarGeometry`); `style` is the tunables' value and `slop` the
  /// long-press recognizer's.
  public init(
    bubble: Int, emoji: [String], anchor: Rect, pressPoint: Vec2, windowSize: Size,
    safeTop: Float, preferredSpan: ClosedRange<Float>?, reducedMotion: Bool,
    style: ReactionBarStyle = .standard, slop: Float = GestureThresholds.longPressSlop,
    fadeSpring: Spring = ReactionsConstants.fadeSpring
  ) {
    self.slop = slop
    placement = (safeTop, preferredSpan)
    let icons = Array(emoji.prefix(style.maxIconCount))
    self.bubble = bubble
    self.emoji = icons
    names = icons.map(ReactionNames.name(for:))
    self.pressPoint = pressPoint
    geometry = ReactionBarGeometry(
      iconCount: icons.count, anchor: anchor, pressX: pressPoint.x, windowSize: windowSize,
      safeTop: safeTop, preferredSpan: preferredSpan, style: style)
    animator = ReactionBarAnimator(
      iconCount: geometry.iconCount, style: style, reducedMotion: reducedMotion)
    hint = SpringValue(value: 0, spring: fadeSpring, restDisplacement: 1e-3)
    iconOpacity = SpringValue(value: 1, spring: fadeSpring, restDisplacement: 1e-3)
  }

  public var highlighted: Int? { animator.highlightedIndex }
  public var isClosing: Bool { mode == .closing }
  public var isFinished: Bool { animator.isFinished }
  public var isAnimating: Bool {
    animator.isAnimating || !hint.isSettled || !iconOpacity.isSettled
  }
  public var hintOpacity: Float { Float(min(max(hint.value, 0), 1) * animator.opacity) }

  // MARK: Input

  /// The held pointer moved to `p` (window points).
  public mutating func drag(to p: Vec2) {
    guard mode == .dragging else { return }
    if !hasDragged && p.distance(to: pressPoint) > slop {
      hasDragged = true
    }
    guard hasDragged else { return }
    let index = iconIndex(at: p)
    animator.setHighlight(index)
    // On the way from the message to the bar nothing is picked yet, but nothing is cancelled
    // either: the hint and the dimming wait, so a quick drag into the bar shows neither.
    let cancelling = index == nil && !isApproaching(p)
    hint.setTarget(cancelling ? 1 : 0)
    iconOpacity.setTarget(cancelling ? ReactionsConstants.cancelIconOpacity : 1)
  }

  /// Whether `p` lies on the way from the press to the bar: inside the triangle between the
  /// press point and the pill's edge facing the message, widened on every side by
  /// `ReactionsConstants.approachSlack` (a hand does not drag in a straight line).
  public func isApproaching(_ p: Vec2) -> Bool {
    let r = geometry.barRect
    let slack = ReactionsConstants.approachSlack
    let above = geometry.placement == .above
    // The bar's near edge, widened, and the press moved back away from the bar.
    let edgeY = above ? r.maxY : r.minY
    let a = Vec2(r.minX - slack, edgeY)
    let b = Vec2(r.maxX + slack, edgeY)
    let apex = pressPoint + Vec2(0, above ? slack : -slack)
    func side(_ u: Vec2, _ v: Vec2) -> Float {
      (v.x - u.x) * (p.y - u.y) - (v.y - u.y) * (p.x - u.x)
    }
    let s1 = side(a, b)
    let s2 = side(b, apex)
    let s3 = side(apex, a)
    let inTriangle = (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0)
    // The slack also reaches past the edge into the bar's side of it.
    let pastEdge = above ? p.y <= edgeY && p.y >= r.minY : p.y >= edgeY && p.y <= r.maxY
    return inTriangle || (pastEdge && p.x >= a.x && p.x <= b.x)
  }

  /// The press was released without dragging: the bar stays for a click or the keyboard.
  public mutating func enterTapMode() {
    guard mode == .dragging else { return }
    mode = .tapToPick
    animator.setHighlight(nil)
    hint.setTarget(0)
    iconOpacity.setTarget(1)
  }

  /// Highlights `index` (nil for none) from the keyboard or the hovering mouse.
  public mutating func highlight(_ index: Int?) {
    guard mode != .closing else { return }
    animator.setHighlight(index)
    hint.setTarget(0)
    iconOpacity.setTarget(1)
  }

  /// Moves the highlight one icon left (-1) or right (+1), stopping at the ends; with nothing
  /// highlighted, Right starts at the first icon and Left at the last.
  public mutating func moveHighlight(by step: Int) {
    let n = geometry.iconCount
    let next: Int
    if let h = highlighted {
      next = min(max(h + step, 0), n - 1)
    } else {
      next = step > 0 ? 0 : n - 1
    }
    highlight(next)
  }

  /// The icon a click at `p` lands on in tap-to-pick mode: anywhere on the pill (the slot
  /// under it), or on the grown highlighted icon.
  public func iconForClick(at p: Vec2) -> Int? {
    if barFrame(resting: true).contains(p) { return iconIndex(at: p) }
    if let h = highlighted, iconFrame(h).contains(p) { return h }
    return nil
  }

  /// The icon the pointer at `p` points at, with the slots as they are now.
  private func iconIndex(at p: Vec2) -> Int? {
    geometry.highlightedIndex(pointer: p) { animator.slotWidth(of: $0) }
  }

  /// Starts the ending; `flown` is the icon that flies to the message (hidden from now on).
  public mutating func close(flown: Int? = nil) {
    guard mode != .closing else { return }
    mode = .closing
    flownIndex = flown
    animator.dismiss()
    hint.setTarget(0)
    iconOpacity.setTarget(1)
  }

  /// Takes new numbers while open: the bar is placed again with `style` (same message, press
  /// and window) and its springs, the hint's `fadeSpring` among them, carry on from where
  /// they are.
  public mutating func restyle(_ style: ReactionBarStyle, fadeSpring: Spring) {
    hint.spring = fadeSpring
    iconOpacity.spring = fadeSpring
    guard style != geometry.style else { return }
    geometry = ReactionBarGeometry(
      iconCount: geometry.iconCount, anchor: geometry.anchor, pressX: pressPoint.x,
      windowSize: geometry.windowSize, safeTop: placement.safeTop,
      preferredSpan: placement.preferredSpan, style: style)
    animator.setStyle(style)
  }

  public mutating func update(dt: Double) {
    animator.update(dt: dt)
    hint.update(dt: dt)
    iconOpacity.update(dt: dt)
  }

  // MARK: Geometry now

  /// The point the bar grows out of and shrinks into: on the pill's edge facing the message,
  /// as near the press as the rounded ends allow.
  public var pivot: Vec2 {
    let r = geometry.barRect
    let x = min(max(pressPoint.x, r.minX + r.height / 2), r.maxX - r.height / 2)
    return Vec2(x, geometry.placement == .above ? r.maxY : r.minY)
  }

  /// `p` moved with the bar's scale about the pivot.
  private func transformed(_ p: Vec2) -> Vec2 {
    let c = pivot
    return c + (p - c) * Float(animator.barScale)
  }

  /// The pill: at rest, or as drawn now (growing in, shrinking out).
  public func barFrame(resting: Bool = false) -> Rect {
    let r = geometry.barRect
    if resting { return r }
    let s = Float(animator.barScale)
    let o = transformed(r.origin)
    return Rect(x: o.x, y: o.y, width: r.width * s, height: r.height * s)
  }

  /// Icon `i` as drawn now: in its slot, grown or shrunk, risen away from the message (up
  /// when the bar is above it, down when below), moving with the bar.
  public func iconFrame(_ i: Int) -> Rect {
    let r = geometry.barRect
    let x = geometry.iconCenterX(i) { animator.slotWidth(of: $0) }
    let away: Float = geometry.placement == .above ? -1 : 1
    let c = transformed(Vec2(x, r.midY + away * Float(animator.lift(of: i))))
    let side = geometry.style.iconSize * Float(animator.scale(of: i) * animator.barScale)
    return Rect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side)
  }

  /// How far icon `i` has risen, 0…1 (drives its name label).
  public func liftFraction(_ i: Int) -> Float {
    Float(min(max(animator.lift(of: i) / geometry.style.maxLift, 0), 1))
  }

  public var iconsOpacity: Float {
    Float(animator.opacity * min(max(iconOpacity.value, 0), 1))
  }
  public var opacity: Float { Float(animator.opacity) }
}

extension ReactionBarSession {
  /// The bar for `--dump-layout`: its state, message, placement, pill and icons at rest, and
  /// the message it lifted (seen within `listClip`), window points.
  public func layoutDump(listClip: Rect) -> JSONValue {
    .object([
      ("open", .bool(!isClosing)),
      ("state", .string(mode.rawValue)),
      ("bubble", .number(Double(bubble))),
      ("placement", .string(geometry.placement == .above ? "above" : "below")),
      ("rect", .rect(geometry.barRect)),
      ("bubbleRect", .rect(geometry.movedAnchor.intersection(listClip) ?? geometry.movedAnchor)),
      (
        "icons",
        .array(
          emoji.indices.map { i in
            .object([("emoji", .string(emoji[i])), ("rect", .rect(geometry.iconRect(i)))])
          })
      ),
      ("highlighted", highlighted.map { .number(Double($0)) } ?? .null),
    ])
  }
}
