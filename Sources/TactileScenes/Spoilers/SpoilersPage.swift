import TactileCore

/// The Spoilers page: chat text with hidden spans under live "invisible ink",
/// revealed by a click with a circle growing from the click point, hidden again by a click.
///
/// The page coordinates the text (`SpoilerText`), what covers it (`SpoilerCover`: the
/// reveals and the ink), the focus and the scroll; `SpoilersView` draws them.
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

  public private(set) var text: SpoilerText
  /// The reveals and the ink over the hidden words.
  private var cover: SpoilerCover
  private var view = SpoilersView()
  public private(set) var scroll = ScrollState()
  public private(set) var focused: Int? = nil
  /// The focus ring shows only after keyboard navigation, not after a click.
  private var focusRingVisible = false
  public private(set) var viewport = Rect.zero
  private var pointer = Vec2(-1, -1)
  /// A click on a spoiler toggles it.
  private var tap = TapRecognizer()
  /// The tuning's generation the ink was last taken from.
  private var tuningGeneration: UInt64 = 0

  /// Each spoiler's reveal, by spoiler index.
  public var reveals: SpoilerRevealList { cover.reveals }
  /// The particles of the ink (for diagnostics and tests).
  public var field: ParticleField { cover.ink.field }
  /// The ink regions of spoiler `i` — its words on the lines near the viewport — as indices
  /// into `field`'s regions.
  public func inkRegions(ofSpoiler i: Int) -> Range<Int> { cover.ink.regions(ofSpoiler: i) }

  public init(context: SceneContext, frame: PageFrame) {
    self.context = context
    self.frame = frame
    text = SpoilerText(
      source: context.content.spoilerText, font: frame.type.body, width: frame.columnWidth,
      metrics: context.metrics, direction: frame.direction)
    cover = SpoilerCover(
      spoilerCount: text.spoilerCount, seed: context.seed, parameters: context.tuning.ink,
      reducedMotion: context.reducedMotion, work: context.work)
    tuningGeneration = context.tuning.generation
    layout(frame)
  }

  // MARK: Layout

  public mutating func layout(_ frame: PageFrame) {
    // Text is measured at the pixel size it is drawn at: a new scale measures it again.
    let newScale = frame.pixelScale != self.frame.pixelScale
    self.frame = frame
    view.forgetRevealLayer()  // The text's pieces may be others now.
    viewport = frame.viewport(below: header.layout(frame, metrics: context.metrics))
    let width = viewport.width
    let oldWidth = text.layout.wrapWidth
    var rebuilt = false
    if text.layout.measured.font != frame.type.body
      || text.layout.defaultDirection != frame.direction || newScale
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
      cover.invalidateBand()
      followScroll()
    }
    cover.resizeInk(for: viewport.size, scale: frame.pixelScale)
  }

  /// New fragments: fresh dust in hidden spoilers; revealed ones stay revealed, animations
  /// in flight settle.
  private mutating func rebuildRegions() {
    cover.rebuild(text: text, scrollOffset: scroll.offset, viewportHeight: viewport.height)
  }

  /// Moves the ink's resident band and its window of words holding regions along with the
  /// view.
  private mutating func followScroll() {
    cover.follow(scrollOffset: scroll.offset, viewportHeight: viewport.height, text: text)
  }

  // MARK: Coordinates

  /// What a frame shows, for the view.
  private var scene: SpoilersView.Scene {
    SpoilersView.Scene(
      text: text, header: header, frame: frame, viewport: viewport, scroll: scroll,
      focusRing: focusRingVisible ? focused : nil, metrics: context.metrics)
  }

  /// Where the text is drawn: its coordinates (`SpoilerText`'s, as laid out) and the page's.
  var placement: TextPlacement { scene.placement }
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
    cover.toggle(
      i, from: point, fragments: text.fragments[i], reducedMotion: context.reducedMotion,
      timing: context.tuning.revealTiming)
  }

  /// Hides every revealed spoiler (the `H` key).
  public mutating func hideAll() { cover.hideAll(timing: context.tuning.revealTiming) }

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
      case .pageDown, .pageUp, .home, .end:
        return scroll.scroll(forKey: k.key, animated: !context.reducedMotion)
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
    cover.update(dt: dt, visible: scene.visibleTextRect(frameContext.visibleArea) != nil)
  }

  /// Takes the ink's live tunables; a new density or line cap re-seeds the dust (the others
  /// apply as particles are reborn).
  private mutating func applyTuning() {
    guard context.tuning.generation != tuningGeneration else { return }
    tuningGeneration = context.tuning.generation
    if cover.setInkParameters(context.tuning.ink) { rebuildRegions() }
  }

  /// True while moving ink is visible on screen (particles or a tile: they always move), a
  /// reveal runs or the text scrolls. Still ink, or any ink with reduced motion, holds still:
  /// then only transitions count, and a page at rest lets the window sleep.
  public var isAnimating: Bool { isAnimating(within: nil) }

  public func isAnimating(within area: Rect?) -> Bool {
    let shown = area.map { viewport.intersection($0) } ?? viewport
    guard let shown, !shown.isEmpty else { return false }
    return scroll.isAnimating || cover.isAnimating(in: placement.localRect(shown))
  }

  public var cursor: CursorShape {
    if let i = spoiler(at: pointer), reveals[i].phase == .hidden || reveals[i].phase == .concealing
    {
      return .hand
    }
    return .arrow
  }

  /// Only the dust within `frameContext.visibleArea` is rasterized.
  public mutating func draw(into list: inout DrawList, _ frameContext: FrameContext) {
    let scene = self.scene
    view.draw(scene, &cover, frameContext, into: &list)
  }

  /// How the ink is made now.
  public var inkStrategy: InkStrategy { cover.ink.parameters.strategy }

  /// A spoiler marker never closed in the text (it shows as typed), named by its line.
  public var warnings: [String] { text.unclosedWarning.map { [$0] } ?? [] }

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
