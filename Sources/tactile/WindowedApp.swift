import CSDL2
import Foundation
import TactileCore
import TactileFiles
import TactileIO
import TactileSDL
import TactileScenes
import TactileStudio

/// The real window: waits for events when nothing moves (idle CPU ≈ 0) or, while only a
/// script runs, until its next step; runs the fixed-step clock while something animates, a
/// frame per refresh of the display at most (vsync may be off, or emulated on the CPU);
/// pauses while hidden or minimized. The time it waited with nothing moving still passes for
/// the pages, before the next input or frame (`catchUp()`): inputs are handled, and F9 writes
/// them, at the time they came, as a replay handles them, and a drag's speed is measured over
/// the time its moves took.
final class WindowedApp {
  /// How long the loop sleeps in `SDL_WaitEventTimeout` when idle, in milliseconds.
  static let idleWaitMilliseconds: Int32 = 1000

  private let options: LaunchOptions
  private let session: SDLSession
  private let setup: AppSetup
  private let window: Window
  private let renderer: any WindowRenderer
  private let cursors: Cursors
  private var stage: Stage
  private let drawer: StageDrawer
  private var translator = EventTranslator()
  /// Interface zoom (Ctrl+= / Ctrl+- / Ctrl+0, Ctrl+wheel).
  private var zoom = InterfaceZoom()
  /// The window's size as the pages see it: its points ÷ the zoom.
  private var pageSize: Size { window.size * (1 / zoom.level) }
  private var list = DrawList()
  /// The recording dot, drawn over the frame after it is copied out.
  private var recorderList = DrawList()
  private var events: [InputEvent] = []
  private var needsDraw = true
  /// Intervals of the frames in seconds, kept with `--frame-times`: a frame is a turn of the
  /// loop that brought the window up to date (drew what changed, or found nothing had: the
  /// window keeps its frame); an interval starts at the frame before or, after the loop slept
  /// with nothing to draw, when it woke.
  private var frameTimes: [Double] = []
  private let recorder: WindowRecorder
  /// F9: the input written into a script.
  private let capture: GestureCapture
  private let studio: Studio
  /// Real seconds between the last two frames (the panel's clock).
  private var lastFrameTime = 1.0 / 60
  /// When a frame was last presented (seconds on `seconds()`'s clock), and the seconds
  /// between the last two presented frames.
  private var lastPresented = WindowedApp.seconds()
  private var presentInterval = 1.0 / 60
  /// Seconds between two refreshes of the window's display (read again when the window moves
  /// to another display): frames come no closer.
  private var refreshInterval: Double
  /// What the last presented frame was (the window keeps it), to redraw only what differs.
  private var tracker = DamageTracker()
  /// The recording dot's rect when it was drawn over the kept frame.
  private var dotShown: Rect?
  /// Seconds from the process's start to its first frame drawn (for `--frame-times`).
  private var startToFirstFrame: Double?
  /// Seconds the loop slept with nothing moving (and the window showing) that the pages have
  /// not taken in yet (`catchUp()`).
  private var idleTime = 0.0

  private let stop: StopSignals
  /// Set when a stop signal abandoned a recording: said with the "stopped by" line.
  private(set) var stopNote: String?

  /// The settings file, what it held at start, and whether it may be written at quit.
  private let settingsStore: SettingsStore
  private var settings: AppSettings
  private let settingsWritable: Bool

  init(options given: LaunchOptions, stop: StopSignals) throws {
    settingsStore = SettingsStore.standard(environment: ProcessInfo.processInfo.environment)
    (settings, settingsWritable) = settingsStore.load(warn: warn)
    let options = WindowedApp.remembered(settings, under: given)
    self.options = options
    self.stop = stop
    zoom = InterfaceZoom(level: settings.zoom ?? 1)
    do {
      session = try SDLSession(video: true)
    } catch let e as SDLError {
      throw AppError(
        "cannot open a window: \(e.message) — run inside a desktop session, or use --headless")
    }
    setup = try AppSetup(options: options, scale: 1, session: session)
    try setup.checkOutputs(options)
    let unitsPerPoint = WindowedApp.unitsPerPoint(options, session: session)
    do {
      window = try Window(
        title: "Tactile",
        size: options.size
          ?? Window.fitted(
            settings.windowSize ?? LaunchOptions.defaultSize, unitsPerPoint: unitsPerPoint),
        unitsPerPoint: unitsPerPoint,
        position: settings.windowPosition.flatMap { Window.isOnADisplay($0) ? $0 : nil },
        session: session)
    } catch let e as SDLError {
      throw AppError(
        "cannot open a window: \(e.message) — run inside a desktop session, or use --headless")
    }
    translator.unitsPerPoint = unitsPerPoint * zoom.level
    renderer = try makeWindowRenderer(
      for: window, fonts: setup.fonts, request: options.renderer.request, warn: warn)
    refreshInterval = window.refreshInterval
    cursors = Cursors()
    recorder = WindowRecorder(fps: options.recordFPS, stop: stop)
    capture = GestureCapture(
      windowSize: window.size, arguments: Array(CommandLine.arguments.dropFirst()))
    let size = window.size * (1 / zoom.level)
    let scale = size.width > 0 ? Float(renderer.outputSize.width) / size.width : 1
    setup.metrics.scale = scale
    stage = try setup.makeStage(options: options, size: size, pixelScale: scale)
    drawer = StageDrawer(fonts: setup.fonts, ghosts: true)
    if options.frameTimesFile != nil { frameTimes.reserveCapacity(1 << 16) }
    studio = setup.makeStudio(
      options: options, stage: &stage, size: size, pixelScale: scale)
    SDL_StartTextInput()
  }

  deinit { SDL_StopTextInput() }

  /// The options with what the settings remember where the command line says nothing: the
  /// theme, and the direction when it is `auto`. (The size, position and zoom are the
  /// window's, taken as it opens.)
  private static func remembered(_ settings: AppSettings, under options: LaunchOptions)
    -> LaunchOptions
  {
    var o = options
    o.theme = o.theme ?? settings.theme
    if o.direction == .auto, let d = settings.direction {
      o.direction = d == .rightToLeft ? .rightToLeft : .leftToRight
    }
    return o
  }

  /// At quit: the zoom, the window's size (points at 100 %) and position, the theme and the
  /// direction, written to the settings file (unless it was damaged: left as it is).
  private func saveSettings() {
    guard settingsWritable else { return }
    settings.zoom = zoom.level
    if !window.isHiddenOrMinimized {
      settings.windowSize = window.size
      settings.windowPosition = window.position
    }
    settings.theme = stage.theme.name
    settings.direction = stage.direction
    do {
      if let notice = try settingsStore.save(settings) { warn(notice) }
    } catch {
      warn("cannot save the settings to \(settingsStore.file.path): \(error)")
    }
  }

  /// The window's units per point: on X11, where SDL 2 scales nothing, the scale the desktop
  /// asks for (`DisplayScale`); elsewhere SDL's units are points and its drawable has the
  /// system's scale, so 1.
  private static func unitsPerPoint(_ options: LaunchOptions, session: SDLSession) -> Float {
    guard session.videoDriver == "x11" else { return 1 }
    return DisplayScale.resolve(
      option: options.scale, environment: ProcessInfo.processInfo.environment,
      xftDPI: { XResources.databaseText().flatMap { XResources.value(of: "Xft.dpi", in: $0) } },
      warn: warn
    ).value
  }

  /// Whether frames are drawn: not while the window is hidden or minimized, nor, with
  /// reduced motion, while it does not have the focus.
  private var isShowing: Bool {
    translator.isVisible && (translator.hasFocus || !options.reducedMotion)
  }

  private static func seconds() -> Double {
    Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
  }

  /// Runs until the window closes; returns the stop signal that ended it, if one did. The
  /// to-do list is saved either way.
  func run() throws -> Int32? {
    defer {
      stopNote = recorder.finishAll(now: WindowedApp.seconds())
      catchUp()
      capture.finish(at: stage.inputTime)
      if let problem = stage.prepareToQuit() { warn(problem) }
      writeFrameTimes()
      saveSettings()
    }
    var player = ScriptPlayer(setup.script)
    let start = WindowedApp.seconds()
    var last = start
    while !translator.quitRequested {
      if let signal = stop.received { return signal }
      let idle = isShowing && !wantsFrame
      if waitOrDrainEvents(
        milliseconds: sleepMilliseconds(player, at: WindowedApp.seconds() - start))
      {
        if idle { idleTime += WindowedApp.seconds() - last }
        last = WindowedApp.seconds()
      }
      let now = WindowedApp.seconds()
      let due = player.due(at: now - start)
      // Woken with nothing to do (the idle wait's timeout), the idle time waits: no steps.
      if !events.isEmpty || !due.isEmpty || wantsFrame { catchUp() }
      try play(due)
      handleEvents()
      let frameTime = now - last
      last = now
      lastFrameTime = frameTime
      // Paused while hidden, minimized, or (reduced motion) unfocused.
      guard isShowing else { continue }
      try advanceAndDraw(frameTime: frameTime)
      if let limit = options.frames, presentedFrames >= limit { break }
      let spent = WindowedApp.seconds() - now
      if spent < refreshInterval && stage.isAnimating {
        SDL_Delay(UInt32((refreshInterval - spent) * 1000))
      }
    }
    if let signal = stop.received { return signal }  // Its wake-up event ended the loop.
    if let path = options.screenshot { try saveScreenshot(to: path) }
    return nil
  }

  /// Before an input or a frame after the loop slept with nothing moving: the input clock
  /// takes in `idleTime`, whole (a frame's time is capped so that a stall does not jump an
  /// animation, but nothing moved here), so that inputs are handled at the time they came.
  /// Its fixed steps run: they find nothing to move, but a replay of the captured script runs
  /// them too.
  private func catchUp() {
    guard idleTime > 0 else { return }
    stage.advance(toInputTime: stage.inputTime + idleTime)
    idleTime = 0
  }

  /// How long the loop may wait for an event before its next turn, in milliseconds: 0 while
  /// frames must keep coming (something moves, a frame is owed, `--frames`, a recording);
  /// until the script's next step when only a script runs (its time `elapsed` seconds after
  /// the start); a second otherwise, or while the window does not show.
  private func sleepMilliseconds(_ player: ScriptPlayer, at elapsed: Double) -> Int32 {
    guard isShowing else { return WindowedApp.idleWaitMilliseconds }
    if wantsFrame || options.frames != nil { return 0 }
    guard let next = player.nextTime else { return WindowedApp.idleWaitMilliseconds }
    let wait = (next - elapsed) * 1000
    return Int32(max(0, min(wait, Double(WindowedApp.idleWaitMilliseconds))))
  }

  /// Takes in the queued SDL events; first sleeps up to `milliseconds` until one comes.
  /// Returns whether it slept.
  private func waitOrDrainEvents(milliseconds: Int32) -> Bool {
    var event = SDL_Event()
    let sleeps = milliseconds > 0
    if sleeps, SDL_WaitEventTimeout(&event, milliseconds) != 0 {
      translator.translate(event, windowSize: { pageSize }, into: &events)
    }
    while SDL_PollEvent(&event) != 0 {
      translator.translate(event, windowSize: { pageSize }, into: &events)
    }
    return sleeps
  }

  /// A script's steps that came due (its inputs join the queued events).
  private func play(_ steps: ArraySlice<ReplayScript.Step>) throws {
    for step in steps {
      switch step.action {
      case .input(let e): events.append(e)
      case .resize(let s): window.setSize(s)
      case .screenshot(let path): try saveScreenshot(to: path)
      case .record(let on) where on != recorder.isRecording: toggleRecording()
      case .record, .end: break
      }
    }
  }

  /// The queued events to the panel and the stage (and F9's capture), then what they asked
  /// of the platform.
  private func handleEvents() {
    if !events.isEmpty { needsDraw = true }
    if translator.takeDisplayChanged() {
      refreshInterval = window.refreshInterval
      needsDraw = true
    }
    for e in events {
      capture.record(e, at: stage.inputTime)
      studio.handle(e, stage: &stage)
    }
    events.removeAll(keepingCapacity: true)
    for r in stage.takeRequests() {
      switch r {
      case .saveScreenshot: saveScreenshotToDefaultPlace()
      case .toggleRecording: toggleRecording()
      case .toggleGestureCapture: capture.toggle(at: stage.inputTime)
      case .zoom(let change): applyZoom(change)
      }
    }
    cursors.set(stage.cursor)
  }

  /// Ctrl+= / Ctrl+- / Ctrl+0: the pages are laid out in the window's points ÷ the zoom (the
  /// next frame draws them at its pixels per point × the zoom); the level shows for a moment
  /// (at either end too, unchanged).
  private func applyZoom(_ change: InterfaceZoom.Change) {
    if zoom.apply(change) {
      translator.unitsPerPoint = window.unitsPerPoint * zoom.level
      updatePixelScale()
      studio.handle(.resize(pageSize), stage: &stage)
    }
    stage.showZoom(zoom.label)
    needsDraw = true
  }

  /// Frames presented so far.
  private var presentedFrames = 0

  /// Whether the next turn draws a frame: something moves, a frame is owed, the diagnostics
  /// or a busy panel show, or the window is recorded.
  private var wantsFrame: Bool {
    stage.isAnimating || needsDraw || stage.isDiagnosticsVisible || studio.isBusy
      || recorder.isRecording
  }

  /// A frame: the stage moves on by `frameTime` seconds and is drawn if it must be.
  private func advanceAndDraw(frameTime: Double) throws {
    // An animation that ends within these steps still owes the frame that shows its end.
    if stage.isAnimating { needsDraw = true }
    stage.advance(frameTime: frameTime)
    try drawIfNeeded()
  }

  /// Draws a frame when something moves or one is owed, noting it for `--frame-times`.
  private func drawIfNeeded() throws {
    guard wantsFrame else { return }
    let presented = try draw()
    try keepDrawableSize()
    needsDraw = false
    if options.frameTimesFile != nil { frameTimes.append(lastFrameTime) }
    guard presented else { return }
    presentedFrames += 1
    if presentedFrames == 1, options.frameTimesFile != nil {
      startToFirstFrame = ProcessAge.seconds()
    }
  }

  /// The window's size when a frame was last drawn in full, in points.
  private var lastDrawnSize: Size?

  /// After a frame: when something that grows with the window could not be allocated
  /// (`PixelMemory`), the window goes back to the last size drawn in full, with a notice; at
  /// the first frame there is none, and the app stops with the error.
  private func keepDrawableSize() throws {
    let size = window.size
    guard let shortage = PixelMemory.takeReport() else {
      lastDrawnSize = size
      return
    }
    let what = "cannot draw a \(Int(size.width))×\(Int(size.height)) window: \(shortage)"
    guard let last = lastDrawnSize, last != size else { throw AppError(what) }
    warn("\(what); keeping \(Int(last.width))×\(Int(last.height))")
    window.setSize(last)
    needsDraw = true
  }

  /// `--frame-times`: the drawn frames' intervals in milliseconds, one a line (also after a
  /// stop signal, which is how benchmarks end the app).
  private func writeFrameTimes() {
    guard let path = options.frameTimesFile else { return }
    let start = startToFirstFrame.map {
      String(format: "# first frame %.0f ms after start\n", $0 * 1000)
    }
    let text = (start ?? "") + frameTimes.map { String(format: "%.3f\n", $0 * 1000) }.joined()
    do {
      let file = try AtomicFile(path: path)
      try Array(text.utf8).withUnsafeBytes { try file.write($0) }
      if let notice = try file.commit() { warn(notice) }
    } catch {
      warn("cannot write the frame times: \(error)")
    }
  }

  /// Draws a frame: the stage and the panel into the list, then, to the window, only what
  /// differs from the frame before (`DamageTracker`; all of it after the window was exposed
  /// or for a screenshot). Returns false when nothing differed: nothing was drawn or
  /// presented.
  @discardableResult
  private func draw(present: Bool = true) throws -> Bool {
    let size = pageSize
    let scale = updatePixelScale()
    try drawer.draw(&stage, into: &list, scale: scale)
    studio.draw(into: &list, stage: &stage, dt: max(lastFrameTime, 1e-3))
    if let text = studio.takeClipboardText() { _ = SDL_SetClipboardText(text) }
    setup.reportFontProblems()
    var damage = tracker.damage(of: list, size: size)
    if !present || translator.takeExposed() { damage = .whole }
    if let dot = dotShown { damage = damage.adding(dot) }
    dotShown = nil
    guard damage != .none else {
      tracker.commit(&list, size: size)
      return false
    }
    renderer.beginFrame(pointSize: size, clearColor: .black, damage: damage)
    renderer.execute(list)
    tracker.commit(&list, size: size)
    guard present else { return true }
    let now = WindowedApp.seconds()
    presentInterval = max(now - lastPresented, 1e-6)
    stage.recordFrame(
      presentInterval, drawCalls: renderer.stats.drawCalls, renderer: renderer.name)
    if recorder.isRecording {
      recorder.capture(renderer, now: now)
      recorderList.reset()
      recorder.drawDot(into: &recorderList, size: size)
      renderer.execute(recorderList)
      dotShown = recorder.dotRect(size: size)  // Drawn over the kept frame: redrawn next.
    }
    renderer.present()
    lastPresented = now
    return true
  }

  /// The pixels per point frames are drawn at: the output's pixels ÷ the pages' points (the
  /// zoom and the display's density). When it changed, text is measured and laid out anew at
  /// the new pixel size and the panel's font rasterized again.
  @discardableResult
  private func updatePixelScale() -> Float {
    let size = pageSize
    let scale = size.width > 0 ? Float(renderer.outputSize.width) / size.width : 1
    if abs(scale - setup.metrics.scale) > 0.001 {
      setup.metrics.scale = scale
      stage.setPixelScale(scale)
      studio.setPixelScale(scale)
    }
    return scale
  }

  /// F10 (or a script's `record` line): starts or stops recording the window.
  private func toggleRecording() {
    recorder.toggle(now: WindowedApp.seconds())
    needsDraw = true
  }

  private func saveScreenshot(to path: String) throws {
    try draw(present: false)
    let image = try renderer.readPixels()
    if let notice = try PNGCodec.write(image, to: path) { warn(notice) }
    renderer.present()
    log("saved screenshot \(path)")
  }

  /// F12: `tactile-<unix time>.png` in the current directory, else in the temp directory.
  private func saveScreenshotToDefaultPlace() {
    let name = "tactile-\(Int(Date().timeIntervalSince1970)).png"
    let cwd = FileManager.default.currentDirectoryPath
    for dir in [cwd, NSTemporaryDirectory()] {
      let path = (dir as NSString).appendingPathComponent(name)
      do {
        try saveScreenshot(to: path)
        return
      } catch {
        warn("cannot save screenshot to \(path): \(error)")
      }
    }
  }
}

extension RendererChoice {
  /// The request for the platform layer's `makeWindowRenderer`.
  fileprivate var request: WindowRendererRequest {
    switch self {
    case .auto: .auto
    case .gpu: .gpu
    case .software: .software
    }
  }
}
