import Testing

@testable import TactileCore

@Test func resizeClearsAndReusesASimilarAllocation() {
  let b = PixelBuffer(width: 10, height: 10)
  b.pixels[55] = 0xFFFF_FFFF
  let generation = b.generation
  b.resize(width: 8, height: 10)
  #expect(b.pixels.count == 100)  // 80 needed: the allocation is kept
  #expect(b.pixels[0..<80].allSatisfy { $0 == 0 })
  #expect(b.generation != generation)
}

@Test func resizeFromAHugeBufferGivesTheMemoryBack() {
  let b = PixelBuffer(width: 4000, height: 3000)
  b.resize(width: 100, height: 50)
  #expect(b.pixels.count == 5000)
  b.resize(width: 120, height: 60)
  #expect(b.pixels.count == 7200)
  b.resize(width: 0, height: 0)
  #expect(b.pixels.isEmpty && b.width == 0)
}
