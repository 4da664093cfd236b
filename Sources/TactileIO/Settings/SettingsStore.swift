import Foundation
import TactileFiles
import TactileScenes

/// Where the window's settings are kept: `settings.json` in `ConfigDirectory`, read by
/// `BoundedFile` and written by `AtomicFile` (a temporary file renamed over the old one). A
/// missing file is no settings; a damaged one is named in one line, ignored, and left as it
/// is (never written over: what the user wrote there stays to be mended).
public struct SettingsStore: Sendable {
  public let file: URL
  /// The largest settings file read, in bytes.
  public static let maximumFileBytes = 64 << 10

  public init(file: URL) { self.file = file }

  /// `settings.json` in `ConfigDirectory`.
  public static func standard(environment: [String: String]) -> SettingsStore {
    SettingsStore(
      file: ConfigDirectory.url(environment: environment).appendingPathComponent("settings.json"))
  }

  /// The settings read, and whether `save` may write the file (not when it was damaged).
  /// `warn` gets one line when the file is there but cannot be read or is damaged.
  public func load(warn: (String) -> Void) -> (settings: AppSettings, writable: Bool) {
    guard FileManager.default.fileExists(atPath: file.path) else { return (AppSettings(), true) }
    do {
      let data = try BoundedFile.read(file.path, what: "settings", limit: Self.maximumFileBytes)
      return (try AppSettings(parsing: Array(data)), true)
    } catch let p as AppSettings.Problem {
      warn("settings \(file.path): \(p); ignored, and left as it is")
    } catch {
      warn("\(error); ignored, and left as it is")
    }
    return (AppSettings(), false)
  }

  /// Writes `settings` (the directory made if missing); returns `AtomicFile`'s notice, if any.
  public func save(_ settings: AppSettings) throws -> String? {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let f = try AtomicFile(path: file.path)
    try Array((settings.json().serialized() + "\n").utf8).withUnsafeBytes { try f.write($0) }
    return try f.commit()
  }
}
