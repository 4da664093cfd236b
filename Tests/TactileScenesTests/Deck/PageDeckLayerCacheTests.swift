import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

/// The neighbour page seen through a wave is drawn into its layer once per swipe, and again
/// only when it may look different.
@Suite struct PageDeckLayerCacheTests {
  static let size = Size(1280, 800)

  /// How many layers the frame begins, and whether it draws a layer through a wave outline.
  static func frame(_ p: inout Playground) -> (begun: Int, composited: Bool) {
    var list = DrawList()
    p.draw(into: &list)
    var begun = 0
    var composited = false
    for c in list.commands {
      if case .beginLayer = c { begun += 1 }
      if case .texturedPolygon(let id, _, _) = c, id == LayerID(2) { composited = true }
    }
    return (begun, composited)
  }

  @Test func theNeighbourIsDrawnOncePerSwipeAndAgainAfterALayout() {
    let context = SceneContext(metrics: FixedWidthMetrics(), theme: .dark)
    var p = Playground(context: context, size: Self.size, start: .about)
    #expect(Self.frame(&p).begun == 0, "at rest the waves show a background only")
    let start = p.deck.swipe.wave(.right).buttonCenter
    p.handle(.pointer(PointerEvent(.down, at: start)))
    var begun: [Int] = []
    for k in 1...20 {
      let x = start.x - Float(k) * 10
      p.handle(.pointer(PointerEvent(.move, at: Vec2(x, start.y), isPrimaryDown: true)))
      p.update(dt: 1.0 / 60)
      let f = Self.frame(&p)
      #expect(f.composited)
      begun.append(f.begun)
    }
    #expect(begun.reduce(0, +) == 1, "\(begun)")
    p.handle(.resize(Size(1000, 700)))
    p.update(dt: 1.0 / 60)
    #expect(Self.frame(&p).begun == 1, "a new layout draws the neighbour again")
    #expect(Self.frame(&p).begun == 0)
  }
}
