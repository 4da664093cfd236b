import TactileCore

/// The to-do list the page shows: its rows (each item with its strike and checkbox), the
/// focused row, the item being edited, and the one click on an item's text that a second
/// click may still take back. A value with private state: the page changes it only through
/// these operations, which say what the page must do next (`Effect`), and draws what it reads.
///
/// Rows are laid out in `Style` (font, wrap width, direction, metrics), which the page
/// hands in whenever text is set.
public struct TodoList {
  /// What the page must do after a change.
  public struct Effect: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Rows changed height, or came or went: lay them out again.
    public static let relayout = Effect(rawValue: 1)
    /// The items changed: save them.
    public static let save = Effect(rawValue: 2)
    /// Nothing the file holds changed, but a draft of the edit may have been saved: save the
    /// items again if it was.
    public static let saveIfDraftSaved = Effect(rawValue: 4)
  }

  /// How rows are set: the items' font, the width they wrap to (points), the direction of
  /// text without a strong character, and the metrics that measure it.
  public struct Style {
    public var font: FontSpec
    public var width: Float
    public var direction: TextDirection
    public var metrics: any FontMetrics
    /// The pixels per point the text is drawn (so measured) at.
    public var pixelScale: Float

    public init(
      font: FontSpec, width: Float, direction: TextDirection, metrics: any FontMetrics,
      pixelScale: Float = 1
    ) {
      self.font = font
      self.width = width
      self.direction = direction
      self.metrics = metrics
      self.pixelScale = pixelScale
    }

    /// A row for `item` in this style.
    func row(_ item: TodoItem) -> TodoRow {
      TodoRow(item: item, font: font, width: width, direction: direction, metrics: metrics)
    }
  }

  /// The rows, in list order.
  public private(set) var rows: [TodoRow]
  /// The focused row: an item index, or `rows.count` for the `+ Add item` row.
  public private(set) var focused: Int?
  /// The row being edited, if any.
  public private(set) var editing: TodoEditSession?
  /// The last single click on an item's text and the completion it changed, taken back when
  /// that click turns out to start a double-click.
  private var lastTextClick: (itemID: Int, before: TodoRow.ToggleState)?

  /// The list of `items`, laid out in `style`.
  public init(items: [TodoItem], style: Style) {
    rows = items.map(style.row)
  }

  /// The items as they are now (a row being added is not an item until it is committed).
  public var items: [TodoItem] {
    var out: [TodoItem] = []
    out.reserveCapacity(rows.count)
    for row in rows where !(editing?.isNew == true && editing?.itemID == row.item.id) {
      out.append(row.item)
    }
    return out
  }

  /// The items as the file should hold them if the app ended now: `items` with the text being
  /// edited in place of its item's (a new item's too), unless that text is blank.
  public var itemsWithDraft: [TodoItem] {
    guard let session = editing, !session.editor.text.allSatisfy(\.isWhitespace) else {
      return items
    }
    var out: [TodoItem] = []
    out.reserveCapacity(rows.count)
    for row in rows {
      var item = row.item
      if item.id == session.itemID { item.text = session.editor.text }
      out.append(item)
    }
    return out
  }

  /// The row of the item with `id`.
  public func index(ofItem id: Int) -> Int? { rows.firstIndex { $0.item.id == id } }

  /// Index of the row being edited.
  public var editingIndex: Int? { editing.flatMap { index(ofItem: $0.itemID) } }

  public var isAnimating: Bool { editing != nil || rows.contains(where: \.isAnimating) }

  /// Every row laid out again in `style` (a resize).
  public mutating func rewrap(_ style: Style) {
    for i in rows.indices {
      rows[i].rewrap(
        toWidth: style.width, font: style.font, direction: style.direction,
        pixelScale: style.pixelScale, metrics: style.metrics)
    }
  }

  // MARK: Completion

  /// Completes or reopens item `i` with the strike animation (a toggle mid-animation reverses
  /// from where the line is) in `timing` and `fillDuration`; with a `delay` (seconds) the
  /// strike and the checkbox wait that long before they move.
  public mutating func toggle(
    _ i: Int, timing: StrikeTiming, fillDuration: Double, animated: Bool, delay: Double = 0
  ) -> Effect {
    guard rows.indices.contains(i) else { return [] }
    rows[i].strikeTiming = timing
    rows[i].checkboxFillDuration = fillDuration
    rows[i].setCompleted(!rows[i].item.isCompleted, animated: animated, delay: delay)
    return .save
  }

  /// A click on item `i`'s text: it toggles after `delay` (a double-click interval), and is
  /// remembered so that a second click can take it back (`takeBackTextClick`).
  public mutating func clickText(
    _ i: Int, timing: StrikeTiming, fillDuration: Double, animated: Bool, delay: Double
  ) -> Effect {
    guard rows.indices.contains(i) else { return [] }
    lastTextClick = (rows[i].item.id, rows[i].toggleState)
    focused = i
    return toggle(i, timing: timing, fillDuration: fillDuration, animated: animated, delay: delay)
  }

  /// A toggle other than a click on the text (the checkbox, Space): the last text click can
  /// no longer be taken back.
  public mutating func forgetTextClick() { lastTextClick = nil }

  /// The second click of a double-click on item `i`'s text: when the first toggled it, puts it
  /// back exactly as it was (nothing was struck or filled yet). Returns whether it did.
  public mutating func takeBackTextClick(on i: Int) -> Bool {
    guard let last = lastTextClick, rows.indices.contains(i), last.itemID == rows[i].item.id
    else { return false }
    rows[i].restore(last.before)
    lastTextClick = nil
    return true
  }

  // MARK: Focus

  /// Focuses row `i` (`rows.count`: the `+ Add item` row), or nothing.
  public mutating func focus(_ i: Int?) {
    focused = i.map { min(max($0, 0), rows.count) }
  }

  /// Moves the focus one row down (`step` 1) or up (−1), from the first or the last row when
  /// nothing is focused.
  public mutating func moveFocus(by step: Int) {
    if let f = focused {
      focus(f + step)
    } else {
      focus(step > 0 ? 0 : rows.count)
    }
  }

  // MARK: Editing

  /// Starts editing item `i` with the caret at grapheme `caret` (the end when nil). Any other
  /// edit in progress is committed first.
  public mutating func beginEditing(_ i: Int, caret: Int?, style: Style) -> Effect {
    guard rows.indices.contains(i) else { return [] }
    let id = rows[i].item.id
    var effect: Effect = []
    if let e = editing, e.itemID != id { effect = commitEditing(style: style) }
    guard let j = index(ofItem: id) else { return effect }
    if editing == nil {
      editing = TodoEditSession(itemID: id, text: rows[j].item.text, isNew: false)
    }
    if let caret { editing?.editor.setCaret(caret) }
    editing?.restartBlink()
    focused = j
    return effect.union(showEditedText(style: style))
  }

  /// Changes the edit in progress (typing, moving the caret) and shows it; nothing without
  /// one.
  public mutating func edit(style: Style, _ change: (inout TodoEditSession) -> Void)
    -> Effect
  {
    guard editing != nil else { return [] }
    change(&editing!)
    editing?.restartBlink()
    return showEditedText(style: style)
  }

  /// Ends editing, keeping the edited text (Enter). An item left empty keeps its old text; a new
  /// item left empty is dropped.
  public mutating func commitEditing(style: Style) -> Effect {
    guard let session = editing, let i = index(ofItem: session.itemID) else {
      editing = nil
      return []
    }
    editing = nil
    let text = session.editor.commit()
    let isBlank = text.allSatisfy(\.isWhitespace)
    if session.isNew && isBlank {
      removeRow(i)
      return [.relayout, .saveIfDraftSaved]
    }
    if !session.isNew && (isBlank || text == rows[i].item.text) {
      rows[i].show(text: rows[i].item.text, metrics: style.metrics)
      return [.relayout, .saveIfDraftSaved]
    }
    rows[i].setText(text, metrics: style.metrics)
    return [.relayout, .save]
  }

  /// Ends editing and throws the edit away (Esc); a new item disappears.
  public mutating func cancelEditing(style: Style) -> Effect {
    guard let session = editing, let i = index(ofItem: session.itemID) else {
      editing = nil
      return []
    }
    editing = nil
    if session.isNew {
      removeRow(i)
    } else {
      rows[i].show(text: rows[i].item.text, metrics: style.metrics)
    }
    return [.relayout, .saveIfDraftSaved]
  }

  /// Lays out the text being edited in its row (after typing, or when editing starts).
  public mutating func showEditedText(style: Style) -> Effect {
    guard let session = editing, let i = index(ofItem: session.itemID) else { return [] }
    rows[i].show(text: session.shownText, metrics: style.metrics)
    return .relayout
  }

  // MARK: Items

  /// Adds an empty item at the end and starts editing it (committing any edit in progress
  /// first); it is saved when the edit is committed with some text. `added` is false when the
  /// list is full (`TodoDocument.maximumItems`).
  public mutating func addItem(style: Style) -> (effect: Effect, added: Bool) {
    var effect: Effect = []
    if editing != nil { effect = commitEditing(style: style) }
    guard rows.count < TodoDocument.maximumItems else { return (effect, false) }
    let id = TodoDocument.freshID(notIn: rows.lazy.map(\.item.id))
    rows.append(style.row(TodoItem(id: id, text: "")))
    editing = TodoEditSession(itemID: id, text: "", isNew: true)
    focused = rows.count - 1
    return (effect.union(.relayout), true)
  }

  /// Removes item `i`. Focus stays at the same place in the list.
  public mutating func deleteItem(_ i: Int) -> Effect {
    guard rows.indices.contains(i) else { return [] }
    if editing?.itemID == rows[i].item.id { editing = nil }
    removeRow(i)
    return [.relayout, .save]
  }

  private mutating func removeRow(_ i: Int) {
    rows.remove(at: i)
    if let f = focused { focused = min(f, rows.count) }
  }

  // MARK: Time

  /// Advances the strikes, the checkboxes and the caret's blink.
  public mutating func update(dt: Double) {
    for i in rows.indices where rows[i].isAnimating { rows[i].update(dt: dt) }
    editing?.update(dt: dt)
  }
}
