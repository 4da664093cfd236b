import TactileCore

/// The pixels of a text atlas's pages, for the software backend (the platform renders and
/// packs the glyphs; see `GlyphAtlas`).
public protocol SoftwareAtlas: AnyObject {
  /// Runs `body` with page `index`'s pixels, if there is such a page. The software backend
  /// calls it from several threads at once while it draws (each only reads the pixels).
  func withPixels(ofPage index: Int, _ body: (PixelSurface) -> Void)
}
