import Foundation
import TactileCore
import Testing

@testable import TactileScenes

private func page(savingIn directory: URL, launchTime: Double = 0) -> TodoPage {
  var page = TodoPage(context: todoContext(directory: directory.path, launchTime: launchTime))
  page.layout(PageFrame(size: Size(1280, 800)))
  return page
}

@Test func aMissingListStartsFromTheSampleAndWritesNothing() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  let page = page(savingIn: root)
  #expect(page.items == TodoDocument.sample.items)
  #expect(page.loadWarning == nil)
  #expect(savedDocument(in: root) == nil)
}

@Test func everyChangeIsSaved() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  var page = page(savingIn: root)

  page.click(page.checkboxCenter(0))  // Toggle.
  #expect(savedDocument(in: root)?.items == page.items)
  #expect(savedDocument(in: root)?.items[0].isCompleted == true)

  page.press(.down)  // Focus item 1 … (the click focused item 0)
  page.press(.enter)  // … and edit it.
  page.press(.end)
  page.type(" — до пятницы ✅")
  #expect(savedDocument(in: root)?.items[1].text == TodoDocument.sample.items[1].text)
  page.press(.enter)  // Commit.
  #expect(savedDocument(in: root)?.items[1].text.hasSuffix(" — до пятницы ✅") == true)

  page.click(page.addRowRect.center)  // Add.
  page.type("Buy stamps")
  page.press(.enter)
  #expect(savedDocument(in: root)?.items.last?.text == "Buy stamps")

  #expect(page.focused == 4)  // The new item keeps the focus …
  page.press(.delete)  // … and is deleted.
  #expect(savedDocument(in: root)?.items == page.items)
  #expect(savedDocument(in: root)?.items.contains { $0.text == "Buy stamps" } == false)
  #expect(page.saveCount == 4)
  #expect(page.saveError == nil)

  // A new page reads back what was saved.
  let reopened = TodoPage(context: todoContext(directory: root.path))
  #expect(reopened.items == page.items)
}

@Test func aCorruptListIsKeptAsideWithAWarningForTheApp() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  try Data("{ not json".utf8).write(to: root.appendingPathComponent(TodoStore.fileName))
  let playground = Playground(
    context: todoContext(directory: root.path, launchTime: 1_700_000_000),
    size: Size(1280, 800), start: .todo)
  #expect(playground.warnings.count == 1)
  #expect(playground.warnings.first?.contains("todo.json.bad-1700000000") == true)
  #expect(playground.deck.todo.items == TodoDocument.sample.items)
  let aside = root.appendingPathComponent("todo.json.bad-1700000000")
  #expect(try Data(contentsOf: aside) == Data("{ not json".utf8))
}

@Test func aFailedSaveShowsABannerAndKeepsTheListInMemory() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  // The data directory would have to be created inside a regular file: impossible, even as root.
  let blocker = root.appendingPathComponent("blocker")
  try Data("x".utf8).write(to: blocker)
  let directory = blocker.appendingPathComponent("tactile")
  var page = page(savingIn: directory)
  page.toggle(0)
  #expect(page.saveError != nil)
  #expect(page.items[0].isCompleted)  // Kept in memory.
  var list = DrawList()
  page.draw(into: &list)
  let banner = list.commands.contains {
    if case .text(let run) = $0 { return run.text.contains("Could not save") }
    return false
  }
  #expect(banner)
  // The list still works and the next save that succeeds clears the banner.
  try FileManager.default.removeItem(at: blocker)
  page.toggle(1)
  #expect(page.saveError == nil)
  #expect(savedDocument(in: directory)?.items == page.items)
}

@Test func withoutADirectoryNothingIsSaved() {
  var page = makePage(TodoDocument.sample.items)
  page.toggle(0)
  #expect(page.store == nil)
  #expect(page.saveCount == 0 && page.saveError == nil)
}
