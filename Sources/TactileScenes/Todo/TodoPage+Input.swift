import TactileCore

/// Pointer, wheel, keyboard and text input of the To-do page.
///
/// - A click (a tap: press and release within `GestureThresholds.tapSlop`) on a checkbox
///   toggles it at once. A click on an item's text toggles it too, but its strike and checkbox wait one
///   double-click interval (`SceneContext.doubleClickInterval`) before they move, only the
///   checkbox's outline tinting meanwhile: a second click within the interval makes a
///   double-click, which restores the completion exactly (nothing was struck or filled, so
///   nothing flashes) and starts editing with the caret at the click.
/// - While editing, every key is the editor's (so digits and arrows do not switch pages), text
///   events insert, a click in the text places the caret, a click elsewhere commits.
/// - Otherwise Up/Down move the focus over the items and the `+ Add item` row, Space toggles,
///   Enter edits (or adds), Delete removes, Esc drops the focus.
extension TodoPage {
  public mutating func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointer(let p):
      return handlePointer(p)
    case .wheel(let d):
      guard scroll.isScrollable else { return false }
      scroll.scroll(by: -d.y * TodoConstants.wheelStep, animated: !context.reducedMotion)
      return true
    case .text(let typed):
      guard editing != nil else { return false }
      edit { session in
        session.composition = ""
        session.editor.insert(typed)
      }
      return true
    case .key(let k):
      if editing != nil {
        if k.isDown { handleEditingKey(k) }
        return true
      }
      return k.isDown && handleKey(k)
    case .pointerExited:
      pointer = Vec2(-1, -1)
      _ = tap.cancel()
      return false
    case .focusLost:
      _ = tap.cancel()
      saveDraft()  // The window or the page lost focus: nothing typed is lost if the app ends.
      return false
    case .composition(let composed):
      guard editing != nil else { return false }
      edit { $0.composition = LineEditor.singleLine(composed) }
      return true
    case .resize:
      return false
    }
  }

  // MARK: Pointer

  private mutating func handlePointer(_ p: PointerEvent) -> Bool {
    pointer = p.position
    guard p.button == .primary else { return false }
    switch p.phase {
    case .down: return pressDown(p)
    case .move:
      _ = tap.handle(p)
      return false
    case .up:
      defer { pressedHit = .none }
      guard case .tapped(let at) = tap.handle(p) else { return false }
      let target = hit(at: at)
      guard target == pressedHit else { return false }
      return click(target)
    }
  }

  /// A press: in the text being edited it places the caret; elsewhere it commits the edit. The
  /// second press of a double-click on an item's text takes its first click back and edits.
  private mutating func pressDown(_ p: PointerEvent) -> Bool {
    var target = hit(at: p.position)
    var committed = false
    if let e = editingIndex {
      if case .text(e) = target {
        let caret = caretIndex(e, at: p.position)
        edit { $0.editor.setCaret(caret) }
        _ = tap.cancel()
        return true
      }
      if target != .checkbox(e) {
        commitEditing()
        committed = true
        target = hit(at: p.position)  // Rows may have moved or gone.
      }
    }
    if p.clickCount >= 2, case .text(let i) = target, list.takeBackTextClick(on: i) {
      // The first click of this double-click toggled the item: it is back; now edit.
      save()
      focusRingVisible = false
      beginEditing(i, caret: caretIndex(i, at: p.position))
      _ = tap.cancel()
      return true
    }
    _ = tap.handle(p)
    pressedHit = target
    return target != .none || committed
  }

  /// A click (press and release) on `target`.
  private mutating func click(_ target: TodoHit) -> Bool {
    switch target {
    case .checkbox(let i):
      list.forgetTextClick()
      list.focus(i)
      toggle(i)
    case .text(let i):
      apply(
        list.clickText(
          i, timing: context.tuning.strikeTiming,
          fillDuration: context.tuning.checkboxFillDuration, animated: !context.reducedMotion,
          delay: context.doubleClickInterval))
    case .addRow:
      list.forgetTextClick()
      addItem()
    case .none:
      return false
    }
    focusRingVisible = false
    return true
  }

  /// The caret position (grapheme index) nearest to window point `p` in row `i`'s text: on the
  /// line at `p.y` (clamped to the text's lines), before or after the grapheme under `p.x`,
  /// whichever edge is nearer.
  func caretIndex(_ i: Int, at p: Vec2) -> Int {
    let layout = rows[i].layout
    let local = textPlacement(of: i).local(p)
    let y = min(max(local.y, 0), max(layout.size.height - 0.01, 0))
    guard let l = layout.lineIndex(atY: y) else { return layout.graphemeCount }
    let line = layout.lines[l]
    let isLast = l == layout.lines.count - 1
    guard let g = layout.graphemeIndex(at: Vec2(min(local.x, line.width - 0.01), y)) else {
      return line.graphemes.lowerBound
    }
    if local.x >= line.width {
      return isLast ? line.graphemes.upperBound : min(g + 1, line.graphemes.upperBound)
    }
    let left = layout.caretX(for: g)
    let right = g + 1 < line.graphemes.upperBound ? layout.caretX(for: g + 1) : line.width
    return local.x > (left + right) / 2 ? g + 1 : g
  }

  // MARK: Keys

  private mutating func handleKey(_ k: KeyEvent) -> Bool {
    switch k.key {
    case .up, .down:
      list.moveFocus(by: k.key == .down ? 1 : -1)
      focusRingVisible = true
      scrollFocusedIntoView()
      return true
    case .space:
      guard let f = focused, f < rows.count else { return false }
      list.forgetTextClick()
      toggle(f)
      return true
    case .enter:
      guard let f = focused else { return false }
      if f < rows.count { beginEditing(f) } else { addItem() }
      return true
    case .delete:
      guard let f = focused, f < rows.count else { return false }
      list.forgetTextClick()
      deleteItem(f)
      focusRingVisible = true
      scrollFocusedIntoView()
      return true
    case .escape:
      guard focused != nil else { return false }
      list.focus(nil)
      return true
    case .pageDown, .pageUp:
      return scroll.scrollPage(for: k.key, animated: !context.reducedMotion)
    default:
      return false
    }
  }

  private mutating func handleEditingKey(_ k: KeyEvent) {
    guard let session = editing, let i = editingIndex else { return }
    switch k.key {
    case .enter: commitEditing()
    case .escape: cancelEditing()
    case .backspace: edit { $0.editor.backspace() }
    case .delete: edit { $0.editor.deleteForward() }
    case .left: edit { $0.editor.moveLeft() }
    case .right: edit { $0.editor.moveRight() }
    case .home: edit { $0.editor.moveToStart() }
    case .end: edit { $0.editor.moveToEnd() }
    case .up, .down:
      let caret = caretIndexOnNextLine(i, from: session.editor.caret, down: k.key == .down)
      edit { $0.editor.setCaret(caret) }
    default:
      return  // Typed characters arrive as `.text`.
    }
  }

  /// The caret one line up or down from `caret` in row `i`, at the same x; the text's start or
  /// end past the first or last line.
  private func caretIndexOnNextLine(_ i: Int, from caret: Int, down: Bool) -> Int {
    let layout = rows[i].layout
    let l = layout.lineIndex(forCaret: caret)
    let target = l + (down ? 1 : -1)
    guard layout.lines.indices.contains(target) else { return down ? layout.graphemeCount : 0 }
    let line = layout.lines[target]
    let p = textPlacement(of: i).pagePoint(
      Vec2(layout.caretX(for: caret), line.top + line.height / 2))
    return caretIndex(i, at: p)
  }
}
