import Foundation
import TactileCore
import TactileScenes
import TactileTestSupport
import Testing

@testable import TactileIO

// The to-do list's file storage as the page uses it: created on a data directory, loaded once
// when the page is made, handed every change.

func makeTodoTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("tactile-todo-storage-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The document saved in `directory`, or nil.
private func savedDocument(in directory: URL) -> TodoDocument? {
  guard let data = try? Data(contentsOf: directory.appendingPathComponent(TodoStore.fileName))
  else { return nil }
  return try? TodoFile(reading: Array(data)).document
}

/// A To-do page saving to `storage`.
private func page(_ storage: TodoFileStorage) -> TodoPage {
  var context = SceneContext(metrics: FixedWidthMetrics(advance: 10), theme: .dark)
  context.content.todoStorage = storage
  return TodoPage(context: context, frame: PageFrame(size: Size(1280, 800)))
}

/// Every text the page draws, joined.
private func drawnText(_ page: inout TodoPage) -> String {
  var list = DrawList()
  page.draw(into: &list, FrameContext(theme: .dark))
  return list.commands.compactMap {
    if case .text(let run) = $0 { return run.text(in: list) }
    return nil
  }.joined(separator: " ")
}

@Test func aMissingListStartsFromTheSampleAndWritesNothing() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  let page = page(TodoFileStorage(directory: root, launchTime: 0))
  #expect(page.items == TodoDocument.sample.items)
  #expect(page.warnings.isEmpty)
  #expect(savedDocument(in: root) == nil)
}

@Test func everyChangeIsWrittenAndReadBackByTheNextPage() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  let storage = TodoFileStorage(directory: root, launchTime: 0)
  var first = page(storage)
  first.toggle(0)
  first.deleteItem(2)
  first.flushSaves()
  // Writes coalesce.
  #expect((1...2).contains(first.autosave.saveCount) && first.autosave.saveError == nil)
  #expect(savedDocument(in: root)?.items == first.items)
  // A page made anew on the same storage keeps the lock and reads what was saved …
  var again = page(storage)
  #expect(again.items == first.items)
  #expect(!storage.isReadOnly)
  again.toggle(1)
  again.flushSaves()
  #expect(savedDocument(in: root)?.items == again.items)
  // … and so does a new storage once the first is gone.
  let reopened = page(TodoFileStorage(directory: root, launchTime: 0))
  #expect(reopened.items == again.items)
}

@Test func aCorruptListIsKeptAsideWithAWarningAndABannerNamingTheCopy() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  try Data("{ not json".utf8).write(to: root.appendingPathComponent(TodoStore.fileName))
  var page = page(TodoFileStorage(directory: root, launchTime: 1_700_000_000))
  #expect(page.warnings.count == 1)
  #expect(page.warnings.first?.contains("todo.json.bad-1700000000") == true)
  #expect(page.items == TodoDocument.sample.items)
  let aside = root.appendingPathComponent("todo.json.bad-1700000000")
  #expect(try Data(contentsOf: aside) == Data("{ not json".utf8))
  // (A long path wraps inside itself: compare without the spaces between lines.)
  #expect(drawnText(&page).filter { $0 != " " }.contains("keptas\(aside.path)"))
}

@Test func aListThatCannotBeWrittenShowsTheReason() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  // The data directory would have to be created inside a regular file: impossible, even as root.
  let blocker = root.appendingPathComponent("blocker")
  try Data("x".utf8).write(to: blocker)
  let directory = blocker.appendingPathComponent("tactile")
  var page = page(TodoFileStorage(directory: directory, launchTime: 0))
  page.toggle(0)
  page.flushSaves()
  #expect(page.autosave.saveError?.contains(directory.path) == true)
  #expect(drawnText(&page).contains("Could not save"))
  try FileManager.default.removeItem(at: blocker)
  page.toggle(1)
  page.flushSaves()
  #expect(page.autosave.saveError == nil)
  #expect(savedDocument(in: directory)?.items == page.items)
}

@Test func aSecondStorageOnTheSameDirectoryIsReadOnlyAndSaysSo() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  let writer = TodoFileStorage(directory: root, launchTime: 0)
  var first = page(writer)
  first.toggle(0)
  first.flushSaves()
  let other = TodoFileStorage(directory: root, launchTime: 0)
  var second = page(other)
  #expect(other.isReadOnly && other.isSavingBlocked)
  #expect(second.warnings.first?.contains("another Tactile is using") == true)
  #expect(second.items[0].isCompleted)  // The writer's list, read.
  #expect(drawnText(&second).contains("shown read-only"))
  second.toggle(1)
  second.flushSaves()
  #expect(savedDocument(in: root)?.items[1].isCompleted == false)  // Not overwritten.
  #expect(second.autosave.saveError == nil)
}

@Test func nothingIsWrittenBeforeTheListIsLoaded() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  let storage = TodoFileStorage(directory: root, launchTime: 0)
  #expect(storage.isSavingBlocked)
  storage.submit(TodoDocument(items: []))
  storage.flush()
  #expect(savedDocument(in: root) == nil)
  #expect(storage.location == root.appendingPathComponent("todo.json").path)
}

/// Keys this build does not know stay in place through the page's edits and saves.
@Test func unknownKeysSurviveThePagesEditsAndSaves() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  let url = root.appendingPathComponent(TodoStore.fileName)
  try Data(
    (#"{"settings": {"sort": "due"}, "version": 1, "items": ["#
      + #"{"id": 1, "color": "red", "text": "a", "completed": false, "due": "2026-12-24"}]}"#)
      .utf8
  ).write(to: url)
  var page = page(TodoFileStorage(directory: root, launchTime: 0))
  page.toggle(0)
  page.addItem()
  _ = page.handle(.text("b"))
  page.commitEditing()
  page.flushSaves()
  let saved = try String(contentsOf: url, encoding: .utf8)
  let order = [
    #""settings": {"sort": "due"}"#, #""color": "red""#, #""completed": true"#, #""due": "2026"#,
  ]
  let places = try order.map { try #require(saved.range(of: $0), "\($0) lost").lowerBound }
  #expect(places == places.sorted())
  #expect(savedDocument(in: root)?.items.map(\.text) == ["a", "b"])
}

/// A list with a damaged item is shown, named in a banner, and not written until the user
/// changes something; then the damaged item is written back as it was.
@Test func aDamagedListIsNotWrittenUntilTheUserChangesIt() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  let url = root.appendingPathComponent(TodoStore.fileName)
  let damaged = Data(
    #"{"version": 1, "items": [{"id": 1, "text": "a", "completed": false}, [1, 2]]}"#.utf8)
  try damaged.write(to: url)
  var page = page(TodoFileStorage(directory: root, launchTime: 0))
  #expect(page.items.map(\.text) == ["a"])
  #expect(page.warnings.count == 1 && page.warnings[0].contains("item 2 is an array, not an item"))
  #expect(drawnText(&page).contains("could not be read"))
  page.flushSaves()
  #expect(try Data(contentsOf: url) == damaged)
  page.toggle(0)
  page.flushSaves()
  let saved = try String(contentsOf: url, encoding: .utf8)
  #expect(saved.contains(#""completed": true"#) && saved.contains("    [1, 2]\n"))
  let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
  #expect(names == [".todo.json.lock", "todo.json"])
}
