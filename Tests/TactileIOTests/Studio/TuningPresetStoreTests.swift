import Foundation
import TactileScenes
import TactileTestSupport
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
  t.set("ink.density", 0.5)
  #expect(try store.save(t.snapshot(name: "dense")) == nil)
  t.set("ink.density", 0.6)
  #expect(try store.save(t.snapshot(name: "dense")) == nil)  // Replaces the old file.
  #expect(store.saved() == .init(names: ["dense"], more: 0))
  let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
  #expect(files == ["dense.json"])  // No temporary file left behind.
  #expect(try store.resolve("dense").value(of: "ink.density") == 0.6)
  #expect(try store.resolve(store.url(of: "dense").path).value(of: "ink.density") == 0.6)
  #expect(try store.resolve("default").values.count == TunableID.allCases.count)
  #expect(throws: Tuning.Problem.self) { try store.resolve("nothing-here") }
  #expect(throws: Tuning.Problem.self) { _ = try store.save(t.snapshot(name: "../escape")) }
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
  #expect(
    throws: Tuning.Problem("cannot read preset \(dir.path)/: it is a directory, not a regular file")
  ) {
    try store.resolve(dir.path + "/")
  }
}

@Test func aSavedPresetMayNotTakeABuiltInName() throws {
  let dir = temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: dir) }
  let store = TuningPresetStore(directory: dir)
  for name in ["cuberto", "default", "Telegram-iOS"] {
    #expect(
      throws: Tuning.Problem(
        "\"\(name)\" is a built-in preset, which --preset would load instead: choose another name")
    ) { _ = try store.save(Tuning().snapshot(name: name)) }
  }
  #expect(!FileManager.default.fileExists(atPath: dir.path + "/cuberto.json"))
}

/// `--tunables` and the panel list only what `--preset NAME` then loads: no built-in name, no
/// name ending in .json, no folder; at most `listLimit` names and how many more.
@Test func theSavedListingHoldsOnlyWhatPresetFindsAndStopsAtItsLimit() throws {
  let dir = temporaryDirectory()
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: dir) }
  let store = TuningPresetStore(directory: dir)
  for name in ["cuberto.json", "a.json.json", "bad name.json", ".hidden.json", "ok.json"] {
    try Data("{\"values\": {}}".utf8).write(to: dir.appendingPathComponent(name))
  }
  try FileManager.default.createDirectory(
    at: dir.appendingPathComponent("folder.json"), withIntermediateDirectories: false)
  #expect(store.saved() == .init(names: ["ok"], more: 0))
  for name in store.saved().names { #expect(throws: Never.self) { try store.resolve(name) } }
  for i in 0..<(TuningPresetStore.listLimit + 20) {
    try Data("{\"values\": {}}".utf8).write(to: dir.appendingPathComponent("p\(1000 + i).json"))
  }
  let listing = store.saved()
  #expect(listing.names.count == TuningPresetStore.listLimit)
  #expect(listing.more == 21)
  #expect(
    TuningPreset.listing(saved: ["a", "b"], more: 21, directory: "/x").hasSuffix(
      "a, b, and 21 more"))
}

@Test func aPresetFileOverTheLimitIsRefusedUnread() throws {
  let dir = temporaryDirectory()
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: dir) }
  let path = dir.appendingPathComponent("huge.json").path
  let big = "{\"values\": {}, \"summary\": \"" + String(repeating: "x", count: 100 << 20) + "\"}"
  try Data(big.utf8).write(to: URL(fileURLWithPath: path))
  #expect(throws: Tuning.Problem("cannot read preset \(path): 100 MB is over the 16 KB limit")) {
    try TuningPresetStore(directory: dir).resolve(path)
  }
}

/// A save that died (a full disk, a kill -9) left `.NAME.json.tmp-PID`: the next save into the
/// folder removes it.
@Test func aPresetSaveRemovesTheTemporaryFilesOfDeadSaves() throws {
  let dir = temporaryDirectory()
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: dir) }
  let stale = dir.appendingPathComponent(".mine.json.tmp-\(deadProcessID())")
  try Data("{".utf8).write(to: stale)
  _ = try TuningPresetStore(directory: dir).save(Tuning().snapshot(name: "mine"))
  #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["mine.json"])
}
