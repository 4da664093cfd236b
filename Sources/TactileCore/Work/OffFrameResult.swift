import Synchronization

/// A value made off the frame's thread: its job `store`s it, the frame `take`s it once.
public final class OffFrameResult<Value: Sendable>: Sendable {
  private let slot = Mutex<Value?>(nil)

  public init() {}

  /// Keeps `value` for `take` (replacing one not taken yet).
  public func store(_ value: Value) {
    slot.withLock { $0 = value }
  }

  /// The value stored and not taken yet, if any; the next call returns nil until another is
  /// stored.
  public func take() -> Value? {
    slot.withLock { value in
      defer { value = nil }
      return value
    }
  }
}
