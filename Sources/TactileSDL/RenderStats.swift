/// Counters for the diagnostics overlay, since a renderer's `beginFrame`.
public struct RenderStats {
  /// Batches drawn (one `SDL_RenderGeometry` call each in a window with a GPU).
  public var drawCalls = 0
  public var triangles = 0
  /// Glyphs kept in the glyph atlas.
  public var glyphsHeld = 0
  /// Glyphs the frame rasterized (drawn for the first time, or again after the atlas lost
  /// them).
  public var glyphsRasterized = 0
}
