import Foundation
import Synchronization
import TactileSDL
import Testing

@testable import TactileCore

/// The window's off-frame work: jobs run one after the other, in the order given, on a
/// thread that is not the caller's.
@Test func backgroundJobsRunInOrderBesideTheCaller() {
  let jobs = BackgroundJobs()
  let order = Mutex<[Int]>([])
  let elsewhere = Mutex<Bool>(true)
  let caller = pthread_self()
  for i in 0..<20 {
    jobs.run {
      order.withLock { $0.append(i) }
      if pthread_equal(pthread_self(), caller) != 0 { elsewhere.withLock { $0 = false } }
    }
  }
  jobs.waitUntilIdle()
  #expect(order.withLock { $0 } == Array(0..<20))
  #expect(elsewhere.withLock { $0 })
}

/// A tile made beside the frames is the one made in the frame.
@Test func aTileMadeBesideTheFramesIsTheSameTile() {
  let spec = InkTile.Spec(parameters: .standard, still: false, scale: 1, seed: 4)
  let jobs = BackgroundJobs()
  let result = OffFrameResult<InkTile?>()
  jobs.run { result.store(InkTile.render(spec)) }
  jobs.waitUntilIdle()
  #expect(result.take()??.coverage == InkTile.render(spec)?.coverage)
  #expect(result.take() == nil)
}
