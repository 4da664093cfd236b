/// A text whose advance will likely be asked for in the next frames (a word's edge on a line
/// about to scroll near the view): the platform may measure it ahead of time, beside the
/// frames (`FontMetrics.measureAhead`), so that the frame that asks finds it measured.
public struct UpcomingAdvance {
  /// The text as `FontMetrics.advance(of:font:)` will be asked for it.
  public var text: Substring
  public var font: FontSpec

  public init(_ text: Substring, font: FontSpec) {
    self.text = text
    self.font = font
  }
}
