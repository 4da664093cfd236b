import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one checked path for memory that grows with the window: frames and layers, the ink's
/// pixels and accumulators, read-backs, encoders' frames, the text atlas. A Swift array or
/// pointer that cannot be allocated ends the process; these ask the C library first, which
/// says no, so a window too large for the memory there is becomes a one-line error or a
/// notice instead of an abort.
///
/// Where a shortage cannot be thrown (a layer made while a frame is drawn, the ink sized by a
/// page's layout), the caller draws without that block and `report`s it; the app takes the
/// report after the frame (`takeReport`) and goes back to the last size that could be drawn.
/// This file is the only one in TactileCore that uses the C library (its allocator and
/// `mmap`).
public enum PixelMemory {
  /// Not enough memory for one block.
  public struct Shortage: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the block is for ("a 32768×16384 pixel frame").
    public var what: String
    public var bytes: Int
    public init(what: String, bytes: Int) {
      self.what = what
      self.bytes = bytes
    }
    public var description: String {
      let gb = Double(bytes) / 1e9
      let size = gb >= 0.1 ? "\(Double(Int(gb * 10)) / 10) GB" : "\(bytes >> 20) MB"
      return "not enough memory for \(what) (\(size))"
    }
  }

  /// Blocks up to this size (16 MB) are not checked: a system without them fails elsewhere.
  public static let smallBlock = 16 << 20

  /// Checks that `count` elements of `T` can be allocated now: the block's address space is
  /// asked for and given back, then the caller allocates it. `what` names it in the shortage.
  ///
  /// The probe maps pages (`mmap`), as the C allocator does for blocks this large, rather
  /// than calling `malloc` and `free`: an optimizer may delete a `malloc` whose block is never
  /// used, and did, so that release builds aborted where debug builds refused.
  public static func check<T>(_ count: Int, of _: T.Type, for what: String) throws(Shortage) {
    let (bytes, overflow) = count.multipliedReportingOverflow(by: MemoryLayout<T>.stride)
    guard !overflow else { throw Shortage(what: what, bytes: .max) }
    guard bytes > smallBlock else { return }
    let block = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let block, block != UnsafeMutableRawPointer(bitPattern: -1) else {
      throw Shortage(what: what, bytes: bytes)
    }
    munmap(block, bytes)
  }

  /// An array of `count` copies of `value`, checked first.
  public static func array<T>(repeating value: T, count: Int, for what: String) throws(Shortage)
    -> [T]
  {
    try check(count, of: T.self, for: what)
    return [T](repeating: value, count: count)
  }

  /// `count` zeroed elements of `T` (made resident as they are used); release them with
  /// `release`.
  public static func allocate<T>(_ count: Int, of _: T.Type, for what: String) throws(Shortage)
    -> UnsafeMutablePointer<T>
  {
    let n = max(1, count)
    guard let raw = calloc(n, MemoryLayout<T>.stride) else {
      throw Shortage(what: what, bytes: n &* MemoryLayout<T>.stride)
    }
    return raw.bindMemory(to: T.self, capacity: n)
  }

  /// Gives back a block from `allocate`.
  public static func release<T>(_ pointer: UnsafeMutablePointer<T>) { free(pointer) }

  private static let reported = Mutex<Shortage?>(nil)

  /// Records a shortage met where it could not be thrown (the first one is kept until taken).
  public static func report(_ shortage: Shortage) {
    reported.withLock { first in
      if first == nil { first = shortage }
    }
  }

  /// The shortage reported since the last call, if any.
  public static func takeReport() -> Shortage? {
    reported.withLock { first in
      defer { first = nil }
      return first
    }
  }
}
