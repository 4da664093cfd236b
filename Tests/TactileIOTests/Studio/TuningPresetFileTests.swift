import Foundation
import TactileScenes
import Testing

@testable import TactileIO

private func problem(_ text: String) -> String {
  do {
    _ = try TuningPreset.parse(text, source: "p.json")
    return "accepted"
  } catch {
    return "\(error)"
  }
}

/// Nonsense in a preset file is one line naming the key, the type given and what the key
/// takes, or, for two values, the rule they break.
@Test(arguments: [
  (
    #"{"values": {"ink.density": true}}"#,
    "p.json: ink.density: true is a boolean, it takes a number from 0.02 to 1.5 /pt²"
  ),
  (
    #"{"values": {"ink.maxPerLine": true}}"#,
    "p.json: ink.maxPerLine: true is a boolean, it takes a whole number from 0 to 1000"
  ),
  (
    #"{"values": {"wave.motion": false}}"#,
    "p.json: wave.motion: false is a boolean, it takes 0 (springs) or 1 (linear chase), or its name"
  ),
  (
    #"{"values": {"ink.density": null}}"#,
    "p.json: ink.density: null is null, it takes a number from 0.02 to 1.5 /pt²"
  ),
  (
    #"{"values": {"ink.density": [1]}}"#,
    "p.json: ink.density: an array is an array, it takes a number from 0.02 to 1.5 /pt²"
  ),
  (#"{"name": 5, "values": {}}"#, "p.json: name: 5 is a number, it takes a string"),
  (
    #"{"values": {"ink.density": 0.2, "ink.density": 0.3}}"#,
    "p.json: values: \"ink.density\" is given twice"
  ),
  (#"{"values": {}, "values": {}}"#, "p.json: \"values\" is given twice"),
  (#""hello""#, "p.json: expected an object {\"name\": …, \"values\": {…}}, got a string"),
  (
    #"{"values": {"ink.density": 1e999}}"#,
    "p.json: not valid JSON: number \"1e999\" is too large at line 1, column 28"
  ),
  (
    #"{"values": {"ink.speedMin": 50, "ink.speedMax": 5}}"#,
    "p.json: ink.speedMin (50) must not be above ink.speedMax (5)"
  ),
  (
    #"{"values": {"ink.lifetimeMin": 2, "ink.lifetimeMax": 1}}"#,
    "p.json: ink.lifetimeMin (2) must not be above ink.lifetimeMax (1)"
  ),
  (
    #"{"values": {"reveal.minDuration": 2, "reveal.maxDuration": 1}}"#,
    "p.json: reveal.minDuration (2) must not be above reveal.maxDuration (1)"
  ),
  (
    #"{"values": {"ink.fadeIn": 0.6, "ink.fadeOut": 0.6}}"#,
    "p.json: ink.fadeIn + ink.fadeOut (0.6 + 0.6) must not be above 1"
  ),
  (
    "{\"values\": {\"ink.\\u001b[2J\": 1}}",
    "p.json: unknown key \"ink.\\e[2J\" (ink has ink.strategy, ink.grain, ink.fps, ink.density, ink.maxPerLine, ink.speedMin, "
      + "ink.speedMax, ink.lifetimeMin, ink.lifetimeMax, ink.alphaMin, ink.alphaMax, "
      + "ink.alphaLevels, ink.sizeMin, ink.sizeMax, ink.fadeIn, ink.fadeOut, ink.edgeSoftness, "
      + "ink.revealPush, ink.revealFade, ink.conceal)"
  ),
])
func presetNonsenseIsRefusedNamingTheKeyItsTypeAndWhatItTakes(text: String, message: String) {
  #expect(problem(text) == message)
}

@Test func everyBuiltInPresetKeepsTheRules() {
  for preset in TuningPreset.builtIn {
    let t = Tuning()
    t.apply(preset)
    #expect(t.brokenRule == nil, "\(preset.name)")
  }
  #expect(Tuning().brokenRule == nil)
}

@Test func jsonIsReadStrictly() {
  #expect(throws: JSONValue.ReadError.self) { try JSONValue.read(Array("{} x".utf8)) }
  #expect(throws: JSONValue.ReadError.self) { try JSONValue.read(Array("[01]".utf8)) }
  #expect(throws: JSONValue.ReadError.self) { try JSONValue.read([0x22, 0xFF, 0x22]) }
  #expect(throws: JSONValue.ReadError.self) {
    try JSONValue.read(
      Array((String(repeating: "[", count: 33) + String(repeating: "]", count: 33)).utf8))
  }
  guard case .string(let s) = try? JSONValue.read(Array(#""a\u00e9\ud83d\ude00\n""#.utf8)) else {
    Issue.record("not a string")
    return
  }
  #expect(s == "aé😀\n")
}

@Test func presetFuzzCorpusHoldsEveryInvariant() throws {
  let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Fuzz/preset-corpus").standardizedFileURL
  let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
  #expect(names.count >= 17)
  for name in names {
    let bytes = try [UInt8](Data(contentsOf: corpus.appendingPathComponent(name)))
    let problems = PresetFuzzCase(bytes: bytes).run()
    #expect(problems.isEmpty, "\(name): \(problems)")
  }
}

/// Found by the preset fuzzer: a value within a billionth of a short decimal was written as
/// that decimal, so a saved preset read back another value.
@Test func aSavedPresetKeepsEveryDigitOfItsValues() throws {
  let v = 0.20000000000000008
  let preset = TuningPreset(name: "p", summary: "", values: [("ink.density", v)])
  #expect(try TuningPreset.parse(preset.jsonText(), source: "p.json").value(of: "ink.density") == v)
  #expect(JSONValue.exactNumber(0.35) == "0.35")
}
