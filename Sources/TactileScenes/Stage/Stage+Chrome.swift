import TactileCore

extension Stage {
  /// The label bars' font, and the text's inset from the bar's leading edge and baseline
  /// from its top (points).
  static let labelFont = FontSpec.semibold(13)
  static let labelInset: Float = 10
  static let labelBaseline: Float = 17
  /// The ghost cursor: an arrow this tall (points), white with a dark outline, translucent.
  static let ghostHeight: Float = 18
  static let ghostFill = Color(r: 255, g: 255, b: 255, a: 190)
  static let ghostOutline = Color(r: 20, g: 20, b: 20, a: 200)

  /// Before the panes are drawn over it: the space between them (comparing only).
  public func drawBackdrop(into list: inout DrawList) {
    guard isComparing else { return }
    list.fillRect(Rect(origin: origin, size: size), color: theme.surface)
  }

  /// Over the panes: each pane's label bar (its number and tuning's name; the focused pane's
  /// in its page's accent colour) and, with `ghosts`, a ghost cursor in every pane but the one
  /// the pointer acts in, at the same point of the pane (comparing only).
  public func drawChrome(into list: inout DrawList, ghosts: Bool) {
    guard isComparing else { return }
    for i in panes.indices { drawLabel(i, into: &list) }
    guard ghosts, let p = pointer else { return }
    for i in panes.indices where i != active {
      drawGhost(at: paneRect(i).origin + p, into: &list)
    }
  }

  private func drawLabel(_ i: Int, into list: inout DrawList) {
    let bar = labelRect(i)
    let page = panes[i].playground.deck.current
    let isFocused = i == focused
    let accent = theme.palette(page).accent
    list.fillRect(bar, color: isFocused ? accent : theme.surfaceRaised)
    let text = "\(i + 1)  \(panes[i].label)"
    let width = base.metrics.advance(of: text[...], font: Stage.labelFont)
    let x =
      direction == .rightToLeft
      ? bar.maxX - Stage.labelInset - width : bar.minX + Stage.labelInset
    list.pushClip(bar)
    list.text(
      text, font: Stage.labelFont, at: Vec2(x, bar.minY + Stage.labelBaseline),
      color: isFocused ? theme.background(page) : theme.text, metrics: base.metrics)
    list.popClip()
  }

  /// An arrow pointer with its tip at `tip`.
  private func drawGhost(at tip: Vec2, into list: inout DrawList) {
    let h = Stage.ghostHeight
    let arrow = [
      tip, Vec2(tip.x, tip.y + h), Vec2(tip.x + h * 0.28, tip.y + h * 0.74),
      Vec2(tip.x + h * 0.46, tip.y + h * 1.08), Vec2(tip.x + h * 0.58, tip.y + h * 1.02),
      Vec2(tip.x + h * 0.41, tip.y + h * 0.69), Vec2(tip.x + h * 0.72, tip.y + h * 0.69),
    ]
    list.fillPolygon(arrow, color: Stage.ghostFill)
    list.strokePolyline(arrow, width: 1.5, color: Stage.ghostOutline, closed: true)
  }
}
