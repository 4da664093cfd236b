import Foundation

/// What a path names, as the writer and the reader of user-named files see it: found without
/// opening anything, so a FIFO or a device is never opened by accident.
public enum FilePath {
  /// A failure to read or write a path, as one line for the user: "cannot write PATH: reason".
  public struct Failure: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }
  }

  /// Symbolic links followed one by one at most this many times (the kernel's limit, 40).
  static let maximumLinks = 40

  /// `path` with its symbolic links followed to what they finally name (which may not exist
  /// yet); `path` itself when it is no link. Throws when the links loop.
  public static func resolvingLinks(_ path: String) throws -> String {
    var current = path
    for _ in 0..<maximumLinks {
      guard let next = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
        return current
      }
      let folder = (current as NSString).deletingLastPathComponent
      current = next.hasPrefix("/") || folder.isEmpty ? next : folder + "/" + next
    }
    throw Failure("\(path): too many levels of symbolic links (a loop)")
  }

  /// What `stat` (after links) finds at a path.
  enum Status {
    case found(stat)
    case missing
    /// Another failure, with its `errno`.
    case failed(Int32)
  }

  static func status(_ path: String) -> Status {
    var info = stat()
    if stat(path, &info) == 0 { return .found(info) }
    let code = errno
    return code == ENOENT ? .missing : .failed(code)
  }

  /// "a directory", "a FIFO", "a character device"… for a `st_mode` that is not a regular
  /// file; nil for a regular file.
  static func kindIfNotRegular(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a directory"
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    default: return "not a regular file"
    }
  }

  /// A short reason for `errno` `code` about `path`, in the terms of the path: the missing
  /// folder, a symbolic link loop, permission denied.
  static func reason(_ path: String, errno code: Int32) -> String {
    let directory = (path as NSString).deletingLastPathComponent
    var isDirectory: ObjCBool = false
    switch code {
    case ENOENT, ENOTDIR:
      if directory.isEmpty { break }
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
        return "no such directory \(directory)"
      }
      if !isDirectory.boolValue { return "\(directory) is not a directory" }
    case ELOOP: return "too many levels of symbolic links (a loop)"
    case EACCES, EPERM: return "permission denied"
    default: break
    }
    return String(cString: strerror(code))
  }

  /// A byte count for messages: "812 bytes", "16 KB", "100 MB".
  public static func size(_ bytes: Int) -> String {
    if bytes < 1 << 10 { return "\(bytes) bytes" }
    if bytes < 1 << 20 { return "\(bytes >> 10) KB" }
    return "\(bytes >> 20) MB"
  }
}
