import TactileCore
import Testing

@testable import TactileScenes

/// In a right-to-left interface the bar is shown mirrored (its first reaction rightmost: the
/// deck mirrors what the page draws), so the arrow keys move the highlight the way they point
/// on screen: ← from the first reaction towards the last, → back.
@Test func rightToLeftArrowsMoveTheHighlightTheWayTheyPoint() {
  var d = ReactionsDriver()
  d.page.layout(PageFrame(size: Size(1280, 800), direction: .rightToLeft))
  d.up(d.holdOpen(bubble: 4))
  d.key(.left)
  #expect(d.page.bar?.highlighted == 0)
  d.key(.left)
  d.key(.left)
  d.key(.right)
  #expect(d.page.bar?.highlighted == 1)
  d.key(.enter)
  #expect(d.page.lastOutcome == .picked(bubble: 4, change: .added("😡")))
}
