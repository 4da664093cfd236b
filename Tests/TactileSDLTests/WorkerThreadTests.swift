import Foundation
import Testing

@testable import TactileSDL

/// Every worker beside the frames (text rendered ahead, widths measured ahead, background
/// jobs) runs under the batch policy: waking it never preempts the frame's thread.
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

/// A worker with a `FrameGate` is woken at once outside a frame; inside one (frames nest) its
/// wake waits for the outermost frame's end, which wakes it.
@Test func aFrameGateHoldsAWorkersWakeUntilTheFrameEnds() {
  let gate = FrameGate()
  let worker = WorkerThread(name: "gated test worker", gate: gate)
  nonisolated(unsafe) var asked = false
  nonisolated(unsafe) var seen = false
  worker.condition.lock()
  #expect(worker.wake(hasWork: true))  // Outside a frame: not held.
  worker.condition.unlock()
  worker.start {
    while !worker.isStopping {
      if asked && !seen {
        seen = true
        worker.condition.broadcast()
      }
      worker.condition.wait()
    }
  }
  gate.beginFrame()
  gate.beginFrame()
  worker.condition.lock()
  asked = true
  #expect(!worker.wake(hasWork: true))  // Running already: nothing to start.
  worker.condition.unlock()
  #expect(gate.holds(worker))
  gate.endFrame()
  #expect(gate.holds(worker))  // The outer frame goes on.
  gate.endFrame()
  #expect(!gate.holds(worker))
  worker.condition.lock()
  let deadline = Date(timeIntervalSinceNow: 10)
  while !seen && worker.condition.wait(until: deadline) {}
  let woken = seen
  worker.condition.unlock()
  worker.stop()
  #expect(woken)
}
