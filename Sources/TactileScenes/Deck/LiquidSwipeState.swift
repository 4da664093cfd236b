import TactileCore

/// The mechanics of the liquid swipe deck, without any
/// drawing: two sliders (a wave plus a button) on the left and right edges, their drags, taps,
/// springs and the page changes they cause.
///
/// Drive it with `handle(_:)` (pointer, window points), `swipe(_:)` (keys), `resize(to:)` and
/// `update(dt:)` (seconds, fixed steps); draw from `wave(_:)`, `topSide` / `bottomSide` and
/// `neighbourPage(_:)`. The left wave shows the previous page, the right wave the next one;
/// the deck wraps around.
///
/// Behaviour:
/// - A press on a wave (`LiquidWave.hitTest`) grabs it and puts it on top. Once the pointer has
///   moved more than `config.dragSlop` from the press, the bulge's centre y follows
///   the pointer (kept within the window's height, however far out the pointer goes) and the
///   progress follows the horizontal distance (`LiquidWave.progress(dragDX:side:width:)`),
///   measured so that a wave caught mid-animation continues from where it is. With
///   `config.motion == .linearChase` the centre chases the pointer at no more than
///   `config.chaseSpeed` instead of jumping to it.
/// - Release below `cancelThreshold` springs back to 0 (response 0.55 s, ζ 0.5); otherwise, or
///   on a flick (the pointer moving toward completion at `flickVelocity` or faster when it is
///   released), a tap (released within the drag slop), or `swipe(_:)`, the wave runs on to
///   progress 1 (response 0.55 s, ζ 1, starting with the flick's speed). While it does, its
///   bulge tip never falls back nor dents behind the ledge (`LiquidWave.minimumReach`): the
///   old page's area only shrinks. When the wave covers the window (or progress arrives at 1),
///   `update(dt:)` returns the page change, both waves reset to their initial
///   centres at progress 0 and slide in from `slideInDistance` points beyond their edges
///   (ζ 0.5). With `.linearChase` the springs back and on are replaced by linear runs that take
///   `config.linearDuration` for the whole 0…1 range (a release at p completes in
///   0.8 × (1 − p) s by default), the page changes when progress arrives at 1, and a cancelled
///   wave's centre goes back to where it rests at `config.chaseSpeed`.
/// - A horizontal scroll gesture (a trackpad's two fingers, `handle(scroll:)`) drags a wave as a
///   pointer pressed at its window edge would: the right wave (the next page) for a scroll to
///   the right, the left one for a scroll to the left, the fingers' distance scrolled so far
///   as the drag's. When the scroll pauses (`GestureThresholds.scrollEndPause`) the wave is
///   released as a drag is, with the scroll's velocity at its last event: it completes or
///   springs back by the same rule. A scroll that ends within the drag slop is no tap: nothing
///   happens. Vertical scrolls are the page's.
/// - While a wave completes, presses are swallowed and keys ignored.
/// - With `reducedMotion` nothing moves: a drag reads its progress without showing it, and a
///   swipe that would complete (release, flick, tap, key) changes the page at once, returned
///   by the next `update(dt:)`, with no slide-in (the deck cross-fades instead).
/// - A resize keeps every progress and recomputes the geometry from the new size: idle sliders
///   keep their relative height (those at their start stay there exactly); a dragged one stays under the pointer and the drag is
///   re-anchored so the next move continues from the same progress.
public struct LiquidSwipeState: Hashable, Sendable {
  public typealias Side = LiquidWave.Side

  /// Which neighbour a keyboard swipe goes to: the previous page is behind the left wave, the
  /// next page behind the right one.
  public enum Direction: Hashable, Sendable {
    case previous, next

    /// The slider that performs the swipe.
    public var side: Side { self == .previous ? .left : .right }
  }

  /// A finished swipe: the deck moved by `step` (−1 or +1) and now shows `pageIndex`.
  public struct PageChange: Hashable, Sendable {
    public var step: Int
    public var pageIndex: Int
  }

  /// One edge slider: the wave's centre y (points) and its progress spring (0…1 at rest; an
  /// under-damped spring-back briefly overshoots below 0, which the wave clamps).
  public struct Slider: Hashable, Sendable {
    public let side: Side
    public var centerY: Float
    public var progress: SpringValue<Double>
    /// While the slider completes a swipe: the farthest its bulge tip or ledge has come from
    /// its edge (points), which the drawn wave never falls behind; 0 otherwise.
    public var reach: Float = 0
    /// Whether `progress` runs linearly to its target (`.linearChase`) instead of on its spring.
    public var isLinear = false
    /// `.linearChase`: where the centre is heading (the pointer), nil once it is there.
    public var chaseTargetY: Float?

    init(side: Side, centerY: Float) {
      self.side = side
      self.centerY = centerY
      self.progress = SpringValue(
        value: 0, spring: LiquidSwipeConfig.standard.springBack,
        restDisplacement: LiquidSwipeConfig.progressRestDisplacement,
        restVelocity: LiquidSwipeConfig.progressRestVelocity)
    }
  }

  /// A pointer holding a wave, or a scroll gesture dragging it.
  struct Grab: Hashable, Sendable {
    let side: Side
    /// Where the press went down (window points); for a scroll, the window's edge.
    let down: Vec2
    /// How far from `down` the drag begins: the press's slop for its pointer.
    let slop: Float
    /// Whether a scroll gesture drags the wave (not a pointer).
    let byScroll: Bool
    /// x at which the drag's progress would be 0.
    var anchorX: Float
    /// Last pointer x seen, for re-anchoring on resize.
    var lastX: Float
    /// Whether the pointer has left the drag slop (then it is a drag, not a tap).
    var isDragging: Bool
    /// The drag's progress (with reduced motion the wave does not show it).
    var progress: Float = 0
  }

  /// The tunable numbers, read at every event and step (changes apply at once: a wave
  /// springing back and the slide-in take a new spring where they are, as fast as they move;
  /// a completing wave keeps the spring it started on, whose start was chosen never to
  /// overshoot, and a linear run its rate).
  public var config: LiquidSwipeConfig {
    didSet { retune(from: oldValue) }
  }
  /// Number of pages in the deck (at least 1).
  public let pageCount: Int
  /// Whether nothing may move: page changes happen at once (see the type's notes).
  public let reducedMotion: Bool
  /// With reduced motion: a page change made by input, for the next `update(dt:)`.
  private var pendingChange: PageChange?
  /// The page shown under the waves, in 0 ..< pageCount.
  public private(set) var pageIndex: Int
  /// Window size in points.
  public private(set) var size: Size
  public private(set) var left: Slider
  public private(set) var right: Slider
  /// The slider drawn last (on top): the one dragged, tapped or swiped most recently.
  public private(set) var topSide: Side = .right
  /// How far both sliders are pushed out beyond their edges, in points (the slide-in).
  public private(set) var slideOffset: SpringValue<Double>
  /// The slider running on to progress 1, if any.
  public private(set) var completingSide: Side?
  var grab: Grab?
  /// Tells a drag from a tap (`config.dragSlop`, taken when a press starts) and measures the
  /// held pointer's velocity for flicks.
  var tracker = DragRecognizer()
  /// Follows scroll gestures, whose horizontal ones drag a wave.
  var scrollGesture = ScrollGestureRecognizer()

  /// A deck of `pageCount` pages (raised to 1) showing `pageIndex` (wrapped into range) in a
  /// window of `size` points, both sliders at rest at their initial centres.
  public init(
    pageCount: Int, pageIndex: Int = 0, size: Size, reducedMotion: Bool = false,
    config: LiquidSwipeConfig = .standard
  ) {
    self.config = config
    let count = max(pageCount, 1)
    self.pageCount = count
    self.reducedMotion = reducedMotion
    self.pageIndex = ((pageIndex % count) + count) % count
    self.size = size
    left = Slider(
      side: .left,
      centerY: LiquidSwipeState.initialCenterY(.left, height: size.height, config: config))
    right = Slider(
      side: .right,
      centerY: LiquidSwipeState.initialCenterY(.right, height: size.height, config: config))
    slideOffset = SpringValue(value: 0, spring: config.slideIn)
  }

  /// The initial (resting) centre y of a slider in a window `height` points tall: the left
  /// one's 100 points on exyte's 812-point reference screen, scaled; the right one's
  /// `config.rightRestFraction` of the height.
  public static func initialCenterY(
    _ side: Side, height: Float, config: LiquidSwipeConfig = .standard
  ) -> Float {
    guard height > 0 else { return 0 }
    let c = LiquidSwipeConfig.self
    return side == .left
      ? c.leftReferenceCenterY * height / c.referenceHeight : config.rightRestFraction * height
  }

  // MARK: What to draw

  public func slider(_ side: Side) -> Slider { side == .left ? left : right }

  /// The slider drawn first (underneath).
  public var bottomSide: Side { topSide == .left ? .right : .left }

  /// The wave of a slider as it should be drawn now: outline, button centre and opacity.
  public func wave(_ side: Side) -> LiquidWave {
    let s = slider(side)
    return LiquidWave(
      side: side, centerY: s.centerY, progress: Float(s.progress.value), size: size,
      slideOffset: Float(slideOffset.value), minimumReach: s.reach, config: config)
  }

  /// The page seen inside a slider's wave: the previous page (left) or the next (right),
  /// wrapping around the deck.
  public func neighbourPage(_ side: Side) -> Int {
    let step = side == .left ? pageCount - 1 : 1
    return (pageIndex + step) % pageCount
  }

  /// How far from their window edges the waves' grab strips reach, points: the pages' content
  /// starts there, and a press on it never grabs a wave. Infinite when nothing limits them.
  public var grabStripReach: Float = .infinity

  /// The slider whose wave or button is under `point` (the top one first), if any.
  public func hitSide(at point: Vec2) -> Side? {
    if wave(topSide).hitTest(point, stripReach: grabStripReach) { return topSide }
    if wave(bottomSide).hitTest(point, stripReach: grabStripReach) { return bottomSide }
    return nil
  }

  /// The slider a pointer is holding, if any.
  public var grabbedSide: Side? { grab?.side }

  /// Whether a held wave has been dragged past the drag slop.
  public var isDragging: Bool { grab?.isDragging ?? false }

  /// Whether anything moves without input: a spring is still running or a swipe completing
  /// (or a scroll gesture drags a wave: its end is a pause, which time must find).
  public var isAnimating: Bool {
    grab?.byScroll == true || pendingChange != nil || completingSide != nil
      || !left.progress.isSettled
      || !right.progress.isSettled || left.isLinear || right.isLinear
      || left.chaseTargetY != nil || right.chaseTargetY != nil
      || !slideOffset.isSettled
  }

  // MARK: Input

  /// Feeds a pointer event (window points). Returns true when the sliders took it (the page must
  /// not see it): a press on a wave, everything until its release, and presses while a swipe
  /// completes. Only the primary button grabs.
  public mutating func handle(_ event: PointerEvent) -> Bool {
    if grab?.byScroll == true {
      // The pointer is not holding the wave; a press takes it from the scroll.
      guard event.phase == .down else { return false }
      cancelInteraction()
    }
    switch event.phase {
    case .down:
      guard event.button == .primary else { return grab != nil }
      if completingSide != nil { return true }
      guard grab == nil, let side = hitSide(at: event.position) else { return grab != nil }
      tracker.slop = config.dragSlop
      _ = tracker.handle(event)
      beginGrab(side, at: event.position, slop: tracker.pressSlop)
      return true
    case .move:
      guard grab != nil else { return false }
      _ = tracker.handle(event)
      drag(to: event.position)
      return true
    case .up:
      guard var g = grab else { return false }
      guard event.button == .primary else { return true }
      var velocity: Float = 0
      if case .ended(let d) = tracker.handle(event) { velocity = d.velocity.x }
      drag(to: event.position)
      g = grab ?? g
      grab = nil
      if g.isDragging {
        release(g.side, progress: g.progress, pointerVelocity: velocity)
      } else {
        complete(g.side)
      }
      return true
    }
  }

  /// Feeds a scroll of `delta` points (positive x: to the right). Returns true when the swipe
  /// took it: every scroll of a horizontal gesture, which drags a wave (see the type's notes)
  /// unless it began while a wave was held or completing.
  public mutating func handle(scroll delta: Vec2) -> Bool {
    guard let output = scrollGesture.handle(scroll: delta), scrollGesture.axis == .horizontal
    else { return false }
    switch output {
    case .began(_, let d):
      guard grab == nil, completingSide == nil else { return true }
      let side: Side = d.position.x > 0 ? .right : .left
      let edge = Vec2(side == .left ? 0 : size.width, slider(side).centerY)
      beginGrab(side, at: edge, slop: config.dragSlop, byScroll: true)
      drag(to: edge - Vec2(d.position.x, 0))
    case .changed(let d):
      guard let g = grab, g.byScroll else { return true }
      drag(to: g.down - Vec2(d.position.x, 0))
    case .ended: break
    }
    return true
  }

  /// The scroll dragging a wave paused: the wave is released as a pointer's drag is, the
  /// pointer moving as the fingers did (`scrollVelocity`, points per second, against the
  /// scroll). A scroll within the slop leaves it be.
  private mutating func endScroll(scrollVelocity: Float) {
    guard let g = grab, g.byScroll else { return }
    grab = nil
    if g.isDragging { release(g.side, progress: g.progress, pointerVelocity: -scrollVelocity) }
  }

  /// Swipes to the previous or next page with the same animation as a completed drag.
  /// Returns false (and does nothing) while a wave is held or a swipe is completing.
  @discardableResult
  public mutating func swipe(_ direction: Direction) -> Bool {
    guard grab == nil, completingSide == nil else { return false }
    complete(direction.side)
    return true
  }

  /// Drops a held wave as if the gesture were cancelled (focus lost, pointer gone): a dragged
  /// wave springs back, a pressed one stays where it is. (The rest of a scroll gesture that
  /// dragged it moves nothing.)
  public mutating func cancelInteraction() {
    guard let g = grab else { return }
    grab = nil
    if !g.byScroll { _ = tracker.cancel() }
    if g.isDragging { springBack(g.side) }
  }

  /// Takes a new window size (points). Progress is kept and the waves are recomputed from the
  /// new size; idle sliders keep their centre's relative height, a dragged one stays at the
  /// pointer (clamped into the window) and its drag is re-anchored to the new width.
  public mutating func resize(to newSize: Size) {
    let oldHeight = size.height
    size = newSize
    for side in Side.allCases {
      var s = slider(side)
      if grab?.side == side {
        s.centerY = min(max(s.centerY, 0), max(newSize.height, 0))
      } else if s.centerY == LiquidSwipeState.initialCenterY(side, height: oldHeight) {
        // Where it started: there again, exactly (a zoom and back restores every pixel).
        s.centerY = LiquidSwipeState.initialCenterY(side, height: newSize.height)
      } else if oldHeight > 0, s.centerY.isFinite {
        s.centerY = s.centerY * newSize.height / oldHeight
      } else {
        s.centerY = LiquidSwipeState.initialCenterY(side, height: newSize.height, config: config)
      }
      setSlider(s)
    }
    if var g = grab {
      g.anchorX = LiquidSwipeState.anchorX(
        pointerX: g.lastX, side: g.side, progress: Float(slider(g.side).progress.value),
        width: newSize.width, config: config)
      grab = g
    }
  }

  // MARK: Time

  /// Advances every spring by `dt` seconds. Returns the page change when a completing wave
  /// arrives at progress 1 during this step (the deck has then already moved on and both
  /// sliders are reset and sliding in).
  @discardableResult
  public mutating func update(dt: Double) -> PageChange? {
    tracker.advance(dt: dt)
    if case .ended(let d)? = scrollGesture.advance(dt: dt) {
      endScroll(scrollVelocity: d.velocity.x)
    }
    if let change = pendingChange {
      pendingChange = nil
      return change
    }
    advance(&left, dt: dt)
    advance(&right, dt: dt)
    slideOffset.update(dt: dt)
    guard let side = completingSide else { return nil }
    var s = slider(side)
    s.reach = LiquidSwipeState.completionReach(wave(side))
    setSlider(s)
    let p = s.progress
    let arrived = p.value == 1 || (!s.isLinear && wave(side).coversWindow)
    guard p.target == 1, arrived else { return nil }
    return finishSwipe(side)
  }

  /// Moves one slider's progress (on its spring, or linearly) and its chasing centre.
  private func advance(_ s: inout Slider, dt: Double) {
    if s.isLinear {
      guard dt > 0 else { return }
      let step = dt / max(config.linearDuration, 1e-6)
      let p = s.progress
      let next = p.value < p.target ? min(p.value + step, p.target) : max(p.value - step, p.target)
      s.progress.value = next
      s.progress.velocity = 0
      if next == p.target { s.isLinear = false }
    } else {
      s.progress.update(dt: dt)
    }
    if let y = s.chaseTargetY, dt > 0 {
      let most = config.chaseSpeed * Float(dt)
      let d = y - s.centerY
      if abs(d) <= most {
        s.centerY = y
        s.chaseTargetY = nil
      } else {
        s.centerY += d > 0 ? most : -most
      }
    }
  }

  // MARK: Mechanics

  private mutating func beginGrab(
    _ side: Side, at point: Vec2, slop: Float, byScroll: Bool = false
  ) {
    var s = slider(side)
    let p = Float(s.progress.value)
    s.progress.snap(to: s.progress.value)
    s.isLinear = false
    setSlider(s)
    topSide = side
    grab = Grab(
      side: side, down: point, slop: slop, byScroll: byScroll,
      anchorX: LiquidSwipeState.anchorX(
        pointerX: point.x, side: side, progress: p, width: size.width, config: config),
      lastX: point.x, isDragging: false)
  }

  private mutating func drag(to point: Vec2) {
    guard var g = grab, point.isFinite else { return }
    g.lastX = point.x
    if !g.isDragging, point.distance(to: g.down) > g.slop {
      g.isDragging = true
    }
    grab = g
    guard g.isDragging else { return }
    let p = LiquidWave.progress(
      dragDX: point.x - g.anchorX, side: g.side, width: size.width, config: config)
    grab?.progress = p
    guard !reducedMotion else { return }
    var s = slider(g.side)
    let y = min(max(point.y, 0), max(size.height, 0))
    if config.motion == .linearChase {
      s.chaseTargetY = y
    } else {
      s.centerY = y
    }
    s.progress.snap(to: Double(p))
    setSlider(s)
  }

  /// Ends a drag of `side` released at `progress` with the pointer moving at
  /// `pointerVelocity` (points per second, horizontal).
  private mutating func release(_ side: Side, progress: Float, pointerVelocity: Float) {
    let c = config
    let toward = side.sign * pointerVelocity  // Into the page: the way progress grows.
    let flicked = c.flickVelocity > 0 && toward >= c.flickVelocity
    if progress >= c.cancelThreshold || flicked {
      let perPoint = size.width > 0 ? c.swipeVelocity / size.width : 0
      complete(side, velocity: Double(max(toward, 0) * perPoint))
    } else {
      springBack(side)
    }
  }

  /// Sends `side` back to progress 0; with `.linearChase` its centre also goes back to where it
  /// rests, chasing it as it chases the pointer.
  private mutating func springBack(_ side: Side) {
    var s = slider(side)
    s.progress.spring = config.springBack
    s.isLinear = config.motion == .linearChase
    if s.isLinear {
      s.progress.velocity = 0
      s.chaseTargetY = Self.initialCenterY(side, height: size.height, config: config)
    }
    s.progress.setTarget(0)
    setSlider(s)
  }

  /// Runs `side` on to progress 1, starting at `velocity` (progress per second) but never
  /// backwards nor so fast that the critically damped spring would overshoot 1: the ledge
  /// only advances. With `.linearChase`, at the constant rate `1 / linearDuration`.
  private mutating func complete(_ side: Side, velocity: Double = 0) {
    if reducedMotion {
      pendingChange = finishSwipe(side)
      return
    }
    var s = slider(side)
    s.reach = LiquidSwipeState.completionReach(wave(side))
    s.progress.spring = config.complete
    s.isLinear = config.motion == .linearChase
    let omega = config.complete.angularFrequency
    s.progress.velocity =
      s.isLinear ? 0 : min(max(velocity, 0), omega * max(1 - s.progress.value, 0))
    s.progress.setTarget(1)
    setSlider(s)
    topSide = side
    completingSide = side
  }

  /// The reach a completing wave keeps from now on: where its tip is, or its ledge when the
  /// bulge dents behind it (never less than before: `wave` keeps at least `minimumReach`).
  static func completionReach(_ wave: LiquidWave) -> Float { max(wave.reach, wave.ledge) }

  private mutating func finishSwipe(_ side: Side) -> PageChange {
    pageIndex = neighbourPage(side)
    completingSide = nil
    left = Slider(
      side: .left,
      centerY: LiquidSwipeState.initialCenterY(.left, height: size.height, config: config))
    right = Slider(
      side: .right,
      centerY: LiquidSwipeState.initialCenterY(.right, height: size.height, config: config))
    // Linear motion (Cuberto's) has no springs: the new waves are at rest at once.
    if !reducedMotion && config.motion != .linearChase {
      slideOffset.spring = config.slideIn
      slideOffset.snap(to: Double(LiquidSwipeConfig.slideInDistance))
      slideOffset.setTarget(0)
    }
    return PageChange(step: side == .left ? -1 : 1, pageIndex: pageIndex)
  }

  /// Puts the springs of `config` under the motions that may change them mid-flight, and a
  /// right wave at rest where the new config rests it.
  private mutating func retune(from old: LiquidSwipeConfig) {
    for side in [Side.left, .right] where side != grab?.side && side != completingSide {
      var s = slider(side)
      if side == .right, config.rightRestFraction != old.rightRestFraction,
        s.centerY == Self.initialCenterY(side, height: size.height, config: old)
      {
        s.centerY = Self.initialCenterY(side, height: size.height, config: config)
      }
      if !s.isLinear { s.progress.spring = config.springBack }
      setSlider(s)
    }
    slideOffset.spring = config.slideIn
  }

  private mutating func setSlider(_ s: Slider) {
    if s.side == .left { left = s } else { right = s }
  }

  /// The pointer x at which a drag of `side` would read progress 0, given that the pointer at
  /// `pointerX` reads `progress` in a window `width` points wide.
  static func anchorX(
    pointerX: Float, side: Side, progress: Float, width: Float,
    config: LiquidSwipeConfig = .standard
  ) -> Float {
    let p = progress > 0 ? min(progress, 1) : 0
    return pointerX - side.sign * p * width / config.swipeVelocity
  }
}
