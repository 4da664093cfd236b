import Testing

@testable import TactileScenes

/// 1…n milliseconds in a scrambled but fixed order (7 is coprime with 100 and 120).
private func scrambledMilliseconds(_ n: Int) -> [Double] {
  (0..<n).map { Double((($0 * 7) % n) + 1) / 1000 }
}

@Test func emptyStatisticsAreZero() {
  var s = FrameStatistics()
  #expect(s.count == 0)
  #expect(s.quantile(0.5) == 0 && s.quantile(0.99) == 0)
  #expect(s.framesPerSecond == 0)
}

@Test func quantilesOfAKnownSeries() {
  var s = FrameStatistics()
  for t in scrambledMilliseconds(100) { s.record(t) }
  #expect(s.count == 100)
  // Nearest rank on 0…99: index round(q · 99).
  #expect(s.quantile(0) == 0.001)
  #expect(s.quantile(0.5) == 0.051)  // round(49.5) = 50 → the 51st value.
  #expect(s.quantile(0.9) == 0.090)  // round(89.1) = 89.
  #expect(s.quantile(0.99) == 0.099)  // round(98.01) = 98.
  #expect(s.quantile(1) == 0.100)
  // Out-of-range q clamps to the ends.
  #expect(s.quantile(-1) == 0.001 && s.quantile(2) == 0.100)
}

@Test func quantileOfOneSampleIsThatSample() {
  var s = FrameStatistics()
  s.record(0.016)
  #expect(s.quantile(0) == 0.016 && s.quantile(0.5) == 0.016 && s.quantile(1) == 0.016)
}

@Test func onlyTheLastCapacityFramesCount() {
  var s = FrameStatistics()
  for i in 1...200 { s.record(Double(i) / 1000) }
  #expect(s.count == FrameStatistics.capacity)
  // Frames 81…200 remain.
  #expect(s.quantile(0) == 0.081)
  #expect(s.quantile(1) == 0.200)
  #expect(s.quantile(0.5) == Double(81 + 60) / 1000)  // round(0.5 · 119) = 60.
}

@Test func askingForQuantilesDoesNotDisturbTheSamples() {
  var s = FrameStatistics()
  for t in [0.030, 0.010, 0.020] { s.record(t) }
  #expect(s.quantile(0.5) == 0.020)
  s.record(0.005)
  s.record(0.001)
  #expect(s.quantile(0) == 0.001 && s.quantile(1) == 0.030)
  #expect(s.quantile(0.5) == 0.010)
}

@Test func framesPerSecondIsCountOverTotalTime() {
  var s = FrameStatistics()
  for _ in 0..<60 { s.record(1.0 / 60) }
  #expect(abs(s.framesPerSecond - 60) < 1e-9)
  var mixed = FrameStatistics()
  for t in [0.010, 0.030] { mixed.record(t) }
  #expect(abs(mixed.framesPerSecond - 50) < 1e-9)  // 2 frames in 0.04 s.
  var zero = FrameStatistics()
  zero.record(0)
  #expect(zero.framesPerSecond == 0)
}
