import TactileCore

/// The To-do page: wrapped items with a round checkbox; a click on the
/// checkbox or the text strikes the item through with one pen running across all of its lines,
/// double-click (or Enter) edits it in place, `+ Add item` adds one, and every change is saved.
///
/// The page coordinates the list (`TodoList`, the model), its input (`TodoInput`, which acts
/// on the page through `TodoInputTarget`), its saving (`TodoAutosave`) and the scroll; rows
/// are stacked by `TodoRowStack`, found on screen through `TodoGeometry` and drawn by
/// `TodoView`.
///
/// Coordinates: the list lives in *list coordinates* (origin at the top-left of the list card,
/// y down, points); the view shows it at `viewport.origin` minus the scroll offset.
///
/// Saving: with `PageContent.todoStorage` set, the page loads its list from there when it is
/// created (what went wrong comes back as `warnings` and a banner) and hands it every change,
/// the text being edited included whenever the page or the window loses focus and when the
/// app quits. A failed save keeps the list in memory and shows a banner
/// (`autosave.saveError`). Without a storage the sample list is kept in memory only.
public struct TodoPage: Page, TodoInputTarget {
  public static let kind = PageKind.todo
  var context: SceneContext
  public internal(set) var frame: PageFrame
  var header = PageHeader(
    title: "To-do",
    subtitle:
      "Click an item to strike it through. Double-click or Enter to edit. ↑\u{00A0}↓ Space Delete.")

  /// The list: its rows, focus, edit and the text click a double-click may take back.
  public internal(set) var list: TodoList
  /// Where the list is saved, and how saving went.
  public private(set) var autosave: TodoAutosave
  public internal(set) var scroll = ScrollState()
  /// The visible list area in window points.
  public internal(set) var viewport = Rect.zero
  /// The rows stacked in list coordinates.
  var stack = TodoRowStack()
  var input = TodoInput()
  var view = TodoView()

  /// The rows, in list order.
  public var rows: [TodoRow] { list.rows }
  /// The row being edited, if any.
  public var editing: TodoEditSession? { list.editing }
  /// A sideways scroll while a row is edited is the text field's: it does not swipe.
  public var takesHorizontalScroll: Bool { list.editing != nil }
  /// The focused row: an item index, or `rows.count` for the `+ Add item` row.
  public var focused: Int? { list.focused }
  /// The items as they are now (a row being added is not an item until it is committed).
  public var items: [TodoItem] { list.items }
  /// Problems found while the saved list was loaded, one line each (printed once).
  public var warnings: [String] { autosave.warnings }

  /// The page with the list loaded from `context.content.todoStorage`, or the sample list
  /// kept in memory when there is no storage.
  public init(context: SceneContext, frame: PageFrame) {
    guard let storage = context.content.todoStorage else {
      self.init(context: context, frame: frame, document: .sample)
      return
    }
    let loaded = storage.load()
    self.init(
      context: context, frame: frame, document: loaded.document, storage: storage,
      warnings: loaded.warnings, notice: loaded.notice)
  }

  /// The page showing `document` laid out in `frame`, saving to `storage` when given.
  public init(
    context: SceneContext, frame: PageFrame, document: TodoDocument,
    storage: (any TodoStorage)? = nil, warnings: [String] = [], notice: String? = nil
  ) {
    self.context = context
    self.frame = frame
    autosave = TodoAutosave(storage: storage, warnings: warnings, notice: notice)
    list = TodoList(
      items: document.items,
      style: TodoList.Style(
        font: frame.type.body, width: TodoGeometry.textWidth(columnWidth: frame.columnWidth),
        direction: frame.direction, metrics: context.metrics))
    layout(frame)
  }

  // MARK: Layout

  /// How the rows are set now.
  var rowStyle: TodoList.Style {
    TodoList.Style(
      font: frame.type.body, width: TodoGeometry.textWidth(columnWidth: viewport.width),
      direction: frame.direction, metrics: context.metrics, pixelScale: frame.pixelScale)
  }

  public mutating func layout(_ frame: PageFrame) {
    self.frame = frame
    viewport = frame.viewport(below: header.layout(frame, metrics: context.metrics))
    list.rewrap(rowStyle)
    relayoutRows()
    view.setBanner(autosave.bannerText, frame: frame, metrics: context.metrics)
  }

  /// Stacks the rows again after a text or width change.
  mutating func relayoutRows() {
    stack.stack(rows)
    scroll.resize(contentHeight: stack.contentHeight, viewportHeight: viewport.height)
  }

  /// Where the list is on screen now.
  var geometry: TodoGeometry {
    TodoGeometry(
      rows: rows, stack: stack, origin: Vec2(viewport.minX, viewport.minY - scroll.offset),
      viewport: viewport, frame: frame,
      xHeight: context.metrics.lineMetrics(for: frame.type.body).xHeight,
      strikeThickness: context.tuning.strikeThickness)
  }

  /// Row `i`'s box in window points.
  public func rowRect(_ i: Int) -> Rect { geometry.rowRect(i) }
  /// The `+ Add item` row's box in window points.
  public var addRowRect: Rect { geometry.addRowRect }
  /// The top-left of row `i`'s text box in window points (before a right-to-left interface
  /// mirrors it).
  public func textOrigin(of i: Int) -> Vec2 { geometry.textOrigin(of: i) }
  /// Centre of row `i`'s checkbox in window points.
  public func checkboxCenter(_ i: Int) -> Vec2 { geometry.checkboxCenter(i) }

  /// The strikethrough of row `i` as drawn now: one rect per line with a visible part, in
  /// window points (see `TodoGeometry.forEachStrikeSegment`).
  public func strikeSegments(_ i: Int) -> [Rect] {
    var out: [Rect] = []
    geometry.forEachStrikeSegment(i) { out.append($0) }
    return out
  }

  func hit(at p: Vec2) -> TodoHit { geometry.hit(at: p) }
  func caretIndex(_ i: Int, at p: Vec2) -> Int { geometry.caretIndex(i, at: p) }
  func caretIndexOnNextLine(_ i: Int, from caret: Int, down: Bool) -> Int {
    geometry.caretIndexOnNextLine(i, from: caret, down: down)
  }

  // MARK: Scrolling

  /// Scrolls so that list-coordinate span `top..<bottom` is visible.
  mutating func scrollIntoView(top: Float, bottom: Float) {
    let m = TodoConstants.scrollMargin
    if top - m < scroll.offset {
      scroll.scroll(to: top - m, animated: !context.reducedMotion)
    } else if bottom + m > scroll.offset + viewport.height {
      scroll.scroll(to: bottom + m - viewport.height, animated: !context.reducedMotion)
    }
  }

  mutating func scrollFocusedIntoView() {
    guard let f = focused else { return }
    if f < rows.count {
      scrollIntoView(top: stack.tops[f], bottom: stack.tops[f] + stack.heights[f])
    } else {
      scrollIntoView(top: stack.addRowTop, bottom: stack.addRowTop + TodoConstants.addRowHeight)
    }
  }

  /// Scrolls the line with the edit's caret into view.
  mutating func scrollCaretIntoView() {
    guard let session = editing, let i = list.editingIndex else { return }
    let caretLine = rows[i].layout.lines[rows[i].layout.lineIndex(forCaret: session.shownCaret)]
    let top = stack.tops[i] + TodoConstants.rowVerticalPadding
    scrollIntoView(top: top + caretLine.top, bottom: top + caretLine.bottom)
  }

  mutating func scroll(byNotches notches: Float) -> Bool {
    guard scroll.isScrollable else { return false }
    scroll.scroll(by: notches * TodoConstants.wheelStep, animated: !context.reducedMotion)
    return true
  }

  mutating func scrollPage(for key: Key) -> Bool {
    scroll.scroll(forKey: key, animated: !context.reducedMotion)
  }

  // MARK: Actions

  /// Does what a change of the list asks: lays the rows out again, saves.
  mutating func apply(_ effect: TodoList.Effect) {
    if effect.contains(.relayout) { relayoutRows() }
    autosave.apply(effect, to: list)
  }

  /// Completes or reopens item `i` with the strike animation (a toggle mid-animation reverses
  /// from where the line is), and saves. With a `delay` (seconds) the strike and the checkbox
  /// wait that long before they move.
  public mutating func toggle(_ i: Int, delay: Double = 0) {
    apply(
      list.toggle(
        i, timing: context.tuning.strikeTiming, fillDuration: context.tuning.checkboxFillDuration,
        animated: !context.reducedMotion, delay: delay))
  }

  /// A click on item `i`'s text: it toggles, its strike and checkbox waiting out the
  /// platform's double-click interval (`SceneContext.doubleClickInterval`).
  mutating func clickText(_ i: Int) {
    apply(
      list.clickText(
        i, timing: context.tuning.strikeTiming, fillDuration: context.tuning.checkboxFillDuration,
        animated: !context.reducedMotion, delay: context.doubleClickInterval))
  }

  /// Starts editing item `i` with the caret at grapheme `caret` (the end when nil). Any other
  /// edit in progress is committed first.
  public mutating func beginEditing(_ i: Int, caret: Int? = nil) {
    apply(list.beginEditing(i, caret: caret, style: rowStyle))
    scrollCaretIntoView()
  }

  /// Ends editing, keeping the edited text (Enter). An item left empty keeps its old text; a new
  /// item left empty is dropped.
  public mutating func commitEditing() { apply(list.commitEditing(style: rowStyle)) }

  /// Ends editing and throws the edit away (Esc); a new item disappears.
  public mutating func cancelEditing() { apply(list.cancelEditing(style: rowStyle)) }

  /// Adds an empty item at the end and starts editing it. It is saved when the edit is
  /// committed with some text.
  public mutating func addItem() {
    let (effect, added) = list.addItem(style: rowStyle)
    apply(effect)
    guard added else {
      autosave.notice = "The list is full: it holds at most \(TodoDocument.maximumItems) items."
      view.setBanner(autosave.bannerText, frame: frame, metrics: context.metrics)
      return
    }
    scrollFocusedIntoView()
  }

  /// Removes item `i` and saves. Focus stays at the same place in the list.
  public mutating func deleteItem(_ i: Int) { apply(list.deleteItem(i)) }

  /// Changes the edit in progress (typing, moving the caret), shows it and scrolls its caret
  /// into view.
  mutating func edit(_ change: (inout TodoEditSession) -> Void) {
    apply(list.edit(style: rowStyle, change))
    scrollCaretIntoView()
  }

  public mutating func handle(_ event: InputEvent) -> Bool {
    var input = self.input
    defer { self.input = input }
    return input.handle(event, on: &self)
  }

  // MARK: Saving

  /// Queues the list as it is now for writing, if the page has a store.
  mutating func save() { autosave.save(list) }

  /// Saves the items with the text being edited, leaving the edit open: nothing typed is lost
  /// if the app ends now. Called on focus loss and before quitting.
  public mutating func saveDraft() { autosave.saveDraft(list) }

  /// Before the app exits: saves the draft, waits for every write, and returns the last
  /// failure, if any (for the log).
  public mutating func finishSaving() -> String? {
    saveDraft()
    flushSaves()
    return autosave.saveError
  }

  /// Before the app exits: `finishSaving`, its failure as a line for the log.
  public mutating func prepareToQuit() -> String? {
    finishSaving().map { "the to-do list could not be saved: \($0)" }
  }

  /// Waits for the writes queued so far and takes their outcome (tests, quitting).
  public mutating func flushSaves() {
    autosave.flush()
    collectSaveResults()
  }

  /// Takes the outcome of the writes finished since the last call into the banner.
  mutating func collectSaveResults() {
    guard autosave.collectResults() else { return }
    view.setBanner(autosave.bannerText, frame: frame, metrics: context.metrics)
  }

  // MARK: Time and drawing

  public mutating func update(_ frameContext: FrameContext) {
    let dt = frameContext.dt
    collectSaveResults()
    scroll.spring = context.tuning.scrollSpring
    scroll.update(dt: dt)
    list.update(dt: dt)
  }

  /// True while a strike, a checkbox or a scroll moves, while editing (the caret blinks), and
  /// while a save is being written (its outcome may change the banner).
  public var isAnimating: Bool { list.isAnimating || scroll.isAnimating || autosave.isBusy }

  public var cursor: CursorShape {
    switch hit(at: input.pointer) {
    case .text(let i) where i == list.editingIndex: .text
    case .checkbox, .text, .addRow: .hand
    case .none: .arrow
    }
  }

  public mutating func draw(into list: inout DrawList, _ frameContext: FrameContext) {
    let g = geometry
    let state = TodoView.State(
      list: self.list, header: header, scroll: scroll, hovered: g.hit(at: input.pointer),
      focusRingVisible: input.focusRingVisible, metrics: context.metrics,
      checkboxEasing: context.tuning.checkboxEasing)
    view.draw(g, state, theme: frameContext.theme, into: &list)
  }

  // MARK: Dump

  /// `--dump-layout`: every item with its geometry and strike state, the `+ Add item` row,
  /// editing and saving state. Window points.
  public func layoutDump() -> [(String, JSONValue)] {
    let g = geometry
    return [
      ("header", .rect(header.bounds)),
      ("viewport", .rect(viewport)),
      ("scrollOffset", .number(Double(scroll.offset))),
      ("dataFile", autosave.storage?.location.map { .string($0) } ?? .null),
      ("saveCount", .number(Double(autosave.saveCount))),
      ("saveError", autosave.saveError.map { .string($0) } ?? .null),
      ("notice", autosave.notice.map { .string($0) } ?? .null),
      ("readOnly", .bool(autosave.storage?.isReadOnly == true)),
      ("focused", focused.map { .number(Double($0)) } ?? .null),
      ("editing", editing?.layoutDump ?? .null),
      ("items", .array(rows.indices.map { g.layoutDump(ofRow: $0) })),
      ("addRow", .rect(g.addRowRect)),
    ]
  }
}
