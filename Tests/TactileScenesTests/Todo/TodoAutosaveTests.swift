import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

private var style: TodoList.Style {
  TodoList.Style(
    font: .regular(17), width: 300, direction: .leftToRight, metrics: FixedWidthMetrics())
}

private func list() -> TodoList {
  TodoList(items: [TodoItem(id: 1, text: "milk"), TodoItem(id: 2, text: "eggs")], style: style)
}

@Test func everyChangeThatAsksToBeSavedIsWritten() {
  let storage = MemoryTodoStorage()
  var autosave = TodoAutosave(storage: storage)
  var l = list()
  autosave.apply(l.toggle(0, timing: .standard, fillDuration: 0.2, animated: false), to: l)
  #expect(storage.saved?.items.map(\.isCompleted) == [true, false])
  autosave.apply([.relayout], to: l)
  autosave.apply(.saveIfDraftSaved, to: l)  // no draft was saved
  #expect(storage.written.count == 1)
  let collected1 = autosave.collectResults()
  #expect(collected1)
  #expect(autosave.saveCount == 1 && autosave.saveError == nil)
  let collected2 = autosave.collectResults()
  #expect(!collected2)  // nothing new
}

@Test func aDraftIsSavedWithTheEditedTextAndReplacedWhenTheEditEnds() {
  let storage = MemoryTodoStorage()
  var autosave = TodoAutosave(storage: storage)
  var l = list()
  autosave.saveDraft(l)  // nothing edited: nothing to save
  #expect(storage.written.isEmpty)
  _ = l.beginEditing(1, caret: nil, style: style)
  _ = l.edit(style: style) { $0.editor.insert(" and ham") }
  autosave.saveDraft(l)
  #expect(storage.saved?.items.map(\.text) == ["milk", "eggs and ham"])
  #expect(l.itemsWithDraft.map(\.text) == ["milk", "eggs and ham"])
  autosave.apply(l.cancelEditing(style: style), to: l)  // the draft is taken back
  #expect(storage.saved?.items.map(\.text) == ["milk", "eggs"])
  #expect(storage.written.count == 2)
}

@Test func aBlankDraftPutsBackTheItemsOnlyIfADraftWasSaved() {
  let storage = MemoryTodoStorage()
  var autosave = TodoAutosave(storage: storage)
  var l = list()
  _ = l.beginEditing(0, caret: nil, style: style)
  _ = l.edit(style: style) { $0.editor.moveToStart() }
  _ = l.edit(style: style) { for _ in 0..<4 { $0.editor.deleteForward() } }
  autosave.saveDraft(l)
  #expect(storage.written.isEmpty)
  #expect(l.itemsWithDraft.map(\.text) == ["milk", "eggs"])
  _ = l.edit(style: style) { $0.editor.insert("oat milk") }
  autosave.saveDraft(l)
  _ = l.edit(style: style) { $0.editor.moveToStart() }
  _ = l.edit(style: style) { for _ in 0..<8 { $0.editor.deleteForward() } }
  autosave.saveDraft(l)
  #expect(storage.written.map { $0.items[0].text } == ["oat milk", "milk"])
}

@Test func nothingIsWrittenWithoutAStorageOrWhenSavingIsBlocked() {
  var memoryOnly = TodoAutosave(storage: nil)
  memoryOnly.save(list())
  let collected3 = memoryOnly.collectResults()
  #expect(!collected3 && !memoryOnly.isBusy)
  let storage = MemoryTodoStorage()
  storage.isReadOnly = true
  var blocked = TodoAutosave(storage: storage, notice: "read-only")
  blocked.save(list())
  #expect(storage.written.isEmpty)
  #expect(blocked.bannerText == "read-only")
}

@Test func aFailureShowsInTheBannerUntilASaveSucceeds() {
  let storage = MemoryTodoStorage()
  var autosave = TodoAutosave(storage: storage, warnings: ["w"], notice: "kept aside")
  #expect(autosave.bannerText == "kept aside" && autosave.warnings == ["w"])
  storage.failure = "disk full"
  autosave.save(list())
  let collected4 = autosave.collectResults()
  #expect(collected4)
  #expect(autosave.saveError == "disk full")
  #expect(autosave.bannerText?.hasPrefix("Could not save the list") == true)
  #expect(autosave.bannerText?.hasSuffix("disk full") == true)
  storage.failure = nil
  autosave.save(list())
  let collected5 = autosave.collectResults()
  #expect(collected5)
  #expect(autosave.saveError == nil && autosave.saveCount == 1)
  #expect(autosave.bannerText == "kept aside")
}
