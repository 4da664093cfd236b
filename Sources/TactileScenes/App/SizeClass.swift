import TactileCore

/// How roomy the window is, in three steps that set the type scale and the margins
/// (`PageFrame`). A window is as roomy as its tighter dimension allows.
public enum SizeClass: Int, Comparable, CaseIterable, Sendable {
  /// Narrower than 600 pt or lower than 420 pt: small type, margins just clear of the waves.
  case compact
  /// The usual desktop window.
  case regular
  /// Wider than 1600 pt and taller than 1000 pt: larger type and margins.
  case wide

  /// Below this width (points) a window is compact; above `wideWidth`, wide.
  public static let compactWidth: Float = 600
  public static let wideWidth: Float = 1600
  /// Below this height (points) a window is compact; it is wide only above `wideHeight`.
  public static let compactHeight: Float = 420
  public static let wideHeight: Float = 1000

  /// The class of a window of `size` points.
  public init(size: Size) {
    let byWidth: SizeClass =
      size.width < SizeClass.compactWidth
      ? .compact : size.width > SizeClass.wideWidth ? .wide : .regular
    let byHeight: SizeClass =
      size.height < SizeClass.compactHeight
      ? .compact : size.height > SizeClass.wideHeight ? .wide : .regular
    self = min(byWidth, byHeight)
  }

  public static func < (a: SizeClass, b: SizeClass) -> Bool { a.rawValue < b.rawValue }

  /// The class's name, for the layout dump.
  public var name: String {
    switch self {
    case .compact: "compact"
    case .regular: "regular"
    case .wide: "wide"
    }
  }
}
