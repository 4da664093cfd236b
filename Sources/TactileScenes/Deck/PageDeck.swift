import TactileCore

/// The four pages, which one is shown, and the liquid swipe between them.
///
/// The deck holds its pages as `[any Page]`, in `PageKind` order, and talks to them only
/// through the `Page` protocol; `deck[TodoPage.self]` reads one page by its type. The edge
/// sliders take the pointer first and everything else goes to the current page —
/// unless the current page shows a modal popup (`Page.isModal`): then the page gets every
/// event and its overlay is drawn above the sliders and the page dots (`drawTopmost`). Inside
/// each wave the neighbour page itself is seen: it is drawn once into an offscreen layer
/// that the renderer keeps, and the layer is drawn through the wave's outline every frame.
/// The layer is drawn again only when that page may look different (its version changed:
/// input, its own animation, a new layout); a page seen only through a wave holds still
/// (the spoilers' dust stands where it is until the page is current). With reduced motion
/// every page change (drag, tap, keys, dots) is a cross-fade of the whole window.
public struct PageDeck {
  public var current: PageKind { PageKind(rawValue: swipe.pageIndex)! }
  public private(set) var swipe: LiquidSwipeState
  /// Scratch storage for wave outlines, reused every frame.
  private var outline: [Vec2] = []
  /// The pages, in `PageKind` order.
  public private(set) var pages: [any Page]
  private var size: Size
  private let reducedMotion: Bool
  /// The page last seen as current (a change is noticed by comparing with it).
  private var shown: PageKind
  /// The old page fading out after a change, with reduced motion.
  private var fade: PageCrossFade?
  /// The layer a fading page is drawn into.
  private static let fadeLayer = LayerID(3)
  /// What each page shows, as a version: bumped from one counter (so versions never repeat)
  /// whenever the page may look different.
  private var versions: [UInt64]
  private var nextVersion: UInt64
  /// The version of the page each wave's layer holds (left, right); 0 for nothing.
  private var layerVersions: [UInt64] = [0, 0]

  /// The live tunables; the swipe takes its numbers from them whenever they change.
  private let tuning: Tuning
  private var tuningGeneration: UInt64
  /// Whether the interface reads right to left: the deck is laid out left to right and drawn
  /// mirrored, so its left wave is seen on the right.
  private(set) var isMirrored: Bool

  /// The page types of the deck, in `PageKind` order (computed: a metatype of `Page` is not
  /// `Sendable`, so a stored static would be shared mutable state to the compiler).
  public static var pageTypes: [any Page.Type] {
    [SpoilersPage.self, ReactionsPage.self, TodoPage.self, AboutPage.self]
  }

  /// The deck showing `start`, every page laid out in `frame`.
  public init(context: SceneContext, frame: PageFrame, start: PageKind) {
    tuning = context.tuning
    tuningGeneration = context.tuning.generation
    size = frame.size
    isMirrored = frame.isRightToLeft
    swipe = LiquidSwipeState(
      pageCount: PageKind.allCases.count, pageIndex: start.rawValue, size: frame.size,
      reducedMotion: context.reducedMotion, config: context.tuning.liquidSwipe)
    reducedMotion = context.reducedMotion
    shown = start
    versions = PageKind.allCases.map { UInt64($0.rawValue + 1) }
    nextVersion = UInt64(PageKind.allCases.count + 1)
    outline.reserveCapacity(2048)
    pages = PageDeck.pageTypes.map { $0.init(context: context, frame: frame) }
    precondition(pages.map(\.kind) == PageKind.allCases, "pageTypes is out of PageKind order")
    setGrabStripReach(frame)
  }

  /// The page of type `P` (e.g. `deck[TodoPage.self]`).
  public subscript<P: Page>(_ type: P.Type) -> P {
    get { pages[P.kind.rawValue] as! P }
    set { pages[P.kind.rawValue] = newValue }
  }

  /// The page shown now.
  public var currentPage: any Page { pages[current.rawValue] }

  /// Lays every page out in `frame` (the window's size and pixel scale).
  public mutating func layout(_ frame: PageFrame) {
    size = frame.size
    isMirrored = frame.isRightToLeft
    swipe.resize(to: size)
    setGrabStripReach(frame)
    fade?.deck.resize(to: size)
    for kind in PageKind.allCases { touch(kind) }
    for i in pages.indices { pages[i].layout(frame) }
  }

  /// The waves may be grabbed up to where the pages' content column begins.
  private mutating func setGrabStripReach(_ frame: PageFrame) {
    swipe.grabStripReach = min(
      frame.columnMinX, frame.size.width - frame.columnMaxX - PageFrame.scrollGutter)
  }

  /// Shows `kind` at once (the 1–4 keys and the page dots), dropping any swipe in flight.
  public mutating func show(_ kind: PageKind) {
    guard kind != current || swipe.isAnimating else { return }
    swipe = LiquidSwipeState(
      pageCount: PageKind.allCases.count, pageIndex: kind.rawValue, size: size,
      reducedMotion: reducedMotion, config: tuning.liquidSwipe)
    noteCurrentPage()
  }

  /// Notices a page change (after input or time): the old page hides and, with reduced
  /// motion, fades out over the new one.
  private mutating func noteCurrentPage() {
    guard current != shown else { return }
    pageDidHide(shown)
    if reducedMotion {
      fade = PageCrossFade(from: shown, size: size, duration: tuning.crossFadeDuration)
    }
    shown = current
  }

  /// Notes that page `kind` may look different: a layer holding it is drawn again.
  private mutating func touch(_ kind: PageKind) {
    versions[kind.rawValue] = nextVersion
    nextVersion += 1
  }

  /// A page that leaves the screen gets `.focusLost`: gestures in flight are cancelled and
  /// popups close (nothing is left open on a page the user cannot see).
  private mutating func pageDidHide(_ kind: PageKind) {
    _ = pages[kind.rawValue].handle(.focusLost)
  }

  /// Swipes to the previous or next page with the liquid animation (arrow keys).
  public mutating func swipe(_ direction: LiquidSwipeState.Direction) {
    swipe.swipe(direction)
    noteCurrentPage()
  }

  /// Advances every page's animations (pages off screen settle too, so nothing jumps later;
  /// the spoilers' dust holds still unless the page is current). A page that animates gets a
  /// new version.
  public mutating func update(_ frame: FrameContext) {
    if tuning.generation != tuningGeneration {
      tuningGeneration = tuning.generation
      swipe.config = tuning.liquidSwipe
    }
    swipe.update(dt: frame.dt)
    noteCurrentPage()
    if var f = fade {
      f.elapsed += frame.dt
      fade = f.isFinished ? nil : f
    }
    for kind in PageKind.allCases
    where pages[kind.rawValue].isAnimating(within: visibleArea(of: kind)) {
      touch(kind)
    }
    for kind in PageKind.allCases {
      pages[kind.rawValue].update(frame.seen(in: visibleArea(of: kind)))
    }
  }

  public mutating func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointer(let p):
      if !currentIsModal && swipe.handle(p) {
        noteCurrentPage()
        return true
      }
    case .wheel(let notches):
      if handleScroll(notches) { return true }
    case .pointerExited, .focusLost:
      swipe.cancelInteraction()
    default: break
    }
    touch(current)
    return pages[current.rawValue].handle(event)
  }

  /// Whether the waves take a scroll: a horizontal scroll gesture swipes (the fingers'
  /// points dragging a wave), unless a popup or the page takes it
  /// (`Page.takesHorizontalScroll`); the rest is the page's.
  private mutating func handleScroll(_ notches: Vec2) -> Bool {
    guard !currentIsModal, !pages[current.rawValue].takesHorizontalScroll else { return false }
    return swipe.handle(scroll: notches * GestureThresholds.pointsPerNotch)
  }

  /// Cancels what the pointer is doing (a held wave springs back, the current page's gesture
  /// and popup end, as when the window loses focus): before the interface is mirrored.
  public mutating func cancelGestures() {
    swipe.cancelInteraction()
    touch(current)
    _ = pages[current.rawValue].handle(.focusLost)
  }

  /// Whether the current page shows a modal popup (see `Page.isModal`).
  public var currentIsModal: Bool { pages[current.rawValue].isModal }

  /// The current page's overlay, drawn after everything else of the deck (page dots too).
  public func drawTopmost(into list: inout DrawList, _ frame: FrameContext) {
    pages[current.rawValue].drawOverlay(into: &list, frame)
  }

  /// Draws page `kind` whole (it is seen in the window or in a layer).
  public mutating func draw(_ kind: PageKind, into list: inout DrawList, _ frame: FrameContext) {
    pages[kind.rawValue].draw(into: &list, frame.seen(in: nil))
  }

  /// Whether anything that can be seen moves: the swipe, a cross-fade or the current page.
  /// Pages seen through a wave hold still, and pages nobody sees do not keep the app drawing
  /// (idle CPU ≈ 0).
  public var isAnimating: Bool {
    swipe.isAnimating || fade != nil || pages[current.rawValue].isAnimating
  }

  /// Where page `kind` moves: `nil` (the whole window) for the current page and one fading
  /// out, `.zero` (nowhere) for the others, which hold still even when a wave shows them.
  private func visibleArea(of kind: PageKind) -> Rect? {
    kind == current || kind == fade?.from ? nil : .zero
  }

  public var cursor: CursorShape {
    if swipe.grabbedSide != nil && !currentIsModal { return .hand }
    return pages[current.rawValue].cursor
  }

  public func layoutDump(_ kind: PageKind) -> [(String, JSONValue)] {
    pages[kind.rawValue].layoutDump()
  }

  /// Before the app exits, every page finishes what it must keep; the failures, one line each
  /// (`nil` when all went well).
  public mutating func prepareToQuit() -> String? {
    var failures: [String] = []
    for i in pages.indices {
      if let f = pages[i].prepareToQuit() { failures.append(f) }
    }
    return failures.isEmpty ? nil : failures.joined(separator: "\n")
  }

  /// Every page's figures for the diagnostics overlay, added up.
  public var diagnostics: PageDiagnostics {
    var total = PageDiagnostics()
    for page in pages { total.particles += page.diagnostics.particles }
    return total
  }

  /// The current page with both edge sliders on top (the dragged one last).
  public mutating func drawWithSliders(into list: inout DrawList, _ frame: FrameContext) {
    draw(current, into: &list, frame)
    drawSlider(swipe.bottomSide, of: swipe, into: &list, frame)
    drawSlider(swipe.topSide, of: swipe, into: &list, frame)
    if let fade { drawFading(fade, into: &list, frame) }
  }

  /// The old page of a cross-fade with its waves at rest, drawn into a layer and laid over
  /// the whole window with the fade's opacity.
  private mutating func drawFading(
    _ fade: PageCrossFade, into list: inout DrawList, _ frame: FrameContext
  ) {
    if !fade.isDrawn {  // The old page as it was when it left: drawn once.
      list.beginLayer(PageDeck.fadeLayer)
      draw(fade.from, into: &list, frame)
      drawSlider(.left, of: fade.deck, into: &list, frame)
      drawSlider(.right, of: fade.deck, into: &list, frame)
      list.endLayer()
      self.fade?.isDrawn = true
    }
    let start = list.pointCount  // Points added one by one: no array per frame.
    list.addPoint(.zero)
    list.addPoint(Vec2(size.width, 0))
    list.addPoint(Vec2(size.width, size.height))
    list.addPoint(Vec2(0, size.height))
    list.texturedPolygon(
      layer: PageDeck.fadeLayer, points: start..<list.pointCount, opacity: fade.opacity)
  }

  /// Layer ids for the neighbour pages seen through the waves.
  private static func layer(_ side: LiquidWave.Side) -> LayerID { LayerID(side == .left ? 1 : 2) }

  /// One slider: its wave showing the neighbour page, then its button. At rest the wave is
  /// filled with the neighbour's background only; as a drag begins, the neighbour page itself
  /// (its layer, drawn again only for a new version) fades in through the wave's outline.
  private mutating func drawSlider(
    _ side: LiquidWave.Side, of deck: LiquidSwipeState, into list: inout DrawList,
    _ frame: FrameContext
  ) {
    let wave = deck.wave(side)
    guard wave.hasArea else { return }
    outline.removeAll(keepingCapacity: true)
    wave.outline(tolerance: PageDeck.flatteningTolerance, into: &outline)
    guard outline.count >= 3 else { return }
    let neighbour = PageKind(rawValue: deck.neighbourPage(side))!
    let opacity = wave.contentOpacity
    if opacity < 1 { list.fillPolygon(outline, color: frame.theme.palette(neighbour).background) }
    if opacity > 0 {
      let slot = side == .left ? 0 : 1
      let version = versions[neighbour.rawValue]
      if layerVersions[slot] != version {
        list.beginLayer(PageDeck.layer(side))
        draw(neighbour, into: &list, frame)
        list.endLayer()
        layerVersions[slot] = version
      }
      list.texturedPolygon(layer: PageDeck.layer(side), outline, opacity: opacity)
    }
    drawButton(wave, color: frame.theme.palette(neighbour).accent, into: &list)
  }

  /// The slider's button, in the accent of the page it leads to (it sits on that page's
  /// background, inside the bulge): a ring with a chevron pointing into the page.
  private func drawButton(_ wave: LiquidWave, color: Color, into list: inout DrawList) {
    let opacity = wave.buttonOpacity
    guard opacity > 0 else { return }
    let c = wave.buttonCenter
    list.strokeCircle(
      center: c, radius: LiquidSwipeConfig.buttonRadius, width: 1.5,
      color: color.withOpacity(0.45 * opacity))
    // The chevron points away from the wave's edge: ">" on the left, "<" on the right.
    let d: Float = wave.side == .left ? 1 : -1
    let arm: Float = 6
    let start = list.pointCount  // Points added one by one: no array per frame.
    list.addPoint(Vec2(c.x - d * arm * 0.5, c.y - arm))
    list.addPoint(Vec2(c.x + d * arm * 0.5, c.y))
    list.addPoint(Vec2(c.x - d * arm * 0.5, c.y + arm))
    list.strokePolyline(
      points: start..<list.pointCount, width: 2, color: color.withOpacity(opacity))
  }

  /// Quarter of a pixel at pixel density 2 (points).
  static let flatteningTolerance: Float = 0.125

  /// The page dots at the bottom centre: one per page, the current one filled.
  public func drawPageDots(into list: inout DrawList, _ frame: FrameContext) {
    PageDots(windowSize: size).draw(current: current, theme: frame.theme, into: &list)
  }

  /// The page dot of `kind`, for clicks.
  public func pageDotRect(_ kind: PageKind) -> Rect {
    PageDots(windowSize: size).hitRect(of: kind)
  }
}

extension PageDeck {
  /// The edge sliders for `--dump-layout`: hit areas (bounding box of the wave, the button).
  public func wavesDump() -> JSONValue {
    .array(
      LiquidWave.Side.allCases.map { side in
        let w = swipe.wave(side)
        var pts: [Vec2] = []
        w.outline(tolerance: 1, into: &pts)
        var box = Rect(origin: w.bulgeTip, size: .zero)
        for p in pts {
          box = box.union(Rect(origin: p, size: .zero))
        }
        let window = Rect(origin: .zero, size: swipe.size)
        return .object([
          ("side", .string(side == .left ? "left" : "right")),
          ("progress", .number(Double(w.progress))),
          ("bulgeTip", .point(w.bulgeTip)),
          ("button", .point(w.buttonCenter)),
          ("bounds", .rect(box.intersection(window) ?? .zero)),
          ("showsPage", .string(PageKind(rawValue: swipe.neighbourPage(side))!.name)),
        ])
      })
  }
}
