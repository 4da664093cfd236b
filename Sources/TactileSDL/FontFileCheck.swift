import Foundation

/// Checks that a file is a whole TrueType / OpenType font before SDL_ttf opens it, so that a
/// damaged asset is reported at start-up as one clear line naming the file, rather than as
/// SDL_ttf's "Couldn't load font file" or, for a truncated file, not at all (FreeType opens a
/// truncated font and fails later, glyph by glyph).
///
/// Reads only the sfnt header and table directory (a 400 MB font costs a few hundred bytes):
/// the signature must be a known one, and every table must lie inside the file.
public enum FontFileCheck {
  /// Why a font file cannot be used.
  public struct Problem: Error, CustomStringConvertible, Equatable, Sendable {
    public var path: String
    public var reason: String
    public var description: String { "bad font file \(path): \(reason)" }

    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
  }

  /// sfnt signatures: TrueType 1.0, OpenType with CFF, Apple TrueType, a font collection.
  private static let trueType: UInt32 = 0x0001_0000
  private static let openType: UInt32 = 0x4F54_544F  // "OTTO"
  private static let appleTrueType: UInt32 = 0x7472_7565  // "true"
  private static let collection: UInt32 = 0x7474_6366  // "ttcf"
  /// Offset table (12 bytes), then 16 bytes per table record.
  private static let headerSize = 12
  private static let recordSize = 16

  /// Throws a `Problem` naming `path` if it is missing, not a regular file, not a font, or
  /// truncated.
  public static func validate(_ path: String) throws {
    func fail(_ reason: String) -> Problem { Problem(path: path, reason: reason) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw fail("no such file")
    }
    guard !isDirectory.boolValue else { throw fail("it is a directory, not a font") }
    // Only the header and the table directory are read, whatever the file's size.
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw fail("cannot read it (permission denied?)") }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw fail("cannot read it") }
    let size = Int(info.st_size)
    var head = read(fd, at: 0, count: min(size, headerSize))
    if head.count >= headerSize, uint32(head, 0) != collection {
      let tables = Int(uint16(head, 4))
      head += read(fd, at: headerSize, count: min(tables * recordSize, max(size - headerSize, 0)))
    }
    if let reason = problem(in: head, fileSize: size) { throw fail(reason) }
  }

  /// Up to `count` bytes of `fd` from byte `offset` (fewer if it ends or cannot be read).
  private static func read(_ fd: Int32, at offset: Int, count: Int) -> [UInt8] {
    guard count > 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: count)
    let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
    return Array(bytes.prefix(max(n, 0)))
  }

  /// What is wrong with the font bytes `b`, or nil if the header and table directory are whole.
  public static func problem(in b: [UInt8]) -> String? { problem(in: b, fileSize: b.count) }

  /// What is wrong with a font file of `fileSize` bytes that begins with `b` (at least its
  /// header and table directory, when it has them), or nil if they are whole.
  static func problem(in b: [UInt8], fileSize: Int) -> String? {
    guard fileSize > 0 else { return "the file is empty" }
    guard b.count >= headerSize else {
      return "not a font (only \(fileSize) bytes)"
    }
    let signature = uint32(b, 0)
    if signature == collection { return nil }
    guard signature == trueType || signature == openType || signature == appleTrueType else {
      return "not a TrueType or OpenType font (no font signature at the start)"
    }
    let tables = Int(uint16(b, 4))
    guard tables > 0 else { return "not a font (no tables)" }
    let directoryEnd = headerSize + tables * recordSize
    guard directoryEnd <= b.count else {
      return "truncated: its table directory needs \(directoryEnd) bytes, the file has \(fileSize)"
    }
    for i in 0..<tables {
      let record = headerSize + i * recordSize
      let tag = String(decoding: b[record..<(record + 4)], as: UTF8.self)
      let end = Int(uint32(b, record + 8)) + Int(uint32(b, record + 12))
      if end > fileSize {
        return "truncated: table '\(tag)' ends at byte \(end), the file has \(fileSize)"
      }
    }
    return nil
  }

  private static func uint16(_ b: [UInt8], _ at: Int) -> UInt16 {
    UInt16(b[at]) << 8 | UInt16(b[at + 1])
  }

  private static func uint32(_ b: [UInt8], _ at: Int) -> UInt32 {
    UInt32(b[at]) << 24 | UInt32(b[at + 1]) << 16 | UInt32(b[at + 2]) << 8 | UInt32(b[at + 3])
  }
}
