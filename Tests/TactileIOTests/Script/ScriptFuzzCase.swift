// Shared by the unit tests (which replay `Fuzz/script-corpus`) and the libFuzzer harness
// `Fuzz/ScriptFuzzer.swift` (`make fuzz` compiles this file with the TactileCore sources and
// `ReplayScript.swift` into one module, with `-D FUZZING`).
#if !FUZZING
  import TactileCore
  @testable import TactileIO
#endif

/// One input of the script fuzzer: arbitrary bytes, decoded as the app reads a script file
/// (invalid UTF-8 becomes U+FFFD), parsed by `ReplayScript`. Parsing never traps; it either
/// gives steps whose every number is in range or one `ParseError` naming a line of the input on
/// one line.
struct ScriptFuzzCase {
  let text: String

  init(bytes: [UInt8]) { text = String(decoding: bytes, as: UTF8.self) }

  /// The broken invariants (empty when all hold).
  func run() -> [String] {
    let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    let script: ReplayScript
    do {
      script = try ReplayScript(parsing: text)
    } catch let e as ReplayScript.ParseError {
      var problems: [String] = []
      if !(1...max(lineCount, 1)).contains(e.line) {
        problems.append("error names line \(e.line) of \(lineCount)")
      }
      if e.description.contains(where: \.isNewline) {
        problems.append("error is more than one line: \(e.description.debugDescription)")
      }
      return problems
    } catch {
      return ["unexpected error type: \(error)"]
    }
    return Self.check(script, lineCount: lineCount)
  }

  static func check(_ script: ReplayScript, lineCount: Int) -> [String] {
    var problems: [String] = []
    let limit = ReplayScript.coordinateLimit
    var lastTime = 0.0
    var lastLine = 0
    for step in script.steps {
      let at = "line \(step.line)"
      if !(step.time >= lastTime && step.time <= ReplayScript.maximumTime) {
        problems.append("\(at): time \(step.time) out of order or range")
      }
      if !(step.line >= lastLine && step.line >= 1 && step.line <= lineCount) {
        problems.append("\(at): line number out of order or range (\(lineCount) lines)")
      }
      lastTime = step.time
      lastLine = step.line
      switch step.action {
      case .input(.pointer(let p)):
        let v = p.position
        if !(v.isFinite && abs(v.x) <= limit && abs(v.y) <= limit) {
          problems.append("\(at): pointer at \(v)")
        }
      case .input(.wheel(let d)):
        if !(d.isFinite && abs(d.x) <= ReplayScript.wheelLimit
          && abs(d.y) <= ReplayScript.wheelLimit)
        {
          problems.append("\(at): wheel \(d)")
        }
      case .resize(let s):
        if !((1...16384).contains(s.width) && (1...16384).contains(s.height)) {
          problems.append("\(at): resize to \(s)")
        }
      default:
        break
      }
    }
    return problems
  }
}
