import TactileCore
import Testing

@testable import TactileScenes

private func twoItemPage() -> TodoPage {
  makePage([
    TodoItem(id: 1, text: "Buy bread"),
    TodoItem(id: 2, text: "Done already", isCompleted: true),
  ])
}

/// A point in row `i`'s first line, `fraction` of the way across grapheme `g`.
private func pointIn(_ page: TodoPage, row i: Int, grapheme g: Int, fraction: Float = 0.25)
  -> Vec2
{
  page.textOrigin(of: i) + Vec2((Float(g) + fraction) * graphemeWidth, 8)
}

@Test func doubleClickEditsWithTheCaretAtTheClickAndLeavesCompletionAlone() {
  var page = twoItemPage()
  let before = page.rows[0].toggleState
  page.doubleClick(pointIn(page, row: 0, grapheme: 4, fraction: 0.7))
  #expect(page.editing?.itemID == 1)
  #expect(page.editing?.editor.caret == 5)  // Right half of grapheme 4: the caret goes after it.
  // The first click's toggle was undone exactly.
  #expect(!page.rows[0].item.isCompleted)
  #expect(page.rows[0].strike == before.strike)
  #expect(page.rows[0].checkbox == before.checkbox)
  #expect(page.isAnimating)  // The caret blinks while editing.
}

@Test func typingThenEnterCommitsTheText() {
  var page = twoItemPage()
  page.doubleClick(page.textPoint(0))
  page.press(.end)
  page.type(" и молоко 🥛")
  #expect(page.editing?.editor.text == "Buy bread и молоко 🥛")
  #expect(page.rows[0].item.text == "Buy bread")  // Not committed yet.
  page.press(.enter)
  #expect(page.editing == nil)
  #expect(page.items[0].text == "Buy bread и молоко 🥛")
  #expect(!page.isAnimating)
}

@Test func escapeCancelsTheEdit() {
  var page = twoItemPage()
  page.doubleClick(page.textPoint(0))
  page.type("xyz")
  page.press(.escape)
  #expect(page.editing == nil)
  #expect(page.items[0].text == "Buy bread")
  #expect(page.rows[0].layout.text == "Buy bread")
}

@Test func enterOnTheFocusedItemEditsIt() {
  var page = twoItemPage()
  page.press(.down)
  page.press(.enter)
  #expect(page.editing?.itemID == 1)
  #expect(page.editing?.editor.caret == 9)
}

@Test func backspaceAndDeleteRemoveWholeGraphemes() {
  var page = twoItemPage()
  page.press(.down)
  page.press(.enter)
  page.type("e\u{301}👨‍👩‍👧🇺🇦")
  page.press(.backspace)
  #expect(page.editing?.editor.text == "Buy bread" + "e\u{301}👨‍👩‍👧")
  page.press(.backspace)
  page.press(.backspace)
  #expect(page.editing?.editor.text == "Buy bread")
  page.press(.home)
  page.press(.delete)
  #expect(page.editing?.editor.text == "uy bread")
  page.press(.right)
  page.press(.right)
  page.press(.left)
  #expect(page.editing?.editor.caret == 1)
  page.press(.end)
  #expect(page.editing?.editor.caret == 8)
}

@Test func clickingInTheEditedTextPlacesTheCaret() {
  var page = twoItemPage()
  page.doubleClick(page.textPoint(0))
  page.click(pointIn(page, row: 0, grapheme: 3, fraction: 0.3))
  #expect(page.editing?.editor.caret == 3)
  page.click(pointIn(page, row: 0, grapheme: 3, fraction: 0.8))
  #expect(page.editing?.editor.caret == 4)
  // Past the end of the line.
  page.click(page.textOrigin(of: 0) + Vec2(page.rows[0].layout.wrapWidth - 1, 8))
  #expect(page.editing?.editor.caret == 9)
  #expect(page.editing != nil)
}

@Test func clickingElsewhereCommitsTheEdit() {
  var page = twoItemPage()
  page.doubleClick(page.textPoint(0))
  page.press(.end)
  page.type("!")
  page.click(Vec2(1000, 700))
  #expect(page.editing == nil)
  #expect(page.items[0].text == "Buy bread!")
}

@Test func whileEditingEveryKeyBelongsToTheEditor() {
  var page = twoItemPage()
  page.doubleClick(page.textPoint(0))
  // Digits and arrows would otherwise switch pages.
  let usedDigit = page.press(.character("2"))
  let usedLeft = page.press(.left)
  let usedRight = page.press(.right)
  let usedText = page.handle(.text("2"))
  #expect(usedDigit && usedLeft && usedRight && usedText)
  #expect(page.editing?.editor.text == "B2uy bread")  // Left stayed at 0, Right moved to 1.
}

@Test func aCompletedItemKeepsItsStrikeThroughTheEditRewrapped() {
  var page = twoItemPage()
  page.doubleClick(page.textPoint(1))
  #expect(page.editing?.itemID == 2)
  #expect(page.rows[1].item.isCompleted)
  page.press(.end)
  page.type(" " + fourLineText)
  let lines = page.rows[1].layout.lines.count
  #expect(lines >= 4)
  #expect(page.rows[1].strikeFractions == Array(repeating: 1, count: lines))
  #expect(page.strikeSegments(1).count == lines)
  page.press(.enter)
  #expect(page.rows[1].item.isCompleted)
  #expect(page.strikeSegments(1).count == lines)
}

@Test func emptyingAnItemKeepsItsOldText() {
  var page = twoItemPage()
  page.press(.down)
  page.press(.enter)
  for _ in 0..<9 { page.press(.backspace) }
  #expect(page.editing?.editor.text == "")
  page.press(.enter)
  #expect(page.items[0].text == "Buy bread")
}

@Test func upAndDownMoveTheCaretBetweenWrappedLines() {
  var page = makePage([TodoItem(id: 1, text: fourLineText)])
  page.press(.down)
  page.press(.enter)
  page.press(.home)
  page.press(.right)
  page.press(.right)
  page.press(.down)
  #expect(page.editing?.editor.caret == 29)  // Line 1 starts at grapheme 27.
  page.press(.up)
  #expect(page.editing?.editor.caret == 2)
}

/// An input method's composition shows inline at the caret, underlined, with the caret after
/// it; committing inserts the committed text, an empty composition takes it away.
@Test func anInputMethodsCompositionShowsAtTheCaretUntilCommitted() {
  var page = twoItemPage()
  page.doubleClick(page.textPoint(0))
  page.press(.home)
  _ = page.handle(.composition("にほ"))
  #expect(page.rows[0].layout.text == "にほBuy bread")
  #expect(page.editing?.editor.text == "Buy bread")  // Nothing committed yet.
  #expect(page.editing?.shownCaret == 2)
  var list = DrawList()
  page.draw(into: &list, FrameContext(theme: .dark))
  let underline = list.commands.contains {
    guard case .fillRect(let r, _, _) = $0 else { return false }
    return r.height == TodoConstants.caretWidth && abs(r.width - 2 * graphemeWidth) < 0.01
  }
  #expect(underline)
  _ = page.handle(.composition("にほん"))
  #expect(page.rows[0].layout.text == "にほんBuy bread")
  _ = page.handle(.text("日本"))
  #expect(page.editing?.editor.text == "日本Buy bread")
  #expect(page.editing?.composition == "")
  _ = page.handle(.composition("x"))
  _ = page.handle(.composition(""))  // Cancelled.
  #expect(page.rows[0].layout.text == "日本Buy bread")
  page.press(.enter)
  #expect(page.items[0].text == "日本Buy bread")
}
