/// Where glyphs lie on the pages of a glyph atlas: the platform rasterizes each glyph once per
/// face, size and sub-pixel position (as Dear ImGui's and every browser's glyph caches do),
/// packs it into a page on first use, inside the frame that asks, and `BatchList` turns text
/// commands into quads sampling the pages.
public protocol GlyphAtlas: AnyObject {
  /// The entry of `key`'s glyph, rasterized and packed on first use; nil when it cannot be
  /// drawn. Before it changes pixels that entries handed out since the frame began lie on
  /// (a full page emptied), it calls `beforeChangingUsedPixels`, so that what was built from
  /// them is drawn first.
  func glyph(_ key: GlyphKey, beforeChangingUsedPixels: () -> Void) -> GlyphAtlasEntry?
  /// The size of page `index` in pixels (texture coordinates are fractions of it).
  func size(ofPage index: Int) -> (width: Int, height: Int)
  /// Says that the emoji `entry` will be drawn `width × height` pixels large from a
  /// whole-pixel origin (in a line of text, whose size stays while it scrolls): an atlas whose
  /// backend scales emoji itself may scale it once now rather than every frame.
  func prepare(_ entry: GlyphAtlasEntry, shownAt width: Float, _ height: Float)
}

extension GlyphAtlas {
  public func prepare(_ entry: GlyphAtlasEntry, shownAt width: Float, _ height: Float) {}
}

/// A glyph as an atlas keeps it: which glyph of which face, at what size and where in a pixel
/// its pen stands.
public struct GlyphKey: Hashable, Sendable {
  /// Pen positions per pixel a glyph is rasterized at: a glyph at x = 10.3 px is the glyph
  /// rasterized a quarter pixel right, drawn from pixel 10.
  public static let subpixelSteps = 4

  public var face: FontFace
  /// The size in pixels (colour emoji are rasterized at a size of their own and scaled).
  public var pixelSize: Int32
  /// The glyph index in the face.
  public var glyph: UInt16
  /// The pen's position past a whole pixel, in `1 / subpixelSteps` of a pixel.
  public var subpixel: UInt8

  @inlinable public init(face: FontFace, pixelSize: Int32, glyph: UInt16, subpixel: UInt8 = 0) {
    self.face = face
    self.pixelSize = pixelSize
    self.glyph = glyph
    self.subpixel = subpixel
  }
}

/// A glyph's pixels on an atlas page. Text glyphs are white (their coverage in alpha),
/// coloured by the vertices that draw them; emoji keep their colours.
public struct GlyphAtlasEntry {
  /// The page, and the glyph's box of pixels on it (empty for a glyph without ink: a space).
  public var page: Int
  public var box: PixelBox
  /// Pixels from the pen to the box's left edge, and from the baseline up to its top.
  public var left: Int32
  public var top: Int32
  /// The size the glyph was rasterized at (for emoji, their own size).
  public var pixelSize: Int32
  /// The platform's own copy of the pixels for a backend that scales them itself (the colour
  /// emoji's mipmaps for the software backend); opaque to Core.
  public var image: AnyObject?

  public init(
    page: Int, box: PixelBox, left: Int32, top: Int32, pixelSize: Int32, image: AnyObject? = nil
  ) {
    self.page = page
    self.box = box
    self.left = left
    self.top = top
    self.pixelSize = pixelSize
    self.image = image
  }

  /// The factor an emoji rasterized at `rasterSize` pixels is scaled by to be shown in text
  /// of `pixelSize` pixels.
  public static func emojiScale(shownAt pixelSize: Int32, rasterizedAt rasterSize: Int32) -> Float {
    Float(pixelSize) / Float(max(1, rasterSize))
  }
}
