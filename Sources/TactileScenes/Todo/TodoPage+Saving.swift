import TactileCore

/// Saving the To-do page: every change goes to the page's `TodoStorage`; the text being
/// edited is saved as a draft when the page or the window loses focus and when the app quits;
/// outcomes come back on `update` and show as a banner.
extension TodoPage {
  /// Queues the list as it is now for writing, if the page has a store.
  mutating func save() {
    // A read-only or refused list is never written; the banner's notice already says so.
    guard let storage, !storage.isSavingBlocked else { return }
    draftSaved = false
    storage.submit(TodoDocument(items: items))
  }

  /// The items as the file should hold them if the app ended now: `items` with the text being
  /// edited in place of its item's (a new item's too), unless that text is blank.
  public var itemsWithDraft: [TodoItem] {
    guard let session = editing, !session.editor.text.allSatisfy(\.isWhitespace) else {
      return items
    }
    var out: [TodoItem] = []
    out.reserveCapacity(rows.count)
    for row in rows {
      var item = row.item
      if item.id == session.itemID { item.text = session.editor.text }
      out.append(item)
    }
    return out
  }

  /// Saves `itemsWithDraft`, leaving the edit open: nothing typed is lost if the app ends now.
  /// Called on focus loss and before quitting.
  public mutating func saveDraft() {
    guard let storage, !storage.isSavingBlocked, editing != nil else { return }
    if editing?.editor.text.allSatisfy(\.isWhitespace) == true {
      saveIfDraftWasSaved()  // A draft saved earlier and emptied since: back to the items.
      return
    }
    storage.submit(TodoDocument(items: itemsWithDraft))
    draftSaved = true
  }

  /// After an edit ends without a change of its own to save: a draft saved meanwhile is
  /// replaced by the list as it now is.
  mutating func saveIfDraftWasSaved() {
    if draftSaved { save() }
  }

  /// Before the app exits: saves the draft, waits for every write, and returns the last
  /// failure, if any (for the log).
  public mutating func finishSaving() -> String? {
    saveDraft()
    storage?.flush()
    collectSaveResults()
    return saveError
  }

  /// Before the app exits: `finishSaving`, its failure as a line for the log.
  public mutating func prepareToQuit() -> String? {
    finishSaving().map { "the to-do list could not be saved: \($0)" }
  }

  /// Waits for the writes queued so far and takes their outcome (tests, quitting).
  public mutating func flushSaves() {
    storage?.flush()
    collectSaveResults()
  }

  /// Takes the outcome of the writes finished since the last call: counts them, keeps the last
  /// failure for the banner (cleared by a success).
  mutating func collectSaveResults() {
    guard let results = storage?.takeResults(), results.finished else { return }
    saveCount += results.saved
    saveError = results.error
    layoutBanner()
  }

  /// Wraps the banner's text: the save error, else the notice.
  mutating func layoutBanner() {
    let text: String
    if let error = saveError {
      text = "Could not save the list; your changes are kept while the app runs. \(error)"
    } else if let notice {
      text = notice
    } else {
      bannerLayout = nil
      return
    }
    let width = min(TodoConstants.bannerMaxWidth, frame.columnWidth)
    bannerLayout = TextLayout(
      text: text, font: frame.type.caption, width: width - 2 * TodoConstants.bannerPadding,
      metrics: context.metrics)
  }
}
