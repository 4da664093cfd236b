import TactileCore

/// The inspector overlay (F3, `--inspector`): over the page it draws what the effects are made
/// of — hit areas, the waves' Bezier curves with their control polygons and grab strips, the
/// strike's segments, live particles per spoiler — each page contributing its part
/// (`Page.drawInspector`); in the bottom-left corner a panel with the page's totals, a plot
/// of the spring that moves now (value and target over the last 2 s of simulated time) and,
/// when the window has room, a plot of the wave's shape against its progress (`WaveProfile`).
///
/// It only draws, except while time is paused: then a press on the spring plot, and the drag
/// that follows, are the inspector's (they move the plot's cursor, `scrubTime`). All other
/// input goes to the page as if it were not there.
///
/// The panel moves to the other side in a right-to-left interface, and its contents keep
/// their direction as text does: its lines read left to right, and so do its plots (time
/// and progress grow to the right, as their labels say).
public struct Inspector {
  public var isVisible = false
  /// The plotted animation's recent history.
  public private(set) var trace = SpringTrace()
  /// The wave's shape for the tuning and window size last drawn.
  public internal(set) var waveProfile = WaveProfile()
  /// Where the spring plot's cursor is: the time of the trace it was put at (on the clock of
  /// `trace.now`), `nil` when there is none. Set by a press on the plot while time is paused;
  /// cleared when time moves on (the next step).
  public internal(set) var scrubTime: Double?
  /// Whether a press on the spring plot is held (its moves and release are the inspector's).
  public internal(set) var isScrubbing = false
  /// The spring plot as last drawn (window points, as on screen); `nil` before it is drawn and
  /// while it has too few samples to plot.
  var shownSpringPlot: InspectorPlot?

  /// Distance of the panel from the window's edges, points.
  static let margin: Float = 12
  /// The panel's widest and the plots' height (regular and compact windows), points.
  static let panelWidth: Float = 280
  static let plotHeight: Float = 64
  static let compactPlotHeight: Float = 30
  static let compactPanelWidth: Float = 200
  static let padding: Float = 8
  static let titleFont = FontSpec.semibold(12)
  static let font = FontSpec.regular(11)
  static let lineHeight: Float = 15
  /// The baseline of a line of `font`, below the line's top, points.
  static let baseline: Float = 11
  /// The panel's text colours (its backdrop is dark in both themes).
  static let textColor = Color(hex: 0xF2F4F7)
  static let dimTextColor = Color(hex: 0xB3BCC8)
  /// The spring plot's value and target lines.
  static let valueColor = Color(hex: 0x4DE1FF)
  static let targetColor = Color(hex: 0xFFD54A)

  public init() {}

  /// Advances the plot's clock by one fixed step of `dt` seconds and samples `spring`; the
  /// spring plot's cursor goes (time has moved on).
  public mutating func record(dt: Double, _ spring: InspectedSpring?) {
    trace.record(dt: dt, spring)
    scrubTime = nil
  }

  /// The corner panel: a title, `notes`, the name and spring of the plotted animation, the
  /// plot and the value now (or at the cursor), then the shape of `wave` against its
  /// progress. It sits in the bottom-left corner (bottom-right while `list` mirrors),
  /// `bottomInset` points above the margin (room for the time-control label); in a `compact`
  /// window it is narrower and leaves out the title, the spring's parameters and the wave's
  /// shape, which is also left out when the panel would take more than half the window's
  /// height. Remembers where the spring plot is, for `handle(_:paused:)`.
  public mutating func drawPanel(
    into list: inout DrawList, notes: [String], size: Size, bottomInset: Float, compact: Bool,
    wave: LiquidWave?, metrics: any FontMetrics
  ) {
    shownSpringPlot = nil
    let m = Inspector.margin
    let p = Inspector.padding
    let widest = compact ? Inspector.compactPanelWidth : Inspector.panelWidth
    let width = min(widest, size.width - 2 * m)
    guard width > 4 * p else { return }
    let plotHeight = compact ? Inspector.compactPlotHeight : Inspector.plotHeight
    let lines = captionLines(notes: notes, compact: compact)
    var height =
      Float(lines.count) * Inspector.lineHeight + plotHeight + Inspector.lineHeight + 3 * p
    var shownWave = wave?.hasArea == true ? wave : nil
    if compact || 2 * (height + Inspector.waveSectionHeight) > size.height { shownWave = nil }
    if shownWave != nil { height += Inspector.waveSectionHeight }
    let panel = Rect(
      x: list.physicalX(m, width: width), y: size.height - m - bottomInset - height,
      width: width, height: height)
    // Drawn as it reads: placed mirrored, its contents not.
    let mirror = list.mirrorWidth
    list.mirrorWidth = nil
    defer { list.mirrorWidth = mirror }
    list.fillRect(panel, color: InspectorPen.backdrop, cornerRadius: 8)
    var y = panel.minY + p
    for (text, font, color) in lines {
      let shown = Inspector.fitted(text, width: width - 2 * p, font: font, metrics: metrics)
      list.text(
        shown, font: font, at: Vec2(panel.minX + p, y + Inspector.baseline), color: color,
        metrics: metrics)
      y += Inspector.lineHeight
    }
    let plotRect = Rect(x: panel.minX + p, y: y + p / 2, width: width - 2 * p, height: plotHeight)
    let plot = drawSpringPlot(in: plotRect, compact: compact, into: &list, metrics: metrics)
    shownSpringPlot = plot
    if let shownWave {
      drawWaveSection(
        of: shownWave, top: plotRect.maxY + 2 + Inspector.lineHeight, left: plotRect.minX,
        width: plotRect.width, into: &list, metrics: metrics)
    }
  }

  /// The panel's lines above the spring plot, with their fonts and colours.
  private func captionLines(notes: [String], compact: Bool) -> [(String, FontSpec, Color)] {
    var lines: [(String, FontSpec, Color)] = []
    if !compact { lines.append(("Inspector · F3 hides", Inspector.titleFont, .white)) }
    for n in notes { lines.append((n, Inspector.font, Inspector.textColor)) }
    if let latest = trace.latest {
      lines.append((latest.name, Inspector.font, Inspector.valueColor))
      if !compact {
        lines.append((latest.springDescription, Inspector.font, Inspector.dimTextColor))
      }
    } else {
      lines.append(("no spring has moved yet", Inspector.font, Inspector.dimTextColor))
    }
    return lines
  }

  /// `text`, cut with an ellipsis to fit `width` points.
  static func fitted(_ text: String, width: Float, font: FontSpec, metrics: any FontMetrics)
    -> String
  {
    guard metrics.advance(of: text[...], font: font) > width else { return text }
    var s = Substring(text)
    while !s.isEmpty && metrics.advance(of: s, font: font) + 12 > width { s = s.dropLast() }
    return String(s) + "…"
  }
}
