import TactileCore
import Testing

@Suite struct ShelfRingTests {
  @Test func packsAlongAShelfThenOpensTheNextBelowIt() {
    var ring = ShelfRing(width: 100, height: 60, padding: 1, firstRow: 2)
    let a = ring.insert(width: 40, height: 10)
    let b = ring.insert(width: 40, height: 9)
    let c = ring.insert(width: 40, height: 10)
    #expect(a == ShelfRing.Placement(x: 1, y: 3, reclaimed: nil))
    #expect(b == ShelfRing.Placement(x: 43, y: 3, reclaimed: nil))
    // No room left on the first shelf (42 + 42 + 42 > 100): a new one below it.
    #expect(c == ShelfRing.Placement(x: 1, y: 15, reclaimed: nil))
    #expect(ring.head == 26)
  }

  @Test func aShortRectangleDoesNotTakeATallShelf() {
    var ring = ShelfRing(width: 100, height: 60, padding: 0)
    _ = ring.insert(width: 10, height: 20)
    #expect(ring.insert(width: 10, height: 5)?.y == 20)
  }

  @Test func theHeadWrapsAndTakesBackTheOldestRows() {
    var ring = ShelfRing(width: 10, height: 50, padding: 0, firstRow: 2)
    for _ in 0..<4 { _ = ring.insert(width: 10, height: 10) }  // Rows 2..<42.
    let wrapped = ring.insert(width: 10, height: 10)
    #expect(wrapped == ShelfRing.Placement(x: 0, y: 2, reclaimed: 2..<12))
    #expect(ring.head == 12)
  }

  @Test func theRowsJustAheadOfTheHeadAreAboutToBeTakenBack() {
    var ring = ShelfRing(width: 10, height: 82, padding: 0, firstRow: 2)  // 80 rows: 20 ahead.
    for _ in 0..<7 { _ = ring.insert(width: 10, height: 10) }  // Head at 72.
    #expect(ring.reclaimAhead == 20)
    #expect(!ring.isAboutToBeReclaimed(row: 62))  // Just packed.
    #expect(ring.isAboutToBeReclaimed(row: 75))  // Free rows below the head.
    #expect(ring.isAboutToBeReclaimed(row: 2))  // The first shelf: next after the wrap.
    #expect(ring.isAboutToBeReclaimed(row: 11))
    #expect(!ring.isAboutToBeReclaimed(row: 12))
  }

  @Test func noShelfIsFilledInTheRowsAboutToBeTakenBack() {
    var ring = ShelfRing(width: 100, height: 42, padding: 0, firstRow: 2)  // 10 rows ahead.
    _ = ring.insert(width: 10, height: 10)  // A shelf at rows 2..<12 with room to its right.
    for _ in 0..<3 { _ = ring.insert(width: 100, height: 9) }  // Head at 39: rows 2… are next.
    #expect(ring.isAboutToBeReclaimed(row: 2))
    // Not beside the first rectangle (x 10, nothing taken back): a new shelf over it.
    #expect(
      ring.insert(width: 10, height: 10) == ShelfRing.Placement(x: 0, y: 2, reclaimed: 2..<12))
  }

  @Test func tooLargeARectangleIsRefused() {
    var ring = ShelfRing(width: 64, height: 32, padding: 1, firstRow: 2)
    #expect(!ring.fits(width: 63, height: 5))
    #expect(ring.insert(width: 63, height: 5) == nil)
    #expect(ring.insert(width: 10, height: 29) == nil)
    #expect(ring.insert(width: 0, height: 5) == nil)
    #expect(ring.insert(width: 62, height: 28) != nil)
  }

  /// Thousands of random rectangles over many laps: every placement is inside the page below
  /// the caller's rows, and never overlaps (padding included) a rectangle whose rows have not
  /// been taken back.
  @Test func placementsNeverOverlapWhatIsStillThere() throws {
    var ring = ShelfRing(width: 256, height: 300, padding: 1, firstRow: 2)
    var random = SeededRandom(seed: 11)
    var live: [(x: Int, y: Int, w: Int, h: Int)] = []
    for _ in 0..<5000 {
      let w = 1 + random.int(below: 120)
      let h = 1 + random.int(below: 30)
      let placed = ring.insert(width: w, height: h)
      let p = try #require(placed)
      #expect(p.x >= 1 && p.x + w + 1 <= 256 && p.y >= 3 && p.y + h + 1 <= 300)
      if let rows = p.reclaimed {
        live.removeAll { $0.y - 1 < rows.upperBound && $0.y + $0.h + 1 > rows.lowerBound }
      }
      let overlaps = live.contains {
        p.x - 1 < $0.x + $0.w + 1 && $0.x - 1 < p.x + w + 1 && p.y - 1 < $0.y + $0.h + 1
          && $0.y - 1 < p.y + h + 1
      }
      #expect(!overlaps)
      live.append((p.x, p.y, w, h))
    }
  }
}
