import CSDL2
import CSDL2TTF

/// How graphemes no installed face draws look: a box outline per grapheme, an em tall and
/// most of an em wide, standing on the baseline, so that missing text is seen and keeps its
/// place (never blank).
enum MissingGlyphBoxes {
  /// Advance of one box, in ems.
  static let advance: Float = 0.8

  /// The advance of `count` boxes in `font` (the regular face at the size drawn), in pixels.
  static func width(count: Int, in font: OpaquePointer) -> Int32 {
    Int32(clamping: count) * boxAdvance(font)
  }

  private static func boxAdvance(_ font: OpaquePointer) -> Int32 {
    max(2, Int32((Float(TTF_FontAscent(font)) * advance).rounded()))
  }

  /// `count` boxes rendered white on transparent, ARGB8888, as tall as `font`'s lines with the
  /// baseline where its text's is; nil when SDL cannot make the surface.
  static func render(count: Int, in font: OpaquePointer) -> UnsafeMutablePointer<SDL_Surface>? {
    let a = boxAdvance(font)
    let height = max(TTF_FontHeight(font), 2)
    let ascent = TTF_FontAscent(font)
    let w = width(count: max(count, 1), in: font)
    guard w > 0, w <= 16384,
      let s = SDL_CreateRGBSurfaceWithFormat(0, w, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    let pixels = s.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    let stride = Int(s.pointee.pitch) / 4
    let line = max(1, a / 12)
    let top = max(0, ascent - a * 5 / 4 + a / 8)
    let bottom = min(height - 1, ascent)
    guard top < bottom else { return s }
    for i in 0..<Int32(max(count, 1)) {
      let x0 = i * a + a / 8
      let x1 = (i + 1) * a - a / 8 - 1
      for y in top...bottom {
        for x in x0...x1 {
          let edge =
            y - top < line || bottom - y < line || x - x0 < line || x1 - x < line
          pixels[Int(y) * stride + Int(x)] = edge ? 0xFFFF_FFFF : 0
        }
      }
    }
    return s
  }
}
