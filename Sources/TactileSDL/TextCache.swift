import CSDL2
import CSDL2TTF
import Foundation
import TactileCore
import TactileSoftware

/// Text runs and colour emoji, rendered once by SDL_ttf (which shapes them) and packed into one
/// atlas page, so that a frame's text is one batch instead of one texture per run.
///
/// Text is rendered white (its coverage in alpha) and coloured by the vertices that draw it;
/// emoji keep their own colours. The page keeps its pixels on the CPU (the software backend
/// draws from them) and, in a window, in a texture uploaded rectangle by rectangle. Its top
/// left `whiteSide × whiteSide` pixels are opaque white: untextured triangles (texture
/// coordinate 0, 0) join the text's batch.
///
/// The page's rows are a ring of shelves (`ShelfRing`): new runs are packed at the head, which
/// takes back the rows of the runs packed longest ago. A run drawn from the rows the head is
/// about to take back is copied to the head first (its pixels, not rendered again), so the
/// runs in use stay, and only runs not drawn for a whole lap are lost: memory is bounded by the
/// page, and scrolling a long text renders each line once while it is in view. Owned by the
/// `Renderer`: its texture is destroyed before the renderer is.
final class TextCache {
  struct Entry {
    /// The run's pixels on the page.
    var x: Int32
    var y: Int32
    var width: Int32
    var height: Int32
    /// Pixels from the run's top to the baseline (at the entry's own scale).
    var ascent: Int32
    /// The frame the entry was last drawn in.
    var lastUsed: UInt64
    /// The rendered pixels with their halvings, kept for colour emoji only: the CPU path of a
    /// headless renderer scales them itself.
    var mipmaps: MipmappedImage?
  }

  /// The atlas page: CPU pixels (ARGB, straight alpha) and, once drawn in a window, a texture.
  final class Page {
    let width: Int
    let height: Int
    /// Zeroed (`PixelMemory.allocate`): the system makes its memory resident only as rows are
    /// used.
    let pixels: UnsafeMutableBufferPointer<UInt32>
    var ring: ShelfRing
    var texture: OpaquePointer?
    /// Rows from the top asked to be made resident so far (`keepResidentAhead`).
    var residentRows = 0

    /// Throws `PixelMemory.Shortage` when the pixels cannot be allocated.
    init(width: Int, height: Int) throws {
      self.width = width
      self.height = height
      let base = try PixelMemory.allocate(
        width * height, of: UInt32.self, for: "a \(width)×\(height) text atlas page")
      pixels = UnsafeMutableBufferPointer(start: base, count: width * height)
      ring = ShelfRing(width: width, height: height, firstRow: TextCache.whiteSide)
      for y in 0..<TextCache.whiteSide {
        for x in 0..<TextCache.whiteSide { pixels[y * width + x] = 0xFFFF_FFFF }
      }
    }

    deinit { PixelMemory.release(pixels.baseAddress!) }

    /// The page's pixels for the CPU rasterizers (valid while the page lives).
    var surface: PixelSurface {
      PixelSurface(base: pixels.baseAddress!, width: width, height: height, stride: width)
    }
  }

  /// A run: its text, face, shaping, and the pixel size SDL_ttf opens the face at.
  ///
  /// Texts are equal when their UTF-8 bytes are (what SDL_ttf renders), and are hashed as
  /// bytes: a `String`'s own hashing and equality first bring it to a canonical form, several
  /// times the cost for text read from a file, and the frame hashes the ~50 runs it notes as
  /// upcoming every frame a scroll moves.
  struct Key: Hashable {
    var text: String
    var face: FontFace
    var shaping: TextShaping = .plain
    var pixelSize: Int32

    static func == (a: Key, b: Key) -> Bool {
      guard a.face == b.face, a.pixelSize == b.pixelSize, a.shaping == b.shaping else {
        return false
      }
      var x = a.text
      var y = b.text
      return x.withUTF8 { p in
        y.withUTF8 { q in
          p.count == q.count && (p.isEmpty || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0)
        }
      }
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(face)
      hasher.combine(shaping)
      hasher.combine(pixelSize)
      var text = text
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }

  /// The page's least width and its height, in pixels (less if the renderer's textures cannot
  /// be that large): 8 Mpx (32 MB), about a dozen screens of text at 1280×800 and two and a
  /// half at 3840×2160. A run wider than the page makes it as wide as the next power of two
  /// (up to `maxWidth`), emptied.
  static let minWidth = 2048
  static let pageHeight = 4096
  static let maxWidth = 8192
  /// The opaque white square in the page's top-left corner.
  static let whiteSide = 2

  private(set) var page: Page
  private var entries: [Key: Entry] = [:]
  private let fonts: FontCache
  /// Renders the runs the next frames will likely draw, beside the frames.
  private let prerenderer: TextPrerenderer
  /// The renderer textures are made for; nil for a renderer drawing on the CPU only.
  private let renderer: OpaquePointer?
  /// The largest texture the renderer makes (0: no limit).
  private let maxTextureSide: Int
  /// Scratch reused by evictions and moves.
  private var evicted: [Key] = []
  private var moving: [UInt32] = []

  /// Runs rendered by the frames (drawn for the first time, or again after they were lost),
  /// taken rendered ahead of time, and moved to the head, since the cache was made: for tests
  /// and the bench.
  private(set) var renderCount = 0
  private(set) var moveCount = 0
  var prerenderedCount: Int { prerenderer.takenCount }
  /// The counts when the frame began.
  private var countsAtFrameStart = (rendered: 0, prerendered: 0)

  /// Starts counting the runs a frame renders.
  func beginCounting() { countsAtFrameStart = (renderCount, prerenderedCount) }

  /// The frame's counts so far into `stats`: entries held, runs rendered and taken rendered
  /// ahead since `beginCounting`.
  func count(into stats: inout RenderStats) {
    stats.textTextures = count
    stats.runsRendered = renderCount - countsAtFrameStart.rendered
    stats.runsRenderedAhead = prerenderedCount - countsAtFrameStart.prerendered
  }
  /// The frame being drawn, for the entries looked up through `TextAtlas`.
  var frame: UInt64 = 0

  /// Throws `PixelMemory.Shortage` when the first page cannot be allocated.
  init(fonts: FontCache, renderer: OpaquePointer?, maxTextureSide: Int = 0) throws {
    self.fonts = fonts
    self.renderer = renderer
    self.maxTextureSide = maxTextureSide
    prerenderer = TextPrerenderer(fonts: fonts)
    page = try Page(
      width: TextCache.clamped(TextCache.minWidth, maxTextureSide),
      height: TextCache.clamped(TextCache.pageHeight, maxTextureSide))
  }

  /// `side`, or less when the renderer's textures cannot be that large.
  private static func clamped(_ side: Int, _ maxTextureSide: Int) -> Int {
    maxTextureSide > 0 ? min(side, maxTextureSide) : side
  }

  func removeAll() {
    if let t = page.texture { SDL_DestroyTexture(t) }
    page.texture = nil
    entries.removeAll()
  }

  deinit { removeAll() }

  /// The entry for `text` in `face` shaped as `shaping` says at `pixelSize`, rendered and
  /// packed on first use; nil when
  /// SDL_ttf cannot render it or it is wider than the widest page. `beforeOverwriting` is
  /// called before pixels that frame `frame` has already drawn from change (the caller submits
  /// what it has queued); a parameter, not a stored closure, so a call allocates nothing.
  func entry(
    _ text: String, face: FontFace, shaping: TextShaping = .plain, pixelSize: Int32,
    frame: UInt64, beforeOverwriting: () -> Void = {}
  ) -> Entry? {
    let key = Key(
      text: text, face: face, shaping: face == .emoji ? .plain : shaping,
      pixelSize: FontCache.openSize(face, pixelSize))
    if let i = entries.index(forKey: key) {
      var e = entries.values[i]
      if page.ring.isAboutToBeReclaimed(row: Int(e.y)) {
        return move(e, key: key, frame: frame, beforeOverwriting: beforeOverwriting)
      }
      if e.lastUsed != frame {
        // Through the index: the key is hashed once.
        e.lastUsed = frame
        entries.values[i].lastUsed = frame
      }
      return e
    }
    let s: UnsafeMutablePointer<SDL_Surface>
    let fontAscent: Int32
    var keptRows: Range<Int>? = nil
    var mipmaps: MipmappedImage? = nil
    if let ahead = prerenderer.take(key) {
      s = ahead.surface
      fontAscent = ahead.ascent
      keptRows = ahead.rows
      mipmaps = ahead.mipmaps
    } else {
      guard let font = try? fonts.font(face, pixelSize: key.pixelSize, shaping: key.shaping),
        let rendered = TextPrerenderer.render(text, face: face, font: font)
      else { return nil }
      s = rendered
      fontAscent = TTF_FontAscent(font)
      renderCount += 1
    }
    defer { SDL_FreeSurface(s) }
    guard let whole = Self.pixels(of: s) else { return nil }
    let rows = keptRows ?? TextPrerenderer.keptRows(of: whole, face: face)
    let source = whole.rows(rows)
    // The rows kept start `rows.lowerBound` below the surface's top.
    let ascent = fontAscent - Int32(rows.lowerBound)
    let (w, h) = (source.width, source.height)
    guard
      let (x, y) = place(
        width: w, height: h, frame: frame, beforeOverwriting: beforeOverwriting)
    else { return nil }
    write(source, atX: x, y: y)
    let e = Entry(
      x: Int32(x), y: Int32(y), width: Int32(w), height: Int32(h),
      ascent: ascent, lastUsed: frame,
      mipmaps: face == .emoji ? mipmaps ?? MipmappedImage(source) : nil)
    entries[key] = e
    return e
  }

  /// Has `runs` (nearest first), those not held yet, rendered ahead of time at `scale` pixels
  /// per point, beside the frames; no runs stops that work.
  func prerender(_ runs: [UpcomingRun], scale: Float) {
    prerenderer.want(runs, scale: scale) { entries[$0] != nil }
  }

  /// Waits until the runs asked for are rendered ahead (or as many as may wait): for tests.
  func waitForPrerendering() { prerenderer.waitUntilIdle() }
  /// Runs rendered on the prerenderer's thread (taken or not): for tests.
  var renderedAheadCount: Int { prerenderer.renderedByThread }

  /// Copies entry `e`'s pixels to the head of the ring (before its rows are taken back).
  private func move(
    _ e: Entry, key: Key, frame: UInt64, beforeOverwriting: () -> Void
  ) -> Entry? {
    // Its old pixels may be queued already this frame, and the head may take them back.
    if e.lastUsed == frame { beforeOverwriting() }
    let w = Int(e.width)
    let h = Int(e.height)
    moving.removeAll(keepingCapacity: true)
    for row in 0..<h {
      let start = (Int(e.y) + row) * page.width + Int(e.x)
      moving.append(contentsOf: page.pixels[start..<(start + w)])
    }
    entries[key] = nil
    guard
      let (x, y) = place(
        width: w, height: h, frame: frame, beforeOverwriting: beforeOverwriting)
    else { return nil }
    moving.withUnsafeMutableBufferPointer { b in
      write(PixelSurface(base: b.baseAddress!, width: w, height: h, stride: w), atX: x, y: y)
    }
    moveCount += 1
    var moved = e
    moved.x = Int32(x)
    moved.y = Int32(y)
    moved.lastUsed = frame
    entries[key] = moved
    return moved
  }

  /// Copies `source` to the page at (`x`, `y`) with a clear border of the ring's padding,
  /// and to the texture if there is one.
  /// The pixels of an ARGB8888 `surface` (as `TextPrerenderer.render` makes them); nil when
  /// it is empty.
  static func pixels(of surface: UnsafeMutablePointer<SDL_Surface>) -> PixelSurface? {
    let (w, h) = (Int(surface.pointee.w), Int(surface.pointee.h))
    guard w > 0, h > 0, let pixels = surface.pointee.pixels else { return nil }
    return PixelSurface(
      base: pixels.assumingMemoryBound(to: UInt32.self), width: w, height: h,
      stride: Int(surface.pointee.pitch) / 4)
  }

  private func write(_ source: PixelSurface, atX x: Int, y: Int) {
    let pad = page.ring.padding
    let x0 = max(0, x - pad)
    let x1 = min(page.width, x + source.width + pad)
    let y0 = max(0, y - pad)
    let y1 = min(page.height, y + source.height + pad)
    let width = page.width
    let base = page.pixels.baseAddress!
    for row in y0..<y1 {
      let line = base + row * width
      if row < y || row >= y + source.height {
        (line + x0).update(repeating: 0, count: x1 - x0)
        continue
      }
      (line + x0).update(repeating: 0, count: x - x0)
      (line + x).update(from: source.row(row - y), count: source.width)
      (line + x + source.width).update(repeating: 0, count: x1 - x - source.width)
    }
    if let t = page.texture {
      var r = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
      _ = SDL_UpdateTexture(t, &r, base + y0 * width + x0, Int32(width * 4))
    }
  }

  /// The page's texture, made (from its pixels) on first use.
  func texture() -> OpaquePointer? {
    if let t = page.texture { return t }
    guard let renderer,
      let t = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(page.width), Int32(page.height))
    else { return nil }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
    // Emoji are drawn scaled: filtered. Text is drawn at one texel per pixel.
    SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
    _ = SDL_UpdateTexture(t, nil, page.pixels.baseAddress, Int32(page.width * 4))
    page.texture = t
    return t
  }

  /// Room for `width × height` pixels at the ring's head (on a wider page when it is wider
  /// than this one); the entries whose rows it takes back are forgotten.
  private func place(
    width: Int, height: Int, frame: UInt64, beforeOverwriting: () -> Void
  ) -> (Int, Int)? {
    if !page.ring.fits(width: width, height: height) {
      let needed = width + 2 * page.ring.padding
      var w = TextCache.minWidth
      while w < needed { w *= 2 }
      guard w <= TextCache.clamped(TextCache.maxWidth, maxTextureSide), w > page.width else {
        return nil
      }
      guard let wider = newPage(width: w) else { return nil }
      beforeOverwriting()
      removeAll()
      page = wider
      guard page.ring.fits(width: width, height: height) else { return nil }
    }
    guard let placed = page.ring.insert(width: width, height: height) else { return nil }
    if let rows = placed.reclaimed {
      forget(rows: rows, frame: frame, beforeOverwriting: beforeOverwriting)
    }
    keepResidentAhead(ofRow: placed.y + height)
    return (placed.x, placed.y)
  }

  /// The page's pixels are zeroed memory that the system provides a 4 KB page at a time, when
  /// each is first written: on the ring's first lap over the page, a frame that packed runs on
  /// rows never used before stopped for a few hundred of those (0.1–0.3 ms). Once the head is
  /// past the first `residentAhead` rows (more than a page at rest uses), the rows up to
  /// `2 × residentAhead` past it are made resident by the prerenderer's thread beforehand
  /// whenever fewer than `residentAhead` past it have been, so that memory still grows with
  /// the rows used. (The page's address goes to the thread, not the page: should the page be
  /// replaced first, the call fails or makes other memory resident, changing no byte.)
  private func keepResidentAhead(ofRow row: Int) {
    guard row >= Self.residentAhead, page.residentRows < page.height,
      row + Self.residentAhead > page.residentRows
    else { return }
    let rows = max(row, page.residentRows)..<min(page.height, row + 2 * Self.residentAhead)
    page.residentRows = rows.upperBound
    let rowBytes = page.width * MemoryLayout<UInt32>.stride
    prerenderer.makeResident(
      start: UInt(bitPattern: page.pixels.baseAddress) + UInt(rows.lowerBound * rowBytes),
      length: rows.count * rowBytes)
  }

  /// Rows kept resident ahead of the ring's head on its first lap (4 MB of a 2048 px page,
  /// about a screen of new lines at 1280×800).
  static let residentAhead = 512

  /// Forgets the entries on `rows`.
  private func forget(rows: Range<Int>, frame: UInt64, beforeOverwriting: () -> Void) {
    evicted.removeAll(keepingCapacity: true)
    var drawn = false
    for (k, e) in entries where Int(e.y) < rows.upperBound && Int(e.y + e.height) > rows.lowerBound
    {
      evicted.append(k)
      drawn = drawn || e.lastUsed == frame
    }
    if drawn { beforeOverwriting() }
    for k in evicted { entries[k] = nil }
    evicted.removeAll(keepingCapacity: true)
  }

  /// An empty page `width` pixels wide, or nil (the shortage reported to `PixelMemory`) when
  /// it cannot be allocated.
  private func newPage(width: Int) -> Page? {
    do {
      return try Page(width: width, height: TextCache.clamped(TextCache.pageHeight, maxTextureSide))
    } catch let s as PixelMemory.Shortage {
      PixelMemory.report(s)
    } catch {}
    return nil
  }

  var count: Int { entries.count }
}
