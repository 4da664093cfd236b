import Testing

@testable import TactileCore

@Test func mergingJoinsChainsOfOverlappingBoxes() {
  // a overlaps b, b overlaps c, but a does not overlap c: all three become one box.
  var boxes = [
    PixelBox(x0: 0, y0: 0, x1: 10, y1: 10),
    PixelBox(x0: 40, y0: 0, x1: 50, y1: 10),  // overlaps nothing until c joins
    PixelBox(x0: 8, y0: 5, x1: 20, y1: 15),
    PixelBox(x0: 18, y0: 0, x1: 42, y1: 4),
  ]
  PixelBox.mergeOverlapping(&boxes)
  #expect(boxes == [PixelBox(x0: 0, y0: 0, x1: 50, y1: 15)])
}

@Test func mergingKeepsDisjointBoxesAndDropsEmptyOnes() {
  var boxes = [
    PixelBox(x0: 0, y0: 0, x1: 10, y1: 10),
    PixelBox(x0: 10, y0: 0, x1: 20, y1: 10),  // touches the first: no shared pixel
    PixelBox(x0: 5, y0: 5, x1: 5, y1: 9),  // empty
  ]
  PixelBox.mergeOverlapping(&boxes)
  #expect(
    Set(boxes) == [PixelBox(x0: 0, y0: 0, x1: 10, y1: 10), PixelBox(x0: 10, y0: 0, x1: 20, y1: 10)])
}

@Test func anIntersectionKeepsTheSharedPixelsOrIsEmptyAtTheFirstCorner() {
  let a = PixelBox(x0: 0, y0: 0, x1: 10, y1: 10)
  #expect(
    a.intersection(PixelBox(x0: 5, y0: -3, x1: 20, y1: 4)) == PixelBox(x0: 5, y0: 0, x1: 10, y1: 4))
  #expect(a.intersection(a) == a)
  let apart = a.intersection(PixelBox(x0: 10, y0: 0, x1: 20, y1: 10))
  #expect(apart.isEmpty)
  #expect(apart == PixelBox(x0: 0, y0: 0, x1: 0, y1: 0))
}

@Test func aBufferForgetsItsInkBoxesOnAnUndeclaredChange() {
  let buffer = PixelBuffer(width: 8, height: 8)
  #expect(!buffer.isInkBounded)
  buffer.clear()
  #expect(buffer.isInkBounded && buffer.inkBoxes.isEmpty)
  let g = buffer.generation
  buffer.markChanged(inkWithin: [PixelBox(x0: 1, y0: 1, x1: 3, y1: 3)])
  #expect(buffer.generation != g)
  #expect(buffer.isInkBounded && buffer.inkBoxes == [PixelBox(x0: 1, y0: 1, x1: 3, y1: 3)])
  buffer.markChanged()
  #expect(!buffer.isInkBounded)
}
