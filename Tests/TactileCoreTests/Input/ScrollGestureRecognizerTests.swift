import Testing

@testable import TactileCore

/// Scrolls of `delta` every `interval` seconds, `count` times; returns the outputs.
private func scroll(
  _ r: inout ScrollGestureRecognizer, _ delta: Vec2, count: Int, interval: Double
) -> [ScrollGestureRecognizer.Output] {
  (0..<count).flatMap { _ in
    [r.handle(scroll: delta), r.advance(dt: interval)].compactMap { $0 }
  }
}

@Test func scrollsAddUpToADragFromTheOriginAndPauseToAnEnd() {
  var r = ScrollGestureRecognizer()
  let outputs = scroll(&r, Vec2(20, 1), count: 5, interval: 0.01)
  guard case .began(.horizontal, let first)? = outputs.first,
    case .changed(let last)? = outputs.last
  else {
    Issue.record("\(outputs)")
    return
  }
  #expect(first.position == Vec2(20, 1))
  #expect(last.position == Vec2(100, 5))
  #expect(abs(last.velocity.x - 2000) < 1, "\(last.velocity)")  // 20 pt every 10 ms.
  #expect(r.advance(dt: 0.08) == nil)  // 90 ms since the last scroll.
  #expect(r.advance(dt: 0.01) == .ended(last))  // The velocity it had, not a stopped one.
  #expect(r.axis == nil)
  guard case .began(.vertical, _)? = r.handle(scroll: Vec2(0, 3)) else {
    Issue.record("no new gesture")
    return
  }
}

/// A gesture keeps the axis of its first scroll: a vertical scroll's sideways wobble is not
/// a horizontal one.
@Test func aGestureKeepsTheAxisItBeganWith() {
  var r = ScrollGestureRecognizer()
  _ = r.handle(scroll: Vec2(0.5, -4))
  _ = r.handle(scroll: Vec2(6, -1))
  #expect(r.axis == .vertical)
}

@Test func zeroAndNonFiniteScrollsAreIgnored() {
  var r = ScrollGestureRecognizer()
  #expect(r.handle(scroll: .zero) == nil)
  #expect(r.handle(scroll: Vec2(.nan, 1)) == nil)
  #expect(r.handle(scroll: Vec2(.infinity, 0)) == nil)
  #expect(r.axis == nil)
  #expect(r.advance(dt: 1) == nil)
}
