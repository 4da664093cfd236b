import TactileCore

/// The one layout rule every page follows, for a window of `size` points at `pixelScale`
/// pixels per point.
///
/// - The content is one column, centred, at most `readableMeasure` body-font ems wide (about 66
///   characters of body text), with side insets that step with the `SizeClass` and always
///   clear the edge waves at rest (`waveClearance`) plus a gutter for the scroll bar.
/// - Type (`type`) and vertical spacing step with the size class too.
/// - The page header starts `titleTop` below the window's top, in the column; the content
///   viewport starts `headerGap` below the header and ends `bottomInset` above the window's
///   bottom (room for the page dots).
///
/// - In a right-to-left interface (`direction`), everything but text is mirrored: what sits
///   `d` points from the left edge in a left-to-right one sits `d` points from the right edge.
///   Pages lay out left to right and the playground mirrors them (see `Playground`); text
///   keeps its own direction (`TextPlacement`), and only paragraphs without a strong
///   character follow the interface's.
///
/// Pages get a frame from the deck on start, on every resize, on every change of pixel scale
/// and of direction; they keep no other copy of the window size, the pixel scale or the
/// direction.
public struct PageFrame: Hashable, Sendable {
  /// Window size, points.
  public let size: Size
  /// Pixels per point of the output (2 on a HiDPI screen).
  public let pixelScale: Float
  public let sizeClass: SizeClass
  /// The fonts for this size class.
  public let type: Typography
  /// The content column's left edge and width, points (full window height).
  public let columnMinX: Float
  public let columnWidth: Float
  /// Top of the header's first line box, points.
  public let titleTop: Float
  /// Space between the header's last line and the content, points.
  public let headerGap: Float
  /// Space kept free below the content for the page dots, points.
  public let bottomInset: Float
  /// The direction of the interface: which edge things start from.
  public let direction: TextDirection

  /// How far from each window edge the waves reach at rest (ledge plus bulge, and 2 pt of
  /// anti-aliasing) with the default radii, points: nothing of a page may lie closer to an
  /// edge. (A tuned wider bulge may overlap the content: the layout does not follow it.)
  public static let waveClearance: Float =
    LiquidSwipeConfig.minLedge + LiquidSwipeConfig.standard.minHorizontalRadius + 2
  /// The strip right of the column that holds the scroll bar, points.
  public static let scrollGutter: Float = 12
  /// Widest column, in ems of the body font: about 66 characters of body text.
  public static let readableMeasure: Float = 32

  public init(size: Size, pixelScale: Float = 1, direction: TextDirection = .leftToRight) {
    self.direction = direction
    let width = max(size.width, 1)
    let height = max(size.height, 1)
    self.size = Size(width, height)
    self.pixelScale = pixelScale > 0 && pixelScale.isFinite ? pixelScale : 1
    sizeClass = SizeClass(size: self.size)
    type = Typography(sizeClass)
    let spacing = PageFrame.spacing(sizeClass)
    let inset = max(spacing.sideMargin, PageFrame.waveClearance + PageFrame.scrollGutter)
    let readable = PageFrame.readableMeasure * type.body.size
    columnWidth = max(1, min(readable, width - 2 * inset))
    columnMinX = ((width - columnWidth) / 2).rounded()
    titleTop = spacing.titleTop
    headerGap = spacing.headerGap
    bottomInset = spacing.bottomInset
  }

  /// The margins of each size class, points.
  static func spacing(_ c: SizeClass) -> (
    sideMargin: Float, titleTop: Float, headerGap: Float, bottomInset: Float
  ) {
    switch c {
    case .compact: (0, 14, 12, 40)
    case .regular: (96, 36, 24, 56)
    case .wide: (128, 56, 32, 72)
    }
  }

  public var columnMaxX: Float { columnMinX + columnWidth }

  /// The content viewport of a page whose header ends at `headerBottom`: the column from
  /// `headerGap` below it to `bottomInset` above the window's bottom, never shorter than 1 pt.
  public func viewport(below headerBottom: Float) -> Rect {
    let top = headerBottom + headerGap
    return Rect(
      x: columnMinX, y: top, width: columnWidth, height: max(1, size.height - bottomInset - top))
  }

  /// The track of a viewport's scroll bar: the viewport widened into the gutter on its right
  /// (`ScrollState.indicatorRect(in:)` puts the thumb at the track's right edge), before
  /// mirroring.
  public func scrollTrack(for viewport: Rect) -> Rect {
    Rect(
      x: viewport.minX, y: viewport.minY, width: viewport.width + PageFrame.scrollGutter,
      height: viewport.height)
  }

  /// The scroll bar's thumb of `scroll` over `viewport`, in the gutter on its right (the
  /// trailing side: mirrored to the left in a right-to-left interface). Nil when nothing
  /// scrolls.
  public func scrollThumb(_ scroll: ScrollState, over viewport: Rect) -> Rect? {
    scroll.indicatorRect(in: scrollTrack(for: viewport))
  }

  /// Whether the interface reads right to left.
  public var isRightToLeft: Bool { direction == .rightToLeft }

  /// A window point as a page sees it, and a page's point as it is drawn: mirrored across the
  /// window's vertical centre line in a right-to-left interface (pages lay out left to right;
  /// see `Playground`), as it is otherwise.
  public func mirrored(_ p: Vec2) -> Vec2 { isRightToLeft ? Vec2(size.width - p.x, p.y) : p }

  /// Snaps a y coordinate (points) to the nearest pixel row boundary.
  public func snapped(_ y: Float) -> Float { (y * pixelScale).rounded() / pixelScale }
}
