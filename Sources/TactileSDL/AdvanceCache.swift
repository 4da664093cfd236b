import TactileCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Measured advance widths by (UTF-8 bytes, font): an open-addressing hash table over a byte
/// arena, for `SDLFontMetrics`.
///
/// Layout asks for one width per word, hundreds of thousands of times for a long text, nearly
/// always a hit. A `Dictionary` keyed by strings hashes with SipHash after NFC normalization and
/// compares through the string views, about 1 000 instructions per lookup; this table hashes
/// the bytes with FNV-1a and compares them with `memcmp`, about a tenth of that. Keys are
/// exact bytes: canonically equivalent spellings are different keys (measured once each).
struct AdvanceCache {
  private struct Slot {
    /// 0 marks an empty slot (real hashes are forced odd).
    var hash: UInt64 = 0
    var offset: Int32 = 0
    var length: Int32 = 0
    var width: Float = 0
    var font = FontSpec(.regular, size: 0)
  }

  private var slots = [Slot](repeating: Slot(), count: 1024)
  /// The keys' text bytes, back to back.
  private var arena: [UInt8] = []
  private(set) var count = 0

  /// Bytes the table holds: its slots and its keys (spare array capacity not counted).
  var bytes: Int { slots.count * MemoryLayout<Slot>.stride + arena.count }

  /// `bytes` once a key of `length` bytes is inserted (the slots double when half full).
  func bytes(afterInserting length: Int) -> Int {
    let slotCount = (count + 1) * 2 > slots.count ? slots.count * 2 : slots.count
    return slotCount * MemoryLayout<Slot>.stride + arena.count + length
  }

  /// Drops every entry, keeping the storage.
  mutating func removeAll() {
    for i in slots.indices { slots[i] = Slot() }
    arena.removeAll(keepingCapacity: true)
    count = 0
  }

  /// The width stored for `text` in `font`, if any.
  func width(of text: UnsafeBufferPointer<UInt8>, font: FontSpec) -> Float? {
    let h = AdvanceCache.hash(text, font)
    let mask = slots.count - 1
    var i = Int(truncatingIfNeeded: h) & mask
    return slots.withUnsafeBufferPointer { slots in
      arena.withUnsafeBufferPointer { arena in
        while slots[i].hash != 0 {
          let s = slots[i]
          if s.hash == h, matches(s, text, font, arena) { return s.width }
          i = (i + 1) & mask
        }
        return nil
      }
    }
  }

  /// Stores `width` for `text` in `font` (which must not be stored yet).
  mutating func insert(_ text: UnsafeBufferPointer<UInt8>, font: FontSpec, width: Float) {
    if (count + 1) * 2 > slots.count { grow() }
    let h = AdvanceCache.hash(text, font)
    let offset = Int32(arena.count)
    arena.append(contentsOf: text)
    place(Slot(hash: h, offset: offset, length: Int32(text.count), width: width, font: font))
    count += 1
  }

  private mutating func place(_ slot: Slot) {
    let mask = slots.count - 1
    var i = Int(truncatingIfNeeded: slot.hash) & mask
    while slots[i].hash != 0 { i = (i + 1) & mask }
    slots[i] = slot
  }

  private mutating func grow() {
    let old = slots
    slots = [Slot](repeating: Slot(), count: old.count * 2)
    for s in old where s.hash != 0 { place(s) }
  }

  private func matches(
    _ s: Slot, _ text: UnsafeBufferPointer<UInt8>, _ font: FontSpec,
    _ arena: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard Int(s.length) == text.count, s.font == font else { return false }
    guard let a = text.baseAddress, text.count > 0 else { return true }
    return memcmp(arena.baseAddress! + Int(s.offset), a, text.count) == 0
  }

  /// FNV-1a over the font and the bytes, made odd so that it is never 0.
  private static func hash(_ text: UnsafeBufferPointer<UInt8>, _ font: FontSpec) -> UInt64 {
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
