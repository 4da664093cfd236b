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
///
/// The slots double when half full, and the old ones move to the new table a few at a time,
/// with each insert (`migratedPerInsert`), so that no insert rehashes the whole table: once the
/// table holds a long text's words, doing that at once took a scrolling frame about 1 ms.
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
  /// The slots before the last doubling while their entries move to `slots` (from
  /// `migrated` on); empty otherwise. Entries already moved stay here too until all have.
  private var oldSlots: [Slot] = []
  private var migrated = 0
  /// Old slots moved per insert: the doubled table takes as many inserts again as the old one
  /// held before it doubles next, four times what the move needs.
  static let migratedPerInsert = 8
  /// The keys' text bytes, back to back.
  private var arena: [UInt8] = []
  private(set) var count = 0

  /// Bytes the table holds: its slots and its keys (spare array capacity not counted). The
  /// old slots, while their entries move after a doubling, come on top (half the slots, for
  /// the next `count / migratedPerInsert` inserts or so).
  var bytes: Int { slots.count * MemoryLayout<Slot>.stride + arena.count }

  /// `bytes` once a key of `length` bytes is inserted (the slots double when half full).
  func bytes(afterInserting length: Int) -> Int {
    let slotCount = (count + 1) * 2 > slots.count ? slots.count * 2 : slots.count
    return slotCount * MemoryLayout<Slot>.stride + arena.count + length
  }

  /// Drops every entry, keeping the storage.
  mutating func removeAll() {
    for i in slots.indices { slots[i] = Slot() }
    oldSlots.removeAll(keepingCapacity: false)
    migrated = 0
    arena.removeAll(keepingCapacity: true)
    count = 0
  }

  /// The width stored for `text` in `font`, if any.
  func width(of text: UnsafeBufferPointer<UInt8>, font: FontSpec) -> Float? {
    let h = AdvanceCache.hash(text, font)
    return find(h, text, font, in: slots)
      ?? (oldSlots.isEmpty ? nil : find(h, text, font, in: oldSlots))
  }

  private func find(
    _ h: UInt64, _ text: UnsafeBufferPointer<UInt8>, _ font: FontSpec, in table: [Slot]
  ) -> Float? {
    let mask = table.count - 1
    var i = Int(truncatingIfNeeded: h) & mask
    return table.withUnsafeBufferPointer { slots in
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
    migrate(Self.migratedPerInsert)
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

  /// Doubles the slots; the old ones move over with the next inserts.
  private mutating func grow() {
    migrate(oldSlots.count)
    oldSlots = slots
    migrated = 0
    slots = [Slot](repeating: Slot(), count: oldSlots.count * 2)
  }

  /// Moves the next `n` old slots' entries to `slots`; drops the old slots once all moved.
  private mutating func migrate(_ n: Int) {
    guard !oldSlots.isEmpty else { return }
    let end = min(migrated + n, oldSlots.count)
    for i in migrated..<end where oldSlots[i].hash != 0 { place(oldSlots[i]) }
    migrated = end
    if migrated == oldSlots.count {
      oldSlots = []
      migrated = 0
    }
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
