import CSDL2
import CSDL2TTF
import TactileCore

/// Textures of rendered text runs, rendered in their colour: SDL's software renderer blends a
/// texture without colour modulation several times faster than with it, and a page uses a
/// handful of text colours. Opacity is applied with alpha modulation when drawn. Colour emoji
/// are rendered once, untinted (their colour is their own). Owned by the `Renderer`: its
/// textures are destroyed before the renderer is.
final class TextCache {
  struct Entry {
    var texture: OpaquePointer
    var width: Int32
    var height: Int32
    /// Pixels from the texture's top to the baseline (at the texture's own scale).
    var ascent: Int32
    var lastUsed: UInt64
    /// The rendered pixels with their halvings, kept for colour emoji only: the CPU path of a
    /// headless renderer scales them itself (SDL's software renderer allocates temporary
    /// surfaces for every scaled, blended copy).
    var mipmaps: MipmappedImage?
  }
  private struct Key: Hashable {
    var text: String
    var face: FontFace
    var pixelSize: Int32
    /// 0xRRGGBB (white for emoji).
    var rgb: UInt32
  }
  private var entries: [Key: Entry] = [:]
  private let fonts: FontCache
  /// Entries unused for this many frames are freed once the cache holds `softLimit` entries.
  private let maxAgeFrames: UInt64 = 120
  private let softLimit = 512

  init(fonts: FontCache) { self.fonts = fonts }

  func removeAll() {
    for (_, e) in entries { Self.free(e) }
    entries.removeAll()
  }

  deinit { removeAll() }

  /// The texture for `text` in `face` at `pixelSize` in `color` (its alpha is ignored; emoji
  /// ignore the colour), rendered on first use.
  func entry(
    _ text: String, face: FontFace, pixelSize: Int32, color: Color = .white,
    renderer: OpaquePointer, frame: UInt64
  ) -> Entry? {
    let size = face == .emoji ? FontCache.emojiOpenSize : pixelSize
    let rgb =
      face == .emoji ? 0xFF_FFFF : UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    let key = Key(text: text, face: face, pixelSize: size, rgb: rgb)
    if var e = entries[key] {
      if e.lastUsed != frame {
        // Stored back whole: the optional-chaining `_modify` path allocates a coroutine frame.
        e.lastUsed = frame
        entries[key] = e
      }
      return e
    }
    guard let font = try? fonts.font(face, pixelSize: size) else { return nil }
    let fg = SDL_Color(
      r: UInt8(rgb >> 16), g: UInt8(truncatingIfNeeded: rgb >> 8),
      b: UInt8(truncatingIfNeeded: rgb), a: 255)
    guard let surface = text.withCString({ TTF_RenderUTF8_Blended(font, $0, fg) }) else {
      return nil
    }
    defer { SDL_FreeSurface(surface) }
    guard let tex = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
    if face == .emoji { SDL_SetTextureScaleMode(tex, SDL_ScaleModeLinear) }
    let e = Entry(
      texture: tex, width: surface.pointee.w, height: surface.pointee.h,
      ascent: TTF_FontAscent(font), lastUsed: frame,
      mipmaps: face == .emoji ? TextCache.mipmaps(of: surface) : nil)
    entries[key] = e
    if entries.count > softLimit { evict(before: frame) }
    return e
  }

  private func evict(before frame: UInt64) {
    for (k, e) in entries where e.lastUsed + maxAgeFrames < frame {
      Self.free(e)
      entries[k] = nil
    }
  }

  private static func free(_ e: Entry) {
    SDL_DestroyTexture(e.texture)
  }

  /// The mipmap chain of an ARGB8888 surface (nil for other formats).
  private static func mipmaps(of s: UnsafeMutablePointer<SDL_Surface>) -> MipmappedImage? {
    guard s.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
      let pixels = s.pointee.pixels
    else { return nil }
    return MipmappedImage(
      PixelSurface(
        base: pixels.assumingMemoryBound(to: UInt32.self), width: Int(s.pointee.w),
        height: Int(s.pointee.h), stride: Int(s.pointee.pitch) / 4))
  }

  var count: Int { entries.count }
}
