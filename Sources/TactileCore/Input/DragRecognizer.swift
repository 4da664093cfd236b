/// Recognizes a press followed by a move beyond a slop, and follows it until release.
///
/// The drag begins when the pointer, with the primary button down, gets farther than the
/// press's slop (`slop` for the mouse, at least `GestureThresholds.touchSlop` for a finger)
/// from where it went down; translations are measured from that press point, so the
/// dragged thing never jumps by the slop. A release before that reports nothing (it was a click).
/// Esc, focus loss and the pointer leaving the window cancel a drag that has begun.
///
/// Time (for the release velocity) passes only through `advance(dt:)`.
public struct DragRecognizer: Hashable, Sendable, PointerGestureRecognizer {
  /// One moment of a drag, in window points.
  public struct Drag: Hashable, Sendable {
    /// Where the button went down.
    public var origin: Vec2
    /// Where the pointer is now.
    public var position: Vec2
    /// Pointer velocity in points per second, measured over the last
    /// `GestureThresholds.velocitySampleWindow` seconds of moves (zero when unknown).
    public var velocity: Vec2

    public init(origin: Vec2, position: Vec2, velocity: Vec2 = .zero) {
      self.origin = origin
      self.position = position
      self.velocity = velocity
    }

    /// `position − origin`.
    public var translation: Vec2 { position - origin }
  }

  /// What the recognizer reports.
  public enum Output: Hashable, Sendable {
    case began(Drag)
    case changed(Drag)
    /// Released; `velocity` is the speed at release (for flings).
    case ended(Drag)
    case cancelled
  }

  /// Points the mouse must move, button down, before the drag begins.
  public var slop: Float
  /// The slop of the current (or last) press: `slop` for its kind of pointer.
  public private(set) var pressSlop: Float
  /// Seconds since the recognizer was created.
  public private(set) var now: Double = 0
  /// The press point while the button is down (pending or dragging).
  public private(set) var origin: Vec2?
  /// Whether the drag has begun (and not yet ended).
  public private(set) var isDragging = false

  /// Recent (time, position) samples, a ring buffer allocated once.
  private var sampleTimes: [Double]
  private var samplePositions: [Vec2]
  private var sampleCount = 0
  private var sampleNext = 0
  private static let sampleCapacity = 16

  public init(slop: Float = GestureThresholds.dragSlop) {
    self.slop = slop
    pressSlop = slop
    sampleTimes = Array(repeating: 0, count: Self.sampleCapacity)
    samplePositions = Array(repeating: .zero, count: Self.sampleCapacity)
  }

  /// Lets `dt` seconds pass; negative or NaN values are ignored. Never produces output (the
  /// method exists so that every recognizer is driven the same way).
  public mutating func advance(dt: Double) {
    if dt > 0 { now += dt }
  }

  /// Feeds a pointer event (window points). Only the primary button counts.
  public mutating func handle(_ event: PointerEvent) -> Output? {
    switch event.phase {
    case .down:
      guard event.button == .primary else { return nil }
      let wasDragging = isDragging
      origin = event.position
      pressSlop = GestureThresholds.slop(slop, for: event.kind)
      isDragging = false
      sampleCount = 0
      record(event.position)
      // A press while dragging means the release was lost: that drag is cancelled.
      return wasDragging ? .cancelled : nil
    case .move:
      guard let origin else { return nil }
      record(event.position)
      if isDragging { return .changed(drag(origin: origin, at: event.position)) }
      guard event.position.distance(to: origin) > pressSlop else { return nil }
      isDragging = true
      return .began(drag(origin: origin, at: event.position))
    case .up:
      guard event.button == .primary, let origin else { return nil }
      record(event.position)
      let result = drag(origin: origin, at: event.position)
      let wasDragging = isDragging
      self.origin = nil
      isDragging = false
      return wasDragging ? .ended(result) : nil
    }
  }

  /// Abandons the press: `.cancelled` if a drag had begun, `nil` otherwise.
  public mutating func cancel() -> Output? {
    let wasDragging = isDragging
    origin = nil
    isDragging = false
    return wasDragging ? .cancelled : nil
  }

  private mutating func record(_ position: Vec2) {
    sampleTimes[sampleNext] = now
    samplePositions[sampleNext] = position
    sampleNext = (sampleNext + 1) % Self.sampleCapacity
    sampleCount = min(sampleCount + 1, Self.sampleCapacity)
  }

  /// Velocity from the oldest sample within the window to the newest one.
  private func velocity() -> Vec2 {
    guard sampleCount >= 2 else { return .zero }
    let newest = (sampleNext + Self.sampleCapacity - 1) % Self.sampleCapacity
    var oldest = newest
    for back in 1..<sampleCount {
      let i = (newest + Self.sampleCapacity - back) % Self.sampleCapacity
      if now - sampleTimes[i] > GestureThresholds.velocitySampleWindow { break }
      oldest = i
    }
    let dt = sampleTimes[newest] - sampleTimes[oldest]
    guard dt > 0 else { return .zero }
    return (samplePositions[newest] - samplePositions[oldest]) / Float(dt)
  }

  private func drag(origin: Vec2, at position: Vec2) -> Drag {
    Drag(origin: origin, position: position, velocity: velocity())
  }
}
