import Foundation
import TactileCore
import Testing

@testable import TactileScenes

private func page(savingIn directory: URL, launchTime: Double = 0) -> TodoPage {
  TodoPage(
    context: todoContext(directory: directory.path, launchTime: launchTime),
    frame: PageFrame(size: Size(1280, 800)))
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
  /// The file once the queued writes are done.
  func saved() -> TodoDocument? {
    page.flushSaves()
    return savedDocument(in: root)
  }

  page.click(page.checkboxCenter(0))  // Toggle.
  #expect(saved()?.items == page.items)
  #expect(saved()?.items[0].isCompleted == true)

  page.press(.down)  // Focus item 1 … (the click focused item 0)
  page.press(.enter)  // … and edit it.
  page.press(.end)
  page.type(" — до пятницы ✅")
  #expect(saved()?.items[1].text == TodoDocument.sample.items[1].text)
  page.press(.enter)  // Commit.
  #expect(saved()?.items[1].text.hasSuffix(" — до пятницы ✅") == true)

  page.click(page.addRowRect.center)  // Add.
  page.type("Buy stamps")
  page.press(.enter)
  #expect(saved()?.items.last?.text == "Buy stamps")

  #expect(page.focused == 4)  // The new item keeps the focus …
  page.press(.delete)  // … and is deleted.
  #expect(saved()?.items == page.items)
  #expect(saved()?.items.contains { $0.text == "Buy stamps" } == false)
  page.flushSaves()
  #expect(page.saveCount == 4)
  #expect(page.saveError == nil)

  // A new page reads back what was saved.
  let reopened = TodoPage(
    context: todoContext(directory: root.path), frame: PageFrame(size: Size(1280, 800)))
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
  #expect(playground.deck[TodoPage.self].items == TodoDocument.sample.items)
  let aside = root.appendingPathComponent("todo.json.bad-1700000000")
  #expect(try Data(contentsOf: aside) == Data("{ not json".utf8))
  // The window says so too, naming the kept copy.
  var list = DrawList()
  var page = playground.deck[TodoPage.self]
  page.draw(into: &list, .test())
  // (A long path wraps inside itself: compare without the spaces between lines.)
  #expect(bannerText(list).filter { $0 != " " }.contains("keptas\(aside.path)"))
}

/// Every text drawn, joined (the banner's runs among them).
private func bannerText(_ list: DrawList) -> String {
  list.commands.compactMap {
    if case .text(let run) = $0 { return run.text }
    return nil
  }.joined(separator: " ")
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
  page.flushSaves()
  #expect(page.saveError != nil)
  #expect(page.items[0].isCompleted)  // Kept in memory.
  var list = DrawList()
  page.draw(into: &list, .test())
  let banner = list.commands.contains {
    if case .text(let run) = $0 { return run.text.contains("Could not save") }
    return false
  }
  #expect(banner)
  // The list still works and the next save that succeeds clears the banner.
  try FileManager.default.removeItem(at: blocker)
  page.toggle(1)
  page.flushSaves()
  #expect(page.saveError == nil)
  #expect(savedDocument(in: directory)?.items == page.items)
}

@Test func withoutADirectoryNothingIsSaved() {
  var page = makePage(TodoDocument.sample.items)
  page.toggle(0)
  #expect(page.store == nil)
  #expect(page.saveCount == 0 && page.saveError == nil)
}

// MARK: Nothing typed is lost

/// Text being typed is saved when the window loses focus, and the edit stays open.
@Test func focusLossSavesTheTextBeingEditedAsADraft() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  var page = page(savingIn: root)
  page.click(page.addRowRect.center)
  page.type("Buy milk")
  page.doubleClick(page.textPoint(0))  // Commits the new item, then edits item 0.
  page.press(.end)
  page.type(" today")
  _ = page.handle(.focusLost)
  page.flushSaves()
  #expect(page.editing != nil)
  let draft = try #require(savedDocument(in: root))
  #expect(draft.items[0].text == TodoDocument.sample.items[0].text + " today")
  #expect(draft.items.last?.text == "Buy milk")
  // Esc throws the edit away: the file follows.
  page.press(.escape)
  page.flushSaves()
  #expect(savedDocument(in: root)?.items[0].text == TodoDocument.sample.items[0].text)
}

/// A new item being typed is in the file after quitting (window close, a stop signal, the end
/// of a run all call `prepareToQuit`), and so is an item switched away from.
@Test func quittingAndSwitchingPagesSaveTheTextBeingTyped() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  var playground = Playground(
    context: todoContext(directory: root.path), size: Size(1280, 800), start: .todo)
  let add = playground.deck[TodoPage.self].addRowRect.center
  playground.handle(.pointer(PointerEvent(.down, at: add)))
  playground.handle(.pointer(PointerEvent(.up, at: add)))
  playground.handle(.text("Call Anna"))
  #expect(playground.prepareToQuit() == nil)
  #expect(savedDocument(in: root)?.items.last?.text == "Call Anna")
  playground.handle(.text(" back"))
  playground.deck.show(.spoilers)  // Switching pages saves the draft.
  playground.deck[TodoPage.self].flushSaves()
  #expect(savedDocument(in: root)?.items.last?.text == "Call Anna back")
}

/// A new item typed, saved as a draft, then emptied and committed: it is gone from the file.
@Test func aDraftThatEndsEmptyIsRemovedFromTheFile() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  var page = page(savingIn: root)
  page.click(page.addRowRect.center)
  page.type("x")
  _ = page.handle(.focusLost)
  page.press(.backspace)
  _ = page.finishSaving()  // Quitting with the new item empty: it is not kept …
  #expect(savedDocument(in: root)?.items == TodoDocument.sample.items)
  page.type("y")
  _ = page.handle(.focusLost)
  page.press(.backspace)
  page.press(.enter)  // … nor when the empty item is committed.
  page.flushSaves()
  #expect(savedDocument(in: root)?.items == TodoDocument.sample.items)
}

// MARK: One writer

@Test func aSecondPageOnTheSameDirectoryIsReadOnlyAndSaysSo() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  var first = page(savingIn: root)
  first.toggle(0)
  first.flushSaves()
  var second = page(savingIn: root)
  #expect(second.store?.isReadOnly == true)
  #expect(second.loadWarning?.contains("another Tactile is using") == true)
  #expect(second.items[0].isCompleted)  // The writer's list, read.
  var list = DrawList()
  second.draw(into: &list, .test())
  #expect(bannerText(list).contains("shown read-only"))
  second.toggle(1)
  second.flushSaves()
  #expect(savedDocument(in: root)?.items[1].isCompleted == false)  // Not overwritten.
  #expect(second.saveError == nil)  // Nothing was tried: the notice stays.
  second.draw(into: &list, .test())
  #expect(bannerText(list).contains("shown read-only"))
}

// MARK: Limits

@Test func aFullListRefusesANewItemWithABanner() {
  var page = makePage((1...TodoStore.maximumItems).map { TodoItem(id: $0, text: "i") })
  page.addItem()
  #expect(page.items.count == TodoStore.maximumItems && page.editing == nil)
  var list = DrawList()
  page.draw(into: &list, .test())
  #expect(bannerText(list).contains("The list is full"))
}
