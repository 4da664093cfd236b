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
