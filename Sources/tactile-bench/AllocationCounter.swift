import CMallocCounter

/// Heap allocations made by the process, counted by the `CMallocCounter` target, which
/// interposes `malloc` and its relatives in this executable only.
enum AllocationCounter {
  /// Allocations since the process started.
  static var count: UInt64 { tactile_allocation_count() }
  /// Allocations the calling thread made since it started.
  static var threadCount: UInt64 { tactile_thread_allocation_count() }

  /// Runs `body` and returns how many allocations it made.
  static func counting(_ body: () -> Void) -> UInt64 {
    let before = count
    body()
    return count &- before
  }
}
