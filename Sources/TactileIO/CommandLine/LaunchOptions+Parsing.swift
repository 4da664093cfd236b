import TactileCore
import TactileScenes

extension LaunchOptions {
  /// Pixels per point `--scale` takes.
  public static let scaleRange: ClosedRange<Float> = 0.5...4
  /// Frames per second `--record-fps` takes.
  public static let recordFPSRange: ClosedRange<Double> = 1...60
  /// How many emoji `--reactions` takes.
  public static let reactionCountRange = 1...8
  /// How many presets `--compare` shows side by side.
  public static let compareCountRange = 2...4

  /// Parses arguments (without the program name).
  public static func parse(_ args: [String]) throws -> Outcome {
    var o = LaunchOptions()
    var reader = ArgumentReader(args)
    while let flag = reader.next() {
      switch flag {
      case "--help", "-h": return .help
      case "--version": return .version
      case "--tunables": return .tunables
      default:
        guard
          try o.readLook(flag, &reader) || o.readInput(flag, &reader)
            || o.readRun(flag, &reader) || o.readOutput(flag, &reader)
        else {
          throw UsageError(message: "unknown option \(reader.raw.quotedForMessage()) (see --help)")
        }
      }
    }
    try o.checkCombinations()
    return .run(o)
  }

  /// The page, theme, direction, size, ink and motion; false for another flag.
  private mutating func readLook(_ flag: String, _ reader: inout ArgumentReader) throws -> Bool {
    switch flag {
    case "--page":
      page = try Self.named(reader.value(), "page", PageKind.allCases.map { ($0.name, $0) })
    case "--theme":
      theme = try Self.named(reader.value(), "theme", Theme.Name.allCases.map { ($0.rawValue, $0) })
    case "--direction":
      direction = try Self.named(
        reader.value(), "direction", InterfaceDirection.allCases.map { ($0.rawValue, $0) })
    case "--size": size = try Self.windowSize(reader.value())
    case "--ink":
      let inks = [InkPreset.standard] + InkPreset.allCases.filter { $0 != .standard }
      ink = try Self.named(reader.value(), "ink", inks.map { ($0.rawValue, $0) })
    case "--reduced-motion": reducedMotion = try reader.switchedOn()
    case "--scale":
      guard let k = Float(try reader.value()), Self.scaleRange.contains(k) else {
        throw UsageError(message: "--scale takes a number from \(Self.shown(Self.scaleRange))")
      }
      scale = k
    default: return false
    }
    return true
  }

  /// The text, the reactions, the seed, the data directory, a script, presets, the compared
  /// ones and `--set`; false for another flag.
  private mutating func readInput(_ flag: String, _ reader: inout ArgumentReader) throws -> Bool {
    switch flag {
    case "--text": textFile = try reader.value()
    case "--reactions": reactions = try Self.reactionList(reader.value())
    case "--seed":
      seed = try Self.wholeNumber(reader.value(), flag: "--seed", takes: "a whole number ≥ 0")
    case "--data-dir":
      let directory = try reader.value()
      guard !directory.isEmpty else {
        throw UsageError(message: "--data-dir needs a directory, not an empty path")
      }
      dataDirectory = directory
    case "--script": scriptFile = try reader.value()
    case "--preset": presets.append(try reader.value())
    case "--compare": compare = try Self.comparedPresets(reader.value())
    case "--set":
      let assignment = try reader.value()
      // A bad value is one line naming the key and its range (not a usage error: the
      // usage text would bury it).
      do {
        try Tuning().apply(assignment: assignment)
      } catch let p as Tuning.Problem {
        throw Tuning.Problem("--set \(p.message)")
      }
      assignments.append(assignment)
    default: return false
    }
    return true
  }

  /// Headless or windowed, the renderer, frames, time scale, the studio and the inspector;
  /// false for another flag.
  private mutating func readRun(_ flag: String, _ reader: inout ArgumentReader) throws -> Bool {
    switch flag {
    case "--headless": headless = try reader.switchedOn()
    case "--renderer":
      renderer = try Self.named(
        reader.value(), "renderer", RendererChoice.allCases.map { ($0.rawValue, $0) })
    case "--frames":
      let n = try Self.wholeNumber(
        reader.value(), flag: "--frames", takes: "a count ≥ 1", max: UInt64(Int.max))
      guard n >= 1 else { throw UsageError(message: "--frames takes a count ≥ 1 (got 0)") }
      frames = Int(n)
    case "--time-scale":
      let s = try reader.value()
      guard let k = Double(s), TimeControl.scaleRange.contains(k) else {
        throw UsageError(
          message: "--time-scale takes a number from \(Self.shown(TimeControl.scaleRange)) "
            + "(got \(s.quotedForMessage()))")
      }
      timeScale = k
    case "--studio": studio = try reader.switchedOn()
    case "--inspector": inspector = try reader.switchedOn()
    default: return false
    }
    return true
  }

  /// Screenshots, recordings, frame times, the layout dump and the export; false for another
  /// flag.
  private mutating func readOutput(_ flag: String, _ reader: inout ArgumentReader) throws -> Bool {
    switch flag {
    case "--screenshot": screenshot = try reader.value()
    case "--record": recordFile = try reader.value()
    case "--frame-times": frameTimesFile = try reader.value()
    case "--record-fps":
      guard let f = Double(try reader.value()), Self.recordFPSRange.contains(f) else {
        throw UsageError(
          message: "--record-fps takes frames per second from \(Self.shown(Self.recordFPSRange))")
      }
      recordFPS = f
    case "--dump-layout": dumpLayout = try reader.switchedOn()
    case "--export":
      let name = try reader.value()
      guard let f = ExportFormat(rawValue: name.lowercased()) else {
        throw UsageError(
          message: "unknown export format \(name.quotedForMessage()) (\(ExportFormat.names))")
      }
      exportFormat = f
    default: return false
    }
    return true
  }

  /// Options that make no sense together.
  private func checkCombinations() throws {
    if recordFile != nil && !headless {
      throw UsageError(
        message: "--record needs --headless (in the window, F10 starts and stops a recording)")
    }
    if renderer == .gpu && headless {
      throw UsageError(
        message: "--renderer gpu draws a window (--headless draws with the software backend)")
    }
    if frameTimesFile != nil && headless {
      throw UsageError(message: "--frame-times measures the real window (not with --headless)")
    }
  }

  /// The choice `name` spells (without case) among `choices`, else a usage error listing them.
  private static func named<T>(_ name: String, _ what: String, _ choices: [(String, T)]) throws
    -> T
  {
    guard let found = choices.first(where: { $0.0 == name.lowercased() }) else {
      let names = choices.map(\.0).joined(separator: ", ")
      throw UsageError(message: "unknown \(what) \(name.quotedForMessage()) (\(names))")
    }
    return found.1
  }

  /// `WIDTHxHEIGHT`, each side 1 to `Size.largestWindowSide`.
  private static func windowSize(_ s: String) throws -> Size {
    let sides = 1...Size.largestWindowSide
    let parts = s.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), sides.contains(w),
      sides.contains(h)
    else {
      throw UsageError(
        message: "--size takes WIDTHxHEIGHT, each \(shown(sides)), e.g. 1280x800 "
          + "(got \(s.quotedForMessage()))")
    }
    return Size(Float(w), Float(h))
  }

  /// Comma-separated emoji, one grapheme each, `reactionCountRange` of them.
  private static func reactionList(_ text: String) throws -> [String] {
    let list = text.split(separator: ",").map { String($0.trimmingWhitespace()) }.filter {
      !$0.isEmpty
    }
    guard reactionCountRange.contains(list.count) else {
      throw UsageError(
        message: "--reactions takes \(shown(reactionCountRange)) comma-separated emoji")
    }
    if let bad = list.first(where: {
      $0.count != 1 || !($0.unicodeScalars.first?.properties.isEmoji ?? false)
    }) {
      throw UsageError(
        message: "--reactions takes one emoji per item (got \(bad.quotedForMessage()))")
    }
    return list
  }

  /// Presets separated by commas, `compareCountRange` of them, none empty.
  private static func comparedPresets(_ list: String) throws -> [String] {
    let names = list.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0.trimmingWhitespace())
    }
    guard compareCountRange.contains(names.count), !names.contains(where: \.isEmpty) else {
      throw UsageError(
        message: "--compare takes \(shown(compareCountRange)) presets separated by commas, e.g. "
          + "telegram-ios,telegram-desktop (got \(list.quotedForMessage()))")
    }
    return names
  }

  /// A range as a message shows it: "0.5 to 4", "1 to 60".
  static func shown(_ range: ClosedRange<Double>) -> String {
    "\(Tunable.format(range.lowerBound)) to \(Tunable.format(range.upperBound))"
  }

  static func shown(_ range: ClosedRange<Float>) -> String {
    shown(Double(range.lowerBound)...Double(range.upperBound))
  }

  static func shown(_ range: ClosedRange<Int>) -> String {
    "\(range.lowerBound) to \(range.upperBound)"
  }
}
