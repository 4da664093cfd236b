import TactileCore

/// The title and one-line subtitle at the top of every page.
public struct PageHeader {
  public var title: String
  public var subtitle: String

  public init(title: String, subtitle: String) {
    self.title = title
    self.subtitle = subtitle
  }

  /// Draws the header for a page `width` points wide.
  public func draw(into list: inout DrawList, theme: Theme, metrics: any FontMetrics) {
    let titleMetrics = metrics.lineMetrics(for: Typography.title)
    let titleBaseline = Typography.titleTop + titleMetrics.ascent
    list.text(
      title, font: Typography.title, at: Vec2(Typography.margin, titleBaseline),
      color: theme.text)
    let sub = metrics.lineMetrics(for: Typography.subtitle)
    list.text(
      subtitle, font: Typography.subtitle,
      at: Vec2(Typography.margin, titleBaseline + titleMetrics.descent + 8 + sub.ascent),
      color: theme.secondaryText)
  }
}
