import Foundation
import TactileScenes
import Testing

@testable import TactileIO

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
  guard case .success = store.save(TodoFile(document: document)) else {
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
  store.save(TodoFile(document: .sample))
  let shorter = TodoDocument(items: [TodoItem(id: 1, text: "only")])
  guard case .success = store.save(TodoFile(document: shorter)) else {
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
  guard case .success = store.save(TodoFile(document: result.document)) else {
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
  let first = try String(
    contentsOf: directory.appendingPathComponent("todo.json.bad-42"), encoding: .utf8)
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
  guard case .failure = store.save(TodoFile(document: .sample)) else {
    Issue.record("save should have been refused")
    return
  }
  #expect(try String(contentsOf: store.fileURL, encoding: .utf8) == "junk")
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
  guard case .failure(let error) = store.save(TodoFile(document: document)) else {
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
  store.save(TodoFile(document: .sample))
  let saved = try Data(contentsOf: store.fileURL)
  // Something in the way of the temporary file makes the write fail.
  try FileManager.default.createDirectory(
    at: store.temporaryFileURL, withIntermediateDirectories: false)
  guard case .failure(let error) = store.save(TodoFile(document: TodoDocument(items: []))) else {
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
  guard case .failure(let error) = store.save(TodoFile(document: .sample)) else {
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

// MARK: One writer, links, permissions, stale files, limits

@Test func aSecondStoreOnTheSameDirectoryIsReadOnlyAndSavesNothing() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  var first = TodoStore(directory: directory)
  #expect(first.claim() == nil)
  #expect(first.load(now: 0).origin == .sample)
  var list = TodoDocument.sample
  list.append(text: "from the first")
  guard case .success = first.save(TodoFile(document: list)) else {
    Issue.record("the writer's save failed")
    return
  }
  var second = TodoStore(directory: directory)
  let claimed = second.claim()
  let warning = try #require(claimed)
  #expect(warning.contains("another Tactile is using \(directory.path)"))
  #expect(second.isReadOnly && second.isSavingBlocked)
  #expect(second.load(now: 0).document == list)  // It shows the list …
  // … and never overwrites it.
  guard case .failure(let error) = second.save(TodoFile(document: .sample)) else {
    Issue.record("the read-only store saved")
    return
  }
  #expect(error.message.contains("another Tactile"))
  #expect(try TodoFile(reading: Array(Data(contentsOf: first.fileURL))).document == list)
  // A corrupt file is left to the writer: the read-only store does not move it aside.
  try Data("junk".utf8).write(to: first.fileURL)
  #expect(second.load(now: 5).origin == .recoveredWithSample)
  #expect(contents(of: directory) == [".todo.json.lock", "todo.json"])
}

@Test func theLockIsReleasedWithItsStore() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  do {
    var first = TodoStore(directory: directory)
    #expect(first.claim() == nil)
  }
  var next = TodoStore(directory: directory)
  #expect(next.claim() == nil && !next.isReadOnly)
}

@Test func savingThroughASymbolicLinkWritesItsTargetAndKeepsTheLinkAndTheMode() throws {
  let root = try makeTemporaryDirectory()
  defer { cleanUp(root) }
  let data = root.appendingPathComponent("data")
  let elsewhere = root.appendingPathComponent("synced")
  try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
  try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
  let target = elsewhere.appendingPathComponent("my-list.json")
  try Data(TodoFile(document: .sample).bytes).write(to: target)
  #expect(chmod(target.path, 0o600) == 0)
  var store = TodoStore(directory: data)
  try FileManager.default.createSymbolicLink(
    atPath: store.fileURL.path, withDestinationPath: "../synced/my-list.json")
  #expect(store.claim() == nil)
  #expect(store.load(now: 0).document == .sample)
  var list = TodoDocument.sample
  list.items[0].isCompleted = true
  guard case .success = store.save(TodoFile(document: list)) else {
    Issue.record("save failed")
    return
  }
  let link = try FileManager.default.destinationOfSymbolicLink(atPath: store.fileURL.path)
  #expect(link == "../synced/my-list.json")
  #expect(try TodoFile(reading: Array(Data(contentsOf: target))).document == list)
  var info = stat()
  #expect(stat(target.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
  #expect(contents(of: elsewhere) == ["my-list.json"])  // No temporary file left.
}

@Test func aPlainFileKeepsItsModeToo() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  let store = TodoStore(directory: directory)
  store.save(TodoFile(document: .sample))
  #expect(chmod(store.fileURL.path, 0o640) == 0)
  store.save(TodoFile(document: TodoDocument(items: [])))
  var info = stat()
  #expect(stat(store.fileURL.path, &info) == 0 && info.st_mode & 0o777 == 0o640)
}

@Test func theWriterRemovesTemporaryFilesAKilledSaveLeftBehind() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  for pid in [1, 999_999, Int(getpid())] {
    try Data("half a list".utf8).write(
      to: directory.appendingPathComponent(".todo.json.tmp-\(pid)"))
  }
  try Data("keep".utf8).write(to: directory.appendingPathComponent("notes.txt"))
  var reader = TodoStore(directory: directory)
  var writer = TodoStore(directory: directory)
  #expect(writer.claim() == nil)
  _ = reader.claim()  // Read-only: it must not touch them, …
  #expect(contents(of: directory) == [".todo.json.lock", "notes.txt"])  // … the writer did.
}

@Test func aListOverTheLimitsIsRefusedAndLeftUntouched() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  var store = TodoStore(directory: directory)
  let many = TodoDocument(
    items: (0...TodoStore.maximumItems).map { TodoItem(id: $0 + 1, text: "item") })
  let json = Data(TodoFile(document: many).bytes)
  try json.write(to: store.fileURL)
  var result = store.load(now: 0)
  #expect(result.origin == .refusedTooLarge && result.document.items.isEmpty)
  #expect(result.warning?.contains("has \(TodoStore.maximumItems + 1) items") == true)
  #expect(result.notice?.contains("changes here are not saved") == true)
  #expect(store.isSavingBlocked)
  guard case .failure = store.save(TodoFile(document: .sample)) else {
    Issue.record("saving over a refused list")
    return
  }
  #expect(try Data(contentsOf: store.fileURL) == json)
  // A file over the byte limit is refused unread.
  var big = TodoStore(directory: directory)
  let handle = try FileHandle(forWritingTo: big.fileURL)
  try handle.truncate(atOffset: UInt64(TodoStore.maximumFileBytes + 1))
  try handle.close()
  result = big.load(now: 0)
  #expect(result.origin == .refusedTooLarge)
  #expect(result.warning?.contains("is 16 MB; this app opens lists up to 16 MB") == true)
}

@Test func aCorruptFileGivesANoticeNamingTheKeptCopy() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  var store = TodoStore(directory: directory)
  try Data("{".utf8).write(to: store.fileURL)
  let result = store.load(now: 42)
  #expect(
    result.notice?.contains(directory.appendingPathComponent("todo.json.bad-42").path) == true)
}

// MARK: Newer, damaged and unknown

/// A list of a newer format version is shown as far as it reads, read-only, and never written
/// over nor moved aside, as a list over the limits is; the notice says so.
@Test func aNewerVersionIsShownReadOnlyAndNeverWrittenOver() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  var store = TodoStore(directory: directory)
  let newer = Data(#"{"version": 2, "items": [{"id": 1, "text": "a", "completed": true}]}"#.utf8)
  try newer.write(to: store.fileURL)
  let result = store.load(now: 3)
  #expect(result.origin == .newer)
  #expect(result.document.items.map(\.text) == ["a"])
  #expect(result.warning?.contains("is of format version 2, newer than this app's 1") == true)
  #expect(result.notice?.contains("changes here are not saved") == true)
  #expect(store.isSavingBlocked)
  guard case .failure = store.save(TodoFile(document: result.document)) else {
    Issue.record("saved over a newer list")
    return
  }
  #expect(try Data(contentsOf: store.fileURL) == newer)
  #expect(contents(of: directory) == ["todo.json"])
}

/// One bad item does not send the list aside: every good item is shown, the bad one as far as
/// it reads, a warning names it, and the file is left as it is.
@Test func aBadItemKeepsTheListAndIsNamed() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  var store = TodoStore(directory: directory)
  let damaged = Data(
    (#"{"version": 1, "items": [{"id": 1, "text": "ok", "completed": false}, "#
      + #"{"id": 2, "text": "lone \ud800", "completed": 1}]}"#).utf8)
  try damaged.write(to: store.fileURL)
  let result = store.load(now: 3)
  #expect(result.origin == .file)
  #expect(result.document.items.map(\.text) == ["ok", "lone \u{FFFD}"])
  let warning = try #require(result.warning)
  #expect(warning.contains("item 2 has text that is not valid Unicode"))
  #expect(warning.contains(#"and has "completed" that is a number, not true or false"#))
  #expect(result.notice?.hasPrefix("Not all of the saved list could be read: item 2") == true)
  #expect(!store.isSavingBlocked)
  #expect(contents(of: directory) == ["todo.json"])
  #expect(try Data(contentsOf: store.fileURL) == damaged)
}

/// What is wrong with a file nothing can be read from is said in the user's words.
@Test func aFileWithoutAVersionIsKeptAsideSayingSo() throws {
  let directory = try makeTemporaryDirectory()
  defer { cleanUp(directory) }
  var store = TodoStore(directory: directory)
  try Data(#"{"items": []}"#.utf8).write(to: store.fileURL)
  let warning = try #require(store.load(now: 8).warning)
  #expect(warning.hasPrefix("\(store.fileURL.path) is corrupt: it has no \"version\"; kept it"))
  #expect(!warning.contains("CodingKeys") && !warning.contains("No value associated"))
  #expect(contents(of: directory) == ["todo.json.bad-8"])
}
