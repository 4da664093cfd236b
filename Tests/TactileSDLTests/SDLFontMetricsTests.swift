import Testing

@testable import TactileCore
@testable import TactileSDL

// SDL_ttf is not thread-safe: every test measures while no other test uses SDL.
extension RendererPixelTests {
  @Test func fontMetricsAnswerTheSameFromBytesAndStrings() throws {
    sdl.exclusively {
      let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
      let font = FontSpec.regular(17)
      for text in ["captain", "корабль", "AV", "😂", "a b"] {
        let fromString = metrics.advance(of: text[...], font: font)
        let fromBytes = Array(text.utf8).withUnsafeBufferPointer {
          metrics.advance(ofUTF8: $0, font: font)
        }
        #expect(fromString > 0 && fromString == fromBytes, "\(text)")
      }
      // Same bytes, another size: measured anew, not taken from the cache.
      #expect(
        metrics.advance(of: "captain", font: .regular(34)) > metrics.advance(
          of: "captain", font: font) * 1.5)
    }
  }

  /// Measured widths stay within their byte budget however many distinct texts are measured
  /// (a long text scrolled top to bottom), and a text asked for again and again stays cached.
  @Test func measuredWidthsStayWithinTheirBudgetAndKeepWhatIsUsed() throws {
    sdl.exclusively {
      let budget = 1 << 20
      let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: 1, advanceCacheBytes: budget)
      let font = FontSpec.regular(17)
      let kept = metrics.advance(of: "kept in view", font: font)
      var largest = 0
      for i in 0..<30_000 {
        _ = metrics.advance(of: "line \(i) scrolled past", font: font)
        #expect(metrics.advance(of: "kept in view", font: font) == kept)
        largest = max(largest, metrics.advanceBytes)
      }
      #expect(largest <= budget)
      #expect(largest > budget / 4)
      // 30 000 distinct texts measured once each, the one kept in view only at the start.
      #expect(metrics.measurements == 30_001)
    }
  }
}

extension RendererPixelTests {
  /// The companion that measures on the second thread during layout has fonts of its own,
  /// measures exactly as its owner, is kept from call to call and follows the owner's scale.
  @Test func aCompanionMeasuresAsItsOwnerWithFontsOfItsOwn() throws {
    try sdl.exclusively {
      let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
      let font = FontSpec.regular(17)
      let companion = try #require(
        metrics.concurrentCompanion(measuring: font) as? SDLFontMetrics)
      #expect(metrics.concurrentCompanion(measuring: font) === companion)
      #expect(companion.fonts !== metrics.fonts)
      #expect(companion.fonts.font(for: font, scale: 1) != metrics.fonts.font(for: font, scale: 1))
      for scale: Float in [1, 2] {
        metrics.scale = scale
        #expect(companion.scale == scale)
        for text in ["captain faked the signal", "корабль был ненастоящим", "AV fi 😂", " "] {
          #expect(
            companion.advance(of: text[...], font: font)
              == metrics.advance(of: text[...], font: font),
            "\(text) at \(scale)×")
        }
      }
    }
  }

  /// A long text with real fonts is laid out on two threads exactly as on one, at 1× and 2×.
  @Test func aLongTextIsLaidOutOnTwoThreadsExactlyAsOnOne() throws {
    sdl.exclusively {
      let words = [
        "the", "captain", "faked", "AVATAR", "fiord", "и", "корабль", "был", "ненастоящим", "😂",
        "office,", "«ёлка»", "Wave.", "T.J.", "—",
      ]
      var random = SeededRandom(seed: 11)
      var text = ""
      while text.utf8.count < 120_000 {
        text += words[random.int(below: words.count)]
        text += random.int(below: 30) == 0 ? "\n" : " "
      }
      for scale: Float in [1, 2] {
        let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: scale)
        let measured = MeasuredText(text: text, font: .regular(17), metrics: metrics)
        #expect(measured.segmentCount >= TextLayout.Constants.parallelMinimumSegments)
        for width: Float in [151, 333.5, 540, 760] {
          let two = TextLayout(measured: measured, width: width)
          let one = TextLayout(measured: measured, width: width, lineSpacing: 1, parallelFrom: .max)
          let sameLines = two.lines == one.lines
          let sameRuns = two.runs == one.runs
          let sameX = two.segmentX == one.segmentX
          #expect(sameLines && sameRuns && sameX, "\(width) pt at \(scale)×")
        }
      }
    }
  }
}

extension RendererPixelTests {
  /// Widths measured ahead of time, on a thread with fonts of its own, are exactly the widths
  /// measured on demand, and asking for them then measures nothing on the asking thread;
  /// widths measured at a scale no longer current are not used.
  @Test func widthsMeasuredAheadAreThoseMeasuredOnDemand() throws {
    sdl.exclusively {
      let texts: [(String, FontSpec)] = [
        ("captain", .regular(17)), ("AVATAR Wavy", .regular(17)), ("корабль плыл", .regular(17)),
        ("ffi fl office", .semibold(20)), ("To Tj Ta", .regular(13)), ("😂👍", .emoji(17)),
        ("a long line of words, as a spoiler's word edge measures it", .regular(22)),
      ]
      for scale: Float in [1, 1.5] {
        let ahead = SDLFontMetrics(fonts: sdl.fonts, scale: scale)
        let onDemand = SDLFontMetrics(fonts: sdl.fonts, scale: scale)
        ahead.measureAhead(texts.map { UpcomingAdvance($0.0[...], font: $0.1) }, replacing: true)
        ahead.waitForMeasuringAhead()
        for (text, font) in texts {
          let w = ahead.advance(of: text[...], font: font)
          #expect(w > 0 && w == onDemand.advance(of: text[...], font: font), "\(text) at \(scale)")
        }
        #expect(ahead.measurements == 0)
        #expect(onDemand.measurements == texts.count)
      }
      // Taking more widths measured ahead than a generation holds: the one asked for, taken
      // first, is in the older generation by the time it is looked up, and still found.
      let small = SDLFontMetrics(fonts: sdl.fonts, scale: 1, advanceCacheBytes: 64 << 10)
      let many = ["asked for"] + (0..<(small.widthsPerGeneration + 10)).map { "word \($0)" }
      small.measureAhead(many.map { UpcomingAdvance($0[...], font: .regular(17)) }, replacing: true)
      small.waitForMeasuringAhead()
      #expect(small.advance(of: "asked for", font: .regular(17)) > 0)
      #expect(small.measurements == 0)
      // Texts handed after others are measured after them, the others still measured; past
      // the waiting limit, the oldest waiting give way to the newest.
      let queued = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
      let first = (0..<1_500).map { "first \($0)" }
      let then = (0..<1_500).map { "then \($0)" }
      queued.measureAhead(
        first.map { UpcomingAdvance($0[...], font: .regular(17)) }, replacing: true)
      queued.measureAhead(
        then.map { UpcomingAdvance($0[...], font: .regular(17)) }, replacing: false)
      queued.waitForMeasuringAhead()
      for t in first + then { _ = queued.advance(of: t[...], font: .regular(17)) }
      #expect(queued.measurements == 0)
      let flood = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
      let limit = AdvancesAhead.waitingLimit.texts
      let waves = (0..<4).map { w in (0..<limit).map { "wave \(w) word \($0)" } }
      for wave in waves {
        flood.measureAhead(
          wave.map { UpcomingAdvance($0[...], font: .regular(17)) }, replacing: false)
      }
      flood.waitForMeasuringAhead()
      for t in waves[3] { _ = flood.advance(of: t[...], font: .regular(17)) }
      #expect(flood.measurements == 0)
      let stale = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
      stale.measureAhead([UpcomingAdvance("captain", font: .regular(17))], replacing: true)
      stale.waitForMeasuringAhead()
      stale.scale = 2
      let w = stale.advance(of: "captain", font: .regular(17))
      #expect(stale.measurements == 1)
      #expect(
        w == SDLFontMetrics(fonts: sdl.fonts, scale: 2).advance(of: "captain", font: .regular(17)))
    }
  }
}
