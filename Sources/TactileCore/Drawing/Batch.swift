/// What the triangles of a batch sample.
public enum BatchTexture {
  /// No texture: shapes only.
  case untextured
  /// A page of the text atlas (`GlyphAtlas`); the batch's shapes sample its opaque white corner
  /// (texture coordinate 0, 0), so shapes and the text of one page are one batch.
  case atlasPage(Int)
  /// A CPU pixel buffer (the ink, the tuning panel's font atlas), uploaded by a backend that
  /// needs a texture when its `generation` changed.
  case pixels(PixelBuffer)
  /// A window-sized offscreen layer drawn earlier (this frame or before).
  case layer(LayerID)
}

/// One entry of a `BatchList`: a draw call (triangles with one texture under one clip), a
/// clear, or the start or end of drawing into a layer.
public struct Batch {
  public enum Kind {
    /// Draws `BatchList.mesh.indices[indices]` sampling `texture`, clipped to `clip` (pixels;
    /// nil: the whole target, which an empty box leaves untouched).
    case draw(BatchTexture, clip: PixelBox?)
    /// Every pixel of the current target becomes `color` (opaque): an opaque fill covering
    /// the whole target (a page's background), which hides everything drawn in it before.
    case clear(Color)
    /// Following batches draw into layer `id`, cleared to `clearColor` first, until the
    /// matching `endLayer`. A layer starts with no clip.
    case beginLayer(LayerID, clearColor: Color)
    case endLayer
  }

  public var kind: Kind
  /// The batch's triangles, a range of `BatchList.mesh.indices` (three per triangle).
  public var indices: Range<Int>
  /// What the triangles were made from, in painter's order: a range of `BatchList.parts`.
  public var parts: Range<Int>
}

/// A piece of a batch, for a backend that draws some pieces by other means than triangles (the
/// software backend blits text and ink boxes, scales emoji from their mipmaps and composites
/// layers through their outline). Its triangles are `BatchList.mesh.indices[indices]`.
public struct BatchPart {
  public enum Kind {
    /// Untextured shapes (a batch bound to an atlas page samples its white corner for them).
    /// A backend may leave the pixels of `hidden` undrawn: an opaque fill right after the
    /// part sets every one of them (a card over its own shadow).
    case shapes(hidden: PixelBox?)
    /// Triangles sampling the batch's texture (a textured mesh, a stretched pixel buffer).
    case triangles
    /// An axis-aligned textured quad: `source` (texels of the batch's texture) over `rect`
    /// (pixels), multiplied by `tint`. Text is drawn one texel per pixel, and so are ink boxes
    /// when `rect` has `source`'s size at whole pixels; colour emoji are scaled, and `image` is
    /// the atlas's own copy of their pixels for a backend that scales them itself
    /// (`GlyphAtlasEntry.image`).
    case quad(rect: Rect, source: PixelBox, tint: Color, image: AnyObject?)
    /// The batch's layer seen through the polygon `BatchList.points[points]` (pixels) at
    /// `opacity` (0…1); its triangles (the polygon with an anti-aliased edge) are made only
    /// when `BatchList.tessellatesLayers`.
    case layerPolygon(points: Range<Int>, opacity: Float)
  }

  public var kind: Kind
  public var indices: Range<Int>
}
