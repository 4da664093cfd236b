/// Vertical scrolling of a text view: how far the content is scrolled, kept valid as the content
/// and the viewport change size, with an optional spring-smoothed scroll and the geometry of a
/// scroll indicator. All lengths are in points, times in seconds.
///
/// `offset` is how far the content is moved up: content y `c` shows at viewport y `c − offset`.
/// It always lies in `0...maxOffset`.
public struct ScrollState {
  /// Scroll indicator geometry and animation constants.
  public enum Constants {
    /// Thickness of the indicator thumb, in points.
    public static let indicatorThickness: Float = 4
    /// Gap between the thumb and the viewport's right, top and bottom edges, in points.
    public static let indicatorInset: Float = 3
    /// Shortest thumb, in points (shorter viewports give a shorter thumb).
    public static let indicatorMinLength: Float = 32
    /// Spring of animated scrolls unless another is set: critically damped, settles in about
    /// 0.3 s.
    public static let smoothScroll = Spring.critical(response: 0.2)
    /// Distance, in points, below which an animated scroll is at rest.
    public static let restDistance: Double = 0.25
    /// How much of the viewport one page step (Page Up / Down) moves: a little less than all
    /// of it, so the line at the edge stays in view.
    public static let pageFraction: Float = 0.9
  }

  /// Height of the scrolled content, in points.
  public private(set) var contentHeight: Float = 0
  /// Height of the visible area, in points.
  public private(set) var viewportHeight: Float = 0
  /// The animated scroll position (the target when nothing animates).
  private var position = SpringValue<Float>(
    value: 0, spring: Constants.smoothScroll, restDisplacement: Constants.restDistance,
    restVelocity: Constants.restDistance)

  /// A view with the given content and viewport heights, scrolled to the top.
  public init(contentHeight: Float = 0, viewportHeight: Float = 0) {
    resize(contentHeight: contentHeight, viewportHeight: viewportHeight)
  }

  /// The spring animated scrolls run on; a new one takes over a scroll under way, from where
  /// it is and as fast as it moves.
  public var spring: Spring {
    get { position.spring }
    set { position.spring = newValue }
  }

  /// The current offset, in `0...maxOffset`.
  public var offset: Float { clamp(position.value) }
  /// Where an animated scroll is heading (equal to `offset` at rest).
  public var targetOffset: Float { position.target }
  /// The largest offset: 0 when the content fits.
  public var maxOffset: Float { max(contentHeight - viewportHeight, 0) }
  /// Whether the content is taller than the viewport.
  public var isScrollable: Bool { maxOffset > 0 }
  /// Whether an animated scroll is under way (`update(dt:)` has work to do).
  public var isAnimating: Bool { !position.isSettled }

  /// Sets both heights (negative or NaN count as 0) and clamps the offset, and any scroll under
  /// way, to the new range.
  public mutating func resize(contentHeight: Float, viewportHeight: Float) {
    self.contentHeight = contentHeight > 0 ? contentHeight : 0
    self.viewportHeight = viewportHeight > 0 ? viewportHeight : 0
    if isAnimating {
      position.value = clamp(position.value)
      position.setTarget(clamp(position.target))
    } else {
      position.snap(to: clamp(position.target))
    }
  }

  /// Moves the target by `delta` points (positive shows content further down), clamped to the
  /// range. Non-finite deltas are ignored. Animated scrolls glide there in `update(dt:)`.
  public mutating func scroll(by delta: Float, animated: Bool = false) {
    guard delta.isFinite else { return }
    scroll(to: position.target + delta, animated: animated)
  }

  /// Moves the target by `pages` page steps (`Constants.pageFraction` of the viewport each;
  /// positive shows content further down), clamped to the range.
  public mutating func scroll(pages: Float, animated: Bool = false) {
    scroll(by: pages * viewportHeight * Constants.pageFraction, animated: animated)
  }

  /// Page Down / Page Up: a page step down or up. False for another key, or with nothing to
  /// scroll.
  public mutating func scrollPage(for key: Key, animated: Bool) -> Bool {
    guard key == .pageDown || key == .pageUp, isScrollable else { return false }
    scroll(pages: key == .pageDown ? 1 : -1, animated: animated)
    return true
  }

  /// Scrolls to `offset` (clamped to the range). Non-finite offsets are ignored.
  public mutating func scroll(to newOffset: Float, animated: Bool = false) {
    guard newOffset.isFinite else { return }
    if animated {
      position.value = clamp(position.value)
      position.setTarget(clamp(newOffset))
    } else {
      position.snap(to: clamp(newOffset))
    }
  }

  /// Advances an animated scroll by `dt` seconds.
  public mutating func update(dt: Double) {
    guard isAnimating else { return }
    position.update(dt: dt)
    position.value = clamp(position.value)
  }

  /// The scroll indicator thumb inside `viewport` (in the viewport's coordinates), or nil when
  /// the content fits. Its length is the visible fraction of the track, never below
  /// `Constants.indicatorMinLength` (nor above the track); its position follows `offset`.
  public func indicatorRect(in viewport: Rect) -> Rect? {
    guard isScrollable, contentHeight > 0 else { return nil }
    let inset = Constants.indicatorInset
    let track = viewport.height - 2 * inset
    guard track > 0 else { return nil }
    let visible = min(viewportHeight / contentHeight, 1)
    let length = min(max(track * visible, Constants.indicatorMinLength), track)
    let progress = offset / maxOffset
    return Rect(
      x: viewport.maxX - inset - Constants.indicatorThickness,
      y: viewport.minY + inset + (track - length) * progress,
      width: Constants.indicatorThickness, height: length)
  }

  private func clamp(_ v: Float) -> Float { min(max(v, 0), maxOffset) }
}
