import TactileCore

extension Stage {
  /// One tuning to compare and what to call it (a preset's name).
  public struct Compared {
    public var label: String
    public var tuning: Tuning
    public init(label: String, tuning: Tuning) {
      self.label = label
      self.tuning = tuning
    }
  }

  /// Compares `tunings` (2…`StageLayout.maximumPanes`) side by side, or, given one, shows
  /// that one alone. Every pane starts afresh on the focused pane's page, in its direction, at
  /// the same moment (one clock from here on); the first pane keeps the to-do list's storage,
  /// the others show the list it loaded and write nothing. What was being typed is saved
  /// first.
  public mutating func compare(_ tunings: [Compared]) {
    precondition((1...StageLayout.maximumPanes).contains(tunings.count), "1 to 4 tunings")
    let page = currentPage
    let frame = panes[0].playground.frame
    _ = prepareToQuit()
    let list = TodoDocument(items: panes[0].playground.deck[TodoPage.self].items)
    // Each pane made at its size: exactly a window of that size from the start.
    let layout = StageLayout(
      count: tunings.count, in: Rect(origin: .zero, size: size), direction: frame.direction)
    var made: [Pane] = []
    for (i, t) in tunings.enumerated() {
      var context = base
      context.tuning = t.tuning
      if i > 0 { context.content.todoStorage = ShownTodoList(list) }
      var p = Playground(
        context: context, size: layout.panes[i].size, pixelScale: frame.pixelScale, start: page,
        direction: frame.direction)
      p.time = time
      p.inspector.isVisible = isInspectorVisible
      made.append(Pane(playground: p, label: t.label))
    }
    panes = made
    focused = 0
    active = nil
    pointer = nil
    isPressHeld = false
    relayout()
    if !isComparing { panes[0].playground.windowWidth = windowWidth }
  }

  /// The tunables whose values differ between the panes, in catalog order, with each pane's
  /// value.
  public var differences: [(TunableID, [Double])] {
    guard isComparing else { return [] }
    return TunableID.allCases.compactMap { id in
      let values = panes.map { $0.playground.context.tuning[id] }
      return values.allSatisfy({ $0 == values[0] }) ? nil : (id, values)
    }
  }
}

/// The to-do list a compared pane shows: the first pane's when the comparison began, written
/// nowhere (the first pane keeps the real one; every pane gets the same input, so they stay
/// alike).
private final class ShownTodoList: TodoStorage, Sendable {
  private let document: TodoDocument
  init(_ document: TodoDocument) { self.document = document }
  func load() -> LoadedTodoList { LoadedTodoList(document: document) }
  var location: String? { nil }
  var isReadOnly: Bool { false }
  var isSavingBlocked: Bool { false }
  func submit(_ document: TodoDocument) {}
  var isBusy: Bool { false }
  func flush() {}
  func takeResults() -> TodoSaveResults { TodoSaveResults() }
}
