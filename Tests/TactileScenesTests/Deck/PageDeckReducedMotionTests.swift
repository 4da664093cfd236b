import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

/// With reduced motion every page change is a 200 ms cross-fade of the whole window: nothing
/// slides, whatever asked for the change.
@Suite struct PageDeckReducedMotionTests {
  static let size = Size(1280, 800)
  static let frame = 1.0 / 60

  static func playground() -> Playground {
    let context = SceneContext(metrics: FixedWidthMetrics(), theme: .dark, reducedMotion: true)
    return Playground(context: context, size: size, start: .spoilers)
  }

  /// The opacity of the window-covering layer drawn last (the old page), if any.
  static func fadeOpacity(_ p: inout Playground) -> Float? {
    var list = DrawList()
    p.draw(into: &list)
    var opacity: Float? = nil
    for c in list.commands {
      if case .texturedPolygon(_, let range, let o) = c, range.count == 4 {
        let pts = list.points[range]
        if pts.contains(Vec2(size.width, size.height)) && pts.contains(.zero) { opacity = o }
      }
    }
    return opacity
  }

  /// Runs frames until nothing animates; returns the fade's opacity in each frame.
  static func settle(_ p: inout Playground) -> [Float] {
    var opacities: [Float] = []
    for _ in 0..<60 where p.isAnimating {
      p.update(dt: frame)
      if let o = fadeOpacity(&p) { opacities.append(o) }
    }
    return opacities
  }

  static func expectCrossFade(
    _ opacities: [Float], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    // 200 ms at 60 fps: 11 frames between the change and the end, opacity falling linearly.
    #expect(
      (10...12).contains(opacities.count), "\(opacities.count) frames",
      sourceLocation: sourceLocation)
    for i in 1..<opacities.count {
      #expect(opacities[i] < opacities[i - 1], sourceLocation: sourceLocation)
    }
  }

  @Test func keysTheWaveButtonAndTheDotsCrossFade() {
    var p = Self.playground()
    p.handle(.key(KeyEvent(.right)))
    p.update(dt: Self.frame)
    #expect(p.deck.current == .reactions)
    #expect(p.deck.swipe.slider(.right).progress.value == 0, "the wave does not move")
    Self.expectCrossFade(Self.settle(&p))

    let button = p.deck.swipe.wave(.right).buttonCenter
    p.handle(.pointer(PointerEvent(.down, at: button)))
    p.handle(.pointer(PointerEvent(.up, at: button)))
    p.update(dt: Self.frame)
    #expect(p.deck.current == .todo)
    Self.expectCrossFade(Self.settle(&p))

    let dot = p.deck.pageDotRect(.spoilers)
    let c = Vec2(dot.midX, dot.midY)
    p.handle(.pointer(PointerEvent(.down, at: c)))
    p.handle(.pointer(PointerEvent(.up, at: c)))
    #expect(p.deck.current == .spoilers)
    Self.expectCrossFade(Self.settle(&p))
  }

  @Test func aDragMovesNothingAndCrossFadesOnReleasePastTheThreshold() {
    var p = Self.playground()
    let start = p.deck.swipe.wave(.right).buttonCenter
    p.handle(.pointer(PointerEvent(.down, at: start)))
    for k in 1...40 {
      let x = start.x - Float(k) * 12  // 480 pt: progress 0.17
      p.handle(.pointer(PointerEvent(.move, at: Vec2(x, start.y + 50), isPrimaryDown: true)))
      p.update(dt: Self.frame)
      #expect(
        p.deck.swipe.wave(.right) == LiquidSwipeState(pageCount: 4, size: Self.size).wave(.right))
    }
    for _ in 0..<20 { p.update(dt: Self.frame) }
    p.handle(.pointer(PointerEvent(.up, at: Vec2(start.x - 480, start.y + 50))))
    p.update(dt: Self.frame)
    #expect(p.deck.current == .reactions)
    Self.expectCrossFade(Self.settle(&p))
  }

  @Test func aShortDragChangesNothing() {
    var p = Self.playground()
    let start = p.deck.swipe.wave(.right).buttonCenter
    p.handle(.pointer(PointerEvent(.down, at: start)))
    p.handle(.pointer(PointerEvent(.move, at: start - Vec2(100, 0), isPrimaryDown: true)))
    for _ in 0..<20 { p.update(dt: Self.frame) }
    p.handle(.pointer(PointerEvent(.up, at: start - Vec2(100, 0))))
    p.update(dt: Self.frame)
    #expect(p.deck.current == .spoilers && !p.deck.swipe.isAnimating)
    #expect(Self.fadeOpacity(&p) == nil)
  }
}
