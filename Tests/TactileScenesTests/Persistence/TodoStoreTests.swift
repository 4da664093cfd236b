import Foundation
import Testing

@testable import TactileScenes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh, empty directory under the system temporary directory; removed by `cleanUp`.
private func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("tactile-store-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

private func cleanUp(_ url: URL) {
  _ = chmod(url.path, 0o755)
  try? FileManager.default.removeItem(at: url)
}

private func contents(of directory: URL) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
}

@Test func missingFileGivesTheSampleWithoutWarningOrWriting() throws {
  let root = try makeTemporaryDirectory()
  defer { cleanUp(root) }
  var store = TodoStore(directory: root.appendingPathComponent("not-yet"))
  let result = store.load(now: 100)
  #expect(result.origin == .sample && result.warning == nil)
  #expect(result.document == .sample)
  #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("not-yet").path))
}

@Test func saveCreatesTheDirectoryAndLoadReadsItBack() throws {
  let root = try makeTemporaryDirectory()
  defer { cleanUp(root) }
  let directory = root.appendingPathComponent("a/b/tactile")
  var store = TodoStore(directory: directory)
  var document = TodoDocument.sample
  document.append(text: "Привет, мир 👋")
  document.items[0].isCompleted = true
  guard case .success = store.save(document) else {
    Issue.record("save failed")
    return
  }
  #expect(contents(of: directory) == ["todo.json"])  // no temporary file left behind
  let loaded = store.load(now: 0)
  #expect(loaded.origin == .file && loaded.warning == nil)
  #expect(loaded.document == document)
}

@Test func saveReplacesThePreviousList() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  var store = TodoStore(directory: directory)
  store.save(.sample)
  let shorter = TodoDocument(items: [TodoItem(id: 1, text: "only")])
  guard case .success = store.save(shorter) else {
    Issue.record("save failed")
    return
  }
  #expect(store.load(now: 0).document == shorter)
  #expect(contents(of: directory) == ["todo.json"])
}

@Test func corruptFileIsKeptAsideWithAWarning() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  var store = TodoStore(directory: directory)
  let garbage = Data("{\"version\": 1, \"items\": [oops".utf8)
  try garbage.write(to: store.fileURL)
  let result = store.load(now: 1_700_000_000.9)
  #expect(result.origin == .recoveredWithSample)
  #expect(result.document == .sample)
  let warning = result.warning ?? ""
  #expect(warning.contains("corrupt") && warning.contains("todo.json.bad-1700000000"))
  #expect(contents(of: directory) == ["todo.json.bad-1700000000"])
  let aside = directory.appendingPathComponent("todo.json.bad-1700000000")
  #expect(try Data(contentsOf: aside) == garbage)
  // Saving afterwards is allowed and does not touch the kept file.
  guard case .success = store.save(result.document) else {
    Issue.record("save failed")
    return
  }
  #expect(contents(of: directory) == ["todo.json", "todo.json.bad-1700000000"])
}

@Test func aSecondBadFileInTheSameSecondGetsItsOwnName() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  var store = TodoStore(directory: directory)
  try Data("first".utf8).write(to: store.fileURL)
  _ = store.load(now: 42)
  try Data("second".utf8).write(to: store.fileURL)
  let result = store.load(now: 42)
  #expect(result.warning?.contains("todo.json.bad-42-1") == true)
  #expect(contents(of: directory) == ["todo.json.bad-42", "todo.json.bad-42-1"])
  let first = try String(contentsOf: directory.appendingPathComponent("todo.json.bad-42"))
  #expect(first == "first")
}

@Test func unreadableFileIsKeptAside() throws {
  // A directory where the file should be cannot be read as a file (works as root too).
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  var store = TodoStore(directory: directory)
  try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: false)
  let result = store.load(now: 5)
  #expect(result.origin == .recoveredWithSample)
  #expect(result.warning?.contains("cannot be read") == true)
  #expect(contents(of: directory) == ["todo.json.bad-5"])
}

@Test func validJsonOfTheWrongShapeCountsAsCorrupt() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  var store = TodoStore(directory: directory)
  try Data(#"["a", "b"]"#.utf8).write(to: store.fileURL)
  #expect(store.load(now: 9).origin == .recoveredWithSample)
  #expect(contents(of: directory) == ["todo.json.bad-9"])
}

@Test func aBadFileThatCannotBeMovedAsideBlocksSaving() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  var store = TodoStore(directory: directory)
  try Data("junk".utf8).write(to: store.fileURL)
  // Every name the store could move it to is taken.
  for k in 0..<100 {
    let name = k == 0 ? "todo.json.bad-7" : "todo.json.bad-7-\(k)"
    try Data().write(to: directory.appendingPathComponent(name))
  }
  let result = store.load(now: 7)
  #expect(result.origin == .recoveredWithSample)
  #expect(result.warning?.contains("will not be saved") == true)
  #expect(store.isSavingBlocked)
  guard case .failure = store.save(.sample) else {
    Issue.record("save should have been refused")
    return
  }
  #expect(try String(contentsOf: store.fileURL) == "junk")
}

@Test func saveFailsWithAMessageWhenTheDirectoryCannotBeCreated() throws {
  // The data directory's parent is a regular file: no one can create it, root included.
  let root = try makeTemporaryDirectory()
  defer { cleanUp(root) }
  let blocker = root.appendingPathComponent("file")
  try Data("x".utf8).write(to: blocker)
  let store = TodoStore(directory: blocker.appendingPathComponent("tactile"))
  let document = TodoDocument.sample
  let before = document
  guard case .failure(let error) = store.save(document) else {
    Issue.record("save should have failed")
    return
  }
  #expect(error.message.contains("cannot create"))
  #expect(document == before)  // the in-memory list is untouched
}

@Test func aFailedWriteLeavesThePreviousFileIntact() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  var store = TodoStore(directory: directory)
  store.save(.sample)
  let saved = try Data(contentsOf: store.fileURL)
  // Something in the way of the temporary file makes the write fail.
  try FileManager.default.createDirectory(
    at: store.temporaryFileURL, withIntermediateDirectories: false)
  guard case .failure(let error) = store.save(TodoDocument(items: [])) else {
    Issue.record("save should have failed")
    return
  }
  #expect(error.message.contains("cannot write"))
  #expect(try Data(contentsOf: store.fileURL) == saved)
  #expect(store.load(now: 0).document == .sample)
}

@Test func aFailedRenameCleansUpAndReports() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  let store = TodoStore(directory: directory)
  // A non-empty directory named todo.json cannot be replaced by a file.
  let inTheWay = store.fileURL.appendingPathComponent("keep")
  try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: false)
  try Data("k".utf8).write(to: inTheWay)
  guard case .failure(let error) = store.save(.sample) else {
    Issue.record("save should have failed")
    return
  }
  #expect(error.message.contains("cannot replace"))
  #expect(contents(of: directory) == ["todo.json"])
  #expect(FileManager.default.fileExists(atPath: inTheWay.path))
}

@Test(arguments: [
  (["XDG_DATA_HOME": "/data", "HOME": "/home/u"], "/data/tactile"),
  (["XDG_DATA_HOME": "", "HOME": "/home/u"], "/home/u/.local/share/tactile"),
  (["XDG_DATA_HOME": "relative/dir", "HOME": "/home/u"], "/home/u/.local/share/tactile"),
  (["HOME": "/home/u"], "/home/u/.local/share/tactile"),
])
func defaultDirectoryFollowsXDG(environment: [String: String], expected: String) {
  #expect(TodoStore.defaultDirectory(environment: environment).path == expected)
}
