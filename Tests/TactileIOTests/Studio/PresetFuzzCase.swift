// Shared by the unit tests (which replay `Fuzz/preset-corpus`) and the libFuzzer harness
// `Fuzz/PresetFuzzer.swift` (`make fuzz` compiles this file with TactileIO's preset, JSON and
// command-line sources into one module, linked with TactileCore and TactileScenes built for
// fuzzing, with `-D FUZZING`).
import TactileScenes

#if !FUZZING
  @testable import TactileIO
#endif

/// One input of the preset fuzzer: arbitrary bytes read as a preset file (first byte even) or
/// as the value of `--set` (first byte odd; the rest decoded as UTF-8, invalid bytes becoming
/// U+FFFD as a command line's would). Reading never traps. A preset read has each key once,
/// every value in its range (whole where it must be), keeps `Tuning.rules`, and reads back
/// the same from its own `jsonText()`; an assignment accepted sets a value in range. Every
/// refusal is one line without control characters, at most `maximumMessage` characters.
struct PresetFuzzCase {
  let bytes: [UInt8]

  /// The longest message a refusal may be (an unknown key lists its group's keys).
  static let maximumMessage = 1200

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// The broken invariants (empty when all hold).
  func run() -> [String] {
    guard let first = bytes.first else { return [] }
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    return first & 1 == 0 ? checkPreset(text) : checkAssignment(text)
  }

  private func checkPreset(_ text: String) -> [String] {
    let preset: TuningPreset
    do {
      preset = try TuningPreset.parse(text, source: "fuzz.json")
    } catch {
      return Self.checkMessage("\(error)")
    }
    var problems = Self.checkValues(preset.values)
    if let broken = Tuning.brokenRule({ preset.value(of: $0) }) {
      problems.append("accepted a preset that breaks a rule: \(broken)")
    }
    do {
      let back = try TuningPreset.parse(preset.jsonText(), source: "back.json")
      if back.values.map(\.0) != preset.values.map(\.0)
        || back.values.map(\.1) != preset.values.map(\.1) || back.name != preset.name
      {
        problems.append("jsonText does not read back the same")
      }
    } catch {
      problems.append("jsonText does not read back: \(error)")
    }
    return problems
  }

  private func checkAssignment(_ text: String) -> [String] {
    let tuning = Tuning()
    do {
      _ = try LaunchOptions.parse(["--set", text])
      try tuning.apply(assignment: text)
    } catch {
      return Self.checkMessage("\(error)")
    }
    return Self.checkValues(TunableID.allCases.map { ($0, tuning[$0]) })
  }

  static func checkValues(_ values: [(TunableID, Double)]) -> [String] {
    var problems: [String] = []
    var seen = Set<Int>()
    for (id, v) in values {
      let t = id.tunable
      if !seen.insert(id.rawValue).inserted { problems.append("\(id.key) given twice") }
      if !(v.isFinite && t.range.contains(v)) { problems.append("\(id.key) = \(v) out of range") }
      if t.isWhole && v != v.rounded() { problems.append("\(id.key) = \(v) not whole") }
    }
    return problems
  }

  static func checkMessage(_ message: String) -> [String] {
    var problems: [String] = []
    if message.unicodeScalars.contains(where: {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
    }) {
      problems.append("message has a control character: \(message.debugDescription)")
    }
    if message.count > maximumMessage {
      problems.append("message of \(message.count) characters")
    }
    return problems
  }
}
