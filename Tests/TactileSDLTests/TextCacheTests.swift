import CSDL2TTF
import Foundation
import TactileCore
import Testing

@testable import TactileSDL
@testable import TactileSoftware

@Suite struct TextCacheTests {
  /// A line of text as a long text would have it: about 600 px wide at 17 px.
  private static func line(_ i: Int) -> String {
    "line \(i): the captain faked the signal herself, every clue was planted"
  }

  /// The pixels of `e` on `cache`'s page.
  private static func pixels(of e: TextCache.Entry, in cache: TextCache) -> [UInt32] {
    var out: [UInt32] = []
    for row in 0..<Int(e.height) {
      let start = (Int(e.y) + row) * cache.page.width + Int(e.x)
      out += cache.page.pixels[start..<(start + Int(e.width))]
    }
    return out
  }

  /// A text run is kept from its glyphs' top to their bottom (the font's height has clear rows
  /// above and below them, here about a third), its ascent counted from the rows kept; an
  /// emoji is kept whole.
  @Test func aRunIsKeptFromItsGlyphsTopToTheirBottom() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let cache = try TextCache(fonts: fixture.fonts, renderer: nil)
      let font = try fixture.fonts.font(.regular, pixelSize: 17)
      for text in ["ace", "Ag", "line 7: every clue was planted"] {
        let e = try #require(cache.entry(text, face: .regular, pixelSize: 17, frame: 1))
        let pixels = Self.pixels(of: e, in: cache)
        let width = Int(e.width)
        #expect(pixels.prefix(width).contains { $0 >> 24 != 0 }, "\(text): top row inked")
        #expect(pixels.suffix(width).contains { $0 >> 24 != 0 }, "\(text): bottom row inked")
        #expect(e.height < TTF_FontHeight(font) * 3 / 4, "\(text)")
        #expect(e.ascent > 0 && e.ascent < TTF_FontAscent(font))
      }
      let emoji = try #require(cache.entry("🙂", face: .emoji, pixelSize: 17, frame: 1))
      let emojiFont = try fixture.fonts.font(.emoji, pixelSize: FontCache.emojiOpenSize)
      #expect(emoji.height == TTF_FontHeight(emojiFont))
    }
  }

  /// Scrolling a long text, one new line a frame, for three laps of the page: every line is
  /// rendered once (never lost while in view), a run drawn on every frame (a header) is moved
  /// ahead of the ring's head instead of rendered again, with the same pixels, and the page
  /// stays one page.
  @Test func runsInViewAreRenderedOnceWhileTheRingTurns() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let cache = try TextCache(fonts: fixture.fonts, renderer: nil)
      let visible = 40
      var frames = 0
      var lastLine = 0
      let pageRows = cache.page.height
      let pageCount = cache.page.pixels.count
      var wrapped = 0
      var previousHead = cache.page.ring.head
      while wrapped < 3 {
        frames += 1
        _ = try #require(
          cache.entry("Spoilers", face: .semibold, pixelSize: 30, frame: UInt64(frames)))
        for i in frames..<(frames + visible) {
          _ = try #require(
            cache.entry(Self.line(i), face: .regular, pixelSize: 17, frame: UInt64(frames)))
          lastLine = i
        }
        if cache.page.ring.head < previousHead { wrapped += 1 }
        previousHead = cache.page.ring.head
      }
      #expect(cache.renderCount == lastLine + 1)  // Each line once, and the header once.
      #expect(cache.moveCount >= 3)
      #expect(cache.page.height == pageRows && cache.page.pixels.count == pageCount)
      #expect(cache.count < 2_000)

      let header = try #require(
        cache.entry("Spoilers", face: .semibold, pixelSize: 30, frame: UInt64(frames)))
      let fresh = try TextCache(fonts: fixture.fonts, renderer: nil)
      let reference = try #require(
        fresh.entry("Spoilers", face: .semibold, pixelSize: 30, frame: 1))
      #expect(Self.pixels(of: header, in: cache) == Self.pixels(of: reference, in: fresh))
      #expect(Self.pixels(of: header, in: cache).contains { $0 >> 24 == 255 })
    }
  }

  /// Runs rendered ahead of time, on the prerenderer's thread with its own fonts, have exactly
  /// the size, ascent and pixels of the same runs rendered by the frame (in another order, so
  /// SDL_ttf's glyph caches hold other glyphs), and are taken instead of rendered.
  @Test func runsRenderedAheadHaveThePixelsOfRunsRenderedOnDemand() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      var runs: [UpcomingRun] = []
      for size: Float in [11, 17, 30] {
        for i in 0..<8 { runs.append(UpcomingRun(Self.line(i), font: .regular(size))) }
        runs.append(UpcomingRun("Съешь же ещё этих мягких булок, — Ёж", font: .regular(size)))
        runs.append(UpcomingRun("Spoilers AVAWAY fi ffl", font: .semibold(size)))
      }
      runs.append(UpcomingRun("🙂🎉", font: .emoji(17)))
      let ahead = try TextCache(fonts: fixture.fonts, renderer: nil)
      ahead.prerender(runs, scale: 1.5)
      ahead.waitForPrerendering()
      let onDemand = try TextCache(fonts: fixture.fonts, renderer: nil)
      for run in runs.reversed() {
        let px = run.font.pixelSize(atScale: 1.5)
        let reference = try #require(
          onDemand.entry(run.text, face: run.font.face, pixelSize: px, frame: 1))
        let e = try #require(ahead.entry(run.text, face: run.font.face, pixelSize: px, frame: 1))
        #expect(e.width == reference.width && e.height == reference.height, "\(run.text)")
        #expect(e.ascent == reference.ascent)
        #expect(Self.pixels(of: e, in: ahead) == Self.pixels(of: reference, in: onDemand))
      }
      #expect(ahead.prerenderedCount == runs.count)
      #expect(ahead.renderCount == 0)
      #expect(onDemand.renderCount == runs.count)
    }
  }

  /// An emoji rendered ahead arrives scaled for the text it is drawn in (its mipmaps made
  /// and scaled beside the frames), at the very size a frame then draws it: drawing it keeps
  /// that one size, scaling nothing more.
  @Test func anEmojiRenderedAheadComesScaledForItsText() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let cache = try TextCache(fonts: fixture.fonts, renderer: nil)
      cache.prerender([UpcomingRun("🦄", font: .emoji(17))], scale: 1.5)
      cache.waitForPrerendering()
      var list = DrawList()
      list.text("🦄", font: .emoji(17), at: Vec2(10, 30), color: .white)
      var batches = BatchList()
      batches.build(list, scale: 1.5, pixelSize: (200, 100), atlas: cache) { _ in }
      let px = FontSpec.emoji(17).pixelSize(atScale: 1.5)
      let e = try #require(cache.entry("🦄", face: .emoji, pixelSize: px, frame: 1))
      let mipmaps = try #require(e.mipmaps)
      let k = TextAtlasEntry.emojiScale(shownAt: px, rasterizedAt: FontCache.emojiOpenSize)
      #expect(mipmaps.shown.count == 1)
      #expect(mipmaps.shown(Float(e.width) * k, Float(e.height) * k) != nil)
      #expect(cache.renderCount == 0 && cache.prerenderedCount == 1)
    }
  }

  /// Runs already held are not rendered again ahead, and those no longer wanted are dropped:
  /// a frame then renders them itself.
  @Test func onlyRunsNotHeldAndStillWantedAreRenderedAhead() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let cache = try TextCache(fonts: fixture.fonts, renderer: nil)
      _ = try #require(cache.entry(Self.line(0), face: .regular, pixelSize: 17, frame: 1))
      let wanted = (0..<4).map { UpcomingRun(Self.line($0), font: .regular(17)) }
      cache.prerender(wanted, scale: 1)
      cache.waitForPrerendering()
      cache.prerender([UpcomingRun(Self.line(3), font: .regular(17))], scale: 1)
      cache.waitForPrerendering()
      for i in 0..<4 {
        _ = try #require(cache.entry(Self.line(i), face: .regular, pixelSize: 17, frame: 2))
      }
      #expect(cache.prerenderedCount == 1)  // Line 3; lines 1 and 2 were dropped.
      #expect(cache.renderCount == 3)  // Line 0 at first, then lines 1 and 2.
    }
  }

  /// A run is rendered once, by the thread or by the frame: a frame that needs the run the
  /// thread is rendering waits for it, and one it renders first (not started yet) the thread
  /// leaves out.
  @Test func eachRunIsRenderedOnceByTheThreadOrTheFrame() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let cache = try TextCache(fonts: fixture.fonts, renderer: nil)
      for i in 0..<20 {
        // Asked for at once: the thread has not started it, is rendering it, or is done.
        cache.prerender([UpcomingRun(Self.line(i), font: .regular(17))], scale: 1)
        _ = try #require(cache.entry(Self.line(i), face: .regular, pixelSize: 17, frame: 1))
      }
      let many = (20..<220).map { UpcomingRun(Self.line($0), font: .regular(17)) }
      cache.prerender(many, scale: 1)
      // The last of many: not started yet, so rendered by the frame and left out.
      _ = try #require(cache.entry(Self.line(219), face: .regular, pixelSize: 17, frame: 2))
      cache.waitForPrerendering()
      for i in 20..<219 {
        _ = try #require(cache.entry(Self.line(i), face: .regular, pixelSize: 17, frame: 3))
      }
      #expect(cache.renderCount + cache.renderedAheadCount == 220)
      #expect(cache.renderCount >= 1)
    }
  }

  /// The thread rests once the runs it has ready reach its budget (`readyBudget`), and goes
  /// on as soon as a frame takes enough of them.
  @Test func theThreadGoesOnOnceTheRunsReadyAtItsBudgetAreTaken() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let cache = try TextCache(fonts: fixture.fonts, renderer: nil)
      // About 27 MB rendered: 64 runs of about 1 700 × 65 pixels.
      let runs = (0..<64).map { UpcomingRun(Self.line($0), font: .regular(48)) }
      cache.prerender(runs, scale: 1)
      cache.waitForPrerendering()
      let resting = cache.renderedAheadCount
      #expect(resting > 0 && resting < runs.count)
      // One run taken brings what is ready under the budget. (It fills fewer rows of the page
      // than are made resident ahead, which would wake the thread too.)
      _ = try #require(cache.entry(Self.line(0), face: .regular, pixelSize: 48, frame: 1))
      cache.waitForPrerendering()
      #expect(cache.renderedAheadCount > resting)
      #expect(cache.renderCount == 0)
    }
  }

  /// The thread rendering ahead is under the batch policy: waking it never preempts the
  /// frame's thread.
  @Test func theThreadRenderingAheadDoesNotPreemptTheFramesThread() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let cache = try TextCache(fonts: fixture.fonts, renderer: nil)
      cache.prerender([UpcomingRun(Self.line(0), font: .regular(17))], scale: 1)
      cache.waitForPrerendering()
      // Only worker threads are under the batch policy, and this cache's is alive (resting,
      // its work done).
      let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")
      #expect(tasks.contains { Int32($0).map(sched_getscheduler) == WorkerThread.batchPolicy })
      #expect(sched_getscheduler(0) != WorkerThread.batchPolicy)
    }
  }

  /// Runs are the same run when their bytes, face and size are: two strings with the same
  /// bytes in different storage are one key (with one hash), canonically equivalent spellings
  /// with different bytes are two (SDL_ttf renders the bytes).
  @Test func runKeysAreEqualWhenTheirBytesAre() {
    typealias Key = TextCache.Key
    let text = "Ёлка, café, 👍 and a line long enough to be stored out of line"
    let copy = String(decoding: Array(text.utf8), as: UTF8.self)
    let a = Key(text: text, face: .regular, pixelSize: 17)
    let b = Key(text: copy, face: .regular, pixelSize: 17)
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != Key(text: text, face: .semibold, pixelSize: 17))
    #expect(a != Key(text: text, face: .regular, pixelSize: 18))
    #expect(
      a != Key(text: text, face: .regular, shaping: .init(isRightToLeft: true), pixelSize: 17))
    #expect(a != Key(text: text + ".", face: .regular, pixelSize: 17))
    let composed = Key(text: "caf\u{E9}", face: .regular, pixelSize: 17)
    let decomposed = Key(text: "cafe\u{301}", face: .regular, pixelSize: 17)
    #expect(composed.text == decomposed.text)  // Equal as Swift strings…
    #expect(composed != decomposed)  // …but not the same bytes.
    let short = Key(text: "ab", face: .regular, pixelSize: 17)
    #expect(short == Key(text: String("xab".dropFirst()), face: .regular, pixelSize: 17))
    #expect(
      Key(text: "", face: .regular, pixelSize: 17) == Key(text: "", face: .regular, pixelSize: 17))
  }

  /// A renderer whose textures are small gets a page it can make a texture of.
  @Test func thePageFitsTheRenderersLargestTexture() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let cache = try TextCache(fonts: fixture.fonts, renderer: nil, maxTextureSide: 1024)
      #expect(cache.page.width == 1024 && cache.page.height == 1024)
      _ = try #require(cache.entry("fits", face: .regular, pixelSize: 17, frame: 1))
      let wide = String(repeating: "wide words ", count: 12)
      #expect(cache.entry(wide, face: .regular, pixelSize: 40, frame: 1) == nil)
      #expect(cache.page.width == 1024)
    }
  }

  /// A run wider than the page makes the page wider (emptied); one wider than any page is
  /// refused, not drawn at a wrong size.
  @Test func aRunWiderThanThePageWidensIt() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let cache = try TextCache(fonts: fixture.fonts, renderer: nil)
      #expect(cache.entry("short", face: .regular, pixelSize: 17, frame: 1) != nil)
      let wide = String(repeating: "wide words ", count: 12)
      let e = try #require(cache.entry(wide, face: .regular, pixelSize: 40, frame: 1))
      #expect(Int(e.width) > TextCache.minWidth && Int(e.width) + 2 <= 4096)
      #expect(cache.page.width == 4096)
      #expect(cache.count == 1)
      let tooWide = String(repeating: "far too wide ", count: 400)
      #expect(cache.entry(tooWide, face: .regular, pixelSize: 40, frame: 2) == nil)
    }
  }

  /// On the ring's first lap, once past the rows a page at rest uses, the rows just ahead of
  /// its head are asked to be made resident before a frame packs runs there (which then does
  /// not stop for the system to provide them), and only those, so that memory grows with the
  /// rows used.
  @Test func rowsAheadOfTheRingsHeadAreAskedToBeMadeResident() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let cache = try TextCache(fonts: fixture.fonts, renderer: nil)
      let page = cache.page
      let ahead = TextCache.residentAhead
      for i in 0..<8 {
        _ = try #require(cache.entry(Self.line(i), face: .regular, pixelSize: 17, frame: 1))
      }
      #expect(page.ring.head < ahead && page.residentRows == 0, "a page at rest")
      for i in 8..<120 {
        _ = try #require(cache.entry(Self.line(i), face: .regular, pixelSize: 17, frame: 1))
        let head = page.ring.head
        guard head >= ahead else { continue }
        #expect(page.residentRows >= head + ahead && page.residentRows <= head + 2 * ahead)
      }
      #expect(page.ring.head > ahead, "the runs packed went past the first rows")
    }
  }

  /// The prerenderer's thread makes the memory it is asked to resident (fresh memory here,
  /// which the system provides only when written), and nothing past it.
  @Test func thePrerendererMakesTheMemoryAskedForResident() throws {
    let fixture = try SDLFixture.shared.get()
    let length = 8 << 20
    let block = try #require(
      mmap(nil, 2 * length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
    defer { munmap(block, 2 * length) }
    try #require(block != MAP_FAILED)
    #expect(ProcessMemory.residentShare(of: block, length: 2 * length) == 0)
    let prerenderer = TextPrerenderer(fonts: fixture.fonts)
    prerenderer.makeResident(start: UInt(bitPattern: block), length: length / 2)
    prerenderer.makeResident(start: UInt(bitPattern: block) + UInt(length / 2), length: length / 2)
    prerenderer.waitUntilIdle()
    #expect(ProcessMemory.residentShare(of: block, length: length) == 1)
    #expect(ProcessMemory.residentShare(of: block + length, length: length) == 0)
  }
}
