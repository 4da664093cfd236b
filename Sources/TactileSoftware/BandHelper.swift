import Dispatch
import Synchronization

/// A thread of its own that runs `work` each time it is woken, alongside the caller's own
/// work: started once, then woken by a semaphore (no allocation per call, unlike handing a
/// closure to a queue).
///
/// The helper joins a call of `run` only if it wakes before the caller's own work is done, so a
/// caller never waits for a helper that has not started (its core busy with other threads),
/// only for one running `work`. `work` must therefore leave nothing undone when it does not run:
/// the caller's part and the helper's take their share of one job from a common pool.
final class BandHelper: Sendable {
  private let start = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  private let stopping = Atomic<Bool>(false)
  /// Where the current `run` stands: `open` until the helper joins it (`joined`) or the caller
  /// closes it without the helper (`closed`).
  private let state = Atomic<Int>(closed)
  private static let open = 0
  private static let joined = 1
  private static let closed = 2

  /// A helper running `work` on `queue` (a serial queue of its own unless given), which it
  /// keeps until `stop`.
  init(
    queue: DispatchQueue = DispatchQueue(label: "tactile.band-helper", qos: .userInteractive),
    work: @escaping () -> Void
  ) {
    let work = Work(body: work)
    queue.async { [self] in
      while true {
        start.wait()
        if stopping.load(ordering: .relaxed) { return }
        // A wake-up for a `run` the caller has closed finds no run open.
        guard
          state.compareExchange(expected: Self.open, desired: Self.joined, ordering: .acquiring)
            .exchanged
        else { continue }
        work.body()
        done.signal()
      }
    }
  }

  /// Runs `mine` here and `work` on the helper's thread if it wakes before `mine` is done;
  /// returns when `mine` is done, and so is `work` if it began.
  func run(alongside mine: () -> Void) {
    state.store(Self.open, ordering: .releasing)
    start.signal()
    mine()
    if state.compareExchange(
      expected: Self.open, desired: Self.closed, ordering: .acquiringAndReleasing
    ).exchanged {
      return
    }
    done.wait()
  }

  /// The work the helper's thread runs.
  // @unchecked: the helper runs it only while a `run` is open, and `run` returns only after it.
  private struct Work: @unchecked Sendable {
    let body: () -> Void
  }

  /// Ends the helper's thread (after the work it is doing, if any).
  func stop() {
    stopping.store(true, ordering: .relaxed)
    start.signal()
  }
}
