/// A text run likely to be drawn in the next frames (a line about to scroll into view): the
/// platform may render it ahead of time, beside the frames, so that the frame that first
/// draws it need not. Never drawn itself.
public struct UpcomingRun {
  public var text: String
  public var font: FontSpec

  public init(_ text: String, font: FontSpec) {
    self.text = text
    self.font = font
  }
}
