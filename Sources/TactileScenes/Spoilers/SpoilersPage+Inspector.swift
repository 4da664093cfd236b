import TactileCore

/// The Spoilers page in the inspector: each spoiler's fragments (where a click reveals it),
/// the live particles of its ink above it and of each word's ink region in the word's corner
/// (the dust a tile or still dots stand for, with those strategies), a reveal's circle while
/// it grows, and the totals with the strategy.
extension SpoilersPage {
  public func drawInspector(into list: inout DrawList, pen: inout InspectorPen) {
    let placement = self.placement
    var total = 0
    var shownSpoilers = 0
    list.pushClip(viewport)
    for i in 0..<text.spoilerCount {
      var live = 0
      for r in inkRegions(ofSpoiler: i) { live += field.liveCount(ofRegion: r) }
      total += live
      var first: Rect? = nil
      for f in text.fragments[i] {
        let r = placement.pageRect(f)
        guard r.intersects(viewport) else { continue }
        if first == nil { first = r }
        pen.area(r, .hit, into: &list)
      }
      // Each word's ink region: its own live count in its corner (not in a compact window).
      for r in inkRegions(ofSpoiler: i) where !pen.isCompact {
        let shown = placement.pageRect(field.rect(ofRegion: r))
        let n = field.liveCount(ofRegion: r)
        if n > 0 && shown.intersects(viewport) { pen.tag("\(n)", inside: shown, into: &list) }
      }
      guard let first else { continue }
      shownSpoilers += 1
      if reveals[i].isClippedToCircle {
        list.strokeCircle(
          center: placement.pagePoint(reveals[i].center), radius: reveals[i].radius, width: 1.5,
          color: pen.color(.curve))
      }
      let label = "\(live)"
      let size = pen.labelSize(label)
      pen.label(label, at: Vec2(first.minX, first.minY - size.height + 2), .hit, into: &list)
    }
    list.popClip()
    pen.notes.append(
      "ink: \(total) particles, \(field.regionCount) regions, drawn as \(inkStrategy.name)")
    pen.notes.append("\(shownSpoilers) of \(text.spoilerCount) spoilers in view (count above each)")
  }

  /// A reveal in flight (its circle's radius growing to cover the spoiler, or its text fading
  /// out as it hides again; both timed), else the smooth scroll.
  public var inspectedSpring: InspectedSpring? {
    if let i = reveals.lastIndex(where: \.isAnimating) {
      let r = reveals[i]
      if r.phase == .revealing && !r.fades {
        return InspectedSpring(
          name: "reveal radius (pt), spoiler \(i)", value: Double(r.radius),
          target: Double(r.maxRadius))
      }
      return InspectedSpring(
        name: "spoiler \(i) text opacity", value: Double(r.textOpacity),
        target: r.phase == .revealing ? 1 : 0)
    }
    return InspectedSpring(scrolling: scroll)
  }
}
