import TactileCore

/// What the window shows: one playground, or two to four side by side, each with a tuning
/// of its own, to compare them under one gesture (`--compare`, the panel's Compare control).
///
/// One clock: every pane advances by the same frame time. The pointer acts in the pane under
/// it (the one it pressed in, until released) and reaches every pane at the same point of the
/// pane, so one gesture drives them all; the others show a ghost cursor there (`drawChrome`).
/// Keys, text and the wheel go to every pane. The tuning panel edits the focused pane's tuning
/// (the one last pressed in). With one pane the stage is that playground, as if it were not
/// there.
///
/// The app draws each pane on its own (`panes[i].playground.draw`) into its pane's rect —
/// exactly what a window of the pane's size shows — then the chrome over them.
public struct Stage {
  /// One compared playground and what its tuning is called.
  public struct Pane {
    public var playground: Playground
    /// A preset's name, or "current" for the tuning the panel had.
    public var label: String
  }

  /// The panes, first to last (the app draws them and records their frame statistics).
  public var panes: [Pane]
  public internal(set) var layout: StageLayout
  /// The pane whose tuning the panel edits.
  public internal(set) var focused = 0
  /// The pane the pointer acts in: under it, or holding its press.
  var active: Int?
  /// The pointer in pane coordinates while it is in a pane, for the ghost cursors.
  public internal(set) var pointer: Vec2?
  var isPressHeld = false
  /// The fingers as one pointer: a second finger cancels the gesture in flight.
  var touches = PrimaryTouch()
  /// The size all panes share with their labels, points.
  public internal(set) var size: Size
  /// What a new pane starts from: the first pane's context (metrics, theme, seed, content).
  let base: SceneContext

  /// One playground.
  public init(_ playground: Playground, label: String = "current") {
    panes = [Pane(playground: playground, label: label)]
    size = playground.size
    base = playground.context
    layout = StageLayout(count: 1, in: Rect(origin: .zero, size: size))
  }

  /// The area's origin in the window: right of a panel docked on the left in a
  /// right-to-left interface.
  var origin: Vec2 {
    guard direction == .rightToLeft, let w = windowWidth else { return .zero }
    return Vec2(w - size.width, 0)
  }

  /// The window's width when a panel is docked beside the panes (`Playground.windowWidth`).
  public var windowWidth: Float? {
    didSet { if panes.count == 1 { panes[0].playground.windowWidth = windowWidth } }
  }

  public var isComparing: Bool { panes.count > 1 }
  public var direction: TextDirection { panes[0].playground.direction }
  public var inputTime: Double { panes[0].playground.inputTime }
  public var isAnimating: Bool { panes.contains { $0.playground.isAnimating } }
  /// The pointer's shape: the active pane's.
  public var cursor: CursorShape { panes[active ?? focused].playground.cursor }
  /// Problems found while the pages were made (the first pane's: the others load the same).
  public var warnings: [String] { panes[0].playground.warnings }
  /// The fixed step every pane's clock takes, seconds.
  public var step: Double { panes[0].playground.clock.step }
  /// The tuning the panel edits: the focused pane's.
  public var tuning: Tuning { panes[focused].playground.context.tuning }
  public var theme: Theme { panes[0].playground.context.theme }
  /// The page the focused pane shows (the panel puts its groups first).
  public var currentPage: PageKind { panes[focused].playground.deck.current }

  /// Pause, single steps, slow motion: one for all panes.
  public var time: TimeControl {
    get { panes[0].playground.time }
    set { forEach { $0.time = newValue } }
  }

  public var isInspectorVisible: Bool {
    get { panes[0].playground.inspector.isVisible }
    set { forEach { $0.inspector.isVisible = newValue } }
  }

  /// Whether the diagnostics overlay shows (F1; every pane draws its own).
  public var isDiagnosticsVisible: Bool { panes[0].playground.diagnostics.isVisible }

  /// A frame was drawn `frameTime` seconds after the last: every pane's diagnostics count it;
  /// with one pane, the output's renderer and draw calls are its own (comparing, each pane's
  /// renderer tells its pane).
  public mutating func recordFrame(_ frameTime: Double, drawCalls: Int, renderer: String) {
    forEach { $0.diagnostics.frames.record(frameTime) }
    guard !isComparing else { return }
    panes[0].playground.diagnostics.drawCalls = drawCalls
    panes[0].playground.diagnostics.rendererName = renderer
  }

  public mutating func advance(frameTime: Double) { forEach { $0.advance(frameTime: frameTime) } }
  public mutating func advance(toInputTime t: Double) { forEach { $0.advance(toInputTime: t) } }
  public mutating func setPixelScale(_ s: Float) { forEach { $0.setPixelScale(s) } }
  /// Shows the zoom level the app just took ("125 %") for a moment, in every pane.
  public mutating func showZoom(_ label: String) { forEach { $0.showZoom(label) } }

  public mutating func setDirection(_ d: TextDirection) {
    forEach { $0.setDirection(d) }
    relayout()
  }

  /// Requests from the keys (F9, F10, F12): the first pane's (every pane got the same keys).
  public mutating func takeRequests() -> [Playground.Request] {
    for i in panes.indices.dropFirst() { _ = panes[i].playground.takeRequests() }
    return panes[0].playground.takeRequests()
  }

  /// Every pane saves what is being typed; the problems, one line each.
  public mutating func prepareToQuit() -> String? {
    var problems: [String] = []
    forEach { if let p = $0.prepareToQuit() { problems.append(p) } }
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }

  /// Each pane's playground, changed by `body`.
  mutating func forEach(_ body: (inout Playground) -> Void) {
    for i in panes.indices { body(&panes[i].playground) }
  }

  /// Lays the panes out again in `size` (after a resize, a new direction or new panes).
  mutating func relayout() {
    layout = StageLayout(
      count: panes.count, in: Rect(origin: .zero, size: size), direction: direction)
    for i in panes.indices where panes[i].playground.size != layout.panes[i].size {
      panes[i].playground.handle(.resize(layout.panes[i].size))
    }
  }

  /// Pane `i`'s page area in window points.
  public func paneRect(_ i: Int) -> Rect { layout.panes[i].offsetBy(origin) }
  /// Pane `i`'s label bar in window points.
  public func labelRect(_ i: Int) -> Rect { layout.labels[i].offsetBy(origin) }
}
