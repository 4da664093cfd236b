import TactileCore

/// Where a polygon's outline crosses each pixel row's centre line, row after row: the spans to
/// fill under the even-odd rule (the reveal circle, the liquid wave). Used by the layer
/// compositor and by the renderer's row-span copies.
///
/// An active-edge scan: edges sorted by their top once per polygon, then per row only the edges
/// that span it are touched, so a row costs in proportion to its crossings, not to the outline.
/// Storage is reused between polygons: no allocation once warm.
public struct PolygonScanner {
  private struct Edge {
    var yTop: Float
    var yBottom: Float
    /// x at `yTop` and dx/dy.
    var x: Float
    var slope: Float
  }

  private var edges: [Edge] = []
  private var active: [Int] = []
  private var next = 0
  private var lastRow = Int.min
  /// The crossings of the last row asked for, sorted left to right (even count; pairs are
  /// spans). In the polygon's units.
  public private(set) var crossings: [Float] = []

  public init() {}

  /// Starts scanning `polygon` (closed; non-finite points make it empty). Returns the rows
  /// `y` whose centre `y + 0.5` may cross it, within `rows`; then call `scan(row:)` for rows
  /// in increasing order.
  public mutating func begin(_ polygon: UnsafeBufferPointer<Vec2>, rows: Range<Int>)
    -> Range<Int>
  {
    edges.removeAll(keepingCapacity: true)
    active.removeAll(keepingCapacity: true)
    crossings.removeAll(keepingCapacity: true)
    next = 0
    lastRow = Int.min
    let n = polygon.count
    guard n >= 3 else { return rows.lowerBound..<rows.lowerBound }
    var minY = Float.infinity
    var maxY = -Float.infinity
    var j = n - 1
    for i in 0..<n {
      let a = polygon[j]
      let b = polygon[i]
      j = i
      guard a.isFinite, b.isFinite else {
        edges.removeAll(keepingCapacity: true)
        return rows.lowerBound..<rows.lowerBound
      }
      if a.y == b.y { continue }  // Horizontal edges never cross a row's centre line.
      let (top, bottom) = a.y < b.y ? (a, b) : (b, a)
      edges.append(
        Edge(
          yTop: top.y, yBottom: bottom.y, x: top.x, slope: (bottom.x - top.x) / (bottom.y - top.y)
        ))
      minY = min(minY, top.y)
      maxY = max(maxY, bottom.y)
    }
    guard !edges.isEmpty else { return rows.lowerBound..<rows.lowerBound }
    // Insertion sort by top: in place (no temporary buffer), and outlines are short.
    for i in 1..<edges.count {
      let e = edges[i]
      var k = i - 1
      while k >= 0 && edges[k].yTop > e.yTop {
        edges[k + 1] = edges[k]
        k -= 1
      }
      edges[k + 1] = e
    }
    // Rows whose centre lies in [minY, maxY).
    let first = min(max(rows.lowerBound, Int(pixelIndex: minY - 0.5, .up)), rows.upperBound)
    let last = min(rows.upperBound, Int(pixelIndex: maxY - 0.5, .up))
    return first..<max(first, last)
  }

  /// Fills `crossings` for pixel row `row` (centre line `row + 0.5`). Rows must increase.
  public mutating func scan(row: Int) {
    precondition(row > lastRow, "rows must be scanned in increasing order")
    lastRow = row
    let yc = Float(row) + 0.5
    // Edges starting at or above the centre line join; edges ending at or above it leave
    // (half-open in y, so a shared vertex is counted once).
    while next < edges.count && edges[next].yTop <= yc {
      active.append(next)
      next += 1
    }
    var k = 0
    while k < active.count {
      if edges[active[k]].yBottom <= yc {
        active.swapAt(k, active.count - 1)
        active.removeLast()
      } else {
        k += 1
      }
    }
    crossings.removeAll(keepingCapacity: true)
    for i in active {
      let e = edges[i]
      guard e.yTop <= yc else { continue }
      crossings.append(e.x + (yc - e.yTop) * e.slope)
    }
    // Few crossings per row: insertion sort.
    if crossings.count > 1 {
      for i in 1..<crossings.count {
        let v = crossings[i]
        var k = i - 1
        while k >= 0 && crossings[k] > v {
          crossings[k + 1] = crossings[k]
          k -= 1
        }
        crossings[k + 1] = v
      }
    }
  }
}
