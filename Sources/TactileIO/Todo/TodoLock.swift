import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The advisory lock (`flock`) that makes one app instance the writer of a data directory: an
/// exclusive lock on `.todo.json.lock` in it, held until the lock is released or the process
/// ends (the kernel drops it on exit, kill -9 included). Locks are per open file, so two
/// stores in one process exclude each other as two processes do.
public final class TodoLock: Sendable {
  /// The lock file's name inside the data directory.
  public static let fileName = ".todo.json.lock"

  private let descriptor: Int32

  private init(descriptor: Int32) { self.descriptor = descriptor }

  deinit { close(descriptor) }

  /// The outcome of `acquire(in:)`.
  public enum Claim: Sendable {
    /// This instance is the writer.
    case acquired(TodoLock)
    /// Another instance holds the lock: open the list read-only.
    case heldByAnother
    /// The lock file cannot be made (the directory is missing and cannot be created, is
    /// read-only…): saving will fail on its own and say why, so the caller goes on without.
    case unavailable(String)
  }

  /// Creates `directory` if needed and tries to lock it without waiting.
  public static func acquire(in directory: URL) -> Claim {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      return .unavailable("cannot create \(directory.path)")
    }
    let path = directory.appendingPathComponent(fileName).path
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return .unavailable(String(cString: strerror(errno))) }
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      let error = errno
      close(fd)
      return error == EWOULDBLOCK ? .heldByAnother : .unavailable(String(cString: strerror(error)))
    }
    return .acquired(TodoLock(descriptor: fd))
  }
}
