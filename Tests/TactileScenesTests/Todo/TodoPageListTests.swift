import TactileCore
import TactileIO
import Testing

@testable import TactileScenes

private func threeItemPage() -> TodoPage {
  makePage([
    TodoItem(id: 1, text: "One"),
    TodoItem(id: 2, text: "Two"),
    TodoItem(id: 5, text: "Three"),
  ])
}

@Test func theAddRowAddsAnItemAndEditsIt() {
  var page = threeItemPage()
  page.click(page.addRowRect.center)
  #expect(page.rows.count == 4)
  #expect(page.editing?.isNew == true)
  #expect(page.editing?.itemID == 6)
  #expect(page.items.count == 3)  // Not an item until committed.
  page.type("Four 🍀")
  page.press(.enter)
  #expect(page.items.map(\.text) == ["One", "Two", "Three", "Four 🍀"])
  #expect(page.items.last?.id == 6)
  #expect(!page.items[3].isCompleted)
}

@Test func aNewItemCancelledOrLeftEmptyDisappears() {
  var page = threeItemPage()
  page.click(page.addRowRect.center)
  page.type("Nope")
  page.press(.escape)
  #expect(page.rows.count == 3)
  page.click(page.addRowRect.center)
  page.type("  ")
  page.press(.enter)
  #expect(page.rows.count == 3)
  #expect(page.items.map(\.text) == ["One", "Two", "Three"])
}

@Test func upAndDownMoveTheFocusOverItemsAndTheAddRow() {
  var page = threeItemPage()
  page.press(.down)
  #expect(page.focused == 0)
  page.press(.up)
  #expect(page.focused == 0)  // Stays at the top.
  for _ in 0..<5 { page.press(.down) }
  #expect(page.focused == 3)  // The add row, at the bottom.
  page.press(.enter)
  #expect(page.editing?.isNew == true)
}

@Test func spaceTogglesTheFocusedItem() {
  var page = threeItemPage()
  page.press(.down)
  page.press(.down)
  page.press(.space)
  #expect(page.items.map(\.isCompleted) == [false, true, false])
  page.press(.space)
  #expect(page.items.map(\.isCompleted) == [false, false, false])
}

@Test func deleteRemovesTheFocusedItemAndFocusMovesToTheNext() {
  var page = threeItemPage()
  page.press(.down)
  page.press(.down)
  page.press(.delete)
  #expect(page.items.map(\.text) == ["One", "Three"])
  #expect(page.focused == 1)
  page.press(.delete)
  #expect(page.items.map(\.text) == ["One"])
  #expect(page.focused == 1)  // The add row.
  page.press(.delete)  // Not an item: nothing happens.
  #expect(page.items.map(\.text) == ["One"])
}

@Test func deleteWithoutFocusIsNotUsed() {
  var page = threeItemPage()
  let used = page.press(.delete)
  #expect(!used)
  #expect(page.items.count == 3)
}

@Test func rowsAndTheAddRowStackWithoutGaps() {
  let page = threeItemPage()
  for i in 1..<page.rows.count {
    #expect(page.rowRect(i).minY == page.rowRect(i - 1).maxY)
  }
  #expect(page.addRowRect.minY == page.rowRect(2).maxY)
  #expect(page.rowRect(0).minX == PageFrame(size: Size(1280, 800)).columnMinX)
}

@Test func aLongListScrollsWithTheWheelAndFocusScrollsIntoView() {
  let items = (1...30).map { TodoItem(id: $0, text: "Item \($0)") }
  var page = makePage(items)
  #expect(page.scroll.isScrollable)
  let y0 = page.rowRect(0).minY
  _ = page.handle(.wheel(Vec2(0, -2)))
  page.advance(1)
  #expect(page.scroll.offset == 2 * TodoConstants.wheelStep)
  #expect(page.rowRect(0).minY == y0 - 2 * TodoConstants.wheelStep)
  // Clicks land on the scrolled rows.
  page.click(page.textPoint(5))
  #expect(page.items[5].isCompleted)
  // Up to the add row at the bottom: it is scrolled into view.
  page.press(.up)
  page.press(.up)
  page.press(.up)  // From item 5 to item 2, above the viewport's top.
  page.advance(1)
  #expect(page.rowRect(2).minY >= page.viewport.minY)
  for _ in 0..<40 { page.press(.down) }
  page.advance(1)
  #expect(page.focused == 30)
  #expect(page.addRowRect.maxY <= page.viewport.maxY)
}

/// Home and End scroll a long list to its start and its end (as the README says), leaving
/// the focus where it is; a list that fits does not take them.
@Test func homeAndEndScrollTheListToItsEnds() {
  var page = makePage((1...30).map { TodoItem(id: $0, text: "Item \($0)") })
  let ended = page.press(.end)
  #expect(ended)
  page.advance(2)
  #expect(page.scroll.offset == page.scroll.maxOffset && page.scroll.maxOffset > 0)
  #expect(page.addRowRect.maxY <= page.viewport.maxY)
  #expect(page.focused == nil)
  let homed = page.press(.home)
  #expect(homed)
  page.advance(2)
  #expect(page.scroll.offset == 0)
  var short = threeItemPage()
  let shortEnded = short.press(.end)
  #expect(!shortEnded && short.scroll.offset == 0)
}

@Test func theCursorIsAHandOverItemsAndAnIBeamOverEditedText() {
  var page = threeItemPage()
  _ = page.handle(.pointer(PointerEvent(.move, at: page.textPoint(1))))
  #expect(page.cursor == .hand)
  _ = page.handle(.pointer(PointerEvent(.move, at: Vec2(1100, 700))))
  #expect(page.cursor == .arrow)
  page.doubleClick(page.textPoint(1))
  #expect(page.cursor == .text)
}

@Test func theLayoutDumpListsItemsWithTheirLines() {
  var page = threeItemPage()
  page.toggle(1)
  page.advance(2)
  let dump = JSONValue.object(page.layoutDump()).serialized()
  #expect(dump.contains("\"text\": \"Two\""))
  #expect(dump.contains("\"completed\": true"))
  #expect(dump.contains("\"addRow\""))
  #expect(dump.contains("\"struck\": 1"))
}

/// An item whose id is `Int.max`: adding one after it takes a free id instead of overflowing.
@Test func addingAfterAnItemWithTheLargestIdDoesNotOverflow() {
  var page = makePage([TodoItem(id: Int.max, text: "last"), TodoItem(id: 1, text: "first")])
  page.addItem()
  page.type("next")
  page.press(.enter)
  #expect(page.items.map(\.id) == [Int.max, 1, 2])
}
