import TactileCore

/// The Reactions page in the inspector: the messages (where a press-and-hold opens the bar)
/// and their chips; while the bar is open, the pill, its highlight band (the x-band the
/// pointer picks in) and each icon's slot in it as the highlight finds them now.
extension ReactionsPage {
  public func drawInspector(into list: inout DrawList, pen: inout InspectorPen) {
    list.pushClip(listClip)
    for i in bubbles.indices {
      let r = bubbleRect(i)
      guard r.maxY > viewport.minY, r.minY < viewport.maxY else { continue }
      pen.area(r, .hit, into: &list)
      for chip in bubbles[i].restingChipFrames() {
        pen.outline(chip.frame.offsetBy(contentOffset), .hit, width: 1, into: &list)
      }
    }
    list.popClip()
    pen.notes.append("\(bubbles.count) messages: hold one for the bar")
    guard let bar else { return }
    let g = bar.geometry
    let band = g.highlightBand
    pen.area(band, .band, into: &list)
    pen.outline(bar.barFrame(), .band, into: &list)
    var left = band.minX
    for i in 0..<g.iconCount {
      let right =
        i == g.iconCount - 1
        ? band.maxX
        : g.iconCenterX(i) { bar.animator.slotWidth(of: $0) } + bar.animator.slotWidth(of: i) / 2
          + g.style.spacing / 2
      let slot = Rect(x: left, y: band.minY, width: right - left, height: band.height)
      pen.outline(slot, .hit, width: i == bar.highlighted ? 3 : InspectorPen.lineWidth, into: &list)
      left = right
    }
    let placement = g.placement == .above ? "above" : "below"
    pen.notes.append(
      "bar \(placement) message \(bar.bubble): \(g.iconCount) slots, highlighted "
        + (bar.highlighted.map { "\($0)" } ?? "none"))
  }

  /// The open bar's spring: the highlighted icon's scale while one is highlighted, else the
  /// bar's scale (growing in, shrinking out); once it has gone, a picked emoji's flight
  /// (timed); before that, the pressed message's tint.
  public var inspectedSpring: InspectedSpring? {
    if let bar {
      let a = bar.animator
      guard a.isAnimating else { return nil }
      if let h = a.highlightedIndex {
        return InspectedSpring(
          name: "reaction icon scale", value: a.scale(of: h), target: a.targetScale(of: h),
          spring: a.style.iconSpring)
      }
      let closing = a.phase != .open
      return InspectedSpring(
        name: "reaction bar scale", value: a.barScale,
        target: closing ? a.style.dismissScale : 1,
        spring: closing ? a.style.dismissSpring : a.style.appearSpring)
    }
    if let f = flights.last {
      return InspectedSpring(
        name: "emoji flight (eased progress)", value: Double(f.progress), target: 1)
    }
    let pressTint = interaction.pressTint
    if !pressTint.isSettled {
      return InspectedSpring(
        name: "message press tint", value: Double(pressTint.value),
        target: Double(pressTint.target), spring: pressTint.spring)
    }
    return InspectedSpring(scrolling: scroll)
  }
}
