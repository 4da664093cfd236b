import TactileCore
import TactileIO
import Testing

@testable import TactileScenes

private func page(savingTo storage: MemoryTodoStorage) -> TodoPage {
  TodoPage(context: todoContext(storage: storage), frame: PageFrame(size: Size(1280, 800)))
}

@Test func thePageShowsWhatItsStorageLoadsAndWritesNothingUntilAChange() {
  let storage = MemoryTodoStorage()
  let page = page(savingTo: storage)
  #expect(page.items == TodoDocument.sample.items)
  #expect(page.warnings.isEmpty)
  #expect(storage.saved == nil)
}

@Test func everyChangeIsSaved() throws {
  let storage = MemoryTodoStorage()
  var page = page(savingTo: storage)
  /// The stored list once the queued writes are done.
  func saved() -> TodoDocument? {
    page.flushSaves()
    return storage.saved
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
  #expect(page.autosave.saveCount == 4)
  #expect(page.autosave.saveError == nil)

  // A new page reads back what was saved.
  let reopened = TodoPage(
    context: todoContext(storage: storage), frame: PageFrame(size: Size(1280, 800)))
  #expect(reopened.items == page.items)
}

@Test func whatTheStorageFoundIsAWarningForTheAppAndABanner() {
  let notice = "The saved list could not be read, so the sample list is shown."
  let storage = MemoryTodoStorage(
    LoadedTodoList(document: .sample, warnings: ["todo.json is corrupt"], notice: notice))
  let playground = Playground(
    context: todoContext(storage: storage), size: Size(1280, 800), start: .todo)
  #expect(playground.warnings == ["todo.json is corrupt"])
  #expect(playground.deck[TodoPage.self].items == TodoDocument.sample.items)
  var list = DrawList()
  var page = playground.deck[TodoPage.self]
  page.draw(into: &list, .test())
  #expect(bannerText(list).contains(notice))
}

/// Every text drawn, joined (the banner's runs among them).
private func bannerText(_ list: DrawList) -> String {
  list.commands.compactMap {
    if case .text(let run) = $0 { return run.text(in: list) }
    return nil
  }.joined(separator: " ")
}

@Test func aFailedSaveShowsABannerAndKeepsTheListInMemory() {
  let storage = MemoryTodoStorage()
  storage.failure = "cannot create /blocker/tactile: Not a directory"
  var page = page(savingTo: storage)
  page.toggle(0)
  page.flushSaves()
  #expect(page.autosave.saveError == storage.failure)
  #expect(page.items[0].isCompleted)  // Kept in memory.
  var list = DrawList()
  page.draw(into: &list, .test())
  #expect(bannerText(list).contains("Could not save"))
  // The list still works and the next save that succeeds clears the banner.
  storage.failure = nil
  page.toggle(1)
  page.flushSaves()
  #expect(page.autosave.saveError == nil)
  #expect(storage.saved?.items == page.items)
}

@Test func withoutAStorageNothingIsSaved() {
  var page = makePage(TodoDocument.sample.items)
  page.toggle(0)
  #expect(page.autosave.storage == nil)
  #expect(page.autosave.saveCount == 0 && page.autosave.saveError == nil)
}

// MARK: Nothing typed is lost

/// Text being typed is saved when the window loses focus, and the edit stays open.
@Test func focusLossSavesTheTextBeingEditedAsADraft() throws {
  let storage = MemoryTodoStorage()
  var page = page(savingTo: storage)
  page.click(page.addRowRect.center)
  page.type("Buy milk")
  page.doubleClick(page.textPoint(0))  // Commits the new item, then edits item 0.
  page.press(.end)
  page.type(" today")
  _ = page.handle(.focusLost)
  page.flushSaves()
  #expect(page.editing != nil)
  let draft = try #require(storage.saved)
  #expect(draft.items[0].text == TodoDocument.sample.items[0].text + " today")
  #expect(draft.items.last?.text == "Buy milk")
  // Esc throws the edit away: the file follows.
  page.press(.escape)
  page.flushSaves()
  #expect(storage.saved?.items[0].text == TodoDocument.sample.items[0].text)
}

/// A new item being typed is in the file after quitting (window close, a stop signal, the end
/// of a run all call `prepareToQuit`), and so is an item switched away from.
@Test func quittingAndSwitchingPagesSaveTheTextBeingTyped() throws {
  let storage = MemoryTodoStorage()
  var playground = Playground(
    context: todoContext(storage: storage), size: Size(1280, 800), start: .todo)
  let add = playground.deck[TodoPage.self].addRowRect.center
  playground.handle(.pointer(PointerEvent(.down, at: add)))
  playground.handle(.pointer(PointerEvent(.up, at: add)))
  playground.handle(.text("Call Anna"))
  #expect(playground.prepareToQuit() == nil)
  #expect(storage.saved?.items.last?.text == "Call Anna")
  playground.handle(.text(" back"))
  playground.deck.show(.spoilers)  // Switching pages saves the draft.
  playground.deck[TodoPage.self].flushSaves()
  #expect(storage.saved?.items.last?.text == "Call Anna back")
}

/// A new item typed, saved as a draft, then emptied and committed: it is gone from the file.
@Test func aDraftThatEndsEmptyIsRemovedFromTheFile() throws {
  let storage = MemoryTodoStorage()
  var page = page(savingTo: storage)
  page.click(page.addRowRect.center)
  page.type("x")
  _ = page.handle(.focusLost)
  page.press(.backspace)
  _ = page.finishSaving()  // Quitting with the new item empty: it is not kept …
  #expect(storage.saved?.items == TodoDocument.sample.items)
  page.type("y")
  _ = page.handle(.focusLost)
  page.press(.backspace)
  page.press(.enter)  // … nor when the empty item is committed.
  page.flushSaves()
  #expect(storage.saved?.items == TodoDocument.sample.items)
}

// MARK: One writer

@Test func aReadOnlyListIsShownWithItsNoticeAndNeverWritten() {
  let notice = "Another Tactile is using this list, so it is shown read-only."
  let storage = MemoryTodoStorage(LoadedTodoList(document: .sample, notice: notice))
  storage.isReadOnly = true
  var page = page(savingTo: storage)
  page.toggle(1)
  page.click(page.addRowRect.center)
  page.type("x")
  _ = page.handle(.focusLost)
  page.press(.enter)
  page.flushSaves()
  #expect(storage.written.isEmpty)
  #expect(page.autosave.saveError == nil)  // Nothing was tried: the notice stays.
  var list = DrawList()
  page.draw(into: &list, .test())
  #expect(bannerText(list).contains("shown read-only"))
  #expect(
    JSONValue.object(page.layoutDump()).serialized(pretty: false).contains("\"readOnly\":true"))
}

// MARK: Limits

@Test func aFullListRefusesANewItemWithABanner() {
  var page = makePage((1...TodoDocument.maximumItems).map { TodoItem(id: $0, text: "i") })
  page.addItem()
  #expect(page.items.count == TodoDocument.maximumItems && page.editing == nil)
  var list = DrawList()
  page.draw(into: &list, .test())
  #expect(bannerText(list).contains("The list is full"))
}
