import CSDL2
import CSDL2TTF
import Foundation
import TactileCore

/// Opens the shipped fonts on demand, one `TTF_Font` per face and pixel size, and closes them
/// all in `deinit`. Holds the `SDLSession`, so SDL_ttf outlives every font.
///
/// Each font file is read into memory once, at start-up, and every size of its face is opened
/// from those bytes (`SDL_RWFromConstMem`): FreeType then loads glyphs without a `read` or
/// `lseek` system call per glyph. The bytes live until the fonts are closed.
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
  /// Each face's file, read once; freed in `deinit` after the fonts opened from it (by the
  /// cache that read them: a companion shares them and keeps that cache alive).
  private let files: [FontFace: UnsafeMutableRawBufferPointer]
  /// The cache whose files a companion shares; nil for a cache that read its own.
  private let owner: FontCache?
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
    var files: [FontFace: UnsafeMutableRawBufferPointer] = [:]
    for (face, path) in paths {
      guard let data = FileManager.default.contents(atPath: path), data.count <= Int32.max else {
        for (_, f) in files { f.deallocate() }
        throw SDLError("cannot read font", message: path)
      }
      let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
      data.copyBytes(to: bytes)
      files[face] = bytes
    }
    self.files = files
    self.owner = nil
    for face in FontFace.allCases {
      _ = try font(face, pixelSize: face == .emoji ? FontCache.emojiOpenSize : 16)
    }
  }

  /// A companion of `owner`: the same files (not read again), fonts of its own.
  private init(companionOf owner: FontCache) {
    self.session = owner.session
    self.paths = owner.paths
    self.files = owner.files
    self.owner = owner
  }

  deinit {
    for (_, f) in fonts { TTF_CloseFont(f) }
    if owner == nil {
      for (_, bytes) in files { bytes.deallocate() }
    }
  }

  /// A cache of the same faces whose fonts are its own instances, so that one thread may
  /// measure with it while another uses this cache (an SDL_ttf font must not be used by two
  /// threads at once). Open the fonts it is to use on this thread, before handing it over:
  /// opening a font is not thread-safe either.
  public func companion() -> FontCache { FontCache(companionOf: self) }

  /// The font for a face at a pixel size (the emoji face always at its one bitmap size).
  public func font(_ face: FontFace, pixelSize: Int32) throws -> OpaquePointer {
    let size = FontCache.openSize(face, pixelSize)
    let key = Key(face: face, pixelSize: size)
    if let f = fonts[key] { return f }
    let path = paths[face]!
    let file = files[face]!
    // The stream is closed with the font (freesrc 1); the bytes stay ours.
    guard let stream = SDL_RWFromConstMem(file.baseAddress, Int32(file.count)),
      let f = TTF_OpenFontRW(stream, 1, size)
    else {
      throw SDLError.last("cannot open font \(path)")
    }
    if face != .emoji {
      TTF_SetFontHinting(f, TTF_HINTING_LIGHT_SUBPIXEL)
      TTF_SetFontKerning(f, 1)
    }
    fonts[key] = f
    return f
  }

  /// The size a face is opened at for `pixelSize`: the emoji face's one bitmap size, other
  /// faces' clamped to 1…1000 px.
  static func openSize(_ face: FontFace, _ pixelSize: Int32) -> Int32 {
    face == .emoji ? FontCache.emojiOpenSize : max(1, min(pixelSize, 1000))
  }

  /// The font for a spec at a pixel density, or nil if it cannot be opened (already reported
  /// at start-up).
  public func font(for spec: FontSpec, scale: Float) -> OpaquePointer? {
    try? font(spec.face, pixelSize: spec.pixelSize(atScale: scale))
  }
}
