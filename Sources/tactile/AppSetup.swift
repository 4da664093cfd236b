import Foundation
import TactileCore
import TactileFiles
import TactileIO
import TactileSDL
import TactileScenes
import TactileStudio

/// What both the windowed and the headless app build first: assets, fonts, metrics, the
/// replay script, the stage.
struct AppSetup {
  let assets: AssetLocator
  let fonts: FontCache
  let metrics: SDLFontMetrics
  let script: ReplayScript?

  init(options: LaunchOptions, scale: Float, session: SDLSession) throws {
    assets = try AssetLocator.locate()
    fonts = try FontCache(assets: assets, session: session)
    metrics = SDLFontMetrics(fonts: fonts, scale: scale)
    if let path = options.scriptFile {
      let text = try AppSetup.readText(path, what: "script", limit: AppSetup.maxScriptFileBytes)
      do {
        script = try ReplayScript(parsing: text)
      } catch let e as ReplayScript.ParseError {
        throw AppError("\(path): \(e)")
      }
    } else {
      script = nil
    }
  }

  /// Checks every file the run will write before its first frame (`AtomicFile.check`: no
  /// device, FIFO or directory in the way, no looping links), and that a recording and a
  /// screenshot or the frame times never name the same file.
  func checkOutputs(_ options: LaunchOptions) throws {
    var outputs: [(what: String, path: String)] = []
    if let p = options.recordFile { outputs.append(("--record", p)) }
    if let p = options.screenshot { outputs.append(("--screenshot", p)) }
    if let p = options.frameTimesFile { outputs.append(("--frame-times", p)) }
    for step in script?.steps ?? [] {
      if case .screenshot(let p) = step.action {
        outputs.append(("script line \(step.line)'s screenshot", p))
      }
    }
    var targets: [String: String] = [:]
    for (what, path) in outputs {
      let target: String
      do {
        target = try AtomicFile.check(path).target
      } catch let f as AtomicFile.Failure {
        throw AppError("\(what): \(f.description)")
      }
      let standard = URL(fileURLWithPath: target).standardizedFileURL.path
      if let other = targets[standard], other != what,
        !(other.hasPrefix("script") && what.hasPrefix("script"))
      {
        throw AppError("\(other) and \(what) both write \(path): give each its own file")
      }
      targets[standard] = targets[standard] ?? what
    }
  }

  /// The stage: the playground, or with `--compare` one pane per preset (each on top of
  /// `--ink`, `--preset` and `--set`), refused when a preset cannot be had or the window is
  /// too small for the panes.
  func makeStage(options: LaunchOptions, size: Size, pixelScale: Float) throws -> Stage {
    let playground = try makePlayground(options: options, size: size, pixelScale: pixelScale)
    var stage = Stage(playground, label: options.presets.last.map(AppSetup.label) ?? "current")
    guard !options.compare.isEmpty else { return stage }
    let n = options.compare.count
    guard StageLayout(count: n, in: Rect(origin: .zero, size: size)).fits else {
      let pane = StageLayout.minimumPane
      let options = StageLayout.minimumSizes(count: n).map { (columns, least) in
        "\(Int(least.width))×\(Int(least.height)) in "
          + (columns == n ? "a row" : columns == 1 ? "one column" : "\(columns) columns")
      }
      throw AppError(
        "--compare: \(n) panes of at least \(Int(pane.width))×\(Int(pane.height)) need a window "
          + "of " + options.joined(separator: ", or ") + "; this one is "
          + "\(Int(size.width))×\(Int(size.height))")
    }
    var tunings: [Stage.Compared] = []
    for name in options.compare {
      var one = options
      one.presets.append(name)
      let tuning = Tuning()
      do {
        try AppSetup.applyTuning(one, to: tuning)
      } catch let e as AppError {
        throw AppError("--compare: \(e.description)")
      }
      tunings.append(Stage.Compared(label: AppSetup.label(name), tuning: tuning))
    }
    stage.compare(tunings)
    return stage
  }

  /// A preset's name as a pane's label: a file's name without ".json".
  static func label(_ preset: String) -> String {
    let name = URL(fileURLWithPath: preset).lastPathComponent
    return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
  }

  private func makePlayground(options: LaunchOptions, size: Size, pixelScale: Float) throws
    -> Playground
  {
    var context = SceneContext(
      metrics: metrics, theme: Theme.named(options.theme ?? .dark),
      reducedMotion: options.reducedMotion,
      seed: options.seed)
    context.doubleClickInterval = EventTranslator.doubleClickInterval
    // Headless, a tile is made in the frame that needs it, so that a run's pixels never
    // depend on another thread's speed; in a window a frame never waits for one.
    context.work = options.headless ? InlineWork() : BackgroundJobs()
    context.content = try loadContent(options)
    try AppSetup.applyTuning(options, to: context.tuning)
    var playground = Playground(
      context: context, size: size, pixelScale: pixelScale, start: options.page,
      direction: options.direction.resolved(environment: ProcessInfo.processInfo.environment))
    playground.time = TimeControl(scale: options.timeScale)
    playground.inspector.isVisible = options.inspector
    for w in playground.warnings { warn(w) }
    reportFontProblems()
    return playground
  }

  /// Warns, once each, of graphemes no installed face draws and of faces that would not open
  /// (found as text is laid out: at start, and later as text is typed or loaded).
  func reportFontProblems() {
    guard let report = fonts.registry.takeMissingReport() else { return }
    for line in report.split(separator: "\n") { warn(String(line)) }
  }

  /// The tuning panel over `stage` (open at start with `--studio`, which lays the pages
  /// out beside it).
  func makeStudio(
    options: LaunchOptions, stage: inout Stage, size: Size, pixelScale: Float
  ) -> Studio {
    let studio = Studio(
      tuning: stage.tuning, store: AppSetup.presetStore,
      fontPath: assets.font("NotoSans-Regular.ttf").path, pixelScale: pixelScale,
      windowSize: size, open: options.studio)
    if studio.isOpen { stage.handle(.resize(studio.pageSize)) }
    return studio
  }

  /// `--dump-layout`: the playground's regions, and the panel's controls (sliders, steppers'
  /// values, toggles) by key when it is open.
  func layoutDump(_ stage: Stage, _ studio: Studio) -> JSONValue {
    guard case .object(var fields) = stage.layoutDump() else { return stage.layoutDump() }
    var controls: [(String, JSONValue)] = []
    for t in Tuning.catalog {
      if let r = studio.controlRects[t.id] { controls.append((t.key, .rect(r))) }
    }
    fields.append(
      (
        "studio",
        .object([
          ("open", .bool(studio.isOpen)), ("panel", .rect(studio.panelRect)),
          ("gear", .rect(studio.gearRect)), ("controls", .object(controls)),
        ])
      ))
    return .object(fields)
  }

  /// `--ink` (with still ink under `--reduced-motion`), then `--preset`, then every `--set`,
  /// in order; refused when the values they give together break one of `Tuning.rules`.
  static func applyTuning(_ options: LaunchOptions, to tuning: Tuning) throws {
    tuning.apply(.ink(options.ink))
    if options.reducedMotion { tuning.apply(.reducedMotion) }
    do {
      for name in options.presets { tuning.apply(try presetStore.resolve(name)) }
      for a in options.assignments { try tuning.apply(assignment: a) }
    } catch let p as Tuning.Problem {
      throw AppError(p.message)
    }
    if let broken = tuning.brokenRule {
      throw AppError("the tunables given contradict each other: \(broken.message)")
    }
  }

  static var presetStore: TuningPresetStore {
    TuningPresetStore(
      directory: TuningPresetStore.defaultDirectory(
        environment: ProcessInfo.processInfo.environment))
  }

  /// The spoiler text (`--text`, else the shipped English and Russian samples), reactions, and
  /// where the to-do list is saved (`--data-dir`, else the XDG data directory).
  func loadContent(_ options: LaunchOptions) throws -> PageContent {
    var content = PageContent()
    if let name = options.textFile, let sample = AppSetup.sampleTexts[name] {
      content.spoilerText = try AppSetup.readText(
        assets.text(sample).path, what: "sample text", limit: AppSetup.maxTextFileBytes)
    } else if let path = options.textFile {
      content.spoilerText = try AppSetup.readText(
        path, what: "text file", limit: AppSetup.maxTextFileBytes)
    } else {
      let samples = ["spoilers-en.txt", "spoilers-ru.txt"].compactMap {
        try? AppSetup.readText(
          assets.text($0).path, what: "sample text", limit: AppSetup.maxTextFileBytes)
      }
      if !samples.isEmpty {
        content.spoilerText = samples.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
          .joined(separator: "\n\n")
      }
    }
    do {
      let text = content.spoilerText
      let mb = Double(text.utf8.count) / Double(1 << 20)
      try TextLayout.checkMemory(
        forTextOf: text.utf8.count,
        what: "laying out \(options.textFile?.quotedForMessage() ?? "the text"), a "
          + (mb < 10 ? "\(Double(Int(mb * 10)) / 10)" : "\(Int(mb.rounded()))") + " MB text at "
          + "\(TextLayout.memoryPerByte) bytes a byte")
    } catch {
      throw AppError(error.description)
    }
    if let r = options.reactions {
      content.reactions = r
      for emoji in r where !metrics.hasGlyph(Character(emoji), font: .emoji(40)) {
        warn(
          "no installed emoji font draws \(emoji.quotedForMessage()); install "
            + "fonts-noto-color-emoji")
      }
    }
    if let path = options.dataDirectory {
      // The list would be kept in memory only and lost at exit: refused before it is typed.
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        throw AppError("--data-dir \(path.quotedForMessage()) is not a directory")
      }
    }
    let directory =
      options.dataDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? TodoStore.defaultDirectory(environment: ProcessInfo.processInfo.environment)
    content.todoStorage = TodoFileStorage(
      directory: directory, launchTime: Date().timeIntervalSince1970)
    return content
  }

  /// The largest `--text` file, in bytes (64 MiB): the page needs at most
  /// `TextLayout.memoryPerByte` (20) bytes of memory per byte of text, checked before it is
  /// laid out.
  static let maxTextFileBytes = 64 << 20
  /// The built-in texts `--text` takes by name (before file paths: a file named so is given
  /// as `./world`), in `Assets/Texts`.
  static let sampleTexts = [
    "world": "world.txt", "en": "spoilers-en.txt", "ru": "spoilers-ru.txt",
  ]

  /// The largest `--script` file, in bytes (4 MiB: about 100 000 lines).
  static let maxScriptFileBytes = 4 << 20

  /// Reads a UTF-8 text file of at most `limit` bytes (`BoundedFile`); invalid bytes become
  /// U+FFFD, and control characters are shown so: one warning says which.
  static func readText(_ path: String, what: String, limit: Int) throws -> String {
    let data: Data
    do {
      data = try BoundedFile.read(path, what: what, limit: limit)
    } catch let f as FilePath.Failure {
      throw AppError(f.description)
    }
    let valid = String(data: data, encoding: .utf8)
    let text = valid ?? String(decoding: data, as: UTF8.self)
    let controls = text.unicodeScalars.contains(where: Self.isControl)
    switch (valid == nil, controls) {
    case (true, true):
      warn(
        "\(path) is not valid UTF-8 and holds control characters; both are shown as \u{FFFD}")
    case (true, false): warn("\(path) is not valid UTF-8; invalid bytes are shown as \u{FFFD}")
    case (false, true):
      warn("\(path) holds control characters; they are shown as \u{FFFD}")
    case (false, false): break
    }
    return text
  }

  /// Control characters a text shows as U+FFFD: C0 but tab and the line breaks, DEL, C1 but
  /// NEL.
  private static func isControl(_ s: Unicode.Scalar) -> Bool {
    (s.value < 0x20 && !(0x09...0x0D).contains(s.value))
      || ((0x7F...0x9F).contains(s.value) && s.value != 0x85)
  }
}

/// A failure with a message for the user.
struct AppError: Error, CustomStringConvertible {
  var description: String
  init(_ d: String) { description = d }
}

/// One line on stderr, whatever the message quotes (control characters escaped).
func warn(_ message: String) {
  FileHandle.standardError.write(Data("tactile: warning: \(message.escapedForMessage())\n".utf8))
}

/// One line on stderr, whatever the message quotes (control characters escaped).
func log(_ message: String) {
  FileHandle.standardError.write(Data("tactile: \(message.escapedForMessage())\n".utf8))
}
