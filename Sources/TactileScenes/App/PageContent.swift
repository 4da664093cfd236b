/// What the pages show that can come from outside: the spoiler text and the reaction set.
public struct PageContent: Sendable {
  /// Marked-up text of the Spoilers page (`[hidden]`, `||hidden||`).
  public var spoilerText: String
  /// The reaction bar's emoji, in order (1 to 8).
  public var reactions: [String]
  /// Where the to-do list is saved (`todo.json` inside); nil keeps it in memory only.
  public var todoDirectory: String? = nil
  /// Unix time, in seconds, when the app started (names a corrupt to-do list kept aside).
  public var launchTime: Double = 0

  /// The seed article's reactions, in its order.
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
