import TactileCore

/// Lists what Tactile is and every control.
public struct AboutPage: Page {
  /// (keys, what they do), in the order shown.
  public static let controls: [(String, String)] = [
    ("Drag a page edge", "Liquid swipe to the next or previous page"),
    ("← / →,  1–4", "Switch pages"),
    ("Click a spoiler", "Reveal it from the click point; click again to hide"),
    ("Tab, Enter / Space, H", "Focus a spoiler, toggle it, hide all"),
    ("Press and hold a message", "Open the reaction bar; drag across it, release to pick"),
    ("Click a to-do item", "Strike it through (click again to undo)"),
    ("Double-click an item", "Edit it in place (Enter saves, Esc cancels)"),
    ("Mouse wheel", "Scroll long text"),
    ("F1", "Diagnostics: frame time, particles, draw calls"),
    ("F10", "Record the window (again to stop)"),
    ("F12", "Save a screenshot"),
    ("Esc", "Close popups and editing"),
  ]

  var context: SceneContext
  private var size = Size(1280, 800)
  private let header = PageHeader(
    title: "About Tactile",
    subtitle: "Four touch-era micro-interactions, rebuilt for the desktop.")

  /// The palette swatches' captions, in deck order.
  let captions: [(String, String)]

  public init(context: SceneContext) {
    self.context = context
    captions = AboutPage.paletteCaptions(context.theme)
  }

  public mutating func layout(size: Size) { self.size = size }
  public mutating func update(dt: Double) {}
  public mutating func handle(_ event: InputEvent) -> Bool { false }
  public var isAnimating: Bool { false }
  public var cursor: CursorShape { .arrow }

  public mutating func draw(into list: inout DrawList) {
    let theme = context.theme
    list.fillRect(
      Rect(origin: .zero, size: size), color: theme.background(of: PageKind.about.rawValue))
    header.draw(into: &list, theme: theme, metrics: context.metrics)
    let m = context.metrics
    let body = m.lineMetrics(for: Typography.body)
    let rowHeight = body.lineHeight + 12
    let keyColumn = Typography.margin
    var keyWidth: Float = 0  // A loop, not map + max: no array per frame.
    for (keys, _) in AboutPage.controls {
      keyWidth = max(keyWidth, m.advance(of: keys, font: Typography.label))
    }
    let descColumn = keyColumn + keyWidth + 32
    var y = Typography.contentTop + body.ascent
    for (keys, what) in AboutPage.controls {
      guard y < size.height - 40 else { break }
      list.text(
        keys, font: Typography.label, at: Vec2(keyColumn, y), color: theme.palette(.about).accent)
      list.text(what, font: Typography.body, at: Vec2(descColumn, y), color: theme.text)
      y += rowHeight
    }
    let paletteTop = y - body.ascent + 16
    if paletteTop + AboutPage.paletteHeight <= size.height - 40 {
      drawPalette(
        into: &list, left: keyColumn, top: paletteTop,
        width: size.width - 2 * Typography.margin)
    }
  }

  public func layoutDump() -> [(String, JSONValue)] {
    [("controls", .array(AboutPage.controls.map { .string("\($0.0): \($0.1)") }))]
  }
}
