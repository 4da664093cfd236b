import Foundation
import TactileCore

/// Runs the jobs of the pages' off-frame work (`OffFrameWork`: the ink's tiles) one after the
/// other on a thread of its own, in the order they came, so that a frame never waits for one.
/// The thread starts with the first job and ends when this object goes (after the job it is
/// running).
public final class BackgroundJobs: OffFrameWork {
  /// What the thread shares with the owner (the thread holds it, not the owner).
  private let shared = Shared()

  public init() {}

  deinit { shared.stop() }

  public func run(_ job: @escaping @Sendable () -> Void) { shared.add(job) }

  /// Waits until every job given so far has run: for tests.
  public func waitUntilIdle() { shared.waitUntilIdle() }
}

/// The jobs waiting and the thread that runs them, under its lock.
// @unchecked: `jobs` and `running` are only touched with `thread.condition` locked.
private final class Shared: @unchecked Sendable {
  let thread = WorkerThread(name: "background jobs")
  var condition: NSCondition { thread.condition }
  /// Jobs not started yet, oldest first.
  var jobs: [@Sendable () -> Void] = []
  var running = false

  func add(_ job: @escaping @Sendable () -> Void) {
    condition.lock()
    jobs.append(job)
    let start = thread.wake(hasWork: true)
    condition.unlock()
    if start { thread.start { [self] in work() } }
  }

  func waitUntilIdle() {
    condition.lock()
    while thread.isRunning && (running || !jobs.isEmpty) { condition.wait() }
    condition.unlock()
  }

  func stop() { thread.stop() }

  /// The thread's loop (entered and left with the lock held): runs the jobs in order.
  private func work() {
    while true {
      while !thread.isStopping && jobs.isEmpty { condition.wait() }
      if thread.isStopping { return }
      let job = jobs.removeFirst()
      running = true
      condition.unlock()
      job()
      condition.lock()
      running = false
      condition.broadcast()
    }
  }
}
