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

  /// Spoilers in one script each: inside words, across words, at line ends, next to
  /// punctuation, digits and text of the other direction.
  static let scripts: [String: String] = [
    "arabic": """
    مفتاح الكوخ [تحت أصيص] الزهور ||الأزرق||، وكلمة المرور هي [lake-2024] أو ك[لمة]       أخرى في [الرسالة، 123] التالية بعد الظهر.
    """,
    "hebrew": """
    המפתח לבקתה [מתחת לעציץ] הכחול, ||והסיסמה|| היא [abc-123] או מ[יל]ה       אחרת (בסוגריים [שלום]) בהודעה הבאה.
    """,
    "hindi": """
    केबिन की [चाबी नीले] गमले के ||नीचे|| है, और पासवर्ड [lake-2024] है। क्ष[त्रि]य       और [द्विज] शब्द।
    """,
    "chinese": """
    小屋的[钥匙在蓝色]花盆下面，||无线网络||的密码是[lake-2024]。今天[天气]很好，我们去公园吧。      日本語：これは[秘密の]メッセージです。
    """,
    "thai": """
    กุญแจ[กระท่อม]อยู่ใต้||กระถาง||ดอกไม้สีฟ้า และรหัสผ่าน[ไวไฟ]คือ [lake-2024]       สวัสดี[ครับ]วันนี้อากาศดี
    """,
    "emoji": """
    A family [👨‍👩‍👧‍👦], a flag ||🇺🇦||, skin tones [👍🏽👋🏿], keycaps [1️⃣#️⃣],       ❤️‍🔥 and [🏳️‍🌈 pride] in a row 🦄🍕[🎉].
    """,
  ]

  static func sample(_ name: String) throws -> String {
    if let text = scripts[name] { return text }
    return try String(contentsOf: AssetLocator.locate().text(name), encoding: .utf8)
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

  /// One frame of a spoilers page showing `source` with every spoiler but `hidden` revealed
  /// and settled, its ink made by `strategy`; `fragments` gets the hidden spoilers' fragments
  /// in window points.
  static func pageFrame(
    _ source: String, size: Size, scale: Float, theme: Theme = .dark,
    strategy: InkStrategy = InvisibleInkParameters.standard.strategy, hidden: Set<Int> = [],
    direction: TextDirection = .leftToRight, fragments: inout [Rect]
  ) throws -> Image {
    let fixture = try SDLFixture.shared.get()
    return try fixture.exclusively {
      let metrics = SDLFontMetrics(fonts: fixture.fonts, scale: scale)
      var context = SceneContext(metrics: metrics, theme: theme)
      context.content.spoilerText = source
      context.tuning.set("ink.strategy", Double(strategy.rawValue))
      var page = SpoilersPage(
        context: context, frame: PageFrame(size: size, pixelScale: scale, direction: direction))
      for i in 0..<page.text.spoilerCount where !hidden.contains(i) {
        page.toggle(i, from: page.text.fragments[i].first?.center ?? .zero)
      }
      for i in hidden { fragments += page.fragmentsInWindow(i) }
      for _ in 0..<120 { page.update(FrameContext(dt: 1.0 / 60, theme: context.theme)) }
      var list = DrawList()
      // A right-to-left interface is mirrored at the window's edge, as the playground does.
      list.mirrorWidth = direction == .rightToLeft ? size.width : nil
      page.draw(into: &list, FrameContext(pixelScale: scale, theme: context.theme))
      let target = try HeadlessTarget(size: size, scale: scale, fonts: fixture.fonts)
      target.renderer.beginFrame(pointSize: size, clearColor: .black)
      target.renderer.execute(list)
      return try target.renderer.readPixels()
    }
  }

  /// One frame of a spoilers page showing `source` with every spoiler revealed and settled.
  static func pageFrame(
    _ source: String, size: Size, scale: Float, theme: Theme = .dark,
    strategy: InkStrategy = InvisibleInkParameters.standard.strategy,
    direction: TextDirection = .leftToRight
  ) throws -> Image {
    var none: [Rect] = []
    return try pageFrame(
      source, size: size, scale: scale, theme: theme, strategy: strategy, direction: direction,
      fragments: &none)
  }

  @Test(
    arguments: [
      "spoilers-en.txt", "spoilers-ru.txt", "mixed", "world.txt", "arabic", "hebrew", "hindi",
      "chinese", "thai", "emoji",
    ], [Float(1), 2])
  func revealedPageMatchesPlainText(_ name: String, scale: Float) throws {
    let source = name == "mixed" ? Self.mixed : try Self.sample(name)
    let parsed = SpoilerMarkup.parse(source)
    #expect(parsed.spoilers.count >= 4)
    let size = Size(900, 700)
    let plain = try Self.pageFrame(Self.escaped(parsed.text), size: size, scale: scale)
    for strategy in InkStrategy.allCases {
      let revealed = try Self.pageFrame(source, size: size, scale: scale, strategy: strategy)
      #expect(revealed.pixelsDiffering(from: plain).count == 0, "\(strategy)")
    }
    // A right-to-left interface: the same.
    let plainRTL = try Self.pageFrame(
      Self.escaped(parsed.text), size: size, scale: scale, direction: .rightToLeft)
    let revealedRTL = try Self.pageFrame(source, size: size, scale: scale, direction: .rightToLeft)
    #expect(revealedRTL.pixelsDiffering(from: plainRTL).count == 0, "right to left")
    #expect(plainRTL.pixelsDiffering(from: plain).count > 0, "the interface mirrored")
  }

  /// Revealed spoilers show no ink beside one still hidden, whatever the ink: the page
  /// differs from the plain text only over the hidden spoiler's words (and a dot's reach
  /// around them).
  @Test(arguments: InkStrategy.allCases, [Float(1), 2])
  func revealedWordsShowNoInkBesideAHiddenOne(_ strategy: InkStrategy, scale: Float) throws {
    let parsed = SpoilerMarkup.parse(Self.mixed)
    let size = Size(900, 700)
    var hidden: [Rect] = []
    let page = try Self.pageFrame(
      Self.mixed, size: size, scale: scale, strategy: strategy, hidden: [2], fragments: &hidden)
    let plain = try Self.pageFrame(Self.escaped(parsed.text), size: size, scale: scale)
    #expect(!hidden.isEmpty)
    var overHidden = 0
    for y in 0..<page.height {
      for x in 0..<page.width {
        let i = 4 * (y * page.width + x)
        guard page.rgba[i..<(i + 4)] != plain.rgba[i..<(i + 4)] else { continue }
        let p = Vec2((Float(x) + 0.5) / scale, (Float(y) + 0.5) / scale)
        let near = hidden.contains { $0.insetBy(dx: -2, dy: -2).contains(p) }
        #expect(near, "\(strategy) at \(scale)×: (\(x), \(y)) differs")
        if near { overHidden += 1 }
        if !near { return }
      }
    }
    #expect(overHidden > 0)  // the hidden spoiler's ink
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

  /// An emoji after a space is set a space after the text run before it, never over the run's
  /// last glyph or without the space ("maybe a few 😅" once lost its space at some column
  /// widths). Every column width 280…700 pt, both texts, 1× and 2×; no run passes the column.
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
            let drawnEnd = before.x + before.width
            #expect(
              layout.runs[r].x - drawnEnd >= 0.5 * space * Float(gap),
              "\(name) at \(width) pt: no space before the emoji after run \(r - 1)")
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
    try expectPiecesTile(text, width: 560, scale: scale, fixture: fixture)
  }

  /// Pieces tile their runs in every script, right to left included: each piece drawn in its
  /// span, side by side, is the run drawn whole.
  @Test(arguments: ["arabic", "hebrew", "hindi", "chinese", "thai", "emoji"], [Float(1), 2])
  func piecesTileTheirRunsInEveryScript(_ name: String, scale: Float) throws {
    let fixture = try SDLFixture.shared.get()
    let metrics = fixture.exclusively { SDLFontMetrics(fonts: fixture.fonts, scale: scale) }
    let text = try fixture.exclusively {
      SpoilerText(source: try Self.sample(name), font: .regular(17), width: 420, metrics: metrics)
    }
    try expectPiecesTile(text, width: 460, scale: scale, fixture: fixture)
  }

  /// Each piece of `text` drawn in its span, side by side on a canvas `width` points wide, is
  /// its runs drawn whole, pixel for pixel (and the text has more pieces than runs).
  private func expectPiecesTile(
    _ text: SpoilerText, width: Float, scale: Float, fixture: SDLFixture
  ) throws {
    let canvas = Size(width, text.layout.size.height + 20)
    let origin = Vec2(10, 10)
    let pieces = try fixture.render(size: canvas, scale: scale, background: .black) { list in
      for k in text.pieceRun.indices {
        let r = Int(text.pieceRun[k])
        list.text(
          text.layout, run: r, at: text.layout.runs[r].origin + origin, color: .white,
          span: text.span(ofPiece: k))
      }
    }
    let whole = try fixture.render(size: canvas, scale: scale, background: .black) { list in
      for r in text.layout.runs.indices {
        list.text(text.layout, run: r, at: text.layout.runs[r].origin + origin, color: .white)
      }
    }
    #expect(text.pieceRun.count > text.layout.runs.count)
    #expect(pieces.pixelsDiffering(from: whole).count == 0)
  }

  /// With every spoiler hidden, the page draws no part of a hidden piece, in every script and
  /// with every ink: each text command's span lies outside the spans of its run's hidden
  /// pieces, and ink is drawn.
  @Test(
    arguments: ["arabic", "hebrew", "hindi", "chinese", "thai", "emoji", "world.txt"],
    InkStrategy.allCases)
  func hiddenPiecesAreNeverDrawnInAnyScript(_ name: String, strategy: InkStrategy) throws {
    let fixture = try SDLFixture.shared.get()
    let source = try Self.sample(name)
    fixture.exclusively {
      let metrics = SDLFontMetrics(fonts: fixture.fonts, scale: 1)
      var context = SceneContext(metrics: metrics, theme: .dark)
      context.content.spoilerText = source
      context.tuning.set("ink.strategy", Double(strategy.rawValue))
      var page = SpoilersPage(context: context, frame: PageFrame(size: Size(700, 2000)))
      page.update(FrameContext(dt: 1.0 / 60, theme: context.theme))
      var list = DrawList()
      page.draw(into: &list, FrameContext(theme: context.theme))
      let text = page.text
      // Runs are told apart by their font and their origin in the window.
      let origin = Vec2(page.viewport.minX, page.viewport.minY - page.scroll.offset)
      func key(_ font: FontSpec, _ at: Vec2) -> String { "\(font)@\(at.x),\(at.y)" }
      var hidden: [String: [Range<Float>]] = [:]
      for k in text.pieceRun.indices where text.pieceSpoiler[k] >= 0 {
        let run = text.layout.runs[Int(text.pieceRun[k])]
        hidden[key(run.font, run.origin + origin), default: []].append(text.span(ofPiece: k))
      }
      #expect(!hidden.isEmpty)
      var drawn = 0
      for case .text(let run) in list.commands {
        let span = run.span ?? -Float.infinity..<Float.infinity
        for h in hidden[key(run.font, run.origin)] ?? [] {
          let overlap = min(span.upperBound, h.upperBound) - max(span.lowerBound, h.lowerBound)
          #expect(overlap <= 0, "\(name): a run at \(run.origin) drawn over a hidden piece")
        }
        drawn += 1
      }
      #expect(drawn > 0)
      var ink = 0
      for case .pixels(let buffer, _, _) in list.commands {
        ink += buffer.pixels.filter { $0 >> 24 > 0 }.count
      }
      #expect(ink > 100, "\(name), \(strategy): no ink")
    }
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
