import TactileCore
import TactileScenes
import TactileTestSupport

/// Drives a `ReactionsPage` the way the app does — events through `handle`, time through
/// `update(_:)` in fixed 1/120 s steps — with fake metrics and a fake clock.
struct ReactionsDriver {
  static let step = 1.0 / 120
  var page: ReactionsPage
  var position = Vec2(-1, -1)

  init(
    size: Size = Size(1280, 800), reactions: [String] = PageContent.defaultReactions,
    reducedMotion: Bool = false
  ) {
    var context = SceneContext(
      metrics: FixedWidthMetrics(advance: 5), theme: .dark, reducedMotion: reducedMotion)
    context.content.reactions = reactions
    page = ReactionsPage(context: context, frame: PageFrame(size: size))
  }

  /// Lets `seconds` pass in fixed steps.
  mutating func advance(_ seconds: Double) {
    for _ in 0..<Int((seconds / Self.step).rounded()) { page.update(.test(dt: Self.step)) }
  }

  /// Runs until nothing animates (at most `limit` seconds); returns the seconds it took.
  @discardableResult
  mutating func settle(limit: Double = 10) -> Double {
    var t = 0.0
    while page.isAnimating && t < limit {
      page.update(.test(dt: Self.step))
      t += Self.step
    }
    return t
  }

  @discardableResult
  mutating func down(_ p: Vec2) -> Bool {
    position = p
    return page.handle(.pointer(PointerEvent(.down, at: p)))
  }

  @discardableResult
  mutating func move(_ p: Vec2, pressed: Bool = true) -> Bool {
    position = p
    return page.handle(.pointer(PointerEvent(.move, at: p, isPrimaryDown: pressed)))
  }

  @discardableResult
  mutating func up(_ p: Vec2) -> Bool {
    position = p
    return page.handle(.pointer(PointerEvent(.up, at: p)))
  }

  /// Moves from the current position to `p` in `steps` moves, `dt` seconds apart.
  mutating func drag(to p: Vec2, steps: Int = 6, dt: Double = 1.0 / 60) {
    let from = position
    for i in 1...steps {
      move(Vec2.lerp(from, p, Float(i) / Float(steps)))
      advance(dt)
    }
  }

  mutating func click(_ p: Vec2) {
    move(p, pressed: false)
    down(p)
    up(p)
  }

  @discardableResult
  mutating func key(_ k: Key) -> Bool {
    let used = page.handle(.key(KeyEvent(k)))
    _ = page.handle(.key(KeyEvent(k, isDown: false)))
    return used
  }

  /// Presses inside bubble `i` (at `fraction` of its width and height) and holds long enough
  /// for the bar to open.
  mutating func holdOpen(bubble i: Int, at fraction: Vec2 = Vec2(0.5, 0.5)) -> Vec2 {
    let r = page.bubbleRect(i)
    let p = Vec2(r.minX + r.width * fraction.x, r.minY + r.height * fraction.y)
    down(p)
    advance(0.4)
    return p
  }

  /// Centre of icon `i` of the open bar, at rest.
  func iconCenter(_ i: Int) -> Vec2 { page.bar!.geometry.iconCenter(i) }

  /// Every text run of a fresh frame, overlay included (drawn from a copy of the page).
  func drawnTexts() -> [String] {
    var copy = page
    var list = DrawList()
    copy.draw(into: &list, .test())
    copy.drawOverlay(into: &list, .test())
    return list.commands.compactMap {
      if case .text(let run) = $0 { return run.text(in: list, advance: 5) }
      return nil
    }
  }
}
