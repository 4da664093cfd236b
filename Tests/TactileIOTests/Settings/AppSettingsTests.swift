import Foundation
import TactileCore
import TactileIO
import TactileScenes
import Testing

private func settings(_ text: String) throws -> AppSettings {
  try AppSettings(parsing: Array(text.utf8))
}

@Test func settingsAreReadAndWrittenBackWithUnknownKeysKept() throws {
  let s = try settings(
    #"{"later": [1, {"a": null}], "zoom": 1.25, "windowSize": {"width": 900, "height": 600}, "#
      + #""windowPosition": {"x": -20, "y": 40}, "theme": "light", "direction": "rtl"}"#)
  #expect(s.zoom == 1.25 && s.windowSize == Size(900, 600) && s.theme == .light)
  #expect(s.windowPosition.map { [$0.x, $0.y] } == [-20, 40] && s.direction == .rightToLeft)
  let again = try settings(s.json().serialized())
  #expect(again.json().serialized() == s.json().serialized())
  #expect(s.json().serialized().contains(#""later""#))
}

@Test(arguments: [
  ("[1]", "not a JSON object"),
  (#"{"zoom": 5}"#, "zoom is 5, not a number from 0.5 to 3"),
  (
    #"{"windowSize": {"width": 0, "height": 1}}"#,
    "windowSize.width is 0, not a number from 1 to 16384"
  ),
  (#"{"windowPosition": 3}"#, "windowPosition is 3, not an object with x"),
  (#"{"theme": "blue"}"#, "theme is \"blue\", not \"dark\" or \"light\""),
  (#"{"direction": "auto"}"#, "direction is \"auto\", not \"ltr\" or \"rtl\""),
])
func aDamagedSettingsFileSaysWhatIsWrong(text: String, problem: String) {
  #expect(throws: AppSettings.Problem(problem)) { try settings(text) }
}

@Test func aDamagedFileIsNamedIgnoredAndNeverWrittenOver() throws {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tactile-settings-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: dir) }
  let store = SettingsStore(file: dir.appendingPathComponent("tactile/settings.json"))
  var warnings: [String] = []
  // No file yet: no settings, and it may be written.
  var (s, writable) = store.load { warnings.append($0) }
  #expect(s.zoom == nil && writable && warnings.isEmpty)
  s.zoom = 1.5
  _ = try store.save(s)
  let saved = store.load { warnings.append($0) }.settings
  #expect(saved.zoom == 1.5)
  try Data("{\"zoom\": ".utf8).write(to: store.file)
  (s, writable) = store.load { warnings.append($0) }
  #expect(s.zoom == nil && !writable)
  #expect(warnings.count == 1 && warnings[0].hasPrefix("settings \(store.file.path): "))
  #expect(warnings[0].hasSuffix("; ignored, and left as it is"))
}
