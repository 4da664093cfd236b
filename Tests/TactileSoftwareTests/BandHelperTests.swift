import Dispatch
import Foundation
import Synchronization
import Testing

@testable import TactileSoftware

/// A job of `count` items shared by the caller and the helper through a common counter, as the
/// software backend shares its strips.
private final class SharedJob: @unchecked Sendable {
  let count: Int
  let next = Atomic<Int>(0)
  /// How many times each item was done (0 / 1, or more if an item were taken twice), under
  /// `lock` (a pthread lock, which the thread sanitizer sees; it does not see `Mutex`'s).
  private let lock = NSLock()
  private var done: [Int]
  /// `work` calls that have begun and ended.
  let helperBegan = Atomic<Int>(0)
  let helperEnded = Atomic<Int>(0)

  init(count: Int) {
    self.count = count
    done = [Int](repeating: 0, count: count)
  }

  func reset() {
    next.store(0, ordering: .relaxed)
    lock.withLock { done = [Int](repeating: 0, count: count) }
  }

  var eachDoneOnce: Bool { lock.withLock { done.allSatisfy { $0 == 1 } } }

  func takeAll() {
    while true {
      let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard i < count else { return }
      lock.withLock { done[i] += 1 }
    }
  }
}

@Test func everyItemIsDoneOnceAndTheHelperNeverOutlivesTheCall() {
  let job = SharedJob(count: 16)
  let helper = BandHelper() {
    job.helperBegan.wrappingAdd(1, ordering: .relaxed)
    job.takeAll()
    job.helperEnded.wrappingAdd(1, ordering: .releasing)
  }
  defer { helper.stop() }
  for _ in 0..<2_000 {
    job.reset()
    helper.run { job.takeAll() }
    // When `run` returns, the helper's work has either not begun or ended: none is half done.
    #expect(
      job.helperBegan.load(ordering: .relaxed) == job.helperEnded.load(ordering: .acquiring))
    #expect(job.eachDoneOnce)
  }
}

@Test func aCallerDoesNotWaitForAHelperThatHasNotStarted() {
  // The helper's queue is busy with something else: its thread cannot wake for these calls.
  let queue = DispatchQueue(label: "busy")
  let gate = DispatchSemaphore(value: 0)
  queue.async { gate.wait() }
  let joins = Atomic<Int>(0)
  let helper = BandHelper(queue: queue) { joins.wrappingAdd(1, ordering: .relaxed) }
  defer { helper.stop() }
  var mine = 0
  for _ in 0..<100 { helper.run { mine += 1 } }
  #expect(mine == 100)
  // Once free, the helper wakes for the calls it missed without doing their work (they are
  // over), then joins a call still open.
  gate.signal()
  helper.run { while joins.load(ordering: .relaxed) == 0 {} }
  #expect(joins.load(ordering: .relaxed) == 1)
}
