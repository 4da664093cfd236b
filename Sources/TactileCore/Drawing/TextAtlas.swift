/// Where a text run or an emoji lies on the pages of a text atlas: the platform renders and
/// shapes text, packs it into a few square pages, and `BatchList` turns text commands into
/// quads sampling them.
public protocol TextAtlas: AnyObject {
  /// The entry of `text` in `face` shaped as `shaping` says, rasterized at `pixelSize` pixels
  /// (colour emoji are kept at one size of their own, scaled when drawn), rendered and packed
  /// on first use; nil when it cannot be drawn. Before it changes pixels that entries handed out since the frame began
  /// lie on (a page's rows taken back), it calls `beforeChangingUsedPixels`, so that what was
  /// built from them is drawn first.
  func entry(
    _ text: String, face: FontFace, shaping: TextShaping, pixelSize: Int32,
    beforeChangingUsedPixels: () -> Void
  ) -> TextAtlasEntry?
  /// The size of page `index` in pixels (texture coordinates are fractions of it).
  func size(ofPage index: Int) -> (width: Int, height: Int)
  /// Says that the emoji `entry` will be drawn `width × height` pixels large from a
  /// whole-pixel origin (in a line of text, whose size stays while it scrolls): an atlas whose
  /// backend scales emoji itself may scale it once now rather than every frame.
  func prepare(_ entry: TextAtlasEntry, shownAt width: Float, _ height: Float)
}

extension TextAtlas {
  public func prepare(_ entry: TextAtlasEntry, shownAt width: Float, _ height: Float) {}
}

/// A run's pixels on an atlas page. Text is white (its coverage in alpha), coloured by the
/// vertices that draw it; emoji keep their colours.
public struct TextAtlasEntry {
  /// The factor an emoji rasterized at `rasterSize` pixels is scaled by to be shown in text
  /// of `pixelSize` pixels.
  public static func emojiScale(shownAt pixelSize: Int32, rasterizedAt rasterSize: Int32) -> Float {
    Float(pixelSize) / Float(max(1, rasterSize))
  }

  /// The page, and the run's box of pixels on it.
  public var page: Int
  public var box: PixelBox
  /// Pixels from the run's top to its baseline, at `pixelSize`.
  public var ascent: Int32
  /// The size the run was rasterized at (for emoji, their own size).
  public var pixelSize: Int32
  /// The platform's own copy of the pixels for a backend that scales them itself (the colour
  /// emoji's mipmaps for the software backend); opaque to Core.
  public var image: AnyObject?

  public init(page: Int, box: PixelBox, ascent: Int32, pixelSize: Int32, image: AnyObject? = nil) {
    self.page = page
    self.box = box
    self.ascent = ascent
    self.pixelSize = pixelSize
    self.image = image
  }
}
