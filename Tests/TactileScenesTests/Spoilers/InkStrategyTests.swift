import Synchronization
import TactileTestSupport
import Testing

@testable import TactileCore
@testable import TactileScenes

/// Holds the jobs given to it until told to run them: a window's tile not made yet.
private final class HeldWork: OffFrameWork {
  private let jobs = Mutex<[@Sendable () -> Void]>([])

  func run(_ job: @escaping @Sendable () -> Void) { jobs.withLock { $0.append(job) } }

  func runAll() {
    for job in jobs.withLock({ j in
      defer { j = [] }; return j
    }) { job() }
  }
}

@Suite struct InkStrategyTests {
  static func makePage(
    _ strategy: InkStrategy, reducedMotion: Bool = false, work: any OffFrameWork = InlineWork()
  ) -> (SpoilersPage, Tuning) {
    var context = SceneContext(
      metrics: FixedWidthMetrics(advance: 8), theme: .dark, reducedMotion: reducedMotion)
    context.content = PageContent(spoilerText: SpoilersPageTests.source)
    context.tuning.set("ink.strategy", Double(strategy.rawValue))
    context.work = work
    return (SpoilersPage(context: context, frame: PageFrame(size: Size(1280, 800))), context.tuning)
  }

  /// The page's ink buffer, drawn now.
  static func ink(_ page: inout SpoilersPage) -> PixelBuffer? {
    var list = DrawList()
    page.draw(into: &list, .test())
    for case .pixels(let buffer, _, _) in list.commands { return buffer }
    return nil
  }

  /// How much ink lies over spoiler `i`'s words (sum of alphas).
  static func inkOver(_ page: inout SpoilersPage, spoiler i: Int) -> Int {
    guard let buffer = ink(&page) else { return 0 }
    var sum = 0
    for fragment in page.fragmentsInWindow(i) {
      let r = fragment.offsetBy(Vec2(-page.viewport.minX, -page.viewport.minY))
      for y in Int(r.minY)..<Int(r.maxY) {
        for x in Int(r.minX)..<Int(r.maxX) { sum += Int(buffer.pixels[y * buffer.width + x] >> 24) }
      }
    }
    return sum
  }

  @Test(arguments: InkStrategy.allCases)
  func betweenInkFramesTheInkIsNotTouched(_ strategy: InkStrategy) throws {
    // 30 ink frames a second, steps of 1/120 s: the buffer changes on every fourth step (the
    // tile and the particles) or never (still ink), and the ink is over the words.
    var (page, _) = Self.makePage(strategy)
    let buffer = try #require(Self.ink(&page))
    #expect(Self.inkOver(&page, spoiler: 0) > 0)
    var changes: [Bool] = []
    for _ in 0..<24 {
      let before = buffer.generation
      page.update(.test(dt: 1.0 / 120))
      _ = Self.ink(&page)
      changes.append(buffer.generation != before)
    }
    let expected = (0..<24).map { strategy != .still && $0 % 4 == 3 }
    #expect(changes == expected, "\(strategy)")
  }

  @Test func stillInkLetsTheWindowSleep() {
    var (page, _) = Self.makePage(.still)
    #expect(!page.isAnimating)
    SpoilersPageTests.click(&page, at: page.fragmentsInWindow(0)[0].center)
    #expect(page.isAnimating)  // the reveal
    SpoilersPageTests.run(&page, seconds: 1)
    #expect(page.reveals[0].phase == .revealed && !page.isAnimating)
    #expect(Self.inkOver(&page, spoiler: 0) == 0 && Self.inkOver(&page, spoiler: 1) > 0)
    var (moving, _) = Self.makePage(.tile)
    #expect(moving.isAnimating)
    #expect(Self.inkOver(&moving, spoiler: 1) > 0)
    let (reduced, _) = Self.makePage(.tile, reducedMotion: true)
    #expect(!reduced.isAnimating)
  }

  @Test(arguments: InkStrategy.allCases, InkStrategy.allCases)
  func aNewStrategyKeepsRevealsInFlightAndRevealedSpoilersRevealed(
    _ from: InkStrategy, _ to: InkStrategy
  ) {
    var (page, tuning) = Self.makePage(from)
    SpoilersPageTests.click(&page, at: page.fragmentsInWindow(0)[0].center)
    SpoilersPageTests.run(&page, seconds: 1)
    SpoilersPageTests.click(&page, at: page.fragmentsInWindow(1)[0].center)
    SpoilersPageTests.run(&page, seconds: 0.05)
    let radius = page.reveals[1].radius
    #expect(page.reveals[1].phase == .revealing && radius > 0)
    tuning.set("ink.strategy", Double(to.rawValue))
    page.update(.test(dt: 1.0 / 120))
    #expect(page.reveals[0].phase == .revealed)
    #expect(page.reveals[1].phase == .revealing && page.reveals[1].radius > radius)
    #expect(Self.inkOver(&page, spoiler: 0) == 0)
    SpoilersPageTests.run(&page, seconds: 1)
    #expect(page.reveals[1].phase == .revealed && page.field.isSettled)
    #expect(Self.inkOver(&page, spoiler: 1) == 0)
  }

  /// Only the particles strategy has the field hold particles: a tile's ink spawns and moves
  /// none. Changing strategy fills or empties the slots, the live dust counted the same.
  @Test(arguments: InkStrategy.allCases, InkStrategy.allCases)
  func onlyParticleInkHoldsParticles(_ from: InkStrategy, _ to: InkStrategy) {
    var (page, tuning) = Self.makePage(from)
    let live = page.field.liveCount
    #expect(live > 0)
    #expect(page.field.slotCount == (from == .particles ? live : 0))
    tuning.set("ink.strategy", Double(to.rawValue))
    page.update(.test(dt: 1.0 / 120))
    #expect(page.field.liveCount == live)
    #expect(page.field.slotCount == (to == .particles ? live : 0))
    #expect((Self.inkOver(&page, spoiler: 0) > 0) || to != .particles)
  }

  @Test func aTileMadeBesideTheFramesIsDrawnOnceReady() throws {
    // Until the tile is made the page draws no ink and keeps the window drawing; the frame
    // after it is ready draws it.
    let work = HeldWork()
    var (page, _) = Self.makePage(.tile, work: work)
    #expect(Self.inkOver(&page, spoiler: 0) == 0)
    let (still, _) = Self.makePage(.still, work: HeldWork())
    #expect(still.isAnimating)  // waiting for its tile
    work.runAll()
    #expect(Self.inkOver(&page, spoiler: 0) > 0)
  }

  @Test func reducedMotionTakesStillInkUnlessToldOtherwise() {
    let tuning = Tuning()
    #expect(tuning.ink.strategy == .tile)
    tuning.apply(.reducedMotion)
    #expect(tuning.ink.strategy == .still)
    #expect(Tuning().applying(.ink(.telegramIOS)).ink.strategy == .particles)
  }
}
