/// An axis-aligned rectangle: origin at the top-left, y grows downwards (SDL's convention).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Vec2
  public var size: Size

  @inlinable public init(origin: Vec2, size: Size) {
    self.origin = origin
    self.size = size
  }

  @inlinable public init(x: Float, y: Float, width: Float, height: Float) {
    self.origin = Vec2(x, y)
    self.size = Size(width, height)
  }

  /// The smallest rectangle holding both corners, in any order.
  @inlinable public init(corners a: Vec2, _ b: Vec2) {
    let x0 = min(a.x, b.x)
    let y0 = min(a.y, b.y)
    self.init(x: x0, y: y0, width: max(a.x, b.x) - x0, height: max(a.y, b.y) - y0)
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  @inlinable public var x: Float { origin.x }
  @inlinable public var y: Float { origin.y }
  @inlinable public var width: Float { size.width }
  @inlinable public var height: Float { size.height }
  @inlinable public var minX: Float { origin.x }
  @inlinable public var minY: Float { origin.y }
  @inlinable public var maxX: Float { origin.x + size.width }
  @inlinable public var maxY: Float { origin.y + size.height }
  @inlinable public var midX: Float { origin.x + size.width * 0.5 }
  @inlinable public var midY: Float { origin.y + size.height * 0.5 }
  @inlinable public var center: Vec2 { Vec2(midX, midY) }
  @inlinable public var isEmpty: Bool { size.isEmpty }

  /// Half-open containment: the left and top edges are inside, the right and bottom are not.
  @inlinable public func contains(_ p: Vec2) -> Bool {
    p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
  }

  @inlinable public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The overlap of two rectangles, or `nil` when they do not overlap.
  @inlinable public func intersection(_ other: Rect) -> Rect? {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  @inlinable public func union(_ other: Rect) -> Rect {
    Rect(
      corners: Vec2(min(minX, other.minX), min(minY, other.minY)),
      Vec2(max(maxX, other.maxX), max(maxY, other.maxY)))
  }

  /// Shrunk by the insets (negative insets grow it). Never returns a negative size.
  @inlinable public func inset(by e: EdgeInsets) -> Rect {
    Rect(
      x: minX + e.left, y: minY + e.top,
      width: max(0, width - e.left - e.right), height: max(0, height - e.top - e.bottom))
  }

  @inlinable public func insetBy(dx: Float, dy: Float) -> Rect {
    inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
  }

  @inlinable public func offsetBy(_ d: Vec2) -> Rect { Rect(origin: origin + d, size: size) }

  /// The point of the rectangle nearest to `p` (`p` itself when inside).
  @inlinable public func clamp(_ p: Vec2) -> Vec2 {
    Vec2(min(max(p.x, minX), maxX), min(max(p.y, minY), maxY))
  }

  /// The largest distance from `p` to any corner: the radius a circle centred at `p` needs to
  /// cover the whole rectangle.
  @inlinable public func farthestCornerDistance(from p: Vec2) -> Float {
    let dx = max(abs(p.x - minX), abs(p.x - maxX))
    let dy = max(abs(p.y - minY), abs(p.y - maxY))
    return (dx * dx + dy * dy).squareRoot()
  }

  public var description: String { "Rect(\(x), \(y), \(width), \(height))" }
}
