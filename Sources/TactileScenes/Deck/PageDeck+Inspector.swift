import TactileCore

/// The deck in the inspector: the current page's part, then both edge sliders — each wave's
/// hit bounds, its grab strip (where a press near the edge grabs it, up to where the pages'
/// content begins), its button's hit circle while the button shows, and the bulge's ten cubic
/// Beziers with their control polygons.
extension PageDeck {
  public func drawInspector(into list: inout DrawList, pen: inout InspectorPen) {
    currentPage.drawInspector(into: &list, pen: &pen)
    for side in [swipe.bottomSide, swipe.topSide] {
      drawInspector(of: swipe.wave(side), into: &list, pen: &pen)
    }
    let reach = swipe.grabStripReach
    pen.notes.append(
      "waves: grab strips \(Int(LiquidSwipeConfig.grabStripWidth * 2)) pt wide, reaching "
        + (reach.isFinite ? "\(Int(reach.rounded())) pt" : "anywhere") + " in")
  }

  private func drawInspector(
    of wave: LiquidWave, into list: inout DrawList, pen: inout InspectorPen
  ) {
    guard wave.hasArea else { return }
    let size = swipe.size
    let window = Rect(origin: .zero, size: size)
    // The page-facing edge: up the ledge line from the bottom, the bulge, on to the top.
    var edge: [Vec2] = [Vec2(wave.ledgeX, size.height)]
    for i in 0..<LiquidWave.curveCount {
      wave.curve(at: i).flatten(tolerance: 0.5, includingStart: true, into: &edge)
    }
    edge.append(Vec2(wave.ledgeX, 0))
    // The grab strip: the edge widened by the strip's width on both sides, cut where the
    // pages' content begins.
    let w = LiquidSwipeConfig.grabStripWidth
    let reach = min(swipe.grabStripReach, size.width)
    let stripClip =
      wave.side == .left
      ? Rect(x: 0, y: 0, width: reach, height: size.height)
      : Rect(x: size.width - reach, y: 0, width: reach, height: size.height)
    var strip = edge.map { Vec2($0.x - w, $0.y) }
    strip.append(contentsOf: edge.reversed().map { Vec2($0.x + w, $0.y) })
    list.pushClip(stripClip)
    list.fillPolygon(strip, color: pen.color(.wave).withOpacity(InspectorPen.fillOpacity))
    list.popClip()
    list.strokePolyline(edge, width: 1, color: pen.color(.wave))
    // Hit bounds: the filled shape's box inside the window.
    var box = Rect(origin: wave.bulgeTip, size: .zero)
    for p in edge { box = box.union(Rect(origin: p, size: .zero)) }
    box = box.union(
      Rect(x: wave.side == .left ? 0 : size.width, y: 0, width: 0, height: size.height))
    if let shown = box.intersection(window) {
      pen.outline(shown.insetBy(dx: 1, dy: 1), .wave, into: &list)
    }
    if wave.buttonOpacity > 0 {
      list.strokeCircle(
        center: wave.buttonCenter, radius: LiquidSwipeConfig.buttonRadius, width: 1.5,
        color: pen.color(.wave))
    }
    for i in 0..<LiquidWave.curveCount {
      let c = wave.curve(at: i)
      pen.curve(c, into: &list)
      pen.controlPolygon(c, withStart: i == 0, into: &list)
    }
    guard !pen.isCompact else { return }
    let label =
      seenName(of: wave.side) + " · p "
      + InspectedSpring.format(Double(wave.clampedProgress)) + " · 10 cubics"
    let labelSize = pen.labelSize(label)
    let tip = wave.bulgeTip
    let x =
      wave.side == .left
      ? min(tip.x + 8, size.width - labelSize.width - 4)
      : max(tip.x - 8 - labelSize.width, 4)
    let y = min(max(tip.y - labelSize.height / 2, 4), size.height - labelSize.height - 4)
    pen.label(label, at: Vec2(x, y), .wave, into: &list)
  }

  /// "left wave" or "right wave", as the wave on `side` is seen (mirrored right to left).
  private func seenName(of side: LiquidWave.Side) -> String {
    (side == .left) != isMirrored ? "left wave" : "right wave"
  }

  /// The wave whose shape the inspector plots against progress: the one held, else the one
  /// completing a swipe, else the one on top (the last one moved).
  public var inspectedWave: LiquidWave {
    swipe.wave(swipe.grabbedSide ?? swipe.completingSide ?? swipe.topSide)
  }

  /// What moves now: a wave while it is held (its progress following the pointer; with
  /// linear motion, its centre chasing the pointer), springing back or completing (on its
  /// spring, or linearly), the sliders' slide-in, else the current page's animation.
  public var inspectedSpring: InspectedSpring? {
    let sides = [swipe.grabbedSide, swipe.completingSide, swipe.topSide, swipe.bottomSide]
    let config = swipe.config
    for case let side? in sides {
      let s = swipe.slider(side)
      let wave = seenName(of: side)
      if swipe.grabbedSide == side {
        guard config.motion == .linearChase else {
          return InspectedSpring(
            name: wave + " progress", value: s.progress.value, target: s.progress.target,
            motion: .dragged)
        }
        return InspectedSpring(
          name: wave + " centre y (pt)", value: Double(s.centerY),
          target: Double(s.chaseTargetY ?? s.centerY),
          motion: .chase(speed: Double(config.chaseSpeed)))
      }
      if s.isLinear {
        return InspectedSpring(
          name: wave + " progress", value: s.progress.value, target: s.progress.target,
          motion: .linear(secondsPerUnit: config.linearDuration))
      }
      guard !s.progress.isSettled else { continue }
      return InspectedSpring(name: wave + " progress", s.progress)
    }
    if !swipe.slideOffset.isSettled {
      return InspectedSpring(name: "waves slide-in (pt)", swipe.slideOffset)
    }
    return pages[current.rawValue].inspectedSpring
  }
}
