import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

private let metrics = FixedWidthMetrics(advance: 5)

/// A row synced to `tally` and settled: every chip at rest, nothing animating.
private func restingRow(showing tally: ReactionTally, alignsRight: Bool = false) -> ChipRow {
  var row = ChipRow(alignsRight: alignsRight)
  row.sync(to: tally, metrics: metrics)
  row.settle()
  return row
}

private func settled(_ row: inout ChipRow) {
  for _ in 0..<600 { row.update(dt: 1.0 / 120) }
}

@Test func aNewChipWaitsHiddenForItsEmojiThenPops() {
  var tally = ReactionTally(counts: [("🔥", 2)])
  var row = restingRow(showing: tally)
  tally.pick("😮")
  row.sync(to: tally, arriving: "😮", metrics: metrics)
  settled(&row)
  let wow = try! #require(row.index(of: "😮"))
  #expect(row.awaiting[wow] && row.shownCount[wow] == 0 && row.scale(wow) == 0)
  // Its slot is already made: right of 🔥.
  #expect(row.restingFrame(wow).minX == row.restingFrame(row.index(of: "🔥")!).maxX + 6)
  row.arrive("😮", metrics: metrics)
  #expect(row.shownCount[wow] == 1 && row.scale(wow) > 0)
  settled(&row)
  #expect(row.scale(wow) == 1 && row.isSettledWithModel)
}

@Test func aCountRiseWaitsForTheEmojiAndBumpsTheChip() {
  var tally = ReactionTally(counts: [("👍", 3)])
  var row = restingRow(showing: tally)
  tally.pick("👍")
  row.sync(to: tally, arriving: "👍", metrics: metrics)
  #expect(row.shownCount == [3] && row.count == [4] && row.label == ["3"])
  #expect(!row.isUsers.isEmpty && row.isUsers[0])
  row.arrive("👍", metrics: metrics)
  #expect(row.shownCount == [4] && row.label == ["4"])
  #expect(row.isAnimating)  // the bump
  settled(&row)
  #expect(!row.isAnimating && row.scale(0) == 1)
}

@Test func aRemovedChipShrinksAwayAndTheOthersSlideOver() {
  var tally = ReactionTally(counts: [("😂", 1), ("🔥", 2)], userReaction: "😂")
  var row = restingRow(showing: tally)
  let fireBefore = row.frame(row.index(of: "🔥")!).minX
  tally.pick("😂")  // taken back: 😂 goes to 0
  row.sync(to: tally, metrics: metrics)
  #expect(row.restingFrame(row.index(of: "🔥")!).minX == 0)
  row.update(dt: 1.0 / 120)
  let mid = row.frame(row.index(of: "🔥")!).minX
  #expect(mid > 0 && mid < fireBefore)  // slides, does not jump
  settled(&row)
  #expect(row.emoji == ["🔥"])
}

@Test func outgoingRowsEndAtTheAnchor() {
  let tally = ReactionTally(counts: [("😂", 3), ("👍", 12)])
  let row = restingRow(showing: tally, alignsRight: true)
  let last = row.restingFrame(row.index(of: "👍")!)
  #expect(last.maxX == 0)
  #expect(row.restingFrame(row.index(of: "😂")!).maxX == last.minX - 6)
  #expect(last.width > row.restingFrame(row.index(of: "😂")!).width)  // two digits
}

@Test func aNewChipGrowsBeforeItsEmojiLandsWithAnEmptyEmojiSlot() {
  var tally = ReactionTally(counts: [("🔥", 2)])
  var row = restingRow(showing: tally)
  tally.pick("😮")
  row.sync(to: tally, arriving: "😮", metrics: metrics)
  let wow = try! #require(row.index(of: "😮"))
  #expect(row.emojiHidden[wow])
  row.beginArrival("😮", metrics: metrics)
  #expect(row.shownCount[wow] == 1 && row.awaiting[wow] && row.emojiHidden[wow])
  for _ in 0..<30 { row.update(dt: 1.0 / 120) }
  #expect(row.scale(wow) > 0.8)
  // The emoji rect scales with the chip about the chip's centre.
  let f = row.frame(wow)
  let e = row.emojiRect(wow)
  #expect(abs(e.width - ReactionsConstants.chipEmojiSize * row.scale(wow)) < 1e-4)
  #expect(e.minX > f.minX - 1 && e.maxX < f.maxX)
  row.arrive("😮", metrics: metrics)
  #expect(!row.emojiHidden[wow] && !row.awaiting[wow] && row.shownCount[wow] == 1)
  settled(&row)
  #expect(row.isSettledWithModel)
}

@Test func aChipAlreadyShownKeepsItsEmojiWhileAnotherOneFlies() {
  var tally = ReactionTally(counts: [("👍", 3)])
  var row = restingRow(showing: tally)
  tally.pick("👍")
  row.sync(to: tally, arriving: "👍", metrics: metrics)
  row.beginArrival("👍", metrics: metrics)  // nothing to start: it is shown
  #expect(row.emojiHidden == [false] && row.shownCount == [3])
}

@Test func aRemovedChipShrinksAwayOverSeveralFrames() {
  var tally = ReactionTally(counts: [("🔥", 2)], userReaction: "😮")
  var row = restingRow(showing: tally)
  tally.pick("😮")  // taken back: its chip of 1 goes
  row.sync(to: tally, metrics: metrics)
  let wow = try! #require(row.index(of: "😮"))
  var scales: [Float] = []
  for _ in 0..<12 {
    row.update(dt: 1.0 / 120)
    if let i = row.index(of: "😮") { scales.append(row.scale(i)) }
  }
  #expect(wow >= 0 && scales.count == 12)  // still there after 0.1 s…
  #expect(scales.last! < scales.first! && scales.first! < 1)  // …shrinking
  settled(&row)
  #expect(row.index(of: "😮") == nil)
}
