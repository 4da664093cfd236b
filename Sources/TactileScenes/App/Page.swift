import TactileCore

/// One page of the deck: everything the deck and the app know of a page goes through here
/// (the deck holds `[any Page]` and never asks which page it has).
///
/// Pages are values: the deck owns them and calls these in order each frame: `handle` for each
/// event, `update` per fixed step, `draw` once.
public protocol Page {
  /// Which page this is: its place in the deck, its name and its palette.
  static var kind: PageKind { get }
  /// The page laid out in `frame` (the window's size and pixel scale).
  init(context: SceneContext, frame: PageFrame)
  /// Lays the page out in `frame` (called on every resize and on every change of pixel
  /// scale). The frame is the page's only source of the window size and pixel scale.
  mutating func layout(_ frame: PageFrame)
  /// Advances animations by `frame.dt` seconds; `frame.visibleArea` says where the page is
  /// seen.
  mutating func update(_ frame: FrameContext)
  /// Handles an input event; returns true when the page used it.
  mutating func handle(_ event: InputEvent) -> Bool
  /// Appends the page's commands (background included) to `list`. Mutating because a page
  /// may refresh frame resources it owns (e.g. rasterize its particles into its pixel buffer).
  mutating func draw(into list: inout DrawList, _ frame: FrameContext)
  /// True while anything on the page moves, so the app keeps drawing frames.
  var isAnimating: Bool { get }
  /// Like `isAnimating`, for the part of the window in `area` (window points; `nil`: all of
  /// it), e.g. the bounds of a wave that shows this page. By default: anywhere.
  func isAnimating(within area: Rect?) -> Bool
  /// The pointer shape for the last pointer position the page saw.
  var cursor: CursorShape { get }
  /// The page's interactive regions for `--dump-layout`.
  func layoutDump() -> [(String, JSONValue)]
  /// Whether the page shows a modal popup: while it does, the deck sends the page every
  /// pointer event (the waves do not see them).
  var isModal: Bool { get }
  /// Whether a sideways scroll is the page's now (content that scrolls sideways, or a text
  /// field being edited): then it does not swipe to another page.
  var takesHorizontalScroll: Bool { get }
  /// Appends what the page draws above everything else in the window (waves and page dots
  /// included), e.g. a popup and the scrim behind it. Called only for the current page.
  func drawOverlay(into list: inout DrawList, _ frame: FrameContext)
  /// The page's figures for the diagnostics overlay (F1).
  var diagnostics: PageDiagnostics { get }
  /// Problems found while the page was created (e.g. a corrupt saved file kept aside), one
  /// line each, for the app to print once.
  var warnings: [String] { get }
  /// Before the app exits: the page finishes what it must keep (e.g. queued saves). Returns a
  /// line for the log when that failed.
  mutating func prepareToQuit() -> String?
  /// Appends the page's part of the inspector overlay (F3): its hit areas and the geometry its
  /// effect is made of, drawn with `pen` over everything else; summary lines go to
  /// `pen.notes`. Called only for the current page while the inspector is shown.
  func drawInspector(into list: inout DrawList, pen: inout InspectorPen)
  /// The page's spring (or timed animation) that moves now, for the inspector's plot; `nil`
  /// while nothing moves.
  var inspectedSpring: InspectedSpring? { get }
}

extension Page {
  /// This page's kind.
  public var kind: PageKind { Self.kind }
  public func isAnimating(within area: Rect?) -> Bool { isAnimating }
  /// No modal popup.
  public var isModal: Bool { false }
  /// Nothing scrolls sideways.
  public var takesHorizontalScroll: Bool { false }
  /// Nothing above the rest.
  public func drawOverlay(into list: inout DrawList, _ frame: FrameContext) {}
  /// Nothing to report.
  public var diagnostics: PageDiagnostics { PageDiagnostics() }
  public var warnings: [String] { [] }
  public mutating func prepareToQuit() -> String? { nil }
  /// Nothing to inspect.
  public func drawInspector(into list: inout DrawList, pen: inout InspectorPen) {}
  /// No spring.
  public var inspectedSpring: InspectedSpring? { nil }
}
