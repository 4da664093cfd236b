import CSDL2
import CSDL2TTF
import Foundation
import TactileCore

/// Opens the shipped fonts on demand, one `TTF_Font` per face and pixel size, and closes them
/// all in `deinit`. Holds the `SDLSession`, so SDL_ttf outlives every font.
public final class FontCache {
  /// The files per face, relative to `Assets/Fonts`.
  public static let fileNames: [FontFace: [String]] = [
    .regular: ["NotoSans-Regular.ttf"],
    .semibold: ["NotoSans-SemiBold.ttf", "NotoSans-Bold.ttf"],
    .emoji: ["NotoColorEmoji-Subset.ttf"],
  ]
  /// Noto Color Emoji is a bitmap font with one strike; SDL_ttf opens it at this size only.
  public static let emojiOpenSize: Int32 = 109

  private struct Key: Hashable {
    var face: FontFace
    var pixelSize: Int32
  }

  private let paths: [FontFace: String]
  /// Keeps SDL_ttf initialised for as long as any font is open.
  private let session: SDLSession
  private var fonts: [Key: OpaquePointer] = [:]

  /// Checks that every font file exists, is a whole font (`FontFileCheck`) and opens, so that
  /// a bad asset fails at start-up with its path rather than later.
  public init(assets: AssetLocator, session: SDLSession) throws {
    self.session = session
    var paths: [FontFace: String] = [:]
    for face in FontFace.allCases {
      let names = FontCache.fileNames[face] ?? []
      let urls = names.map { assets.font($0) }
      guard let url = urls.first(where: { FileManager.default.fileExists(atPath: $0.path) })
      else {
        throw SDLError(
          "missing font", message: urls.map(\.path).joined(separator: " or ") + " not found")
      }
      try FontFileCheck.validate(url.path)
      paths[face] = url.path
    }
    self.paths = paths
    for face in FontFace.allCases {
      _ = try font(face, pixelSize: face == .emoji ? FontCache.emojiOpenSize : 16)
    }
  }

  deinit {
    for (_, f) in fonts { TTF_CloseFont(f) }
  }

  /// The font for a face at a pixel size (the emoji face always at its one bitmap size).
  public func font(_ face: FontFace, pixelSize: Int32) throws -> OpaquePointer {
    let size = face == .emoji ? FontCache.emojiOpenSize : max(1, min(pixelSize, 1000))
    let key = Key(face: face, pixelSize: size)
    if let f = fonts[key] { return f }
    let path = paths[face]!
    guard let f = TTF_OpenFont(path, size) else {
      throw SDLError.last("cannot open font \(path)")
    }
    if face != .emoji {
      TTF_SetFontHinting(f, TTF_HINTING_LIGHT_SUBPIXEL)
      TTF_SetFontKerning(f, 1)
    }
    fonts[key] = f
    return f
  }

  /// The font for a spec at a pixel density, or nil if it cannot be opened (already reported
  /// at start-up).
  public func font(for spec: FontSpec, scale: Float) -> OpaquePointer? {
    try? font(spec.face, pixelSize: Int32((spec.size * scale).rounded()))
  }
}
