import TactileCore

/// The reactions on one message: a count per emoji, in the order the chips appear, and which
/// one (if any) is the user's.
///
/// Invariants, kept by every operation: counts are positive (a chip whose count reaches 0 is
/// removed), each emoji appears once, and the user's reaction, if any, has a chip with a count of
/// at least 1 (the user's own reaction is one of the counted).
public struct ReactionTally: Hashable, Sendable {
  /// One chip under the message.
  public struct Chip: Hashable, Sendable {
    public var emoji: String
    /// How many people reacted with `emoji`; always ≥ 1.
    public var count: Int

    public init(emoji: String, count: Int) {
      self.emoji = emoji
      self.count = count
    }
  }

  /// What a `pick(_:)` did.
  public enum Change: Hashable, Sendable {
    /// The user had no reaction and now has `emoji`.
    case added(String)
    /// The user's reaction moved from one emoji to another.
    case changed(from: String, to: String)
    /// The user picked their current reaction again: it was removed.
    case removed(String)
  }

  /// The chips, in order of first appearance.
  public private(set) var chips: [Chip]
  /// The user's current reaction.
  public private(set) var userReaction: String?

  /// An empty tally.
  public init() {
    chips = []
    userReaction = nil
  }

  /// A tally from stored counts (other people's reactions plus the user's). Counts that are not
  /// positive are dropped, repeated emoji are merged, and a `userReaction` without a count gets
  /// a chip of 1.
  public init(counts: [(emoji: String, count: Int)], userReaction: String? = nil) {
    chips = []
    for (emoji, count) in counts where count > 0 {
      if let i = chips.firstIndex(where: { $0.emoji == emoji }) {
        chips[i].count += count
      } else {
        chips.append(Chip(emoji: emoji, count: count))
      }
    }
    self.userReaction = nil
    if let mine = userReaction {
      self.userReaction = mine
      if count(of: mine) == 0 { increment(mine) }
    }
  }

  /// The count for `emoji` (0 when it has no chip).
  public func count(of emoji: String) -> Int {
    chips.first(where: { $0.emoji == emoji })?.count ?? 0
  }

  /// Sum of all counts.
  public var total: Int { chips.reduce(0) { $0 + $1.count } }

  /// The user picks `emoji`: it becomes their reaction (the old one, if any, loses a count), or
  /// — if it already is their reaction — their reaction is removed.
  @discardableResult
  public mutating func pick(_ emoji: String) -> Change {
    switch userReaction {
    case emoji?:
      decrement(emoji)
      userReaction = nil
      return .removed(emoji)
    case let old?:
      decrement(old)
      increment(emoji)
      userReaction = emoji
      return .changed(from: old, to: emoji)
    case nil:
      increment(emoji)
      userReaction = emoji
      return .added(emoji)
    }
  }

  /// Removes the user's reaction, if any; returns what was removed.
  @discardableResult
  public mutating func clearUserReaction() -> String? {
    guard let old = userReaction else { return nil }
    decrement(old)
    userReaction = nil
    return old
  }

  private mutating func increment(_ emoji: String) {
    if let i = chips.firstIndex(where: { $0.emoji == emoji }) {
      chips[i].count += 1
    } else {
      chips.append(Chip(emoji: emoji, count: 1))
    }
  }

  private mutating func decrement(_ emoji: String) {
    guard let i = chips.firstIndex(where: { $0.emoji == emoji }) else { return }
    if chips[i].count > 1 {
      chips[i].count -= 1
    } else {
      chips.remove(at: i)
    }
  }
}
