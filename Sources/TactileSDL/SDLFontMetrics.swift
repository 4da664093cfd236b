import CSDL2
import CSDL2TTF
import Foundation
import TactileCore
import TactileUnicode

/// `FontMetrics` from SDL_ttf: fonts are measured at the pixel size they are drawn at
/// (points × `scale`), and results are converted back to points, so layout matches rendering.
public final class SDLFontMetrics: FontMetrics {
  let fonts: FontCache
  /// Pixels per point used for measuring. Change it (and re-layout) when the density changes.
  public var scale: Float {
    didSet {
      if scale != oldValue {
        advances.removeAll()
        olderAdvances.removeAll()
        companion?.scale = scale
      }
    }
  }
  /// Measures on a second thread during layout (`concurrentCompanion(measuring:)`), with fonts
  /// of its own; made when first asked for and kept with its cache.
  private var companion: SDLFontMetrics?
  /// Measures what a page will likely ask for next on a thread of its own (`measureAhead`);
  /// made when first asked for.
  private var ahead: AdvancesAhead?

  /// Measured widths in two generations, an approximation of least-recently-used order within
  /// `advanceCacheBytes`: new widths go to `advances`; once it holds half the budget it
  /// becomes `olderAdvances` (the previous older ones are dropped) and a fresh one starts. A
  /// width found among the older ones is copied back into the new generation, so what a page
  /// keeps asking for stays while what scrolled away goes: memory stays flat however long the
  /// text scrolled.
  private var advances: AdvanceCache
  private var olderAdvances: AdvanceCache
  /// Most bytes the measured widths take by default, both generations together (each a table
  /// of half of them: `AdvanceCache(bytes:)`).
  public static let advanceCacheBytes = 8 << 20
  /// Most bytes the measured widths of this instance take.
  let advanceBudget: Int
  /// Bytes the measured widths take now.
  var advanceBytes: Int { advances.bytes + olderAdvances.bytes }
  /// The most widths one generation holds.
  var widthsPerGeneration: Int { advances.capacity }
  /// Widths measured with SDL_ttf so far (cache misses).
  private(set) var measurements = 0
  /// Holds a text's bytes when its storage is not contiguous UTF-8 (bridged strings).
  private var scratch: [UInt8] = []
  /// The bytes being measured, NUL-terminated for SDL_ttf (reused: a miss makes no string).
  private var terminated: [CChar] = []
  private var lines: [FontSpec: LineMetrics] = [:]
  private var glyphs: [GlyphKey: Bool] = [:]
  private struct GlyphKey: Hashable {
    var grapheme: Character
    var face: FontFace
  }

  /// Metrics from `fonts` at `scale` pixels per point, keeping at most `advanceCacheBytes`
  /// of measured widths.
  public init(
    fonts: FontCache, scale: Float, advanceCacheBytes: Int = SDLFontMetrics.advanceCacheBytes
  ) {
    self.fonts = fonts
    self.scale = max(scale, 0.01)
    self.advanceBudget = max(advanceCacheBytes, 0)
    advances = AdvanceCache(bytes: advanceBudget / 2)
    olderAdvances = AdvanceCache(bytes: advanceBudget / 2)
  }

  /// Emoji are drawn from a 109 px bitmap strike scaled so that the em equals the font size.
  private static func emojiScale(_ spec: FontSpec) -> Float {
    spec.size / Float(FontCache.emojiOpenSize)
  }

  public func advance(of text: Substring, font spec: FontSpec) -> Float {
    if text.isEmpty { return 0 }
    if let w = text.utf8.withContiguousStorageIfAvailable({ advance(ofUTF8: $0, font: spec) }) {
      return w
    }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: text.utf8)
    let bytes = scratch
    return bytes.withUnsafeBufferPointer { advance(ofUTF8: $0, font: spec) }
  }

  /// The cached width of `bytes`, measured with SDL_ttf on a miss.
  public func advance(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, font spec: FontSpec) -> Float {
    if bytes.isEmpty { return 0 }
    let h = AdvanceCache.hash(bytes, spec)
    if let w = advances.width(of: bytes, font: spec, hash: h) { return w }
    if let w = olderAdvances.width(of: bytes, font: spec, hash: h) {
      remember(bytes, font: spec, width: w, hash: h)
      return w
    }
    if ahead != nil {
      // Taking may start a new generation after storing this width.
      takeMeasuredAhead()
      if let w = cachedWidth(of: bytes, font: spec, hash: h) { return w }
    }
    var result: Float = 0
    measurements += 1
    if let f = fonts.font(for: spec, scale: scale) {
      // SDL_ttf wants a NUL-terminated string.
      terminated.removeAll(keepingCapacity: true)
      for b in bytes { terminated.append(CChar(bitPattern: b)) }
      terminated.append(0)
      result = terminated.withUnsafeBufferPointer {
        Self.width(ofTerminated: $0.baseAddress!, in: f, font: spec, scale: scale)
      }
    }
    remember(bytes, font: spec, width: result, hash: h)
    return result
  }

  /// The width of `bytes` in `font` held by either generation; `h` is their
  /// `AdvanceCache.hash(_:_:)`.
  private func cachedWidth(
    of bytes: UnsafeBufferPointer<UInt8>, font: FontSpec, hash h: UInt64
  ) -> Float? {
    advances.width(of: bytes, font: font, hash: h)
      ?? olderAdvances.width(of: bytes, font: font, hash: h)
  }

  /// The width in points of NUL-terminated UTF-8 `text` measured with SDL_ttf in `font` (the
  /// TTF_Font of `spec` at `scale` pixels per point); 0 when it cannot be measured.
  static func width(
    ofTerminated text: UnsafePointer<CChar>, in font: OpaquePointer, font spec: FontSpec,
    scale: Float
  ) -> Float {
    var w: Int32 = 0
    var h: Int32 = 0
    if spec.face == .missing {
      w = MissingGlyphBoxes.width(count: String(cString: text).count, in: font)
    } else {
      _ = TTF_SizeUTF8(font, text, &w, &h)
    }
    return spec.face == .emoji ? Float(w) * emojiScale(spec) : Float(w) / scale
  }

  /// Measures `texts` on a thread of its own with fonts of its own (`AdvancesAhead`), skipping
  /// those already cached; the widths are taken into the cache when a text is missed or at
  /// the next call.
  public func measureAhead(_ texts: [UpcomingAdvance], replacing: Bool) {
    takeMeasuredAhead()
    let a = ahead ?? AdvancesAhead(fonts: fonts)
    ahead = a
    a.want(texts, scale: scale, replacing: replacing) { bytes, font in
      cachedWidth(of: bytes, font: font, hash: AdvanceCache.hash(bytes, font)) != nil
    }
  }

  /// Takes the widths measured ahead into the cache.
  private func takeMeasuredAhead() {
    ahead?.takeMeasured(scale: scale) { bytes, font, width in
      let h = AdvanceCache.hash(bytes, font)
      if advances.width(of: bytes, font: font, hash: h) == nil {
        remember(bytes, font: font, width: width, hash: h)
      }
    }
  }

  /// Waits until what `measureAhead` asked for is measured (not yet taken): for tests and the
  /// bench.
  public func waitForMeasuringAhead() { ahead?.waitUntilIdle() }

  /// Stores a width in the new generation, starting a new one when it is full; `h` is the
  /// bytes' `AdvanceCache.hash(_:_:)`.
  private func remember(
    _ bytes: UnsafeBufferPointer<UInt8>, font spec: FontSpec, width: Float, hash h: UInt64
  ) {
    if advances.isFull(afterInserting: bytes.count) {
      swap(&advances, &olderAdvances)
      advances.removeAll()
    }
    advances.insert(bytes, font: spec, width: width, hash: h)
  }

  /// A companion with its own fonts and cache of measured widths (at most `advanceBudget`
  /// more bytes), kept from call to call; `font` is opened here, on the calling thread.
  public func concurrentCompanion(measuring font: FontSpec) -> (any FontMetrics)? {
    let c =
      companion
      ?? SDLFontMetrics(fonts: fonts.companion(), scale: scale, advanceCacheBytes: advanceBudget)
    companion = c
    guard c.fonts.font(for: font, scale: scale) != nil else { return nil }
    return c
  }

  public func lineMetrics(for spec: FontSpec) -> LineMetrics {
    if let m = lines[spec] { return m }
    guard let f = fonts.font(for: spec, scale: scale) else {
      return LineMetrics(
        ascent: spec.size * 0.8, descent: spec.size * 0.2, lineHeight: spec.size * 1.2,
        xHeight: spec.size * 0.5)
    }
    let k = spec.face == .emoji ? Self.emojiScale(spec) : 1 / scale
    var xh: Float = spec.size * 0.53
    if spec.face != .emoji {
      var minx: Int32 = 0
      var maxx: Int32 = 0
      var miny: Int32 = 0
      var maxy: Int32 = 0
      var adv: Int32 = 0
      if TTF_GlyphMetrics32(f, 0x78, &minx, &maxx, &miny, &maxy, &adv) == 0 {
        xh = Float(maxy) * k
      }
    }
    let m = LineMetrics(
      ascent: Float(TTF_FontAscent(f)) * k, descent: Float(-TTF_FontDescent(f)) * k,
      lineHeight: Float(TTF_FontLineSkip(f)) * k, xHeight: xh)
    lines[spec] = m
    return m
  }

  /// ICU's line breaking, bidi and scripts, made on first use (one per metrics object: they
  /// are used on its thread).
  public private(set) lazy var textAnalyzer: any TextAnalyzer = ICUTextAnalyzer()

  public func faceNames() -> [FontFace: String] { fonts.faceNames() }

  public var faceCount: Int { fonts.registry.count }

  /// A face of the system's that draws `grapheme`, found through the shared registry (once
  /// per first scalar and weight).
  public func fallbackFace(for grapheme: Character, script: ScriptTag, font spec: FontSpec)
    -> FontFace?
  {
    let fonts = self.fonts
    return fonts.registry.fallback(
      for: grapheme, script: script, bold: spec.face == .semibold, opens: { fonts.opens($0) })
  }

  /// Whether the face of `spec` draws `grapheme` whole: every scalar it shows, as written or
  /// composed (HarfBuzz composes a letter and its mark into one glyph when the face has that
  /// glyph: e + U+0301 is é), or decomposed. A mark the face lacks makes it false, so the
  /// grapheme goes to a face that has it. Invisible scalars (joiners, variation selectors and
  /// the other default ignorables) need no glyph, but an emoji face must have its tags.
  public func hasGlyph(_ grapheme: Character, font spec: FontSpec) -> Bool {
    let key = GlyphKey(grapheme: grapheme, face: spec.face)
    if let g = glyphs[key] { return g }
    guard let f = fonts.font(for: FontSpec(spec.face, size: 16), scale: 1) else { return false }
    let emoji = spec.face == .emoji
    func drawn(_ scalars: String.UnicodeScalarView) -> Bool {
      scalars.allSatisfy { s in
        FaceRegistry.needsNoGlyph(s, inEmojiFace: emoji) || TTF_GlyphIsProvided32(f, s.value) != 0
      }
    }
    let text = String(grapheme)
    let ok =
      drawn(text.unicodeScalars)
      || (grapheme.unicodeScalars.count > 1
        && (drawn(text.precomposedStringWithCanonicalMapping.unicodeScalars)
          || drawn(text.decomposedStringWithCanonicalMapping.unicodeScalars)))
    glyphs[key] = ok
    return ok
  }

}
