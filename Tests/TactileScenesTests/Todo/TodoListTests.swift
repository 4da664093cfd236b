import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

private var style: TodoList.Style {
  TodoList.Style(
    font: .regular(17), width: 300, direction: .leftToRight, metrics: FixedWidthMetrics())
}

private func list(_ texts: [String]) -> TodoList {
  TodoList(
    items: texts.enumerated().map { TodoItem(id: $0.offset + 1, text: $0.element) }, style: style)
}

@Test func aToggleCompletesTheItemAndAsksToSave() {
  var l = list(["a", "b"])
  let effect = l.toggle(1, timing: .standard, fillDuration: 0.2, animated: false)
  #expect(effect == .save)
  #expect(l.items.map(\.isCompleted) == [false, true])
  let none = l.toggle(5, timing: .standard, fillDuration: 0.2, animated: false)
  #expect(none.isEmpty)
}

@Test func aSecondClickTakesTheFirstClickOnTheTextBack() {
  var l = list(["a", "b"])
  _ = l.clickText(0, timing: .standard, fillDuration: 0.2, animated: true, delay: 0.5)
  #expect(l.items[0].isCompleted && l.focused == 0)
  let onAnother = l.takeBackTextClick(on: 1)
  #expect(!onAnother)
  let takenBack = l.takeBackTextClick(on: 0)
  #expect(takenBack && !l.items[0].isCompleted)
  let again = l.takeBackTextClick(on: 0)
  #expect(!again)  // Taken back once.
  _ = l.clickText(1, timing: .standard, fillDuration: 0.2, animated: true, delay: 0.5)
  l.forgetTextClick()
  let forgotten = l.takeBackTextClick(on: 1)
  #expect(!forgotten)
}

@Test func anEditIsCommittedCancelledOrLeftAsItWas() {
  var l = list(["a", "b"])
  _ = l.beginEditing(0, caret: nil, style: style)
  #expect(l.editingIndex == 0)
  _ = l.edit(style: style) { $0.editor.insert("c") }
  #expect(l.rows[0].layout.text == "ac" && l.items[0].text == "a")
  let committed = l.commitEditing(style: style)
  #expect(committed == [.relayout, .save])
  #expect(l.items[0].text == "ac" && l.editing == nil)
  _ = l.beginEditing(1, caret: 0, style: style)
  _ = l.edit(style: style) { $0.editor.insert("x") }
  let cancelled = l.cancelEditing(style: style)
  #expect(cancelled == [.relayout, .saveIfDraftSaved])
  #expect(l.rows[1].layout.text == "b" && l.items[1].text == "b")
  _ = l.beginEditing(1, caret: nil, style: style)
  let unchanged = l.commitEditing(style: style)
  #expect(unchanged == [.relayout, .saveIfDraftSaved])
}

@Test func aNewItemIsNoItemUntilCommittedWithText() {
  var l = list(["a"])
  let (effect, added) = l.addItem(style: style)
  #expect(added && effect == .relayout)
  #expect(l.rows.count == 2 && l.items.count == 1 && l.focused == 1)
  let leftEmpty = l.commitEditing(style: style)
  #expect(leftEmpty == [.relayout, .saveIfDraftSaved])
  #expect(l.rows.count == 1)
  _ = l.addItem(style: style)
  _ = l.edit(style: style) { $0.editor.insert("new") }
  let committed = l.commitEditing(style: style)
  #expect(committed == [.relayout, .save])
  #expect(l.items.map(\.text) == ["a", "new"])
  #expect(Set(l.items.map(\.id)).count == 2)
}

@Test func deletingKeepsTheFocusInPlaceAndTheFocusStaysInTheList() {
  var l = list(["a", "b", "c"])
  l.focus(2)
  let deleted = l.deleteItem(2)
  #expect(deleted == [.relayout, .save])
  #expect(l.focused == 2)  // Now the `+ Add item` row.
  l.moveFocus(by: 1)
  #expect(l.focused == 2)
  l.focus(nil)
  l.moveFocus(by: -1)
  #expect(l.focused == 2)
  l.moveFocus(by: -5)
  #expect(l.focused == 0)
  l.focus(-3)
  #expect(l.focused == 0)
}
