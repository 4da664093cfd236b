import Testing

@testable import TactileCore
@testable import TactileScenes

@Test func pickingAddsAChipThenCountsUp() {
  var tally = ReactionTally(counts: [("👍", 2)])
  #expect(tally.pick("❤️") == .added("❤️"))
  #expect(tally.chips == [.init(emoji: "👍", count: 2), .init(emoji: "❤️", count: 1)])
  #expect(tally.userReaction == "❤️")
}

@Test func pickingAnotherMovesTheUsersReaction() {
  var tally = ReactionTally(counts: [("👍", 2), ("😂", 1)])
  tally.pick("😂")
  #expect(tally.count(of: "😂") == 2)
  #expect(tally.pick("👍") == .changed(from: "😂", to: "👍"))
  #expect(tally.count(of: "😂") == 1 && tally.count(of: "👍") == 3)
  #expect(tally.userReaction == "👍" && tally.total == 4)
}

@Test func pickingTheCurrentReactionAgainRemovesItAndItsEmptyChip() {
  var tally = ReactionTally()
  tally.pick("😮")
  #expect(tally.pick("😮") == .removed("😮"))
  #expect(tally.chips.isEmpty && tally.userReaction == nil && tally.count(of: "😮") == 0)
}

@Test func changingAwayFromALoneReactionRemovesItsChip() {
  var tally = ReactionTally(counts: [("👍", 1)])
  tally.pick("😡")
  tally.pick("😢")
  #expect(tally.chips.map(\.emoji) == ["👍", "😢"])
}

@Test func cancelledPickLeavesTheTallyAsItWas() {
  // Release with nothing highlighted: the page simply does not call pick.
  var tally = ReactionTally(counts: [("👍", 3)], userReaction: "👍")
  let before = tally
  #expect(tally.clearUserReaction() == "👍")
  #expect(tally.count(of: "👍") == 2 && tally.userReaction == nil)
  #expect(tally.clearUserReaction() == nil)
  #expect(tally != before)
  #expect(tally.total == 2)
}

@Test func storedCountsAreMadeConsistent() {
  let tally = ReactionTally(
    counts: [("👍", 0), ("😂", -2), ("❤️", 1), ("❤️", 2)], userReaction: "😮")
  #expect(tally.chips == [.init(emoji: "❤️", count: 3), .init(emoji: "😮", count: 1)])
  #expect(tally.userReaction == "😮")
}

@Test func anySequenceOfPicksKeepsTheInvariants() {
  var rng = SeededRandom(seed: 7)
  let emoji = ["😂", "😡", "😢", "😮", "👍", "❤️"]
  var tally = ReactionTally(counts: [("👍", 1), ("❤️", 2)])
  let others = 3
  for _ in 0..<500 {
    if rng.int(below: 5) == 0 {
      tally.clearUserReaction()
    } else {
      tally.pick(emoji[rng.int(below: emoji.count)])
    }
    #expect(tally.chips.allSatisfy { $0.count > 0 })
    #expect(Set(tally.chips.map(\.emoji)).count == tally.chips.count)
    #expect(tally.total == others + (tally.userReaction == nil ? 0 : 1))
    if let mine = tally.userReaction { #expect(tally.count(of: mine) >= 1) }
  }
}
