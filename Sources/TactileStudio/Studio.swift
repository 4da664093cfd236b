import CImGuiBridge
import Foundation
import TactileCore
import TactileIO
import TactileScenes

/// The tuning panel (F2, or the gear button in the bottom-right corner): every tunable of
/// `Tuning.catalog` as a slider (continuous values), a stepper (whole numbers, and modes with
/// more than two names) or a toggle (two modes), grouped by effect with the current page's
/// groups first, each with its value, unit and a reset; presets; time control. Built with Dear ImGui
/// and drawn through the DrawList, in ImGui's light or dark colours after the frame's theme.
/// When open it docks at the window's right edge and the pages are laid out in the rest, so it
/// never covers the interaction being tuned; in a window too narrow for both (a page of at
/// least `minPageWidth` beside a panel of at least `minPanelWidth`) it floats over the page
/// instead, which keeps the whole window, rather than squeezing the page.
///
/// Sits between the app and the stage (one playground, or several compared side by side):
/// `handle` routes each event to the panel or to the stage (sizes shrunk by the panel),
/// `draw` adds the panel over the frame. The panel edits the focused pane's tuning; its
/// Compare section adds and removes panes and lists the values that differ between them.
public final class Studio {
  /// The panel's width, points (less where the window is narrower).
  public static let panelWidth: Float = 380
  /// The narrowest page the panel docks beside, and the narrowest docked panel, points:
  /// a window narrower than both together gets the panel floating over the page.
  public static let minPageWidth: Float = 360
  public static let minPanelWidth: Float = 300
  /// The gear button's side, points; its distance from the bottom edge, and from the right
  /// edge (clear of the liquid swipe's grab strip there).
  public static let gearSize: Float = 32
  public static let gearMargin: Float = 12
  public static let gearRightMargin: Float = 56
  /// Frames drawn after an event so that ImGui settles (hover, deferred releases).
  static let settleFrames = 3

  public private(set) var isOpen: Bool
  public private(set) var windowSize: Size
  let imgui: ImGuiLayer
  /// The tuning the panel edits: the stage's focused pane's.
  private(set) var tuning: Tuning
  let store: TuningPresetStore
  /// A press that started on the panel: the pointer is the panel's until release.
  private var pointerOnPanel = false
  private var framesToSettle = 0
  /// Where each tunable's control (slider, stepper value, toggle) was drawn in the last frame
  /// (window points), by tunable.
  public private(set) var controlRects: [TunableID: Rect] = [:]
  /// The control that had keyboard focus in the last frame; nil when none had.
  public private(set) var focusedControl: StudioControl?
  /// Width of the label column, points.
  static let labelWidth: Float = 118
  /// Width right of a slider: its reset button, the window's padding and scroll bar, points.
  static let resetRoom: Float = 100
  /// The last preset action's outcome, shown under the preset buttons.
  public internal(set) var status = ""
  /// Text the panel's "Copy as" buttons put on the clipboard, for the platform to take.
  private var clipboard: String?

  /// What the panel asks to put on the clipboard since the last call (the platform does it).
  public func takeClipboardText() -> String? {
    defer { clipboard = nil }
    return clipboard
  }
  private var nameBuffer = [CChar](repeating: 0, count: 65)
  private var focusOnNextFrame = false
  /// The user's saved presets, read off the frame's thread when the panel opens and after a
  /// save.
  let saved: SavedPresets
  /// The names of the saved presets the panel shows (at most `TuningPresetStore.listLimit`).
  public var savedPresets: [String] { saved.listing.names }
  /// Saved preset buttons on one line of the panel, and at most on the panel (the rest are
  /// counted: `tactile --tunables` lists them).
  static let savedPresetsPerLine = 3
  static let savedPresetsShown = 24
  /// Where each saved preset's button was drawn in the last frame (window points), by name.
  public private(set) var savedPresetRects: [String: Rect] = [:]
  /// Where the "Copy as…" drop-down was drawn, and its items while open (points).
  public private(set) var copyAsRect: Rect?
  public private(set) var copyAsItemRects: [ExportFormat: Rect] = [:]
  static let copyAsWidth: Float = 96
  /// The preset name field's width, points (it shares a line with Save, Reset all, Copy as).
  static let nameFieldWidth: Float = 120
  /// Where the Compare section's buttons were drawn in the last frame (points): the ones that
  /// add a pane, by preset name, and the ones that take one away, by pane.
  public internal(set) var compareAddRects: [String: Rect] = [:]
  public internal(set) var compareRemoveRects: [Int: Rect] = [:]
  /// The saved preset being read for a new pane (rather than to apply).
  var paneToLoad: String?

  public init(
    tuning: Tuning, store: TuningPresetStore, fontPath: String?, pixelScale: Float,
    windowSize: Size, open: Bool
  ) {
    self.tuning = tuning
    self.store = store
    self.windowSize = windowSize
    isOpen = open
    imgui = ImGuiLayer(fontPath: fontPath, fontSize: 15, pixelScale: pixelScale)
    for (i, c) in "mine".utf8CString.enumerated() { nameBuffer[i] = c }
    saved = SavedPresets(store: store)
    if open { saved.refresh() }
  }

  /// The pixels per point the panel is drawn at changed (a zoom, or a display of another
  /// density): its font is rasterized again at the new size.
  public func setPixelScale(_ scale: Float) { imgui.setPixelScale(scale) }

  /// Whether the panel floats over the page (the window is too narrow to dock it beside a
  /// usable page) rather than docking beside it.
  public var isFloating: Bool {
    windowSize.width < Studio.minPageWidth + Studio.minPanelWidth
  }

  /// The interface's direction, as the stage last had it: the panel and the gear sit
  /// on the left in a right-to-left one.
  private var direction = TextDirection.leftToRight

  /// The panel at the window's trailing edge (the right, or the left in a right-to-left
  /// interface), window points: docked, it leaves the page at least `minPageWidth`;
  /// floating, it is as wide as the window allows.
  public var panelRect: Rect {
    let room = isFloating ? windowSize.width : windowSize.width - Studio.minPageWidth
    let w = max(1, min(Studio.panelWidth, room))
    let x = direction == .rightToLeft ? 0 : windowSize.width - w
    return Rect(x: x, y: 0, width: w, height: windowSize.height)
  }

  /// The size the pages get: the window less the panel when it is open and docked.
  public var pageSize: Size {
    isOpen && !isFloating
      ? Size(max(1, windowSize.width - panelRect.width), windowSize.height) : windowSize
  }

  /// The colours ImGui draws with now (it starts with its dark ones).
  private var style = Theme.Name.dark

  /// The gear button (shown while the panel is closed) near the bottom trailing corner,
  /// window points.
  public var gearRect: Rect {
    let s = Studio.gearSize
    let x =
      direction == .rightToLeft
      ? Studio.gearRightMargin : windowSize.width - s - Studio.gearRightMargin
    return Rect(x: x, y: windowSize.height - s - Studio.gearMargin, width: s, height: s)
  }

  /// Follows the stage's direction and focused tuning: the panel changes sides, and the pages are told the
  /// window's width (the mirror image of the pages lies right of a panel on the left).
  private func follow(_ stage: inout Stage) {
    direction = stage.direction
    stage.windowWidth = windowSize.width
    tuning = stage.tuning
  }

  /// Whether frames must keep coming for the panel's sake.
  public var isBusy: Bool {
    isOpen && (framesToSettle > 0 || saved.isBusy || imgui.hasPendingInput)
  }

  public func toggle(_ stage: inout Stage) {
    follow(&stage)
    isOpen.toggle()
    pointerOnPanel = false
    focusOnNextFrame = isOpen
    if isOpen { saved.refresh() }
    if !isOpen { tig_unfocus() }
    stage.handle(.resize(pageSize))
  }

  /// Routes `event` to the panel or to `stage`.
  public func handle(_ event: InputEvent, stage: inout Stage) {
    framesToSettle = Studio.settleFrames
    follow(&stage)
    defer { follow(&stage) }
    switch event {
    case .resize(let s):
      windowSize = s
      stage.handle(.resize(pageSize))
    case .key(let k)
    where k.isDown && k.key == .character("d") && k.modifiers.contains(.control)
      && k.modifiers.contains(.shift):
      stage.handle(event)  // The direction's key, even while the panel has the keys.
    case .key(let k) where InterfaceZoom.change(for: k) != nil:
      stage.handle(event)  // The zoom's keys, even while the panel has the keys.
    case .key(let k) where k.isDown && k.key == .f2:
      toggle(&stage)
    case .key(let k) where k.key == .f3:
      stage.handle(event)  // The inspector's key, even while the panel has the keys.
    case .pointer(let p):
      if isOpen { handleOverPanel(p, stage: &stage) } else { handleOverGear(p, stage: &stage) }
    case .wheel:
      if isOpen && imgui.wantsPointer { imgui.feed(event) } else { stage.handle(event) }
    case .key(let k):
      guard isOpen && imgui.wantsKeyboard else { return stage.handle(event) }
      if k.isDown && k.key == .escape { tig_unfocus() } else { imgui.feed(event) }
    case .text, .composition:
      if isOpen && imgui.wantsKeyboard { imgui.feed(event) } else { stage.handle(event) }
    case .pointerExited, .focusLost:
      pointerOnPanel = false
      imgui.feed(event)
      stage.handle(event)
    }
  }

  /// The panel closed: a press on the gear (released on it) opens it; the rest is the
  /// stage's.
  private func handleOverGear(_ p: PointerEvent, stage: inout Stage) {
    if p.phase == .down && gearRect.contains(p.position) {
      pointerOnPanel = true
      return
    }
    guard pointerOnPanel else { return stage.handle(.pointer(p)) }
    if p.phase == .up {
      pointerOnPanel = false
      if gearRect.contains(p.position) { toggle(&stage) }
    }
  }

  /// The panel open: ImGui sees every pointer event; a press on the panel is the panel's
  /// until released, and hovering over it reaches nothing beneath.
  private func handleOverPanel(_ p: PointerEvent, stage: inout Stage) {
    imgui.feed(.pointer(p))
    if p.phase == .down { pointerOnPanel = panelRect.contains(p.position) }
    if pointerOnPanel {
      if p.phase == .up { pointerOnPanel = false }
      return
    }
    if panelRect.contains(p.position) && p.phase == .move && !p.isPrimaryDown { return }
    stage.handle(.pointer(p))
  }

  /// Adds the panel (or the gear) to `list`, after the stage drew its frame. `dt` is the
  /// real time since the last frame.
  public func draw(into list: inout DrawList, stage: inout Stage, dt: Double) {
    if framesToSettle > 0 { framesToSettle -= 1 }
    follow(&stage)
    guard isOpen else {
      drawGear(into: &list, theme: stage.theme)
      return
    }
    let theme = stage.theme.name
    if theme != style {
      tig_style(theme == .light ? 1 : 0)
      style = theme
    }
    imgui.beginFrame(size: windowSize, dt: dt)
    let r = panelRect
    if tig_window_begin("Studio", r.minX, r.minY, r.width, r.height) != 0 {
      if focusOnNextFrame {
        tig_focus_window("Studio")
        focusOnNextFrame = false
      }
      drawTimeControls(&stage)
      applyLoadedPreset(&stage)
      drawPresets()
      drawGroups(current: stage.currentPage)
      drawCompare(&stage)
    }
    tig_window_end()
    imgui.endFrame(into: &list)
  }

  // MARK: Panel sections

  private func drawTimeControls(_ stage: inout Stage) {
    tig_text_disabled("F2 closes · Tab, arrows, Space · Esc: keys to the page")
    var paused: Int32 = stage.time.isPaused ? 1 : 0
    if tig_checkbox("Paused (P)", &paused) != 0 { stage.time.isPaused = paused != 0 }
    tig_same_line(0)
    if tig_button("Step (.)") != 0 {
      stage.time.isPaused = true
      stage.time.stepOnce()
    }
    tig_same_line(0)
    var inspector: Int32 = stage.isInspectorVisible ? 1 : 0
    if tig_checkbox("Inspector (F3)", &inspector) != 0 {
      stage.isInspectorVisible = inspector != 0
    }
    tig_align_text_to_frame()
    tig_text_unformatted("Speed (S)")
    for speed in TimeControl.cycle {
      tig_same_line(0)
      let label =
        (abs(stage.time.scale - speed) < 1e-9 ? "[" : " ")
        + TimeControl.format(speed) + "×" + (abs(stage.time.scale - speed) < 1e-9 ? "]" : " ")
      if tig_small_button(label) != 0 { stage.time.setScale(speed) }
    }
    tig_same_line(0)
    var rightToLeft: Int32 = stage.direction == .rightToLeft ? 1 : 0
    if tig_checkbox("RTL", &rightToLeft) != 0 {
      stage.setDirection(rightToLeft != 0 ? .rightToLeft : .leftToRight)
      follow(&stage)
    }
    tig_tooltip_if_hovered("Right to left: the interface mirrored (Ctrl+Shift+D)")
    tig_separator()
  }

  private func drawPresets() {
    if tig_header("Presets", 1) != 0 {
      // One row per effect the presets tune (those tuning several effects first), so the
      // buttons stay inside the panel.
      var rows: [(title: String, presets: [TuningPreset])] = []
      for p in TuningPreset.builtIn {
        let groups = Set(p.values.map { $0.0.group })
        let title = groups.count == 1 ? groups.first!.rawValue + "." : "all"
        if let i = rows.firstIndex(where: { $0.title == title }) {
          rows[i].presets.append(p)
        } else {
          rows.append((title, [p]))
        }
      }
      for row in rows {
        tig_align_text_to_frame()
        tig_text_disabled(row.title)
        for (i, p) in row.presets.enumerated() {
          tig_same_line(i == 0 ? 48 : 0)
          if tig_small_button(p.name) != 0 {
            tuning.apply(p)
            status = "applied \(p.name)"
          }
          tig_tooltip_if_hovered(p.summary)
        }
      }
      drawSavedPresets()
      tig_set_next_item_width(Studio.nameFieldWidth)
      _ = tig_input_text("##name", &nameBuffer, Int32(nameBuffer.count))
      tig_same_line(0)
      if tig_small_button("Save") != 0 {
        let name = String(
          decoding: nameBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
          let notice = try store.save(tuning.snapshot(name: name))
          status = notice ?? "saved \(store.url(of: name).path)"
          saved.refresh()
        } catch {
          status = "\(error)"
        }
      }
      tig_same_line(0)
      if tig_small_button("Reset all") != 0 {
        tuning.resetAll()
        status = "every value at its default"
      }
      tig_same_line(0)
      drawCopyAs()
      if !status.isEmpty { tig_text_wrapped(status) }
    }
  }

  /// "Copy as…": a drop-down of platforms; choosing one puts the tuning's springs and timed
  /// curves, as that platform's code, on the clipboard.
  private func drawCopyAs() {
    copyAsItemRects.removeAll(keepingCapacity: true)
    tig_set_next_item_width(Studio.copyAsWidth)
    let open = tig_combo_begin("##copy as", "Copy as…") != 0
    copyAsRect = lastItemRect()
    tig_tooltip_if_hovered("Every spring and timed curve of the tuning as code, on the clipboard")
    guard open else { return }
    for format in ExportFormat.allCases {
      if tig_combo_item(format.title) != 0 {
        clipboard = MotionExport.text(tuning, format: format)
        status = "copied the tuning as \(format.title) code"
      }
      copyAsItemRects[format] = lastItemRect()
    }
    tig_combo_end()
  }

  /// The user's own presets, saved with the button below them: a few to a line, at most
  /// `savedPresetsShown`, then how many more there are. A click reads the file off the
  /// frame's thread.
  private func drawSavedPresets() {
    savedPresetRects.removeAll(keepingCapacity: true)
    let listing = saved.listing
    for (i, name) in listing.names.prefix(Studio.savedPresetsShown).enumerated() {
      if i % Studio.savedPresetsPerLine == 0 {
        tig_align_text_to_frame()
        tig_text_disabled(i == 0 ? "saved" : "")
      }
      tig_same_line(i % Studio.savedPresetsPerLine == 0 ? 48 : 0)
      tig_push_id(Int32(i))
      if tig_small_button(name) != 0 {
        saved.load(name)
        status = "reading \(name)…"
      }
      savedPresetRects[name] = lastItemRect()
      tig_pop_id()
      tig_tooltip_if_hovered(store.url(of: name).path)
    }
    let more = listing.more + max(0, listing.names.count - Studio.savedPresetsShown)
    if more > 0 { tig_text_disabled("and \(more) more (tactile --tunables lists them)") }
  }

  /// Applies a saved preset read since the last frame, unless it is bad or its values would
  /// contradict the live ones (`Tuning.rules`): then the status line says why, one line, and
  /// nothing changes.
  private func applyLoadedPreset(_ stage: inout Stage) {
    guard let (name, result) = saved.takeLoaded() else { return }
    let forPane = paneToLoad == name
    if forPane { paneToLoad = nil }
    switch result {
    case .failure(let problem): status = problem.message
    case .success(let preset) where forPane: addPane(preset, to: &stage)
    case .success(let preset):
      if let broken = tuning.applying(preset).brokenRule {
        status = "not applied \(name): \(broken.message)"
      } else {
        tuning.apply(preset)
        status = "applied \(name) (\(store.url(of: name).path))"
      }
    }
  }

  /// The current page's groups first, then the swipe's (every page shows it), both open; the
  /// other pages' groups closed.
  private func drawGroups(current: PageKind) {
    let groups =
      TunableGroup.allCases.filter { $0.page == current }
      + TunableGroup.allCases.filter { $0.page == nil }
      + TunableGroup.allCases.filter { $0.page != nil && $0.page != current }
    controlRects.removeAll(keepingCapacity: true)
    focusedControl = nil
    for group in groups {
      let open = group.page == current || group.page == nil
      guard tig_header(group.title, open ? 1 : 0) != 0 else { continue }
      for t in Tuning.catalog where t.group == group { drawTunable(t) }
    }
  }

  private func drawTunable(_ t: Tunable) {
    tig_push_id(Int32(t.id.rawValue))
    defer { tig_pop_id() }
    let help = "\(t.key): \(t.meaning) (\(t.allowedDescription))"
    tig_align_text_to_frame()
    tig_text_unformatted(t.label)
    tig_tooltip_if_hovered(help)
    tig_same_line(Studio.labelWidth)
    // Room for the reset button and the scroll bar, so that no horizontal scroll bar is
    // needed where the panel is at its full width.
    let width = max(80, panelRect.width - Studio.labelWidth - Studio.resetRoom)
    let current = tuning[t.id]
    switch t.kind {
    case .continuous:
      tig_set_next_item_width(width)
      var v = Float(current)
      let unit = t.unit.replacingPercent()
      let format = Studio.format(for: t) + (unit.isEmpty ? "" : " " + unit)
      if tig_slider("##v", &v, Float(t.range.lowerBound), Float(t.range.upperBound), format) != 0 {
        tuning.set(t.id, Double(v))
      }
      noteControl(t.id)
    case .choice(let modes) where modes.count == 2:
      var on: Int32 = current >= 1 ? 1 : 0
      if tig_checkbox(modes[1], &on) != 0 { tuning.set(t.id, Double(on)) }
      noteControl(t.id)
      if on == 0 {
        tig_same_line(0)
        tig_text_disabled("(\(modes[0]))")
      }
    case .integer, .choice:
      drawStepper(t, current: current, help: help)
    }
    tig_tooltip_if_hovered(help)
    tig_same_line(0)
    if current != t.defaultValue {
      if tig_small_button("reset") != 0 { tuning.reset(t.id) }
      tig_tooltip_if_hovered("back to \(t.display(t.defaultValue))")
    } else {
      tig_text_disabled("     ")
    }
  }

  /// `-` value `+` for whole numbers (modes wrap around, numbers stop at the range's ends);
  /// the value shows `help` when hovered, as the buttons do.
  private func drawStepper(_ t: Tunable, current: Double, help: String) {
    let wraps: Bool
    if case .choice = t.kind { wraps = true } else { wraps = false }
    let low = t.range.lowerBound
    let high = t.range.upperBound
    func step(_ d: Double) {
      var v = current + d
      if wraps { v = v > high ? low : v < low ? high : v }
      tuning.set(t.id, v)
    }
    if tig_small_button("-") != 0 { step(-1) }
    noteFocus(.decrease(t.id))
    tig_same_line(0)
    tig_text_unformatted(t.display(current))
    noteControl(t.id)
    tig_tooltip_if_hovered(help)
    tig_same_line(0)
    if tig_small_button("+") != 0 { step(1) }
    noteFocus(.increase(t.id))
  }

  /// Records the item just drawn as `tunable`'s control: its rect, and whether it has focus.
  private func noteControl(_ tunable: TunableID) {
    controlRects[tunable] = lastItemRect()
    noteFocus(.value(tunable))
  }

  /// The rect of the item just drawn, window points.
  func lastItemRect() -> Rect {
    var rect: (Float, Float, Float, Float) = (0, 0, 0, 0)
    withUnsafeMutablePointer(to: &rect) {
      $0.withMemoryRebound(to: Float.self, capacity: 4) { tig_item_rect($0) }
    }
    return Rect(x: rect.0, y: rect.1, width: rect.2 - rect.0, height: rect.3 - rect.1)
  }

  private func noteFocus(_ control: StudioControl) {
    if tig_item_focused() != 0 { focusedControl = control }
  }

  /// A printf format with enough decimals for the range's size.
  static func format(for t: Tunable) -> String {
    let span = t.range.upperBound - t.range.lowerBound
    return span <= 0.01 ? "%.5f" : span <= 2 ? "%.3f" : span <= 20 ? "%.2f" : "%.1f"
  }

  // MARK: Gear

  /// A gear: a toothed ring drawn with the DrawList, on a round backdrop.
  private func drawGear(into list: inout DrawList, theme: Theme) {
    let r = gearRect
    list.fillRect(r, color: theme.overlay, cornerRadius: r.width / 2)
    let c = Vec2(r.midX, r.midY)
    let teeth = 8
    var outline: [Vec2] = []
    outline.reserveCapacity(teeth * 4)
    for i in 0..<teeth * 4 {
      let a = Float(i) / Float(teeth * 4) * 2 * .pi
      let radius: Float = (i % 4 == 1 || i % 4 == 2) ? 10 : 7.5
      outline.append(c + Vec2(cos(a), sin(a)) * radius)
    }
    list.fillPolygon(outline, color: .white)
    var hole: [Vec2] = []
    for i in 0..<16 {
      let a = Float(i) / 16 * 2 * .pi
      hole.append(c + Vec2(cos(a), sin(a)) * 3.5)
    }
    list.fillPolygon(hole, color: theme.overlay)
  }
}

extension String {
  /// `%` doubled, for a printf format.
  fileprivate func replacingPercent() -> String {
    var out = ""
    for ch in self { out += ch == "%" ? "%%" : String(ch) }
    return out
  }
}
