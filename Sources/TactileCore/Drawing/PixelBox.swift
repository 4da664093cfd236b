/// A box of whole pixels, `x0..<x1` × `y0..<y1` (half-open; pixels, not points).
public struct PixelBox: Hashable, Sendable {
  public var x0: Int
  public var y0: Int
  public var x1: Int
  public var y1: Int

  @inlinable public init(x0: Int, y0: Int, x1: Int, y1: Int) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }

  @inlinable public var width: Int { x1 - x0 }
  @inlinable public var height: Int { y1 - y0 }
  @inlinable public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  /// Whether the two boxes share at least one pixel.
  @inlinable public func overlaps(_ other: PixelBox) -> Bool {
    x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
  }

  /// The pixels both boxes hold; when they share none, the empty box at this box's corner
  /// (`x0`, `y0`).
  @inlinable public func intersection(_ other: PixelBox) -> PixelBox {
    guard overlaps(other) else { return PixelBox(x0: x0, y0: y0, x1: x0, y1: y0) }
    return PixelBox(
      x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1),
      y1: min(y1, other.y1))
  }

  /// The whole pixels covering `rect` (points) at `scale` pixels per point (coordinates
  /// held within ±1e9).
  @inlinable public init(covering rect: Rect, scale: Float) {
    func whole(_ v: Float, _ rule: FloatingPointRoundingRule) -> Int {
      Int(min(max((v * scale).rounded(rule), -1e9), 1e9))
    }
    self.init(
      x0: whole(rect.minX, .down), y0: whole(rect.minY, .down), x1: whole(rect.maxX, .up),
      y1: whole(rect.maxY, .up))
  }

  /// The smallest box holding both.
  @inlinable public func union(_ other: PixelBox) -> PixelBox {
    PixelBox(
      x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1),
      y1: max(y1, other.y1))
  }

  /// Replaces overlapping boxes of `boxes` by their union until no two overlap, in place
  /// (no allocation). Empty boxes are dropped. Quadratic: meant for tens of boxes.
  public static func mergeOverlapping(_ boxes: inout [PixelBox]) {
    boxes.removeAll { $0.isEmpty }
    var merged = true
    while merged {
      merged = false
      var i = 0
      while i < boxes.count {
        var j = i + 1
        while j < boxes.count {
          if boxes[i].overlaps(boxes[j]) {
            boxes[i] = boxes[i].union(boxes[j])
            boxes.swapAt(j, boxes.count - 1)
            boxes.removeLast()
            merged = true
          } else {
            j += 1
          }
        }
        i += 1
      }
    }
  }
}
