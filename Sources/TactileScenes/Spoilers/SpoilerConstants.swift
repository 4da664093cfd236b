import TactileCore

/// Every number of the Spoilers page in one place.
/// Lengths in points, times in seconds.
public enum SpoilerConstants {
  /// Reveal duration per point of circle radius (0.3 ms).
  public static let revealSecondsPerPoint = 0.0003
  /// Reveal duration bounds.
  public static let revealDurationRange: ClosedRange<Double> = 0.25...0.55
  /// The circle grows with this easing (ease-in quad: slow start, fast finish).
  public static let revealEasing = Easing.easeInQuad
  /// The text seen through a growing circle fades in over this long from the click (shorter
  /// than any reveal).
  public static let revealTextFade = 0.15
  /// Hiding again: the text fades out and the dust fades back in over this time.
  public static let concealDuration = 0.3
  /// With reduced motion, reveals are a plain cross-fade of this length.
  public static let reducedMotionFade = 0.2
  /// Wheel notches to points.
  public static let wheelStep: Float = 48
  /// Focus ring around the focused spoiler's fragments.
  public static let focusRingWidth: Float = 2
  public static let focusRingOutset: Float = 3
  /// Corner radius of the focus ring, points.
  public static let focusRingRadius: Float = 4
  /// Text line spacing multiplier.
  public static let lineSpacing: Float = 1.15
  /// How far glyphs may reach past the text column (overhangs, kerning across runs).
  public static let glyphOverhang: Float = 6
}
