import TactileCore

/// The title and subtitle at the top of every page, each wrapped to the content column.
public struct PageHeader {
  public let title: String
  public let subtitle: String
  /// Space between the title's last line and the subtitle, points.
  public static let subtitleGap: Float = 6
  private var titleLayout: TextLayout?
  private var subtitleLayout: TextLayout?
  private var origin = Vec2.zero
  /// The column the header is set in, and the interface's direction.
  private var frame = PageFrame(size: Size(1, 1))
  /// Where the header ends (the subtitle's last line box), window points.
  public private(set) var bottom: Float = 0

  public init(title: String, subtitle: String) {
    self.title = title
    self.subtitle = subtitle
  }

  /// Wraps the header to `frame`'s column and places it `frame.titleTop` below the window's
  /// top; returns `bottom`.
  @discardableResult
  public mutating func layout(_ frame: PageFrame, metrics: any FontMetrics) -> Float {
    let width = frame.columnWidth
    // Measured again at another pixel scale: hinted advances differ with the pixel size.
    let sameScale = frame.pixelScale == self.frame.pixelScale
    let t =
      titleLayout.flatMap { sameScale && $0.measured.font == frame.type.title ? $0 : nil }
      ?? TextLayout(text: title, font: frame.type.title, width: width, metrics: metrics)
    let s =
      subtitleLayout.flatMap { sameScale && $0.measured.font == frame.type.subtitle ? $0 : nil }
      ?? TextLayout(text: subtitle, font: frame.type.subtitle, width: width, metrics: metrics)
    titleLayout = t.wrapWidth == width ? t : t.rewrapped(toWidth: width)
    subtitleLayout = s.wrapWidth == width ? s : s.rewrapped(toWidth: width)
    origin = Vec2(frame.columnMinX, frame.titleTop)
    self.frame = frame
    bottom =
      frame.titleTop + titleLayout!.size.height + PageHeader.subtitleGap
      + subtitleLayout!.size.height
    return bottom
  }

  /// The header's box in window points (for tests and the layout dump).
  public var bounds: Rect {
    let width = max(titleLayout?.size.width ?? 0, subtitleLayout?.size.width ?? 0)
    return Rect(x: origin.x, y: origin.y, width: width, height: bottom - origin.y)
  }

  /// Draws the header where `layout` placed it.
  public func draw(into list: inout DrawList, theme: Theme) {
    guard let titleLayout, let subtitleLayout else { return }
    let title = TextPlacement(
      origin: origin, width: titleLayout.wrapWidth, kind: .chrome, frame: frame)
    for r in titleLayout.runs.indices {
      list.text(
        titleLayout, run: r,
        at: title.origin(of: titleLayout.runs[r], in: titleLayout, drawnIn: list),
        color: theme.text)
    }
    let subtitle = TextPlacement(
      origin: origin + Vec2(0, titleLayout.size.height + PageHeader.subtitleGap),
      width: subtitleLayout.wrapWidth, kind: .chrome, frame: frame)
    for r in subtitleLayout.runs.indices {
      list.text(
        subtitleLayout, run: r,
        at: subtitle.origin(of: subtitleLayout.runs[r], in: subtitleLayout, drawnIn: list),
        color: theme.secondaryText)
    }
  }
}
