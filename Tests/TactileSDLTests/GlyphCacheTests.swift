import Foundation
import TactileCore
import Testing

@testable import TactileSDL
@testable import TactileSoftware

@Suite struct GlyphCacheTests {
  /// The pixels of `e` on `cache`'s page.
  private static func pixels(of e: GlyphCache.Entry, in cache: GlyphCache) -> [UInt32] {
    var out: [UInt32] = []
    for row in 0..<Int(e.height) {
      let start = (Int(e.y) + row) * cache.page.width + Int(e.x)
      out += cache.page.pixels[start..<(start + Int(e.width))]
    }
    return out
  }

  /// The glyph index of `c` in the regular face.
  private static func glyph(_ c: Character, _ metrics: SDLFontMetrics) -> UInt16 {
    var glyphs = ShapedGlyphs()
    Array(String(c).utf8).withUnsafeBufferPointer {
      metrics.shape($0, font: .regular(17), into: &glyphs)
    }
    return glyphs.ids[0]
  }

  /// Glyphs of many sizes go through the page's ring three times, a frame at a time: every
  /// glyph asked for in a frame is rasterized once (never lost while in use), a glyph drawn
  /// in every frame (a header's) is moved ahead of the ring's head instead of rasterized again,
  /// with the same pixels, and the page stays one page.
  @Test func glyphsInUseAreRasterizedOnceWhileTheRingTurns() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let cache = try GlyphCache(fonts: fixture.fonts, renderer: nil, maxTextureSide: 512)
      let letters = Array("abcdefghijklmnopqrstuvwxyz").map { Self.glyph($0, fixture.metrics) }
      let header = GlyphKey(face: .semibold, pixelSize: 30, glyph: letters[0])
      let pageCount = cache.page.pixels.count
      var frames: UInt64 = 0
      var asked = Set<GlyphKey>()
      var wrapped = 0
      var previousHead = cache.page.ring.head
      var size: Int32 = 12
      while wrapped < 3 {
        frames += 1
        _ = try #require(cache.entry(header, frame: frames))
        // A new size a frame: each its own glyphs.
        size = size >= 60 ? 12 : size + 1
        for (i, g) in letters.enumerated() {
          let key = GlyphKey(
            face: .regular, pixelSize: size, glyph: g, subpixel: UInt8(Int(frames) &+ i) & 3)
          _ = try #require(cache.entry(key, frame: frames))
          asked.insert(key)
        }
        if cache.page.ring.head < previousHead { wrapped += 1 }
        previousHead = cache.page.ring.head
      }
      // Each glyph once (some sizes came back after the ring took them: again then).
      #expect(cache.rasterizedCount >= asked.count + 1)
      #expect(cache.rasterizedCount < asked.count + 1 + Int(frames) * letters.count / 2)
      #expect(cache.moveCount >= 3)
      #expect(cache.page.pixels.count == pageCount)
      let kept = try #require(cache.entry(header, frame: frames))
      let fresh = try GlyphCache(fonts: fixture.fonts, renderer: nil)
      let reference = try #require(fresh.entry(header, frame: 1))
      #expect(Self.pixels(of: kept, in: cache) == Self.pixels(of: reference, in: fresh))
      #expect(Self.pixels(of: kept, in: cache).contains { $0 >> 24 == 255 })
    }
  }

  /// A glyph rasterized a quarter pixel further right has its ink moved by a quarter pixel:
  /// other pixels, the same bearings or one more to the right.
  @Test func aGlyphIsRasterizedAtItsQuarterPixel() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let cache = try GlyphCache(fonts: fixture.fonts, renderer: nil)
      let l = Self.glyph("l", fixture.metrics)
      var inkCentres: [Float] = []
      for step in 0..<UInt8(GlyphKey.subpixelSteps) {
        let key = GlyphKey(face: .regular, pixelSize: 24, glyph: l, subpixel: step)
        let e = try #require(cache.entry(key, frame: 1))
        let pixels = Self.pixels(of: e, in: cache)
        var weighted: Float = 0
        var total: Float = 0
        for (i, p) in pixels.enumerated() {
          let a = Float(p >> 24)
          weighted += a * (Float(i % Int(e.width)) + Float(e.left))
          total += a
        }
        inkCentres.append(weighted / total)
      }
      for (a, b) in zip(inkCentres, inkCentres.dropFirst()) {
        #expect(abs(b - a - 0.25) < 0.1, "\(inkCentres)")
      }
    }
  }

  /// A renderer whose textures are small gets a page it can make a texture of; a glyph larger
  /// than the page is refused, not drawn at a wrong size.
  @Test func thePageFitsTheRenderersLargestTexture() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let cache = try GlyphCache(fonts: fixture.fonts, renderer: nil, maxTextureSide: 256)
      #expect(cache.page.width == 256 && cache.page.height == 256)
      let w = Self.glyph("W", fixture.metrics)
      #expect(cache.entry(GlyphKey(face: .regular, pixelSize: 40, glyph: w), frame: 1) != nil)
      #expect(cache.entry(GlyphKey(face: .regular, pixelSize: 600, glyph: w), frame: 1) == nil)
      #expect(cache.page.width == 256)
    }
  }

  /// A space has no ink: an entry without pixels, nothing packed. A colour emoji keeps its
  /// colours in straight alpha, with its mipmaps for the software backend.
  @Test func spacesHaveNoPixelsAndEmojiKeepTheirColours() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let cache = try GlyphCache(fonts: fixture.fonts, renderer: nil)
      let space = try #require(
        cache.entry(
          GlyphKey(face: .regular, pixelSize: 17, glyph: Self.glyph(" ", fixture.metrics)),
          frame: 1))
      #expect(space.width == 0 && space.height == 0)
      var glyphs = ShapedGlyphs()
      Array("🎉".utf8).withUnsafeBufferPointer {
        fixture.metrics.shape($0, font: .emoji(17), into: &glyphs)
      }
      let emoji = try #require(
        cache.entry(GlyphKey(face: .emoji, pixelSize: 0, glyph: glyphs.ids[0]), frame: 1))
      #expect(emoji.mipmaps != nil)
      #expect(emoji.height > 100)
      let pixels = Self.pixels(of: emoji, in: cache)
      let opaque = pixels.filter { $0 >> 24 == 255 }
      let colours = Set(
        opaque.map { ($0 >> 16 & 0xFF) / 64 * 16 + ($0 >> 8 & 0xFF) / 64 * 4 + ($0 & 0xFF) / 64 })
      #expect(opaque.count > 1_000 && colours.count >= 4)
      // Straight alpha: an edge pixel half covered is as bright as the opaque ones beside it,
      // not darkened by its coverage.
      let edges = pixels.filter { ($0 >> 24) > 32 && ($0 >> 24) < 224 }
      let brightest = edges.map { max($0 >> 16 & 0xFF, $0 >> 8 & 0xFF, $0 & 0xFF) }.max() ?? 0
      #expect(brightest > 200)
    }
  }
}
