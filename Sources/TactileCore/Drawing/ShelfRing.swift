/// Packs rectangles into an atlas page whose rows are used as a ring of shelves, as font
/// atlases do (rows as tall as their tallest rectangle, filled left to right): new shelves open
/// at the *head*, which moves down the page and wraps to the top, taking back the rows of the
/// oldest shelves. Nothing is ever freed one by one, and the page never has to be emptied as a
/// whole: what was packed least recently goes first.
///
/// The rows just ahead of the head are the next to be taken back (`isAboutToBeReclaimed`): a
/// caller that keeps drawing a rectangle from there moves it to a new place (packs it again),
/// so that what is in use stays on the page, and only what has not been used for a whole lap
/// of the head is lost.
///
/// All values are in pixels; rows `0..<firstRow` are the caller's and never packed.
public struct ShelfRing {
  /// The page's width, and its height (rows).
  public let width: Int
  public let height: Int
  /// Rows above this one are kept for the caller.
  public let firstRow: Int
  /// Empty pixels kept around every rectangle (so that filtering never samples a neighbour).
  public let padding: Int
  /// How many rows ahead of the head count as about to be taken back: a quarter of the ring.
  public var reclaimAhead: Int { max(1, (height - firstRow) / 4) }
  /// The row the next shelf opens at.
  public private(set) var head: Int
  /// Rows below this one have never held a shelf.
  private var usedRows: Int
  /// The open shelves, oldest first.
  private var shelves: [Shelf] = []

  private struct Shelf {
    var y: Int
    var height: Int
    var nextX: Int
  }

  /// Where `insert` put a rectangle: its top-left corner, and the rows (padding included) of
  /// the shelf it opened over rows used before, if it did: whatever the caller had there is
  /// gone.
  public struct Placement: Equatable {
    public var x: Int
    public var y: Int
    public var reclaimed: Range<Int>?

    public init(x: Int, y: Int, reclaimed: Range<Int>? = nil) {
      self.x = x
      self.y = y
      self.reclaimed = reclaimed
    }
  }

  /// A ring `width × height` pixels whose first `firstRow` rows are kept for the caller.
  public init(width: Int, height: Int, padding: Int = 1, firstRow: Int = 0) {
    self.width = width
    self.height = height
    self.padding = padding
    self.firstRow = firstRow
    head = firstRow
    usedRows = firstRow
    shelves.reserveCapacity(256)
  }

  /// Whether a `width × height` rectangle can ever be packed.
  public func fits(width w: Int, height h: Int) -> Bool {
    w > 0 && h > 0 && w + 2 * padding <= width && h + 2 * padding <= height - firstRow
  }

  /// The top-left corner of a free `width × height` rectangle: in an open shelf that is not
  /// about to be taken back, at most as tall and at least 3/4 as tall as the rectangle (so
  /// short rectangles do not waste tall shelves), else in a new shelf at the head. Nil when the
  /// rectangle can never fit (`fits`).
  public mutating func insert(width w: Int, height h: Int) -> Placement? {
    guard fits(width: w, height: h) else { return nil }
    let pw = w + 2 * padding
    let ph = h + 2 * padding
    for i in shelves.indices.reversed() {
      let s = shelves[i]
      guard ph <= s.height, ph * 4 >= s.height * 3, s.nextX + pw <= width,
        !isAboutToBeReclaimed(row: s.y)
      else { continue }
      shelves[i].nextX += pw
      return Placement(x: s.nextX + padding, y: s.y + padding, reclaimed: nil)
    }
    if head + ph > height { head = firstRow }
    let rows = head..<(head + ph)
    let reclaims = rows.lowerBound < usedRows
    if reclaims {
      shelves.removeAll { $0.y < rows.upperBound && $0.y + $0.height > rows.lowerBound }
    }
    shelves.append(Shelf(y: head, height: ph, nextX: pw))
    head += ph
    usedRows = max(usedRows, head)
    #if DEBUG
      checkInvariants()
    #endif
    return Placement(x: padding, y: rows.lowerBound + padding, reclaimed: reclaims ? rows : nil)
  }

  /// Whether row `y` lies within `reclaimAhead` rows after the head (in ring order): among the
  /// next to be taken back when the head moves on (or wraps).
  public func isAboutToBeReclaimed(row y: Int) -> Bool {
    let span = height - firstRow
    let ahead = ((y - head) % span + span) % span
    return ahead < reclaimAhead
  }

  #if DEBUG
    /// Stops the program if the ring is inconsistent: shelves inside the packed rows, filled
    /// no wider than the page, none overlapping another; the head within the ring. Checked in
    /// debug builds after every new shelf.
    func checkInvariants() {
      precondition((firstRow...height).contains(head), "ShelfRing: head \(head) outside the ring")
      precondition(usedRows <= height, "ShelfRing: \(usedRows) rows used of \(height)")
      let sorted = shelves.sorted { $0.y < $1.y }
      for (i, s) in sorted.enumerated() {
        precondition(s.y >= firstRow && s.y + s.height <= usedRows, "ShelfRing: shelf \(s)")
        precondition(s.nextX <= width, "ShelfRing: shelf \(s) wider than \(width)")
        if i > 0 {
          let above = sorted[i - 1]
          precondition(above.y + above.height <= s.y, "ShelfRing: \(above) overlaps \(s)")
        }
      }
    }
  #endif
}
