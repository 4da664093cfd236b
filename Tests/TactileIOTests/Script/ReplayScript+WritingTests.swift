import TactileCore
import Testing

@testable import TactileIO

/// Every kind of input F9 can meet, with awkward values.
private let inputs: [InputEvent] = [
  .pointer(PointerEvent(.move, at: Vec2(100, 200))),
  .pointer(PointerEvent(.move, at: Vec2(100.25, -3.7), isPrimaryDown: true)),
  .pointer(PointerEvent(.down, at: Vec2(0.1, 1e-3))),
  .pointer(PointerEvent(.up, at: Vec2(12_345.678, 9))),
  .pointer(PointerEvent(.down, at: Vec2(5, 6), button: .secondary)),
  .pointer(PointerEvent(.up, at: Vec2(5, 6), button: .middle, clickCount: 3)),
  .pointer(PointerEvent(.down, at: Vec2(5, 6), clickCount: 2)),
  .wheel(Vec2(0, -3)),
  .wheel(Vec2(0.5, 1.125)),
  .pointer(.touch(.down, finger: 0, at: Vec2(400, 300))),
  .pointer(.touch(.move, finger: -7, at: Vec2(380.5, 301.25))),
  .pointer(.touch(.up, finger: Int64.max, at: Vec2(-2, 1e5))),
  .key(KeyEvent(.character("z"), modifiers: [.control, .shift])),
  .key(KeyEvent(.character("z"), isDown: false)),
  .key(KeyEvent(.backspace, isRepeat: true)),
  .key(KeyEvent(.character("#"), modifiers: [.alt, .command])),
  .key(KeyEvent(.character("+"))),
  .key(KeyEvent(.character("\""))),
  .key(KeyEvent(.character("."), isDown: false)),
  .key(KeyEvent(.f9)),
  .text("hello, world"),
  .text("quote \" backslash \\ # hash\nnew line\ttab\r"),
  .text("مرحبا 👋🏽 你好"),
  .text(""),
  .composition("にほ"),
  .composition(""),
  .resize(Size(1280, 800)),
  .pointerExited,
  .focusLost,
]

@Test(arguments: inputs)
func everyInputReadsBackAsItself(_ input: InputEvent) throws {
  let line = ReplayScript.line(at: 1.5, input)
  let steps = try ReplayScript(parsing: line).steps
  #expect(steps.count == 1, "\(line)")
  #expect(steps.first?.time == 1.5)
  switch (input, steps.first?.action) {
  case (.resize(let s), .resize(let back)?): #expect(back == s)
  case (_, .input(let back)?): #expect(back == input, "\(line)")
  default: Issue.record("\(line) read back as \(String(describing: steps.first?.action))")
  }
}

@Test func everyKeyNameReadsBackAsItsKey() {
  let keys: [Key] =
    [
      .left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .enter, .escape, .tab, .space,
      .backspace, .delete, .f1, .f2, .f3, .f9, .f10, .f12,
    ] + "abz019.+#\"-/=;,".map { Key.character($0) }
  for k in keys { #expect(Key(name: k.name) == k, "\(k.name)") }
}

@Test(arguments: [
  (0.0, "0"), (1.5, "1.5"), (61.0 / 120, "0.5083"), (3600, "3600"), (0.00004, "0"),
  (2.00005, "2.0001"), (12.3, "12.3"),
])
func timesAreWrittenToATenThousandth(time: Double, written: String) {
  #expect(ReplayScript.seconds(time) == written)
}

/// A time written for a whole number of fixed steps comes back as that step.
@Test func aWholeStepReadsBackAsThatStep() throws {
  let step = 1.0 / 120
  for n in [0, 1, 61, 119, 1_000, 432_000] {
    let line = ReplayScript.line(at: Double(n) * step, .focusLost)
    let time = try #require(try ReplayScript(parsing: line).steps.first?.time)
    #expect(Int((time / step).rounded()) == n, "\(line)")
  }
}
