import TactileCore
import Testing

@testable import TactileScenes

@Test func onePaneTakesTheWholeAreaWithoutALabel() {
  let l = StageLayout(count: 1, in: Rect(x: 0, y: 0, width: 300, height: 200))
  #expect(l.panes == [Rect(x: 0, y: 0, width: 300, height: 200)])
  #expect(l.labels[0].height == 0)
  #expect(l.fits)
}

@Test func panesGoInARowWhenEachFitsThenTwoColumnsThenOne() {
  let wide = StageLayout(count: 3, in: Rect(x: 0, y: 0, width: 1280, height: 800))
  #expect(wide.columns == 3)
  #expect(wide.panes.map(\.size) == Array(repeating: Size(425, 776), count: 3))
  let four = StageLayout(count: 4, in: Rect(x: 0, y: 0, width: 1280, height: 800))
  #expect(four.columns == 2)
  #expect(four.panes[3] == Rect(x: 641, y: 425, width: 639, height: 375))
  let tall = StageLayout(count: 2, in: Rect(x: 0, y: 0, width: 600, height: 1000))
  #expect(tall.columns == 1)
  #expect(tall.panes[1].minY == 499 + StageLayout.gap + StageLayout.labelHeight)
  for l in [wide, four, tall] { #expect(l.fits) }
}

@Test func panesAreWholePointsApartAndNeverOverlap() {
  for count in 2...4 {
    for (w, h) in [(1280, 800), (1921, 1081), (3840, 2160), (731, 613)] {
      let l = StageLayout(count: count, in: Rect(x: 0, y: 0, width: Float(w), height: Float(h)))
      for (i, p) in l.panes.enumerated() {
        #expect(p.minX == p.minX.rounded() && p.minY == p.minY.rounded())
        #expect(p.size == l.panes[0].size)
        #expect(p.maxX <= Float(w) && p.maxY <= Float(h))
        #expect(l.labels[i].maxY == p.minY)
        for q in l.panes[(i + 1)...] { #expect(p.intersection(q) == nil) }
      }
    }
  }
}

@Test func rightToLeftTheFirstPaneIsTheRightmost() {
  let area = Rect(x: 0, y: 0, width: 1280, height: 800)
  let ltr = StageLayout(count: 2, in: area)
  let rtl = StageLayout(count: 2, in: area, direction: .rightToLeft)
  #expect(rtl.panes[0] == ltr.panes[1] && rtl.panes[1] == ltr.panes[0])
}

@Test func tooSmallAWindowTakesTheArrangementWithTheLargestPanesAndSaysItDoesNotFit() {
  let l = StageLayout(count: 4, in: Rect(x: 0, y: 0, width: 600, height: 500))
  #expect(!l.fits)
  #expect(l.columns == 2)
  let sizes = StageLayout.minimumSizes(count: 4)
  #expect(sizes.map(\.columns) == [4, 2, 1])
  #expect(sizes[1].size == Size(722, 610))
  for (columns, least) in sizes {
    let at = StageLayout(count: 4, in: Rect(origin: .zero, size: least))
    #expect(at.fits && at.columns >= columns, "\(least)")
  }
}
