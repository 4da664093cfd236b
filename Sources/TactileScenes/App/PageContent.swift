/// What the pages show that can come from outside: the spoiler text, the reaction set and
/// the to-do list's storage.
public struct PageContent: Sendable {
  /// Marked-up text of the Spoilers page (`[hidden]`, `||hidden||`).
  public var spoilerText: String
  /// The reaction bar's emoji, in order (1 to 8).
  public var reactions: [String]
  /// Where the to-do list is loaded from and saved to; nil keeps the sample list in memory.
  public var todoStorage: (any TodoStorage)? = nil

  /// The reaction bar's emoji when `--reactions` names none, in bar order.
  public static let defaultReactions = ["😂", "😡", "😢", "😮", "👍", "❤️"]

  public init(
    spoilerText: String = PageContent.fallbackSpoilerText,
    reactions: [String] = PageContent.defaultReactions
  ) {
    self.spoilerText = spoilerText
    self.reactions = reactions
  }

  /// Used when no sample text is available (tests, missing `Assets/Texts`).
  public static let fallbackSpoilerText = """
    Finally watched the finale. The twist: [the captain faked the distress signal herself, \
    and every clue they followed was one she planted]. Also ||the cat did it 🐱||.
    """
}
