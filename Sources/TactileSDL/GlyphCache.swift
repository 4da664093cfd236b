import CHarfBuzz
import CSDL2
import Foundation
import TactileCore
import TactileSoftware

/// The glyph atlas: each glyph rasterized once by FreeType (from the face SDL_ttf opened, with
/// the hinting it was shaped with) per face, pixel size and quarter-pixel pen position, inside
/// the frame that first draws it, and packed into one page, so that a frame's text is one
/// batch of quads.
///
/// Text glyphs are white (their coverage in alpha) and coloured by the vertices that draw
/// them; colour emoji keep their colours (straight alpha). The page keeps its pixels on the
/// CPU (the software backend draws from them) and, in a window with a GPU, in a texture
/// uploaded rectangle by rectangle. Its top-left `whiteSide × whiteSide` pixels are opaque
/// white: untextured triangles (texture coordinate 0, 0) join the text's batch.
///
/// The page's rows are a ring of shelves (`ShelfRing`): new glyphs are packed at the head,
/// which takes back the rows packed longest ago. A glyph drawn from rows the head is about to
/// take back is copied to the head first, so the glyphs in use stay and only glyphs not drawn
/// for a whole lap are lost: memory is bounded by the page. Owned by the renderer: its texture
/// is destroyed before the renderer is.
final class GlyphCache {
  struct Entry {
    /// The glyph's pixels on the page (empty for a glyph without ink).
    var x: Int32
    var y: Int32
    var width: Int32
    var height: Int32
    /// Pixels from the pen to the left edge, and from the baseline up to the top.
    var left: Int32
    var top: Int32
    /// The frame the entry was last drawn in.
    var lastUsed: UInt64
    /// The pixels with their halvings, kept for colour emoji only: the software backend
    /// scales them itself.
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

    /// Throws `PixelMemory.Shortage` when the pixels cannot be allocated.
    init(width: Int, height: Int) throws {
      self.width = width
      self.height = height
      let base = try PixelMemory.allocate(
        width * height, of: UInt32.self, for: "a \(width)×\(height) glyph atlas page")
      pixels = UnsafeMutableBufferPointer(start: base, count: width * height)
      ring = ShelfRing(width: width, height: height, firstRow: GlyphCache.whiteSide)
      for y in 0..<GlyphCache.whiteSide {
        for x in 0..<GlyphCache.whiteSide { pixels[y * width + x] = 0xFFFF_FFFF }
      }
    }

    deinit { PixelMemory.release(pixels.baseAddress!) }

    /// The page's pixels for the CPU rasterizers (valid while the page lives).
    var surface: PixelSurface {
      PixelSurface(base: pixels.baseAddress!, width: width, height: height, stride: width)
    }
  }

  /// The page's side in pixels (less if the renderer's textures cannot be that large): 16 MB,
  /// some 15 000 glyphs of body text at 1×, the glyphs of every script at 2× many times over.
  static let pageSide = 2048
  /// The opaque white square in the page's top-left corner.
  static let whiteSide = 2

  private(set) var page: Page
  private var entries: [GlyphKey: Entry] = [:]
  private let fonts: FontCache
  /// The renderer textures are made for; nil for a renderer drawing on the CPU only.
  private let renderer: OpaquePointer?
  /// Scratch reused by rasterizing, evictions and moves.
  private var raster: [UInt32] = []
  private var evicted: [GlyphKey] = []
  private var moving: [UInt32] = []

  /// Glyphs rasterized and moved to the head since the cache was made: for tests and the bench.
  private(set) var rasterizedCount = 0
  private(set) var moveCount = 0
  /// The count when the frame began.
  private var rasterizedAtFrameStart = 0
  /// The frame being drawn, for the entries looked up through `GlyphAtlas`.
  var frame: UInt64 = 0

  /// Throws `PixelMemory.Shortage` when the page cannot be allocated.
  init(fonts: FontCache, renderer: OpaquePointer?, maxTextureSide: Int = 0) throws {
    self.fonts = fonts
    self.renderer = renderer
    let side = maxTextureSide > 0 ? min(Self.pageSide, maxTextureSide) : Self.pageSide
    page = try Page(width: side, height: side)
  }

  deinit { destroyTexture() }

  /// Destroys the page's texture (before its renderer goes); it is made again if drawn.
  func destroyTexture() {
    if let t = page.texture { SDL_DestroyTexture(t) }
    page.texture = nil
  }

  var count: Int { entries.count }

  /// Starts counting the glyphs a frame rasterizes.
  func beginCounting() { rasterizedAtFrameStart = rasterizedCount }

  /// The frame's counts so far into `stats`: glyphs held, glyphs rasterized since
  /// `beginCounting`.
  func count(into stats: inout RenderStats) {
    stats.glyphsHeld = count
    stats.glyphsRasterized = rasterizedCount - rasterizedAtFrameStart
  }

  /// The entry for `key`, rasterized and packed on first use; nil when FreeType cannot load
  /// the glyph or it is larger than the page. `beforeOverwriting` is called before pixels
  /// that frame `frame` has already drawn from change (the caller submits what it has
  /// queued); a parameter, not a stored closure, so a call allocates nothing.
  func entry(_ key: GlyphKey, frame: UInt64, beforeOverwriting: () -> Void = {}) -> Entry? {
    if let i = entries.index(forKey: key) {
      let e = entries.values[i]
      if e.width > 0, page.ring.isAboutToBeReclaimed(row: Int(e.y)) {
        return move(e, key: key, frame: frame, beforeOverwriting: beforeOverwriting)
      }
      if e.lastUsed != frame { entries.values[i].lastUsed = frame }
      return e
    }
    guard let glyph = rasterize(key) else { return nil }
    rasterizedCount += 1
    var e = Entry(
      x: 0, y: 0, width: Int32(glyph.width), height: Int32(glyph.height), left: glyph.left,
      top: glyph.top, lastUsed: frame, mipmaps: nil)
    if glyph.width > 0 {
      guard
        let (x, y) = place(
          width: glyph.width, height: glyph.height, frame: frame,
          beforeOverwriting: beforeOverwriting)
      else { return nil }
      raster.withUnsafeMutableBufferPointer { b in
        let source = PixelSurface(
          base: b.baseAddress!, width: glyph.width, height: glyph.height, stride: glyph.width)
        write(source, atX: x, y: y)
        if key.face == .emoji { e.mipmaps = MipmappedImage(source) }
      }
      e.x = Int32(x)
      e.y = Int32(y)
    }
    entries[key] = e
    return e
  }

  /// FreeType's bitmap of `key`'s glyph into `raster` (ARGB, straight alpha): its size and
  /// bearings; width 0 for a glyph without ink.
  private func rasterize(_ key: GlyphKey) -> (width: Int, height: Int, left: Int32, top: Int32)? {
    guard let font = try? fonts.font(key.face, pixelSize: key.pixelSize) else { return nil }
    let face = font.face
    let flags = font.isColor ? OpenFont.colorLoadFlags : OpenFont.lightLoadFlags
    guard FT_Load_Glyph(face, UInt32(key.glyph), flags) == 0, let slot = face.pointee.glyph
    else { return nil }
    if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
      let shift = Int(key.subpixel) * 64 / GlyphKey.subpixelSteps
      if shift != 0 { FT_Outline_Translate(&slot.pointee.outline, shift, 0) }
      guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
    }
    let bitmap = slot.pointee.bitmap
    let (w, h) = (Int(bitmap.width), Int(bitmap.rows))
    let bearings = (Int32(slot.pointee.bitmap_left), Int32(slot.pointee.bitmap_top))
    guard w > 0, h > 0, let buffer = bitmap.buffer else {
      return (0, 0, bearings.0, bearings.1)
    }
    raster.removeAll(keepingCapacity: true)
    raster.reserveCapacity(w * h)
    let pitch = Int(bitmap.pitch)
    for row in 0..<h {
      let line = buffer + row * pitch
      switch Int32(bitmap.pixel_mode) {
      case Int32(FT_PIXEL_MODE_BGRA.rawValue):
        for x in 0..<w { raster.append(Self.straight(line + 4 * x)) }
      case Int32(FT_PIXEL_MODE_MONO.rawValue):
        for x in 0..<w {
          let on = (line[x >> 3] >> (7 - UInt8(x & 7))) & 1 == 1
          raster.append(on ? 0xFFFF_FFFF : 0x00FF_FFFF)
        }
      default:
        for x in 0..<w { raster.append(UInt32(line[x]) << 24 | 0x00FF_FFFF) }
      }
    }
    return (w, h, bearings.0, bearings.1)
  }

  /// A premultiplied BGRA pixel (FreeType's colour bitmaps) as straight-alpha ARGB.
  private static func straight(_ p: UnsafeMutablePointer<UInt8>) -> UInt32 {
    let a = UInt32(p[3])
    guard a > 0 else { return 0 }
    func channel(_ c: UInt8) -> UInt32 { min((UInt32(c) * 255 + a / 2) / a, 255) }
    return a << 24 | channel(p[2]) << 16 | channel(p[1]) << 8 | channel(p[0])
  }

  /// Copies entry `e`'s pixels to the head of the ring (before its rows are taken back).
  private func move(
    _ e: Entry, key: GlyphKey, frame: UInt64, beforeOverwriting: () -> Void
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
      let (x, y) = place(width: w, height: h, frame: frame, beforeOverwriting: beforeOverwriting)
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

  /// Room for `width × height` pixels at the ring's head; the entries whose rows it takes
  /// back are forgotten. Nil for a glyph larger than the page.
  private func place(
    width: Int, height: Int, frame: UInt64, beforeOverwriting: () -> Void
  ) -> (Int, Int)? {
    guard page.ring.fits(width: width, height: height),
      let placed = page.ring.insert(width: width, height: height)
    else { return nil }
    if let rows = placed.reclaimed {
      forget(rows: rows, frame: frame, beforeOverwriting: beforeOverwriting)
    }
    return (placed.x, placed.y)
  }

  /// Forgets the entries on `rows`.
  private func forget(rows: Range<Int>, frame: UInt64, beforeOverwriting: () -> Void) {
    evicted.removeAll(keepingCapacity: true)
    var drawn = false
    for (k, e) in entries
    where e.width > 0 && Int(e.y) < rows.upperBound && Int(e.y + e.height) > rows.lowerBound {
      evicted.append(k)
      drawn = drawn || e.lastUsed == frame
    }
    if drawn { beforeOverwriting() }
    for k in evicted { entries[k] = nil }
    evicted.removeAll(keepingCapacity: true)
    #if DEBUG
      checkInvariants(afterTakingBack: rows)
    #endif
  }

  #if DEBUG
    /// Stops the program if an entry still lies on rows just taken back, or outside the page's
    /// packed rows. Checked in debug builds at every reclaim.
    private func checkInvariants(afterTakingBack rows: Range<Int>) {
      for (k, e) in entries where e.width > 0 {
        let top = Int(e.y)
        let bottom = top + Int(e.height)
        precondition(
          top >= page.ring.firstRow && bottom <= page.height && Int(e.x + e.width) <= page.width,
          "GlyphCache: \(k) lies outside the page")
        precondition(
          bottom <= rows.lowerBound || top >= rows.upperBound,
          "GlyphCache: \(k) kept on rows \(rows) taken back")
      }
    }
  #endif
}

/// The cache as the glyph atlas of a frame's batches (`BatchList`) and of the software
/// backend.
extension GlyphCache: GlyphAtlas, SoftwareAtlas {
  func glyph(_ key: GlyphKey, beforeChangingUsedPixels: () -> Void) -> GlyphAtlasEntry? {
    guard let e = entry(key, frame: frame, beforeOverwriting: beforeChangingUsedPixels) else {
      return nil
    }
    return GlyphAtlasEntry(
      page: 0,
      box: PixelBox(x0: Int(e.x), y0: Int(e.y), x1: Int(e.x + e.width), y1: Int(e.y + e.height)),
      left: e.left, top: e.top,
      pixelSize: key.face == .emoji ? FontCache.emojiOpenSize : key.pixelSize, image: e.mipmaps)
  }

  func size(ofPage index: Int) -> (width: Int, height: Int) { (page.width, page.height) }

  func prepare(_ entry: GlyphAtlasEntry, shownAt width: Float, _ height: Float) {
    (entry.image as? MipmappedImage)?.prepare(shownAt: width, height)
  }

  func withPixels(ofPage index: Int, _ body: (PixelSurface) -> Void) {
    guard index == 0 else { return }
    body(page.surface)
  }
}
