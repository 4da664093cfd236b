import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

// The input alone against a fake page: three rows 40 pt tall from y 0 (the checkbox left of
// x 40, the text right of it), the `+ Add item` row under them; the caret is x / 10.

private var style: TodoList.Style {
  TodoList.Style(
    font: .regular(17), width: 300, direction: .leftToRight, metrics: FixedWidthMetrics())
}

private struct FakePage: TodoInputTarget {
  var list = TodoList(
    items: ["milk", "eggs", "bread"].enumerated().map { TodoItem(id: $0.offset + 1, text: $0.1) },
    style: style)
  var log: [String] = []

  func hit(at p: Vec2) -> TodoHit {
    guard p.x >= 0, p.y >= 0 else { return .none }
    let row = Int(p.y / 40)
    if row < list.rows.count { return p.x < 40 ? .checkbox(row) : .text(row) }
    return row == list.rows.count ? .addRow : .none
  }
  func caretIndex(_ i: Int, at p: Vec2) -> Int { Int((p.x - 40) / 10) }
  func caretIndexOnNextLine(_ i: Int, from caret: Int, down: Bool) -> Int { down ? 99 : 0 }
  mutating func toggle(_ i: Int, delay: Double) { log.append("toggle \(i)") }
  mutating func clickText(_ i: Int) {
    log.append("clickText \(i)")
    _ = list.clickText(i, timing: .standard, fillDuration: 0.2, animated: true, delay: 0.5)
  }
  mutating func save() { log.append("save") }
  mutating func beginEditing(_ i: Int, caret: Int?) {
    log.append("begin \(i) at \(caret.map(String.init) ?? "end")")
    _ = list.beginEditing(i, caret: caret, style: style)
  }
  mutating func commitEditing() {
    log.append("commit")
    _ = list.commitEditing(style: style)
  }
  mutating func cancelEditing() {
    log.append("cancel")
    _ = list.cancelEditing(style: style)
  }
  mutating func edit(_ change: (inout TodoEditSession) -> Void) {
    _ = list.edit(style: style, change)
    log.append("edit → \(list.editing!.shownText) caret \(list.editing!.editor.caret)")
  }
  mutating func addItem() { log.append("add") }
  mutating func deleteItem(_ i: Int) { log.append("delete \(i)") }
  mutating func scrollFocusedIntoView() { log.append("show focus") }
  mutating func scroll(byNotches notches: Float) -> Bool {
    log.append("scroll \(notches)")
    return true
  }
  mutating func scrollPage(for key: Key) -> Bool {
    log.append("page \(key)")
    return true
  }
  mutating func saveDraft() { log.append("draft") }
}

private final class Rig {
  var input = TodoInput()
  var page = FakePage()

  @discardableResult
  func send(_ event: InputEvent) -> Bool { input.handle(event, on: &page) }

  @discardableResult
  func click(_ p: Vec2, count: Int = 1) -> Bool {
    let down = send(.pointer(PointerEvent(.down, at: p, clickCount: count)))
    let up = send(.pointer(PointerEvent(.up, at: p, clickCount: count)))
    return down || up
  }

  @discardableResult
  func key(_ k: Key) -> Bool { send(.key(KeyEvent(k))) }
}

@Test func aClickOnACheckboxFocusesAndTogglesItAtOnce() {
  let rig = Rig()
  #expect(rig.click(Vec2(10, 50)))
  #expect(rig.page.log == ["toggle 1"])
  #expect(rig.page.list.focused == 1 && !rig.input.focusRingVisible)
}

@Test func aClickOnTheTextWaitsAndADoubleClickTakesItBackAndEdits() {
  let rig = Rig()
  rig.click(Vec2(80, 10))
  #expect(rig.page.log == ["clickText 0"])
  rig.click(Vec2(80, 10), count: 2)
  #expect(rig.page.log == ["clickText 0", "save", "begin 0 at 4"])
  #expect(rig.page.list.editingIndex == 0 && !rig.page.list.items[0].isCompleted)
}

@Test func aPressThatWandersOrEndsElsewhereIsNoClick() {
  let rig = Rig()
  rig.send(.pointer(PointerEvent(.down, at: Vec2(10, 10))))
  rig.send(.pointer(PointerEvent(.move, at: Vec2(30, 10), isPrimaryDown: true)))
  rig.send(.pointer(PointerEvent(.up, at: Vec2(30, 10))))
  rig.send(.pointer(PointerEvent(.down, at: Vec2(10, 10))))
  rig.send(.pointer(PointerEvent(.up, at: Vec2(10, 12))))  // the same checkbox: a click
  rig.send(.pointer(PointerEvent(.down, at: Vec2(38, 38))))
  rig.send(.pointer(PointerEvent(.up, at: Vec2(41, 38))))  // its text: no click
  #expect(rig.page.log == ["toggle 0"])
  #expect(!rig.click(Vec2(10, 500)))  // nothing there
}

@Test func whileEditingKeysAndTextAreTheEditors() {
  let rig = Rig()
  rig.page.beginEditing(1, caret: nil)
  rig.page.log = []
  #expect(rig.key(.character("1")))  // not a page switch; typed text comes as `.text`
  #expect(rig.send(.text("s!")))
  #expect(rig.key(.left) && rig.key(.backspace))
  #expect(rig.key(.down))
  #expect(rig.key(.enter))
  #expect(
    rig.page.log == [
      "edit → eggss! caret 6", "edit → eggss! caret 5", "edit → eggs! caret 4",
      "edit → eggs! caret 5", "commit",
    ])
  #expect(rig.page.list.items[1].text == "eggs!")
}

@Test func aCompositionShowsAtTheCaretAndEscCancels() {
  let rig = Rig()
  rig.page.beginEditing(0, caret: 0)
  #expect(rig.send(.composition("ka")))
  #expect(rig.page.list.editing?.shownText == "kamilk")
  #expect(rig.key(.escape))
  #expect(rig.page.log.last == "cancel" && rig.page.list.editing == nil)
  #expect(!rig.send(.text("x")) && !rig.send(.composition("y")))
}

@Test func aPressInTheEditedTextPlacesTheCaretAndOneElsewhereCommits() {
  let rig = Rig()
  rig.page.beginEditing(2, caret: nil)
  rig.page.log = []
  rig.click(Vec2(60, 90))
  #expect(rig.page.log == ["edit → bread caret 2"])
  rig.click(Vec2(10, 10))  // another row's checkbox: commits, then toggles it
  #expect(rig.page.log == ["edit → bread caret 2", "commit", "toggle 0"])
}

@Test func theKeysMoveTheFocusToggleEditAddAndDelete() {
  let rig = Rig()
  #expect(!rig.key(.space) && !rig.key(.enter) && !rig.key(.escape))
  #expect(rig.key(.down))
  #expect(rig.page.list.focused == 0 && rig.input.focusRingVisible)
  #expect(rig.key(.space))
  #expect(rig.key(.delete))
  for _ in 0..<5 { rig.key(.down) }
  #expect(rig.page.list.focused == 3)  // the `+ Add item` row
  #expect(!rig.key(.space))
  #expect(rig.key(.enter))
  #expect(rig.key(.pageDown))
  #expect(rig.key(.escape) && rig.page.list.focused == nil)
  #expect(
    rig.page.log == [
      "show focus", "toggle 0", "delete 0", "show focus", "show focus", "show focus",
      "show focus", "show focus", "show focus", "add", "page pageDown",
    ])
}

@Test func theWheelScrollsAndLosingFocusSavesTheDraft() {
  let rig = Rig()
  #expect(rig.send(.wheel(Vec2(0, -2))))
  rig.send(.pointer(PointerEvent(.move, at: Vec2(50, 50))))
  #expect(rig.input.pointer == Vec2(50, 50))
  #expect(!rig.send(.pointerExited))
  #expect(rig.input.pointer == Vec2(-1, -1))
  #expect(!rig.send(.focusLost))
  #expect(rig.page.log == ["scroll 2.0", "draft"])
}
