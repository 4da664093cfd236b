import TactileCore

/// Font sizes and spacing shared by the pages, in points.
public enum Typography {
  public static let title = FontSpec.semibold(28)
  public static let subtitle = FontSpec.regular(15)
  public static let body = FontSpec.regular(17)
  public static let caption = FontSpec.regular(13)
  public static let label = FontSpec.semibold(15)
  /// The space between the window edge and the page content.
  public static let margin: Float = 80
  /// The top of the page title's line box.
  public static let titleTop: Float = 36
  /// Where page content starts, below the title and subtitle.
  public static let contentTop: Float = 128
}

extension Typography {
  /// The content column of a page in a window of `size` points: below the header, inside the
  /// side margins (clear of the edge waves), at most `maxWidth` wide, `bottomInset` above the
  /// bottom (room for the page dots). Never narrower or shorter than 1 point.
  public static func contentViewport(in size: Size, maxWidth: Float, bottomInset: Float) -> Rect {
    Rect(
      x: margin, y: contentTop, width: max(1, min(maxWidth, size.width - 2 * margin)),
      height: max(1, size.height - contentTop - bottomInset))
  }
}
