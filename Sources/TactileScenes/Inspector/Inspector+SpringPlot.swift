import TactileCore

/// The panel's spring plot: the trace's value and target over its window, the line under it,
/// and its cursor, which a press moves while time is paused.
extension Inspector {
  /// Pointer input for the spring plot's cursor, in window points as on screen. While
  /// `paused`, a press on the plot puts the cursor at the time under it and the drag that
  /// follows moves it along the trace (kept within the plot); the press, its moves and its
  /// release are taken (returns true), so the page beneath never sees them. Otherwise — time
  /// running, the inspector hidden, a press elsewhere — nothing is taken and a press held on
  /// the plot is let go.
  public mutating func handle(_ event: PointerEvent, paused: Bool) -> Bool {
    guard isVisible, paused, let plot = shownSpringPlot else {
      isScrubbing = false
      return false
    }
    switch event.phase {
    case .down:
      guard plot.rect.contains(event.position) else { return false }
      isScrubbing = true
    case .move, .up:
      guard isScrubbing else { return false }
      isScrubbing = event.phase == .move
    }
    scrubTime = plot.x(atWindowX: event.position.x)
    return true
  }

  /// The trace in `rect` — the value (thicker) and the target, scaled to fit — with the
  /// cursor, then the line under it: the value and target now, or at the cursor with the
  /// sample's time (seconds before now), and, when not `compact`, the time axis. Returns the
  /// plot, `nil` while the trace has fewer than 2 samples.
  func drawSpringPlot(
    in rect: Rect, compact: Bool, into list: inout DrawList, metrics: any FontMetrics
  ) -> InspectorPlot? {
    InspectorPlot.drawBackdrop(rect, into: &list)
    let plot = springPlot(in: rect)
    if let plot { drawTrace(plot, into: &list) }
    let cursor = plot == nil ? nil : scrubTime.flatMap { trace.sample(nearest: $0) }
    if let plot, let cursor {
      plot.cursor(atX: cursor.time, into: &list)
      plot.dot(cursor.time, cursor.target, color: Inspector.targetColor, into: &list)
      plot.dot(cursor.time, cursor.value, color: Inspector.valueColor, into: &list)
    }
    let baseline = rect.maxY + 2 + Inspector.baseline
    let readout: String
    if let c = cursor {
      readout =
        InspectedSpring.format(c.time - trace.now) + " s: "
        + Inspector.valueAndTarget(c.value, c.target)
    } else if let s = trace.latest {
      readout = Inspector.valueAndTarget(s.value, s.target)
    } else {
      return plot
    }
    let shown = Inspector.fitted(readout, width: rect.width, font: Inspector.font, metrics: metrics)
    list.text(
      shown, font: Inspector.font, at: Vec2(rect.minX, baseline), color: Inspector.valueColor,
      metrics: metrics)
    guard !compact, cursor == nil else { return plot }
    let axis = "-2 s … now"
    let w = metrics.advance(of: axis[...], font: Inspector.font)
    list.text(
      axis, font: Inspector.font, at: Vec2(rect.maxX - w, baseline),
      color: Inspector.dimTextColor, metrics: metrics)
    return plot
  }

  /// "value 0.12 → target 0.16".
  private static func valueAndTarget(_ value: Double, _ target: Double) -> String {
    "value " + InspectedSpring.format(value) + " → target " + InspectedSpring.format(target)
  }

  /// The plot of the trace's window in `rect`, its values and targets filling its height.
  private func springPlot(in rect: Rect) -> InspectorPlot? {
    guard trace.count >= 2 else { return nil }
    var lo = Double.infinity
    var hi = -Double.infinity
    trace.forEachSample { _, v, t in
      lo = min(lo, v, t)
      hi = max(hi, v, t)
    }
    guard lo.isFinite, hi.isFinite else { return nil }
    return InspectorPlot(
      rect: rect, xRange: (trace.now - trace.window)...trace.now, lowest: lo, highest: hi)
  }

  /// The target (thin) and the value (thick) as lines through every sample.
  private func drawTrace(_ plot: InspectorPlot, into list: inout DrawList) {
    var start = list.pointCount
    trace.forEachSample { time, _, target in list.addPoint(plot.point(time, target)) }
    plot.strokeLine(
      from: start, width: 1, color: Inspector.targetColor.withOpacity(0.8), into: &list)
    start = list.pointCount
    trace.forEachSample { time, value, _ in list.addPoint(plot.point(time, value)) }
    plot.strokeLine(from: start, width: 2, color: Inspector.valueColor, into: &list)
  }
}
