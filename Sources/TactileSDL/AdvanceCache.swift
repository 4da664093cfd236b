import TactileCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Measured advance widths by (UTF-8 bytes, font): an open-addressing hash table over its keys'
/// bytes, for `SDLFontMetrics`.
///
/// Layout asks for one width per word, hundreds of thousands of times for a long text, nearly
/// always a hit. A `Dictionary` keyed by strings hashes with SipHash after NFC normalization and
/// compares through the string views, about 1 000 instructions per lookup; this table hashes
/// the bytes with FNV-1a and compares them with `memcmp`, about a tenth of that. Keys are
/// exact bytes: canonically equivalent spellings are different keys (measured once each).
///
/// Its size is fixed when it is made (`init(bytes:)`): half its bytes for the slots, half for
/// the keys, and it is full (`isFull(afterInserting:)`) when half its slots are used or its key
/// bytes are. `SDLFontMetrics` then starts a new generation. Nothing grows while a page scrolls:
/// doubling the slots meant writing a new table (0.5 ms for 2 MB) and, done a few slots at a
/// time, faulting its pages in a few inserts (1 ms); growing the keys meant copying them.
/// The slots are zeroed memory that the system makes resident as they are first used (an
/// empty slot is all zeros): a table made for a long text costs a small one nothing until it
/// is used.
///
/// Not copyable: it owns its memory, released when it goes.
struct AdvanceCache: ~Copyable {
  private struct Slot {
    /// 0 marks an empty slot (real hashes are forced odd); the other fields of an empty slot
    /// are never read.
    var hash: UInt64
    var offset: Int32
    var length: Int32
    var width: Float
    var font: FontSpec
  }

  /// The slots, a power of two of them.
  private let slots: UnsafeMutableBufferPointer<Slot>
  /// The keys' text bytes, back to back: `keyCount` of `keys.count` used. A key larger than
  /// the whole of `keys` makes it grow (`realloc`: a large block's pages are remapped, not
  /// copied).
  private var keys: UnsafeMutableBufferPointer<UInt8>
  private var keyCount = 0
  private let keyBudget: Int
  private(set) var count = 0

  /// The least slots a table has.
  static let minimumSlots = 64

  /// An empty table of about `bytes` bytes (at least `minimumSlots` slots and as many key
  /// bytes).
  init(bytes: Int) {
    var n = Self.minimumSlots
    while n * 2 * MemoryLayout<Slot>.stride <= bytes / 2 { n *= 2 }
    guard let raw = calloc(n, MemoryLayout<Slot>.stride) else {
      fatalError("no memory for \(n) measured widths")
    }
    slots = UnsafeMutableBufferPointer(start: raw.bindMemory(to: Slot.self, capacity: n), count: n)
    keyBudget = max(bytes - n * MemoryLayout<Slot>.stride, n)
    keys = Self.reallocated(UnsafeMutableBufferPointer(start: nil, count: 0), to: keyBudget)
  }

  deinit {
    free(slots.baseAddress)
    free(keys.baseAddress)
  }

  private static func reallocated(
    _ block: UnsafeMutableBufferPointer<UInt8>, to n: Int
  ) -> UnsafeMutableBufferPointer<UInt8> {
    guard let raw = realloc(block.baseAddress, n) else {
      fatalError("no memory for \(n) bytes of measured texts")
    }
    return UnsafeMutableBufferPointer(start: raw.bindMemory(to: UInt8.self, capacity: n), count: n)
  }

  /// The most entries the table holds (half its slots).
  var capacity: Int { slots.count / 2 }

  /// Bytes the table holds at most: its slots and the key bytes used.
  var bytes: Int { slots.count * MemoryLayout<Slot>.stride + keyCount }

  /// Whether a key of `length` bytes would overfill the table (an empty table takes any).
  func isFull(afterInserting length: Int) -> Bool {
    count > 0 && (count + 1 > capacity || keyCount + length > keyBudget)
  }

  /// Drops every entry, keeping the memory.
  mutating func removeAll() {
    if count > 0 {
      memset(slots.baseAddress!, 0, slots.count * MemoryLayout<Slot>.stride)
    }
    keyCount = 0
    count = 0
  }

  /// The width stored for `text` in `font`, if any; `h` is their `hash(_:_:)`, which the
  /// caller computes once for the tables it looks in.
  func width(of text: UnsafeBufferPointer<UInt8>, font: FontSpec, hash h: UInt64) -> Float? {
    let mask = slots.count - 1
    var i = Int(truncatingIfNeeded: h) & mask
    while slots[i].hash != 0 {
      let s = slots[i]
      if s.hash == h, matches(s, text, font) { return s.width }
      i = (i + 1) & mask
    }
    return nil
  }

  /// Stores `width` for `text` in `font`, whose `hash(_:_:)` is `h` (which must not be stored
  /// yet, in a table that `isFull(afterInserting:)` says is not full).
  mutating func insert(
    _ text: UnsafeBufferPointer<UInt8>, font: FontSpec, width: Float, hash h: UInt64
  ) {
    precondition(!isFull(afterInserting: text.count), "a full table of measured widths")
    if keyCount + text.count > keys.count {
      keys = Self.reallocated(keys, to: keyCount + text.count)
    }
    if let bytes = text.baseAddress, !text.isEmpty {
      (keys.baseAddress! + keyCount).update(from: bytes, count: text.count)
    }
    let mask = slots.count - 1
    var i = Int(truncatingIfNeeded: h) & mask
    while slots[i].hash != 0 { i = (i + 1) & mask }
    slots[i] = Slot(
      hash: h, offset: Int32(keyCount), length: Int32(text.count), width: width, font: font)
    keyCount += text.count
    count += 1
  }

  private func matches(_ s: Slot, _ text: UnsafeBufferPointer<UInt8>, _ font: FontSpec) -> Bool {
    guard Int(s.length) == text.count, s.font == font else { return false }
    guard let a = text.baseAddress, text.count > 0 else { return true }
    return memcmp(keys.baseAddress! + Int(s.offset), a, text.count) == 0
  }

  /// The hash of `text` in `font` that the table files it under: FNV-1a over the font and the
  /// bytes, made odd so that it is never 0.
  static func hash(_ text: UnsafeBufferPointer<UInt8>, _ font: FontSpec) -> UInt64 {
    let prime: UInt64 = 0x100_0000_01b3
    let face = UInt64(font.face.rawValue) + 1
    let shaping =
      UInt64(font.shaping.script.rawValue) << 1 | (font.shaping.isRightToLeft ? 1 : 0)
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    h = (h ^ face) &* prime
    h = (h ^ shaping) &* prime
    h = (h ^ UInt64(font.size.bitPattern)) &* prime
    for b in text { h = (h ^ UInt64(b)) &* prime }
    return h | 1
  }
}
