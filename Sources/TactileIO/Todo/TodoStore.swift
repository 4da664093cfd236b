import Foundation
import TactileFiles
import TactileScenes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure to save the to-do list, with a message fit for the log or a banner.
public struct TodoStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// Loads and saves the to-do list as `todo.json` in a data directory.
///
/// - One writer per directory: `claim()` takes an advisory lock (`TodoLock`). An instance that
///   finds the lock held by another opens the list read-only: it shows it, refuses to save
///   (`isSavingBlocked`) and says so, so two instances never overwrite each other's changes.
///   The writer removes temporary files a killed save left behind.
/// - Loading: a missing file gives the built-in sample list. A file is read as far as it can
///   be (`TodoFile`): what could not be read (an item that is not one, a `completed` that is
///   not true or false) is named in a warning and a notice and kept in the file, which is not
///   written until the list changes; keys this build does not know are kept too. A file of a
///   newer format version is shown as far as it can be read and never written (saving
///   blocked), as is a list over `maximumFileBytes` or `maximumItems` (an empty list shown).
///   Only a file nothing can be read from (not JSON, no `version` or `items`, unreadable) is
///   renamed by the writer to `todo.json.bad-<unix time>` (with `-1`, `-2`… if that name is
///   taken), the sample list shown with a warning and a notice naming the kept copy; if it
///   cannot even be moved aside (or this instance is read-only), saving is blocked so the
///   file survives.
/// - Saving writes a temporary file next to the real file (through a symbolic link `todo.json`
///   to its target, which stays a link), with the old file's permissions, flushes it to disk
///   and renames it over the file (atomic on POSIX file systems: readers see the old or the new
///   list, never half of one). Failures come back as `TodoStoreError`; nothing traps, and the
///   caller's in-memory document is untouched.
///
/// The clock is injected: `load(now:)` takes the current unix time in seconds.
public struct TodoStore: Sendable {
  /// The file's name inside the data directory.
  public static let fileName = "todo.json"
  /// The application's folder inside the XDG data home.
  public static let appFolderName = "tactile"
  /// The most items a list may hold (`TodoDocument.maximumItems`): a longer file is refused.
  public static var maximumItems: Int { TodoDocument.maximumItems }
  /// The largest `todo.json` read, in bytes (16 MiB); a larger one is refused unread.
  public static let maximumFileBytes = 16 << 20

  /// Where the list lives.
  public let directory: URL
  /// Why saving is refused (another instance is the writer, a bad file could not be moved
  /// aside, the list is too large); nil when saving is allowed.
  public private(set) var savingBlockedReason: String?
  /// Set when saving would overwrite something that must be kept, or is another's to write.
  public var isSavingBlocked: Bool { savingBlockedReason != nil }
  /// True when another instance holds the directory's lock (see `claim()`).
  public private(set) var isReadOnly = false
  /// The writer's lock, held as long as this store (or a copy of it) lives.
  private var lock: TodoLock?

  /// A store in `directory` (created on the first save, or by `claim()`, if missing).
  public init(directory: URL) {
    self.directory = directory
  }

  /// `$XDG_DATA_HOME/tactile`, or `$HOME/.local/share/tactile` when XDG_DATA_HOME is unset,
  /// empty or relative (as the XDG Base Directory spec asks); `environment` is passed in (use
  /// `ProcessInfo.processInfo.environment` at the app layer).
  public static func defaultDirectory(environment: [String: String]) -> URL {
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg, isDirectory: true)
        .appendingPathComponent(appFolderName, isDirectory: true)
    }
    let home: URL
    if let h = environment["HOME"], h.hasPrefix("/") {
      home = URL(fileURLWithPath: h, isDirectory: true)
    } else {
      home = FileManager.default.homeDirectoryForCurrentUser
    }
    return home.appendingPathComponent(".local/share", isDirectory: true)
      .appendingPathComponent(appFolderName, isDirectory: true)
  }

  /// `directory/todo.json`.
  public var fileURL: URL { directory.appendingPathComponent(Self.fileName) }

  /// The temporary file a save writes before renaming it into place (next to the file a
  /// symbolic link `todo.json` points to, else in `directory`).
  var temporaryFileURL: URL {
    let target = Self.resolvingLinks(fileURL)
    return target.deletingLastPathComponent()
      .appendingPathComponent("\(Self.temporaryPrefix)\(getpid())")
  }

  /// Temporary files are `.todo.json.tmp-<pid>`.
  static let temporaryPrefix = ".\(fileName).tmp-"

  /// Makes this store the directory's writer, or read-only when another instance is (then
  /// returns a warning for the log). As the writer it removes stale temporary files.
  public mutating func claim() -> String? {
    switch TodoLock.acquire(in: directory) {
    case .acquired(let l):
      lock = l
      removeStaleTemporaryFiles()
      return nil
    case .heldByAnother:
      isReadOnly = true
      savingBlockedReason = "another Tactile is using \(directory.path)"
      return "another Tactile is using \(directory.path); showing the list read-only, changes "
        + "here are not saved"
    case .unavailable:
      return nil  // Saving will fail and say why.
    }
  }

  /// Where the list came from.
  public enum Origin: Hashable, Sendable {
    /// Read from `todo.json` (what could not be read, if anything, named in the warning).
    case file
    /// Read from a `todo.json` of a newer format: shown, never written.
    case newer
    /// No file yet: the built-in sample list.
    case sample
    /// The file was unreadable or corrupt: the sample list, and a warning.
    case recoveredWithSample
    /// The file is larger than this app reads: an empty list, the file untouched.
    case refusedTooLarge
  }

  /// The outcome of `load(now:)`.
  public struct LoadResult: Sendable {
    public var document: TodoDocument
    public var origin: Origin
    /// One line for the log when something was wrong; nil otherwise.
    public var warning: String?
    /// What the window tells the user about it (naming the kept-aside copy); nil otherwise.
    public var notice: String?
    /// The file as read, to merge changes into and save; nil when there was none to keep.
    public var file: TodoFile?
  }

  /// Loads the list. `now` is the current unix time in seconds (for naming a bad file).
  public mutating func load(now: Double) -> LoadResult {
    let path = fileURL.path
    guard FileManager.default.fileExists(atPath: path) else {
      return LoadResult(document: .sample, origin: .sample, warning: nil)
    }
    let limits =
      "this app opens lists up to \(Self.maximumFileBytes >> 20) MB and "
      + "\(Self.maximumItems) items"
    if let bytes = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int,
      bytes > Self.maximumFileBytes
    {
      return refuse("is \(bytes >> 20) MB; \(limits)")
    }
    let problem: String
    do {
      let data = try BoundedFile.read(path, what: "to-do list", limit: Self.maximumFileBytes)
      do {
        let file = try TodoFile(reading: Array(data))
        guard file.entries.count <= Self.maximumItems else {
          return refuse("has \(file.entries.count) items; \(limits)")
        }
        return file.isNewer ? keep(newer: file) : Self.read(file, path: path)
      } catch let unreadable as TodoFile.Unreadable {
        problem = "is corrupt: it \(unreadable.message)"
      }
    } catch {
      problem = "cannot be read (\(Self.describe(error)))"
    }
    if isReadOnly {
      return LoadResult(
        document: .sample, origin: .recoveredWithSample,
        warning: "\(path) \(problem); another Tactile is using it, so it is left as it is",
        notice: "The saved list \(path) could not be read; the sample list is shown.")
    }
    switch moveAside(now: now) {
    case .success(let aside):
      return LoadResult(
        document: .sample, origin: .recoveredWithSample,
        warning: "\(path) \(problem); kept it as \(aside.lastPathComponent) and started from "
          + "the sample list",
        notice: "The saved list could not be read, so the sample list is shown. The damaged "
          + "file is kept as \(aside.path).")
    case .failure(let error):
      savingBlockedReason = "\(path) could not be read and is kept as it is"
      return LoadResult(
        document: .sample, origin: .recoveredWithSample,
        warning: "\(path) \(problem) and could not be moved aside (\(error.message)); started "
          + "from the sample list, changes will not be saved so the file is kept",
        notice: "The saved list \(path) could not be read and is kept as it is; the sample "
          + "list is shown and changes are not saved.")
    }
  }

  /// A file read, with what could not be read of it named.
  private static func read(_ file: TodoFile, path: String) -> LoadResult {
    guard let problems = file.problemSummary else {
      return LoadResult(document: file.document, origin: .file, file: file)
    }
    return LoadResult(
      document: file.document, origin: .file,
      warning: "\(path): \(problems); what could not be read is kept in the file as it is",
      notice: "Not all of the saved list could be read: \(problems). What could not be read is "
        + "kept in the file as it is.",
      file: file)
  }

  /// A file of a newer format: shown as far as it can be read, never written.
  private mutating func keep(newer file: TodoFile) -> LoadResult {
    let path = fileURL.path
    let what =
      "is of format version \(file.version), newer than this app's "
      + "\(TodoDocument.currentVersion)"
    savingBlockedReason = "\(path) is of a newer format and is kept as it is"
    return LoadResult(
      document: file.document, origin: .newer,
      warning: "\(path) \(what); it is shown as far as this app can read it, left as it is and "
        + "changes are not saved",
      notice: "The saved list \(path) \(what). It is shown as far as this app can read it and "
        + "left as it is, and changes here are not saved.",
      file: file)
  }

  /// A list too large to open: left untouched, saving blocked, an empty list shown.
  private mutating func refuse(_ problem: String) -> LoadResult {
    let path = fileURL.path
    savingBlockedReason = "\(path) is too large and is kept as it is"
    return LoadResult(
      document: TodoDocument(items: []), origin: .refusedTooLarge,
      warning: "\(path) \(problem); it is left as it is and changes are not saved",
      notice: "The saved list \(path) \(problem). It is left as it is, and changes here are "
        + "not saved.")
  }

  /// Writes `file` (`TodoFile.bytes`) atomically. Returns the failure (directory not
  /// creatable, disk full, read-only, saving blocked…) instead of throwing or trapping.
  @discardableResult
  public func save(_ file: TodoFile) -> Result<Void, TodoStoreError> {
    if let reason = savingBlockedReason {
      return .failure(TodoStoreError("not saving: \(reason)"))
    }
    let data = file.bytes
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      return .failure(
        TodoStoreError("cannot create \(directory.path): \(Self.describe(error))"))
    }
    let target = Self.resolvingLinks(fileURL)
    let temporary = temporaryFileURL
    // The file keeps its permissions (a private 0600 list stays private).
    var info = stat()
    let mode: mode_t? = stat(target.path, &info) == 0 ? info.st_mode & 0o7777 : nil
    if let failure = Self.writeFile(data, to: temporary.path, mode: mode) {
      unlink(temporary.path)
      return .failure(TodoStoreError("cannot write \(temporary.path): \(failure)"))
    }
    guard rename(temporary.path, target.path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary.path)
      return .failure(TodoStoreError("cannot replace \(target.path): \(reason)"))
    }
    // Make the rename itself durable (best effort: not every file system allows it).
    let dir = open(target.deletingLastPathComponent().path, O_RDONLY | O_CLOEXEC)
    if dir >= 0 {
      fsync(dir)
      close(dir)
    }
    return .success(())
  }

  /// Creates `path` with `data`, permissions `mode` (else the default under the umask), and
  /// flushes it to disk. Returns the reason of a failure.
  private static func writeFile(_ data: [UInt8], to path: String, mode: mode_t?) -> String? {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode ?? 0o666)
    guard fd >= 0 else { return String(cString: strerror(errno)) }
    defer { close(fd) }
    if let mode, fchmod(fd, mode) != 0 { return String(cString: strerror(errno)) }
    let failure: String? = data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return String(cString: strerror(errno))
        }
        offset += n
      }
      return nil
    }
    if let failure { return failure }
    guard fsync(fd) == 0 else { return String(cString: strerror(errno)) }
    return nil
  }

  /// `url` with symbolic links followed to the file they name (which may not exist yet);
  /// `url` itself when it is no link or the links loop.
  static func resolvingLinks(_ url: URL) -> URL {
    URL(fileURLWithPath: (try? FilePath.resolvingLinks(url.path)) ?? url.path)
  }

  /// Removes the temporary files of saves that never finished (a kill -9 mid-save), in the
  /// directory and next to the file a link points to. Only the writer calls this, so no live
  /// save is in progress there.
  private func removeStaleTemporaryFiles() {
    let folders = Set([
      directory.path, Self.resolvingLinks(fileURL).deletingLastPathComponent().path,
    ])
    for folder in folders {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names where name.hasPrefix(Self.temporaryPrefix) {
        unlink((folder as NSString).appendingPathComponent(name))
      }
    }
  }

  /// Renames `todo.json` to the first free `todo.json.bad-<time>[-k]`, never replacing a file.
  private func moveAside(now: Double) -> Result<URL, TodoStoreError> {
    let seconds = now.isFinite ? Int(min(max(now, 0), 1e15)) : 0
    let base = "\(Self.fileName).bad-\(seconds)"
    for attempt in 0..<100 {
      let name = attempt == 0 ? base : "\(base)-\(attempt)"
      let target = directory.appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: target.path) { continue }
      do {
        try FileManager.default.moveItem(at: fileURL, to: target)
        return .success(target)
      } catch {
        return .failure(TodoStoreError(Self.describe(error)))
      }
    }
    return .failure(TodoStoreError("no free name like \(base)"))
  }

  /// A short, one-line account of an error.
  private static func describe(_ error: Error) -> String {
    if let f = error as? FilePath.Failure { return f.description }
    let text = (error as NSError).localizedDescription
    return text.replacingOccurrences(of: "\n", with: " ")
  }
}
