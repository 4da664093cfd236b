import TactileCore

/// What a page draws its part of the inspector overlay with: one colour per kind of thing
/// shown, readable on every page's background in both themes, and the shapes the overlay is
/// made of. Coordinates in window points. Summary lines for the corner panel go to `notes`.
public struct InspectorPen {
  /// What a mark shows; each kind has its own colour.
  public enum Kind: CaseIterable, Sendable {
    /// Where a press or a click is taken: spoiler fragments, bubbles, rows, the bar's slots.
    case hit
    /// A band the pointer is followed in: the reaction bar's highlight band.
    case band
    /// The liquid swipe's waves: hit bounds, grab strips, the button.
    case wave
    /// Curves: the wave's cubic Beziers.
    case curve
    /// Control polygons and their points.
    case control
    /// The strike's per-line segments.
    case strike
  }

  public let theme: Theme
  public let metrics: any FontMetrics
  /// In a compact window: labels that would cover the page's content are left out.
  public let isCompact: Bool
  /// Lines for the inspector's corner panel (e.g. totals), in order.
  public var notes: [String] = []
  /// Scratch points for flattening curves.
  private var scratch: [Vec2] = []

  /// Outline width of hit areas and bands, points.
  public static let lineWidth: Float = 1.5
  /// Opacity of a hit area's fill.
  public static let fillOpacity: Float = 0.12
  /// The labels' font.
  public static let labelFont = FontSpec.regular(11)
  /// Padding around a label's text, points.
  public static let labelPadding: Float = 3

  public init(theme: Theme, metrics: any FontMetrics, isCompact: Bool = false) {
    self.theme = theme
    self.metrics = metrics
    self.isCompact = isCompact
  }

  /// The colour of marks of `kind`: light and saturated on the dark theme, deep on the light
  /// one, so they read over every page's background and the chat bubbles.
  public func color(_ kind: Kind) -> Color {
    let dark = theme.name == .dark
    switch kind {
    case .hit: return Color(hex: dark ? 0x4DE1FF : 0x006A8E)
    case .band: return Color(hex: dark ? 0xFFD54A : 0x8A5A00)
    case .wave: return Color(hex: dark ? 0xFF6BF2 : 0x9B0A94)
    case .curve: return Color(hex: dark ? 0xFFA24D : 0xB84200)
    case .control: return Color(hex: dark ? 0xFFFFFF : 0x15181C)
    case .strike: return Color(hex: dark ? 0xA6FF5C : 0x2B7200)
    }
  }

  /// Drawn under every line, a point wider on each side, so that lines read over text, emoji,
  /// the ink and a popup's scrim: dark under the dark theme's light lines, light under the
  /// light theme's deep ones.
  public var halo: Color {
    theme.name == .dark ? Color(hex: 0x000000, opacity: 0.45) : Color(hex: 0xFFFFFF, opacity: 0.6)
  }
  /// How much wider the halo is than its line, points.
  public static let haloWidth: Float = 2

  /// A rectangle of `kind`: a faint fill and its outline, a closed polyline of its 4 corners.
  public func area(_ r: Rect, _ kind: Kind, into list: inout DrawList) {
    guard !r.isEmpty else { return }
    let c = color(kind)
    list.fillRect(r, color: c.withOpacity(InspectorPen.fillOpacity))
    outline(r, kind, into: &list)
  }

  /// The outline of `r` only (a closed polyline of its 4 corners).
  public func outline(_ r: Rect, _ kind: Kind, width: Float = lineWidth, into list: inout DrawList)
  {
    let start = list.pointCount
    list.addPoint(Vec2(r.minX, r.minY))
    list.addPoint(Vec2(r.maxX, r.minY))
    list.addPoint(Vec2(r.maxX, r.maxY))
    list.addPoint(Vec2(r.minX, r.maxY))
    let corners = start..<list.pointCount
    list.strokePolyline(
      points: corners, width: width + InspectorPen.haloWidth, color: halo, closed: true)
    list.strokePolyline(points: corners, width: width, color: color(kind), closed: true)
  }

  /// A line from `a` to `b`.
  public func line(
    _ a: Vec2, _ b: Vec2, _ kind: Kind, width: Float = lineWidth, into list: inout DrawList
  ) {
    let start = list.pointCount
    list.addPoint(a)
    list.addPoint(b)
    let ends = start..<list.pointCount
    list.strokePolyline(points: ends, width: width + InspectorPen.haloWidth, color: halo)
    list.strokePolyline(points: ends, width: width, color: color(kind))
  }

  /// A cubic's control polygon (p0, p1, p2, p3 as one polyline of 4 points) with its control
  /// points: hollow rings at p1 and p2, a filled dot at p3 (and at p0 when `withStart`).
  public func controlPolygon(_ c: CubicBezier, withStart: Bool, into list: inout DrawList) {
    let ink = color(.control)
    let start = list.pointCount
    list.addPoint(c.p0)
    list.addPoint(c.p1)
    list.addPoint(c.p2)
    list.addPoint(c.p3)
    list.strokePolyline(points: start..<list.pointCount, width: 1, color: ink.withOpacity(0.7))
    list.strokeCircle(center: c.p1, radius: 2.5, width: 1, color: ink)
    list.strokeCircle(center: c.p2, radius: 2.5, width: 1, color: ink)
    if withStart { list.fillCircle(center: c.p0, radius: 2.5, color: color(.curve)) }
    list.fillCircle(center: c.p3, radius: 2.5, color: color(.curve))
  }

  /// The curve itself, flattened to a quarter point.
  public mutating func curve(_ c: CubicBezier, into list: inout DrawList) {
    scratch.removeAll(keepingCapacity: true)
    c.flatten(tolerance: 0.25, includingStart: true, into: &scratch)
    let points = list.addPoints(scratch)
    list.strokePolyline(points: points, width: 2 + InspectorPen.haloWidth, color: halo)
    list.strokePolyline(points: points, width: 2, color: color(.curve))
  }

  /// The size of `text` as a label (its backdrop), points.
  public func labelSize(_ text: String) -> Size {
    let m = metrics.lineMetrics(for: InspectorPen.labelFont)
    let pad = InspectorPen.labelPadding
    return Size(
      metrics.advance(of: text[...], font: InspectorPen.labelFont) + 2 * pad,
      m.ascent + m.descent + 2 * pad)
  }

  /// A small label with its top-left at `origin`, white on the overlay's dark backdrop (the
  /// same on every background), with a stripe of `kind`'s colour on its left edge.
  public func label(_ text: String, at origin: Vec2, _ kind: Kind, into list: inout DrawList) {
    let size = labelSize(text)
    let box = Rect(origin: origin, size: size)
    let pad = InspectorPen.labelPadding
    list.fillRect(box, color: InspectorPen.backdrop, cornerRadius: 3)
    list.fillRect(Rect(x: box.minX, y: box.minY, width: 2, height: box.height), color: color(kind))
    let m = metrics.lineMetrics(for: InspectorPen.labelFont)
    list.text(
      text, font: InspectorPen.labelFont, at: Vec2(box.minX + pad + 1, box.minY + pad + m.ascent),
      width: size.width - 2 * pad, color: .white, metrics: metrics)
  }

  /// The font of the small counts set inside a hit area (`tag`).
  public static let tagFont = FontSpec.regular(9)

  /// A small count set inside the bottom-right corner of `r` (white on the backdrop, no
  /// stripe), or nothing when it would take more than half of `r`'s width.
  public func tag(_ text: String, inside r: Rect, into list: inout DrawList) {
    let m = metrics.lineMetrics(for: InspectorPen.tagFont)
    let w = metrics.advance(of: text[...], font: InspectorPen.tagFont) + 4
    let h = m.ascent + m.descent + 1
    guard w <= r.width / 2, h <= r.height else { return }
    let box = Rect(x: r.maxX - w, y: r.maxY - h, width: w, height: h)
    list.fillRect(box, color: InspectorPen.backdrop, cornerRadius: 2)
    list.text(
      text, font: InspectorPen.tagFont, at: Vec2(box.minX + 2, box.minY + m.ascent),
      width: w - 4, color: .white, metrics: metrics)
  }

  /// The labels' and the corner panel's backdrop: near-black in both themes.
  public static let backdrop = Color(hex: 0x000000, opacity: 0.78)
}
