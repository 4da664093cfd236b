import TactileCore

/// Lists what Tactile is and every control: a two-column table (keys, what they do) that
/// stacks each key above its description when the column is too narrow for both, and scrolls
/// when it is taller than the window.
public struct AboutPage: Page {
  /// (keys, what they do), in the order shown.
  public static let controls: [(String, String)] = [
    ("Drag a page edge", "Liquid swipe to the next or previous page"),
    ("← / →,  1–4", "Switch pages"),
    ("Click a spoiler", "Reveal it from the click point; click again to hide"),
    ("Tab, Enter / Space, H", "Focus a spoiler, toggle it, hide all"),
    ("Press and hold a message", "Open the reaction bar; drag across it, release to pick"),
    ("Click a to-do checkbox", "Strike the item through (click again to undo)"),
    ("Double-click an item", "Edit it in place (Enter saves, Esc cancels)"),
    ("Wheel, Page Up / Down, Home / End", "Scroll long text (Home / End: to its start / end)"),
    ("F1", "Diagnostics: frame time, particles, draw calls"),
    ("F2, or the gear button", "Tuning panel: every number of every effect, presets"),
    ("F3", "Inspector: hit areas, curves, strike segments, spring plots"),
    ("P, . (period), S", "Pause, step one frame while paused, slow motion"),
    ("F9", "Capture your gesture as a script (again to save)"),
    ("F10", "Record the window (again to stop)"),
    ("F12", "Save a screenshot"),
    ("Esc", "Close popups and editing"),
    ("Ctrl+Shift+D", "Flip the interface: left to right, right to left"),
  ]
  /// Space between the key column and the description column, points.
  static let columnGap: Float = 32
  /// The description column is never narrower than this many body ems (else the table stacks).
  static let minDescriptionEms: Float = 14
  /// Space between rows, and between a stacked key and its description, points.
  static let rowGap: Float = 12
  static let stackedGap: Float = 2
  /// Wheel notches to points.
  static let wheelStep: Float = 48
  /// Space between the table and the palette section, points.
  static let paletteGap: Float = 16

  public static let kind = PageKind.about
  var context: SceneContext
  public private(set) var frame: PageFrame
  private var header = PageHeader(
    title: "About Tactile",
    subtitle: "Four touch-era micro-interactions, rebuilt for the desktop.")
  public private(set) var viewport = Rect.zero
  public private(set) var scroll = ScrollState()
  /// Each row's key and description, laid out for the current column, and where they sit
  /// (content coordinates: y from the top of the table, x from the column's left edge).
  private var keys: [TextLayout] = []
  private var descriptions: [TextLayout] = []
  private var keyOrigins: [Vec2] = []
  private var descriptionOrigins: [Vec2] = []
  /// Whether keys sit above their descriptions (a narrow column).
  public private(set) var isStacked = false
  /// The rows shown: the controls, then the fonts text is set in.
  public private(set) var rows: [(String, String)] = AboutPage.controls
  /// How many faces the fonts rows list (they are made again when text finds another).
  private var faceCount = -1
  /// Top of the palette section, content coordinates.
  var paletteTop: Float = 0
  /// The narrowest palette swatch that shows its captions whole, points.
  var swatchMinimum: Float = 0

  /// The palette swatches' captions, in deck order, for `captionsTheme`: made with the theme
  /// the app starts in and made again when a frame brings another (`draw`).
  private(set) var captions: [(String, String)]
  private var captionsTheme: Theme.Name

  public init(context: SceneContext, frame: PageFrame) {
    self.context = context
    self.frame = frame
    captions = AboutPage.paletteCaptions(context.theme)
    captionsTheme = context.theme.name
    layout(frame)
  }

  public mutating func layout(_ frame: PageFrame) {
    self.frame = frame
    let metrics = context.metrics
    let top = header.layout(frame, metrics: metrics)
    viewport = frame.viewport(below: top)
    let width = viewport.width
    let type = frame.type
    faceCount = metrics.faceCount
    rows = AboutPage.controls + AboutPage.fontRows(metrics.faceNames())
    var keyWidth: Float = 0
    for (k, _) in rows {
      keyWidth = max(keyWidth, metrics.advance(of: k, font: type.label))
    }
    let minDescription = AboutPage.minDescriptionEms * type.body.size
    isStacked = keyWidth + AboutPage.columnGap + minDescription > width
    let descriptionX = isStacked ? 0 : keyWidth + AboutPage.columnGap
    keys.removeAll(keepingCapacity: true)
    descriptions.removeAll(keepingCapacity: true)
    keyOrigins.removeAll(keepingCapacity: true)
    descriptionOrigins.removeAll(keepingCapacity: true)
    var y: Float = 0
    for (k, d) in rows {
      let key = TextLayout(
        text: k, font: type.label, width: isStacked ? width : keyWidth, metrics: metrics)
      let description = TextLayout(
        text: d, font: type.body, width: max(1, width - descriptionX), metrics: metrics)
      keys.append(key)
      descriptions.append(description)
      keyOrigins.append(Vec2(0, y))
      if isStacked {
        descriptionOrigins.append(Vec2(0, y + key.size.height + AboutPage.stackedGap))
        y += key.size.height + AboutPage.stackedGap + description.size.height
      } else {
        // Both columns share the first baseline.
        let shift = description.lines[0].baseline - key.lines[0].baseline
        keyOrigins[keyOrigins.count - 1].y += max(0, shift)
        descriptionOrigins.append(Vec2(descriptionX, y + max(0, -shift)))
        y += max(key.size.height + max(0, shift), description.size.height + max(0, -shift))
      }
      y += AboutPage.rowGap
    }
    paletteTop = y - AboutPage.rowGap + AboutPage.paletteGap
    swatchMinimum = swatchMinWidth(font: type.caption)
    scroll.resize(
      contentHeight: paletteTop + paletteHeight(width: width), viewportHeight: viewport.height)
  }

  /// The fonts rows: the text faces, the emoji face and the faces of other scripts in use.
  static func fontRows(_ names: [FontFace: String]) -> [(String, String)] {
    var rows: [(String, String)] = []
    let text = Set([FontFace.regular, .semibold].compactMap { names[$0] })
    if !text.isEmpty { rows.append(("Fonts: text", text.sorted().joined(separator: ", "))) }
    if let emoji = names[.emoji] { rows.append(("Fonts: emoji", emoji)) }
    let others = Set(names.filter { $0.key.fallbackIndex != nil }.values).sorted()
    if !others.isEmpty { rows.append(("Fonts: other scripts", others.joined(separator: ", "))) }
    return rows
  }

  public mutating func update(_ frameContext: FrameContext) {
    if context.metrics.faceCount != faceCount { layout(frame) }
    scroll.spring = context.tuning.scrollSpring
    scroll.update(dt: frameContext.dt)
  }

  public mutating func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .wheel(let d):
      guard scroll.isScrollable else { return false }
      scroll.scroll(by: -d.y * AboutPage.wheelStep, animated: !context.reducedMotion)
      return true
    case .key(let k) where k.isDown:
      return scroll.scrollPage(for: k.key, animated: !context.reducedMotion)
    default:
      return false
    }
  }

  public var isAnimating: Bool { scroll.isAnimating }
  public var cursor: CursorShape { .arrow }

  public mutating func draw(into list: inout DrawList, _ frameContext: FrameContext) {
    let theme = frameContext.theme
    if theme.name != captionsTheme {
      // Another theme: its captions, and the swatch widths that show them whole.
      captions = AboutPage.paletteCaptions(theme)
      captionsTheme = theme.name
      layout(frame)
    }
    list.fillRect(
      Rect(origin: .zero, size: frame.size), color: theme.background(.about))
    header.draw(into: &list, theme: theme)
    let origin = Vec2(viewport.minX, viewport.minY - scroll.offset)
    list.pushClip(viewport.insetBy(dx: -4, dy: 0))
    for i in keys.indices {
      let keyTop = keyOrigins[i].y + origin.y
      let bottom = descriptionOrigins[i].y + origin.y + descriptions[i].size.height
      guard bottom > viewport.minY, keyTop < viewport.maxY else { continue }
      let key = TextPlacement(
        origin: origin + keyOrigins[i], width: keys[i].wrapWidth, kind: .chrome, frame: frame)
      for r in keys[i].runs.indices {
        list.text(
          keys[i], run: r, at: key.origin(of: keys[i].runs[r], in: keys[i], drawnIn: list),
          color: theme.palette(.about).accent)
      }
      let description = TextPlacement(
        origin: origin + descriptionOrigins[i], width: descriptions[i].wrapWidth, kind: .chrome,
        frame: frame)
      for r in descriptions[i].runs.indices {
        list.text(
          descriptions[i], run: r,
          at: description.origin(of: descriptions[i].runs[r], in: descriptions[i], drawnIn: list),
          color: theme.text)
      }
    }
    if origin.y + paletteTop < viewport.maxY {
      drawPalette(
        into: &list, left: origin.x, top: origin.y + paletteTop, width: viewport.width, theme: theme
      )
    }
    list.popClip()
    ScrollIndicator.draw(
      scroll, over: viewport, frame: frame, color: ScrollIndicator.color(theme), into: &list)
  }

  public func layoutDump() -> [(String, JSONValue)] {
    [
      ("header", .rect(header.bounds)),
      ("viewport", .rect(viewport)),
      ("stacked", .bool(isStacked)),
      ("controls", .array(AboutPage.controls.map { .string("\($0.0): \($0.1)") })),
      (
        "fonts",
        .array(rows.dropFirst(AboutPage.controls.count).map { .string("\($0.0): \($0.1)") })
      ),
      ("rows", .array(keys.indices.map { .rect(rowRect($0)) })),
    ]
  }

  /// Row `i` (its key and its description) in window points.
  public func rowRect(_ i: Int) -> Rect {
    let origin = Vec2(viewport.minX, viewport.minY - scroll.offset)
    let key = Rect(origin: keyOrigins[i] + origin, size: keys[i].size)
    return key.union(Rect(origin: descriptionOrigins[i] + origin, size: descriptions[i].size))
  }
}
