import CSDL2
import CSDL2TTF
import TactileCore

/// Textures of rendered text runs, white so that one texture serves every colour (tinted with
/// colour and alpha modulation when drawn). Owned by the `Renderer`: its textures are destroyed
/// before the renderer is.
final class TextCache {
  struct Entry {
    var texture: OpaquePointer
    var width: Int32
    var height: Int32
    /// Pixels from the texture's top to the baseline (at the texture's own scale).
    var ascent: Int32
    var lastUsed: UInt64
  }
  private struct Key: Hashable {
    var text: String
    var face: FontFace
    var pixelSize: Int32
  }
  private var entries: [Key: Entry] = [:]
  private let fonts: FontCache
  /// Entries unused for this many frames are freed once the cache holds `softLimit` entries.
  private let maxAgeFrames: UInt64 = 120
  private let softLimit = 512

  init(fonts: FontCache) { self.fonts = fonts }

  func removeAll() {
    for (_, e) in entries { SDL_DestroyTexture(e.texture) }
    entries.removeAll()
  }

  deinit { removeAll() }

  /// The texture for `text` in `face` at `pixelSize`, rendered on first use.
  func entry(
    _ text: String, face: FontFace, pixelSize: Int32, renderer: OpaquePointer, frame: UInt64
  ) -> Entry? {
    let size = face == .emoji ? FontCache.emojiOpenSize : pixelSize
    let key = Key(text: text, face: face, pixelSize: size)
    if var e = entries[key] {
      e.lastUsed = frame
      entries[key] = e
      return e
    }
    guard let font = try? fonts.font(face, pixelSize: size) else { return nil }
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    guard let surface = text.withCString({ TTF_RenderUTF8_Blended(font, $0, white) }) else {
      return nil
    }
    defer { SDL_FreeSurface(surface) }
    guard let tex = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
    if face == .emoji { SDL_SetTextureScaleMode(tex, SDL_ScaleModeLinear) }
    let e = Entry(
      texture: tex, width: surface.pointee.w, height: surface.pointee.h,
      ascent: TTF_FontAscent(font), lastUsed: frame)
    entries[key] = e
    if entries.count > softLimit { evict(before: frame) }
    return e
  }

  private func evict(before frame: UInt64) {
    for (k, e) in entries where e.lastUsed + maxAgeFrames < frame {
      SDL_DestroyTexture(e.texture)
      entries[k] = nil
    }
  }

  var count: Int { entries.count }
}
