import CHarfBuzz
import CSDL2
import CSDL2TTF
import Foundation
import TactileCore

/// Opens fonts on demand, one per face and pixel size, and closes them all in `deinit`. Holds
/// the `SDLSession`, so SDL_ttf outlives every font.
///
/// SDL_ttf opens every font; HarfBuzz shapes text over the FreeType face SDL_ttf opened, and
/// the glyph atlas rasterizes from that same face (`OpenFont`): the positions and the pixels
/// come from one face at one size with one hinting. The faces' bytes come from a
/// `FaceRegistry`: the bundled text faces are read into memory once at start-up, system faces
/// (colour emoji, fallback faces for other scripts) are mapped on first use. Every font is
/// opened from those bytes (`SDL_RWFromConstMem`): FreeType then loads glyphs without a system
/// call per glyph.
///
/// A cache and its fonts are used by one thread at a time. Each test and each renderer may
/// have a cache of its own: caches share nothing but the registry (thread-safe) and SDL_ttf's
/// FreeType library, whose opening and closing of fonts they take turns at.
public final class FontCache {
  /// The bundled files per face, relative to `Assets/Fonts` (the first that exists is used).
  public static let fileNames: [FontFace: [String]] = [
    .regular: ["NotoSans-Regular.ttf"],
    .semibold: ["NotoSans-SemiBold.ttf", "NotoSans-Bold.ttf"],
  ]
  /// Noto Color Emoji is a bitmap font with one strike; it is opened at this size only.
  public static let emojiOpenSize: Int32 = 109

  private struct Key: Hashable {
    var face: FontFace
    var pixelSize: Int32
  }

  /// The faces' bytes, shared with other caches.
  public let registry: FaceRegistry
  /// Keeps SDL_ttf initialised for as long as any font is open.
  private let session: SDLSession
  private var fonts: [Key: OpenFont] = [:]
  /// The sources of the fonts open here: their bytes outlive the fonts.
  private var sources: [FontFace: FaceRegistry.Source] = [:]

  /// Reads and checks the bundled faces (`FontFileCheck`) and opens them, so that a bad asset
  /// fails at start-up with its path rather than later; other faces are found through
  /// `lookup` (the system's font configuration) when first needed.
  public init(assets: AssetLocator, session: SDLSession, lookup: FaceLookup = .fontconfig) throws {
    self.session = session
    var paths: [FontFace: String] = [:]
    for (face, names) in FontCache.fileNames {
      let urls = names.map { assets.font($0) }
      guard let url = urls.first(where: { FileManager.default.fileExists(atPath: $0.path) })
      else {
        throw SDLError(
          "missing font", message: urls.map(\.path).joined(separator: " or ") + " not found")
      }
      paths[face] = url.path
    }
    registry = try FaceRegistry(bundled: paths, lookup: lookup)
    for face in FontCache.fileNames.keys { _ = try font(face, pixelSize: 16) }
  }

  /// The fonts close before the session can end SDL_ttf.
  deinit { fonts.removeAll() }

  /// A cache of the same faces (the same registry) with fonts of its own, for another thread.
  public init(sharing other: FontCache) {
    session = other.session
    registry = other.registry
  }

  /// SDL_ttf keeps one FreeType library for every font: opening and closing fonts changes it,
  /// so those are done one at a time across caches. Using fonts already open, each on one
  /// thread, needs no lock.
  static let libraryLock = NSLock()

  /// The font for a face at a pixel size (the emoji face always at its one bitmap size);
  /// `.missing` gives the regular face (its glyphs for what no face draws are boxes).
  public func font(_ face: FontFace, pixelSize: Int32) throws -> OpenFont {
    if face == .missing { return try font(.regular, pixelSize: pixelSize) }
    let key = Key(face: face, pixelSize: FontCache.openSize(face, pixelSize))
    if let f = fonts[key] { return f }
    guard let source = sources[face] ?? registry.source(of: face) else {
      throw SDLError("no font", message: "no installed font for the \(face) face")
    }
    sources[face] = source
    let f = try OpenFont(source, face: face, pixelSize: key.pixelSize)
    fonts[key] = f
    return f
  }

  /// The family name of every face handed out so far (its file's name if it does not open).
  public func faceNames() -> [FontFace: String] {
    var names: [FontFace: String] = [:]
    for (face, path) in registry.paths {
      if let f = try? font(face, pixelSize: 16), let name = TTF_FontFaceFamilyName(f.ttf) {
        names[face] = String(cString: name)
      } else {
        names[face] = URL(fileURLWithPath: path).lastPathComponent
      }
    }
    return names
  }

  /// Whether the face at `location` opens (asked once for each face the system offers).
  func opens(_ location: FontLocation) -> Bool {
    guard let file = try? FontBytes(mapping: location.path),
      (try? OpenFont(
        FaceRegistry.Source(file: file, index: location.index, path: location.path),
        face: .regular, pixelSize: 16)) != nil
    else { return false }
    return true
  }

  /// The size a face is opened at for `pixelSize`: the emoji face's one bitmap size, other
  /// faces' clamped to 1…1000 px.
  static func openSize(_ face: FontFace, _ pixelSize: Int32) -> Int32 {
    face == .emoji ? FontCache.emojiOpenSize : max(1, min(pixelSize, 1000))
  }

  /// The font for a spec at a pixel density, or nil if it cannot be opened (reported by the
  /// registry).
  public func font(for spec: FontSpec, scale: Float) -> OpenFont? {
    try? font(spec.face, pixelSize: spec.pixelSize(atScale: scale))
  }
}

/// A face opened at one pixel size: SDL_ttf's font, the FreeType face SDL_ttf opened it with,
/// and a HarfBuzz font over that face, which shapes with the hinting the glyphs are rasterized
/// with (light: vertical only, so advances stay fractional and glyphs are placed at quarter
/// pixels). Closed with the object; its bytes (`source`) outlive it.
public final class OpenFont {
  /// SDL_ttf's font (line metrics, which glyphs the face has, the family name).
  let ttf: OpaquePointer
  /// The FreeType face inside `ttf`, at `pixelSize`.
  let face: FT_Face
  /// The HarfBuzz font over `face`.
  let shaper: OpaquePointer
  /// The pixel size it is open at.
  let pixelSize: Int32
  /// Whether its glyphs are colour bitmaps (the emoji face).
  let isColor: Bool
  /// Keeps the bytes alive for as long as the font is open.
  private let source: FaceRegistry.Source

  /// FreeType's load flags for the glyphs that are drawn, and the same for HarfBuzz's
  /// advances: `FT_LOAD_TARGET_LIGHT` (a function-like macro Swift does not import), or
  /// `FT_LOAD_COLOR` for colour bitmaps.
  static let lightLoadFlags = Int32(FT_RENDER_MODE_LIGHT.rawValue & 15) << 16
  static let colorLoadFlags = Int32(1 << 20)

  init(_ source: FaceRegistry.Source, face kind: FontFace, pixelSize: Int32) throws {
    self.source = source
    self.pixelSize = pixelSize
    let ttf: OpaquePointer? = FontCache.libraryLock.withLock {
      // The stream is closed with the font (freesrc 1); the bytes stay the registry's.
      guard let stream = SDL_RWFromConstMem(source.file.base, Int32(source.file.count)) else {
        return nil
      }
      return TTF_OpenFontIndexRW(stream, 1, pixelSize, Int(source.index))
    }
    guard let ttf else { throw SDLError.last("cannot open font \(source.path)") }
    guard let face = Self.freeTypeFace(of: ttf) else {
      FontCache.libraryLock.withLock { TTF_CloseFont(ttf) }
      throw SDLError(
        "unsupported SDL_ttf",
        message: "this SDL_ttf does not keep its FreeType face where Tactile reads it")
    }
    self.ttf = ttf
    self.face = face
    isColor = kind == .emoji || (face.pointee.face_flags & Int(FT_FACE_FLAG_COLOR)) != 0
    shaper = hb_ft_font_create_referenced(face)
    hb_ft_font_set_load_flags(shaper, isColor ? Self.colorLoadFlags : Self.lightLoadFlags)
  }

  deinit {
    hb_font_destroy(shaper)
    FontCache.libraryLock.withLock { TTF_CloseFont(ttf) }
  }

  /// The FreeType face of an SDL_ttf font: SDL_ttf 2's `TTF_Font` begins with it (SDL_ttf
  /// offers no call for it). Checked, not assumed: SDL_ttf's family name is that face's own
  /// string, the same pointer, and the face is open at the font's size.
  private static func freeTypeFace(of font: OpaquePointer) -> FT_Face? {
    guard let face = UnsafeRawPointer(font).load(as: FT_Face?.self) else { return nil }
    let family = TTF_FontFaceFamilyName(font)
    guard
      family.map({ UnsafeRawPointer($0) })
        == face.pointee.family_name.map({ UnsafeRawPointer($0) }),
      face.pointee.size != nil
    else { return nil }
    return face
  }

  /// Pixels per 26.6 unit of HarfBuzz's positions... in points: what one unit is worth in
  /// points for text set at `spec` with `scale` pixels per point.
  func pointsPerUnit(_ spec: FontSpec, scale: Float) -> Float {
    isColor ? spec.size / Float(pixelSize) / 64 : 1 / (64 * scale)
  }
}
