import TactileCore

/// The whole app's state: the deck of pages, global keys and the diagnostics overlay.
/// Platform-free: the executable feeds it events and time and executes its draw list.
///
/// In a right-to-left interface (`direction`, Ctrl+Shift+D flips it) the whole window is
/// mirrored at this edge: the pages, the deck and the overlays work left to right; pointer
/// events reach them mirrored, their drawing is mirrored (`DrawList.mirrorWidth`) and so is
/// their layout dump. Text is the exception that keeps its direction: a page places its text
/// where the mirror image of its box lies (`TextBox`).
public struct Playground {
  /// Something the platform must do in response to input.
  public enum Request: Equatable, Sendable {
    case saveScreenshot
    /// F10: start recording the window, or stop the recording.
    case toggleRecording
    /// F9: start writing the input into a script, or stop and save it.
    case toggleGestureCapture
    /// Ctrl+= / Ctrl+- / Ctrl+0 (Ctrl+wheel arrives as those keys): zoom the interface.
    case zoom(InterfaceZoom.Change)
  }

  public private(set) var context: SceneContext
  public var deck: PageDeck
  public var diagnostics = DiagnosticsOverlay()
  /// The zoom level, shown for a moment after it changes (the app zooms: `showZoom`).
  public private(set) var zoomBadge = ZoomBadge()
  /// The inspector overlay (F3): hit areas, curves, the active spring's plot (which a press
  /// scrubs while time is paused: that press is not the page's), the wave's shape.
  public var inspector = Inspector()
  /// Pause, single steps and slow motion (P, `.`, S; `--time-scale`).
  public var time = TimeControl()
  /// Turns simulated time into the pages' fixed update steps.
  public private(set) var clock = FixedStepClock()
  /// Takes in frame time in whole steps of the same length, so that every input is handled
  /// at a whole step (`inputTime`), where a replay can handle it again.
  private var inputClock = FixedStepClock()
  /// The window (points) and its pixel scale as every page sees them: the one copy.
  public private(set) var frame: PageFrame
  public var size: Size { frame.size }
  private var requests: [Request] = []
  /// Clicks on the page dots (a tap the deck did not take, released on a dot).
  private var dotTap = TapRecognizer()

  public init(
    context: SceneContext, size: Size, pixelScale: Float = 1, start: PageKind = .spoilers,
    direction: TextDirection = .leftToRight
  ) {
    self.context = context
    frame = PageFrame(size: size, pixelScale: pixelScale, direction: direction)
    deck = PageDeck(context: context, frame: frame, start: start)
  }

  /// The interface's direction.
  public var direction: TextDirection { frame.direction }

  /// The width of the window the playground is drawn in, when it is wider than the pages (a
  /// panel docked beside them: on their right, or on their left in a right-to-left
  /// interface, where the mirror across the window's middle puts the pages right of it).
  public var windowWidth: Float?

  /// The width mirroring is done across: the window's.
  private var mirrorWidth: Float { windowWidth ?? size.width }

  /// Mirrors the interface (or back): every page is laid out again in the new direction, and
  /// gestures in flight are cancelled (a held wave springs back, an open reaction bar
  /// closes); what is being typed stays.
  public mutating func setDirection(_ direction: TextDirection) {
    guard direction != frame.direction else { return }
    deck.cancelGestures()
    frame = PageFrame(size: frame.size, pixelScale: frame.pixelScale, direction: direction)
    deck.layout(frame)
  }

  /// Requests raised since the last call (e.g. F12), oldest first.
  public mutating func takeRequests() -> [Request] {
    defer { requests.removeAll(keepingCapacity: true) }
    return requests
  }

  public mutating func handle(_ event: InputEvent) {
    switch event {
    case .resize(let s):
      frame = PageFrame(size: s, pixelScale: frame.pixelScale, direction: frame.direction)
      deck.layout(frame)
      return
    case .key(let k)
    where k.isDown && k.key == .character("d")
      && k.modifiers.contains(.control) && k.modifiers.contains(.shift):
      setDirection(frame.isRightToLeft ? .leftToRight : .rightToLeft)
      return
    case .key(let k) where InterfaceZoom.change(for: k) != nil:
      requests.append(.zoom(InterfaceZoom.change(for: k)!))
      return
    case .key(let k) where k.isDown:
      switch k.key {
      case .f1:
        diagnostics.isVisible.toggle()
        return
      case .f3:
        inspector.isVisible.toggle()
        return
      case .f9:
        requests.append(.toggleGestureCapture)
        return
      case .f10:
        requests.append(.toggleRecording)
        return
      case .f12:
        requests.append(.saveScreenshot)
        return
      default: break
      }
    default: break
    }
    if case .pointer(let p) = event, inspector.handle(p, paused: time.isPaused) { return }
    let event = mirrored(event)
    let dot = dotTap.handle(event)
    if deck.handle(event) { return }
    // Keys the page did not use: deck navigation (the next page is to the right, or to the
    // left in a right-to-left interface).
    if case .key(let k) = event, k.isDown {
      switch k.key {
      case .left: deck.swipe(frame.isRightToLeft ? .next : .previous)
      case .right: deck.swipe(frame.isRightToLeft ? .previous : .next)
      case .character("p"): time.isPaused.toggle()
      case .character("."): time.stepOnce()
      case .character("s"): time.cycleScale()
      case .character(let c):
        if let d = c.wholeNumberValue, (1...PageKind.allCases.count).contains(d) {
          deck.show(PageKind(rawValue: d - 1)!)
        }
      default: break
      }
    }
    if case .tapped(let at)? = dot {
      for k in PageKind.allCases where deck.pageDotRect(k).contains(at) { deck.show(k) }
    }
  }

  /// Shows the zoom level the app just took (`label`, "125 %") for a moment.
  public mutating func showZoom(_ label: String) { zoomBadge.show(label) }

  /// `event` as the pages see it: a pointer's x (and a wheel's) mirrored in a right-to-left
  /// interface.
  private func mirrored(_ event: InputEvent) -> InputEvent {
    guard frame.isRightToLeft else { return event }
    switch event {
    case .pointer(var p):
      p.position.x = mirrorWidth - p.position.x
      return .pointer(p)
    case .wheel(let d):
      return .wheel(Vec2(-d.x, d.y))
    default:
      return event
    }
  }

  /// One fixed step of `dt` seconds: the deck, then the inspector's plot (while it shows).
  public mutating func update(dt: Double) {
    var f = frameContext
    f.dt = dt
    deck.update(f)
    if inspector.isVisible { inspector.record(dt: dt, deck.inspectedSpring) }
  }

  /// The frame as the pages see it now (no step: `dt` 0; the whole window).
  public var frameContext: FrameContext {
    FrameContext(pixelScale: frame.pixelScale, theme: context.theme)
  }

  /// A frame that took `frameTime` real seconds: time control turns it into simulated time
  /// and the clock into whole fixed steps, each an `update(dt:)`.
  public mutating func advance(frameTime: Double) {
    let fed = Double(inputClock.advance(by: frameTime)) * inputClock.step
    zoomBadge.advance(by: fed)
    let steps = clock.advance(by: time.simulatedTime(forFrame: fed))
    for _ in 0..<steps { update(dt: clock.step) }
  }

  /// Seconds of frame time taken in so far, in whole fixed steps (before time control slows
  /// or pauses them): when an input handled now takes effect, as F9 writes it into a script.
  public var inputTime: Double { inputClock.time }

  /// Advances until `inputTime` is `time` rounded to the fixed step (a replay's way to handle
  /// each input at the moment it was captured). Nothing happens when that is not later.
  public mutating func advance(toInputTime time: Double) {
    var steps = Int((time / inputClock.step).rounded()) - inputClock.stepCount
    // In pieces no longer than the clock takes in at once.
    let most = max(Int(inputClock.maxFrameTime / inputClock.step), 1)
    while steps > 0 {
      let n = min(steps, most)
      advance(frameTime: Double(n) * inputClock.step)
      steps -= n
    }
  }

  /// The output's pixel density changed (e.g. the window moved to a HiDPI screen): every page
  /// is laid out again in the new frame (text measured anew, CPU buffers resized).
  public mutating func setPixelScale(_ scale: Float) {
    frame = PageFrame(size: frame.size, pixelScale: scale, direction: frame.direction)
    deck.layout(frame)
  }

  /// Whether frames must keep coming: something moves (and time runs), a single step waits,
  /// or the zoom badge shows.
  public var isAnimating: Bool {
    time.hasPendingStep || (!time.isPaused && deck.isAnimating) || zoomBadge.isVisible
  }

  /// Problems found while the pages were created (e.g. a corrupt to-do list kept aside), one
  /// line each, for the app to print once.
  public var warnings: [String] { deck.pages.flatMap(\.warnings) }

  /// Before the app exits (window closed, quit, a stop signal, the end of a headless run): the
  /// to-do text being edited is saved and every queued write finished. Returns a line for the
  /// log when the list could not be saved.
  public mutating func prepareToQuit() -> String? {
    deck.prepareToQuit()
  }
  public var cursor: CursorShape { deck.cursor }

  /// The frame: the current page, page dots, the page's topmost overlay, the inspector, then
  /// diagnostics.
  public mutating func draw(into list: inout DrawList) {
    list.reset()
    list.pixelScale = frame.pixelScale
    list.mirrorWidth = frame.isRightToLeft ? mirrorWidth : nil
    defer { list.mirrorWidth = nil }
    let f = frameContext
    deck.drawWithSliders(into: &list, f)
    deck.drawPageDots(into: &list, f)
    deck.drawTopmost(into: &list, f)
    drawInspector(into: &list)
    diagnostics.liveParticles = deck.diagnostics.particles
    diagnostics.draw(into: &list, size: size, theme: context.theme, metrics: context.metrics)
    drawTimeLabel(into: &list)
    zoomBadge.draw(into: &list, size: size, theme: context.theme, metrics: context.metrics)
  }

  /// The inspector over everything the pages drew: the page's and the waves' marks, then the
  /// corner panel (above the time label when that shows).
  private mutating func drawInspector(into list: inout DrawList) {
    guard inspector.isVisible else { return }
    let compact = frame.sizeClass == .compact
    var pen = InspectorPen(theme: context.theme, metrics: context.metrics, isCompact: compact)
    deck.drawInspector(into: &list, pen: &pen)
    inspector.drawPanel(
      into: &list, notes: compact ? Array(pen.notes.prefix(1)) : pen.notes, size: size,
      bottomInset: time.label.isEmpty ? 0 : Playground.timeLabelHeight + 8, compact: compact,
      wave: deck.inspectedWave, metrics: context.metrics)
  }

  /// The time label's height, points.
  static let timeLabelHeight: Float = 26

  /// Paused or slowed down: the speed in the bottom-left corner.
  private func drawTimeLabel(into list: inout DrawList) {
    let label = time.label
    guard !label.isEmpty else { return }
    let font = FontSpec.regular(13)
    let width = context.metrics.advance(of: label[...], font: font) + 20
    let h = Playground.timeLabelHeight
    let box = Rect(x: 12, y: size.height - 12 - h, width: width, height: h)
    list.fillRect(box, color: context.theme.overlay, cornerRadius: 8)
    let x = list.physicalX(box.minX + 10, width: width - 20)
    list.text(
      label, font: font, at: Vec2(x, box.minY + 18), color: .white, metrics: context.metrics)
  }

  /// `--dump-layout`: the current page's name, the window size, the interface's direction and
  /// its interactive regions (window coordinates: mirrored, as drawn, in a right-to-left
  /// interface).
  public func layoutDump() -> JSONValue {
    let dump = JSONValue.object(
      [
        ("page", .string(deck.current.name)),
        ("direction", .string(JSONValue.direction(frame.direction))),
        (
          "size",
          .object([
            ("width", .number(Double(size.width))), ("height", .number(Double(size.height))),
          ])
        ),
        ("pixelScale", .number(Double(frame.pixelScale))),
        ("sizeClass", .string(frame.sizeClass.name)),
        ("waves", deck.wavesDump()),
      ] + deck.layoutDump(deck.current))
    return frame.isRightToLeft ? dump.mirrored(width: mirrorWidth) : dump
  }
}
