import Foundation
import TactileScenes
import Testing

@testable import TactileIO

private func temporaryDirectory() -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "tactile-presets-\(UUID().uuidString)", isDirectory: true)
}

@Test func savedPresetsAreFoundByNameAndByPath() throws {
  let dir = temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: dir) }
  let store = TuningPresetStore(directory: dir)
  let t = Tuning()
  t.set(.inkDensity, 0.5)
  try store.save(t.snapshot(name: "dense"))
  t.set(.inkDensity, 0.6)
  try store.save(t.snapshot(name: "dense"))  // Replaces the old file.
  #expect(store.savedNames() == ["dense"])
  let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
  #expect(files == ["dense.json"])  // No temporary file left behind.
  #expect(try store.resolve("dense").value(of: .inkDensity) == 0.6)
  #expect(try store.resolve(store.url(of: "dense").path).value(of: .inkDensity) == 0.6)
  #expect(try store.resolve("default").values.count == TunableID.allCases.count)
  #expect(throws: Tuning.Problem.self) { try store.resolve("nothing-here") }
  #expect(throws: Tuning.Problem.self) { try store.save(t.snapshot(name: "../escape")) }
}

@Test func presetsLiveUnderTheXDGConfigDirectory() {
  #expect(
    TuningPresetStore.defaultDirectory(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/h"])
      .path == "/x/cfg/tactile/presets")
  #expect(
    TuningPresetStore.defaultDirectory(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"])
      .path == "/h/.config/tactile/presets")
}

@Test func anUnreadablePresetFileSaysWhy() throws {
  let dir = temporaryDirectory()
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: dir) }
  let store = TuningPresetStore(directory: dir)
  let missing = dir.appendingPathComponent("missing.json").path
  #expect(throws: Tuning.Problem("cannot read preset \(missing): no such file")) {
    try store.resolve(missing)
  }
  #expect(throws: Tuning.Problem("cannot read preset \(dir.path)/: it is a directory")) {
    try store.resolve(dir.path + "/")
  }
}
