import Foundation
import TactileCore
import TactileIO
import TactileTestSupport
import Testing

@testable import TactileScenes

// The sample chat (ChatMessage.samples): message 2 has 🔥 5 and 👍 1 (the user's), message 4
// none.

private func chat(messages: [ChatMessage] = ChatMessage.samples) -> Chat {
  var chat = Chat(messages: messages, metrics: FixedWidthMetrics(advance: 5))
  _ = chat.layout(columnMinX: 100, columnWidth: 600, type: .regular, direction: .leftToRight)
  return chat
}

private let launch = Chat.Launch(icon: Rect(x: 300, y: 50, width: 40, height: 40))

@Test func theChatHoldsTheMessagesTalliesAndTheUsersReactions() {
  let c = chat()
  #expect(c.bubbles.count == ChatMessage.samples.count)
  #expect(c.userReaction(on: 2) == "👍")
  #expect(c.userReaction(on: 4) == nil)
  #expect(c.bubbles[2].tally.count(of: "🔥") == 5)
  #expect(!c.isAnimating)
}

@Test func eachSenderKeepsOneColourInOrderOfFirstAppearance() {
  let c = chat()
  let colors = ReactionsConstants.senderColors
  // Maya, "" (outgoing), Tom, Лёша, "", Maya, "".
  #expect(c.senderColors[0] == colors[0] && c.senderColors[5] == colors[0])
  #expect(c.senderColors[1] == colors[1] && c.senderColors[4] == colors[1])
  #expect(c.senderColors[2] == colors[2] && c.senderColors[3] == colors[3 % colors.count])
}

@Test func layoutStacksTheBubblesAndReturnsTheListsHeight() {
  var c = Chat(metrics: FixedWidthMetrics(advance: 5))
  let height = c.layout(
    columnMinX: 100, columnWidth: 600, type: .regular, direction: .leftToRight)
  for i in 1..<c.bubbles.count { #expect(c.bubbles[i].rect.minY > c.bubbles[i - 1].rect.maxY) }
  let last = c.bubbles[c.bubbles.count - 1]
  #expect(
    height
      == last.chipAnchor.y + ReactionsConstants.chipHeight + ReactionsConstants.listInset)
  #expect(c.bubbles[0].rect.minY == ReactionsConstants.listInset)
}

@Test func hitTestingFindsBubblesAndChipsInContentCoordinates() {
  let c = chat()
  #expect(c.bubble(at: c.bubbles[3].rect.center) == 3)
  #expect(c.bubble(at: Vec2(-10, -10)) == nil)
  let fire = c.bubbles[2].restingChipFrames().first { $0.emoji == "🔥" }!
  let hit = c.chip(at: fire.frame.center)
  #expect(hit?.bubble == 2 && hit?.emoji == "🔥")
  #expect(c.chip(at: c.bubbles[2].rect.center) == nil)
}

@Test func togglingAChipMovesTheUsersReactionAtOnce() {
  var c = chat()
  #expect(c.toggle("🔥", on: 2) == .changed(from: "👍", to: "🔥"))
  #expect(c.userReaction(on: 2) == "🔥")
  #expect(c.bubbles[2].chips.emoji.contains("🔥"))
  #expect(c.flights.isEmpty)
  #expect(c.toggle("🔥", on: 2) == .removed("🔥"))
  #expect(c.userReaction(on: 2) == nil)
}

@Test func aPickWithALaunchFliesToItsChipWhichWaitsForIt() {
  var c = chat()
  let (change, flies) = c.pick("😮", on: 4, launch: launch)
  #expect(change == .added("😮") && flies)
  #expect(c.userReaction(on: 4) == "😮")
  #expect(c.flights.count == 1 && c.flights[0].bubble == 4 && c.flights[0].emoji == "😮")
  #expect(c.flights[0].start == launch.icon.center && c.flights[0].startSize == 40)
  #expect(c.bubbles[4].chips.awaiting == [true])
  #expect(c.isAnimating)
  var t = 0.0
  while c.isAnimating && t < 5 {
    c.update(dt: 1.0 / 120)
    t += 1.0 / 120
  }
  #expect(c.flights.isEmpty)
  #expect(c.bubbles[4].chips.shownCount == [1] && c.bubbles[4].chips.awaiting == [false])
  #expect(t < 2)
}

@Test func aPickWithoutALaunchShowsAtOnceAndATakenBackReactionNeverFlies() {
  var c = chat()
  let still = c.pick("😮", on: 4, launch: nil)
  #expect(still.change == .added("😮") && !still.flies && c.flights.isEmpty)
  #expect(c.bubbles[4].chips.shownCount == [1])
  let back = c.pick("👍", on: 2, launch: launch)
  #expect(back.change == .removed("👍") && !back.flies && c.flights.isEmpty)
  #expect(c.userReaction(on: 2) == nil)
}

@Test func theDumpListsEveryMessageWithItsChipsAndTheUsersReaction() {
  let c = chat()
  let text = JSONValue.object([("bubbles", c.layoutDump(offset: Vec2(0, 30)))])
    .serialized(pretty: false)
  #expect(text.components(separatedBy: #""side":"#).count == c.bubbles.count + 1)
  #expect(text.contains(#""userReaction":"👍""#))
  #expect(text.contains(#""emoji":"🔥","count":5"#))
}
