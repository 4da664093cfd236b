/// Keeps the To-do list saved: every change goes to the `TodoStorage`; the text being edited
/// is saved as a draft when the page or the window loses focus and when the app quits; the
/// writes' outcomes come back through `collectResults()` and become the banner's text. Without
/// a storage nothing is kept and every call does nothing.
public struct TodoAutosave {
  /// Where the list is saved; nil keeps it in memory only.
  public let storage: (any TodoStorage)?
  /// Problems found while the saved list was loaded, one line each (printed once).
  public let warnings: [String]
  /// What the banner tells when there is no save error: how the saved list was found (kept
  /// aside, read-only, too large) or that the list is full.
  public var notice: String?
  /// The last save's failure (shown as a banner until a save succeeds).
  public private(set) var saveError: String?
  /// Number of successful saves (for tests and the layout dump).
  public private(set) var saveCount = 0
  /// True when the text being edited was saved as a draft since the last regular save: ending
  /// the edit must save again, whatever it keeps.
  private var draftSaved = false

  public init(storage: (any TodoStorage)?, warnings: [String] = [], notice: String? = nil) {
    self.storage = storage
    self.warnings = warnings
    self.notice = notice
  }

  /// Whether a write is waiting or under way (its outcome may change the banner).
  public var isBusy: Bool { storage?.isBusy == true }

  /// Does what a change of the list asks for saving (`TodoList.Effect`).
  public mutating func apply(_ effect: TodoList.Effect, to list: TodoList) {
    if effect.contains(.save) {
      save(list)
    } else if effect.contains(.saveIfDraftSaved) {
      saveIfDraftWasSaved(list)
    }
  }

  /// Queues `list`'s items as they are now for writing.
  public mutating func save(_ list: TodoList) {
    // A read-only or refused list is never written; the banner's notice already says so.
    guard let storage, !storage.isSavingBlocked else { return }
    draftSaved = false
    storage.submit(TodoDocument(items: list.items))
  }

  /// Saves `list.itemsWithDraft`, leaving the edit open: nothing typed is lost if the app ends
  /// now. Called on focus loss and before quitting.
  public mutating func saveDraft(_ list: TodoList) {
    guard let storage, !storage.isSavingBlocked, let session = list.editing else { return }
    if session.editor.text.allSatisfy(\.isWhitespace) {
      saveIfDraftWasSaved(list)  // A draft saved earlier and emptied since: back to the items.
      return
    }
    storage.submit(TodoDocument(items: list.itemsWithDraft))
    draftSaved = true
  }

  /// After an edit ends without a change of its own to save: a draft saved meanwhile is
  /// replaced by the list as it now is.
  public mutating func saveIfDraftWasSaved(_ list: TodoList) {
    if draftSaved { save(list) }
  }

  /// Waits for every write queued so far (quitting, tests).
  public func flush() { storage?.flush() }

  /// Takes the outcome of the writes finished since the last call: counts them, keeps the last
  /// failure for the banner (cleared by a success). Returns whether any write finished (the
  /// banner may have changed).
  public mutating func collectResults() -> Bool {
    guard let results = storage?.takeResults(), results.finished else { return false }
    saveCount += results.saved
    saveError = results.error
    return true
  }

  /// What the banner says: the save error, else the notice; nil for no banner.
  public var bannerText: String? {
    if let error = saveError {
      return "Could not save the list; your changes are kept while the app runs. \(error)"
    }
    return notice
  }
}
