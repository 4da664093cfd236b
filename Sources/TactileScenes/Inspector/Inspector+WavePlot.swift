import TactileCore

/// The panel's wave section: the shape of the liquid-swipe wave against its progress for the
/// tuning in use (`WaveProfile`), with a cursor at the inspected wave's progress.
extension Inspector {
  /// Height of the section under the spring plot's line, points: a gap, the heading, the plot
  /// and the legend.
  static let waveSectionHeight: Float =
    padding / 2 + lineHeight + 2 + plotHeight + 2 + lineHeight

  /// The colour of `curve`'s line, dot and legend entry.
  static func color(_ curve: WaveProfile.Curve) -> Color {
    switch curve {
    case .horizontalRadius: Color(hex: 0xFF6BF2)
    case .verticalRadius: Color(hex: 0xA6FF5C)
    case .center: Color(hex: 0xFFA24D)
    }
  }

  /// `curve`'s name in the legend.
  static func label(_ curve: WaveProfile.Curve) -> String {
    switch curve {
    case .horizontalRadius: "h. radius"
    case .verticalRadius: "v. radius"
    case .center: "centre x"
    }
  }

  /// The section whose top is at `top`, from `left` over `width` points: the heading with
  /// the plot's range of values and `wave`'s progress; the plot of each curve over progress
  /// 0…1 (and the zero line, which the horizontal radius crosses as the bulge dents into the
  /// wave), a cursor at `wave`'s progress with a dot at each of its values as drawn; the
  /// legend with `wave`'s values. Makes the profile again first if the tuning or the window
  /// size changed.
  mutating func drawWaveSection(
    of wave: LiquidWave, top: Float, left: Float, width: Float, into list: inout DrawList,
    metrics: any FontMetrics
  ) {
    waveProfile.update(config: wave.config, size: wave.size)
    var y = top + Inspector.padding / 2
    let p = Double(wave.clampedProgress)
    let now = "p " + InspectedSpring.format(p)
    let nowWidth = metrics.advance(of: now[...], font: Inspector.font)
    let heading = Inspector.fitted(
      "wave shape vs progress, " + Inspector.points(waveProfile.lowest) + " … "
        + Inspector.points(waveProfile.highest) + " pt",
      width: width - nowWidth - 8, font: Inspector.font, metrics: metrics)
    list.text(
      heading, font: Inspector.font, at: Vec2(left, y + Inspector.baseline),
      color: Inspector.textColor, metrics: metrics)
    list.text(
      now, font: Inspector.font, at: Vec2(left + width - nowWidth, y + Inspector.baseline),
      color: .white, metrics: metrics)
    y += Inspector.lineHeight + 2
    let rect = Rect(x: left, y: y, width: width, height: Inspector.plotHeight)
    let plot = InspectorPlot(
      rect: rect, xRange: 0...1, lowest: Double(min(waveProfile.lowest, 0)),
      highest: Double(waveProfile.highest))
    InspectorPlot.drawBackdrop(rect, into: &list)
    plot.drawZeroLine(into: &list)
    drawProfile(plot, into: &list)
    plot.cursor(atX: p, into: &list)
    for curve in WaveProfile.Curve.allCases {
      plot.dot(p, Double(curve.value(of: wave)), color: Inspector.color(curve), into: &list)
    }
    drawLegend(of: wave, left: left, top: rect.maxY + 2, into: &list, metrics: metrics)
  }

  /// Each curve as a line through its samples.
  private func drawProfile(_ plot: InspectorPlot, into list: inout DrawList) {
    for curve in WaveProfile.Curve.allCases {
      let start = list.pointCount
      for i in 0..<WaveProfile.sampleCount {
        list.addPoint(
          plot.point(Double(WaveProfile.progress(at: i)), Double(waveProfile[curve, i])))
      }
      plot.strokeLine(from: start, width: 1.5, color: Inspector.color(curve), into: &list)
    }
  }

  /// One entry per curve, in its colour, with `wave`'s value in whole points.
  private func drawLegend(
    of wave: LiquidWave, left: Float, top: Float, into list: inout DrawList,
    metrics: any FontMetrics
  ) {
    var x = left
    for curve in WaveProfile.Curve.allCases {
      let entry = Inspector.label(curve) + " " + Inspector.points(curve.value(of: wave))
      list.text(
        entry, font: Inspector.font, at: Vec2(x, top + Inspector.baseline),
        color: Inspector.color(curve), metrics: metrics)
      x += metrics.advance(of: entry[...], font: Inspector.font) + 12
    }
  }

  /// `v` in whole points ("–" when it is not finite).
  private static func points(_ v: Float) -> String {
    v.isFinite ? "\(Int(v.rounded()))" : "–"
  }
}
