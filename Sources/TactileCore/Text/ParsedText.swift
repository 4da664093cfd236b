/// Plain text with the spoiler spans that the markup marked, as produced by
/// `SpoilerMarkup.parse(_:)`.
///
/// `spoilers` index graphemes (Swift `Character` offsets) into `text`. They are sorted,
/// never overlap and are never empty; two spans may touch (`[a][b]` gives `0..<1` and `1..<2`).
public struct ParsedText: Hashable, Sendable {
  /// The visible text: the source without the delimiters and escape backslashes it consumed.
  public var text: String
  /// Hidden spans, in grapheme offsets into `text`, sorted and disjoint.
  public var spoilers: [Range<Int>]

  public init(text: String, spoilers: [Range<Int>] = []) {
    self.text = text
    self.spoilers = spoilers
  }
}
