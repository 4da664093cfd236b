/// Where work that must not hold up a frame runs: a job is handed over once, and the frame
/// that finds its result ready (`OffFrameResult`) takes it, never waiting for it. The platform
/// runs the jobs on a thread of their own; `InlineWork` runs them at once.
public protocol OffFrameWork: AnyObject, Sendable {
  /// Runs `job` once: later on another thread, or now on the calling one.
  func run(_ job: @escaping @Sendable () -> Void)
}

/// Runs every job at once on the calling thread: for runs whose frames must not depend on
/// how fast another thread is (headless runs, recordings, tests), which then have each
/// result in the frame that asked for it.
public final class InlineWork: OffFrameWork {
  public init() {}

  public func run(_ job: @escaping @Sendable () -> Void) { job() }
}
