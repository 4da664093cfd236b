/// One message of the sample chat: who wrote it, what it says, and the reactions it already
/// has (other people's, plus possibly the user's own).
public struct ChatMessage: Sendable {
  /// Incoming messages sit on the left with the sender's name; outgoing ones on the right.
  public enum Side: String, Sendable { case incoming, outgoing }

  public var side: Side
  /// Shown above incoming messages; empty for outgoing ones.
  public var sender: String
  public var text: String
  /// "12:41"-style time shown in the bubble's corner.
  public var time: String
  public var reactions: [(emoji: String, count: Int)]
  public var userReaction: String?

  public init(
    _ side: Side, sender: String = "", _ text: String, time: String,
    reactions: [(emoji: String, count: Int)] = [], userReaction: String? = nil
  ) {
    self.side = side
    self.sender = sender
    self.text = text
    self.time = time
    self.reactions = reactions
    self.userReaction = userReaction
  }

  /// The chat the page shows: English and Russian, short and multi-line, some with emoji.
  /// Emoji are from the shipped colour-emoji subset.
  public static let samples: [ChatMessage] = [
    ChatMessage(
      .incoming, sender: "Maya",
      "Did anyone else see the northern lights last night? The whole sky over the lake went "
        + "green for about ten minutes ✨",
      time: "21:04", reactions: [("😮", 4), ("❤️", 2)]),
    ChatMessage(
      .outgoing, "I was asleep 🙈 Please tell me somebody took photos", time: "21:06",
      reactions: [("😂", 3)]),
    ChatMessage(
      .incoming, sender: "Tom",
      "Took about two hundred. Most are blurry, but a few are honestly the best pictures "
        + "I have ever taken.",
      time: "21:09", reactions: [("🔥", 5), ("👍", 1)], userReaction: "👍"),
    ChatMessage(
      .incoming, sender: "Лёша",
      "Я тоже видел! Стоял на балконе в одной футболке, замёрз, но оно того стоило 🤯",
      time: "21:11", reactions: [("😂", 2)]),
    ChatMessage(.outgoing, "OK, next time wake me up. I mean it.", time: "21:12"),
    ChatMessage(
      .incoming, sender: "Maya",
      "Deal. Pizza at mine on Friday and we go through all of them? 🍕", time: "21:15",
      reactions: [("👍", 3), ("🎉", 1)]),
    ChatMessage(.outgoing, "Yes!", time: "21:15"),
  ]
}
