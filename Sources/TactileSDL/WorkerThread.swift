import Foundation

/// The thread of a worker that works beside the frames (`BackgroundJobs`, the ink's tiles):
/// started the first time it is given work, woken through `condition` — which also guards the
/// state its owner shares with it — and ended by `stop`, which waits until it has ended. It
/// runs under the batch policy (`makeCurrentThreadBatch`): waking it never preempts a frame.
// @unchecked: its mutable state is read and written only with `condition`'s lock held.
final class WorkerThread: @unchecked Sendable {
  /// Guards `isStopping`, `isRunning` and the state the owner shares with the thread.
  let condition = NSCondition()
  /// Whether `stop` was called: the thread's loop returns when it sees it. Under the lock.
  private(set) var isStopping = false
  /// Whether the thread runs. Under the lock.
  private(set) var isRunning = false
  private let name: String

  init(name: String) { self.name = name }

  /// With the lock held, after the owner changed the thread's work: wakes the thread. True
  /// when it is not running yet and `hasWork`: the caller then calls `start` once it has
  /// released the lock.
  func wake(hasWork: Bool) -> Bool {
    condition.broadcast()
    guard !isRunning && hasWork else { return false }
    isRunning = true
    return true
  }

  /// Starts the thread: it runs `loop` with the lock held (the loop releases it while it
  /// works, waits on `condition` for work, and returns once `isStopping`).
  func start(_ loop: @escaping () -> Void) {
    let loop = Loop(body: loop)
    let thread = Thread { [self] in
      Self.makeCurrentThreadBatch()
      condition.lock()
      loop.body()
      isRunning = false
      condition.broadcast()
      condition.unlock()
    }
    thread.name = name
    thread.start()
  }

  /// Linux's batch scheduling policy (`SCHED_BATCH`, which Glibc's module does not export).
  static let batchPolicy: Int32 = 3

  /// Puts the calling thread under the batch policy: it keeps its share of the cores, but
  /// waking it never preempts a running thread. The frame's thread wakes a worker and goes on
  /// drawing; under the normal policy the woken thread may take the frame's core for the
  /// whole of its work while the frame waits.
  static func makeCurrentThreadBatch() {
    #if os(Linux)
      var parameters = sched_param(sched_priority: 0)
      _ = sched_setscheduler(0, batchPolicy, &parameters)
    #endif
  }

  /// The loop the thread runs.
  // @unchecked: only the thread calls it, with the lock held; the owner shares state with it
  // under the same lock.
  private struct Loop: @unchecked Sendable {
    let body: () -> Void
  }

  /// Ends the thread after the item it is working on and waits until it has ended; then runs
  /// `cleanup` with the lock still held.
  func stop(_ cleanup: () -> Void = {}) {
    condition.lock()
    isStopping = true
    condition.broadcast()
    while isRunning { condition.wait() }
    cleanup()
    condition.unlock()
  }
}
