import TactileCore

/// One plot of the inspector's panel: a rectangle of the window (points) showing the data
/// ranges `xRange` (left to right) and `yRange` (bottom to top), and the marks every plot is
/// drawn with — the opaque backdrop, lines through data points, a cursor across the plot, the
/// zero line and dots. A line's points go straight into the draw list's point storage
/// (`point`, then `strokeLine`), so a plot allocates nothing.
struct InspectorPlot {
  let rect: Rect
  let xRange: ClosedRange<Double>
  let yRange: ClosedRange<Double>

  /// The plot's backdrop: opaque, so that no page shows through behind its lines.
  static let backdrop = Color(hex: 0x2A2D33)
  /// Lines across the plot that are not data: the cursor, the zero line.
  static let rulerColor = Color(hex: 0xFFFFFF, opacity: 0.75)
  static let zeroColor = Color(hex: 0xFFFFFF, opacity: 0.3)
  /// Radius of the dots where a cursor crosses a line, points.
  static let dotRadius: Float = 2.5

  /// A plot of `xRange` against the data's `lowest` to `highest` value: that range widened by
  /// a tenth of it at both ends (by 0.5 when it is empty) so lines clear the edges.
  init(rect: Rect, xRange: ClosedRange<Double>, lowest: Double, highest: Double) {
    var lo = lowest
    var hi = highest
    if hi - lo < 1e-6 {
      lo -= 0.5
      hi += 0.5
    }
    let pad = (hi - lo) * 0.1
    self.rect = rect
    self.xRange = xRange
    yRange = (lo - pad)...(hi + pad)
  }

  /// Where the data point (`x`, `y`) is drawn, window points.
  func point(_ x: Double, _ y: Double) -> Vec2 {
    Vec2(
      rect.minX + rect.width * Float((x - xRange.lowerBound) / span(xRange)),
      rect.maxY - rect.height * Float((y - yRange.lowerBound) / span(yRange)))
  }

  /// The data x under the window x `windowX`, kept within `xRange`.
  func x(atWindowX windowX: Float) -> Double {
    let f = Double((windowX - rect.minX) / rect.width)
    return xRange.lowerBound + span(xRange) * min(max(f, 0), 1)
  }

  private func span(_ r: ClosedRange<Double>) -> Double { max(r.upperBound - r.lowerBound, 1e-12) }

  /// The backdrop of a plot in `rect` (drawn before there is data to plot).
  static func drawBackdrop(_ rect: Rect, into list: inout DrawList) {
    list.fillRect(rect, color: InspectorPlot.backdrop, cornerRadius: 3)
  }

  /// Strokes the points added to `list` since it had `start` of them.
  func strokeLine(from start: Int, width: Float, color: Color, into list: inout DrawList) {
    list.strokePolyline(points: start..<list.pointCount, width: width, color: color)
  }

  /// A vertical line across the plot at data `x`.
  func cursor(atX x: Double, into list: inout DrawList) {
    let px = point(x, 0).x
    let start = list.pointCount
    list.addPoint(Vec2(px, rect.minY))
    list.addPoint(Vec2(px, rect.maxY))
    strokeLine(from: start, width: 1, color: InspectorPlot.rulerColor, into: &list)
  }

  /// The line y = 0 across the plot, when it is inside the plot.
  func drawZeroLine(into list: inout DrawList) {
    guard yRange.contains(0) else { return }
    let py = point(0, 0).y
    let start = list.pointCount
    list.addPoint(Vec2(rect.minX, py))
    list.addPoint(Vec2(rect.maxX, py))
    strokeLine(from: start, width: 1, color: InspectorPlot.zeroColor, into: &list)
  }

  /// A dot at the data point (`x`, `y`), ringed in black so that it stands out on a line of
  /// its own colour.
  func dot(_ x: Double, _ y: Double, color: Color, into list: inout DrawList) {
    let center = point(x, y)
    list.fillCircle(center: center, radius: InspectorPlot.dotRadius + 1, color: .black)
    list.fillCircle(center: center, radius: InspectorPlot.dotRadius, color: color)
  }
}
