import Foundation
import TactileScenes

/// Where users' presets live: `$XDG_CONFIG_HOME/tactile/presets/NAME.json` (default
/// `~/.config/tactile/presets`), written atomically; and how `--preset NAME|FILE` finds one.
public struct TuningPresetStore: Sendable {
  public let directory: URL

  public init(directory: URL) { self.directory = directory }

  /// `$XDG_CONFIG_HOME/tactile/presets`, or `$HOME/.config/tactile/presets` when
  /// XDG_CONFIG_HOME is unset, empty or relative.
  public static func defaultDirectory(environment: [String: String]) -> URL {
    let base: URL
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      base = URL(fileURLWithPath: xdg, isDirectory: true)
    } else if let h = environment["HOME"], h.hasPrefix("/") {
      base = URL(fileURLWithPath: h, isDirectory: true).appendingPathComponent(".config")
    } else {
      base = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
    }
    return base.appendingPathComponent("tactile/presets", isDirectory: true)
  }

  /// A name a preset file may have: letters, digits, `-`, `_`, `.`, 1 to 64 of them, not
  /// starting with a dot.
  public static func isValidName(_ name: String) -> Bool {
    guard (1...64).contains(name.count), name.first != "." else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "-" || $0 == "_" || $0 == "."
    }
  }

  public func url(of name: String) -> URL { directory.appendingPathComponent("\(name).json") }

  /// Writes `preset` as `NAME.json` atomically (a temporary file renamed over the old one).
  public func save(_ preset: TuningPreset) throws {
    guard TuningPresetStore.isValidName(preset.name) else {
      throw Tuning.Problem(
        "preset name \"\(preset.name)\" must be 1 to 64 letters, digits, - _ or . ")
    }
    let target = url(of: preset.name)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let temporary = directory.appendingPathComponent(".\(preset.name).json.tmp-\(getpid())")
      try Data(preset.jsonText().utf8).write(to: temporary)
      guard rename(temporary.path, target.path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw Tuning.Problem("cannot write \(target.path): \(reason)")
      }
    } catch let p as Tuning.Problem {
      throw p
    } catch {
      throw Tuning.Problem("cannot write \(target.path): \(error.localizedDescription)")
    }
  }

  /// `--preset NAME|FILE`: a built-in name, a path (with a `/` or ending in `.json`), or the
  /// name of a saved preset.
  public func resolve(_ nameOrPath: String) throws -> TuningPreset {
    if let p = TuningPreset.builtIn.first(where: { $0.name == nameOrPath }) { return p }
    let path: String
    if nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") {
      path = nameOrPath
    } else {
      path = url(of: nameOrPath).path
      guard FileManager.default.fileExists(atPath: path) else {
        let builtIn = TuningPreset.builtIn.map(\.name).joined(separator: ", ")
        throw Tuning.Problem(
          "no preset \"\(nameOrPath)\": not built in (\(builtIn)) nor saved in \(directory.path)")
      }
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw Tuning.Problem("cannot read preset \(path): no such file")
    }
    guard !isDirectory.boolValue else {
      throw Tuning.Problem("cannot read preset \(path): it is a directory")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Tuning.Problem("cannot read preset \(path): permission denied or unreadable")
    }
    return try TuningPreset.parse(String(decoding: data, as: UTF8.self), source: path)
  }

  /// The names of the saved presets, sorted.
  public func savedNames() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
      .map { String($0.dropLast(5)) }.sorted()
  }
}
