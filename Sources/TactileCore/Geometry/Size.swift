/// A width and height, in points unless a doc comment says pixels.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Float
  public var height: Float

  @inlinable public init(_ width: Float, _ height: Float) {
    self.width = width
    self.height = height
  }

  @inlinable public init(width: Float, height: Float) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(0, 0)

  @inlinable public var area: Float { width * height }
  @inlinable public var isEmpty: Bool { !(width > 0 && height > 0) }
  @inlinable public static func * (s: Size, k: Float) -> Size { Size(s.width * k, s.height * k) }

  public var description: String { "\(width)x\(height)" }
}
