import TactileCore
import TactileSoftware

/// The cache as the text atlas of a frame's batches (`BatchList`) and of the software
/// backend.
extension TextCache: TextAtlas, SoftwareAtlas {
  func entry(
    _ text: String, face: FontFace, shaping: TextShaping, pixelSize: Int32,
    beforeChangingUsedPixels: () -> Void
  ) -> TextAtlasEntry? {
    guard
      let e = entry(
        text, face: face, shaping: shaping, pixelSize: pixelSize, frame: frame,
        beforeOverwriting: beforeChangingUsedPixels)
    else { return nil }
    return TextAtlasEntry(
      page: 0,
      box: PixelBox(
        x0: Int(e.x), y0: Int(e.y), x1: Int(e.x + e.width), y1: Int(e.y + e.height)),
      ascent: e.ascent, pixelSize: face == .emoji ? FontCache.emojiOpenSize : pixelSize,
      image: e.mipmaps)
  }

  func size(ofPage index: Int) -> (width: Int, height: Int) { (page.width, page.height) }

  func prepare(_ entry: TextAtlasEntry, shownAt width: Float, _ height: Float) {
    (entry.image as? MipmappedImage)?.prepare(shownAt: width, height)
  }

  func withPixels(ofPage index: Int, _ body: (PixelSurface) -> Void) {
    guard index == 0 else { return }
    body(page.surface)
  }
}
