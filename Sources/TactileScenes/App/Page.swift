import TactileCore

/// One page of the deck. Pages are values: the deck owns them and calls these in order each
/// frame: `handle` for each event, `update` per fixed step, `draw` once.
public protocol Page {
  /// Lays the page out in `frame` (called on start, on every resize and on every change of
  /// pixel scale). The frame is the page's only source of the window size and pixel scale.
  mutating func layout(_ frame: PageFrame)
  /// Advances animations by `dt` seconds.
  mutating func update(dt: Double)
  /// Handles an input event; returns true when the page used it.
  mutating func handle(_ event: InputEvent) -> Bool
  /// Appends the page's commands (background included) to `list`. Mutating because a page
  /// may refresh frame resources it owns (e.g. rasterize its particles into its pixel buffer).
  mutating func draw(into list: inout DrawList)
  /// True while anything on the page moves, so the app keeps drawing frames.
  var isAnimating: Bool { get }
  /// The pointer shape for the last pointer position the page saw.
  var cursor: CursorShape { get }
  /// The page's interactive regions for `--dump-layout`.
  func layoutDump() -> [(String, JSONValue)]
  /// Whether the page shows a modal popup: while it does, the deck sends the page every
  /// pointer event (the waves do not see them).
  var isModal: Bool { get }
  /// Appends what the page draws above everything else in the window (waves and page dots
  /// included), e.g. a popup and the scrim behind it. Called only for the current page.
  func drawOverlay(into list: inout DrawList)
  /// Appends the page's part of the inspector overlay (F3): its hit areas and the geometry its
  /// effect is made of, drawn with `pen` over everything else; summary lines go to
  /// `pen.notes`. Called only for the current page while the inspector is shown.
  func drawInspector(into list: inout DrawList, pen: inout InspectorPen)
  /// The page's spring (or timed animation) that moves now, for the inspector's plot; `nil`
  /// while nothing moves.
  var inspectedSpring: InspectedSpring? { get }
}

extension Page {
  /// No modal popup.
  public var isModal: Bool { false }
  /// Nothing above the rest.
  public func drawOverlay(into list: inout DrawList) {}
  /// Nothing to inspect.
  public func drawInspector(into list: inout DrawList, pen: inout InspectorPen) {}
  /// No spring.
  public var inspectedSpring: InspectedSpring? { nil }
}
