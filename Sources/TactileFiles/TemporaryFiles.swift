import Foundation

/// The hidden temporary files `AtomicFile` writes (`.NAME.PID-N.tmp`), and the removal of
/// those whose writer died (a `kill -9`, a crash, a full disk at a bad moment): the next write
/// into the same folder removes them. Files of a process that still runs are left alone.
public enum TemporaryFiles {
  /// `.NAME.PID-N.tmp`: hidden, with the writing process's id.
  static func name(for file: String, process: Int32, number: Int) -> String {
    ".\(file).\(process)-\(number).tmp"
  }

  /// The id of the process that wrote temporary file `name`, or nil when `name` is none of
  /// ours. Also knows the names earlier versions used (`.NAME.tmp-PID`).
  static func writer(of name: String) -> Int32? {
    guard name.hasPrefix(".") else { return nil }
    if name.hasSuffix(".tmp") {
      let stem = name.dropLast(4)
      guard let dot = stem.lastIndex(of: ".") else { return nil }
      let parts = stem[stem.index(after: dot)...].split(separator: "-")
      guard parts.count == 2, Int(parts[1]) != nil else { return nil }
      return Int32(parts[0])
    }
    guard let range = name.range(of: ".tmp-", options: .backwards) else { return nil }
    return Int32(name[range.upperBound...])
  }

  /// Removes the regular files in `folder` that are our temporary files of a process that no
  /// longer runs. Returns how many were removed.
  @discardableResult
  public static func removeStale(in folder: String) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var removed = 0
    for name in names {
      guard let pid = writer(of: name), pid > 0, pid != getpid(), !isRunning(pid) else {
        continue
      }
      let path = folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      if unlink(path) == 0 { removed += 1 }
    }
    return removed
  }

  /// Whether process `pid` exists (one of another user counts as running).
  static func isRunning(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno != ESRCH
  }
}
