import Testing

@testable import TactileCore
@testable import TactileScenes

private func fractions(_ widths: [Float], _ p: Double) -> [Float] {
  var buffer = [Float](repeating: -1, count: widths.count)
  StrikeProgress.fill(&buffer, lineWidths: widths, progress: p)
  return buffer
}

private func close(_ a: [Float], _ b: [Float], tolerance: Float = 1e-5) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@Test(arguments: [
  (0.0, [Float(0), 0, 0]),
  (0.2, [Float(0.5), 0, 0]),
  (0.6, [Float(1), 0.5, 0]),
  (0.8, [Float(1), 1, 0]),
  (0.9, [Float(1), 1, 0.5]),
  (1.0, [Float(1), 1, 1]),
])
func penMovesAtConstantSpeedAcrossLines(p: Double, expected: [Float]) {
  #expect(close(fractions([100, 100, 50], p), expected))
}

@Test func lineBoundaryIsExact() {
  // Pen exactly at the end of line 0: line 0 full, line 1 not started.
  #expect(fractions([64, 64], 0.5) == [1, 0])
  #expect(fractions([64, 64], 0.75) == [1, 0.5])
}

@Test(arguments: [0.0, 0.1, 0.37, 0.5, 0.999, 1.0])
func oneLineFollowsProgressDirectly(p: Double) {
  #expect(close(fractions([420], p), [Float(p)]))
}

@Test func zeroWidthLinesFlipWhenThePenPassesThem() {
  #expect(fractions([100, 0, 100], 0.5) == [1, 0, 0])
  let after = fractions([100, 0, 100], 0.5001)
  #expect(after[0] == 1 && after[1] == 1 && after[2] > 0 && after[2] < 0.001)
  #expect(fractions([0, 100], 0) == [0, 0])
  #expect(close(fractions([0, 100], 0.01), [1, 0.01]))
  #expect(fractions([100, 0], 0.999)[1] == 0)
  #expect(fractions([100, 0], 1) == [1, 1])
}

@Test func noLengthAtAllIsAllOrNothing() {
  #expect(fractions([0, 0], 0) == [0, 0])
  #expect(fractions([0, 0], 0.01) == [1, 1])
  #expect(fractions([], 0.5) == [])
}

@Test func badInputsAreTamed() {
  // Negative and NaN widths count as zero-width lines, already passed by the pen here.
  #expect(close(fractions([-50, 100], 0.5), [1, 0.5]))
  #expect(close(fractions([.nan, 100], 0.5), [1, 0.5]))
  #expect(fractions([100, -50], 0.5)[1] == 0)
  #expect(fractions([100], .nan) == [0])
  #expect(fractions([100], -3) == [0])
  #expect(fractions([100], 7) == [1])
}

@Test func elementsPastTheLinesAreLeftAlone() {
  var buffer: [Float] = [-1, -1, -1, -1]
  StrikeProgress.fill(&buffer, lineWidths: [10, 10], progress: 1)
  #expect(buffer == [1, 1, -1, -1])
}

@Test func struckLengthIsProgressTimesTotalAndNeverShrinks() {
  var rng = SeededRandom(seed: 3)
  for _ in 0..<20 {
    let count = 1 + rng.int(below: 6)
    let widths = (0..<count).map { _ in rng.int(below: 4) == 0 ? 0 : rng.float(in: 1...600) }
    let total = StrikeProgress.totalLength(lineWidths: widths)
    var previous = [Float](repeating: 0, count: count)
    var buffer = [Float](repeating: 0, count: count)
    for step in 0...200 {
      let p = Double(step) / 200
      StrikeProgress.fill(&buffer, lineWidths: widths, progress: p)
      var struck: Float = 0
      for i in 0..<count {
        struck += buffer[i] * widths[i]
        #expect(buffer[i] >= previous[i])
      }
      #expect(abs(struck - Float(p) * total) <= 1e-3 * max(total, 1))
      // Lines fill in order: a line has started only if every earlier one is full.
      for i in 1..<count where buffer[i] > 0 && widths[i] > 0 {
        #expect(buffer[0..<i].allSatisfy { $0 == 1 })
      }
      swap(&previous, &buffer)
    }
  }
}

@Test(arguments: [(Float(0), 0.25), (Float(1000), 0.6), (Float(2000), 0.95), (Float(-5), 0.25)])
func durationGrowsWithLength(length: Float, seconds: Double) {
  #expect(abs(StrikeTiming.standard.duration(totalLength: length) - seconds) < 1e-12)
}
