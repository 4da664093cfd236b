import TactileCore

/// What the To-do page's input acts on: the list, what lies under a point, and the page's
/// operations, each of which lays the rows out again, saves and scrolls as it needs. The page
/// is one; tests use a fake that records what it is asked.
protocol TodoInputTarget {
  var list: TodoList { get set }
  /// What is under window point `p`.
  func hit(at p: Vec2) -> TodoHit
  /// The caret position nearest to window point `p` in row `i`'s text.
  func caretIndex(_ i: Int, at p: Vec2) -> Int
  /// The caret one line up or down from `caret` in row `i`.
  func caretIndexOnNextLine(_ i: Int, from caret: Int, down: Bool) -> Int
  /// Completes or reopens item `i`; its strike and checkbox wait `delay` seconds.
  mutating func toggle(_ i: Int, delay: Double)
  /// A click on item `i`'s text: it toggles after a double-click interval, unless a second
  /// click takes it back.
  mutating func clickText(_ i: Int)
  /// Saves the items as they are.
  mutating func save()
  mutating func beginEditing(_ i: Int, caret: Int?)
  mutating func commitEditing()
  mutating func cancelEditing()
  /// Changes the edit in progress and scrolls its caret into view.
  mutating func edit(_ change: (inout TodoEditSession) -> Void)
  mutating func addItem()
  mutating func deleteItem(_ i: Int)
  mutating func scrollFocusedIntoView()
  /// Scrolls by `notches` of the wheel (positive: towards the end); whether it could.
  mutating func scroll(byNotches notches: Float) -> Bool
  /// Page Up / Page Down, Home / End; whether it scrolled.
  mutating func scrollPage(for key: Key) -> Bool
  /// Saves the text being edited as a draft (the page or the window lost focus).
  mutating func saveDraft()
}

/// Pointer, wheel, keyboard and text input of the To-do page, turned into list edits on a
/// `TodoInputTarget` (the page).
///
/// - A click (a tap: press and release within `GestureThresholds.tapSlop`) on a checkbox
///   toggles it at once. A click on an item's text toggles it too, but its strike and
///   checkbox wait one double-click interval before they move (`clickText`): a second click
///   within the interval makes a double-click, which restores the completion exactly
///   (nothing was struck or filled, so nothing flashes) and starts editing with the caret at
///   the click.
/// - While editing, every key is the editor's (so digits and arrows do not switch pages), text
///   events insert, a click in the text places the caret, a click elsewhere commits.
/// - Otherwise Up/Down move the focus over the items and the `+ Add item` row, Space toggles,
///   Enter edits (or adds), Delete removes, Esc drops the focus; Page Up/Down and Home/End
///   scroll the list.
struct TodoInput {
  /// Where the pointer was last seen (window points; off the window when it left).
  private(set) var pointer = Vec2(-1, -1)
  /// The focus ring shows only after keyboard navigation, not after a click.
  private(set) var focusRingVisible = false
  /// Clicks on checkboxes, texts and the `+ Add item` row.
  private var tap = TapRecognizer()
  /// What the press being tracked by `tap` went down on.
  private var pressedHit: TodoHit = .none

  /// Takes `event`, acting on `target`; returns whether it was used.
  mutating func handle<T: TodoInputTarget>(_ event: InputEvent, on target: inout T) -> Bool {
    switch event {
    case .pointer(let p):
      return handlePointer(p, on: &target)
    case .wheel(let d):
      return target.scroll(byNotches: -d.y)
    case .text(let typed):
      guard target.list.editing != nil else { return false }
      target.edit { session in
        session.composition = ""
        session.editor.insert(typed)
      }
      return true
    case .key(let k):
      if target.list.editing != nil {
        if k.isDown { handleEditingKey(k, on: &target) }
        return true
      }
      return k.isDown && handleKey(k, on: &target)
    case .pointerExited:
      pointer = Vec2(-1, -1)
      _ = tap.cancel()
      return false
    case .focusLost:
      _ = tap.cancel()
      target.saveDraft()  // The window or the page lost focus: nothing typed is lost.
      return false
    case .composition(let composed):
      guard target.list.editing != nil else { return false }
      target.edit { $0.composition = LineEditor.singleLine(composed) }
      return true
    case .resize:
      return false
    }
  }

  // MARK: Pointer

  private mutating func handlePointer<T: TodoInputTarget>(
    _ p: PointerEvent, on target: inout T
  ) -> Bool {
    pointer = p.position
    guard p.button == .primary else { return false }
    switch p.phase {
    case .down: return pressDown(p, on: &target)
    case .move:
      _ = tap.handle(p)
      return false
    case .up:
      defer { pressedHit = .none }
      guard case .tapped(let at) = tap.handle(p) else { return false }
      let hit = target.hit(at: at)
      guard hit == pressedHit else { return false }
      return click(hit, on: &target)
    }
  }

  /// A press: in the text being edited it places the caret; elsewhere it commits the edit. The
  /// second press of a double-click on an item's text takes its first click back and edits.
  private mutating func pressDown<T: TodoInputTarget>(
    _ p: PointerEvent, on target: inout T
  ) -> Bool {
    var hit = target.hit(at: p.position)
    var committed = false
    if let e = target.list.editingIndex {
      if case .text(e) = hit {
        let caret = target.caretIndex(e, at: p.position)
        target.edit { $0.editor.setCaret(caret) }
        _ = tap.cancel()
        return true
      }
      if hit != .checkbox(e) {
        target.commitEditing()
        committed = true
        hit = target.hit(at: p.position)  // Rows may have moved or gone.
      }
    }
    if p.clickCount >= 2, case .text(let i) = hit, target.list.takeBackTextClick(on: i) {
      // The first click of this double-click toggled the item: it is back; now edit.
      target.save()
      focusRingVisible = false
      target.beginEditing(i, caret: target.caretIndex(i, at: p.position))
      _ = tap.cancel()
      return true
    }
    _ = tap.handle(p)
    pressedHit = hit
    return hit != .none || committed
  }

  /// A click (press and release) on `hit`.
  private mutating func click<T: TodoInputTarget>(_ hit: TodoHit, on target: inout T) -> Bool {
    switch hit {
    case .checkbox(let i):
      target.list.forgetTextClick()
      target.list.focus(i)
      target.toggle(i, delay: 0)
    case .text(let i):
      target.clickText(i)
    case .addRow:
      target.list.forgetTextClick()
      target.addItem()
    case .none:
      return false
    }
    focusRingVisible = false
    return true
  }

  // MARK: Keys

  private mutating func handleKey<T: TodoInputTarget>(_ k: KeyEvent, on target: inout T) -> Bool {
    let focused = target.list.focused
    let rowCount = target.list.rows.count
    switch k.key {
    case .up, .down:
      target.list.moveFocus(by: k.key == .down ? 1 : -1)
      focusRingVisible = true
      target.scrollFocusedIntoView()
      return true
    case .space:
      guard let f = focused, f < rowCount else { return false }
      target.list.forgetTextClick()
      target.toggle(f, delay: 0)
      return true
    case .enter:
      guard let f = focused else { return false }
      if f < rowCount { target.beginEditing(f, caret: nil) } else { target.addItem() }
      return true
    case .delete:
      guard let f = focused, f < rowCount else { return false }
      target.list.forgetTextClick()
      target.deleteItem(f)
      focusRingVisible = true
      target.scrollFocusedIntoView()
      return true
    case .escape:
      guard focused != nil else { return false }
      target.list.focus(nil)
      return true
    case .pageDown, .pageUp, .home, .end:
      return target.scrollPage(for: k.key)
    default:
      return false
    }
  }

  private func handleEditingKey<T: TodoInputTarget>(_ k: KeyEvent, on target: inout T) {
    guard let session = target.list.editing, let i = target.list.editingIndex else { return }
    switch k.key {
    case .enter: target.commitEditing()
    case .escape: target.cancelEditing()
    case .backspace: target.edit { $0.editor.backspace() }
    case .delete: target.edit { $0.editor.deleteForward() }
    case .left: target.edit { $0.editor.moveLeft() }
    case .right: target.edit { $0.editor.moveRight() }
    case .home: target.edit { $0.editor.moveToStart() }
    case .end: target.edit { $0.editor.moveToEnd() }
    case .up, .down:
      let caret = target.caretIndexOnNextLine(i, from: session.editor.caret, down: k.key == .down)
      target.edit { $0.editor.setCaret(caret) }
    default:
      return  // Typed characters arrive as `.text`.
    }
  }
}
