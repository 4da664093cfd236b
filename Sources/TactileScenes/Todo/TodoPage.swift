import TactileCore

/// The To-do page: wrapped items with a round checkbox; a click on the
/// checkbox or the text strikes the item through with one pen running across all of its lines,
/// double-click (or Enter) edits it in place, `+ Add item` adds one, and every change is saved.
///
/// Coordinates: the list lives in *list coordinates* (origin at the top-left of the list card,
/// y down, points); the view shows it at `viewport.origin` minus the scroll offset. Row text
/// geometry (`TodoRow.layout`) is relative to the row's text origin (`textOrigin(of:)`).
///
/// Saving: with `PageContent.todoStorage` set, the page loads its list from there when it is
/// created (what went wrong comes back as `warnings` and a banner) and hands it every change
/// (`TodoPage+Saving.swift`), the text being edited included whenever the page or the window
/// loses focus and when the app quits. A failed save keeps the list in memory and shows a
/// banner (`saveError`). Without a storage the sample list is kept in memory only.
public struct TodoPage: Page {
  public static let kind = PageKind.todo
  var context: SceneContext
  public internal(set) var frame: PageFrame
  var size: Size { frame.size }
  var header = PageHeader(
    title: "To-do",
    subtitle:
      "Click an item to strike it through. Double-click or Enter to edit. ↑\u{00A0}↓ Space Delete.")

  /// The list: its rows, focus, edit and the text click a double-click may take back.
  public internal(set) var list: TodoList
  /// The rows, in list order.
  public var rows: [TodoRow] { list.rows }
  /// The row being edited, if any.
  public var editing: TodoEditSession? { list.editing }
  /// The focused row: an item index, or `rows.count` for the `+ Add item` row.
  public var focused: Int? { list.focused }
  /// The focus ring shows only after keyboard navigation, not after a click.
  var focusRingVisible = false
  public internal(set) var scroll = ScrollState()
  /// The visible list area in window points.
  public internal(set) var viewport = Rect.zero
  /// Top and height of each row, and the `+ Add item` row's top, in list coordinates.
  var rowTops: [Float] = []
  var rowHeights: [Float] = []
  var addRowTop: Float = 0
  var contentHeight: Float = 0

  /// Where the list is saved; nil keeps it in memory only.
  public let storage: (any TodoStorage)?
  /// Problems found while the saved list was loaded, one line each (printed once).
  public let warnings: [String]
  /// What the banner tells when there is no save error: how the saved list was found (kept
  /// aside, read-only, too large) or that the list is full.
  public internal(set) var notice: String?
  /// The last save's failure (shown as a banner until a save succeeds).
  public internal(set) var saveError: String?
  /// The banner's text (save error or load notice) wrapped.
  var bannerLayout: TextLayout?
  /// Number of successful saves (for tests and the layout dump).
  public internal(set) var saveCount = 0
  /// True when the text being edited was saved as a draft since the last regular save: ending
  /// the edit must save again, whatever it keeps.
  var draftSaved = false

  // Pointer state.
  var pointer = Vec2(-1, -1)
  /// Clicks on checkboxes, texts and the `+ Add item` row.
  var tap = TapRecognizer()
  /// What the press being tracked by `tap` went down on.
  var pressedHit: TodoHit = .none
  /// Scratch storage for outlines, reused every frame.
  var outlineScratch: [Vec2] = []

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
    self.storage = storage
    self.warnings = warnings
    self.notice = notice
    list = TodoList(
      items: document.items,
      style: TodoList.Style(
        font: frame.type.body, width: TodoPage.textWidth(columnWidth: frame.columnWidth),
        direction: frame.direction, metrics: context.metrics))
    layout(frame)
  }

  /// The items as they are now (a row being added is not an item until it is committed).
  public var items: [TodoItem] { list.items }

  // MARK: Layout

  /// x of the text inside a row, from the row's left edge.
  static let textLeft =
    TodoConstants.rowHorizontalPadding + 2 * TodoConstants.checkboxRadius
    + TodoConstants.checkboxGap

  static func textWidth(columnWidth: Float) -> Float {
    max(1, columnWidth - textLeft - TodoConstants.rowHorizontalPadding)
  }

  /// Item text.
  var font: FontSpec { frame.type.body }

  /// How the rows are set now.
  var rowStyle: TodoList.Style {
    TodoList.Style(
      font: font, width: TodoPage.textWidth(columnWidth: viewport.width),
      direction: frame.direction, metrics: context.metrics)
  }

  public mutating func layout(_ frame: PageFrame) {
    self.frame = frame
    viewport = frame.viewport(below: header.layout(frame, metrics: context.metrics))
    list.rewrap(rowStyle)
    relayoutRows()
    layoutBanner()
  }

  /// Recomputes row tops and heights after a text or width change.
  mutating func relayoutRows() {
    rowTops.removeAll(keepingCapacity: true)
    rowHeights.removeAll(keepingCapacity: true)
    var y = TodoConstants.cardPadding
    for row in rows {
      let h =
        max(row.textHeight, 2 * TodoConstants.checkboxRadius)
        + 2 * TodoConstants.rowVerticalPadding
      rowTops.append(y)
      rowHeights.append(h)
      y += h
    }
    addRowTop = y
    contentHeight = y + TodoConstants.addRowHeight + TodoConstants.cardPadding
    scroll.resize(contentHeight: contentHeight, viewportHeight: viewport.height)
  }

  /// List coordinates → window points.
  var listOrigin: Vec2 { Vec2(viewport.minX, viewport.minY - scroll.offset) }

  /// Row `i`'s box in window points.
  public func rowRect(_ i: Int) -> Rect {
    Rect(x: 0, y: rowTops[i], width: viewport.width, height: rowHeights[i]).offsetBy(listOrigin)
  }

  /// The `+ Add item` row's box in window points.
  public var addRowRect: Rect {
    Rect(x: 0, y: addRowTop, width: viewport.width, height: TodoConstants.addRowHeight)
      .offsetBy(listOrigin)
  }

  /// The top-left of row `i`'s text box in window points (before a right-to-left interface
  /// mirrors it).
  public func textOrigin(of i: Int) -> Vec2 {
    listOrigin + Vec2(TodoPage.textLeft, rowTops[i] + TodoConstants.rowVerticalPadding)
  }

  /// Where row `i`'s text is drawn (see `TextPlacement`): its layout's coordinates and the
  /// page's.
  public func textPlacement(of i: Int) -> TextPlacement {
    TextPlacement(
      origin: textOrigin(of: i), width: rows[i].layout.wrapWidth, kind: .content, frame: frame)
  }

  /// Centre of row `i`'s checkbox in window points: level with the optical middle of its first
  /// line (`TodoConstants.checkboxCenterAboveBaseline`).
  public func checkboxCenter(_ i: Int) -> Vec2 {
    let baseline = rows[i].layout.lines[0].baseline
    let xHeight = context.metrics.lineMetrics(for: font).xHeight
    return listOrigin
      + Vec2(
        TodoConstants.rowHorizontalPadding + TodoConstants.checkboxRadius,
        rowTops[i] + TodoConstants.rowVerticalPadding + baseline
          - TodoConstants.checkboxCenterAboveBaseline * xHeight)
  }

  /// The strikethrough of row `i` as drawn now: one rect per line with a visible part, in
  /// window points. Each sits on the middle of the x-height, its top and bottom on the pixel
  /// grid, `strikeThickness` thick but at least `strikeMinimumPixels` device pixels.
  public func strikeSegments(_ i: Int) -> [Rect] {
    var out: [Rect] = []
    forEachStrikeSegment(i) { out.append($0) }
    return out
  }

  /// Calls `body` with each visible strike segment of row `i` (window points).
  func forEachStrikeSegment(_ i: Int, _ body: (Rect) -> Void) {
    let row = rows[i]
    let placement = textPlacement(of: i)
    let xHeight = context.metrics.lineMetrics(for: font).xHeight
    let scale = frame.pixelScale
    let thickness =
      max(context.tuning.strikeThickness * scale, TodoConstants.strikeMinimumPixels).rounded()
      / scale
    for l in row.layout.lines.indices {
      let f = row.strikeFractions[l]
      guard f > 0 else { continue }
      let width = f * row.lineWidths[l]
      guard width > 0 else { continue }
      let middle = placement.origin.y + row.strikeY(line: l, xHeight: xHeight)
      let line = row.layout.lines[l]
      // The pen runs the way the line reads: from its right end in a right-to-left paragraph.
      let left = line.direction == .rightToLeft ? line.x + line.width - width : line.x
      let x = placement.pageRect(Rect(x: left, y: 0, width: width, height: 0)).minX
      body(
        Rect(x: x, y: frame.snapped(middle - thickness / 2), width: width, height: thickness))
    }
  }

  /// What is under a window point.
  func hit(at p: Vec2) -> TodoHit {
    guard viewport.contains(p) else { return .none }
    let c = p - listOrigin
    guard c.x >= 0, c.x < viewport.width else { return .none }
    if c.y >= addRowTop && c.y < addRowTop + TodoConstants.addRowHeight { return .addRow }
    guard let i = rowIndex(atListY: c.y) else { return .none }
    let checkboxEdge = TodoPage.textLeft - TodoConstants.checkboxGap / 2
    return c.x < checkboxEdge ? .checkbox(i) : .text(i)
  }

  func rowIndex(atListY y: Float) -> Int? {
    var lo = 0
    var hi = rowTops.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if rowTops[mid] + rowHeights[mid] <= y { lo = mid + 1 } else { hi = mid }
    }
    guard lo < rowTops.count, rowTops[lo] <= y else { return nil }
    return lo
  }

  /// The row of the item with `id`.
  public func index(ofItem id: Int) -> Int? { list.index(ofItem: id) }

  /// Index of the row being edited.
  public var editingIndex: Int? { list.editingIndex }

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
      scrollIntoView(top: rowTops[f], bottom: rowTops[f] + rowHeights[f])
    } else {
      scrollIntoView(top: addRowTop, bottom: addRowTop + TodoConstants.addRowHeight)
    }
  }

  // MARK: Actions

  /// Does what a change of the list asks: lays the rows out again, saves.
  mutating func apply(_ effect: TodoList.Effect) {
    if effect.contains(.relayout) { relayoutRows() }
    if effect.contains(.save) {
      save()
    } else if effect.contains(.saveIfDraftSaved) {
      saveIfDraftWasSaved()
    }
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
      notice = "The list is full: it holds at most \(TodoDocument.maximumItems) items."
      layoutBanner()
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

  /// Scrolls the line with the edit's caret into view.
  mutating func scrollCaretIntoView() {
    guard let session = editing, let i = editingIndex else { return }
    let caretLine = rows[i].layout.lines[rows[i].layout.lineIndex(forCaret: session.shownCaret)]
    let top = rowTops[i] + TodoConstants.rowVerticalPadding
    scrollIntoView(top: top + caretLine.top, bottom: top + caretLine.bottom)
  }

  // MARK: Time

  public mutating func update(_ frameContext: FrameContext) {
    let dt = frameContext.dt
    collectSaveResults()
    scroll.spring = context.tuning.scrollSpring
    scroll.update(dt: dt)
    list.update(dt: dt)
  }

  /// True while a strike, a checkbox or a scroll moves, while editing (the caret blinks), and
  /// while a save is being written (its outcome may change the banner).
  public var isAnimating: Bool {
    list.isAnimating || scroll.isAnimating || storage?.isBusy == true
  }

  public var cursor: CursorShape {
    switch hit(at: pointer) {
    case .text(let i) where i == editingIndex: .text
    case .checkbox, .text, .addRow: .hand
    case .none: .arrow
    }
  }
}

/// What a point on the To-do page is over.
enum TodoHit: Equatable {
  case checkbox(Int)
  case text(Int)
  case addRow
  case none
}
