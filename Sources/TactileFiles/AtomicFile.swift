import Foundation
import Synchronization

/// The one checked way Tactile writes a file a user names (screenshots, recordings, presets):
/// written under a temporary name beside its destination and renamed onto it only when
/// complete, so a failed or abandoned write never leaves a truncated file there and an
/// existing file stays as it was until the rename.
///
/// Creating one checks the destination without opening it, before any work is done:
/// - a symbolic link is followed to the file it names, which is the one replaced (the link
///   stays a link);
/// - a destination that exists and is not a regular file (a device, a FIFO, a directory, a
///   socket) is refused, so nothing blocks on a FIFO or replaces a device node;
/// - the temporary files of writers that died (their process is gone) are removed from the
///   destination's folder;
/// - the temporary file is created (a missing folder or a denied permission fails here).
///
/// `commit()` says when another program wrote the destination while this file was being
/// written (two runs recording to one file): the later one replaces the earlier, and says so.
public final class AtomicFile {
  public typealias Failure = FilePath.Failure

  /// The destination as the user named it.
  public let path: String
  /// The file that is replaced: `path` with its symbolic links followed.
  public let target: String
  /// The hidden name it is written under until `commit()`.
  public let temporaryPath: String
  private var stream: UnsafeMutablePointer<FILE>?
  private var isDone = false
  /// The destination's identity when this file was created (nil: there was none).
  private let original: Identity?
  private static let counter = Counter()

  public init(path: String) throws {
    self.path = path
    let (target, existing) = try AtomicFile.check(path)
    self.target = target
    original = existing.map(Identity.init)
    let url = URL(fileURLWithPath: target)
    let folder = url.deletingLastPathComponent().path
    TemporaryFiles.removeStale(in: folder)
    temporaryPath =
      folder + "/"
      + TemporaryFiles.name(
        for: url.lastPathComponent, process: getpid(), number: AtomicFile.counter.next())
    let mode = existing.map { $0.st_mode & 0o7777 } ?? 0o644
    let fd = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    guard fd >= 0, let s = fdopen(fd, "wb") else {
      let code = errno
      throw Failure("cannot write \(path): \(FilePath.reason(temporaryPath, errno: code))")
    }
    stream = s
  }

  deinit { discard() }

  /// Checks that `path` can be a destination, without creating anything: it names a file
  /// (not empty, no trailing "/"), its links do not loop, and what they name is a regular
  /// file, or nothing, in a folder that exists and this process may write in (the file is
  /// renamed there). Returns the file that would be replaced and its status (nil when there
  /// is none yet).
  @discardableResult
  public static func check(_ path: String) throws -> (target: String, status: stat?) {
    guard !path.isEmpty else { throw Failure("cannot write a file with an empty name") }
    guard !path.hasSuffix("/") else {
      throw Failure("cannot write \(path): it names a folder, not a file")
    }
    let target: String
    do {
      target = try FilePath.resolvingLinks(path)
    } catch let f as Failure {
      throw Failure("cannot write \(f.description)")
    }
    let folder = (target as NSString).deletingLastPathComponent
    switch FilePath.status(target) {
    case .missing:
      guard folder.isEmpty || FileManager.default.fileExists(atPath: folder) else {
        throw Failure("cannot write \(path): \(FilePath.reason(target, errno: ENOENT))")
      }
      try checkWritable(folder: folder, for: path)
      return (target, nil)
    case .found(let s):
      if let kind = FilePath.kindIfNotRegular(s.st_mode) {
        throw Failure("cannot write \(path): it is \(kind), not a regular file")
      }
      try checkWritable(folder: folder, for: path)
      return (target, s)
    case .failed(let code):
      throw Failure("cannot write \(path): \(FilePath.reason(target, errno: code))")
    }
  }

  /// Throws when this process may not create files in `folder` (a read-only or immutable
  /// folder, one without write permission); "" is the current folder.
  private static func checkWritable(folder: String, for path: String) throws {
    let folder = folder.isEmpty ? "." : folder
    guard access(folder, W_OK) != 0 else { return }
    let code = errno
    let reason =
      code == EROFS
      ? "\(folder) is on a read-only file system"
      : "\(folder): \(FilePath.reason(folder, errno: code))"
    throw Failure("cannot write \(path): \(reason)")
  }

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

  /// Flushes, closes and renames the temporary file onto `target`. On failure the temporary
  /// file is removed. Returns a notice when the destination was written by another program
  /// after this file was created (it is replaced all the same), else nil.
  public func commit() throws -> String? {
    precondition(!isDone, "an atomic file is committed or discarded once")
    var code: Int32 = 0
    if let s = stream {
      stream = nil
      if fflush(s) != 0 { code = errno }
      if fclose(s) != 0 && code == 0 { code = errno }
    }
    var now: stat? = nil
    switch FilePath.status(target) {
    case .missing: break
    case .found(let s): now = s
    case .failed(let c): if code == 0 { code = c }
    }
    if code == 0, let now, let kind = FilePath.kindIfNotRegular(now.st_mode) {
      discard()
      throw Failure("cannot write \(path): it has become \(kind), not a regular file")
    }
    if code == 0 && rename(temporaryPath, target) != 0 { code = errno }
    if code != 0 {
      discard()
      throw failure(code)
    }
    isDone = true
    guard now.map(Identity.init) != original else { return nil }
    return "replaced \(path), which another program wrote while this one was writing it"
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
    Failure("cannot write \(path): \(String(cString: strerror(code)))")
  }

  /// Which file a path named, and when it last changed.
  private struct Identity: Equatable {
    var device: UInt64
    var inode: UInt64
    var seconds: Int
    var nanoseconds: Int
    var size: Int64

    init(_ s: stat) {
      device = UInt64(s.st_dev)
      inode = UInt64(s.st_ino)
      seconds = s.st_mtim.tv_sec
      nanoseconds = s.st_mtim.tv_nsec
      size = Int64(s.st_size)
    }
  }

  /// Numbers the temporary files one process creates.
  private final class Counter: Sendable {
    private let value = Mutex(0)
    func next() -> Int {
      value.withLock { v in
        v += 1
        return v
      }
    }
  }
}
