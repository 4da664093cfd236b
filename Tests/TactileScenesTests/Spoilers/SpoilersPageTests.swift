import Testing

@testable import TactileCore
@testable import TactileScenes

@Suite struct SpoilersPageTests {
  static let source = "Intro text. [first secret spoiler here] and then ||second one|| end."

  static func makePage(
    _ source: String = SpoilersPageTests.source, reducedMotion: Bool = false, seed: UInt64 = 1
  ) -> SpoilersPage {
    var context = SceneContext(
      metrics: FixedWidthMetrics(advance: 8), theme: .dark, reducedMotion: reducedMotion,
      seed: seed)
    context.content = PageContent(spoilerText: source)
    var page = SpoilersPage(context: context)
    page.layout(PageFrame(size: Size(1280, 800)))
    return page
  }

  static func click(_ page: inout SpoilersPage, at p: Vec2) {
    _ = page.handle(.pointer(PointerEvent(.down, at: p)))
    _ = page.handle(.pointer(PointerEvent(.up, at: p)))
  }

  /// Live particles over spoiler `i`'s words.
  static func liveCount(_ page: SpoilersPage, spoiler i: Int) -> Int {
    page.inkRegions(ofSpoiler: i).reduce(0) { $0 + page.field.liveCount(ofRegion: $1) }
  }

  static func run(_ page: inout SpoilersPage, seconds: Double) {
    for _ in 0..<Int(seconds * 120) { page.update(dt: 1.0 / 120) }
  }

  /// What the text commands show: each run's text cut to its span (with the fake metrics,
  /// grapheme i of a run covers `i × w ..< (i + 1) × w`; one is shown when its middle is).
  static func texts(_ page: inout SpoilersPage) -> [String] {
    var list = DrawList()
    page.draw(into: &list)
    return list.commands.compactMap {
      guard case .text(let run) = $0 else { return nil }
      guard let span = run.span else { return run.text }
      let w = 8 * run.font.size / 10
      return String(
        run.text.enumerated().filter { span.contains((Float($0.offset) + 0.5) * w) }.map(\.element))
    }
  }

  @Test func hiddenTextIsNeverDrawn() {
    var page = Self.makePage()
    Self.run(&page, seconds: 0.5)
    let drawn = Self.texts(&page).joined(separator: " ")
    #expect(drawn.contains("Intro"))
    for word in ["first", "secret", "spoiler", "second", "one"] {
      #expect(!drawn.contains(word))
    }
  }

  @Test func clickRevealsThatSpoilerOnly() {
    var page = Self.makePage()
    let target = page.fragmentsInWindow(0)[0]
    Self.click(&page, at: target.center)
    #expect(page.reveals[0].phase == .revealing)
    #expect(page.reveals[1].phase == .hidden)
    Self.run(&page, seconds: 1)
    #expect(page.reveals[0].phase == .revealed)
    #expect(page.reveals[1].phase == .hidden)
    let drawn = Self.texts(&page).joined(separator: " ")
    #expect(drawn.contains("secret"))
    #expect(!drawn.contains("second"))
  }

  @Test func clickOutsideAnyFragmentRevealsNothing() {
    var page = Self.makePage()
    let f = page.fragmentsInWindow(0)[0]
    Self.click(&page, at: Vec2(f.minX - 30, f.midY))  // on "text."
    Self.click(&page, at: Vec2(f.midX, f.maxY + 200))  // below all text
    #expect(page.reveals.allSatisfy { $0.phase == .hidden })
  }

  @Test func togglingTwiceReturnsToHiddenWithDust() {
    var page = Self.makePage()
    let p = page.fragmentsInWindow(1)[0].center
    Self.click(&page, at: p)
    Self.run(&page, seconds: 1)
    #expect(Self.liveCount(page, spoiler: 1) == 0)  // revealed: no particles
    Self.click(&page, at: p)
    Self.run(&page, seconds: 1)
    #expect(page.reveals[1].phase == .hidden)
    #expect(Self.liveCount(page, spoiler: 1) > 0)
  }

  @Test func aPressThatMovesIsNotAClick() {
    var page = Self.makePage()
    let p = page.fragmentsInWindow(0)[0].center
    _ = page.handle(.pointer(PointerEvent(.down, at: p)))
    _ = page.handle(.pointer(PointerEvent(.up, at: p + Vec2(20, 0))))
    #expect(page.reveals[0].phase == .hidden)
  }

  @Test func particleCountTracksWordArea() {
    let page = Self.makePage()
    var area: Float = 0
    for r in 0..<page.field.regionCount { area += page.field.rect(ofRegion: r).size.area }
    let expected = area * InvisibleInkParameters.standard.density
    #expect(abs(Float(page.field.liveCount) - expected) <= max(4, expected * 0.05))
  }

  @Test func inkRegionsFollowTheWordsNotTheSpacesBetweenThem() throws {
    let page = Self.makePage()
    // "first secret spoiler here" and "second one", in a fixed-width font: each gap is one
    // space wide, each word its characters.
    let words = page.inkRegions(ofSpoiler: 0).map { page.field.rect(ofRegion: $0) }
    try #require(words.count == 4)
    let space = words[1].minX - words[0].maxX
    #expect(space > 0)
    for (word, characters) in zip(words, [5, 6, 7, 4]) {
      #expect(abs(word.width - Float(characters) * space) < 0.01)
    }
    for (a, b) in zip(words, words.dropFirst()) { #expect(abs(b.minX - a.maxX - space) < 0.01) }
    let fragment = page.fragmentsInWindow(0)[0]
    #expect(words.allSatisfy { $0.minY + page.viewport.minY == fragment.minY })
    #expect(page.inkRegions(ofSpoiler: 1).count == 2)
  }

  @Test func keyboardFocusTogglesAndHHidesAll() {
    var page = Self.makePage()
    let used = page.handle(.key(KeyEvent(.tab)))
    #expect(used)
    #expect(page.focused == 0)
    _ = page.handle(.key(KeyEvent(.tab)))
    #expect(page.focused == 1)
    _ = page.handle(.key(KeyEvent(.enter)))
    _ = page.handle(.key(KeyEvent(.tab, modifiers: .shift)))
    _ = page.handle(.key(KeyEvent(.space)))
    Self.run(&page, seconds: 1)
    #expect(page.reveals.allSatisfy { $0.phase == .revealed })
    _ = page.handle(.key(KeyEvent(.character("h"))))
    Self.run(&page, seconds: 1)
    #expect(page.reveals.allSatisfy { $0.phase == .hidden })
  }

  @Test func resizeKeepsRevealedStateAndRewraps() {
    var page = Self.makePage()
    Self.click(&page, at: page.fragmentsInWindow(0)[0].center)
    Self.run(&page, seconds: 1)
    let before = page.fragmentsInWindow(0).count
    page.layout(PageFrame(size: Size(400, 800)))
    #expect(page.fragmentsInWindow(0).count > before)
    #expect(page.reveals[0].phase == .revealed)
    #expect(page.reveals[1].phase == .hidden)
    #expect(Self.liveCount(page, spoiler: 0) == 0)
  }

  @Test func idleOnlyWhenNoDustIsVisible() {
    var page = Self.makePage()
    #expect(page.isAnimating)  // live dust
    for i in 0..<2 { Self.click(&page, at: page.fragmentsInWindow(i)[0].center) }
    Self.run(&page, seconds: 1.5)
    #expect(!page.isAnimating)
    let reduced = Self.makePage(reducedMotion: true)
    #expect(!reduced.isAnimating)  // static dots
  }

  @Test func dustOutsideTheVisibleAreaNeitherAnimatesNorMoves() {
    var page = Self.makePage()
    let viewport = page.viewport
    let beside = Rect(x: 0, y: 0, width: viewport.minX - 1, height: 800)  // left of the text
    #expect(page.isAnimating(within: viewport))
    #expect(!page.isAnimating(within: beside))
    page.visibleArea = beside
    let before = page.field.x
    Self.run(&page, seconds: 0.2)
    #expect(page.field.x == before)  // nobody sees it: held still
    page.visibleArea = nil
    Self.run(&page, seconds: 0.2)
    #expect(page.field.x != before)
  }

  @Test func aRevealFinishesWhileThePageIsNotSeen() {
    var page = Self.makePage()
    Self.click(&page, at: page.fragmentsInWindow(0)[0].center)
    page.visibleArea = .zero
    Self.run(&page, seconds: 2)
    #expect(page.reveals[0].phase == .revealed && page.field.isSettled)
  }

  @Test func sameSeedSameDust() {
    var a = Self.makePage(seed: 9)
    var b = Self.makePage(seed: 9)
    Self.run(&a, seconds: 0.5)
    Self.run(&b, seconds: 0.5)
    #expect(a.field.x == b.field.x && a.field.alpha == b.field.alpha)
  }

  @Test func wheelScrollsLongTextAndFragmentsFollow() {
    let long =
      (0..<80).map { "Line \($0) of text." }.joined(separator: "\n") + " [hidden at the end]"
    var page = Self.makePage(long)
    let before = page.fragmentsInWindow(0)[0]
    _ = page.handle(.wheel(Vec2(0, -5)))
    Self.run(&page, seconds: 1)
    let after = page.fragmentsInWindow(0)[0]
    #expect(after.minY < before.minY)
    #expect(abs((before.minY - after.minY) - page.scroll.offset) < 0.01)
  }
}
