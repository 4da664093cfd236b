import CSDL2
import CSDL2TTF
import TactileCore

/// Text runs and colour emoji, rendered once by SDL_ttf (which shapes them) and packed into a
/// few square atlas pages, so that a frame's text is drawn in a handful of batches instead of
/// one texture per run.
///
/// Text is rendered white (its coverage in alpha) and coloured by the vertices that draw it;
/// emoji keep their own colours. Every page keeps its pixels on the CPU (the headless renderer
/// draws from them) and, in a window, in a texture uploaded rectangle by rectangle. The top
/// left `whiteSide × whiteSide` pixels of every page are opaque white: untextured triangles
/// (texture coordinate 0, 0) can join a batch of any page. When the pages are full, the page
/// used least recently is emptied and reused. Owned by the `Renderer`: its textures are
/// destroyed before the renderer is.
final class TextCache {
  struct Entry {
    /// Index of the page the run lies on, and its pixels there.
    var page: Int
    var x: Int32
    var y: Int32
    var width: Int32
    var height: Int32
    /// Pixels from the run's top to the baseline (at the entry's own scale).
    var ascent: Int32
    var lastUsed: UInt64
    /// The rendered pixels with their halvings, kept for colour emoji only: the CPU path of a
    /// headless renderer scales them itself.
    var mipmaps: MipmappedImage?
  }

  /// One atlas page: CPU pixels (ARGB, straight alpha) and, once drawn in a window, a texture.
  final class Page {
    let side: Int
    var pixels: [UInt32]
    var packer: ShelfPacker
    var texture: OpaquePointer?
    var lastUsed: UInt64 = 0

    init(side: Int) {
      self.side = side
      pixels = [UInt32](repeating: 0, count: side * side)
      packer = ShelfPacker(side: side, reservedRows: TextCache.whiteSide)
      paintWhite()
    }

    /// The opaque white corner untextured triangles sample.
    func paintWhite() {
      for y in 0..<TextCache.whiteSide {
        for x in 0..<TextCache.whiteSide { pixels[y * side + x] = 0xFFFF_FFFF }
      }
    }

    /// The page's pixels for the CPU rasterizers (valid while the page lives and is not
    /// resized; pages never are).
    func withSurface<R>(_ body: (PixelSurface) -> R) -> R {
      pixels.withUnsafeMutableBufferPointer { p in
        body(PixelSurface(base: p.baseAddress!, width: side, height: side, stride: side))
      }
    }
  }

  private struct Key: Hashable {
    var text: String
    var face: FontFace
    var pixelSize: Int32
  }

  /// Pixels on a page's side.
  static let pageSide = 2048
  /// The opaque white square in every page's top-left corner.
  static let whiteSide = 2
  /// Most pages of `pageSide` kept at once (a run larger than a page gets a page of its own,
  /// counted too).
  static let maxPages = 4

  private(set) var pages: [Page] = []
  private var entries: [Key: Entry] = [:]
  private let fonts: FontCache
  /// The renderer textures are made for; nil for a renderer drawing on the CPU only.
  private let renderer: OpaquePointer?

  init(fonts: FontCache, renderer: OpaquePointer?) {
    self.fonts = fonts
    self.renderer = renderer
  }

  func removeAll() {
    for p in pages { if let t = p.texture { SDL_DestroyTexture(t) } }
    pages.removeAll()
    entries.removeAll()
  }

  deinit { removeAll() }

  /// Called before a page's pixels change: the renderer submits what it has queued.
  var willChangePage: (Int) -> Void = { _ in }

  /// The entry for `text` in `face` at `pixelSize`, rendered and packed on first use.
  func entry(_ text: String, face: FontFace, pixelSize: Int32, frame: UInt64) -> Entry? {
    let size = face == .emoji ? FontCache.emojiOpenSize : pixelSize
    let key = Key(text: text, face: face, pixelSize: size)
    if var e = entries[key] {
      if e.lastUsed != frame {
        // Stored back whole: the optional-chaining `_modify` path allocates a coroutine frame.
        e.lastUsed = frame
        entries[key] = e
        pages[e.page].lastUsed = frame
      }
      return e
    }
    guard let font = try? fonts.font(face, pixelSize: size) else { return nil }
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    guard let rendered = text.withCString({ TTF_RenderUTF8_Blended(font, $0, white) }) else {
      return nil
    }
    defer { SDL_FreeSurface(rendered) }
    guard
      let s = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
    else { return nil }
    defer { SDL_FreeSurface(s) }
    let w = Int(s.pointee.w)
    let h = Int(s.pointee.h)
    guard w > 0, h > 0, let pixels = s.pointee.pixels,
      let (page, x, y) = place(width: w, height: h, frame: frame)
    else { return nil }
    willChangePage(page)
    let source = PixelSurface(
      base: pixels.assumingMemoryBound(to: UInt32.self), width: w, height: h,
      stride: Int(s.pointee.pitch) / 4)
    let p = pages[page]
    p.pixels.withUnsafeMutableBufferPointer { dst in
      for row in 0..<h {
        (dst.baseAddress! + (y + row) * p.side + x).update(from: source.row(row), count: w)
      }
    }
    if let t = p.texture {
      var r = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(w), h: Int32(h))
      p.pixels.withUnsafeBufferPointer { b in
        _ = SDL_UpdateTexture(t, &r, b.baseAddress! + y * p.side + x, Int32(p.side * 4))
      }
    }
    p.lastUsed = frame
    let e = Entry(
      page: page, x: Int32(x), y: Int32(y), width: Int32(w), height: Int32(h),
      ascent: TTF_FontAscent(font), lastUsed: frame,
      mipmaps: face == .emoji ? MipmappedImage(source) : nil)
    entries[key] = e
    return e
  }

  /// The texture of page `index`, made (from its pixels) on first use.
  func texture(ofPage index: Int) -> OpaquePointer? {
    let p = pages[index]
    if let t = p.texture { return t }
    guard let renderer,
      let t = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(p.side), Int32(p.side))
    else { return nil }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
    // Emoji are drawn scaled: filtered. Text is drawn at one texel per pixel.
    SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
    p.pixels.withUnsafeBufferPointer { b in
      _ = SDL_UpdateTexture(t, nil, b.baseAddress, Int32(p.side * 4))
    }
    p.texture = t
    return t
  }

  /// Room for `width × height` pixels: on a page with space, on a new page, or on the page
  /// used least recently, emptied.
  private func place(width: Int, height: Int, frame: UInt64) -> (Int, Int, Int)? {
    for (i, p) in pages.enumerated() where p.side == TextCache.pageSide {
      if let (x, y) = p.packer.insert(width: width, height: height) { return (i, x, y) }
    }
    let side = max(
      TextCache.pageSide, width + 2 + TextCache.whiteSide, height + 2 + TextCache.whiteSide)
    let index: Int
    if pages.count < TextCache.maxPages {
      pages.append(Page(side: side))
      index = pages.count - 1
    } else {
      guard let oldest = pages.indices.min(by: { pages[$0].lastUsed < pages[$1].lastUsed })
      else { return nil }
      index = oldest
      empty(page: index, side: side)
    }
    guard let (x, y) = pages[index].packer.insert(width: width, height: height) else {
      return nil
    }
    return (index, x, y)
  }

  /// Forgets every entry on page `index` and clears it (to a new side when it differs).
  private func empty(page index: Int, side: Int) {
    willChangePage(index)
    for (k, e) in entries where e.page == index { entries[k] = nil }
    let old = pages[index]
    if old.side != side {
      if let t = old.texture { SDL_DestroyTexture(t) }
      pages[index] = Page(side: side)
      return
    }
    old.pixels.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    old.paintWhite()
    old.packer.removeAll(reservedRows: TextCache.whiteSide)
    if let t = old.texture {
      old.pixels.withUnsafeBufferPointer { b in
        _ = SDL_UpdateTexture(t, nil, b.baseAddress, Int32(old.side * 4))
      }
    }
  }

  var count: Int { entries.count }
}
