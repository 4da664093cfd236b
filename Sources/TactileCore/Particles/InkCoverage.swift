/// Where a spoiler's ink lies on each line it touches.
public enum InkCoverage: Int, CaseIterable, Hashable, Sendable {
  /// Over each word, the spaces between words left bare (Telegram for iOS confines its
  /// particles to the words): the gaps show how many words the spoiler hides.
  case words
  /// Over the spoiler's whole span on the line, the spaces between its words included (Telegram
  /// Desktop and Android): only the span's length shows.
  case span

  /// The name the tunable, presets and the command line use (after the grain's: "dots on
  /// spans").
  public var name: String {
    switch self {
    case .words: "words"
    case .span: "spans"
    }
  }
}
