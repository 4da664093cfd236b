import TactileCore

/// Draws the Spoilers page: the text's pieces in view (plain text, revealed spoilers, fading
/// ones; hidden pieces never), the spoilers being revealed through their circles (their text in
/// a layer drawn again only when it changed), the ink, the focus ring and the scroll
/// indicator, and notes the runs a scroll would bring into view next. It keeps what the reveal
/// layer holds and scratch buffers, reused every frame.
struct SpoilersView {
  /// What one frame shows, besides the reveals and the ink (`SpoilerCover`).
  struct Scene {
    var text: SpoilerText
    var header: PageHeader
    var frame: PageFrame
    /// The visible text area in window points, and the text's scroll.
    var viewport: Rect
    var scroll: ScrollState
    /// The focused spoiler, when its ring shows (after keyboard navigation).
    var focusRing: Int?
    var metrics: any FontMetrics

    /// Where the text is drawn: its coordinates (`SpoilerText`'s, as laid out) and the page's.
    var placement: TextPlacement {
      TextPlacement(
        origin: Vec2(viewport.minX, viewport.minY - scroll.offset), width: viewport.width,
        kind: .content, frame: frame)
    }

    /// The part of the text (text coordinates) that can be seen: the viewport scrolled, cut to
    /// `visibleArea` (window points, `nil` for all of it); `nil` when nothing can be seen.
    func visibleTextRect(_ visibleArea: Rect?) -> Rect? {
      let shown = visibleArea.map { viewport.intersection($0) } ?? viewport
      guard let shown, !shown.isEmpty else { return nil }
      return placement.localRect(shown)
    }
  }

  /// Layer for text being revealed through circles.
  static let revealLayer = LayerID(10)
  /// What the reveal layer holds since it was last drawn at the top level of a frame (`nil`
  /// when unknown): while a circle grows only its clip changes, so the layer is drawn again
  /// only when this changes. Inside another layer (the page seen through a wave or fading
  /// out) it is always drawn: a renderer may keep a nested layer's pixels elsewhere.
  private var revealLayerContent: RevealLayerContent? = nil
  /// The pieces the reveal layer holds, and this frame's (scratch, swapped with it).
  private var revealLayerPieces: [Int] = []
  private var circlePieces: [Int] = []
  /// Scratch storage reused every frame.
  private var polygon: [Vec2] = []
  private var clipScratch: [Vec2] = []

  /// Where and how the reveal layer's pieces were drawn.
  private struct RevealLayerContent: Equatable {
    var origin: Vec2
    var mirrorWidth: Float?
    var color: Color
    var pixelScale: Float
  }

  /// The text's pieces may be others now: the reveal layer is drawn again.
  mutating func forgetRevealLayer() { revealLayerContent = nil }

  /// Only the dust within `frameContext.visibleArea` is rasterized.
  mutating func draw(
    _ scene: Scene, _ cover: inout SpoilerCover, _ frameContext: FrameContext,
    into list: inout DrawList
  ) {
    let theme = frameContext.theme
    let (text, viewport, scroll) = (scene.text, scene.viewport, scene.scroll)
    list.fillRect(Rect(origin: .zero, size: scene.frame.size), color: theme.background(.spoilers))
    scene.header.draw(into: &list, theme: theme)
    if text.parsed.text.isEmpty {
      let empty = "This text is empty."
      let font = scene.frame.type.body
      list.text(
        empty, font: font, at: Vec2(viewport.minX, viewport.minY + 20),
        width: scene.metrics.advance(of: empty, font: font), color: theme.secondaryText,
        metrics: scene.metrics)
      return
    }
    // Glyphs may overhang their advance by a little; clip a few points wider than the column.
    list.pushClip(viewport.insetBy(dx: -SpoilerConstants.glyphOverhang, dy: 0))
    let shownLines = text.lines(from: scroll.offset, to: scroll.offset + viewport.height)
    let shown = text.pieces(onLines: shownLines)
    let anyCircle = drawText(shown, scene, cover, theme: theme, into: &list)
    if anyCircle { drawRevealCircles(shown, scene, cover, frameContext, into: &list) }
    if cover.ink.hasInk {
      // Dots in the text colour, so the platform blends them without colour modulation.
      // Only the dust that can be seen (all of it for the current page).
      let area = frameContext.visibleArea
      let clip = area == nil ? nil : (scene.visibleTextRect(area) ?? .zero)
      cover.drawInk(
        into: &list, viewport: viewport, alignedRight: scene.frame.isRightToLeft,
        scrollOffset: scroll.offset, scale: frameContext.pixelScale, clip: clip,
        color: theme.text)
    }
    drawFocusRing(scene, theme: theme, into: &list)
    list.popClip()
    ScrollIndicator.draw(
      scroll, over: viewport, frame: scene.frame, color: ScrollIndicator.color(theme),
      into: &list)
  }

  /// Plain text, revealed spoilers and fading ones, of the pieces `shown`; hidden pieces are
  /// never drawn. Returns whether a spoiler being revealed was left for its circle.
  private func drawText(
    _ shown: Range<Int>, _ scene: Scene, _ cover: SpoilerCover, theme: Theme,
    into list: inout DrawList
  ) -> Bool {
    let text = scene.text
    let placement = scene.placement
    var anyCircle = false
    for k in shown {
      let s = Int(text.pieceSpoiler[k])
      var color = theme.text
      if s >= 0 {
        let r = cover.reveals[s]
        if r.isClippedToCircle {
          anyCircle = true
          continue
        }
        let o = r.textOpacity
        guard o > 0 else { continue }
        color = color.withOpacity(o)
      }
      drawPiece(k, of: text, at: placement, color: color, into: &list)
    }
    return anyCircle
  }

  /// Spoilers being revealed: their text in a layer (drawn again only when it changed), seen
  /// through circle ∩ fragment.
  private mutating func drawRevealCircles(
    _ shown: Range<Int>, _ scene: Scene, _ cover: SpoilerCover, _ frameContext: FrameContext,
    into list: inout DrawList
  ) {
    let text = scene.text
    let reveals = cover.reveals
    let placement = scene.placement
    let theme = frameContext.theme
    circlePieces.removeAll(keepingCapacity: true)
    for k in shown {
      let s = Int(text.pieceSpoiler[k])
      if s >= 0, reveals[s].isClippedToCircle { circlePieces.append(k) }
    }
    let content = RevealLayerContent(
      origin: placement.origin, mirrorWidth: list.mirrorWidth, color: theme.text,
      pixelScale: frameContext.pixelScale)
    if list.layerDepth > 0 || content != revealLayerContent || circlePieces != revealLayerPieces {
      list.beginLayer(SpoilersView.revealLayer, clearColor: theme.text.withOpacity(0))
      for k in circlePieces {
        drawPiece(k, of: text, at: placement, color: theme.text, into: &list)
      }
      list.endLayer()
      revealLayerContent = list.layerDepth > 0 ? nil : content
      swap(&revealLayerPieces, &circlePieces)
    }
    let top = scene.scroll.offset
    let bottom = top + scene.viewport.height
    for s in cover.animating where reveals[s].isClippedToCircle {
      let r = reveals[s]
      let center = placement.pagePoint(r.center)
      for f in text.fragments[s] where f.maxY > top && f.minY < bottom {
        polygon.removeAll(keepingCapacity: true)
        let n = CircleClip.append(
          center: center, radius: r.radius, rect: placement.pageRect(f),
          tolerance: list.arcTolerance, scratch: &clipScratch, into: &polygon)
        if n >= 3 {
          list.texturedPolygon(
            layer: SpoilersView.revealLayer, polygon, opacity: r.circleTextOpacity)
        }
      }
    }
  }

  /// The focus ring around every fragment in view of the focused spoiler, after keyboard
  /// navigation.
  private mutating func drawFocusRing(_ scene: Scene, theme: Theme, into list: inout DrawList) {
    guard let f = scene.focusRing else { return }
    let placement = scene.placement
    let top = scene.scroll.offset
    let bottom = top + scene.viewport.height
    let o = SpoilerConstants.focusRingOutset
    for r in scene.text.fragments[f] where r.maxY > top && r.minY < bottom {
      let ring = placement.pageRect(r).insetBy(dx: -o, dy: -o)
      polygon.removeAll(keepingCapacity: true)
      RoundedRect.appendOutline(
        ring, radius: SpoilerConstants.focusRingRadius, tolerance: list.arcTolerance,
        into: &polygon)
      list.strokePolyline(
        polygon, width: SpoilerConstants.focusRingWidth, color: theme.palette(.spoilers).accent,
        closed: true)
    }
  }

  /// Draws piece `k` of the text: its part of its glyph run.
  private func drawPiece(
    _ k: Int, of text: SpoilerText, at placement: TextPlacement, color: Color,
    into list: inout DrawList
  ) {
    let r = Int(text.pieceRun[k])
    list.text(
      text.layout, run: r,
      at: placement.origin(of: text.layout.runs[r], in: text.layout, drawnIn: list), color: color,
      span: text.span(ofPiece: k))
  }
}
