/// What one grain of the ink's tile is and how it moves, each the look of the apps it follows.
/// The particles strategy always draws `dots`; the tile and still strategies draw either.
public enum InkGrain: Int, CaseIterable, Hashable, Sendable {
  /// Anti-aliased round dots at sub-pixel places, `size` points across, drifting `speed`
  /// points a second in any direction: Telegram for iOS and Android.
  case dots
  /// Telegram Desktop's sprites: five anti-aliased rounded rects from `size.upperBound` ×
  /// `size.lowerBound` to `size.lowerBound` × `size.upperBound` points (radius half the
  /// smaller), set at whole device pixels and drifting `speed` device pixels a second (the same
  /// on every screen, so at 2× they move half as far in points), mostly up or down: the
  /// horizontal part of the direction is uniform in −1…1. A grain holds still for a few frames,
  /// then hops a whole pixel.
  case sprites

  /// The name the tunable, presets and the command line use (before the coverage's: "sprites
  /// on spans").
  public var name: String {
    switch self {
    case .dots: "dots"
    case .sprites: "sprites"
    }
  }
}
