import TactileCore

/// The inspector overlay (F3, `--inspector`): over the page it draws what the effects are made
/// of — hit areas, the waves' Bezier curves with their control polygons and grab strips, the
/// strike's segments, live particles per spoiler — each page contributing its part
/// (`Page.drawInspector`); in the bottom-left corner a panel with the page's totals and a plot
/// of the spring that moves now (value and target over the last 2 s of simulated time).
///
/// It only draws: input goes to the page as if it were not there.
public struct Inspector {
  public var isVisible = false
  /// The plotted animation's recent history.
  public private(set) var trace = SpringTrace()

  /// Distance of the panel from the window's edges, points.
  static let margin: Float = 12
  /// The panel's widest and the plot's height (regular and compact windows), points.
  static let panelWidth: Float = 280
  static let plotHeight: Float = 64
  static let compactPlotHeight: Float = 30
  static let compactPanelWidth: Float = 200
  static let padding: Float = 8
  static let titleFont = FontSpec.semibold(12)
  static let font = FontSpec.regular(11)
  static let lineHeight: Float = 15
  /// The panel's text colours (its backdrop is dark in both themes).
  static let textColor = Color(hex: 0xF2F4F7)
  static let dimTextColor = Color(hex: 0xB3BCC8)
  /// The plot's value and target lines.
  static let valueColor = Color(hex: 0x4DE1FF)
  static let targetColor = Color(hex: 0xFFD54A)

  public init() {}

  /// Advances the plot's clock by one fixed step of `dt` seconds and samples `spring`.
  public mutating func record(dt: Double, _ spring: InspectedSpring?) {
    trace.record(dt: dt, spring)
  }

  /// The corner panel: a title, `notes`, the name and spring of the plotted animation, the
  /// plot and the value now. It sits in the bottom-left corner, `bottomInset` points above
  /// the margin (room for the time-control label); in a `compact` window it is narrower and
  /// leaves out the title and the spring's parameters.
  public func drawPanel(
    into list: inout DrawList, notes: [String], size: Size, bottomInset: Float, compact: Bool,
    metrics: any FontMetrics
  ) {
    let m = Inspector.margin
    let p = Inspector.padding
    let widest = compact ? Inspector.compactPanelWidth : Inspector.panelWidth
    let width = min(widest, size.width - 2 * m)
    guard width > 4 * p else { return }
    let plotHeight = compact ? Inspector.compactPlotHeight : Inspector.plotHeight
    let latest = trace.latest
    var lines: [(String, FontSpec, Color)] = []
    if !compact { lines.append(("Inspector · F3 hides", Inspector.titleFont, .white)) }
    for n in notes { lines.append((n, Inspector.font, Inspector.textColor)) }
    if let latest {
      lines.append((latest.name, Inspector.font, Inspector.valueColor))
      if !compact {
        lines.append((latest.springDescription, Inspector.font, Inspector.dimTextColor))
      }
    } else {
      lines.append(("no spring has moved yet", Inspector.font, Inspector.dimTextColor))
    }
    let height =
      Float(lines.count) * Inspector.lineHeight + plotHeight + Inspector.lineHeight + 3 * p
    let panel = Rect(
      x: m, y: size.height - m - bottomInset - height, width: width, height: height)
    list.fillRect(panel, color: InspectorPen.backdrop, cornerRadius: 8)
    var y = panel.minY + p
    for (text, font, color) in lines {
      let shown = fitted(text, width: width - 2 * p, font: font, metrics: metrics)
      list.text(
        shown, font: font, at: Vec2(panel.minX + p, y + 11),
        width: metrics.advance(of: shown[...], font: font), color: color)
      y += Inspector.lineHeight
    }
    let plot = Rect(x: panel.minX + p, y: y + p / 2, width: width - 2 * p, height: plotHeight)
    drawPlot(in: plot, into: &list)
    y = plot.maxY + 2
    if let s = latest {
      let now =
        "value " + InspectedSpring.format(s.value) + " → target "
        + InspectedSpring.format(s.target)
      list.text(
        now, font: Inspector.font, at: Vec2(plot.minX, y + 11),
        width: metrics.advance(of: now[...], font: Inspector.font), color: Inspector.valueColor)
    }
    guard !compact else { return }
    let axis = "-2 s … now"
    let w = metrics.advance(of: axis[...], font: Inspector.font)
    list.text(
      axis, font: Inspector.font, at: Vec2(plot.maxX - w, y + 11), width: w,
      color: Inspector.dimTextColor)
  }

  /// The value (and the target, thinner) over the trace's window, scaled to fit `rect`.
  private func drawPlot(in rect: Rect, into list: inout DrawList) {
    list.fillRect(rect, color: Color(hex: 0xFFFFFF, opacity: 0.08), cornerRadius: 3)
    guard trace.count >= 2 else { return }
    var lo = Double.infinity
    var hi = -Double.infinity
    trace.forEachSample { _, v, t in
      lo = min(lo, v, t)
      hi = max(hi, v, t)
    }
    guard lo.isFinite, hi.isFinite else { return }
    if hi - lo < 1e-6 {
      lo -= 0.5
      hi += 0.5
    }
    let pad = (hi - lo) * 0.1
    lo -= pad
    hi += pad
    let end = trace.now
    let window = trace.window
    func point(_ time: Double, _ v: Double) -> Vec2 {
      Vec2(
        rect.minX + rect.width * Float(1 - (end - time) / window),
        rect.maxY - rect.height * Float((v - lo) / (hi - lo)))
    }
    var start = list.pointCount
    trace.forEachSample { time, _, target in list.addPoint(point(time, target)) }
    list.strokePolyline(
      points: start..<list.pointCount, width: 1, color: Inspector.targetColor.withOpacity(0.8))
    start = list.pointCount
    trace.forEachSample { time, value, _ in list.addPoint(point(time, value)) }
    list.strokePolyline(points: start..<list.pointCount, width: 2, color: Inspector.valueColor)
  }

  /// `text`, cut with an ellipsis to fit `width` points.
  private func fitted(_ text: String, width: Float, font: FontSpec, metrics: any FontMetrics)
    -> String
  {
    guard metrics.advance(of: text[...], font: font) > width else { return text }
    var s = Substring(text)
    while !s.isEmpty && metrics.advance(of: s, font: font) + 12 > width { s = s.dropLast() }
    return String(s) + "…"
  }
}
