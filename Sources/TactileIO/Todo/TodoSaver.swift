import Foundation
import TactileScenes

/// Saves the to-do list off the frame loop: `submit` hands a file (`TodoFile`, its changes
/// merged in) to a background queue, which turns it into bytes and writes it, and returns at
/// once; files submitted while a write runs are coalesced, only the newest is written next, so
/// the last change is always the last write. `flush()` waits until everything
/// submitted is on disk (the app calls it before it exits).
///
/// The owner polls `takeResults()` for the outcome (how many writes succeeded, the last
/// failure) from its own thread; nothing calls back.
// @unchecked: `pending`, `isWriting` and `results` are touched only with `lock` held, and
// `store` saves only on `queue`, one document at a time.
public final class TodoSaver: @unchecked Sendable {
  /// Where the documents go.
  public let store: TodoStore
  private let queue = DispatchQueue(label: "tactile.todo-saver", qos: .utility)
  /// Guards everything below (shared with the queue).
  private let lock = NSLock()
  private var pending: TodoFile?
  private var isWriting = false
  private var results = TodoSaveResults()

  public init(store: TodoStore) { self.store = store }

  /// Queues `file` to be written, replacing one that waits and has not started.
  public func submit(_ file: TodoFile) {
    lock.lock()
    pending = file
    let start = !isWriting
    isWriting = true
    lock.unlock()
    if start { queue.async { self.drain() } }
  }

  /// True while a document waits or is being written.
  public var isBusy: Bool {
    lock.lock()
    defer { lock.unlock() }
    return isWriting
  }

  /// Blocks until every submitted file is written (or failed).
  public func flush() { queue.sync {} }

  /// The outcome since the last call, then starts counting anew.
  public func takeResults() -> TodoSaveResults {
    lock.lock()
    defer {
      results = TodoSaveResults()
      lock.unlock()
    }
    return results
  }

  /// Writes the newest pending file until none is left (on the queue).
  private func drain() {
    while true {
      lock.lock()
      guard let file = pending else {
        isWriting = false
        lock.unlock()
        return
      }
      pending = nil
      lock.unlock()
      let outcome = store.save(file)
      lock.lock()
      switch outcome {
      case .success:
        results.saved += 1
        results.error = nil
      case .failure(let e):
        results.error = e.message
      }
      lock.unlock()
    }
  }
}
