/// Names an offscreen layer. Layers cover the whole window, in window coordinates: what is
/// drawn at (x, y) inside a layer is seen at (x, y) when the layer is drawn through a polygon.
/// A layer keeps its pixels until it is begun again or the output's pixel size changes, so a
/// layer drawn in an earlier frame can be drawn through polygons again without drawing its
/// content anew (the same renderer executing every frame's list).
public struct LayerID: Hashable, Sendable {
  public var raw: Int
  @inlinable public init(_ raw: Int) { self.raw = raw }
}

/// A run of text on one line. `origin` is the left end of the baseline, in points.
///
/// `span`, when set, draws only the part of the run between those x offsets (points from
/// `origin.x`, cut at whole device pixels): the run is still set as one string, so a run drawn
/// in several spans, side by side, is pixel-identical to the whole run drawn at once (kerning
/// and anti-aliasing across the cuts included).
public struct TextRun: Sendable {
  public var text: String
  public var font: FontSpec
  public var origin: Vec2
  public var color: Color
  public var span: Range<Float>?

  @inlinable public init(
    _ text: String, font: FontSpec, origin: Vec2, color: Color, span: Range<Float>? = nil
  ) {
    self.text = text
    self.font = font
    self.origin = origin
    self.color = color
    self.span = span
  }
}

/// One drawing command of a frame. Coordinates are in points; polygons and polylines refer to
/// a range of `DrawList.points` so that commands stay small and the point storage is reused.
public enum DrawCommand {
  /// A filled rectangle, with rounded corners when `cornerRadius > 0`, anti-aliased edges.
  case fillRect(Rect, cornerRadius: Float, color: Color)
  /// A soft shadow under a rounded rectangle: opaque `color` inside, fading to clear over
  /// `blur` points outside the edge.
  case shadow(Rect, cornerRadius: Float, blur: Float, color: Color)
  /// A filled simple polygon (any winding, not self-intersecting), anti-aliased edges.
  case fillPolygon(points: Range<Int>, color: Color)
  /// A polyline of the given width in points; `closed` joins the last point to the first.
  case strokePolyline(points: Range<Int>, width: Float, color: Color, closed: Bool)
  /// Text in one font on one line.
  case text(TextRun)
  /// One colour-emoji grapheme scaled into `rect`, with an overall opacity 0…1.
  case emoji(String, rect: Rect, opacity: Float)
  /// A CPU pixel buffer (e.g. rasterized particles) stretched over `rect`, its colours
  /// multiplied by `tint` (white leaves them as they are).
  case pixels(PixelBuffer, rect: Rect, tint: Color)
  /// Triangles with per-vertex colours and texture coordinates (0…1 of `texture`), e.g. the
  /// tuning panel's widgets and text: `DrawList.meshVertices[vertices]` (positions in points),
  /// taken three at a time by `DrawList.meshIndices[indices]`, which count from
  /// `vertices.lowerBound`. Each pixel is the texture's colour multiplied by the vertex colour.
  case texturedMesh(vertices: Range<Int>, indices: Range<Int>, texture: PixelBuffer)
  /// A layer's content seen through a simple polygon (the reveal circle, the liquid wave).
  case texturedPolygon(layer: LayerID, points: Range<Int>, opacity: Float)
  /// Restricts drawing to `rect` intersected with the current clip, until the matching pop.
  case pushClip(Rect)
  case popClip
  /// Starts drawing into a window-sized offscreen layer cleared to `clearColor`, until the
  /// matching end. Clear to the colour of what will be drawn, with alpha 0, so that blended
  /// edges keep their colour (SDL blends straight alpha).
  case beginLayer(LayerID, clearColor: Color)
  case endLayer
}
