import Foundation
import TactileScenes

/// The To-do page's storage in the app: `todo.json` in a data directory (`TodoStore`),
/// written in the background (`TodoSaver`). Each change is merged into the file as read
/// (`TodoFile`) when it is submitted, so that what this build does not understand is saved
/// as it was.
///
/// `load()` makes this instance the directory's writer (or read-only when another instance
/// is, with a warning and a notice saying so) and reads the list; until then nothing is
/// written. Loading again (a page created anew) waits for the queued writes and reads the file
/// as it now is, keeping the lock.
// @unchecked: its own state is used from one thread at a time (the page's); the writes it
// queues cross threads only through `TodoSaver`.
public final class TodoFileStorage: TodoStorage, @unchecked Sendable {
  /// Where the list lives (the claim and the load's verdict on saving included).
  public private(set) var store: TodoStore
  /// Unix time in seconds when the app started: names a corrupt file kept aside.
  private let launchTime: Double
  private var saver: TodoSaver?
  private var hasClaimed = false
  /// The file as read and changed since (a new one when there was none to keep).
  private var file: TodoFile?

  /// The list in `directory` (created when needed); `launchTime` is the current unix time in
  /// seconds, passed in so tests can fix it.
  public init(directory: URL, launchTime: Double) {
    store = TodoStore(directory: directory)
    self.launchTime = launchTime
  }

  public func load() -> LoadedTodoList {
    saver?.flush()
    var warnings: [String] = []
    if !hasClaimed {
      hasClaimed = true
      if let warning = store.claim() { warnings.append(warning) }
    }
    let loaded = store.load(now: launchTime)
    file = loaded.file
    if let warning = loaded.warning { warnings.append(warning) }
    saver = TodoSaver(store: store)
    let readOnly =
      store.isReadOnly
      ? "Another Tactile is using this list (\(store.fileURL.path)), so it is shown read-only: "
        + "changes here are not saved." : nil
    return LoadedTodoList(
      document: loaded.document, warnings: warnings, notice: loaded.notice ?? readOnly)
  }

  public var location: String? { store.fileURL.path }
  public var isReadOnly: Bool { store.isReadOnly }
  public var isSavingBlocked: Bool { saver == nil || store.isSavingBlocked }
  public func submit(_ document: TodoDocument) {
    guard let saver else { return }
    var merged = file ?? TodoFile()
    merged.merge(document)
    file = merged
    saver.submit(merged)
  }
  public var isBusy: Bool { saver?.isBusy == true }
  public func flush() { saver?.flush() }
  public func takeResults() -> TodoSaveResults { saver?.takeResults() ?? TodoSaveResults() }
}
