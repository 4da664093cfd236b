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
    case .compact:
      title = .semibold(24)
      subtitle = .regular(13)
      body = .regular(15)
      caption = .regular(12)
      label = .semibold(13)
    case .regular:
      title = .semibold(28)
      subtitle = .regular(15)
      body = .regular(17)
      caption = .regular(13)
      label = .semibold(15)
    case .wide:
      title = .semibold(32)
      subtitle = .regular(17)
      body = .regular(19)
      caption = .regular(15)
      label = .semibold(17)
    }
  }
}
