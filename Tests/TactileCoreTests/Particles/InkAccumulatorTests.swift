import Testing

@testable import TactileCore

@Test func anAccumulatorStartsClearedAndFitsWhatItWasMadeFor() throws {
  let a = try InkAccumulator(bufferWidth: 10, bufferHeight: 6, margin: 3, planeCount: 2)
  #expect(a.width == 16 && a.height == 12)
  #expect(a.fits(bufferWidth: 10, bufferHeight: 6, margin: 3, planeCount: 2))
  #expect(!a.fits(bufferWidth: 10, bufferHeight: 6, margin: 3, planeCount: 1))
  #expect(!a.fits(bufferWidth: 11, bufferHeight: 6, margin: 3, planeCount: 2))
  for thread in 0..<2 {
    for row in 0..<a.height {
      #expect((0..<a.width).allSatisfy { a.row(row, of: thread)[$0] == 0 })
      #expect(a.takeSpan(row).isEmpty)
    }
  }
  a.checkCleared()
}

@Test func theSecondPlanesSpansJoinTheFirstsAndATakenSpanIsEmptied() throws {
  let a = try InkAccumulator(bufferWidth: 8, bufferHeight: 4, margin: 2, planeCount: 2)
  let first = a.plane(0)
  let second = a.plane(1)
  first.rowStart[3] = 4
  first.rowEnd[3] = 6
  second.rowStart[3] = 1
  second.rowEnd[3] = 5
  second.rowStart[5] = 2
  second.rowEnd[5] = 7
  a.mergeSpans(of: 2)
  #expect(second.rowStart[3] == Int32.max && second.rowEnd[3] == 0)
  #expect(a.takeSpan(3) == 1..<6)
  #expect(a.takeSpan(5) == 2..<7)
  #expect(a.takeSpan(3).isEmpty)
  a.checkCleared()
}

@Test func eachThreadHasAPlaneAndScratchOfItsOwn() throws {
  let a = try InkAccumulator(bufferWidth: 4, bufferHeight: 4, margin: 1, planeCount: 2)
  let first = a.plane(0)
  let second = a.plane(1)
  #expect(second.sums - first.sums == a.width * a.height)
  #expect(first.plan.count == InkAccumulator.planLength)
  #expect(second.plan.baseAddress! - first.plan.baseAddress! == InkAccumulator.planLength)
  #expect(a.row(1, of: 1) == second.sums + a.width)
}

@Test func roundingThroughTheBiasMatchesRoundingToNearestEven() {
  for v: Float in [0, 0.5, 1.5, 2.5, -0.5, -1.5, 254.6, 1000.49, -3.7, 4_194_303] {
    #expect(ParticleRasterizer.rounded(v) == Int32(v.rounded(.toNearestOrEven)), "\(v)")
  }
}
