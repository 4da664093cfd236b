import Foundation
import TactileCore
import TactileFiles
import TactileIO
import TactileSDL
import TactileScenes
import TactileStudio

/// Renders offscreen with the software backend (`SoftwareRenderer`) on a virtual clock of exactly 1/60 s per
/// frame: the same options and seed give the same pixels on every run. A script's inputs are
/// handled at their lines' times to the fixed step (1/120 s), between frames where they fall
/// so, as the window handled them when F9 captured them.
final class HeadlessApp {
  static let frameTime = 1.0 / 60
  private let options: LaunchOptions
  /// Pixels per point: `--scale`, else 1.
  private let scale: Float
  /// Interface zoom (a script's Ctrl+= / Ctrl+- / Ctrl+0): the pages are laid out in the
  /// window's points ÷ the zoom and drawn at `scale` × the zoom.
  private var zoom = InterfaceZoom()
  private var pixelScale: Float { scale * zoom.level }
  /// The window's size in points (at zoom 100 %).
  private var windowSize: Size
  private let session: SDLSession
  private let setup: AppSetup
  private var target: HeadlessTarget
  private var stage: Stage
  private let drawer: StageDrawer
  private var list = DrawList()
  private let recorder: HeadlessRecorder?
  private let studio: Studio

  private let stop: StopSignals
  /// Set when a stop signal abandoned the recording: said with the "stopped by" line.
  private(set) var stopNote: String?

  init(options: LaunchOptions, stop: StopSignals) throws {
    self.options = options
    self.stop = stop
    scale = options.scale ?? 1
    let size = options.size ?? LaunchOptions.defaultSize
    windowSize = size
    session = try SDLSession(video: false)
    setup = try AppSetup(options: options, scale: scale, session: session)
    do {
      target = try HeadlessTarget(size: size, scale: scale, fonts: setup.fonts)
    } catch let s as PixelMemory.Shortage {
      throw AppError(HeadlessApp.cannotDraw(size, scale, s))
    }
    stage = try setup.makeStage(options: options, size: size, pixelScale: scale)
    drawer = StageDrawer(fonts: setup.fonts, ghosts: false)
    try setup.checkOutputs(options)
    let recordLine = setup.script?.firstRecordLine
    if let path = options.recordFile {
      do {
        recorder = try HeadlessRecorder(
          path: path, fps: options.recordFPS, frameTime: HeadlessApp.frameTime,
          startsOn: recordLine == nil, shouldStop: { stop.received != nil })
      } catch let e as AtomicFile.Failure {
        throw AppError(e.description)
      }
    } else if let line = recordLine, let script = options.scriptFile {
      throw AppError("\(script): script line \(line): `record` needs --record FILE")
    } else {
      recorder = nil
    }
    studio = setup.makeStudio(
      options: options, stage: &stage, size: size, pixelScale: scale)
  }

  /// Runs the frames; returns the stop signal that ended the run early, if one did. The to-do
  /// list is saved either way.
  func run() throws -> Int32? {
    defer { if let problem = stage.prepareToQuit() { warn(problem) } }
    var stoppedBy: Int32?
    do {
      stoppedBy = try render()
      if stoppedBy == nil, let line = try recorder?.finish() { log(line) }
    } catch is Recording.Stopped {
      stoppedBy = stop.received
    } catch {
      recorder?.discard()
      throw error
    }
    if stoppedBy != nil, let recorder {
      recorder.discard()
      stopNote = "the recording \(recorder.path) was not written"
    }
    if stoppedBy == nil, options.dumpLayout {
      print(setup.layoutDump(stage, studio).serialized())
    }
    return stoppedBy
  }

  /// The frames; the stop signal that ended them early, if one did.
  private func render() throws -> Int32? {
    var player = ScriptPlayer(setup.script)
    let scriptEnd = setup.script == nil ? 0 : player.endTime
    let frames =
      options.frames
      ?? (setup.script != nil ? Int((player.endTime / HeadlessApp.frameTime).rounded(.up)) + 1 : 1)
    var pendingShots: [String] = []
    var progress = ProgressBar(total: frames)
    defer { progress.clear() }
    for frame in 0..<frames {
      if let signal = stop.received { return signal }
      // Without --frames the last frame shows the moment the script ends (its last line's
      // time, which can fall between frames).
      let now = min(
        Double(frame) * HeadlessApp.frameTime, options.frames == nil ? scriptEnd : .infinity)
      // Each input at the moment of its line, to the fixed step; then on to the frame.
      while let step = player.next(dueBy: now, step: stage.step) {
        stage.advance(toInputTime: step.time)
        switch step.action {
        case .input(let e):
          studio.handle(e, stage: &stage)
          recorder?.handle(e)
          for case .zoom(let change) in stage.takeRequests() { applyZoom(change) }
        case .resize(let s): resize(to: s, line: step.line)
        case .screenshot(let path): pendingShots.append(path)
        case .record(let on): recorder?.setOn(on)
        case .end: break
        }
      }
      stage.advance(toInputTime: now)
      try drawFrame()
      if let shortage = PixelMemory.takeReport() {
        // Something that grows with the window could not be had: back to the last size
        // drawn in full (none at the start: an error).
        guard frame > 0, windowSize != lastDrawnSize else {
          throw AppError(HeadlessApp.cannotDraw(windowSize, scale, shortage))
        }
        warn(HeadlessApp.cannotDraw(windowSize, scale, shortage) + keeping)
        resize(to: lastDrawnSize, line: nil)
        try drawFrame()
      }
      lastDrawnSize = windowSize
      if frame == frames - 1, let path = options.screenshot { pendingShots.append(path) }
      for path in pendingShots { try save(path) }
      pendingShots.removeAll()
      // Last: the recording draws the replayed pointer over the frame.
      try recorder?.frameRendered(target.renderer)
      progress.update(done: frame + 1)
    }
    return nil
  }

  /// The size of the last frame drawn in full, in points.
  private lazy var lastDrawnSize = windowSize

  /// ", keeping W×H": a notice's end.
  private var keeping: String {
    "; keeping \(Int(lastDrawnSize.width))×\(Int(lastDrawnSize.height))"
  }

  /// "cannot draw a W×H window at scale K: not enough memory for …".
  static func cannotDraw(_ size: Size, _ scale: Float, _ s: PixelMemory.Shortage) -> String {
    "cannot draw a \(Int(size.width))×\(Int(size.height)) window"
      + (scale == 1 ? "" : " at scale \(scale)") + ": \(s)"
  }

  /// A new size (a script's `resize`, or back to the last size drawn): one whose frame cannot
  /// be allocated is refused with a notice, and the size stays.
  private func resize(to size: Size, line: Int?) {
    let pageSize = size * (1 / zoom.level)
    do {
      target = try HeadlessTarget(size: pageSize, scale: pixelScale, fonts: setup.fonts)
    } catch {
      let shortage = (error as? PixelMemory.Shortage).map { "\($0)" } ?? "\(error)"
      let at = line.map { "script line \($0): " } ?? ""
      warn(
        "\(at)cannot draw a \(Int(size.width))×\(Int(size.height)) window: \(shortage)"
          + keeping)
      return
    }
    windowSize = size
    studio.handle(.resize(pageSize), stage: &stage)
  }

  /// A script's Ctrl+= / Ctrl+- / Ctrl+0: the text measured and laid out at the new pixel
  /// size, the pages in the window's points ÷ the zoom, the level shown for a moment.
  private func applyZoom(_ change: InterfaceZoom.Change) {
    if zoom.apply(change) {
      setup.metrics.scale = pixelScale
      stage.setPixelScale(pixelScale)
      studio.setPixelScale(pixelScale)
      resize(to: windowSize, line: nil)
    }
    stage.showZoom(zoom.label)
  }

  private func drawFrame() throws {
    let r = target.renderer
    r.beginFrame(pointSize: target.size, clearColor: .black)
    try drawer.draw(&stage, into: &list, scale: pixelScale)
    studio.draw(into: &list, stage: &stage, dt: HeadlessApp.frameTime)
    setup.reportFontProblems()
    r.execute(list)
    stage.recordFrame(HeadlessApp.frameTime, drawCalls: r.stats.drawCalls, renderer: r.name)
  }

  private func save(_ path: String) throws {
    let image = try target.renderer.readPixels()
    do {
      if let notice = try PNGCodec.write(image, to: path) { warn(notice) }
    } catch {
      throw AppError("cannot save screenshot: \(error)")
    }
  }
}
