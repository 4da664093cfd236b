import Foundation
import TactileCore
import Testing

@testable import TactileIO

private func parse(_ text: String) throws -> ReplayScript { try ReplayScript(parsing: text) }

private func actions(_ text: String) throws -> [ReplayScript.Action] {
  try parse(text).steps.map(\.action)
}

private func pointer(
  _ phase: PointerEvent.Phase, _ x: Float, _ y: Float, clicks: Int = 1, held: Bool = false
) -> ReplayScript.Action {
  .input(.pointer(PointerEvent(phase, at: Vec2(x, y), clickCount: clicks, isPrimaryDown: held)))
}

private func key(_ k: Key, _ mods: Modifiers = [], down: Bool) -> ReplayScript.Action {
  .input(.key(KeyEvent(k, modifiers: mods, isDown: down)))
}

@Test func pointerVerbs() throws {
  #expect(try actions("at 0.5 down 400 300") == [pointer(.down, 400, 300)])
  #expect(try actions("at 0.6 move 420.5 -3") == [pointer(.move, 420.5, -3, held: true)])
  #expect(try actions("at 0.9 up 420 300") == [pointer(.up, 420, 300)])
  #expect(try actions("at 1 click 10 20") == [pointer(.down, 10, 20), pointer(.up, 10, 20)])
  #expect(
    try actions("at 1.1 doubleclick 10 20") == [
      pointer(.down, 10, 20), pointer(.up, 10, 20),
      pointer(.down, 10, 20, clicks: 2), pointer(.up, 10, 20, clicks: 2),
    ])
}

@Test func wheelTakesOneOrTwoNumbers() throws {
  #expect(try actions("at 1.2 wheel -3") == [.input(.wheel(Vec2(0, -3)))])
  #expect(try actions("at 1.2 wheel 2 5") == [.input(.wheel(Vec2(2, 5)))])
}

@Test func touchLinesAreAFingersPressMovesAndRelease() throws {
  func finger(_ phase: PointerEvent.Phase, _ id: Int64, _ x: Float, _ y: Float)
    -> ReplayScript.Action
  {
    .input(.pointer(.touch(phase, finger: id, at: Vec2(x, y))))
  }
  #expect(try actions("at 0.5 touch down 1 400 300") == [finger(.down, 1, 400, 300)])
  #expect(try actions("at 0.6 touch move 1 420.5 -3") == [finger(.move, 1, 420.5, -3)])
  #expect(try actions("at 0.9 TOUCH Up 12 420 300") == [finger(.up, 12, 420, 300)])
  #expect(
    try actions("at 1 touch down 2 1e19 5") == [
      finger(.down, 2, ReplayScript.coordinateLimit, 5)
    ])
}

/// A trackpad's scroll, in the points its fingers moved: the wheel's notches of them.
@Test func scrollLinesArePreciseScrollsInPoints() throws {
  #expect(try actions("at 1.3 scroll 12.5 0") == [.input(.wheel(Vec2(1.25, 0)))])
  #expect(try actions("at 1.3 scroll 0 -3") == [.input(.wheel(Vec2(0, -0.3)))])
  let limit = ReplayScript.wheelLimit
  #expect(try actions("at 1.3 scroll -1e30 1e9") == [.input(.wheel(Vec2(-limit, limit)))])
}

@Test func hugeCoordinatesAndWheelStepsAreClampedFarOutsideTheWindow() throws {
  let limit = ReplayScript.coordinateLimit
  #expect(
    try actions("at 0 move 1e19 -3e38") == [pointer(.move, limit, -limit, held: true)])
  #expect(try actions("at 0 down 5 1e7") == [pointer(.down, 5, limit)])
  #expect(
    try actions("at 0 wheel -1e30 1e20") == [
      .input(.wheel(Vec2(-ReplayScript.wheelLimit, ReplayScript.wheelLimit)))
    ])
  #expect(try parse("at 3600 key Tab").duration == 3600)
}

@Test func keyVerbPressesAndReleasesWithModifiers() throws {
  #expect(try actions("at 1.5 key Right") == [key(.right, down: true), key(.right, down: false)])
  #expect(
    try actions("at 1.5 key shift+Tab") == [
      key(.tab, .shift, down: true), key(.tab, .shift, down: false),
    ])
  let all: Modifiers = [.shift, .control, .alt]
  #expect(
    try actions("at 1.5 key Ctrl+ALT+shift+A") == [
      key(.character("a"), all, down: true), key(.character("a"), all, down: false),
    ])
  #expect(try actions("at 0 key control+F12").first == key(.f12, .control, down: true))
  #expect(try actions("at 0 key Return").first == key(.enter, down: true))
  #expect(try actions("at 0 key 3").first == key(.character("3"), down: true))
}

@Test func textResizeAndScreenshotVerbs() throws {
  #expect(try actions("at 1.6 text \"hello\"") == [.input(.text("hello"))])
  #expect(try actions("at 2 resize 800 600") == [.resize(Size(800, 600))])
  #expect(try actions("at 2 resize 800.4 599.6") == [.resize(Size(800, 600))])
  #expect(try actions("at 2.5 screenshot out/shot.png") == [.screenshot("out/shot.png")])
  #expect(try actions("at 2.5 screenshot \"with space.png\"") == [.screenshot("with space.png")])
}

@Test func verbsAreCaseInsensitive() throws {
  #expect(try actions("at 0 CLICK 1 2") == [pointer(.down, 1, 2), pointer(.up, 1, 2)])
}

@Test(arguments: [
  ("at 0 text \"hello world\"", "hello world"),
  ("at 0 text \"say \\\"hi\\\"\"", "say \"hi\""),
  ("at 0 text \"back\\\\slash\"", "back\\slash"),
  ("at 0 text \"\"", ""),
  ("at 0 text \"a # not a comment\"", "a # not a comment"),
  ("at 0 text \"  spaced  \"", "  spaced  "),
  ("at 0 text \"Привет, 世界 🔥\"", "Привет, 世界 🔥"),
  ("at 0 text plain", "plain"),
])
func textQuoting(line: String, text: String) throws {
  #expect(try actions(line) == [.input(.text(text))])
}

@Test func commentsBlankLinesAndLineNumbers() throws {
  let script = try parse(
    """
    # A script.

    at 0.5 click 1 2   # trailing comment
       \t
    at 0.5 key Left
    # at 9 key Right (commented out)
    at 1.25 resize 640 480\r
    """)
  #expect(script.steps.map(\.line) == [3, 3, 5, 5, 7])
  #expect(script.steps.map(\.time) == [0.5, 0.5, 0.5, 0.5, 1.25])
  #expect(script.steps.last?.action == .resize(Size(640, 480)))
  #expect(script.duration == 1.25)
}

@Test func emptyScriptHasNoSteps() throws {
  let script = try parse("\n# nothing\n\n")
  #expect(script.steps.isEmpty)
  #expect(script.duration == 0)
}

@Test func equalTimesAreAllowed() throws {
  #expect(try parse("at 1 key Left\nat 1 key Right").steps.count == 4)
}

/// Three good lines come first, so a bad line is line 4.
private let prelude = "# header\n\nat 0.1 key Left\n"

@Test(arguments: [
  ("at 0.5 down 5", "`down` takes 2 numbers"),
  ("at 0.5 click 1 2 3", "`click` takes 2 numbers"),
  ("at 0.5 hover 1 2 right", "`hover` takes 2 numbers"),
  ("at 0.5 down 1 2 sideways", "unknown word \"sideways\" (right, middle or clicks=N)"),
  ("at 0.5 up 1 2 clicks=0", "\"clicks=0\" is not a click count (clicks=1 to clicks=9)"),
  ("at 0.5 keydown a twice", "`keydown` takes one key name and maybe `repeat`"),
  ("at 0.5 keyup a repeat", "`keyup` takes one key name"),
  ("at 0.5 compose", "`compose` takes one quoted string"),
  ("at 0.5 leave now", "`leave` takes nothing"),
  ("at 0.5 end 3", "`end` takes nothing"),
  ("at 0.5 wheel", "`wheel` takes 1 or 2 numbers"),
  ("at 0.5 wheel 1 2 3", "`wheel` takes 1 or 2 numbers"),
  ("at 0.5 text \"open", "unterminated quote"),
  ("at 0.5 scroll 3", "`scroll` takes 2 numbers (points)"),
  ("at 0.5 scroll left 3", "\"left\" is not a number"),
  ("at 0.5 touch down 1 400", "`touch` takes down, move or up, a finger id and 2 numbers"),
  ("at 0.5 touch 1 400 300", "`touch` takes down, move or up, a finger id and 2 numbers"),
  ("at 0.5 touch press 1 400 300", "unknown touch \"press\" (down, move or up)"),
  ("at 0.5 touch down one 400 300", "\"one\" is not a finger id (a whole number)"),
  ("at 0.5 touch down 1.5 400 300", "\"1.5\" is not a finger id (a whole number)"),
  ("at 0.5 touch up 1 400 nan", "\"nan\" is not a number"),
  ("at 0.5 resize 800", "`resize` takes 2 numbers"),
  ("at 0.5 move 5 x", "\"x\" is not a number"),
  ("at 0.5 move nan 5", "\"nan\" is not a number"),
  ("at 0.5 wheel up", "\"up\" is not a number"),
  ("at soon click 1 2", "\"soon\" is not a time in seconds"),
  ("at -1 click 1 2", "\"-1\" is not a time in seconds"),
  ("at inf click 1 2", "\"inf\" is not a time in seconds"),
  ("at 0.05 click 1 2", "time 0.05 is earlier than the line before"),
  ("at 3600.5 click 1 2", "time 3600.5 is past the longest script (3600 seconds)"),
  ("at 1e15 key Tab", "time 1e15 is past the longest script (3600 seconds)"),
  ("at 2e17 key Tab", "time 2e17 is past the longest script (3600 seconds)"),
  ("at 0.5 jump 1 2", "unknown action \"jump\""),
  ("at 0.5 key Hyper", "unknown key \"Hyper\""),
  ("at 0.5 key shift+", "unknown key \"shift+\""),
  ("at 0.5 key hyper+a", "unknown modifier \"hyper\""),
  ("at 0.5 key", "`key` takes one key name"),
  ("at 0.5 key Left Right", "`key` takes one key name"),
  ("at 0.5 text two words", "`text` takes one quoted string"),
  ("at 0.5 screenshot", "`screenshot` takes one path"),
  ("at 0.5 record", "`record` takes start or stop"),
  ("at 0.5 record pause", "`record` takes start or stop"),
  ("at 0.5 record stop", "`record stop` without `record start`"),
  ("at 0.5 resize 0 600", "size must be between 1 and 16384"),
  ("at 0.5 resize 800 20000", "size must be between 1 and 16384"),
  ("click 1 2", "expected `at SECONDS ACTION …`, got \"click 1 2\""),
  ("at 0.5", "expected `at SECONDS ACTION …`, got \"at 0.5\""),
  ("  when 1 click 1 2  ", "expected `at SECONDS ACTION …`, got \"when 1 click 1 2\""),
])
func malformedLinesNameTheLineAndTheProblem(line: String, message: String) {
  #expect(throws: ReplayScript.ParseError(line: 4, message: message)) {
    try parse(prelude + line + "\nat 9 key Right\n")
  }
}

@Test func parseErrorDescriptionNamesTheLine() {
  let e = ReplayScript.ParseError(line: 7, message: "unknown action \"jump\"")
  #expect(e.description == "script line 7: unknown action \"jump\"")
}

@Test func firstBadLineWins() {
  #expect(throws: ReplayScript.ParseError(line: 2, message: "unknown action \"a\"")) {
    try parse("at 0 key Left\nat 1 a\nat 0 b")
  }
}

@Test func windowsLineEndingsAreLineEndings() throws {
  let script = try parse("# made on Windows\r\nat 0.1 key Tab\r\n\r\nat 0.2 text \"a b\"\r\n")
  #expect(script.steps.map(\.line) == [2, 2, 4])
  #expect(script.steps.last?.action == .input(.text("a b")))
  #expect(throws: ReplayScript.ParseError(line: 3, message: "unknown action \"jump\"")) {
    try parse("at 0 key Tab\r\n\r\nat 1 jump\r\n")
  }
}

@Test func recordStartsAndStopsAlternate() throws {
  let script = try parse(
    "at 0.2 click 1 1\nat 0.5 record start\nat 1 record stop\nat 2 record START\n")
  #expect(script.steps.map(\.action).suffix(3) == [.record(true), .record(false), .record(true)])
  #expect(script.firstRecordLine == 2)
  #expect(try parse("at 1 click 1 1").firstRecordLine == nil)
  #expect(throws: ReplayScript.ParseError(line: 2, message: "recording already started")) {
    try parse("at 0 record start\nat 1 record start")
  }
}

@Test func theReadmeAnimationScriptsParseAndRecord() throws {
  let dir = URL(fileURLWithPath: #filePath)  // Tests/TactileIOTests/Script/…
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scripts/media")
  let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    .filter { $0.hasSuffix(".script") }.sorted()
  #expect(names == ["reactions.script", "spoilers.script", "swipe.script", "todo.script"])
  for name in names {
    let script = try parse(String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8))
    #expect(script.steps.first?.action == .record(true), "\(name) starts recording at once")
    #expect(script.steps.last?.action == .record(false), "\(name) ends with record stop")
  }
  // The stills end with the screenshot they are made for: docs/NAME.png, or for rtl-NAME
  // the right-to-left one, docs/rtl/NAME.png.
  let stills = dir.appendingPathComponent("stills")
  let stillNames = try FileManager.default.contentsOfDirectory(atPath: stills.path)
    .filter { $0.hasSuffix(".script") }.sorted()
  #expect(
    stillNames == ["compare.script", "inspector.script", "rtl-reactions.script", "studio.script"])
  for name in stillNames {
    let script = try parse(
      String(contentsOf: stills.appendingPathComponent(name), encoding: .utf8))
    let stem = name.dropLast(7)
    let still = stem.hasPrefix("rtl-") ? "docs/rtl/\(stem.dropFirst(4)).png" : "docs/\(stem).png"
    #expect(script.steps.last?.action == .screenshot(still), "\(name)")
  }
}

/// Every file of `Fuzz/script-corpus` (the script fuzzer's seeds and the crashes it found)
/// holds the fuzzer's invariants.
@Test func scriptFuzzCorpusHoldsEveryInvariant() throws {
  let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Fuzz/script-corpus").standardizedFileURL
  let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
  #expect(names.count >= 9)
  for name in names {
    let bytes = try [UInt8](Data(contentsOf: corpus.appendingPathComponent(name)))
    let problems = ScriptFuzzCase(bytes: bytes).run()
    #expect(problems.isEmpty, "\(name): \(problems)")
  }
}

/// A script line's bytes are quoted in the error with control characters escaped and cut: a
/// shared script cannot write terminal escapes or a second line.
@Test func scriptErrorsEscapeAndCutTheLineTheyQuote() {
  let line = "at 1 jump\u{1B}[2J" + String(repeating: "x", count: 200)
  #expect(throws: ReplayScript.ParseError.self) { try ReplayScript(parsing: line) }
  do {
    _ = try ReplayScript(parsing: line)
  } catch {
    let message = "\(error)"
    #expect(message.hasPrefix("script line 1: unknown action \"jump\\e[2Jxxx"))
    #expect(message.hasSuffix("… (148 more characters)\""))
    #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
  }
}
