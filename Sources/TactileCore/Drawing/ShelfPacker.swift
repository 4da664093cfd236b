/// Packs rectangles into one square atlas page in shelves (rows as tall as their tallest
/// rectangle, filled left to right), as font atlases do: text runs of one size share a shelf.
/// Cleared as a whole; rectangles are never freed one by one.
public struct ShelfPacker {
  /// The page's side, in pixels.
  public let side: Int
  /// Empty pixels kept around every rectangle (so that filtering never samples a neighbour).
  public let padding: Int
  private var shelves: [Shelf] = []
  /// Rows below the last shelf are free.
  private var nextY: Int

  private struct Shelf {
    var y: Int
    var height: Int
    var nextX: Int
  }

  /// A page of `side × side` pixels whose first `reservedRows` rows are kept for the caller.
  public init(side: Int, padding: Int = 1, reservedRows: Int = 0) {
    self.side = side
    self.padding = padding
    nextY = reservedRows
    shelves.reserveCapacity(64)
  }

  /// Forgets every rectangle (the reserved rows stay reserved).
  public mutating func removeAll(reservedRows: Int = 0) {
    shelves.removeAll(keepingCapacity: true)
    nextY = reservedRows
  }

  /// The top-left corner of a free `width × height` rectangle, or nil when the page has no
  /// room for it. A shelf is reused when the rectangle is at most as tall and at least 3/4 as
  /// tall as the shelf (so that short rectangles do not waste tall shelves).
  public mutating func insert(width: Int, height: Int) -> (x: Int, y: Int)? {
    let w = width + 2 * padding
    let h = height + 2 * padding
    guard width > 0, height > 0, w <= side, h <= side else { return nil }
    for i in shelves.indices {
      let s = shelves[i]
      guard h <= s.height, h * 4 >= s.height * 3, s.nextX + w <= side else { continue }
      shelves[i].nextX += w
      return (s.nextX + padding, s.y + padding)
    }
    guard nextY + h <= side else { return nil }
    shelves.append(Shelf(y: nextY, height: h, nextX: w))
    nextY += h
    return (padding, shelves[shelves.count - 1].y + padding)
  }
}
