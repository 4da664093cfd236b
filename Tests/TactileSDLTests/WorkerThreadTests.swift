import Foundation
import Testing

@testable import TactileSDL

/// The worker beside the frames (the background jobs: the ink's tiles) runs under the batch
/// policy: waking it never preempts the frame's thread.
@Test func aWorkerThreadRunsUnderTheBatchPolicy() {
  let worker = WorkerThread(name: "test worker")
  nonisolated(unsafe) var policy: Int32 = -1
  worker.condition.lock()
  let start = worker.wake(hasWork: true)
  worker.condition.unlock()
  #expect(start)
  worker.start {
    policy = sched_getscheduler(0)
    worker.condition.broadcast()
    while !worker.isStopping { worker.condition.wait() }
  }
  worker.condition.lock()
  while policy == -1 { worker.condition.wait() }
  worker.condition.unlock()
  worker.stop()
  #expect(policy == WorkerThread.batchPolicy)
  #expect(sched_getscheduler(0) != WorkerThread.batchPolicy)
}
