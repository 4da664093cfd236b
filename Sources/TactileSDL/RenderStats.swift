/// Counters for the diagnostics overlay, since a renderer's `beginFrame`.
public struct RenderStats {
  /// Batches drawn (one `SDL_RenderGeometry` call each in a window with a GPU).
  public var drawCalls = 0
  public var triangles = 0
  /// Text runs and emoji kept in the text atlas.
  public var textTextures = 0
  /// Text runs the frame rendered itself, and took rendered ahead of time (`TextCache`).
  public var runsRendered = 0
  public var runsRenderedAhead = 0
}
