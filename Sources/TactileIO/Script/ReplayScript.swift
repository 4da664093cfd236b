#if !FUZZING  // `make fuzz` compiles this file with the TactileCore sources in one module.
  import TactileCore
#endif

/// A script of input events with times, for `--script` replay and for tests.
///
/// One event a line, times in seconds since start, non-decreasing:
/// `at 0.50 down 400 300`, `at 0.60 move 420 300`, `at 0.90 up 420 300`,
/// `at 1.0 click 400 300`, `at 1.1 doubleclick 400 300`, `at 1.2 wheel -3` (or `wheel DX DY`),
/// `at 1.5 key Right` (with optional `shift+`), `at 1.6 text "hello"`,
/// `at 2.0 resize 800 600`, `at 2.5 screenshot out.png`, `at 3 record start`,
/// `at 5 record stop` (what `--record` keeps; starts and stops alternate, beginning with a
/// start). Blank lines and `#` comments are ignored.
///
/// Numbers are checked: a time is 0…`maximumTime` seconds and a size 1…`Size.largestWindowSide` (else a
/// `ParseError` naming the line); pointer coordinates are clamped to ±`coordinateLimit` points
/// and wheel steps to ±`wheelLimit` notches (far outside the window is where such a point
/// means to be).
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
    var parser = LineParser()
    // Any line ending: a CR LF pair is one `Character`, so splitting on "\n" would miss it.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (i, line) in lines.enumerated() { try parser.parse(Substring(line), number: i + 1) }
    self.steps = parser.steps
  }

  /// Reads a script line by line, keeping what the lines before said: the steps, the last
  /// time, whether a recording is on.
  private struct LineParser {
    var steps: [Step] = []
    var lastTime = 0.0
    var recording = false
    /// The line being read.
    var number = 0
    var time = 0.0

    func fail(_ m: String) -> ParseError { ParseError(line: number, message: m) }

    mutating func parse(_ rawLine: Substring, number: Int) throws {
      self.number = number
      var line = rawLine
      if let hash = line.firstIndex(of: "#"), !line[..<hash].contains("\"") {
        line = line[..<hash]
      }
      guard let words = ReplayScript.words(line) else { throw fail("unterminated quote") }
      if words.isEmpty { return }
      guard words.count >= 3, words[0] == "at" else {
        throw fail(
          "expected `at SECONDS ACTION …`, got \(line.trimmingWhitespace().quotedForMessage())")
      }
      time = try readTime(words[1])
      let args = Array(words.dropFirst(3))
      switch words[2].lowercased() {
      case let verb where ["down", "move", "up", "click", "doubleclick"].contains(verb):
        try pointer(verb, args)
      case "wheel": try wheel(args)
      case "key": try key(args)
      case "text":
        guard args.count == 1 else { throw fail("`text` takes one quoted string") }
        add(.input(.text(args[0])))
      case "resize": try resize(args)
      case "screenshot":
        guard args.count == 1 else { throw fail("`screenshot` takes one path") }
        add(.screenshot(args[0]))
      case "record": try record(args)
      default: throw fail("unknown action \(words[2].quotedForMessage())")
      }
    }

    /// A step's time: seconds from 0 to `maximumTime`, not before the line before.
    mutating func readTime(_ word: String) throws -> Double {
      guard let t = Double(word), t.isFinite, t >= 0 else {
        throw fail("\(word.quotedForMessage()) is not a time in seconds")
      }
      guard t <= ReplayScript.maximumTime else {
        throw fail(
          "time \(word) is past the longest script (\(Int(ReplayScript.maximumTime)) seconds)")
      }
      guard t >= lastTime else { throw fail("time \(word) is earlier than the line before") }
      lastTime = t
      return t
    }

    mutating func add(_ a: Action) { steps.append(Step(time: time, action: a, line: number)) }

    func numbers(_ n: Int, of verb: String, _ args: [String]) throws -> [Float] {
      guard args.count == n else { throw fail("`\(verb)` takes \(n) number(s)") }
      return try args.map {
        guard let v = Float($0), v.isFinite else {
          throw fail("\($0.quotedForMessage()) is not a number")
        }
        return v
      }
    }

    /// `down`, `move`, `up`, `click` (down and up), `doubleclick` (two clicks, the second
    /// counted as such) at a point clamped to ±`coordinateLimit`.
    mutating func pointer(_ verb: String, _ args: [String]) throws {
      let v = try numbers(2, of: verb, args).map {
        ReplayScript.clamp($0, ReplayScript.coordinateLimit)
      }
      let p = Vec2(v[0], v[1])
      switch verb {
      case "down": add(.input(.pointer(PointerEvent(.down, at: p))))
      case "move": add(.input(.pointer(PointerEvent(.move, at: p, isPrimaryDown: true))))
      case "up": add(.input(.pointer(PointerEvent(.up, at: p))))
      case "click":
        add(.input(.pointer(PointerEvent(.down, at: p))))
        add(.input(.pointer(PointerEvent(.up, at: p))))
      default:
        for clicks in 1...2 {
          add(.input(.pointer(PointerEvent(.down, at: p, clickCount: clicks))))
          add(.input(.pointer(PointerEvent(.up, at: p, clickCount: clicks))))
        }
      }
    }

    /// `wheel DY` or `wheel DX DY`, in notches clamped to ±`wheelLimit`.
    mutating func wheel(_ args: [String]) throws {
      guard args.count == 1 || args.count == 2 else { throw fail("`wheel` takes 1 or 2 numbers") }
      let v = try numbers(args.count, of: "wheel", args).map {
        ReplayScript.clamp($0, ReplayScript.wheelLimit)
      }
      add(.input(.wheel(v.count == 1 ? Vec2(0, v[0]) : Vec2(v[0], v[1]))))
    }

    /// `key NAME` with optional `shift+`, `ctrl+`, `alt+`: pressed and released.
    mutating func key(_ args: [String]) throws {
      guard args.count == 1 else { throw fail("`key` takes one key name") }
      var parts = args[0].split(separator: "+").map(String.init)
      guard let keyName = parts.popLast(), let key = Key(name: keyName) else {
        throw fail("unknown key \(args[0].quotedForMessage())")
      }
      var mods: Modifiers = []
      for m in parts {
        switch m.lowercased() {
        case "shift": mods.insert(.shift)
        case "ctrl", "control": mods.insert(.control)
        case "alt": mods.insert(.alt)
        default: throw fail("unknown modifier \(m.quotedForMessage())")
        }
      }
      add(.input(.key(KeyEvent(key, modifiers: mods, isDown: true))))
      add(.input(.key(KeyEvent(key, modifiers: mods, isDown: false))))
    }

    /// `resize W H`, each side 1 to `Size.largestWindowSide`.
    mutating func resize(_ args: [String]) throws {
      let v = try numbers(2, of: "resize", args)
      let largest = Float(Size.largestWindowSide)
      guard v[0] >= 1, v[1] >= 1, v[0] <= largest, v[1] <= largest else {
        throw fail("size must be between 1 and \(Size.largestWindowSide)")
      }
      add(.resize(Size(v[0].rounded(), v[1].rounded())))
    }

    /// `record start` or `record stop`, alternating from a start.
    mutating func record(_ args: [String]) throws {
      let word = args.first?.lowercased()
      guard args.count == 1, word == "start" || word == "stop" else {
        throw fail("`record` takes start or stop")
      }
      let start = word == "start"
      guard start != recording else {
        throw fail(start ? "recording already started" : "`record stop` without `record start`")
      }
      recording = start
      add(.record(start))
    }
  }

  /// `v` clamped to `-limit…limit`.
  static func clamp(_ v: Float, _ limit: Float) -> Float { min(max(v, -limit), limit) }

  /// Splits on spaces; a double-quoted word may contain spaces and `\"`. Nil when a quote is
  /// left open.
  static func words(_ line: Substring) -> [String]? {
    var out: [String] = []
    var cur = ""
    var inQuotes = false
    var hadQuotes = false
    var escape = false
    for c in line {
      if escape {
        cur.append(c)
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
