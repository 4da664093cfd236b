import Foundation
import TactileFiles
import TactileScenes

/// Where users' presets live: `$XDG_CONFIG_HOME/tactile/presets/NAME.json` (default
/// `~/.config/tactile/presets`), written atomically; and how `--preset NAME|FILE` finds one.
public struct TuningPresetStore: Sendable {
  public let directory: URL

  public init(directory: URL) { self.directory = directory }

  /// `$XDG_CONFIG_HOME/tactile/presets`, or `$HOME/.config/tactile/presets` when
  /// XDG_CONFIG_HOME is unset, empty or relative.
  public static func defaultDirectory(environment: [String: String]) -> URL {
    ConfigDirectory.url(environment: environment).appendingPathComponent(
      "presets", isDirectory: true)
  }

  /// A name a preset file may have: letters, digits, `-`, `_`, `.`, 1 to 64 of them, not
  /// starting with a dot nor ending in `.json` (`--preset` takes such a name as a path).
  public static func isValidName(_ name: String) -> Bool {
    guard (1...64).contains(name.count), name.first != ".", !name.hasSuffix(".json") else {
      return false
    }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "-" || $0 == "_" || $0 == "."
    }
  }

  /// Whether `name` is a built-in preset's (whatever its case): `--preset` would load the
  /// built-in one, so a saved preset may not take it.
  public static func isBuiltInName(_ name: String) -> Bool {
    TuningPreset.builtIn.contains { $0.name.lowercased() == name.lowercased() }
  }

  public func url(of name: String) -> URL { directory.appendingPathComponent("\(name).json") }

  /// Writes `preset` as `NAME.json` through `AtomicFile` (a temporary file renamed over the
  /// old one; a link is written through, anything but a regular file refused). Refuses a name
  /// that is not valid or is a built-in preset's. Returns `AtomicFile.commit()`'s notice.
  public func save(_ preset: TuningPreset) throws -> String? {
    guard TuningPresetStore.isValidName(preset.name) else {
      throw Tuning.Problem(
        "preset name \(preset.name.quotedForMessage()) must be 1 to 64 letters, digits, - _ or ., "
          + "not starting with . nor ending in .json")
    }
    guard !TuningPresetStore.isBuiltInName(preset.name) else {
      throw Tuning.Problem(
        "\(preset.name.quotedForMessage()) is a built-in preset, which --preset would load "
          + "instead: choose another name")
    }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let file = try AtomicFile(path: url(of: preset.name).path)
      try Array(preset.jsonText().utf8).withUnsafeBytes { try file.write($0) }
      return try file.commit()
    } catch let f as AtomicFile.Failure {
      throw Tuning.Problem(f.description)
    } catch {
      throw Tuning.Problem(
        "cannot write \(url(of: preset.name).path): \(error.localizedDescription)")
    }
  }

  /// `--preset NAME|FILE`: a built-in name, a path (with a `/` or ending in `.json`), or the
  /// name of a saved preset. The file is read by `BoundedFile` (at most
  /// `TuningPreset.maximumFileBytes`).
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
          "no preset \(nameOrPath.quotedForMessage()): not built in (\(builtIn)) nor saved in "
            + directory.path)
      }
    }
    let data: Data
    do {
      data = try BoundedFile.read(path, what: "preset", limit: TuningPreset.maximumFileBytes)
    } catch let f as FilePath.Failure {
      throw Tuning.Problem(f.description)
    }
    return try TuningPreset.parse(String(decoding: data, as: UTF8.self), source: path)
  }

  /// The saved presets `--preset NAME` finds, sorted: the first `limit` names, and how many
  /// more there are.
  public struct Listing: Equatable, Sendable {
    public var names: [String]
    public var more: Int
    public init(names: [String], more: Int) {
      self.names = names
      self.more = more
    }
  }

  /// Saved presets listed at most (by `--tunables` and the tuning panel).
  public static let listLimit = 100

  /// The saved presets: files `NAME.json` with a valid name that is not a built-in preset's,
  /// which are regular files (so `--preset NAME` loads each one listed).
  public func saved(limit: Int = TuningPresetStore.listLimit) -> Listing {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var names: [String] = []
    for file in files where file.hasSuffix(".json") {
      let name = String(file.dropLast(5))
      guard TuningPresetStore.isValidName(name), !TuningPresetStore.isBuiltInName(name) else {
        continue
      }
      var info = stat()
      guard stat(url(of: name).path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
        continue
      }
      names.append(name)
    }
    names.sort()
    return Listing(names: Array(names.prefix(limit)), more: max(0, names.count - limit))
  }
}
