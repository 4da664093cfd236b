import Foundation
import TactileCore
import TactileSDL
import TactileScenes
import Testing

/// Revealing a spoiler never moves a pixel of text: marked-up text with every spoiler revealed
/// renders exactly like the same text without markup (anti-aliasing included, tolerance 0).
@Suite struct SpoilerPixelTests {
  /// Spoilers at the start, middle and end of lines and of words, next to spaces, punctuation
  /// and emoji.
  static let mixed = """
    So the ship they chased the whole season? [It was never real.] Also: ||Mira|| left, \
    the [scene,] the AVATAR [Tomorrow] fj[ord] ||Wa||ve To[mo]rrow 😅 [🍕 pizza] and [coffee ☕].
    Помнишь корабль, весь сезон? [Его никогда не было.] Ну и ||сцена|| — [ёлка 🎄] тоже.
    """

  static func sample(_ name: String) throws -> String {
    try String(contentsOf: AssetLocator.locate().text(name), encoding: .utf8)
  }

  /// `text` as markup that shows it literally (no spoilers).
  static func escaped(_ text: String) -> String {
    var out = ""
    for c in text {
      if c == "\\" || c == "[" || c == "]" || c == "|" { out.append("\\") }
      out.append(c)
    }
    return out
  }

  /// One frame of a spoilers page showing `source` with every spoiler revealed and settled.
  static func pageFrame(_ source: String, size: Size, scale: Float) throws -> Image {
    let fixture = try SDLFixture.shared.get()
    return try fixture.exclusively {
      let metrics = SDLFontMetrics(fonts: fixture.fonts, scale: scale)
      var context = SceneContext(metrics: metrics, theme: .dark)
      context.content.spoilerText = source
      var page = SpoilersPage(context: context, frame: PageFrame(size: size, pixelScale: scale))
      for i in 0..<page.text.spoilerCount {
        page.toggle(i, from: page.text.fragments[i].first?.center ?? .zero)
      }
      for _ in 0..<120 { page.update(FrameContext(dt: 1.0 / 60, theme: context.theme)) }
      var list = DrawList()
      page.draw(into: &list, FrameContext(pixelScale: scale, theme: context.theme))
      let target = try HeadlessTarget(size: size, scale: scale, fonts: fixture.fonts)
      target.renderer.beginFrame(pointSize: size, clearColor: .black)
      target.renderer.execute(list)
      return try target.renderer.readPixels()
    }
  }

  @Test(arguments: ["spoilers-en.txt", "spoilers-ru.txt", "mixed"], [Float(1), 2])
  func revealedPageMatchesPlainText(_ name: String, scale: Float) throws {
    let source = name == "mixed" ? Self.mixed : try Self.sample(name)
    let parsed = SpoilerMarkup.parse(source)
    #expect(parsed.spoilers.count >= 4)
    let size = Size(900, 700)
    let revealed = try Self.pageFrame(source, size: size, scale: scale)
    let plain = try Self.pageFrame(Self.escaped(parsed.text), size: size, scale: scale)
    #expect(revealed.pixelsDiffering(from: plain).count == 0)
  }

  /// Whether a line of `text` ends with an emoji, or a spoiler that starts after the line's
  /// start: a wrap right next to it.
  static func wrapsNextToEmojiOrSpoiler(_ text: SpoilerText) -> Bool {
    let layout = text.layout
    return layout.lines.contains { line in
      guard let r = line.runs.last else { return false }
      let last = layout.runs[r]
      if last.isEmoji { return r > line.runs.lowerBound }
      return text.parsed.spoilers.contains {
        $0.lowerBound > line.graphemes.lowerBound && $0.lowerBound < last.graphemes.upperBound
          && $0.upperBound >= last.graphemes.upperBound
      }
    }
  }

  /// An emoji after a space is set a space after the text run before it as that run is drawn
  /// (its text set as one string), never over the run's last glyph or without the space —
  /// "maybe a few 😅" once lost its space at some column widths because the run's summed word
  /// widths fell short of the run as drawn. Every column width 280…700 pt, both texts, 1× and
  /// 2×; no run passes the column.
  @Test(arguments: ["spoilers-en.txt", "mixed"], [Float(1), 2])
  func anEmojiAfterASpaceKeepsTheSpaceAtEveryWidth(_ name: String, scale: Float) throws {
    let source = name == "mixed" ? Self.mixed : try Self.sample(name)
    let fixture = try SDLFixture.shared.get()
    var lineFinal = 0
    fixture.exclusively {
      let metrics = SDLFontMetrics(fonts: fixture.fonts, scale: scale)
      let font = FontSpec.regular(15)
      let space = metrics.advance(of: " ", font: font)
      for w in 280...700 {
        let width = Float(w)
        let layout = SpoilerText(source: source, font: font, width: width, metrics: metrics)
          .layout
        for line in layout.lines {
          for r in line.runs.dropFirst() where layout.runs[r].isEmoji {
            let before = layout.runs[r - 1]
            let gap = layout.runs[r].graphemes.lowerBound - before.graphemes.upperBound
            guard !before.isEmoji, gap > 0 else { continue }
            let spaces = String(repeating: " ", count: gap)
            let drawnEnd = before.x + metrics.advance(of: before.text, font: font)
            let setAt = before.x + metrics.advance(of: before.text + spaces, font: font)
            #expect(layout.runs[r].x == setAt, "\(name) at \(width) pt: \(before.text)")
            #expect(
              layout.runs[r].x - drawnEnd >= 0.5 * space,
              "\(name) at \(width) pt: no space before the emoji after \(before.text)")
            if r == line.runs.upperBound - 1 { lineFinal += 1 }
          }
          for r in line.runs {
            let right = layout.x(ofGrapheme: layout.runs[r].graphemes.upperBound, inRun: r)
            #expect(right <= width + 0.01, "\(name): a run ends at \(right) in \(width) pt")
          }
        }
      }
    }
    #expect(lineFinal > 0, "no width put an emoji at a line's end")
  }

  /// Revealed text stays pixel-identical to plain text where lines wrap right next to an
  /// emoji or a spoiler: the spoilers page at window widths whose column ends a line with one.
  @Test(arguments: [Float(1), 2])
  func revealedTextMatchesPlainTextAtWrapsNextToEmojiAndSpoilers(_ scale: Float) throws {
    let fixture = try SDLFixture.shared.get()
    for name in ["spoilers-en.txt", "mixed"] {
      let source = name == "mixed" ? Self.mixed : try Self.sample(name)
      let parsed = SpoilerMarkup.parse(source)
      var checked = 0
      for window in stride(from: 360, through: 760, by: 4) {
        let size = Size(Float(window), 700)
        let wraps = fixture.exclusively {
          var context = SceneContext(
            metrics: SDLFontMetrics(fonts: fixture.fonts, scale: scale), theme: .dark)
          context.content.spoilerText = source
          let page = SpoilersPage(context: context, frame: PageFrame(size: size, pixelScale: scale))
          return Self.wrapsNextToEmojiOrSpoiler(page.text)
        }
        guard wraps else { continue }
        let revealed = try Self.pageFrame(source, size: size, scale: scale)
        let plain = try Self.pageFrame(Self.escaped(parsed.text), size: size, scale: scale)
        #expect(
          revealed.pixelsDiffering(from: plain).count == 0, "\(name) at \(window) pt, \(scale)×")
        checked += 1
        if checked == 4 { break }
      }
      #expect(checked > 0, "\(name): no window width wrapped next to an emoji or a spoiler")
    }
  }

  /// The ink covers the glyphs it hides: each spoiler's first ink word starts where the same
  /// word starts in the text without markup, and its last ends where that word ends, at every
  /// 7th column width from 280 to 700 pt (the ink's words were once summed word by word and
  /// sat up to a few points off, over the space before "It" in "season? [It").
  @Test(arguments: [Float(1), 2])
  func inkWordsSitOnTheGlyphsTheyHide(_ scale: Float) throws {
    let source = try Self.sample("spoilers-en.txt")
    let fixture = try SDLFixture.shared.get()
    fixture.exclusively {
      let metrics = SDLFontMetrics(fonts: fixture.fonts, scale: scale)
      var context = SceneContext(metrics: metrics, theme: .dark)
      context.content.spoilerText = source
      for window in stride(from: 360, through: 780, by: 7) {
        let page = SpoilersPage(
          context: context, frame: PageFrame(size: Size(Float(window), 1400), pixelScale: scale))
        let layout = page.text.layout
        let plain = TextLayout(
          text: page.text.parsed.text, font: layout.measured.font, width: layout.wrapWidth,
          metrics: metrics, lineSpacing: layout.lineSpacing)
        #expect(plain.lines == layout.lines)
        for (i, spoiler) in page.text.parsed.spoilers.enumerated() {
          let regions = page.inkRegions(ofSpoiler: i)
          guard let firstRegion = regions.first, let lastRegion = regions.last else {
            Issue.record("spoiler \(i) has no ink at \(window) pt")
            continue
          }
          let first = page.field.rect(ofRegion: firstRegion)
          let last = page.field.rect(ofRegion: lastRegion)
          #expect(first.minX == plain.caretX(for: spoiler.lowerBound), "\(i) at \(window) pt")
          let end = plain.lineIndex(forCaret: spoiler.upperBound)
          if plain.lines[end].glyphTop == last.minY {
            #expect(last.maxX == plain.caretX(for: spoiler.upperBound), "\(i) at \(window) pt")
          }
        }
      }
    }
  }

  /// The same at several font sizes: every piece of every run drawn in its span, against the
  /// runs drawn whole.
  @Test(arguments: [Float(13), 17, 22, 34], [Float(1), 2])
  func piecesTileTheirRuns(_ size: Float, scale: Float) throws {
    let fixture = try SDLFixture.shared.get()
    let metrics = fixture.exclusively { SDLFontMetrics(fonts: fixture.fonts, scale: scale) }
    let text = fixture.exclusively {
      SpoilerText(source: Self.mixed, font: .regular(size), width: 520, metrics: metrics)
    }
    let canvas = Size(560, text.layout.size.height + 20)
    let origin = Vec2(10, 10)
    let pieces = try fixture.render(size: canvas, scale: scale, background: .black) { list in
      for k in text.pieceRun.indices {
        let run = text.layout.runs[Int(text.pieceRun[k])]
        list.text(
          run.text, font: run.font, at: run.origin + origin, color: .white,
          span: text.span(ofPiece: k))
      }
    }
    let whole = try fixture.render(size: canvas, scale: scale, background: .black) { list in
      for run in text.layout.runs {
        list.text(run.text, font: run.font, at: run.origin + origin, color: .white)
      }
    }
    #expect(text.pieceRun.count > text.layout.runs.count)
    #expect(pieces.pixelsDiffering(from: whole).count == 0)
  }

  /// A space next to a spoiler keeps its width: the spoiler starts where the same word starts
  /// without markup, and no line, revealed pieces included, runs past the column.
  @Test(arguments: [Float(1), 2])
  func spoilersStartWhereTheirWordsDo(_ scale: Float) throws {
    let fixture = try SDLFixture.shared.get()
    let metrics = fixture.exclusively { SDLFontMetrics(fonts: fixture.fonts, scale: scale) }
    for width: Float in [300, 517, 760] {
      let text = fixture.exclusively {
        SpoilerText(source: Self.mixed, font: .regular(17), width: width, metrics: metrics)
      }
      let plain = fixture.exclusively {
        TextLayout(text: text.parsed.text, font: .regular(17), width: width, metrics: metrics)
      }
      for (i, spoiler) in text.parsed.spoilers.enumerated() {
        guard let first = text.fragments[i].first else { continue }
        let line = plain.lines[plain.lineIndex(forCaret: spoiler.lowerBound)]
        #expect(first.minX == plain.caretX(for: spoiler.lowerBound), "spoiler \(i) at \(width)")
        #expect(first.minX > 0 || line.graphemes.lowerBound == spoiler.lowerBound)
      }
      for line in text.layout.lines {
        for r in line.runs {
          let run = text.layout.runs[r]
          let right = text.layout.x(ofGrapheme: run.graphemes.upperBound, inRun: r)
          #expect(right <= width + 0.01, "a run ends at \(right) in a \(width) pt column")
        }
      }
    }
  }
}
