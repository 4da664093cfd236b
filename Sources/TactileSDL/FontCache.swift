import CSDL2
import CSDL2TTF
import Foundation
import TactileCore

/// Opens fonts on demand, one `TTF_Font` per face, pixel size and shaping (script and
/// direction, which SDL_ttf keeps per font), and closes them all in `deinit`. Holds the
/// `SDLSession`, so SDL_ttf outlives every font.
///
/// The faces' bytes come from a `FaceRegistry` shared with the cache's companions: the
/// bundled text faces are read into memory once at start-up, system faces (colour emoji,
/// fallback faces for other scripts) are mapped on first use. Every font is opened from those
/// bytes (`SDL_RWFromConstMem`): FreeType then loads glyphs without a system call per glyph.
public final class FontCache {
  /// The bundled files per face, relative to `Assets/Fonts` (the first that exists is used).
  public static let fileNames: [FontFace: [String]] = [
    .regular: ["NotoSans-Regular.ttf"],
    .semibold: ["NotoSans-SemiBold.ttf", "NotoSans-Bold.ttf"],
  ]
  /// Noto Color Emoji is a bitmap font with one strike; SDL_ttf opens it at this size only.
  public static let emojiOpenSize: Int32 = 109

  /// SDL_ttf's direction values (`TTF_Direction`).
  private static let leftToRight: Int32 = 0
  private static let rightToLeft: Int32 = 1

  private struct Key: Hashable {
    var face: FontFace
    var pixelSize: Int32
    var shaping: TextShaping
  }

  /// The faces' bytes, shared with companions.
  public let registry: FaceRegistry
  /// Holds the wakes of the threads working ahead with these fonts (and their companions')
  /// while a frame is being made.
  public let frameGate: FrameGate
  /// Keeps SDL_ttf initialised for as long as any font is open.
  private let session: SDLSession
  private var fonts: [Key: OpaquePointer] = [:]
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
    frameGate = FrameGate()
    for face in FontCache.fileNames.keys { _ = try font(face, pixelSize: 16) }
  }

  /// A companion of `owner`: the same registry, fonts of its own.
  private init(companionOf owner: FontCache) {
    self.session = owner.session
    self.registry = owner.registry
    self.frameGate = owner.frameGate
  }

  deinit {
    for (_, f) in fonts { Self.close(f) }
  }

  /// SDL_ttf keeps one FreeType library for every font: opening and closing fonts changes it,
  /// so those are done one at a time across threads (each renderer's text is rendered ahead
  /// on a thread of its own, and a comparison has a renderer per pane). Using fonts already
  /// open, each on one thread, needs no lock.
  private static let libraryLock = NSLock()

  private static func close(_ font: OpaquePointer) {
    libraryLock.withLock { TTF_CloseFont(font) }
  }

  /// A cache of the same faces whose fonts are its own instances, so that one thread may
  /// measure or render with it while another uses this cache (an SDL_ttf font must not be
  /// used by two threads at once). Use it on one thread at a time; it may open fonts on that
  /// thread (opening and closing are serialized across caches).
  public func companion() -> FontCache { FontCache(companionOf: self) }

  /// The font for a face at a pixel size (the emoji face always at its one bitmap size),
  /// shaped as `shaping` says; `.missing` gives the regular face (its boxes are drawn at its
  /// size).
  public func font(_ face: FontFace, pixelSize: Int32, shaping: TextShaping = .plain) throws
    -> OpaquePointer
  {
    if face == .missing { return try font(.regular, pixelSize: pixelSize) }
    let size = FontCache.openSize(face, pixelSize)
    let key = Key(face: face, pixelSize: size, shaping: face == .emoji ? .plain : shaping)
    if let f = fonts[key] { return f }
    guard let source = sources[face] ?? registry.source(of: face) else {
      throw SDLError("no font", message: "no installed font for the \(face) face")
    }
    sources[face] = source
    guard let f = Self.open(source.file, index: source.index, size: size) else {
      throw SDLError.last("cannot open font \(source.path)")
    }
    if face != .emoji {
      TTF_SetFontHinting(f, TTF_HINTING_LIGHT_SUBPIXEL)
      TTF_SetFontKerning(f, 1)
    }
    if key.shaping != .plain { Self.apply(key.shaping, to: f) }
    fonts[key] = f
    return f
  }

  private static func open(_ file: FontBytes, index: Int32, size: Int32) -> OpaquePointer? {
    // The stream is closed with the font (freesrc 1); the bytes stay the registry's.
    guard let stream = SDL_RWFromConstMem(file.base, Int32(file.count)) else { return nil }
    return libraryLock.withLock { TTF_OpenFontIndexRW(stream, 1, size, Int(index)) }
  }

  private static func apply(_ shaping: TextShaping, to font: OpaquePointer) {
    _ = TTF_SetFontDirection(
      font, TTF_Direction(UInt32(shaping.isRightToLeft ? rightToLeft : leftToRight)))
    if shaping.script != .unspecified {
      _ = shaping.script.description.withCString { TTF_SetFontScriptName(font, $0) }
    }
  }

  /// The family name of every face handed out so far (its file's name if it does not open).
  public func faceNames() -> [FontFace: String] {
    var names: [FontFace: String] = [:]
    for (face, path) in registry.paths {
      if let f = try? font(face, pixelSize: 16), let name = TTF_FontFaceFamilyName(f) {
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
      let f = Self.open(file, index: location.index, size: 16)
    else { return false }
    Self.close(f)
    return true
  }

  /// The size a face is opened at for `pixelSize`: the emoji face's one bitmap size, other
  /// faces' clamped to 1…1000 px.
  static func openSize(_ face: FontFace, _ pixelSize: Int32) -> Int32 {
    face == .emoji ? FontCache.emojiOpenSize : max(1, min(pixelSize, 1000))
  }

  /// The font for a spec at a pixel density, or nil if it cannot be opened (reported by the
  /// registry).
  public func font(for spec: FontSpec, scale: Float) -> OpaquePointer? {
    try? font(spec.face, pixelSize: spec.pixelSize(atScale: scale), shaping: spec.shaping)
  }
}
