import TactileScenes

/// A `TodoStorage` in memory for the page tests: writes at once, keeps every document it is
/// given, and fails or refuses on request.
final class MemoryTodoStorage: TodoStorage, @unchecked Sendable {
  /// What `load()` hands out; a save replaces its document.
  var stored: LoadedTodoList
  /// The documents written, oldest first.
  private(set) var written: [TodoDocument] = []
  /// While set, every write fails with this message (and writes nothing).
  var failure: String?
  var isReadOnly = false
  var isSavingBlocked: Bool { isReadOnly }
  var location: String? { "memory" }
  private var results = TodoSaveResults()

  init(_ stored: LoadedTodoList = LoadedTodoList(document: .sample)) { self.stored = stored }

  /// The newest document written, if any.
  var saved: TodoDocument? { written.last }

  func load() -> LoadedTodoList { stored }

  func submit(_ document: TodoDocument) {
    if let failure {
      results.error = failure
      return
    }
    written.append(document)
    stored.document = document
    results.saved += 1
    results.error = nil
  }

  var isBusy: Bool { false }
  func flush() {}

  func takeResults() -> TodoSaveResults {
    defer { results = TodoSaveResults() }
    return results
  }
}
