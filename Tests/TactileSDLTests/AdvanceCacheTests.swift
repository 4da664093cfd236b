import TactileCore
import Testing

@testable import TactileSDL

private func width(_ cache: AdvanceCache, _ text: String, _ font: FontSpec) -> Float? {
  Array(text.utf8).withUnsafeBufferPointer { cache.width(of: $0, font: font) }
}

private func insert(_ cache: inout AdvanceCache, _ text: String, _ font: FontSpec, _ w: Float) {
  Array(text.utf8).withUnsafeBufferPointer { cache.insert($0, font: font, width: w) }
}

@Test func theAdvanceCacheKeysOnExactBytesAndFont() {
  var cache = AdvanceCache()
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

@Test func theAdvanceCacheGrowsAndEmpties() {
  var cache = AdvanceCache()
  let font = FontSpec.regular(17)
  for i in 0..<5000 { insert(&cache, "w\(i)", font, Float(i)) }
  #expect(cache.count == 5000)
  #expect((0..<5000).allSatisfy { width(cache, "w\($0)", font) == Float($0) })
  cache.removeAll()
  #expect(cache.count == 0 && width(cache, "w1", font) == nil)
  insert(&cache, "w1", font, 7)
  #expect(width(cache, "w1", font) == 7)
}

/// The slots double a few entries at a time: every width stays findable while the old slots
/// move, after a doubling, after the next, and after emptying in between.
@Test func theAdvanceCacheMovesItsEntriesToTheDoubledSlotsAFewAtATime() {
  var cache = AdvanceCache()
  let font = FontSpec.regular(17)
  var grown = 0
  var peak = 0
  for i in 0..<20_000 {
    let before = cache.bytes
    let expected = cache.bytes(afterInserting: "w\(i)".utf8.count)
    insert(&cache, "w\(i)", font, Float(i))
    #expect(cache.bytes == expected, "after inserting entry \(i)")
    if cache.bytes > before + 4096 { grown += 1 }
    peak = max(peak, cache.bytes)
    // Just after a doubling, the entries still to move are findable.
    if i % 997 == 0 || cache.bytes > before + 4096 {
      #expect((0...i).allSatisfy { width(cache, "w\($0)", font) == Float($0) })
    }
  }
  #expect(grown >= 4)
  #expect(cache.count == 20_000)
  cache.removeAll()
  #expect(cache.count == 0 && width(cache, "w5", font) == nil)
  for i in 0..<3000 { insert(&cache, "v\(i)", font, Float(i)) }
  #expect((0..<3000).allSatisfy { width(cache, "v\($0)", font) == Float($0) })
}
