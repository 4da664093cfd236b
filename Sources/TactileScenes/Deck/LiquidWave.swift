import TactileCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The liquid swipe wave (exyte/LiquidSwipe, Cuberto): a shape that fills the strip between one
/// window edge and a vertical "ledge" line, with a Bezier bulge sticking out into the page.
///
/// A pure function of the side, the bulge's centre y, the swipe progress and the window size,
/// all in points (y down, origin at the window's top-left). Derived quantities:
/// - ledge = lerp(15 → W, p, 0.2, 0.8), measured from the wave's own window edge;
/// - vertical radius vr = lerp(82 → 0.9·H, p, 0, 0.4);
/// - horizontal radius hr = lerp(48 → 0.8·W, p, 0, 0.4) up to p = 0.4, then the damped wobble
///   0.8·W·e^(−βt)·cos(ωt), t = (p − 0.4) / 0.6, which turns negative (the bulge dents into the
///   wave) past p ≈ 0.6. Unlike exyte's code, which jumps to hr = 0.8·W at exactly p = 1, the
///   wobble formula is used up to p = 1 inclusive, so the shape is continuous in p.
///
/// The page-facing edge runs from `curveStart` (ledge, cy + vr) up through ten cubic Beziers to
/// `curveEnd` (ledge, cy − vr), with the bulge tip at (ledge ± hr, cy); above and below the
/// bulge it is the ledge line. It is strictly monotonic in y, so every horizontal line meets the
/// filled shape in one span: [window edge, `boundaryX(atY:)`].
public struct LiquidWave: Hashable, Sendable {
  /// Which window edge the wave comes out of.
  public enum Side: Hashable, Sendable, CaseIterable {
    case left, right

    /// +1 for the left wave, −1 for the right: the x direction from the edge into the page.
    @inlinable public var sign: Float { self == .left ? 1 : -1 }
  }

  /// The window edge the wave comes out of.
  public var side: Side
  /// Centre y of the bulge, in points.
  public var centerY: Float
  /// Swipe progress; read through `clampedProgress` (0…1, NaN counts as 0).
  public var progress: Float
  /// Window size in points.
  public var size: Size
  /// How far the whole wave (and its button) is pushed out beyond its edge, in points: 0 at
  /// rest, up to `LiquidSwipeConfig.slideInDistance` while new sliders slide in.
  public var slideOffset: Float
  /// The least `reach` (points) the wave may show: while a swipe completes, the bulge tip
  /// never falls back behind the farthest point it has reached, so the covered area never
  /// shrinks (the wobble bends the bulge's flanks instead of uncovering the old page). 0
  /// leaves the shape as the formulas give it.
  public var minimumReach: Float
  /// The tunable numbers (radii) the shape is made with.
  public var config: LiquidSwipeConfig

  /// Number of cubic Beziers in the bulge.
  public static let curveCount = 10

  public init(
    side: Side, centerY: Float, progress: Float, size: Size, slideOffset: Float = 0,
    minimumReach: Float = 0, config: LiquidSwipeConfig = .standard
  ) {
    self.side = side
    self.centerY = centerY
    self.progress = progress
    self.size = size
    self.slideOffset = slideOffset
    self.minimumReach = minimumReach
    self.config = config
  }

  // MARK: Formulas

  /// `from` for `p ≤ start`, `to` for `p ≥ end`, linear in between (exyte's `adjust`).
  @inlinable public static func interpolate(
    from: Float, to: Float, progress p: Float, start: Float = 0, end: Float = 1
  ) -> Float {
    if !(p > start) { return from }
    if p >= end { return to }
    return from + (to - from) * (p - start) / (end - start)
  }

  /// The horizontal radius for progress `p` (clamped to 0…1) and window width `width`.
  public static func horizontalRadius(
    progress p: Float, width: Float, config c: LiquidSwipeConfig = .standard
  ) -> Float {
    let full = width * c.maxHorizontalRadiusFraction
    let growthEnd = LiquidSwipeConfig.radiusGrowthEnd
    guard p > growthEnd else {
      return interpolate(
        from: c.minHorizontalRadius, to: full, progress: p, start: 0, end: growthEnd)
    }
    let t = min(p, 1) - growthEnd
    let u = t / (1 - growthEnd)
    return full * expf(-LiquidSwipeConfig.wobbleDecay * u)
      * cosf(LiquidSwipeConfig.wobbleFrequency * u)
  }

  /// Progress for a horizontal drag of `dx` points in a window `width` points wide:
  /// clamp(side.sign · dx · swipeVelocity / width, 0, 1) (swipeVelocity 0.45 by default).
  /// Dragging the left wave right, or the right wave left, increases it. A width that is not
  /// positive gives 0.
  public static func progress(
    dragDX dx: Float, side: Side, width: Float, config: LiquidSwipeConfig = .standard
  ) -> Float {
    guard width > 0 else { return 0 }
    let p = side.sign * dx * config.swipeVelocity / width
    return p > 0 ? min(p, 1) : 0
  }

  /// `progress` clamped to 0…1; NaN counts as 0.
  @inlinable public var clampedProgress: Float { progress > 0 ? min(progress, 1) : 0 }

  /// Distance of the ledge line from the wave's own window edge, in points.
  public var ledge: Float {
    let c = LiquidSwipeConfig.self
    return LiquidWave.interpolate(
      from: c.minLedge, to: size.width, progress: clampedProgress,
      start: c.ledgeProgressRange.start, end: c.ledgeProgressRange.end)
  }

  /// x of the ledge line in window coordinates (slide offset included).
  public var ledgeX: Float {
    side == .left ? ledge - slideOffset : size.width - ledge + slideOffset
  }

  /// Half the height of the bulge, in points; always positive for a positive window height.
  public var verticalRadius: Float {
    LiquidWave.interpolate(
      from: config.minVerticalRadius, to: size.height * config.maxVerticalRadiusFraction,
      progress: clampedProgress, start: 0, end: LiquidSwipeConfig.radiusGrowthEnd)
  }

  /// How far the bulge tip sticks out past the ledge towards the page, in points; negative
  /// during the wobble when the bulge dents back towards the edge. Raised so that `reach` is
  /// at least `minimumReach`.
  public var horizontalRadius: Float {
    let formula = LiquidWave.horizontalRadius(
      progress: clampedProgress, width: size.width, config: config)
    return minimumReach > 0 ? max(formula, minimumReach - ledge) : formula
  }

  /// Distance of the bulge tip from the wave's own window edge: `ledge + horizontalRadius`.
  public var reach: Float { ledge + horizontalRadius }

  /// Where the bulge leaves the ledge line, below the centre: (ledgeX, cy + vr).
  public var curveStart: Vec2 { Vec2(ledgeX, centerY + verticalRadius) }
  /// Where the bulge rejoins the ledge line, above the centre: (ledgeX, cy − vr).
  public var curveEnd: Vec2 { Vec2(ledgeX, centerY - verticalRadius) }
  /// The bulge's farthest point: (ledgeX ± hr, cy).
  public var bulgeTip: Vec2 { Vec2(ledgeX + side.sign * horizontalRadius, centerY) }

  /// Centre of the button circle: (ledgeX ± (hr − buttonRadius − buttonMargin), cy).
  public var buttonCenter: Vec2 {
    let c = LiquidSwipeConfig.self
    let inset = c.buttonRadius + c.buttonMargin
    return Vec2(ledgeX + side.sign * (horizontalRadius - inset), centerY)
  }

  /// Opacity of the button: max(1 − 5p, 0).
  public var buttonOpacity: Float {
    max(1 - LiquidSwipeConfig.buttonFadeRate * clampedProgress, 0)
  }

  /// Opacity of the neighbour page's content inside the wave (over its background):
  /// `min(p / contentFadeProgress, 1)`, 0 at rest.
  public var contentOpacity: Float {
    min(clampedProgress / LiquidSwipeConfig.contentFadeProgress, 1)
  }

  /// Whether the size is usable (positive and finite); a wave of an empty window has no outline
  /// and no hit area.
  public var hasArea: Bool {
    size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
      && centerY.isFinite && slideOffset.isFinite
  }

  // MARK: Curves

  /// The bulge's Bezier number `index` (0 ..< `curveCount`), from `curveStart` towards
  /// `curveEnd`: control pairs (a, b) of the table map to (ledgeX + sign·hr·a, cy + vr − vr·b).
  public func curve(at index: Int) -> CubicBezier {
    precondition(index >= 0 && index < LiquidWave.curveCount, "curve index out of range")
    return LiquidWave.curve(at: index, in: CurveFrame(self))
  }

  static func curve(at index: Int, in frame: CurveFrame) -> CubicBezier {
    let k = index * 6
    let table = LiquidWave.coefficients
    let start = index == 0 ? frame.point(0, 0) : frame.point(table[k - 2], table[k - 1])
    return CubicBezier(
      start, frame.point(table[k], table[k + 1]), frame.point(table[k + 2], table[k + 3]),
      frame.point(table[k + 4], table[k + 5]))
  }

  /// All ten curves, in order (allocates; for inspection and tests).
  public var curves: [CubicBezier] { (0..<LiquidWave.curveCount).map { curve(at: $0) } }

  /// Appends the filled shape as a closed polygon (the last point joins the first implicitly).
  ///
  /// The bulge is flattened to within `tolerance` points (pass 0.25 px / pixel density for a
  /// quarter-pixel error); the rest goes round the outside: up the ledge line to above the
  /// window, across beyond the wave's edge, down to below the window and back along the ledge
  /// line, reaching `offscreenMargin` past the window (and past the bulge if it is taller).
  /// The winding is counter-clockwise on screen for the left wave, clockwise for the right.
  /// Appends nothing when `hasArea` is false. Allocates nothing when `points` has the capacity.
  public func outline(tolerance: Float = 0.25, into points: inout [Vec2]) {
    guard hasArea else { return }
    let frame = CurveFrame(self)
    for i in 0..<LiquidWave.curveCount {
      let c = LiquidWave.curve(at: i, in: frame)
      c.flatten(tolerance: tolerance, includingStart: i == 0, into: &points)
    }
    let margin = LiquidSwipeConfig.offscreenMargin
    let x = ledgeX
    let top = curveEnd.y
    let bottom = curveStart.y
    let outerTop = min(-margin, top)
    let outerBottom = max(size.height + margin, bottom)
    let reach = x + side.sign * min(horizontalRadius, 0)
    let outerX =
      side == .left ? min(-margin, reach - margin) : max(size.width + margin, reach + margin)
    if outerTop < top { points.append(Vec2(x, outerTop)) }
    points.append(Vec2(outerX, outerTop))
    points.append(Vec2(outerX, outerBottom))
    if outerBottom > bottom { points.append(Vec2(x, outerBottom)) }
  }

  /// x of the page-facing edge at height `y`: the ledge line above and below the bulge, the
  /// bulge in between (solved on its monotonic curve to about 1e-4 of its height). A row of
  /// the filled shape spans from the wave's window edge to this x.
  public func boundaryX(atY y: Float) -> Float {
    let start = curveStart
    let end = curveEnd
    guard y < start.y, y > end.y else { return ledgeX }
    let frame = CurveFrame(self)
    for i in 0..<LiquidWave.curveCount {
      let c = LiquidWave.curve(at: i, in: frame)
      guard y >= c.p3.y else { continue }
      // y(t) decreases strictly from c.p0.y to c.p3.y: bisect for y(t) = y.
      var lo: Float = 0
      var hi: Float = 1
      for _ in 0..<24 {
        let mid = (lo + hi) * 0.5
        if c.point(at: mid).y > y { lo = mid } else { hi = mid }
      }
      return c.point(at: (lo + hi) * 0.5).x
    }
    return ledgeX
  }

  /// Whether the wave covers the whole window (`hasArea` and no pixel of the page under it
  /// left): its page-facing edge lies beyond the opposite window edge on the top and bottom
  /// rows, the farthest-in points of a boundary that bulges out between them.
  public var coversWindow: Bool {
    guard hasArea else { return false }
    let far: Float = side == .left ? size.width : 0
    return side.sign * (boundaryX(atY: 0) - far) >= 0
      && side.sign * (boundaryX(atY: size.height) - far) >= 0
  }

  /// Whether `p` (window points) grabs the wave: inside the filled shape, on the button while
  /// it is visible, or within `grabStripWidth` of its page-facing edge and less than
  /// `stripReach` points from the wave's window edge (the strip stops where the page's
  /// content begins).
  public func hitTest(_ p: Vec2, stripReach: Float = .infinity) -> Bool {
    guard hasArea, p.isFinite else { return false }
    let c = LiquidSwipeConfig.self
    if side.sign * (boundaryX(atY: p.y) - p.x) >= 0 { return true }
    if buttonOpacity > 0, p.distance(to: buttonCenter) <= c.buttonRadius { return true }
    let fromWindowEdge = side == .left ? p.x : size.width - p.x
    guard fromWindowEdge < stripReach else { return false }
    return distanceToEdge(p, within: c.grabStripWidth) <= c.grabStripWidth
  }

  /// Distance from `p` to the page-facing edge (ledge line and bulge flattened to 0.25 pt) when
  /// it is at most `limit`; otherwise some value above `limit` (curves whose control bounds lie
  /// farther away are skipped).
  func distanceToEdge(_ p: Vec2, within limit: Float) -> Float {
    let start = curveStart
    let end = curveEnd
    var best = Float.infinity
    if p.y <= end.y || p.y >= start.y { best = abs(p.x - ledgeX) }
    let frame = CurveFrame(self)
    for i in 0..<LiquidWave.curveCount {
      let c = LiquidWave.curve(at: i, in: frame)
      let box = c.controlBounds
      let gap = Vec2(max(box.minX - p.x, p.x - box.maxX, 0), max(box.minY - p.y, p.y - box.maxY, 0))
      if gap.length > min(best, limit) { continue }
      let n = c.segmentCount(tolerance: 0.25)
      var a = c.p0
      for k in 1...n {
        let b = k == n ? c.p3 : c.point(at: Float(k) / Float(n))
        best = min(best, LiquidWave.distance(from: p, toSegment: a, b))
        a = b
      }
    }
    return best
  }

  static func distance(from p: Vec2, toSegment a: Vec2, _ b: Vec2) -> Float {
    let ab = b - a
    let l2 = ab.lengthSquared
    let t = l2 > 0 ? min(max((p - a).dot(ab) / l2, 0), 1) : 0
    return p.distance(to: a + ab * t)
  }

  /// Maps table pairs (a, b) to window points.
  struct CurveFrame {
    let x: Float
    let y: Float
    let dx: Float
    let dy: Float

    init(_ wave: LiquidWave) {
      let vr = wave.verticalRadius
      x = wave.ledgeX
      y = wave.centerY + vr
      dx = wave.side.sign * wave.horizontalRadius
      dy = -vr
    }

    @inline(__always) func point(_ a: Float, _ b: Float) -> Vec2 { Vec2(x + dx * a, y + dy * b) }
  }

  /// The bulge's control points as (a, b) pairs, three pairs (control 1, control 2, end) per
  /// cubic, from exyte's `WaveView.swift` / Cuberto's `WaveLayer.swift`. `a` is the
  /// fraction of hr past the ledge, `b` the fraction of vr up from the bulge's lower end.
  static let coefficients: [Float] = [
    0, 0.13461, 0.05341, 0.24127, 0.15615, 0.33223,
    0.23616, 0.40308, 0.33052, 0.45611, 0.50124, 0.53505,
    0.51587, 0.54182, 0.56641, 0.56503, 0.57493, 0.56896,
    0.72837, 0.63973, 0.80866, 0.68334, 0.87740, 0.73990,
    0.96534, 0.81226, 1, 0.89361, 1, 1,
    1, 1.10014, 0.95957, 1.18879, 0.86084, 1.27048,
    0.78521, 1.33305, 0.70338, 1.37958, 0.52911, 1.46651,
    0.52418, 1.46896, 0.50573, 1.47816, 0.50153, 1.48026,
    0.31874, 1.57142, 0.23320, 1.62041, 0.15411, 1.68740,
    0.05099, 1.77475, 0, 1.87092, 0, 2,
  ]
}
