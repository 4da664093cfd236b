import Foundation
import TactileCore
import TactileIO
import TactileScenes
import TactileTestSupport
import Testing

@testable import TactileStudio

/// ImGui keeps one global context, so these run one at a time.
@Suite(.serialized) struct StudioTests {
  static let size = Size(1280, 800)

  final class Rig {
    var stage: Stage
    /// The stage's (first) playground.
    var playground: Playground {
      get { stage.panes[0].playground }
      set { stage.panes[0].playground = newValue }
    }
    let studio: Studio
    var list = DrawList()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tactile-studio-\(UUID().uuidString)")

    init(open: Bool, size: Size = StudioTests.size, theme: Theme = .dark) {
      let context = SceneContext(metrics: FixedWidthMetrics(), theme: theme)
      stage = Stage(Playground(context: context, size: size))
      studio = Studio(
        tuning: context.tuning, store: TuningPresetStore(directory: directory), fontPath: nil,
        pixelScale: 1, windowSize: size, open: open)
      if open { stage.handle(.resize(studio.pageSize)) }
      frame()
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func frame() {
      playground.draw(into: &list)
      studio.draw(into: &list, stage: &stage, dt: 1.0 / 60)
    }

    func send(_ e: InputEvent) {
      studio.handle(e, stage: &stage)
      frame()
    }

    func key(_ k: Key) {
      send(.key(KeyEvent(k)))
      send(.key(KeyEvent(k, isDown: false)))
    }

    var tuning: Tuning { playground.context.tuning }
  }

  @Test func theOpenPanelIsTexturedMeshesInsideItsDock() throws {
    let rig = Rig(open: true)
    let panel = rig.studio.panelRect
    var meshes = 0
    var clip: Rect? = nil
    for c in rig.list.commands {
      if case .pushClip(let r) = c { clip = r }
      guard case .texturedMesh(let vertices, let i, let texture) = c else { continue }
      meshes += 1
      #expect(texture === rig.studio.imgui.atlas)
      #expect(i.count % 3 == 0)
      // What ImGui draws, clipped, lies in the dock (its vertices may reach past the clip).
      let r = try #require(clip)
      for k in rig.list.meshIndices[i] {
        let p = rig.list.meshVertices[vertices.lowerBound + Int(k)].position
        let x = min(max(p.x, r.minX), r.maxX)
        #expect(x >= panel.minX - 1 && x <= panel.maxX + 1, "\(p) clipped to \(r)")
      }
    }
    #expect(meshes > 0)
    #expect(rig.list.clipDepth == 0)
    // The pages are laid out beside the panel, not under it.
    #expect(rig.playground.size == Size(StudioTests.size.width - panel.width, 800))
    // Every tunable of the current page's groups has a slider on screen.
    for t in Tuning.catalog where t.group.page == .spoilers {
      let r = try #require(rig.studio.controlRects[t.id], "\(t.key)")
      #expect(panel.contains(Vec2(r.midX, r.midY)))
    }
  }

  @Test func f2AndTheGearOpenAndCloseThePanel() {
    let rig = Rig(open: false)
    #expect(!rig.studio.isOpen)
    #expect(rig.playground.size == StudioTests.size)
    #expect(!rig.list.commands.contains { if case .texturedMesh = $0 { true } else { false } })
    rig.key(.f2)
    #expect(rig.studio.isOpen)
    #expect(rig.playground.size.width == StudioTests.size.width - rig.studio.panelRect.width)
    rig.key(.f2)
    #expect(!rig.studio.isOpen)
    #expect(rig.playground.size == StudioTests.size)
    let g = rig.studio.gearRect
    rig.send(.pointer(PointerEvent(.down, at: Vec2(g.midX, g.midY))))
    rig.send(.pointer(PointerEvent(.up, at: Vec2(g.midX, g.midY))))
    #expect(rig.studio.isOpen)
  }

  @Test func draggingTheDensitySliderChangesTheInk() throws {
    let rig = Rig(open: true)
    let r = try #require(rig.studio.controlRects["ink.density"])
    let y = r.midY
    rig.send(.pointer(PointerEvent(.move, at: Vec2(r.minX + 4, y))))
    rig.send(.pointer(PointerEvent(.down, at: Vec2(r.minX + 4, y))))
    for i in 1...8 {
      let x = r.minX + 4 + (r.width - 8) * Float(i) / 8
      rig.send(.pointer(PointerEvent(.move, at: Vec2(x, y), isPrimaryDown: true)))
    }
    rig.send(.pointer(PointerEvent(.up, at: Vec2(r.maxX - 4, y))))
    #expect(rig.tuning["ink.density"] > 1.4)
    // The page takes it on its next frame.
    rig.playground.update(dt: 1.0 / 120)
    #expect(
      rig.playground.deck[SpoilersPage.self].field.parameters.density
        == Float(rig.tuning["ink.density"]))
  }

  /// Scrolls the panel down until the control `rect` finds is inside it.
  static func scroll(_ rig: Rig, until rect: (Studio) -> Rect?) {
    let panel = rig.studio.panelRect
    rig.send(.pointer(PointerEvent(.move, at: Vec2(panel.midX, panel.midY))))
    for _ in 0..<200 {
      if let r = rect(rig.studio), r.maxY < panel.maxY - 40 { return }
      rig.send(.wheel(Vec2(0, -3)))
    }
  }

  /// Clicks the middle of `r`.
  static func click(_ rig: Rig, _ r: Rect) {
    let c = Vec2(r.midX, r.midY)
    rig.send(.pointer(PointerEvent(.move, at: c)))
    rig.send(.pointer(PointerEvent(.down, at: c)))
    rig.send(.pointer(PointerEvent(.up, at: c)))
  }

  @Test func theUsersSavedPresetsAreButtonsThatLoadThem() throws {
    let rig = Rig(open: false)
    let store = TuningPresetStore(directory: rig.directory)
    _ = try store.save(TuningPreset(name: "slow", summary: "", values: [("scroll.response", 0.6)]))
    try FileManager.default.createDirectory(at: rig.directory, withIntermediateDirectories: true)
    try Data("{\"values\": {\"ink.density\": 9}}".utf8).write(to: store.url(of: "broken"))
    rig.key(.f2)  // Opening the panel reads the directory, off the frame's thread.
    rig.studio.saved.waitUntilIdle()
    rig.frame()
    #expect(rig.studio.savedPresets == ["broken", "slow"])
    Self.click(rig, try #require(rig.studio.savedPresetRects["slow"]))
    rig.studio.saved.waitUntilIdle()
    rig.frame()
    #expect(rig.tuning["scroll.response"] == 0.6)
    #expect(rig.studio.status.hasPrefix("applied slow"))
    // A bad file is one line naming the key and its range, and changes nothing.
    let density = rig.tuning["ink.density"]
    Self.click(rig, try #require(rig.studio.savedPresetRects["broken"]))
    rig.studio.saved.waitUntilIdle()
    rig.frame()
    #expect(rig.tuning["ink.density"] == density)
    #expect(
      rig.studio.status.hasSuffix(
        "broken.json: ink.density: 9 is not allowed, it takes 0.02 to 1.5 /pt²"))
    #expect(!rig.studio.status.contains("\n"))
  }

  /// "Copy as…" opens a list of platforms; choosing one puts exactly what `--export` prints
  /// for the panel's current tuning on the clipboard, and says so.
  @Test func copyAsPutsTheTuningAsCodeOnTheClipboard() throws {
    let rig = Rig(open: true)
    rig.tuning.set("wave.backDamping", 0.55)
    #expect(rig.studio.copyAsItemRects.isEmpty)
    Self.click(rig, try #require(rig.studio.copyAsRect))
    rig.frame()
    #expect(Set(rig.studio.copyAsItemRects.keys) == Set(ExportFormat.allCases))
    Self.click(rig, try #require(rig.studio.copyAsItemRects[.compose]))
    let copied = try #require(rig.studio.takeClipboardText())
    #expect(copied == MotionExport.text(rig.tuning, format: .compose))
    #expect(copied.contains("val waveReturn = spring<Float>(dampingRatio = 0.55f"))
    #expect(rig.studio.status == "copied the tuning as Jetpack Compose code")
    #expect(rig.studio.takeClipboardText() == nil)  // Taken once.
    rig.frame()
    #expect(rig.studio.copyAsItemRects.isEmpty)  // The list closed.
  }

  /// The Compare section adds a pane with a preset on top of the tuning, lists the values
  /// that differ, edits the focused pane's tuning, and takes panes away.
  @Test func theCompareSectionAddsAndTakesAwayPanes() throws {
    let rig = Rig(open: true)
    rig.frame()
    Self.scroll(rig) { $0.compareAddRects["exyte"] }
    Self.click(rig, try #require(rig.studio.compareAddRects["exyte"]))
    #expect(rig.stage.panes.map(\.label) == ["current", "exyte"])
    #expect(rig.studio.status == "comparing current, exyte")
    #expect(!rig.stage.differences.isEmpty)
    let exyte = try #require(TuningPreset.builtIn.first { $0.name == "exyte" })
    for (id, v) in exyte.values { #expect(rig.stage.panes[1].playground.context.tuning[id] == v) }
    // The pages share the area beside the panel.
    #expect(rig.stage.paneRect(1).maxX <= rig.studio.panelRect.minX)
    // A press on the second pane's label: the panel edits its tuning from now on.
    let bar = rig.stage.labelRect(1)
    Self.click(rig, bar)
    #expect(rig.stage.focused == 1)
    #expect(rig.studio.tuning === rig.stage.panes[1].playground.context.tuning)
    rig.frame()
    Self.scroll(rig) { $0.compareRemoveRects[0] }
    Self.click(rig, try #require(rig.studio.compareRemoveRects[0]))
    #expect(rig.stage.panes.map(\.label) == ["exyte"])
    #expect(!rig.stage.isComparing)
  }

  /// Thousands of saved presets: listed off the frame's thread, at most `savedPresetsShown`
  /// buttons (the panel's row never grows without end).
  @Test func theSavedPresetsShownAreBounded() throws {
    let rig = Rig(open: false)
    try FileManager.default.createDirectory(at: rig.directory, withIntermediateDirectories: true)
    for i in 0..<2000 {
      try Data("{\"values\": {}}".utf8).write(
        to: rig.directory.appendingPathComponent("p\(10000 + i).json"))
    }
    rig.key(.f2)
    rig.studio.saved.waitUntilIdle()
    rig.frame()
    #expect(rig.studio.savedPresets.count == TuningPresetStore.listLimit)
    #expect(rig.studio.savedPresetRects.count == Studio.savedPresetsShown)
  }

  @Test func aClickOnThePanelNeverReachesThePage() {
    let rig = Rig(open: true)
    let p = rig.studio.panelRect
    let before = rig.playground.deck.current
    // Where the right wave's button would be without the dock: nothing happens to the deck.
    rig.send(.pointer(PointerEvent(.down, at: Vec2(p.maxX - 20, p.midY))))
    rig.send(.pointer(PointerEvent(.up, at: Vec2(p.maxX - 20, p.midY))))
    for _ in 0..<120 { rig.playground.update(dt: 1.0 / 120) }
    #expect(rig.playground.deck.current == before)
    #expect(!rig.playground.deck.swipe.isAnimating)
  }

  @Test func theKeyboardWorksThePanelUntilEscape() {
    let rig = Rig(open: false)
    rig.key(.f2)
    rig.frame()
    #expect(rig.studio.imgui.wantsKeyboard)
    rig.key(.right)  // ImGui's, not the deck's.
    for _ in 0..<120 { rig.playground.update(dt: 1.0 / 120) }
    #expect(rig.playground.deck.current == .spoilers)
    rig.key(.escape)
    rig.frame()
    #expect(!rig.studio.imgui.wantsKeyboard)
    rig.key(.right)
    for _ in 0..<240 { rig.playground.update(dt: 1.0 / 120) }
    #expect(rig.playground.deck.current == .reactions)
  }

  @Test func f3ShowsTheInspectorEvenWhileThePanelHasTheKeys() {
    let rig = Rig(open: false)
    rig.key(.f2)
    rig.frame()
    #expect(rig.studio.imgui.wantsKeyboard)
    rig.key(.f3)
    #expect(rig.playground.inspector.isVisible)
    #expect(rig.studio.imgui.wantsKeyboard)
    rig.key(.f3)
    #expect(!rig.playground.inspector.isVisible)
  }

  @Test func theZoomKeysReachTheAppEvenWhileThePanelHasTheKeys() {
    let rig = Rig(open: false)
    rig.key(.f2)
    rig.frame()
    #expect(rig.studio.imgui.wantsKeyboard)
    rig.send(.key(KeyEvent(.character("="), modifiers: .control, isDown: true)))
    #expect(rig.stage.takeRequests() == [.zoom(.zoomIn)])
    #expect(rig.studio.imgui.wantsKeyboard)
  }

  @Test func aNewPixelScaleRasterizesThePanelsFontAgain() throws {
    let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Assets/Fonts/NotoSans-Regular.ttf").standardizedFileURL
    let layer = ImGuiLayer(fontPath: font.path, fontSize: 15, pixelScale: 1)
    try #require(layer.loadedFont)
    let before = (layer.atlas.width, layer.atlas.height, layer.atlas.generation)
    layer.setPixelScale(2)
    // Glyphs of twice the pixels: a larger atlas, uploaded again.
    #expect(layer.pixelScale == 2 && layer.loadedFont)
    #expect(layer.atlas.width * layer.atlas.height > before.0 * before.1)
    #expect(layer.atlas.generation != before.2)
  }

  /// Presses Down (ImGui's keyboard navigation) until `control` has focus; false if it never
  /// does within `limit` presses.
  static func focus(_ rig: Rig, _ control: StudioControl, limit: Int = 200) -> Bool {
    for _ in 0..<limit {
      if rig.studio.focusedControl == control { return true }
      rig.key(.down)
    }
    return rig.studio.focusedControl == control
  }

  @Test func theKeyboardAloneStepsTogglesAndSlidesValues() {
    let rig = Rig(open: false)
    rig.key(.f2)
    rig.frame()
    // A stepper: Down reaches its - button, Right its + button; Space presses them.
    let levels = rig.tuning["ink.alphaLevels"]
    #expect(
      Self.focus(rig, .decrease("ink.alphaLevels")),
      "focus: \(rig.studio.focusedControl?.description ?? "none")")
    rig.key(.right)
    #expect(rig.studio.focusedControl == .increase("ink.alphaLevels"))
    rig.key(.space)
    rig.key(.space)
    #expect(rig.tuning["ink.alphaLevels"] == levels + 2)
    rig.key(.left)
    rig.key(.space)
    #expect(rig.tuning["ink.alphaLevels"] == levels + 1)
    // A slider: Space starts adjusting, Right moves the value, Space ends.
    #expect(Self.focus(rig, .value("reveal.conceal")))
    let conceal = rig.tuning["reveal.conceal"]
    rig.key(.space)
    for _ in 0..<5 { rig.key(.right) }
    rig.key(.space)
    #expect(rig.tuning["reveal.conceal"] > conceal)
    // A toggle: the swipe's motion (its group is open on every page).
    #expect(Self.focus(rig, .value("wave.motion")))
    rig.key(.space)
    #expect(rig.tuning.liquidSwipe.motion == .linearChase)
    rig.key(.space)
    #expect(rig.tuning.liquidSwipe.motion == .spring)
    // Nothing reached the page: still the first one.
    #expect(rig.playground.deck.current == .spoilers)
  }

  /// Key presses that arrive within one frame (a fast typist, a paste of key events) are
  /// each applied, in later frames, instead of merging into one.
  @Test func keyPressesWithinOneFrameAreQueuedNotMerged() {
    let rig = Rig(open: false)
    rig.key(.f2)
    rig.frame()
    #expect(Self.focus(rig, .decrease("ink.alphaLevels")))
    rig.key(.right)
    let levels = rig.tuning["ink.alphaLevels"]
    for _ in 0..<5 {
      rig.studio.handle(.key(KeyEvent(.space)), stage: &rig.stage)
      rig.studio.handle(.key(KeyEvent(.space, isDown: false)), stage: &rig.stage)
    }
    #expect(rig.studio.isBusy)
    for _ in 0..<20 where rig.studio.imgui.hasPendingInput { rig.frame() }
    rig.frame()
    #expect(rig.tuning["ink.alphaLevels"] == levels + 5)
  }

  @Test func everyKindOfControlIsDrawnWithItsValue() throws {
    let rig = Rig(open: true)
    rig.frame()
    // (The panel scrolls: a control further down lies below its bottom edge until then.)
    let panel = rig.studio.panelRect
    for key: TunableID in [
      "ink.density", "ink.alphaLevels", "reveal.conceal", "reveal.easing", "wave.motion",
      "scroll.response",
    ] {
      let r = try #require(rig.studio.controlRects[key], "\(key)")
      #expect(r.minX >= panel.minX && r.maxX <= panel.maxX && r.minY >= panel.minY, "\(key)")
    }
    // The closed groups of other pages draw no controls.
    #expect(rig.studio.controlRects["strike.easing"] == nil)
    #expect(rig.studio.controlRects["bar.iconSize"] == nil)
  }

  /// The colour of the largest triangle ImGui drew: the panel's background.
  static func panelBackground(_ rig: Rig) -> Color? {
    var best: (area: Float, color: Color)? = nil
    for c in rig.list.commands {
      guard case .texturedMesh(let vertices, let indices, _) = c else { continue }
      let ix = Array(rig.list.meshIndices[indices])
      for t in stride(from: 0, to: ix.count - 2, by: 3) {
        let v = (0..<3).map { rig.list.meshVertices[vertices.lowerBound + Int(ix[t + $0])] }
        let a = v[1].position - v[0].position
        let b = v[2].position - v[0].position
        let area = abs(a.x * b.y - a.y * b.x) / 2
        if area > best?.area ?? 0 { best = (area, v[0].color) }
      }
    }
    return best?.color
  }

  @Test func thePanelTakesTheThemesColours() throws {
    let light = try #require(StudioTests.panelBackground(Rig(open: true, theme: .light)))
    #expect(light.a == 255)
    #expect(min(light.r, light.g, light.b) >= 220, "\(light)")
    let dark = try #require(StudioTests.panelBackground(Rig(open: true, theme: .dark)))
    #expect(dark.a == 255)
    #expect(max(dark.r, dark.g, dark.b) <= 40, "\(dark)")
  }

  @Test func inACompactWindowThePanelFloatsOverTheWholePage() {
    for (size, floats) in [
      (Size(360, 280), true), (Size(640, 480), true), (Size(660, 480), false),
      (Size(1280, 800), false),
    ] {
      let rig = Rig(open: true, size: size)
      let panel = rig.studio.panelRect
      #expect(rig.studio.isFloating == floats, "\(size)")
      #expect(panel.minX >= 0 && panel.maxX == size.width && panel.height == size.height)
      if floats {
        // The page keeps the whole window; the panel is as wide as it can be.
        #expect(rig.playground.size == size, "\(size)")
        #expect(panel.width == min(Studio.panelWidth, size.width))
      } else {
        // Docked beside a page never narrower than a compact window's column.
        #expect(rig.playground.size.width >= Studio.minPageWidth, "\(size)")
        #expect(rig.playground.size.width + panel.width == size.width)
      }
      // Every control of the page's groups starts inside the panel.
      let r = rig.studio.controlRects["ink.density"]
      #expect(r.map { $0.minX >= panel.minX } == true, "\(size)")
    }
  }

  @Test func aLongTooltipIsWrappedInsideTheWindow() throws {
    // The easing's tooltip names its eight modes: one line of it is wider than the window.
    for size in [Size(1280, 800), Size(1920, 1080)] {
      let rig = Rig(open: true, size: size)
      let r = try #require(rig.studio.controlRects["reveal.easing"], "\(size)")
      #expect(r.maxY < size.height, "\(size): the control is in view")
      // Over its label, at the panel's left edge.
      rig.send(.pointer(PointerEvent(.move, at: Vec2(rig.studio.panelRect.minX + 12, r.midY))))
      rig.frame()
      // ImGui draws the tooltip last, as a draw list of its own.
      var ranges: [Range<Int>] = []
      for c in rig.list.commands {
        guard case .texturedMesh(let vertices, _, _) = c else { continue }
        if ranges.last != vertices { ranges.append(vertices) }
      }
      #expect(ranges.count >= 2, "\(size): a tooltip is drawn")
      let tooltip = try #require(ranges.last)
      let maxX = rig.list.meshVertices[tooltip].map(\.position.x).max() ?? 0
      #expect(maxX <= size.width, "\(size): drawn out to x \(maxX)")
    }
  }

  @Test func aSteppersValueShowsItsTooltip() throws {
    let rig = Rig(open: true)
    let r = try #require(rig.studio.controlRects["reveal.easing"])
    rig.send(.pointer(PointerEvent(.move, at: Vec2(r.midX, r.midY))))
    rig.frame()
    // The panel is one ImGui draw list; a tooltip is a second one, drawn last.
    var ranges: [Range<Int>] = []
    for c in rig.list.commands {
      guard case .texturedMesh(let vertices, _, _) = c else { continue }
      if ranges.last != vertices { ranges.append(vertices) }
    }
    #expect(ranges.count == 2)
  }
}
