import TactileCore
import Testing

@testable import TactileSDL

private func width(_ cache: borrowing AdvanceCache, _ text: String, _ font: FontSpec) -> Float? {
  Array(text.utf8).withUnsafeBufferPointer {
    cache.width(of: $0, font: font, hash: AdvanceCache.hash($0, font))
  }
}

private func insert(_ cache: inout AdvanceCache, _ text: String, _ font: FontSpec, _ w: Float) {
  Array(text.utf8).withUnsafeBufferPointer {
    cache.insert($0, font: font, width: w, hash: AdvanceCache.hash($0, font))
  }
}

@Test func theAdvanceCacheKeysOnExactBytesAndFont() {
  var cache = AdvanceCache(bytes: 1 << 16)
  let regular = FontSpec.regular(17)
  insert(&cache, "word", regular, 31)
  insert(&cache, "word", .semibold(17), 33)
  insert(&cache, "word", .regular(18), 32)
  insert(&cache, "", regular, 0)
  #expect(width(cache, "word", regular) == 31)
  #expect(width(cache, "word", .semibold(17)) == 33)
  #expect(width(cache, "word", .regular(18)) == 32)
  #expect(width(cache, "", regular) == 0)
  #expect(width(cache, "wordy", regular) == nil)
  #expect(width(cache, "wor", regular) == nil)
  // Canonically equivalent, different bytes: a different key.
  insert(&cache, "\u{e9}", regular, 9)
  #expect(width(cache, "e\u{301}", regular) == nil)
}

@Test func theAdvanceCacheHoldsEntriesUntilFullAndEmpties() {
  var cache = AdvanceCache(bytes: 1 << 20)
  let font = FontSpec.regular(17)
  for i in 0..<3000 { insert(&cache, "w\(i)", font, Float(i)) }
  #expect(cache.count == 3000)
  #expect((0..<3000).allSatisfy { width(cache, "w\($0)", font) == Float($0) })
  cache.removeAll()
  #expect(cache.count == 0 && width(cache, "w1", font) == nil)
  insert(&cache, "w1", font, 7)
  #expect(width(cache, "w1", font) == 7)
}

/// A table's size is fixed when it is made: it is full when half its slots or all its key
/// bytes are used, never holds more bytes than it was given, and, empty, takes a key larger
/// than all its key bytes.
@Test func theAdvanceCacheIsFullAtItsSizeAndNeverGrows() {
  let font = FontSpec.regular(17)
  let size = 256 << 10
  var byCount = AdvanceCache(bytes: size)
  var entries = 0
  while !byCount.isFull(afterInserting: "\(entries)".utf8.count) {
    insert(&byCount, "\(entries)", font, Float(entries))
    entries += 1
    #expect(byCount.bytes <= size)
  }
  #expect(entries > 500 && byCount.count == entries)
  #expect((0..<entries).allSatisfy { width(byCount, "\($0)", font) == Float($0) })

  var byKeys = AdvanceCache(bytes: size)
  let long = String(repeating: "k", count: 1000)
  var keys = 0
  while !byKeys.isFull(afterInserting: long.utf8.count + 8) {
    insert(&byKeys, long + "\(keys)", font, Float(keys))
    keys += 1
  }
  #expect(keys > 10 && byKeys.count < entries && byKeys.bytes <= size)

  byKeys.removeAll()
  let huge = String(repeating: "h", count: size * 2)
  let emptyIsFull = byKeys.isFull(afterInserting: huge.utf8.count)
  insert(&byKeys, huge, font, 3)
  let fullAfter = byKeys.isFull(afterInserting: 1)
  #expect(!emptyIsFull && fullAfter)
  #expect(width(byKeys, huge, font) == 3)
}
