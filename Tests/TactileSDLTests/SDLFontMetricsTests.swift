import TactileScenes
import Testing

@testable import TactileCore
@testable import TactileSDL

extension RendererPixelTests {
  /// Shaping the same text from bytes or from a string gives the same glyphs; another size
  /// gives other advances.
  @Test func shapingFromBytesAndFromStringsAgree() throws {
    sdl.exclusively {
      let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
      let font = FontSpec.regular(17)
      for text in ["captain", "корабль", "AV", "😂", "a b"] {
        let spec = text == "😂" ? FontSpec.emoji(17) : font
        let fromString = metrics.advance(of: text[...], font: spec)
        var glyphs = ShapedGlyphs()
        Array(text.utf8).withUnsafeBufferPointer { metrics.shape($0, font: spec, into: &glyphs) }
        #expect(fromString > 0 && fromString == glyphs.width, "\(text)")
      }
      #expect(
        metrics.advance(of: "captain", font: .regular(34))
          > metrics.advance(of: "captain", font: font) * 1.5)
    }
  }

  /// HarfBuzz's right-to-left output, in visual order, is handed over in logical order: the
  /// clusters never decrease and the first glyph is the first letter's.
  @Test func rightToLeftGlyphsComeInLogicalOrder() throws {
    try sdl.exclusively {
      let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
      let arabic = "مفتاح الكوخ"
      let scalar = arabic.unicodeScalars.first!
      let found = metrics.fallbackFace(
        for: Character(scalar), script: ScriptTag("Arab"), font: .regular(17))
      let face = try #require(found, "no face draws Arabic: fonts-noto-core is a test package")
      let spec = FontSpec(
        face, size: 17, shaping: TextShaping(script: ScriptTag("Arab"), isRightToLeft: true))
      var glyphs = ShapedGlyphs()
      Array(arabic.utf8).withUnsafeBufferPointer { metrics.shape($0, font: spec, into: &glyphs) }
      #expect(glyphs.count >= 8)
      #expect(glyphs.clusters.first == 0)
      #expect(zip(glyphs.clusters, glyphs.clusters.dropFirst()).allSatisfy { $0 <= $1 })
    }
  }

  /// Kerning and ligatures are the shaper's: "AV" is narrower than "A" and "V" set apart, and
  /// "fi" in "office" is one glyph standing for two letters.
  @Test func kerningAndLigaturesComeFromTheShaper() throws {
    sdl.exclusively {
      let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
      let font = FontSpec.regular(30)
      #expect(
        metrics.advance(of: "AV", font: font)
          < metrics.advance(of: "A", font: font) + metrics.advance(of: "V", font: font) - 0.5)
      var glyphs = ShapedGlyphs()
      Array("office".utf8).withUnsafeBufferPointer { metrics.shape($0, font: font, into: &glyphs) }
      #expect(glyphs.count < 6)
      #expect(Set(glyphs.clusters).count == glyphs.count)
    }
  }

  /// Text no face draws is one box (the face's `.notdef`) per cluster, a letter with its marks
  /// one box; colour emoji advance as far at every scale, in proportion to their size.
  @Test func missingTextIsOneBoxPerClusterAndEmojiScaleWithTheirSize() throws {
    sdl.exclusively {
      let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
      var glyphs = ShapedGlyphs()
      let missing = "\u{E000}\u{E001}a\u{0301}"
      Array(missing.utf8).withUnsafeBufferPointer {
        metrics.shape($0, font: FontSpec(.missing, size: 17), into: &glyphs)
      }
      #expect(glyphs.ids == [0, 0, 0])
      #expect(glyphs.advances.allSatisfy { $0 > 0 })
      let small = metrics.advance(of: "😂", font: .emoji(17))
      let large = metrics.advance(of: "😂", font: .emoji(34))
      #expect(abs(large - 2 * small) < 0.01)
      let doubled = SDLFontMetrics(fonts: sdl.fonts, scale: 2)
      #expect(abs(doubled.advance(of: "😂", font: .emoji(17)) - small) < 0.01)
    }
  }
}

extension RendererPixelTests {
  /// A NUL or another control character cuts nothing: the text after it is laid out and drawn,
  /// a spoiler holding one is as wide as its letters, and the character itself is a visible
  /// U+FFFD (a glyph of a face that has one, not a box) — it once ended the line there, the
  /// spoiler zero wide.
  @Test func aControlCharacterIsAReplacementAndCutsNothing() throws {
    try sdl.exclusively {
      let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
      let font = FontSpec.regular(17)
      let text = SpoilerText(
        source: "before\u{0}after ||hid\u{0}den|| \u{7F}\u{9B}end", font: font, width: 1000,
        metrics: metrics)
      let spoiler = try #require(text.fragments[0].first)
      #expect(spoiler.width > metrics.advance(of: "hidden", font: font))
      let line = text.layout.lines[0]
      #expect(line.width > metrics.advance(of: "beforeafter hidden end", font: font))
      var ids: [UInt16] = []
      for r in text.layout.runs.indices {
        text.layout.forEachGlyph(ofRun: r) { id, _, _ in ids.append(id) }
      }
      #expect(!ids.contains(0), "a box among \(ids)")
      #expect(text.layout.measured.controlCharacters == 4)
    }
  }
}
