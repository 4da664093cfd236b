import TactileCore
import Testing

@testable import TactileIO

private func hover(_ x: Float) -> InputEvent { .pointer(PointerEvent(.move, at: Vec2(x, 1))) }

@Test func aCaptureHoldsWhatCameBeforeItAndMarksWhereItBegan() throws {
  var log = InputLog(windowSize: Size(800, 600))
  log.record(hover(1), at: 0.25)
  #expect(!log.isCapturing)
  log.beginCapture(at: 0.5)
  log.record(.key(KeyEvent(.f2)), at: 0.5)
  log.record(.text("hi"), at: 0.75)
  #expect(log.capturedCount == 2)
  let text = log.endCapture(at: 1.25, header: ["made by a test"])
  #expect(!log.isCapturing)
  #expect(
    text == """
      # made by a test
      at 0 resize 800 600
      at 0.25 hover 1 1
      # F9: the capture begins (0.5 s after the start).
      at 0.5 keydown F2
      at 0.75 text "hi"
      at 1.25 end  # F9: the capture ends.

      """)
  let script = try ReplayScript(parsing: text)
  #expect(script.duration == 1.25)
  #expect(script.steps.count == 5)
}

@Test func pastTheLimitTheInputsBeforeTheCaptureGoFirst() {
  var log = InputLog(windowSize: Size(100, 100))
  for i in 0..<InputLog.limit { log.record(hover(Float(i)), at: 1) }
  log.beginCapture(at: 1)
  log.record(hover(-1), at: 2)
  #expect(log.capturedCount == 1)
  #expect(!log.isFull)
  let text = log.endCapture(at: 3, header: [])
  #expect(text.contains("a replay may start elsewhere"))
  #expect(text.contains("at 0 resize 100 100\n# F9: the capture begins"))
  #expect(text.contains("at 2 hover -1 1\n"))
  #expect(log.droppedEarlierInputs)
}

@Test func aCaptureOfTheLimitIsFull() {
  var log = InputLog(windowSize: Size(100, 100))
  log.beginCapture(at: 0)
  for i in 0..<InputLog.limit { log.record(hover(Float(i)), at: 1) }
  #expect(log.isFull)
  log.record(hover(0), at: 2)
  #expect(log.capturedCount == InputLog.limit)
}
