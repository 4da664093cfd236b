import Foundation

/// A file written under a temporary name beside its destination and renamed onto it only when
/// complete: a failed or abandoned write never leaves a truncated file at the destination, and
/// an existing file there stays as it was until the rename.
///
/// Creating one opens the temporary file, so a destination that cannot be written (no such
/// directory, permission denied, a directory in the way) is known before any work is done.
public final class AtomicFile {
  /// A failed create, write or commit, for the user: "cannot write PATH: reason".
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Where the file ends up.
  public let path: String
  /// The hidden name it is written under until `commit()`.
  public let temporaryPath: String
  private var stream: UnsafeMutablePointer<FILE>?
  private var isDone = false
  private static let counter = Counter()

  public init(path: String) throws {
    self.path = path
    let url = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw Failure(description: "cannot write \(path): it is a directory")
    }
    temporaryPath =
      url.deletingLastPathComponent().appendingPathComponent(
        ".\(url.lastPathComponent).\(getpid())-\(AtomicFile.counter.next()).tmp"
      ).path
    let fd = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0, let s = fdopen(fd, "wb") else {
      let code = errno
      throw Failure(description: "cannot write \(path): \(AtomicFile.reason(path, errno: code))")
    }
    stream = s
  }

  deinit { discard() }

  /// Appends bytes. Throws on a write error (e.g. the disk is full).
  public func write(_ bytes: UnsafeRawBufferPointer) throws {
    guard let stream, bytes.count > 0 else { return }
    if fwrite(bytes.baseAddress, 1, bytes.count, stream) != bytes.count {
      throw failure(errno)
    }
  }

  /// Closes the temporary file so another program can write it (by `temporaryPath`); `commit()`
  /// then only renames.
  public func closeForOtherWriter() throws {
    guard let s = stream else { return }
    stream = nil
    if fclose(s) != 0 { throw failure(errno) }
  }

  /// Flushes, closes and renames the temporary file onto `path`. On failure the temporary
  /// file is removed.
  public func commit() throws {
    precondition(!isDone, "an atomic file is committed or discarded once")
    var code: Int32 = 0
    if let s = stream {
      stream = nil
      if fflush(s) != 0 { code = errno }
      if fclose(s) != 0 && code == 0 { code = errno }
    }
    if code == 0 && rename(temporaryPath, path) != 0 { code = errno }
    if code != 0 {
      discard()
      throw failure(code)
    }
    isDone = true
  }

  /// Closes and removes the temporary file; the destination is left as it was.
  public func discard() {
    guard !isDone else { return }
    isDone = true
    if let s = stream { fclose(s) }
    stream = nil
    unlink(temporaryPath)
  }

  private func failure(_ code: Int32) -> Failure {
    Failure(description: "cannot write \(path): \(String(cString: strerror(code)))")
  }

  /// A short reason `path` cannot be created, in the terms of the path (the directory that is
  /// missing, not a directory, or not writable).
  static func reason(_ path: String, errno code: Int32) -> String {
    let files = FileManager.default
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    switch code {
    case ENOENT, ENOTDIR:
      guard files.fileExists(atPath: directory, isDirectory: &isDirectory) else {
        return "no such directory \(directory)"
      }
      if !isDirectory.boolValue { return "\(directory) is not a directory" }
    case EACCES, EPERM: return "permission denied in \(directory)"
    default: break
    }
    return String(cString: strerror(code))
  }

  /// Numbers the temporary files one process creates.
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
      lock.lock()
      defer { lock.unlock() }
      value += 1
      return value
    }
  }
}
