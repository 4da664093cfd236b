import TactileCore
import Testing

@testable import TactileScenes

@Test func eachDotIsHitWhereItIsDrawnAndNowhereElse() {
  let dots = PageDots(windowSize: Size(1280, 800))
  let kinds = PageKind.allCases
  for kind in kinds {
    let c = dots.center(of: kind)
    #expect(c.y == 800 - PageDots.bottomInset)
    for other in kinds {
      #expect(dots.hitRect(of: other).contains(c) == (other == kind), "\(kind) \(other)")
    }
  }
  // Centred: the first and last dots are as far from the middle.
  let first = dots.center(of: kinds.first!).x
  let last = dots.center(of: kinds.last!).x
  #expect(abs((640 - first) - (last - 640)) < 1e-4)
}

@Test func theDotsAreDrawnAtTheirCentresTheCurrentOneStronger() {
  let dots = PageDots(windowSize: Size(800, 600))
  var list = DrawList()
  dots.draw(current: .todo, theme: .dark, into: &list)
  #expect(list.commands.count == PageKind.allCases.count)
}
