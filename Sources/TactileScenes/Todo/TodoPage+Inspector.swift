import TactileCore

/// The To-do page in the inspector: each row's hit area, split where a click stops toggling
/// the checkbox and starts striking the text; under each line of text the track its strike
/// runs along (ticks at both ends), and the strike's segments as they are drawn now; the pen of a strike in flight.
extension TodoPage {
  public func drawInspector(into list: inout DrawList, pen: inout InspectorPen) {
    let g = geometry
    let split = TodoGeometry.textLeft - TodoConstants.checkboxGap / 2
    var segments = 0
    list.pushClip(viewport)
    for i in rows.indices {
      let r = g.rowRect(i)
      guard g.isVisible(r) else { continue }
      pen.area(r, .hit, into: &list)
      pen.line(Vec2(r.minX + split, r.minY), Vec2(r.minX + split, r.maxY), .hit, into: &list)
      let row = rows[i]
      for l in row.layout.lines.indices {
        let (line, y) = g.strikeTrack(i, line: l)
        let tick = TodoPage.inspectorTick
        for end in [line.minX, line.maxX] {
          pen.line(Vec2(end, y - tick), Vec2(end, y + tick), .strike, into: &list)
        }
      }
      g.forEachStrikeSegment(i) { segment in
        pen.outline(segment.insetBy(dx: -1, dy: -1), .strike, into: &list)
        segments += 1
      }
      if row.strike.isAnimating {
        let pen01 = InspectedSpring.format(row.strike.penProgress)
        let size = pen.labelSize("pen " + pen01)
        pen.label(
          "pen " + pen01, at: Vec2(r.maxX - size.width - 4, r.minY + 2), .strike, into: &list)
      }
    }
    if g.isVisible(g.addRowRect) { pen.area(g.addRowRect, .hit, into: &list) }
    list.popClip()
    pen.notes.append("\(rows.count) items; strike segments drawn: \(segments)")
  }

  /// Half the height of the ticks at the ends of a line's strike track, points.
  static let inspectorTick: Float = 5

  /// The pen of the strike in flight (a timed ease-in-out, not a spring), the latest row's;
  /// else the smooth scroll.
  public var inspectedSpring: InspectedSpring? {
    guard let i = rows.lastIndex(where: { $0.strike.isAnimating }) else {
      return InspectedSpring(scrolling: scroll)
    }
    return InspectedSpring(
      name: "strike pen, item \(rows[i].item.id)", value: rows[i].strike.penProgress,
      target: rows[i].strike.isCompleted ? 1 : 0)
  }
}
