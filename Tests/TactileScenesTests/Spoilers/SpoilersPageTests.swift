import TactileTestSupport
import Testing

@testable import TactileCore
@testable import TactileScenes

@Suite struct SpoilersPageTests {
  static let source = "Intro text. [first secret spoiler here] and then ||second one|| end."

  static func makePage(
    _ source: String = SpoilersPageTests.source, reducedMotion: Bool = false, seed: UInt64 = 1,
    strategy: InkStrategy? = nil
  ) -> SpoilersPage {
    var context = SceneContext(
      metrics: FixedWidthMetrics(advance: 8), theme: .dark, reducedMotion: reducedMotion,
      seed: seed)
    context.content = PageContent(spoilerText: source)
    if let strategy { context.tuning.set("ink.strategy", Double(strategy.rawValue)) }
    return SpoilersPage(context: context, frame: PageFrame(size: Size(1280, 800)))
  }

  static func click(_ page: inout SpoilersPage, at p: Vec2) {
    _ = page.handle(.pointer(PointerEvent(.down, at: p)))
    _ = page.handle(.pointer(PointerEvent(.up, at: p)))
  }

  /// Live particles over spoiler `i`'s words.
  static func liveCount(_ page: SpoilersPage, spoiler i: Int) -> Int {
    page.inkRegions(ofSpoiler: i).reduce(0) { $0 + page.field.liveCount(ofRegion: $1) }
  }

  /// Runs the page for `seconds` in steps of 1/120 s, seen in `area` (`nil`: the whole page).
  static func run(_ page: inout SpoilersPage, seconds: Double, seenIn area: Rect? = nil) {
    for _ in 0..<Int(seconds * 120) { page.update(.test(dt: 1.0 / 120, visibleArea: area)) }
  }

  /// What the text commands show: each run's text cut to its span (with the fake metrics,
  /// grapheme i of a run covers `i × w ..< (i + 1) × w`; one is shown when its middle is).
  static func texts(_ page: inout SpoilersPage) -> [String] {
    var list = DrawList()
    page.draw(into: &list, .test())
    return list.commands.compactMap {
      guard case .text(let run) = $0 else { return nil }
      return run.text(in: list, advance: 8)
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

  /// Bad input: one spoiler over thousands of lines of one paragraph, and thousands of
  /// spoilers — scrolled page by page, no frame draws a hidden word, and the ink stays near
  /// the view.
  @Test(arguments: [
    "Intro [" + String(repeating: "secret ", count: 40_000) + "] end.",
    String(repeating: "shown [secret] ", count: 20_000),
  ])
  func longHiddenTextsScrollWithoutDrawingAHiddenWord(_ source: String) {
    var page = Self.makePage(source)
    #expect(page.text.layout.lines.count > 1_000)
    for step in 0..<20 {
      for _ in 0..<50 { _ = page.handle(.key(KeyEvent(.pageDown))) }
      Self.run(&page, seconds: 0.2)
      let drawn = Self.texts(&page)
      #expect(!drawn.contains { $0.contains("secret") }, "step \(step)")
      #expect(page.field.regionCount < 2_000)
    }
    #expect(page.scroll.offset > 100_000)
  }

  @Test func homeAndEndScrollToTheTextsEnds() {
    var page = Self.makePage(String(repeating: "shown [secret] words\n", count: 2_000))
    let end = page.handle(.key(KeyEvent(.end)))
    Self.run(&page, seconds: 2)
    #expect(end && page.scroll.offset == page.scroll.maxOffset && page.scroll.maxOffset > 10_000)
    let home = page.handle(.key(KeyEvent(.home)))
    Self.run(&page, seconds: 2)
    #expect(home && page.scroll.offset == 0)
    var short = Self.makePage()
    let endOfShort = short.handle(.key(KeyEvent(.end)))
    #expect(!endOfShort)
  }

  /// Page Down, Page Up, Home and End glide with motion and jump at once with reduced
  /// motion, as on the other pages; a text shorter than the view takes none of them.
  @Test(arguments: [false, true])
  func pageKeysGlideOrJumpAsMotionIsReduced(reducedMotion: Bool) {
    var page = Self.makePage(
      String(repeating: "shown [secret] words\n", count: 2_000), reducedMotion: reducedMotion)
    for key in [Key.pageDown, .pageDown, .pageUp, .end, .home] {
      let handled = page.handle(.key(KeyEvent(key)))
      let jumped = page.scroll.offset == page.scroll.targetOffset
      #expect(
        handled && jumped == reducedMotion && page.scroll.isAnimating == !reducedMotion, "\(key)")
      Self.run(&page, seconds: 2)
    }
    #expect(page.scroll.offset == 0)
    var short = Self.makePage(reducedMotion: reducedMotion)
    for key in [Key.pageDown, .pageUp] {
      let handled = short.handle(.key(KeyEvent(key)))
      #expect(!handled && short.scroll.offset == 0, "\(key)")
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

  /// A spoiler spanning lines (LF, CRLF, CR) is revealed whole by a click on any of its
  /// fragments, as Telegram reveals one.
  @Test(arguments: [0, 1, 2, 3])
  func aClickOnAnyLineOfASpoilerRevealsAllOfIt(fragment: Int) throws {
    var page = Self.makePage("Intro ||first\nsecond\r\nthird\rfourth|| end.")
    try #require(page.text.spoilerCount == 1)
    let fragments = page.fragmentsInWindow(0)
    try #require(fragments.count == 4)
    Self.click(&page, at: fragments[fragment].center)
    #expect(page.reveals[0].phase == .revealing)
    Self.run(&page, seconds: 2)
    #expect(page.reveals[0].phase == .revealed)
    let drawn = Self.texts(&page).joined(separator: " ")
    for word in ["first", "second", "third", "fourth"] { #expect(drawn.contains(word)) }
  }

  /// An opener that no closer follows shows as typed, and the page names its line once.
  @Test func anUnclosedMarkerIsNamedByItsLine() {
    let page = Self.makePage("one [a] two\nthree ||four\nfive")
    #expect(page.text.spoilerCount == 1)
    #expect(
      page.warnings == [
        "the text's \"||\" on line 2 opens a spoiler that is never closed; it is shown as typed"
      ])
    let many = Self.makePage("[\n||\n[\n[ x")
    #expect(
      many.warnings == [
        "the text has 4 spoiler markers that are never closed, shown as typed: \"[\" on line 1, "
          + "\"||\" on line 2, \"[\" on line 3 and 1 more"
      ])
    #expect(Self.makePage().warnings.isEmpty)
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

  @Test(arguments: [InkPreset.telegramDesktop, .telegramAndroid])
  func desktopAndAndroidInkRegionsCoverEachLinesSpan(_ preset: InkPreset) {
    var context = SceneContext(metrics: FixedWidthMetrics(advance: 8), theme: .dark)
    context.content = PageContent(spoilerText: Self.source)
    context.tuning.apply(.ink(preset))
    let page = SpoilersPage(context: context, frame: PageFrame(size: Size(1280, 800)))
    // One region per line of a spoiler: its fragment, the spaces between its words included.
    for i in 0..<2 {
      let regions = page.inkRegions(ofSpoiler: i).map {
        page.field.rect(ofRegion: $0).offsetBy(page.viewport.origin)
      }
      #expect(regions == page.fragmentsInWindow(i))
    }
  }

  /// The ink buffer of a page showing `source` with `preset`'s ink as a tile.
  static func inkPixels(_ source: String, _ preset: InkPreset) -> [UInt32] {
    var context = SceneContext(metrics: FixedWidthMetrics(advance: 8), theme: .dark)
    context.content = PageContent(spoilerText: source)
    context.tuning.apply(.ink(preset))
    context.tuning.set("ink.strategy", Double(InkStrategy.tile.rawValue))
    var page = SpoilersPage(context: context, frame: PageFrame(size: Size(1280, 800)))
    var list = DrawList()
    page.draw(into: &list, .test())
    for case .pixels(let buffer, _, _) in list.commands { return buffer.pixels }
    return []
  }

  @Test func hiddenWordsOfTheSameWidthsInkAlikeAndDesktopInkHidesTheWordCount() {
    // Words of the same widths give the same pixels with any ink; Telegram Desktop's also
    // hides where the spaces are (one 9-letter word looks like two of 4), Telegram iOS's
    // leaves them bare.
    let two = "Intro [abcd efgh] end."
    let same = "Intro [wxyz stuv] end."
    let one = "Intro [abcdefghi] end."
    for preset in [InkPreset.telegramDesktop, .telegramIOS] {
      let ink = Self.inkPixels(two, preset)
      #expect(ink.contains { $0 >> 24 > 0 })
      #expect(Self.inkPixels(same, preset) == ink, "\(preset)")
    }
    #expect(Self.inkPixels(one, .telegramDesktop) == Self.inkPixels(two, .telegramDesktop))
    #expect(Self.inkPixels(one, .telegramIOS) != Self.inkPixels(two, .telegramIOS))
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

  @Test func iOSInkRegionsFollowTheWordsNotTheSpacesBetweenThem() throws {
    var context = SceneContext(metrics: FixedWidthMetrics(advance: 8), theme: .dark)
    context.content = PageContent(spoilerText: Self.source)
    context.tuning.apply(.ink(.telegramIOS))
    let page = SpoilersPage(context: context, frame: PageFrame(size: Size(1280, 800)))
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

  @Test func dustLeavesWithinAboutAHundredAndTwentyMillisecondsOfTheEdge() throws {
    // Where the circle's edge passed 125 ms and one ink frame ago (19 steps at 120 Hz: the
    // dust moves 30 times a second), no visible dust is left: it was pushed outward and faded
    // while the circle still grows.
    var page = Self.makePage(
      "Intro. [" + String(repeating: "hidden words here ", count: 30) + "] end.",
      strategy: .particles)
    let f = page.fragmentsInWindow(0)[0]
    Self.click(&page, at: f.center)
    let regions = page.inkRegions(ofSpoiler: 0)
    var radii: [Float] = []
    var checked = 0
    while page.reveals[0].phase == .revealing {
      page.update(.test(dt: 1.0 / 120))
      radii.append(page.reveals[0].radius)
      guard radii.count > 19 else { continue }
      let passed = radii[radii.count - 20]
      let centre = page.reveals[0].center
      for r in regions {
        for i in page.field.slots(ofRegion: r) where page.field.liveCount(ofRegion: r) > 0 {
          let d = Vec2(page.field.x[i], page.field.y[i]).distance(to: centre)
          if d < passed && page.field.alpha[i] > 0.02 {
            Issue.record("dust at \(d) pt with alpha \(page.field.alpha[i]), edge was at \(passed)")
            return
          }
          checked += 1
        }
      }
    }
    #expect(checked > 1_000)
    Self.run(&page, seconds: 0.2)
    #expect(Self.liveCount(page, spoiler: 0) == 0)
  }

  /// Mean alpha of the live dust in the viewport (text coordinates `top ..< top + height`).
  static func visibleDustAlpha(_ page: SpoilersPage) -> Float {
    let top = page.scroll.offset
    let bottom = top + page.viewport.height
    var sum: Float = 0
    var count = 0
    for r in 0..<page.field.regionCount where page.field.liveCount(ofRegion: r) > 0 {
      let rect = page.field.rect(ofRegion: r)
      guard rect.maxY > top && rect.minY < bottom else { continue }
      for i in page.field.slots(ofRegion: r) {
        sum += page.field.alpha[i]
        count += 1
      }
    }
    return count > 0 ? sum / Float(count) : 0
  }

  @Test func onlyDustNearTheViewportLivesAndScrollingBringsItInSteady() {
    let paragraph = "Some plain words, and [a hidden part of the text] then more words. "
    var page = Self.makePage(String(repeating: paragraph, count: 300), strategy: .particles)
    let planned = Self.wholeTextWordArea(page) * InvisibleInkParameters.standard.density
    Self.run(&page, seconds: 1)
    let steady = Self.visibleDustAlpha(page)
    #expect(steady > 0.2)
    var largestLive = 0
    var capacity = 0
    var screens = 0
    while page.scroll.offset + page.viewport.height < page.text.layout.size.height - 1 {
      _ = page.handle(.key(KeyEvent(.pageDown)))
      for _ in 0..<9 { page.update(.test(dt: 1.0 / 30)) }
      screens += 1
      // The viewport and a screen above and below (and up to a quarter screen of lag).
      let reach = 3.5 * page.viewport.height * page.viewport.width
      #expect(Float(page.field.liveCount) <= reach * InvisibleInkParameters.standard.density)
      largestLive = max(largestLive, page.field.liveCount)
      // Dust scrolled in is already in its steady state: no fading-in wave.
      let alpha = Self.visibleDustAlpha(page)
      #expect(abs(alpha - steady) <= 0.2 * steady, "screen \(screens): \(alpha) vs \(steady)")
      if screens == 3 { capacity = page.field.x.capacity }
    }
    #expect(screens > 10)
    #expect(Float(largestLive) < planned / 4)
    // Memory is flat: the slots' storage stops growing once a band has been filled.
    #expect(page.field.x.capacity <= max(capacity, largestLive * 2))
  }

  /// The area of every spoiler word of the whole text (square points).
  static func wholeTextWordArea(_ page: SpoilersPage) -> Float {
    var rects: [Rect] = []
    for range in page.text.parsed.spoilers {
      page.text.layout.appendWordRects(for: range, into: &rects)
    }
    return rects.reduce(0) { $0 + $1.size.area }
  }

  @Test func aLongTextHoldsInkOnlyNearTheViewportWhenCreated() {
    var context = SceneContext(metrics: FixedWidthMetrics(advance: 8), theme: .dark)
    context.content = PageContent(spoilerText: "[" + String(repeating: "x", count: 200_000) + "]")
    let page = SpoilersPage(context: context, frame: PageFrame(size: Size(1280, 800)))
    #expect(page.text.layout.lines.count > 100)
    // Ink regions only on the lines near the view, not over the whole text.
    #expect(page.field.regionCount > 0)
    #expect(page.field.regionCount < page.text.layout.lines.count / 2)
  }

  /// Fixed-width metrics that count what is shaped.
  final class CountingMetrics: FontMetrics {
    let base = FixedWidthMetrics(advance: 8)
    var calls = 0

    func shape(
      _ text: UnsafeBufferPointer<UInt8>, font: FontSpec, into glyphs: inout ShapedGlyphs
    ) {
      calls += 1
      base.shape(text, font: font, into: &glyphs)
    }

    func lineMetrics(for font: FontSpec) -> LineMetrics { base.lineMetrics(for: font) }

    func hasGlyph(_ grapheme: Character, font: FontSpec) -> Bool {
      base.hasGlyph(grapheme, font: font)
    }
  }

  /// Frames, scroll steps and layouts of a long text cost what is near the viewport: the
  /// shaping they do (none) and the ink regions they hold are the same for a text of 1 000
  /// and of 10 000 spoilers (the whole text is neither walked nor shaped again).
  @Test func framesScrollingAndLayoutCostWhatIsNearTheViewportNotTheWholeText() {
    struct Cost: Equatable {
      var layout = 0
      var idleFrames = 0
      var scrollSteps = 0
      var mostRegions = 0
    }
    func cost(paragraphs: Int) -> Cost {
      let paragraph =
        "Some words, and [a hidden part] then ||more|| words and [yet another one] here.\n"
      let metrics = CountingMetrics()
      var context = SceneContext(metrics: metrics, theme: .dark)
      context.content = PageContent(spoilerText: String(repeating: paragraph, count: paragraphs))
      var page = SpoilersPage(context: context, frame: PageFrame(size: Size(1280, 800)))
      #expect(page.text.spoilerCount == 3 * paragraphs)
      var c = Cost()
      // A new width: the text is wrapped again (a pass over the whole text, its words not
      // shaped again); what else is shaped (the header) does not grow with the text.
      var wrapped = page.text
      metrics.calls = 0
      page.layout(PageFrame(size: Size(700, 800)))
      let layoutCalls = metrics.calls
      metrics.calls = 0
      wrapped.rewrap(toWidth: page.text.layout.wrapWidth, metrics: metrics)
      #expect(wrapped.layout.wrapWidth < 544)
      c.layout = layoutCalls - metrics.calls
      c.mostRegions = page.field.regionCount
      metrics.calls = 0
      for _ in 0..<60 { page.update(.test(dt: 1.0 / 60)) }
      c.idleFrames = metrics.calls
      metrics.calls = 0
      for _ in 0..<20 {
        _ = page.handle(.key(KeyEvent(.pageDown)))
        for _ in 0..<30 {
          page.update(.test(dt: 1.0 / 60))
          c.mostRegions = max(c.mostRegions, page.field.regionCount)
        }
      }
      c.scrollSteps = metrics.calls
      return c
    }
    let short = cost(paragraphs: 1_000)
    let long = cost(paragraphs: 10_000)
    #expect(short.idleFrames == 0)
    #expect(short.scrollSteps == 0)
    #expect(long == short)
  }

  /// Presses each of `keys`, with four frames of 1/60 s after each.
  static func press(_ keys: [Key], on page: inout SpoilersPage) {
    var list = DrawList()
    for key in keys {
      _ = page.handle(.key(KeyEvent(key)))
      for _ in 0..<4 {
        page.update(.test(dt: 1.0 / 60))
        list.reset()
        page.draw(into: &list, .test())
      }
    }
  }

  /// Scrolling a long text fast, down and then up, shapes nothing: every word was shaped once,
  /// when the text was laid out, and the frames draw and measure from its glyphs.
  @Test func scrollingShapesNothing() {
    // Numbered paragraphs: no line's words are all those of another.
    let text = (0..<2_000).map {
      "Part \($0): some words, and [a hidden part] then ||more|| words and [yet another one]"
        + " here, with||in|| a word.\n"
    }.joined()
    let metrics = CountingMetrics()
    var context = SceneContext(metrics: metrics, theme: .dark)
    context.content = PageContent(spoilerText: text)
    var page = SpoilersPage(context: context, frame: PageFrame(size: Size(1280, 800)))
    #expect(metrics.calls > 0 && metrics.calls < 3_000, "each distinct word once: \(metrics.calls)")
    metrics.calls = 0
    let keys = Array(repeating: Key.pageDown, count: 40) + Array(repeating: Key.pageUp, count: 25)
    Self.press(keys, on: &page)
    #expect(page.scroll.offset > 8_000)
    #expect(metrics.calls == 0)
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
    var page = Self.makePage(strategy: .particles)
    let viewport = page.viewport
    let beside = Rect(x: 0, y: 0, width: viewport.minX - 1, height: 800)  // left of the text
    #expect(page.isAnimating(within: viewport))
    #expect(!page.isAnimating(within: beside))
    let before = page.field.x
    Self.run(&page, seconds: 0.2, seenIn: beside)
    #expect(page.field.x == before)  // nobody sees it: held still
    Self.run(&page, seconds: 0.2)
    #expect(page.field.x != before)
  }

  @Test func aRevealFinishesWhileThePageIsNotSeen() {
    var page = Self.makePage()
    Self.click(&page, at: page.fragmentsInWindow(0)[0].center)
    Self.run(&page, seconds: 2, seenIn: .zero)
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

extension SpoilersPageTests {
  /// While a circle grows, the text it reveals does not change, only the clip: the reveal
  /// layer is drawn once and then only seen through the growing circle, until what it holds
  /// changes (scroll, pixel scale, theme, another spoiler, a layout) or the page is drawn
  /// inside another layer.
  @Test func theRevealLayerIsDrawnAgainOnlyWhenWhatItHoldsChanges() {
    let source = Self.source + String(repeating: "\n\nA plain paragraph below.", count: 80)
    var page = Self.makePage(source)
    page.toggle(0, from: page.text.fragments[0][0].center)
    /// Layers begun by the page and polygons seen through them, in one frame.
    func frame(pixelScale: Float = 1, nested: Bool = false) -> (layers: Int, polygons: Int) {
      Self.run(&page, seconds: 1.0 / 60)
      var list = DrawList()
      if nested { list.beginLayer(LayerID(1)) }
      page.draw(into: &list, .test(pixelScale: pixelScale))
      if nested { list.endLayer() }
      var layers = nested ? -1 : 0
      var polygons = 0
      for c in list.commands {
        if case .beginLayer = c { layers += 1 }
        if case .texturedPolygon = c { polygons += 1 }
      }
      return (layers, polygons)
    }
    #expect(page.reveals[0].isClippedToCircle)
    #expect(frame() == (1, 1), "the first frame of the reveal draws the layer")
    for _ in 0..<3 { #expect(frame() == (0, 1), "the circle grows over the same layer") }
    #expect(frame(pixelScale: 2) == (1, 1), "a new pixel scale")
    #expect(frame(pixelScale: 2) == (0, 1))
    #expect(frame(nested: true) == (1, 1), "inside another layer")
    #expect(frame(nested: true) == (1, 1), "inside another layer, again")
    #expect(frame() == (1, 1), "back at the top level")
    #expect(frame() == (0, 1))
    page.toggle(1, from: page.text.fragments[1][0].center)
    #expect(frame() == (1, 2), "a second spoiler's text joins the layer")
    #expect(frame() == (0, 2))
    _ = page.handle(.wheel(Vec2(0, -1)))
    #expect(frame().layers == 1, "the text scrolled")
    page.layout(PageFrame(size: Size(1000, 800)))
    #expect(frame().layers == 1, "a new layout")
    #expect(page.reveals[0].isClippedToCircle, "the reveal was running throughout")
  }
}
