import TactileCore

/// The Spoilers page: chat text with hidden spans under live "invisible ink",
/// revealed by a click with a circle growing from the click point, hidden again by a click.
///
/// Coordinates: the text lives in *text coordinates* (origin at the top-left of the text);
/// the view shows it at `viewport.origin` minus the scroll offset. Particles live in text
/// coordinates too, so they scroll with the text.
public struct SpoilersPage: Page {
  public static let kind = PageKind.spoilers
  private var context: SceneContext
  public private(set) var frame: PageFrame
  private var header = PageHeader(
    title: "Spoilers",
    subtitle: "Hidden text under live ink. Click to reveal, click again to hide. Tab, Enter, H.")
  /// Layer for text being revealed through circles.
  private static let revealLayer = LayerID(10)
  /// What the reveal layer holds since it was last drawn at the top level of a frame (`nil`
  /// when unknown): while a circle grows only its clip changes, so the layer is drawn again
  /// only when this changes. Inside another layer (the page seen through a wave or fading
  /// out) it is always drawn: a renderer may keep a nested layer's pixels elsewhere.
  private var revealLayerContent: RevealLayerContent? = nil
  /// The pieces the reveal layer holds, and this frame's (scratch, swapped with it).
  private var revealLayerPieces: [Int] = []
  private var circlePieces: [Int] = []

  /// Where and how the reveal layer's pieces were drawn.
  private struct RevealLayerContent: Equatable {
    var origin: Vec2
    var mirrorWidth: Float?
    var color: Color
    var pixelScale: Float
  }

  public private(set) var text: SpoilerText
  public private(set) var reveals: [SpoilerReveal]
  /// The spoilers whose reveal or conceal is running (indices into `reveals`): what a frame
  /// updates, so its cost does not grow with the number of spoilers.
  private var animating: [Int] = []
  public private(set) var scroll = ScrollState()
  public private(set) var focused: Int? = nil
  /// The focus ring shows only after keyboard navigation, not after a click.
  private var focusRingVisible = false
  public private(set) var viewport = Rect.zero
  /// The dust over the hidden words.
  private var ink: SpoilerInk
  /// The particles of the ink (for diagnostics and tests).
  public var field: ParticleField { ink.field }
  /// The ink regions of spoiler `i` — its words on the lines near the viewport — as indices
  /// into `field`'s regions.
  public func inkRegions(ofSpoiler i: Int) -> Range<Int> { ink.regions(ofSpoiler: i) }
  private var pointer = Vec2(-1, -1)
  /// A click on a spoiler toggles it.
  private var tap = TapRecognizer()
  /// Scratch storage reused every frame.
  private var polygon: [Vec2] = []
  private var clipScratch: [Vec2] = []
  /// The tuning's generation the ink was last taken from.
  private var tuningGeneration: UInt64 = 0

  public init(context: SceneContext, frame: PageFrame) {
    self.context = context
    self.frame = frame
    text = SpoilerText(
      source: context.content.spoilerText, font: frame.type.body, width: frame.columnWidth,
      metrics: context.metrics, direction: frame.direction)
    reveals = Array(repeating: SpoilerReveal(), count: text.spoilerCount)
    ink = SpoilerInk(
      seed: context.seed, parameters: context.tuning.ink, reducedMotion: context.reducedMotion,
      work: context.work)
    tuningGeneration = context.tuning.generation
    layout(frame)
  }

  // MARK: Layout

  public mutating func layout(_ frame: PageFrame) {
    self.frame = frame
    revealLayerContent = nil  // The text's pieces may be others now.
    viewport = frame.viewport(below: header.layout(frame, metrics: context.metrics))
    let width = viewport.width
    let oldWidth = text.layout.wrapWidth
    var rebuilt = false
    if text.layout.measured.font != frame.type.body
      || text.layout.defaultDirection != frame.direction
    {
      text = SpoilerText(
        source: context.content.spoilerText, font: frame.type.body, width: width,
        metrics: context.metrics, direction: frame.direction)
      rebuilt = true
    } else {
      text.rewrap(toWidth: width, metrics: context.metrics)
    }
    scroll.resize(contentHeight: text.layout.size.height, viewportHeight: viewport.height)
    if rebuilt || oldWidth != text.layout.wrapWidth || field.regionCount == 0 {
      rebuildRegions()
    } else {
      ink.invalidateBand()
      followScroll()
    }
    ink.resizeBuffer(for: viewport.size, scale: frame.pixelScale)
  }

  /// New fragments: fresh dust in hidden spoilers; revealed ones stay revealed, animations
  /// in flight settle (the circle's geometry no longer matches the text).
  private mutating func rebuildRegions() {
    for i in animating { reveals[i].settle() }
    animating.removeAll(keepingCapacity: true)
    ink.rebuild(
      text: text, reveals: reveals, scrollOffset: scroll.offset, viewportHeight: viewport.height)
  }

  /// Moves the ink's resident band and window of measured words along with the view.
  private mutating func followScroll() {
    ink.follow(
      scrollOffset: scroll.offset, viewportHeight: viewport.height, text: text, reveals: reveals)
  }

  // MARK: Coordinates

  /// Where the text is drawn: its coordinates (`SpoilerText`'s, as laid out) and the page's.
  var placement: TextPlacement {
    TextPlacement(
      origin: Vec2(viewport.minX, viewport.minY - scroll.offset), width: viewport.width,
      kind: .content, frame: frame)
  }
  private func toText(_ p: Vec2) -> Vec2 { placement.local(p) }

  /// The spoiler under a window point (inside the viewport), if any.
  public func spoiler(at p: Vec2) -> Int? {
    guard viewport.contains(p) else { return nil }
    return text.spoiler(at: toText(p))
  }

  /// Fragment rects of spoiler `i` in window points.
  public func fragmentsInWindow(_ i: Int) -> [Rect] {
    text.fragments[i].map { placement.pageRect($0) }
  }

  // MARK: Actions

  /// Reveals or hides spoiler `i`; a reveal's circle starts at `point` (text coordinates).
  public mutating func toggle(_ i: Int, from point: Vec2) {
    guard reveals.indices.contains(i) else { return }
    if !reveals[i].isAnimating { animating.append(i) }
    switch reveals[i].phase {
    case .hidden, .concealing:
      reveals[i].reveal(
        from: point, fragments: text.fragments[i], reducedMotion: context.reducedMotion,
        timing: context.tuning.revealTiming)
    case .revealing, .revealed:
      reveals[i].conceal(timing: context.tuning.revealTiming)
      ink.conceal(spoiler: i)
    }
  }

  /// Hides every revealed spoiler (the `H` key).
  public mutating func hideAll() {
    for i in reveals.indices where reveals[i].phase == .revealed || reveals[i].phase == .revealing {
      toggle(i, from: .zero)
    }
  }

  private mutating func toggleFocused() {
    guard let f = focused, let first = text.fragments[f].first else { return }
    toggle(f, from: first.center)
  }

  /// Moves the focus ring to the next (or previous) spoiler and scrolls it into view.
  private mutating func moveFocus(by step: Int) {
    let n = text.spoilerCount
    guard n > 0 else { return }
    let next = focused.map { (($0 + step) % n + n) % n } ?? (step > 0 ? 0 : n - 1)
    focused = next
    if let r = text.fragments[next].first {
      if r.minY < scroll.offset {
        scroll.scroll(to: r.minY - 8, animated: true)
      } else if r.maxY > scroll.offset + viewport.height {
        scroll.scroll(to: r.maxY - viewport.height + 8, animated: true)
      }
    }
  }

  // MARK: Page

  public mutating func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointer(let p):
      pointer = p.position
      switch tap.handle(p) {
      case .pressed(let at):
        return spoiler(at: at) != nil
      case .tapped(let at):
        guard let i = spoiler(at: at) else { return false }
        focused = i
        focusRingVisible = false
        toggle(i, from: toText(at))
        return true
      case .failed, nil:
        return false
      }
    case .wheel(let d):
      guard scroll.isScrollable else { return false }
      scroll.scroll(by: -d.y * SpoilerConstants.wheelStep, animated: true)
      return true
    case .key(let k) where k.isDown:
      switch k.key {
      case .tab:
        focusRingVisible = true
        moveFocus(by: k.modifiers.contains(.shift) ? -1 : 1)
        return text.spoilerCount > 0
      case .enter, .space:
        guard focused != nil else { return false }
        toggleFocused()
        return true
      case .character("h"):
        hideAll()
        return true
      case .escape:
        guard focused != nil else { return false }
        focused = nil
        return true
      case .pageDown, .pageUp:
        let dir: Float = k.key == .pageDown ? 1 : -1
        scroll.scroll(pages: dir, animated: true)
        return true
      case .home, .end:
        guard scroll.isScrollable else { return false }
        scroll.scroll(to: k.key == .home ? 0 : scroll.maxOffset, animated: true)
        return true
      default:
        return false
      }
    case .focusLost, .pointerExited:
      _ = tap.cancel()
      return false
    default:
      return false
    }
  }

  /// Dust that cannot be seen (outside `frameContext.visibleArea`) holds still unless a reveal
  /// or a conceal is fading it.
  public mutating func update(_ frameContext: FrameContext) {
    let dt = frameContext.dt
    applyTuning()
    scroll.spring = context.tuning.scrollSpring
    scroll.update(dt: dt)
    followScroll()
    var n = 0
    while n < animating.count {
      let i = animating[n]
      reveals[i].update(dt: dt)
      let circle = RevealCircle(center: reveals[i].center, radius: reveals[i].radius)
      if reveals[i].phase == .revealing {
        let r = reveals[i].fades ? Float.greatestFiniteMagnitude / 4 : circle.radius
        ink.setRevealCircle(RevealCircle(center: circle.center, radius: r), spoiler: i)
      } else if reveals[i].phase == .revealed {
        // The text is all uncovered: whatever dust is left (an ink word may reach a little
        // past the circle fitted to the text) fades out at once.
        let all = RevealCircle(center: circle.center, radius: .greatestFiniteMagnitude / 4)
        ink.setRevealCircle(all, spoiler: i)
      }
      if reveals[i].isAnimating {
        n += 1
      } else {
        animating.swapAt(n, animating.count - 1)
        animating.removeLast()
      }
    }
    // Dust nobody sees holds still (it looks the same either way), unless a reveal or a
    // conceal is fading it.
    ink.update(dt: dt, visible: visibleTextRect(frameContext.visibleArea) != nil)
  }

  /// Takes the ink's live tunables; a new density or line cap re-seeds the dust (the others
  /// apply as particles are reborn).
  private mutating func applyTuning() {
    guard context.tuning.generation != tuningGeneration else { return }
    tuningGeneration = context.tuning.generation
    if ink.setParameters(context.tuning.ink) { rebuildRegions() }
  }

  /// The part of the text (text coordinates) that can be seen: the viewport scrolled, cut to
  /// `visibleArea` (window points, `nil` for all of it); `nil` when nothing can be seen.
  private func visibleTextRect(_ visibleArea: Rect?) -> Rect? {
    let shown = visibleArea.map { viewport.intersection($0) } ?? viewport
    guard let shown, !shown.isEmpty else { return nil }
    return placement.localRect(shown)
  }

  /// True while moving ink is visible on screen (particles or a tile: they always move), a
  /// reveal runs or the text scrolls. Still ink, or any ink with reduced motion, holds still:
  /// then only transitions count, and a page at rest lets the window sleep.
  public var isAnimating: Bool { isAnimating(within: nil) }

  public func isAnimating(within area: Rect?) -> Bool {
    let shown = area.map { viewport.intersection($0) } ?? viewport
    guard let shown, !shown.isEmpty else { return false }
    if scroll.isAnimating || !animating.isEmpty { return true }
    return ink.isAnimating(in: placement.localRect(shown))
  }

  public var cursor: CursorShape {
    if let i = spoiler(at: pointer), reveals[i].phase == .hidden || reveals[i].phase == .concealing
    {
      return .hand
    }
    return .arrow
  }

  // MARK: Drawing

  /// Only the dust within `frameContext.visibleArea` is rasterized.
  public mutating func draw(into list: inout DrawList, _ frameContext: FrameContext) {
    let theme = frameContext.theme
    list.fillRect(Rect(origin: .zero, size: frame.size), color: theme.background(.spoilers))
    header.draw(into: &list, theme: theme)
    if text.parsed.text.isEmpty {
      let empty = "This text is empty."
      list.text(
        empty, font: frame.type.body, at: Vec2(viewport.minX, viewport.minY + 20),
        width: context.metrics.advance(of: empty, font: frame.type.body),
        color: theme.secondaryText)
      return
    }
    // Glyphs may overhang their advance by a little; clip a few points wider than the column.
    list.pushClip(viewport.insetBy(dx: -SpoilerConstants.glyphOverhang, dy: 0))
    let shownLines = text.lines(from: scroll.offset, to: scroll.offset + viewport.height)
    let shown = text.pieces(onLines: shownLines)
    let anyCircle = drawText(shown, theme: theme, into: &list)
    noteUpcomingRuns(after: shownLines, into: &list)
    if anyCircle { drawRevealCircles(shown, frameContext, into: &list) }
    if ink.hasInk {
      // Dots in the text colour, so the platform blends them without colour modulation.
      // Only the dust that can be seen (all of it for the current page).
      let area = frameContext.visibleArea
      let clip = area == nil ? nil : (visibleTextRect(area) ?? .zero)
      ink.draw(
        into: &list, viewport: viewport, alignedRight: frame.isRightToLeft,
        scrollOffset: scroll.offset, scale: frameContext.pixelScale, clip: clip,
        color: theme.text)
    }
    drawFocusRing(theme: theme, into: &list)
    list.popClip()
    ScrollIndicator.draw(
      scroll, over: viewport, frame: frame, color: ScrollIndicator.color(theme), into: &list)
  }

  /// Plain text, revealed spoilers and fading ones, of the pieces `shown`; hidden pieces are
  /// never drawn. Returns whether a spoiler being revealed was left for its circle.
  private func drawText(_ shown: Range<Int>, theme: Theme, into list: inout DrawList) -> Bool {
    let placement = self.placement
    var anyCircle = false
    for k in shown {
      let s = Int(text.pieceSpoiler[k])
      var color = theme.text
      if s >= 0 {
        let r = reveals[s]
        if r.isClippedToCircle {
          anyCircle = true
          continue
        }
        let o = r.textOpacity
        guard o > 0 else { continue }
        color = color.withOpacity(o)
      }
      drawPiece(k, at: placement, color: color, into: &list)
    }
    return anyCircle
  }

  /// Spoilers being revealed: their text in a layer (drawn again only when it changed), seen
  /// through circle ∩ fragment.
  private mutating func drawRevealCircles(
    _ shown: Range<Int>, _ frameContext: FrameContext, into list: inout DrawList
  ) {
    let placement = self.placement
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
      list.beginLayer(SpoilersPage.revealLayer, clearColor: theme.text.withOpacity(0))
      for k in circlePieces { drawPiece(k, at: placement, color: theme.text, into: &list) }
      list.endLayer()
      revealLayerContent = list.layerDepth > 0 ? nil : content
      swap(&revealLayerPieces, &circlePieces)
    }
    let top = scroll.offset
    let bottom = top + viewport.height
    for s in animating where reveals[s].isClippedToCircle {
      let r = reveals[s]
      let center = placement.pagePoint(r.center)
      for f in text.fragments[s] where f.maxY > top && f.minY < bottom {
        polygon.removeAll(keepingCapacity: true)
        let n = CircleClip.append(
          center: center, radius: r.radius, rect: placement.pageRect(f),
          tolerance: list.arcTolerance, scratch: &clipScratch, into: &polygon)
        if n >= 3 {
          list.texturedPolygon(
            layer: SpoilersPage.revealLayer, polygon, opacity: r.circleTextOpacity)
        }
      }
    }
  }

  /// The focus ring around every fragment in view of the focused spoiler, after keyboard
  /// navigation.
  private mutating func drawFocusRing(theme: Theme, into list: inout DrawList) {
    guard let f = focused, focusRingVisible else { return }
    let placement = self.placement
    let top = scroll.offset
    let bottom = top + viewport.height
    let o = SpoilerConstants.focusRingOutset
    for r in text.fragments[f] where r.maxY > top && r.minY < bottom {
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

  /// The runs of the lines a scroll would bring into view next, nearest first (the platform
  /// may render them ahead of time), beside the lines `shown`: at rest, those within
  /// `SpoilerConstants.upcomingAtRest` screens below, then above; while the text scrolls,
  /// those in its direction up to `SpoilerConstants.upcomingPastTarget` screens past where it
  /// heads, at most `SpoilerConstants.upcomingMostScreens` screens past the viewport.
  private func noteUpcomingRuns(after shown: Range<Int>, into list: inout DrawList) {
    let top = scroll.offset
    let height = viewport.height
    let bottom = top + height
    let target = scroll.targetOffset
    let past = height * SpoilerConstants.upcomingPastTarget
    let most = height * SpoilerConstants.upcomingMostScreens
    if !scroll.isAnimating {
      let margin = height * SpoilerConstants.upcomingAtRest
      noteRuns(onLines: text.lines(from: bottom, to: bottom + margin), after: shown, into: &list)
      noteRuns(onLines: text.lines(from: top - margin, to: top), after: shown, into: &list)
    } else if target >= top {
      let lines = text.lines(from: bottom, to: min(target + height + past, bottom + most))
      noteRuns(onLines: lines, after: shown, into: &list)
    } else {
      let lines = text.lines(from: max(target - past, top - most), to: top)
      noteRuns(onLines: lines, after: shown, into: &list)
    }
  }

  /// Notes the runs of `lines` (below or above the lines `shown`) not among `shown`, nearest
  /// to them first.
  private func noteRuns(
    onLines lines: Range<Int>, after shown: Range<Int>, into list: inout DrawList
  ) {
    let runs = text.layout.runs
    if lines.upperBound > shown.upperBound {
      for l in max(lines.lowerBound, shown.upperBound)..<lines.upperBound {
        for r in text.layout.lines[l].runs { list.upcoming(runs[r].text, font: runs[r].font) }
      }
    } else {
      let end = max(lines.lowerBound, min(lines.upperBound, shown.lowerBound))
      for l in (lines.lowerBound..<end).reversed() {
        for r in text.layout.lines[l].runs { list.upcoming(runs[r].text, font: runs[r].font) }
      }
    }
  }

  /// Draws piece `k` of the text: its part of its glyph run, the run set whole.
  private func drawPiece(
    _ k: Int, at placement: TextPlacement, color: Color, into list: inout DrawList
  ) {
    let run = text.layout.runs[Int(text.pieceRun[k])]
    list.text(
      run.text, font: run.font, at: placement.origin(of: run, in: text.layout, drawnIn: list),
      color: color,
      span: text.span(ofPiece: k))
  }

  /// How the ink is made now.
  public var inkStrategy: InkStrategy { ink.parameters.strategy }

  /// The particles simulated: none when the ink is drawn from a tile.
  public var diagnostics: PageDiagnostics {
    PageDiagnostics(particles: inkStrategy == .particles ? field.liveCount : 0)
  }

  // MARK: Dump

  public func layoutDump() -> [(String, JSONValue)] {
    [
      ("header", .rect(header.bounds)),
      ("viewport", .rect(viewport)),
      ("scrollOffset", .number(Double(scroll.offset))),
      ("liveParticles", .number(Double(field.liveCount))),
      (
        "lines",
        .lines(
          text.lines(from: scroll.offset, to: scroll.offset + viewport.height), of: text.layout,
          placement: placement, faceNames: context.metrics.faceNames())
      ),
      ("missingGraphemes", .number(Double(text.layout.measured.missingGraphemes))),
      (
        "spoilers",
        .array(
          text.fragments.indices.map { i in
            .object([
              ("id", .number(Double(i))),
              ("state", .string(reveals[i].phase.rawValue)),
              (
                "graphemes",
                .array([
                  .number(Double(text.parsed.spoilers[i].lowerBound)),
                  .number(Double(text.parsed.spoilers[i].upperBound)),
                ])
              ),
              ("fragments", .array(fragmentsInWindow(i).map { .rect($0) })),
            ])
          })
      ),
    ]
  }
}
