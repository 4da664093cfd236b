import Testing

@testable import TactileCore

@Test func trimmingRemovesWhiteSpaceAtBothEndsOnly() {
  #expect(" \t ink.density = 0.2\r\n".trimmingWhitespace() == "ink.density = 0.2")
  #expect("👍".trimmingWhitespace() == "👍")
  #expect(" \t\r\n ".trimmingWhitespace().isEmpty)
  #expect("".trimmingWhitespace().isEmpty)
  let line = "at 1 key  Right "[...]
  #expect(line.trimmingWhitespace() == "at 1 key  Right")
}
