import Foundation

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
/// - Loading: a missing file gives the built-in sample list. An unreadable or corrupt file is
///   never overwritten silently: it is renamed to `todo.json.bad-<unix time>` (with `-1`, `-2`…
///   if that name is taken) and the sample list is returned with a warning. If it cannot even be
///   moved aside, saving is blocked (`isSavingBlocked`) so the file survives.
/// - Saving writes a temporary file in the same directory, flushes it to disk and renames it
///   over `todo.json` (atomic on POSIX file systems: readers see the old or the new list, never
///   half of one). Failures come back as `TodoStoreError`; nothing traps, and the caller's
///   in-memory document is untouched.
///
/// The clock is injected: `load(now:)` takes the current unix time in seconds.
public struct TodoStore: Sendable {
  /// The file's name inside the data directory.
  public static let fileName = "todo.json"
  /// The application's folder inside the XDG data home.
  public static let appFolderName = "tactile"

  /// Where the list lives.
  public let directory: URL
  /// Set when a bad file could not be moved aside: saving would overwrite it, so it refuses.
  public private(set) var isSavingBlocked = false

  /// A store in `directory` (created on the first save if missing).
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

  /// The temporary file a save writes before renaming it into place.
  var temporaryFileURL: URL {
    directory.appendingPathComponent(".\(Self.fileName).tmp-\(getpid())")
  }

  /// Where the list came from.
  public enum Origin: Hashable, Sendable {
    /// Read from `todo.json`.
    case file
    /// No file yet: the built-in sample list.
    case sample
    /// The file was unreadable or corrupt: the sample list, and a warning.
    case recoveredWithSample
  }

  /// The outcome of `load(now:)`.
  public struct LoadResult: Hashable, Sendable {
    public var document: TodoDocument
    public var origin: Origin
    /// One line for the log when something was wrong; nil otherwise.
    public var warning: String?
  }

  /// Loads the list. `now` is the current unix time in seconds (for naming a bad file).
  public mutating func load(now: Double) -> LoadResult {
    let path = fileURL.path
    guard FileManager.default.fileExists(atPath: path) else {
      return LoadResult(document: .sample, origin: .sample, warning: nil)
    }
    let problem: String
    do {
      let data = try Data(contentsOf: fileURL)
      do {
        let document = try TodoDocument.decode(json: data)
        isSavingBlocked = false
        return LoadResult(document: document, origin: .file, warning: nil)
      } catch {
        problem = "is corrupt (\(Self.describe(error)))"
      }
    } catch {
      problem = "cannot be read (\(Self.describe(error)))"
    }
    let warning: String
    switch moveAside(now: now) {
    case .success(let aside):
      warning =
        "\(path) \(problem); kept it as \(aside.lastPathComponent) and started from "
        + "the sample list"
    case .failure(let error):
      isSavingBlocked = true
      warning =
        "\(path) \(problem) and could not be moved aside (\(error.message)); started "
        + "from the sample list, changes will not be saved so the file is kept"
    }
    return LoadResult(document: .sample, origin: .recoveredWithSample, warning: warning)
  }

  /// Writes `document` atomically. Returns the failure (directory not creatable, disk full,
  /// read-only, saving blocked…) instead of throwing or trapping.
  @discardableResult
  public func save(_ document: TodoDocument) -> Result<Void, TodoStoreError> {
    if isSavingBlocked {
      return .failure(
        TodoStoreError(
          "not saving: \(fileURL.path) could not be read and is kept as it is"))
    }
    let data: Data
    do {
      data = try document.encodedJSON()
    } catch {
      return .failure(TodoStoreError("cannot encode the to-do list: \(Self.describe(error))"))
    }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      return .failure(
        TodoStoreError("cannot create \(directory.path): \(Self.describe(error))"))
    }
    let temporary = temporaryFileURL
    do {
      try data.write(to: temporary)
      let handle = try FileHandle(forUpdating: temporary)
      defer { try? handle.close() }
      try handle.synchronize()
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      return .failure(
        TodoStoreError("cannot write \(temporary.path): \(Self.describe(error))"))
    }
    guard rename(temporary.path, fileURL.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      return .failure(TodoStoreError("cannot replace \(fileURL.path): \(reason)"))
    }
    return .success(())
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
    if let decoding = error as? DecodingError {
      switch decoding {
      case .dataCorrupted(let c), .keyNotFound(_, let c), .typeMismatch(_, let c),
        .valueNotFound(_, let c):
        let path = c.codingPath.map(\.stringValue).joined(separator: ".")
        return path.isEmpty ? c.debugDescription : "\(path): \(c.debugDescription)"
      @unknown default:
        return "\(decoding)"
      }
    }
    let text = (error as NSError).localizedDescription
    return text.replacingOccurrences(of: "\n", with: " ")
  }
}
