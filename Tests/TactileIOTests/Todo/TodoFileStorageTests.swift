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
  return try? TodoDocument.decode(json: data)
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
