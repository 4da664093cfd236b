import Testing

@testable import TactileIO

@Test func progressLineShowsTheBarCountsRateAndTimeLeft() {
  let p = RenderProgress(total: 300)
  #expect(p.line(done: 0, elapsed: 0) == "[····················]    0/300 frames")
  #expect(
    p.line(done: 120, elapsed: 2.5)
      == "[########············]  120/300 frames  48.0 fps  ETA 0:04")
  #expect(
    p.line(done: 300, elapsed: 6) == "[####################]  300/300 frames  50.0 fps  ETA 0:00")
}

@Test func progressLineKeepsItsWidthAndClampsOddInput() {
  let p = RenderProgress(total: 1000)
  // At a steady 50 fps the line does not jump about as the count grows.
  let widths = [1, 10, 100, 999].map { p.line(done: $0, elapsed: Double($0) / 50).count }
  #expect(widths.allSatisfy { $0 == widths[0] })
  #expect(p.line(done: 2000, elapsed: 1).hasPrefix("[####################]  1000/1000"))
  #expect(RenderProgress(total: 0).total == 1)
}

@Test func progressClockRoundsUpAndShowsHours() {
  #expect(RenderProgress.clock(0) == "0:00")
  #expect(RenderProgress.clock(0.2) == "0:01")
  #expect(RenderProgress.clock(61) == "1:01")
  #expect(RenderProgress.clock(3600 + 62) == "1:01:02")
  #expect(RenderProgress.oneDecimal(47.96) == "48.0")
}
