/// Distances inwards from each edge of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Float
  public var left: Float
  public var bottom: Float
  public var right: Float

  @inlinable public init(top: Float = 0, left: Float = 0, bottom: Float = 0, right: Float = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four sides.
  @inlinable public init(all v: Float) { self.init(top: v, left: v, bottom: v, right: v) }

  public static let zero = EdgeInsets()
}
