/// Where the To-do page keeps its list. The page reads it once, when it is created, and hands
/// it every change; writing must not hold up the frame, so `submit` returns at once and the
/// outcome is collected later with `takeResults`. The app's storage is a file in the data
/// directory (`TodoFileStorage` in `TactileIO`); tests use one in memory. It reaches the page
/// through `PageContent.todoStorage`.
public protocol TodoStorage: AnyObject, Sendable {
  /// The stored list, or the sample list when there is none yet, with what went wrong.
  func load() -> LoadedTodoList
  /// Where the list is kept, for the layout dump (a file's path); nil when nowhere a user
  /// could look.
  var location: String? { get }
  /// True when another instance owns the list: it is shown but never written.
  var isReadOnly: Bool { get }
  /// True when nothing is written (read-only, or a stored list that must be kept as it is).
  var isSavingBlocked: Bool { get }
  /// Queues `document` to be written, replacing one still waiting; returns at once.
  func submit(_ document: TodoDocument)
  /// True while a document waits or is being written.
  var isBusy: Bool { get }
  /// Blocks until every submitted document is written or has failed (quitting, tests).
  func flush()
  /// The outcome of the writes finished since the last call.
  func takeResults() -> TodoSaveResults
}

/// What `TodoStorage.load()` found.
public struct LoadedTodoList: Hashable, Sendable {
  public var document: TodoDocument
  /// Lines for the log when something was wrong (a corrupt file kept aside, another instance
  /// writing); empty otherwise.
  public var warnings: [String]
  /// What the page's banner tells the user about it; nil when all is well.
  public var notice: String?

  public init(document: TodoDocument, warnings: [String] = [], notice: String? = nil) {
    self.document = document
    self.warnings = warnings
    self.notice = notice
  }
}

/// The outcome of the writes finished since the last `TodoStorage.takeResults()`.
public struct TodoSaveResults: Equatable, Sendable {
  /// Writes that succeeded.
  public var saved = 0
  /// The newest write's failure, or nil when the newest write succeeded (or none finished).
  public var error: String?
  /// Whether any write finished.
  public var finished: Bool { saved > 0 || error != nil }

  public init(saved: Int = 0, error: String? = nil) {
    self.saved = saved
    self.error = error
  }
}
