/// Names an offscreen layer. Layers cover the whole window, in window coordinates: what is
/// drawn at (x, y) inside a layer is seen at (x, y) when the layer is drawn through a polygon.
/// A layer keeps its pixels until it is begun again or the output's pixel size changes, so a
/// layer drawn in an earlier frame can be drawn through polygons again without drawing its
/// content anew (the same renderer executing every frame's list).
public struct LayerID: Hashable, Sendable {
  public var raw: Int
  @inlinable public init(_ raw: Int) { self.raw = raw }
}

/// A glyph of a text command: its index in the command's face and where it is drawn, in points
/// from the command's origin (y downwards).
public struct PlacedGlyph: Hashable, Sendable {
  public var id: UInt16
  public var x: Float
  public var y: Float

  @inlinable public init(id: UInt16, x: Float, y: Float) {
    self.id = id
    self.x = x
    self.y = y
  }
}

/// Shaped glyphs on one line in one font and colour: `DrawList.glyphs[glyphs]`, placed from
/// `origin`, the left end of the baseline, in points.
///
/// `span`, when set, draws only the part of the run between those x offsets (points from
/// `origin.x`, cut at whole device pixels), so a run drawn in several spans side by side is
/// pixel-identical to the whole run drawn at once. Glyph pixels further than `above` over the
/// baseline or `below` under it (points: the line's box) are not drawn, so a letter under a
/// tall stack of marks stays in its line.
public struct TextRun: Sendable {
  public var font: FontSpec
  public var origin: Vec2
  public var color: Color
  /// The run's advance width, in points (where its glyphs may reach, with their overhangs).
  public var width: Float
  public var span: Range<Float>?
  public var above: Float
  public var below: Float
  public var glyphs: Range<Int>

  @inlinable public init(
    font: FontSpec, origin: Vec2, color: Color, width: Float, span: Range<Float>? = nil,
    above: Float, below: Float, glyphs: Range<Int>
  ) {
    self.font = font
    self.origin = origin
    self.color = color
    self.width = width
    self.span = span
    self.above = above
    self.below = below
    self.glyphs = glyphs
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
  /// Glyphs in one font on one line.
  case text(TextRun)
  /// The emoji-face glyphs `DrawList.glyphs[glyphs]` (one colour-emoji grapheme, shaped)
  /// scaled into `rect`, their aspect kept, centred, with an overall opacity 0…1.
  case emoji(glyphs: Range<Int>, rect: Rect, opacity: Float)
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
