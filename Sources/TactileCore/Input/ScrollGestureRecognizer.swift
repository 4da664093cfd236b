/// Recognizes a scroll gesture, as a trackpad's two fingers make one: scroll events no more
/// than `GestureThresholds.scrollEndPause` apart. It follows the gesture as a drag: the drag's
/// position is the sum of the gesture's scrolls (points, from the origin), its velocity that
/// of a pointer moved by them (`DragRecognizer`'s); at the pause the gesture ends, with the
/// velocity it had at its last event.
///
/// A gesture's axis is the larger part of its first event, and stays: a vertical scroll that
/// wobbles sideways never turns horizontal, nor the reverse. Time passes only through
/// `advance(dt:)`, which reports the end.
public struct ScrollGestureRecognizer: Hashable, Sendable {
  public enum Axis: Hashable, Sendable { case horizontal, vertical }

  /// What the recognizer reports.
  public enum Output: Hashable, Sendable {
    /// A gesture along `axis` began with this scroll; the drag so far.
    case began(Axis, DragRecognizer.Drag)
    /// The gesture scrolled on.
    case changed(DragRecognizer.Drag)
    /// The scroll paused: the gesture ended, as it was at its last scroll.
    case ended(DragRecognizer.Drag)
  }

  /// The axis of the gesture in progress; nil between gestures.
  public private(set) var axis: Axis?
  /// The gesture as a pointer dragged from the origin (no slop: every scroll counts).
  private var tracker = DragRecognizer(slop: 0)
  /// The gesture at its last scroll.
  private var last = DragRecognizer.Drag(origin: .zero, position: .zero)
  /// Seconds since the last scroll.
  private var quiet = 0.0

  public init() {}

  /// Feeds a scroll of `delta` points; a zero or non-finite one is ignored.
  public mutating func handle(scroll delta: Vec2) -> Output? {
    guard delta.isFinite, delta != .zero else { return nil }
    quiet = 0
    guard axis != nil else {
      axis = abs(delta.x) > abs(delta.y) ? .horizontal : .vertical
      // The speed is measured from the first scroll on: how long its own distance took is
      // not known (a first scroll counted as instant would make a slow gesture a flick).
      _ = tracker.handle(PointerEvent(.down, at: delta))
      last = DragRecognizer.Drag(origin: .zero, position: delta)
      return .began(axis!, last)
    }
    let position = last.position + delta
    var velocity = Vec2.zero
    switch tracker.handle(PointerEvent(.move, at: position, isPrimaryDown: true)) {
    case .began(let d)?, .changed(let d)?: velocity = d.velocity
    default: break
    }
    last = DragRecognizer.Drag(origin: .zero, position: position, velocity: velocity)
    return .changed(last)
  }

  /// Lets `dt` seconds pass (negative or NaN is ignored); returns `.ended` in the step in
  /// which the scroll has paused for `GestureThresholds.scrollEndPause`.
  public mutating func advance(dt: Double) -> Output? {
    tracker.advance(dt: dt)
    guard dt > 0, axis != nil else { return nil }
    quiet += dt
    // Whole fixed steps add up to the pause within rounding.
    guard quiet + 1e-9 >= GestureThresholds.scrollEndPause else { return nil }
    cancel()
    return .ended(last)
  }

  /// Drops the gesture in progress without a report: the next scroll begins a new one.
  public mutating func cancel() {
    axis = nil
    _ = tracker.cancel()
  }
}
