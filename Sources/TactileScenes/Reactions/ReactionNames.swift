/// The short names shown above a highlighted reaction (Facebook's "Haha", "Wow", …).
public enum ReactionNames {
  /// Names of the emoji the app ships (the default bar's six and the rest of the emoji subset).
  /// Keys are written without variation selectors; `name(for:)` strips them before looking up.
  private static let names: [String: String] = [
    "😂": "Haha", "😡": "Angry", "😢": "Sad", "😮": "Wow", "👍": "Like", "❤": "Love",
    "🔥": "Fire", "🎉": "Hooray", "😍": "Adore", "🤔": "Hmm", "👏": "Bravo", "🙏": "Thanks",
    "😎": "Cool", "🥳": "Party", "💯": "100", "🚀": "Rocket", "✨": "Sparkles", "🙈": "Oops",
    "👀": "Looking", "😅": "Phew", "🤯": "Mind blown", "🍕": "Pizza", "☕": "Coffee",
    "🐱": "Cat", "🌍": "World", "✅": "Done", "❤‍🔥": "Passion",
  ]

  /// The name of `emoji`, or nil for an emoji without one (the label then shows the emoji).
  public static func name(for emoji: String) -> String? {
    var key = ""
    key.unicodeScalars.append(
      contentsOf: emoji.unicodeScalars.lazy.filter { $0.value != 0xFE0F && $0.value != 0xFE0E })
    return names[key]
  }
}
