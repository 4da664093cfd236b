import Foundation
import Synchronization
import TactileCore

/// Where an installed face lies: its file and, in a collection (`.ttc`), its index.
public struct FontLocation: Hashable, Sendable {
  public var path: String
  public var index: Int32

  public init(path: String, index: Int32 = 0) {
    self.path = path
    self.index = index
  }
}

/// How the registry finds installed faces (fontconfig in the app, fakes in tests).
public struct FaceLookup: Sendable {
  /// The best installed face whose glyphs cover all of `scalars`, made for `script` when there
  /// is one, bold or not, after passing over the first `skipping` such faces (faces that would
  /// not open); nil when none covers them.
  public var covering:
    @Sendable (_ scalars: [Unicode.Scalar], _ script: ScriptTag, _ bold: Bool, _ skipping: Int)
      -> FontLocation?
  /// The installed face of the family named exactly so, nil when there is none.
  public var family: @Sendable (_ name: String) -> FontLocation?

  public init(
    covering: @escaping @Sendable ([Unicode.Scalar], ScriptTag, Bool, Int) -> FontLocation?,
    family: @escaping @Sendable (String) -> FontLocation?
  ) {
    self.covering = covering
    self.family = family
  }

  /// Finds nothing: only the bundled faces are used.
  public static let none = FaceLookup(covering: { _, _, _, _ in nil }, family: { _ in nil })
}

/// The font files behind every face, shared by a `FontCache` and the caches made from it
/// (`FontCache(sharing:)`, one for each thread): the bundled text faces (read into memory at
/// start), the colour-emoji face and the fallback faces found on first need (mapped into
/// memory, so that only the pages of glyphs used are read).
///
/// Fallback faces are numbered in the order they are found (`FontFace.fallback(n)`); a face is
/// looked up once per scalar and weight, so a steady frame asks the system nothing. Graphemes
/// no face covers are remembered and reported once (`takeMissingReport`). Thread-safe: its
/// tables are behind a mutex (each cache finds faces and reads their bytes on its own thread).
public final class FaceRegistry: Sendable {
  /// A face's bytes and where they came from.
  struct Source: Sendable {
    let file: FontBytes
    let index: Int32
    let path: String
  }

  /// The Debian path of Noto Color Emoji (fonts-noto-color-emoji), tried before the system's
  /// font configuration so that the first frame needs no font lookup.
  public static let emojiPaths = ["/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"]
  public static let emojiFamily = "Noto Color Emoji"

  /// The most faces covering a grapheme that are tried, in the system's order, when the first
  /// ones do not open.
  static let facesTried = 8

  private let lookup: FaceLookup
  private let tables: Mutex<Tables>

  /// Everything the registry has found and not yet reported.
  private struct Tables {
    var sources: [FontFace: Source] = [:]
    var emojiSearched = false
    var fallbacks: [FontLocation] = []
    var fallbackOf: [FallbackKey: FontFace?] = [:]
    var failed: Set<FontLocation> = []
    var unreported: [Unicode.Scalar] = []
    var reported: Set<Unicode.Scalar> = []
    var reportedSequences: Set<[UInt32]> = []
    /// Graphemes whose scalars each have a face but no face draws together, not reported yet.
    var unreportedSequences: [[Unicode.Scalar]] = []
    var problems: [String] = []
    var lookupCount = 0
    /// Faces handed out: the bundled ones, the emoji face once found, the fallback faces.
    var faceCount = 0
  }

  /// A grapheme's drawn scalars (a letter and its marks are looked up together: the face
  /// must draw them all), its script and weight.
  private struct FallbackKey: Hashable {
    var scalars: [UInt32]
    var script: ScriptTag
    var bold: Bool
  }

  /// Reads the bundled faces (`bundled`: face → file path), checking each is a whole font.
  init(bundled: [FontFace: String], lookup: FaceLookup) throws {
    self.lookup = lookup
    var tables = Tables()
    for (face, path) in bundled {
      try FontFileCheck.validate(path)
      tables.sources[face] = Source(file: try FontBytes(reading: path), index: 0, path: path)
    }
    tables.faceCount = tables.sources.count
    self.tables = Mutex(tables)
  }

  /// The bytes of `face`, nil for `.missing`, an emoji face that is not installed, or a face
  /// this registry did not hand out.
  func source(of face: FontFace) -> Source? {
    tables.withLock { t in
      if face == .emoji, !t.emojiSearched { findEmoji(&t) }
      if let s = t.sources[face] { return s }
      guard let n = face.fallbackIndex, n < t.fallbacks.count else { return nil }
      let location = t.fallbacks[n]
      guard let file = try? FontBytes(mapping: location.path) else {
        t.problems.append("cannot read font \(location.path)")
        return nil
      }
      let s = Source(file: file, index: location.index, path: location.path)
      t.sources[face] = s
      return s
    }
  }

  /// How many times the system was asked for a face (for the bench: a steady frame asks 0).
  public var lookups: Int { tables.withLock { $0.lookupCount } }

  /// How many faces `paths` lists (asked every frame: counted as faces are added).
  public var count: Int { tables.withLock { $0.faceCount } }

  /// The file of each face handed out so far (for the About page and the layout dump).
  public var paths: [FontFace: String] {
    tables.withLock { t in
      var result = t.sources.mapValues(\.path)
      for (n, l) in t.fallbacks.enumerated() { result[.fallback(n)] = l.path }
      return result
    }
  }

  private func findEmoji(_ t: inout Tables) {
    t.emojiSearched = true
    let location =
      Self.emojiPaths.first { FileManager.default.isReadableFile(atPath: $0) }
      .map { FontLocation(path: $0) } ?? lookup.family(Self.emojiFamily)
    guard let location, let file = try? FontBytes(mapping: location.path) else {
      t.problems.append(
        "no colour emoji font (\(Self.emojiFamily)): emoji are drawn as boxes; install "
          + "fonts-noto-color-emoji")
      return
    }
    t.sources[.emoji] = Source(file: file, index: location.index, path: location.path)
    t.faceCount += 1
  }

  /// The fallback face for `grapheme` (of `script`), bold or not: the installed face that
  /// covers all its scalars best, found once per grapheme, script and weight; nil when none
  /// does (then reported once: the scalars no face draws, or, when each has a face but none
  /// draws them together, the grapheme). A neutral character (a digit, punctuation) may get
  /// another face in text of another script. `opens` is asked whether a newly found face
  /// opens; one that does not is never handed out.
  func fallback(
    for grapheme: Character, script: ScriptTag, bold: Bool, opens: (FontLocation) -> Bool
  ) -> FontFace? {
    var scalars = Array(
      grapheme.unicodeScalars.filter { !Self.needsNoGlyph($0, inEmojiFace: false) })
    if scalars.isEmpty { scalars = Array(grapheme.unicodeScalars) }
    guard !scalars.isEmpty else { return nil }
    let key = FallbackKey(scalars: scalars.map(\.value), script: script, bold: bold)
    let known: FontFace?? = tables.withLock { t in
      if let known = t.fallbackOf[key] { return .some(known) }
      t.lookupCount += 1
      return nil
    }
    if let known { return known }
    // The system is asked without the lock: it may take a while the first time. A face that
    // does not open is passed over for the next that covers the grapheme.
    var location: FontLocation? = nil
    for skipping in 0..<Self.facesTried {
      guard let l = lookup.covering(scalars, script, bold, skipping) else { break }
      if !failedToOpen(l, opens) {
        location = l
        break
      }
    }
    let alone = location == nil && scalars.count > 1 ? scalarsWithoutFace(scalars, bold) : []
    return tables.withLock { t in
      if let known = t.fallbackOf[key] { return known }
      let face = location.map { Self.numberedFace(at: $0, in: &t) }
      t.fallbackOf[key] = face
      if face == nil { Self.noteMissing(scalars, alone: alone, in: &t) }
      return face
    }
  }

  /// Those of `scalars` that no installed face draws even alone (asked only of a grapheme
  /// no face draws whole, once).
  private func scalarsWithoutFace(_ scalars: [Unicode.Scalar], _ bold: Bool) -> [Unicode.Scalar] {
    tables.withLock { $0.lookupCount += scalars.count }
    return scalars.filter { lookup.covering([$0], .unspecified, bold, 0) == nil }
  }

  /// Remembers for the next report that no face draws the grapheme of `scalars`, of which
  /// `alone` have no face at all.
  private static func noteMissing(
    _ scalars: [Unicode.Scalar], alone: [Unicode.Scalar], in t: inout Tables
  ) {
    guard scalars.count > 1 else {
      if t.reported.insert(scalars[0]).inserted { t.unreported.append(scalars[0]) }
      return
    }
    for s in alone where t.reported.insert(s).inserted { t.unreported.append(s) }
    if alone.isEmpty, t.reportedSequences.insert(scalars.map(\.value)).inserted {
      t.unreportedSequences.append(scalars)
    }
  }

  /// Whether the face at `location` does not open (checked once, outside the lock).
  private func failedToOpen(_ location: FontLocation, _ opens: (FontLocation) -> Bool) -> Bool {
    let known: Bool? = tables.withLock { t in
      t.failed.contains(location) ? true : t.fallbacks.contains(location) ? false : nil
    }
    if let known { return known }
    let ok = (try? FontFileCheck.validate(location.path)) != nil && opens(location)
    guard !ok else { return false }
    tables.withLock { t in
      t.failed.insert(location)
      t.problems.append(
        "font \(location.path) is listed by the system but does not open; not used")
    }
    return true
  }

  /// The fallback face at `location`, numbered when first seen.
  private static func numberedFace(at location: FontLocation, in t: inout Tables) -> FontFace {
    if let n = t.fallbacks.firstIndex(of: location) { return .fallback(n) }
    t.fallbacks.append(location)
    t.faceCount += 1
    return .fallback(t.fallbacks.count - 1)
  }

  /// Scalars shaped with their neighbours rather than drawn, which a face need not have:
  /// joiners and variation selectors; in a text face also the other default ignorables
  /// (HarfBuzz hides them), while an emoji face must have its tags.
  static func needsNoGlyph(_ s: Unicode.Scalar, inEmojiFace emoji: Bool) -> Bool {
    if s.value == 0x200D || (0xFE00...0xFE0F).contains(s.value) { return true }
    return !emoji && s.properties.isDefaultIgnorableCodePoint
  }

  /// One line per problem met since the last call: scalars no installed face draws (with the
  /// Debian package that would bring one), faces that would not open; nil when there is none.
  public func takeMissingReport() -> String? {
    let (scalars, sequences, problems) = tables.withLock { t in
      defer {
        t.unreported.removeAll()
        t.unreportedSequences.removeAll()
        t.problems.removeAll()
      }
      return (t.unreported, t.unreportedSequences, t.problems)
    }
    var lines = problems
    if !scalars.isEmpty { lines.append(ScriptLanguages.missingReport(scalars)) }
    if !sequences.isEmpty { lines.append(ScriptLanguages.noSingleFaceReport(sequences)) }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }
}

/// A font file's bytes: read into memory, or mapped read-only. Freed (unmapped) with the
/// object; `TTF_Font`s opened from them must be closed first.
// @unchecked: immutable after init, and the bytes are only read.
final class FontBytes: @unchecked Sendable {
  let base: UnsafeRawPointer
  let count: Int
  private let mapped: Bool

  /// The whole file, read into memory.
  init(reading path: String) throws {
    guard let data = FileManager.default.contents(atPath: path), data.count <= Int32.max,
      !data.isEmpty
    else { throw SDLError("cannot read font", message: path) }
    let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
    data.copyBytes(to: bytes)
    base = UnsafeRawPointer(bytes.baseAddress!)
    count = data.count
    mapped = false
  }

  /// The whole file, mapped read-only.
  init(mapping path: String) throws {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw SDLError("cannot open font", message: path) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0,
      info.st_size <= Int(Int32.max),
      let p = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, fd, 0), p != MAP_FAILED
    else { throw SDLError("cannot map font", message: path) }
    base = UnsafeRawPointer(p)
    count = Int(info.st_size)
    mapped = true
  }

  deinit {
    if mapped {
      munmap(UnsafeMutableRawPointer(mutating: base), count)
    } else {
      UnsafeMutableRawPointer(mutating: base).deallocate()
    }
  }
}
