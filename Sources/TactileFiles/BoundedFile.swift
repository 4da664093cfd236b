import Foundation

/// The one reader of files a user names or shares (presets, scripts, texts, the to-do list,
/// the user-dirs file): at most `limit` bytes are ever read or held, a path that is not a
/// regular file (a device, a FIFO, a directory) is refused without blocking, and every
/// failure is one line saying what is actually wrong.
public enum BoundedFile {
  /// The bytes of the regular file `path`, at most `limit` of them. `what` names the file in
  /// messages ("preset", "script"): "cannot read preset PATH: reason".
  public static func read(_ path: String, what: String, limit: Int) throws -> Data {
    func fail(_ reason: String) -> FilePath.Failure {
      FilePath.Failure("cannot read \(what) \(path): \(reason)")
    }
    var info = stat()
    if stat(path, &info) != 0 {
      let code = errno
      var link = stat()
      if code == ENOENT, lstat(path, &link) == 0 {
        throw fail("it is a symbolic link to a file that does not exist")
      }
      throw fail(code == ENOENT ? "no such file" : FilePath.reason(path, errno: code))
    }
    if let kind = FilePath.kindIfNotRegular(info.st_mode) {
      throw fail("it is \(kind), not a regular file")
    }
    guard Int(info.st_size) <= limit else {
      throw fail(tooLarge(Int(info.st_size), limit: limit))
    }
    // Non-blocking: should it have become a FIFO since, opening must not wait for a writer.
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { throw fail(FilePath.reason(path, errno: errno)) }
    defer { close(fd) }
    guard fstat(fd, &info) == 0, FilePath.kindIfNotRegular(info.st_mode) == nil else {
      throw fail("it is not a regular file")
    }
    var data = Data(count: min(limit, Int(info.st_size)) + 1)
    var filled = 0
    while filled < data.count {
      let n = data.withUnsafeMutableBytes {
        Foundation.read(fd, $0.baseAddress! + filled, $0.count - filled)
      }
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else { throw fail(FilePath.reason(path, errno: errno)) }
      if n == 0 { break }
      filled += n
      if filled == data.count && filled <= limit { data.count += min(limit + 1 - filled, 1 << 16) }
    }
    guard filled <= limit else { throw fail(tooLarge(filled, limit: limit, grew: true)) }
    data.count = filled
    return data
  }

  /// "100 MB is over the 16 KB limit".
  static func tooLarge(_ bytes: Int, limit: Int, grew: Bool = false) -> String {
    grew
      ? "it is over the \(FilePath.size(limit)) limit"
      : "\(FilePath.size(bytes)) is over the \(FilePath.size(limit)) limit"
  }
}
