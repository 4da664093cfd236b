#if !FUZZING  // `make fuzz` compiles this file with the TactileCore sources in one module.
  import TactileCore
#endif

/// A script of input events with times, for `--script` replay, for tests, and what F9 writes.
///
/// One event a line, times in seconds since start, non-decreasing: `at 0.50 down 400 300`,
/// `at 0.60 move 420 300` (a drag: the button held), `at 0.90 up 420 300`,
/// `at 1.0 click 400 300`, `at 1.1 doubleclick 400 300`, `at 1.2 wheel -3` (or `wheel DX DY`),
/// `at 1.3 scroll 12.5 0` (a precise scroll, as a trackpad's two fingers make it: points, in
/// the directions of `wheel`, read as `GestureThresholds.pointsPerNotch` to a notch; a
/// horizontal one swipes),
/// `at 1.5 key Right` (pressed and released; with optional `shift+`, `ctrl+`, `alt+`,
/// `super+`), `at 1.6 text "hello"` (`\"`, `\\`, `\n`, `\t` inside quotes),
/// `at 2.0 resize 800 600`, `at 2.5 screenshot out.png`, `at 3 record start`,
/// `at 5 record stop` (what `--record` keeps; starts and stops alternate, beginning with a
/// start), `at 6 end` (nothing happens; the replay lasts until then). A touch screen's
/// fingers: `at 2.0 touch down 1 400 300`, `touch move 1 X Y`, `touch up 1 X Y` (the finger's
/// id, a whole number, then where it is; a second finger down cancels the first's gesture).
/// Finer, as F9 captures them: `hover X Y` (no button held), `down X Y right`
/// (`right` or `middle`; `clicks=2` for the second press of a double click, also on `up`),
/// `keydown ctrl+z`, `keydown z repeat`, `keyup z`, `compose "…"` (an input method's
/// uncommitted text), `leave` (the pointer left the window), `blur` (the window lost
/// focus). Blank lines and `#` comments are ignored.
///
/// An input takes effect when the app's clock has run exactly `at` seconds, rounded to its
/// fixed step (1/120 s): that is the time F9 writes.
///
/// Numbers are checked: a time is 0…`maximumTime` seconds and a size 1…`Size.largestWindowSide` (else a
/// `ParseError` naming the line); pointer coordinates are clamped to ±`coordinateLimit` points
/// and wheel steps (scrolls too) to ±`wheelLimit` notches (far outside the window is where
/// such a point means to be).
public struct ReplayScript: Sendable {
  /// The latest time a step may have, in seconds (one hour: 216 000 headless frames).
  public static let maximumTime = 3600.0
  /// Pointer coordinates are clamped to ±this many points.
  public static let coordinateLimit: Float = 1_000_000
  /// Wheel steps are clamped to ±this many notches.
  public static let wheelLimit: Float = 10_000

  public enum Action: Equatable, Sendable {
    case input(InputEvent)
    case resize(Size)
    case screenshot(String)
    /// Recording starts (true) or stops (false).
    case record(Bool)
    /// Nothing happens; the script lasts until here (F9 writes it where the capture ended).
    case end
  }

  public struct Step: Equatable, Sendable {
    public var time: Double
    public var action: Action
    /// The line of the script this came from (1-based).
    public var line: Int
  }

  public struct ParseError: Error, CustomStringConvertible, Equatable {
    public var line: Int
    public var message: String
    public var description: String { "script line \(line): \(message)" }
  }

  public private(set) var steps: [Step]

  public init(steps: [Step]) { self.steps = steps }

  /// Parses the script text. Throws `ParseError` naming the first bad line.
  public init(parsing text: String) throws {
    var steps: [Step] = []
    var lastTime = 0.0
    var recording = false
    // Any line ending: a CR LF pair is one `Character`, so splitting on "\n" would miss it.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (i, rawLine) in lines.enumerated() {
      let lineNo = i + 1
      var line = Substring(rawLine)
      if let hash = line.firstIndex(of: "#"), !line[..<hash].contains("\"") {
        line = line[..<hash]
      }
      func fail(_ m: String) -> ParseError { ParseError(line: lineNo, message: m) }
      guard let words = ReplayScript.words(line) else { throw fail("unterminated quote") }
      if words.isEmpty { continue }
      guard words.count >= 3, words[0] == "at" else {
        throw fail(
          "expected `at SECONDS ACTION …`, got \(line.trimmingWhitespace().quotedForMessage())")
      }
      guard let t = Double(words[1]), t.isFinite, t >= 0 else {
        throw fail("\(words[1].quotedForMessage()) is not a time in seconds")
      }
      guard t <= ReplayScript.maximumTime else {
        throw fail(
          "time \(words[1].escapedForMessage(limit: String.messageQuoteLimit)) is past the longest script (\(Int(ReplayScript.maximumTime)) seconds)"
        )
      }
      guard t >= lastTime else {
        throw fail(
          "time \(words[1].escapedForMessage(limit: String.messageQuoteLimit)) is earlier than the line before"
        )
      }
      lastTime = t
      let parser = LineParser(word: words[2], args: Array(words.dropFirst(3)), fail: fail)
      for action in try parser.actions(recording: &recording) {
        steps.append(Step(time: t, action: action, line: lineNo))
      }
    }
    self.steps = steps
  }

  /// One line's action words: `verb` and what follows it.
  private struct LineParser {
    /// The action's word as written, and lower-cased.
    let word: String
    let verb: String
    let args: [String]
    let fail: (String) -> ParseError

    init(word: String, args: [String], fail: @escaping (String) -> ParseError) {
      self.word = word
      verb = word.lowercased()
      self.args = args
      self.fail = fail
    }

    /// The line's actions (a click is two, a double click four).
    func actions(recording: inout Bool) throws -> [Action] {
      switch verb {
      case "down", "up", "move", "hover", "click", "doubleclick": return try pointer()
      case "wheel":
        guard args.count == 1 || args.count == 2 else {
          throw fail("`wheel` takes 1 or 2 numbers")
        }
        let v = try numbers(args).map { ReplayScript.clamp($0, ReplayScript.wheelLimit) }
        return [.input(.wheel(v.count == 1 ? Vec2(0, v[0]) : Vec2(v[0], v[1])))]
      case "scroll":
        guard args.count == 2 else { throw fail("`scroll` takes 2 numbers (points)") }
        let v = try numbers(args).map {
          ReplayScript.clamp($0 / GestureThresholds.pointsPerNotch, ReplayScript.wheelLimit)
        }
        return [.input(.wheel(Vec2(v[0], v[1])))]
      case "touch": return [try touch()]
      case "key", "keydown", "keyup": return try key()
      case "text", "compose":
        guard args.count == 1 else { throw fail("`\(verb)` takes one quoted string") }
        return [.input(verb == "text" ? .text(args[0]) : .composition(args[0]))]
      case "leave", "blur":
        guard args.isEmpty else { throw fail("`\(verb)` takes nothing") }
        return [.input(verb == "leave" ? .pointerExited : .focusLost)]
      case "resize":
        guard args.count == 2 else { throw fail("`resize` takes 2 numbers") }
        let v = try numbers(args)
        let largest = Float(Size.largestWindowSide)
        guard v[0] >= 1, v[1] >= 1, v[0] <= largest, v[1] <= largest else {
          throw fail("size must be between 1 and \(Size.largestWindowSide)")
        }
        return [.resize(Size(v[0].rounded(), v[1].rounded()))]
      case "screenshot":
        guard args.count == 1 else { throw fail("`screenshot` takes one path") }
        return [.screenshot(args[0])]
      case "record": return [try record(&recording)]
      case "end":
        guard args.isEmpty else { throw fail("`end` takes nothing") }
        return [.end]
      default:
        throw fail("unknown action \(word.quotedForMessage())")
      }
    }

    private func numbers(_ words: [String]) throws -> [Float] {
      try words.map {
        guard let v = Float($0), v.isFinite else {
          throw fail("\($0.quotedForMessage()) is not a number")
        }
        return v
      }
    }

    /// `down`/`up` X Y [right|middle] [clicks=N]; `move`, `hover`, `click`, `doubleclick` X Y.
    private func pointer() throws -> [Action] {
      let press = verb == "down" || verb == "up"
      guard press ? args.count >= 2 : args.count == 2 else {
        throw fail("`\(verb)` takes 2 numbers")
      }
      let v = try numbers(Array(args.prefix(2)))
        .map { ReplayScript.clamp($0, ReplayScript.coordinateLimit) }
      let p = Vec2(v[0], v[1])
      func at(_ phase: PointerEvent.Phase, clicks: Int = 1) -> Action {
        .input(.pointer(PointerEvent(phase, at: p, clickCount: clicks)))
      }
      switch verb {
      case "down", "up":
        let (button, clicks) = try pressDetails(args.dropFirst(2))
        let phase: PointerEvent.Phase = verb == "down" ? .down : .up
        return [.input(.pointer(PointerEvent(phase, at: p, button: button, clickCount: clicks)))]
      case "move", "hover":
        return [.input(.pointer(PointerEvent(.move, at: p, isPrimaryDown: verb == "move")))]
      case "click": return [at(.down), at(.up)]
      default: return [at(.down), at(.up), at(.down, clicks: 2), at(.up, clicks: 2)]
      }
    }

    /// `touch down|move|up ID X Y`: finger ID (a whole number) touching, moving, lifted.
    private func touch() throws -> Action {
      guard args.count == 4 else {
        throw fail("`touch` takes down, move or up, a finger id and 2 numbers")
      }
      let phases: [String: PointerEvent.Phase] = ["down": .down, "move": .move, "up": .up]
      guard let phase = phases[args[0].lowercased()] else {
        throw fail("unknown touch \(args[0].quotedForMessage()) (down, move or up)")
      }
      guard let finger = Int64(args[1]) else {
        throw fail("\(args[1].quotedForMessage()) is not a finger id (a whole number)")
      }
      let v = try numbers(Array(args[2...]))
        .map { ReplayScript.clamp($0, ReplayScript.coordinateLimit) }
      return .input(.pointer(.touch(phase, finger: finger, at: Vec2(v[0], v[1]))))
    }

    /// `key` (pressed and released), `keydown` (optionally `repeat`), `keyup`.
    private func key() throws -> [Action] {
      let repeats = verb == "keydown" && args.count == 2 && args[1].lowercased() == "repeat"
      guard args.count == 1 || repeats else {
        throw fail(
          "`\(verb)` takes one key name" + (verb == "keydown" ? " and maybe `repeat`" : ""))
      }
      let (key, mods) = try keyChord(args[0])
      var out: [Action] = []
      if verb != "keyup" {
        out.append(.input(.key(KeyEvent(key, modifiers: mods, isDown: true, isRepeat: repeats))))
      }
      if verb != "keydown" {
        out.append(.input(.key(KeyEvent(key, modifiers: mods, isDown: false))))
      }
      return out
    }

    /// `record start` / `record stop`, alternating from a start.
    private func record(_ recording: inout Bool) throws -> Action {
      let word = args.first?.lowercased()
      guard args.count == 1, word == "start" || word == "stop" else {
        throw fail("`record` takes start or stop")
      }
      let start = word == "start"
      guard start != recording else {
        throw fail(start ? "recording already started" : "`record stop` without `record start`")
      }
      recording = start
      return .record(start)
    }

    /// A press's optional words after its point: `right` or `middle` (else the primary
    /// button), `clicks=N` (N in 1…9; else 1).
    private func pressDetails(_ words: ArraySlice<String>) throws -> (PointerButton, Int) {
      var button = PointerButton.primary
      var clicks = 1
      for w in words {
        switch w.lowercased() {
        case "left": button = .primary
        case "right": button = .secondary
        case "middle": button = .middle
        case let c where c.hasPrefix("clicks="):
          guard let n = Int(c.dropFirst(7)), (1...9).contains(n) else {
            throw fail("\(w.quotedForMessage()) is not a click count (clicks=1 to clicks=9)")
          }
          clicks = n
        default:
          throw fail("unknown word \(w.quotedForMessage()) (right, middle or clicks=N)")
        }
      }
      return (button, clicks)
    }

    /// `ctrl+shift+z` → the key and its modifiers.
    private func keyChord(_ word: String) throws -> (Key, Modifiers) {
      var parts = word.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
      guard let keyName = parts.popLast(), let key = Key(name: keyName) else {
        throw fail("unknown key \(word.quotedForMessage())")
      }
      var mods: Modifiers = []
      for m in parts {
        switch m.lowercased() {
        case "shift": mods.insert(.shift)
        case "ctrl", "control": mods.insert(.control)
        case "alt": mods.insert(.alt)
        case "super", "cmd", "command": mods.insert(.command)
        default: throw fail("unknown modifier \(m.quotedForMessage())")
        }
      }
      return (key, mods)
    }
  }

  /// `v` clamped to `-limit…limit`.
  static func clamp(_ v: Float, _ limit: Float) -> Float { min(max(v, -limit), limit) }

  /// Splits on spaces; a double-quoted word may contain spaces, `\"`, `\\`, and `\n`, `\t`,
  /// `\r` for those characters. Nil when a quote is left open.
  static func words(_ line: Substring) -> [String]? {
    var out: [String] = []
    var cur = ""
    var inQuotes = false
    var hadQuotes = false
    var escape = false
    for c in line {
      if escape {
        switch c {
        case "n": cur.append("\n")
        case "t": cur.append("\t")
        case "r": cur.append("\r")
        default: cur.append(c)
        }
        escape = false
      } else if inQuotes && c == "\\" {
        escape = true
      } else if c == "\"" {
        inQuotes.toggle()
        hadQuotes = true
      } else if !inQuotes && (c == " " || c == "\t" || c == "\r") {
        if !cur.isEmpty || hadQuotes { out.append(cur) }
        cur = ""
        hadQuotes = false
      } else {
        cur.append(c)
      }
    }
    if inQuotes { return nil }
    if !cur.isEmpty || hadQuotes { out.append(cur) }
    return out
  }

  /// The line of the first `record` step, if any.
  public var firstRecordLine: Int? {
    steps.first { if case .record = $0.action { true } else { false } }?.line
  }

  /// The time of the last step (0 for an empty script).
  public var duration: Double { steps.last?.time ?? 0 }
}
