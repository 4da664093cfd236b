/// The "invisible ink" dust over hidden spoiler text: particles confined to *regions* (spoiler
/// fragment rects, in points, text coordinates), each region with its own hide / reveal phase.
///
/// Storage is a structure of arrays with one slot per particle; each region owns a contiguous
/// run of slots, so per-region parameters are loop invariants and a `.revealed` region costs
/// nothing per frame. The arrays are sized once by `setRegions` and reused by every `update`
/// (no allocation per frame). Randomness comes only from the `SeededRandom` the field owns, so
/// two fields built with the same seed and driven the same way hold identical arrays.
///
/// Particles are points (their centres); each stays inside the closed rect of its region,
/// bouncing off the edges. `alpha` is what to draw: peak alpha × lifetime envelope × region
/// opacity. Draw with `ParticleRasterizer`. Region indices given to the per-region queries and
/// controls must be in `0..<regionCount` (a programming error otherwise).
public struct ParticleField {
  /// The tuning numbers.
  public let parameters: InvisibleInkParameters
  /// Static dots: no drift, no lifetime animation, stable positions (alpha = peak alpha ×
  /// region opacity). Reveal fades and conceal fades still run.
  public var reducedMotion: Bool

  /// Centre x, points (text coordinates). One entry per slot.
  public private(set) var x: [Float] = []
  /// Centre y, points.
  public private(set) var y: [Float] = []
  /// Velocity, points per second.
  public private(set) var vx: [Float] = []
  public private(set) var vy: [Float] = []
  /// Seconds since the particle was (re)spawned.
  public private(set) var age: [Float] = []
  /// Seconds the particle lives before respawning.
  public private(set) var lifetime: [Float] = []
  /// The particle's random peak alpha (0…1); reduced by reveal fading.
  public private(set) var peakAlpha: [Float] = []
  /// The alpha to draw this frame, 0…1.
  public private(set) var alpha: [Float] = []
  /// Dot edge length, points.
  public private(set) var size: [Float] = []
  /// The region each slot belongs to.
  public private(set) var region: [Int32] = []

  /// Particles alive now (all slots of regions that are not `.revealed`).
  public private(set) var liveCount = 0
  /// Particles processed by the last `update` (0 for revealed regions): a work counter for
  /// tests and diagnostics.
  public internal(set) var lastUpdateWork = 0

  var regions: [ParticleRegion] = []
  var random: SeededRandom

  /// A field with no regions, drawing its randomness from `random`.
  public init(
    random: SeededRandom, parameters: InvisibleInkParameters = .telegram,
    reducedMotion: Bool = false
  ) {
    self.random = random
    self.parameters = parameters
    self.reducedMotion = reducedMotion
  }

  /// A field with no regions, seeded with `seed`.
  public init(
    seed: UInt64, parameters: InvisibleInkParameters = .telegram, reducedMotion: Bool = false
  ) {
    self.init(
      random: SeededRandom(seed: seed), parameters: parameters, reducedMotion: reducedMotion)
  }

  // MARK: - Regions

  /// Number of particle slots (live or kept for revealed regions).
  public var slotCount: Int { x.count }
  /// Number of regions.
  public var regionCount: Int { regions.count }

  /// Replaces the regions with `rects` (points, text coordinates), every one `.hidden` and
  /// filled with fresh dust: round(area × density × `densityScale`) particles each (empty or
  /// non-finite rects get none), thinned evenly when the total would exceed
  /// `parameters.maximumParticleCount`. Reuses the existing storage; restore revealed spoilers
  /// afterwards with `finishReveal(region:)`. `densityScale` tunes density (e.g. for HiDPI).
  public mutating func setRegions(_ rects: [Rect], densityScale: Float = 1) {
    let perArea = Double(max(0, parameters.density * densityScale))
    var wanted = 0.0
    for rect in rects { wanted += Self.usableArea(rect) * perArea }
    let limit = Double(max(0, parameters.maximumParticleCount))
    let thinning = wanted > limit ? limit / wanted : 1
    let perAreaThinned = perArea.isFinite ? perArea * thinning : 0

    regions.removeAll(keepingCapacity: true)
    var total = 0
    for rect in rects {
      let exact = Self.usableArea(rect) * perAreaThinned
      let count = thinning < 1 ? Int(exact.rounded(.down)) : Int(exact.rounded())
      regions.append(ParticleRegion(rect: rect, start: total, count: count))
      total += count
    }

    Self.resize(&x, to: total)
    Self.resize(&y, to: total)
    Self.resize(&vx, to: total)
    Self.resize(&vy, to: total)
    Self.resize(&age, to: total)
    Self.resize(&lifetime, to: total)
    Self.resize(&peakAlpha, to: total)
    Self.resize(&alpha, to: total)
    Self.resize(&size, to: total)
    Self.resize(&region, to: total)
    region.withUnsafeMutableBufferPointer { owner in
      for (index, r) in regions.enumerated() {
        for i in r.slots { owner[i] = Int32(truncatingIfNeeded: index) }
      }
    }
    for index in regions.indices { respawnAll(region: index) }
    recountLive()
  }

  /// The rect of region `index`.
  public func rect(ofRegion index: Int) -> Rect { regions[index].rect }
  /// The phase of region `index`.
  public func phase(ofRegion index: Int) -> ParticleRegionPhase { regions[index].phase }
  /// The opacity multiplier of region `index`, 0…1.
  public func opacity(ofRegion index: Int) -> Float { regions[index].opacity }
  /// The slots owned by region `index` (its particles when it is not revealed).
  public func slots(ofRegion index: Int) -> Range<Int> { regions[index].slots }
  /// Whether no region is in a transition (`.revealing` or `.concealing`): every region is
  /// `.hidden` or `.revealed`, and skipping `update` only freezes the dust where it is.
  public var isSettled: Bool {
    for r in regions where r.phase == .revealing || r.phase == .concealing { return false }
    return true
  }

  /// The reveal circle of region `index` while it is `.revealing`, else `nil`.
  public func revealCircle(ofRegion index: Int) -> RevealCircle? {
    regions[index].phase == .revealing ? regions[index].circle : nil
  }
  /// Live particles of region `index`: its slot count, or 0 when revealed.
  public func liveCount(ofRegion index: Int) -> Int {
    regions[index].isLive ? regions[index].count : 0
  }

  // MARK: - Reveal controls

  /// Sets (or moves / grows) the reveal circle of region `index` and makes it `.revealing`.
  /// Ignored for a `.revealed` region. A concealing region turns back keeping its opacity.
  public mutating func setRevealCircle(_ circle: RevealCircle, forRegion index: Int) {
    guard regions[index].phase != .revealed else { return }
    if regions[index].phase != .revealing { regions[index].coveredTime = 0 }
    regions[index].phase = .revealing
    regions[index].circle = RevealCircle(center: circle.center, radius: max(0, circle.radius))
  }

  /// Makes region `index` `.revealed` at once: its particles are dropped from the live count
  /// and no longer updated or drawn.
  public mutating func finishReveal(region index: Int) {
    guard regions[index].phase != .revealed else { return }
    regions[index].phase = .revealed
    let slots = regions[index].slots
    alpha.withUnsafeMutableBufferPointer { a in
      for i in slots { a[i] = 0 }
    }
    recountLive()
  }

  /// Hides region `index` again: fresh dust at random places and ages fades in over
  /// `parameters.concealDuration` (`.concealing`, then `.hidden`). Ignored when it is already
  /// hidden or concealing.
  public mutating func conceal(region index: Int) {
    let phase = regions[index].phase
    guard phase == .revealed || phase == .revealing else { return }
    regions[index].phase = .concealing
    regions[index].opacity = 0
    regions[index].coveredTime = 0
    respawnAll(region: index)
    recountLive()
  }

  // MARK: - Internals

  /// Area of a rect that can hold particles: 0 for empty or non-finite rects.
  static func usableArea(_ rect: Rect) -> Double {
    guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite, !rect.isEmpty
    else { return 0 }
    return Double(rect.width) * Double(rect.height)
  }

  static func resize<T: Numeric>(_ lane: inout [T], to count: Int) {
    if lane.count > count {
      lane.removeLast(lane.count - count)
    } else if lane.count < count {
      lane.append(contentsOf: repeatElement(0, count: count - lane.count))
    }
  }

  mutating func recountLive() {
    var live = 0
    for r in regions where r.isLive { live += r.count }
    liveCount = live
  }

  /// Spawns every particle of region `index` afresh, at random ages (so they do not blink in
  /// step), and recomputes their alpha.
  mutating func respawnAll(region index: Int) {
    let r = regions[index]
    let parameters = self.parameters
    let reduced = reducedMotion
    var random = self.random
    DriftDirections.table.withUnsafeBufferPointer { directions in
      withLanes { lanes in
        for i in r.slots {
          Self.spawn(
            i, in: r.rect, lanes: lanes, random: &random, directions: directions,
            parameters: parameters)
          let life = lanes.lifetime[i]
          lanes.age[i] = random.unitFloat() * life
          let envelope =
            reduced
            ? 1 : Self.envelope(progress: lanes.age[i] / life, parameters: parameters)
          lanes.alpha[i] = lanes.peakAlpha[i] * envelope * r.opacity
        }
      }
    }
    self.random = random
  }

  /// Gives slot `i` a new random position in `rect`, velocity, lifetime, peak alpha and size,
  /// with age 0 and alpha 0. Draws three 64-bit random words, split into 24-bit fractions and a
  /// direction index (`directions` is `DriftDirections.table`).
  @inline(__always)
  static func spawn(
    _ i: Int, in rect: Rect, lanes: ParticleLanes, random: inout SeededRandom,
    directions: UnsafeBufferPointer<Float>, parameters p: InvisibleInkParameters
  ) {
    let place = random.next()
    let motion = random.next()
    let looks = random.next()
    lanes.x[i] = rect.minX + rect.width * fraction(place)
    lanes.y[i] = rect.minY + rect.height * fraction(place >> 24)
    let direction = Int(truncatingIfNeeded: place >> 48) & (DriftDirections.count - 1)
    let speed = lerp(p.speed, fraction(motion))
    lanes.vx[i] = directions[2 &* direction] * speed
    lanes.vy[i] = directions[2 &* direction &+ 1] * speed
    lanes.age[i] = 0
    lanes.lifetime[i] = max(lerp(p.lifetime, fraction(motion >> 24)), Self.minimumLifetime)
    lanes.peakAlpha[i] = lerp(p.peakAlpha, fraction(looks))
    lanes.alpha[i] = 0
    lanes.size[i] = lerp(p.size, fraction(looks >> 24))
  }

  /// The low 24 bits of `bits` as a fraction in [0, 1).
  @inline(__always)
  static func fraction(_ bits: UInt64) -> Float {
    Float(UInt32(truncatingIfNeeded: bits) & 0xFF_FFFF) * 0x1p-24
  }

  /// The point `t` (0…1) of the way through `range`.
  @inline(__always)
  static func lerp(_ range: ClosedRange<Float>, _ t: Float) -> Float {
    range.lowerBound + (range.upperBound - range.lowerBound) * t
  }

  /// Shortest lifetime, seconds: keeps `age / lifetime` finite whatever the parameters say.
  static let minimumLifetime: Float = 1e-3

  /// The lifetime alpha envelope at `progress` = age / lifetime: rises linearly from 0 over the
  /// fade-in fraction, holds 1, falls linearly to 0 over the fade-out fraction; 0 outside 0…1.
  @inline(__always)
  public static func envelope(progress t: Float, parameters p: InvisibleInkParameters) -> Float {
    let rise = t / max(p.fadeInFraction, 1e-6)
    let fall = (1 - t) / max(p.fadeOutFraction, 1e-6)
    return min(max(min(rise, fall), 0), 1)
  }

  /// Runs `body` with unchecked views of every per-slot Float array.
  mutating func withLanes<R>(_ body: (ParticleLanes) -> R) -> R {
    x.withUnsafeMutableBufferPointer { x in
      y.withUnsafeMutableBufferPointer { y in
        vx.withUnsafeMutableBufferPointer { vx in
          vy.withUnsafeMutableBufferPointer { vy in
            age.withUnsafeMutableBufferPointer { age in
              lifetime.withUnsafeMutableBufferPointer { lifetime in
                peakAlpha.withUnsafeMutableBufferPointer { peakAlpha in
                  alpha.withUnsafeMutableBufferPointer { alpha in
                    size.withUnsafeMutableBufferPointer { size in
                      body(
                        ParticleLanes(
                          x: x, y: y, vx: vx, vy: vy, age: age, lifetime: lifetime,
                          peakAlpha: peakAlpha, alpha: alpha, size: size))
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
