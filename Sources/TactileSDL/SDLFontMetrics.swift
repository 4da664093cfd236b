import CHarfBuzz
import CSDL2
import CSDL2TTF
import Foundation
import TactileCore
import TactileUnicode

/// `FontMetrics` from HarfBuzz over SDL_ttf's fonts: text is shaped at the pixel size it is
/// drawn at (points × `scale`) and positions are converted back to points, so layout is what
/// the glyph atlas draws.
public final class SDLFontMetrics: FontMetrics {
  let fonts: FontCache
  /// Pixels per point used for shaping. Change it (and lay text out again) when the density
  /// changes.
  public var scale: Float {
    didSet { if scale != oldValue { lines.removeAll() } }
  }
  /// HarfBuzz's buffer, reused for every shaping.
  private let buffer: OpaquePointer
  /// Shaped glyphs for `advance(of:font:)` (reused: measuring a label allocates nothing).
  private var scratch = ShapedGlyphs()
  /// Texts shaped so far: for tests and the bench.
  private(set) var shapings = 0
  private var lines: [FontSpec: LineMetrics] = [:]
  private var glyphs: [GlyphKey: Bool] = [:]
  private struct GlyphKey: Hashable {
    var grapheme: Character
    var face: FontFace
  }
  /// The language text is shaped in: never the environment's, so the same text shapes the
  /// same everywhere.
  private let undetermined = hb_language_from_string("und", -1)

  /// Metrics from `fonts` at `scale` pixels per point.
  public init(fonts: FontCache, scale: Float) {
    self.fonts = fonts
    self.scale = max(scale, 0.01)
    buffer = hb_buffer_create()
  }

  deinit { hb_buffer_destroy(buffer) }

  public func shape(
    _ text: UnsafeBufferPointer<UInt8>, font spec: FontSpec, into glyphs: inout ShapedGlyphs
  ) {
    guard !text.isEmpty, let base = text.baseAddress, text.count <= Int(Int32.max),
      let font = fonts.font(for: spec, scale: scale)
    else { return }
    shapings += 1
    hb_buffer_clear_contents(buffer)
    base.withMemoryRebound(to: CChar.self, capacity: text.count) {
      hb_buffer_add_utf8(buffer, $0, Int32(text.count), 0, Int32(text.count))
    }
    let rightToLeft = spec.face != .emoji && spec.shaping.isRightToLeft
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    if spec.shaping.script != .unspecified {
      hb_buffer_set_script(buffer, hb_script_from_iso15924_tag(spec.shaping.script.rawValue))
    }
    hb_buffer_set_language(buffer, undetermined)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(font.shaper, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return }
    let unit = font.pointsPerUnit(spec, scale: scale)
    let first = glyphs.count
    if spec.face == .missing {
      appendBoxes(infos, positions, Int(count), unit: unit, into: &glyphs)
    } else {
      for i in 0..<Int(count) {
        let p = positions[i]
        glyphs.append(
          id: UInt16(truncatingIfNeeded: infos[i].codepoint), advance: Float(p.x_advance) * unit,
          offsetX: Float(p.x_offset) * unit, offsetY: -Float(p.y_offset) * unit,
          cluster: infos[i].cluster)
      }
    }
    if rightToLeft { glyphs.reverse(from: first) }
  }

  /// Text no face draws: one box (the face's `.notdef` glyph) per cluster, as wide as the
  /// cluster's glyphs.
  private func appendBoxes(
    _ infos: UnsafeMutablePointer<hb_glyph_info_t>,
    _ positions: UnsafeMutablePointer<hb_glyph_position_t>, _ count: Int, unit: Float,
    into glyphs: inout ShapedGlyphs
  ) {
    var i = 0
    while i < count {
      var advance = positions[i].x_advance
      var j = i + 1
      while j < count, infos[j].cluster == infos[i].cluster {
        advance += positions[j].x_advance
        j += 1
      }
      glyphs.append(id: 0, advance: Float(advance) * unit, cluster: infos[i].cluster)
      i = j
    }
  }

  public func advance(of text: Substring, font: FontSpec) -> Float {
    scratch.removeAll()
    if text.utf8.withContiguousStorageIfAvailable({ shape($0, font: font, into: &scratch) })
      == nil
    {
      var copy = String(text)
      copy.withUTF8 { shape($0, font: font, into: &scratch) }
    }
    return scratch.width
  }

  public func lineMetrics(for spec: FontSpec) -> LineMetrics {
    if let m = lines[spec] { return m }
    guard let font = fonts.font(for: spec, scale: scale) else {
      return LineMetrics(
        ascent: spec.size * 0.8, descent: spec.size * 0.2, lineHeight: spec.size * 1.2,
        xHeight: spec.size * 0.5)
    }
    let f = font.ttf
    let k = font.isColor ? spec.size / Float(font.pixelSize) : 1 / scale
    var xh: Float = spec.size * 0.53
    if !font.isColor {
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
    guard let f = try? fonts.font(spec.face, pixelSize: 16) else { return false }
    let emoji = spec.face == .emoji
    func drawn(_ scalars: String.UnicodeScalarView) -> Bool {
      scalars.allSatisfy { s in
        FaceRegistry.needsNoGlyph(s, inEmojiFace: emoji)
          || TTF_GlyphIsProvided32(f.ttf, s.value) != 0
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
