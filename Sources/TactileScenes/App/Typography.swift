import TactileCore

/// The pages' type scale for one `SizeClass`: every font a page's text uses, in points.
/// Compact windows get about 7/8 of the regular sizes, wide ones about 9/8.
public struct Typography: Hashable, Sendable {
  public var title: FontSpec
  public var subtitle: FontSpec
  public var body: FontSpec
  public var caption: FontSpec
  public var label: FontSpec

  /// The regular window's sizes: title 28, subtitle 15, body 17, caption 13, label 15.
  public static let regular = Typography(.regular)

  public init(_ sizeClass: SizeClass) {
    switch sizeClass {
    case .compact: self.init(title: 24, subtitle: 13, body: 15, caption: 12)
    case .regular: self.init(title: 28, subtitle: 15, body: 17, caption: 13)
    case .wide: self.init(title: 32, subtitle: 17, body: 19, caption: 15)
    }
  }

  /// One row of the scale, sizes in points: the title and the label semibold, the label at the
  /// subtitle's size, the rest regular.
  private init(title: Float, subtitle: Float, body: Float, caption: Float) {
    self.title = .semibold(title)
    self.subtitle = .regular(subtitle)
    self.body = .regular(body)
    self.caption = .regular(caption)
    self.label = .semibold(subtitle)
  }
}
