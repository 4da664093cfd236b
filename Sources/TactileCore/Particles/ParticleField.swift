/// The "invisible ink" dust over hidden spoiler text: particles confined to *regions* (rects in
/// points, text coordinates: the words of the spoilers), each region with its own hide / reveal
/// phase.
///
/// Storage is a structure of arrays with one slot per particle. Only the *resident* regions
/// hold slots: those that meet the band set by `setResidentBand` (all regions when none is
/// set), so memory and work follow what is near the screen, not the length of the text. Each
/// resident region owns a contiguous run of slots, so per-region parameters are loop
/// invariants and a `.revealed` region costs nothing per frame. The arrays are reused by every
/// `update` (no allocation per frame) and only grow when a band needs more slots than any
/// before. Randomness comes only from the `SeededRandom` the field owns, so two fields built
/// with the same seed and driven the same way hold identical arrays.
///
/// Particles are points (their centres); each stays inside the closed rect of its region,
/// bouncing off the edges. `alpha` is what to draw: peak alpha × lifetime envelope × soft edge
/// × region opacity. Draw with `ParticleRasterizer`. Region indices given to the per-region
/// queries and controls must be in `0..<regionCount` (a programming error otherwise).
public struct ParticleField {
  /// The tuning numbers. Changes apply to particles as they are (re)born; a new `density` or
  /// `maximumParticleCount` takes effect at the next `setRegions`.
  public var parameters: InvisibleInkParameters
  /// Static dots: no drift, no lifetime animation, stable positions (alpha = peak alpha ×
  /// soft edge × region opacity). Reveal fades and conceal fades still run.
  public var reducedMotion: Bool
  /// Whether the resident regions' slots hold particles. Off, the regions keep everything
  /// else — phases, reveal circles, opacities, the particles they would hold (`liveCount`,
  /// `liveCount(ofRegion:)`) — but no particle is spawned, moved or stored (`slotCount` is 0,
  /// `slots(ofRegion:)` empty, `update` only advances the phases): for ink drawn from a tile,
  /// which needs the regions only. Turned on, the resident regions fill with fresh dust in
  /// its steady state.
  public var holdsParticles = true {
    didSet {
      if holdsParticles != oldValue { setResidentBand(residentBand, force: true) }
    }
  }

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
  /// Dot diameter, points.
  public private(set) var size: [Float] = []

  /// Particles alive now (all slots of resident regions that are not `.revealed`).
  public private(set) var liveCount = 0
  /// Particles processed by the last `update` (0 for revealed regions): a work counter for
  /// tests and diagnostics.
  public internal(set) var lastUpdateWork = 0

  /// Threads `update` and `ParticleRasterizer` may share the work of a large field between:
  /// 1 keeps everything on the calling thread; more lets a field of at least
  /// `parallelThreshold` live particles run on the system's worker threads (all its cores).
  /// Results are identical whatever the setting: each chunk of regions has a random stream
  /// of its own, and dots drawn on separate threads add up in separate accumulators.
  public var threads = 2
  /// Live particles from which the work is shared between threads (below it, starting the
  /// threads costs more than it saves).
  public static let parallelThreshold = 32_768
  /// Slots per chunk of regions (`chunkStarts`).
  static let chunkSlots = 8_192

  var regions: [ParticleRegion] = []
  /// New regions being built by `replaceRegions` (kept for its storage).
  var regionScratch: [ParticleRegion] = []
  /// The resident regions in chunks of consecutive regions holding at least `chunkSlots`
  /// slots each (the last may hold fewer): chunk k is regions `chunkStarts[k] ..<
  /// chunkStarts[k + 1]`. Set with the resident regions; `[lower]` when none are resident.
  var chunkStarts: [Int] = [0]
  /// Particles processed per chunk by the last `update` (scratch, one entry per chunk).
  var chunkWork: [Int] = []
  /// The regions that hold slots: a contiguous run, as regions are sorted top to bottom.
  public internal(set) var residentRegions: Range<Int> = 0..<0
  /// The band (points, text y) resident regions meet; `nil`: every region is resident.
  var residentBand: ClosedRange<Float>? = nil
  /// When set (points, text y), `update` leaves the `.hidden` regions that do not meet it as
  /// they are: dust out of sight need not move, and as its ages are spread it is still in its
  /// steady state when it comes back into the band. Regions in a transition (revealing,
  /// concealing) always advance. `nil`: every resident region advances.
  public var activeBand: ClosedRange<Float>? = nil
  var random: SeededRandom

  /// A field with no regions, drawing its randomness from `random`.
  public init(
    random: SeededRandom, parameters: InvisibleInkParameters = .standard,
    reducedMotion: Bool = false
  ) {
    self.random = random
    self.parameters = parameters
    self.reducedMotion = reducedMotion
  }

  /// A field with no regions, seeded with `seed`.
  public init(
    seed: UInt64, parameters: InvisibleInkParameters = .standard, reducedMotion: Bool = false
  ) {
    self.init(
      random: SeededRandom(seed: seed), parameters: parameters, reducedMotion: reducedMotion)
  }

  // MARK: - Regions

  /// Number of particle slots (those of the resident regions, live or revealed).
  public var slotCount: Int { x.count }
  /// Number of regions.
  public var regionCount: Int { regions.count }

  /// Replaces the regions with `rects` (points, text coordinates), every one `.hidden` and
  /// planned to hold round(area × density × `densityScale` × weight) particles (empty or
  /// non-finite rects get none; `weights`, when given, has one factor per rect). The resident
  /// ones are filled with fresh dust in its steady state, thinned evenly when they would hold
  /// more than `parameters.maximumParticleCount`. Reuses the existing storage; restore
  /// revealed spoilers afterwards with `finishReveal(region:)`.
  ///
  /// Rects must come top to bottom (both their tops and their bottoms never decreasing, as
  /// the words of laid-out text do) for `setResidentBand` to select the right ones.
  public mutating func setRegions(
    _ rects: [Rect], densityScale: Float = 1, weights: [Float]? = nil
  ) {
    regions.removeAll(keepingCapacity: true)
    appendRegions(rects, densityScale: densityScale, weights: weights, to: &regions)
    residentRegions = 0..<0
    let band = residentBand
    residentBand = nil
    setResidentBand(band, force: true)
  }

  /// Makes the regions that meet `band` (points, text y; `nil`: all of them) the resident
  /// ones. Regions that stay resident keep their particles as they are; regions that become
  /// resident get fresh dust already in its steady state (random ages, so nothing fades in
  /// together); regions that leave give their slots up. Costs in proportion to the resident
  /// particles, and nothing when the resident regions do not change.
  public mutating func setResidentBand(_ band: ClosedRange<Float>?) {
    setResidentBand(band, force: false)
  }

  private mutating func setResidentBand(_ band: ClosedRange<Float>?, force: Bool) {
    residentBand = band
    let new = band.map(regionRange(meeting:)) ?? 0..<regions.count
    guard force || new != residentRegions else { return }
    let old = residentRegions

    // Planned counts, thinned evenly when the band holds too many.
    var wanted = 0.0
    for index in new { wanted += Double(regions[index].planned) }
    let limit = Double(max(0, parameters.maximumParticleCount))
    let thinning = wanted > limit ? limit / wanted : 1
    func count(_ index: Int) -> Int {
      let planned = regions[index].planned
      return thinning < 1 ? Int((Double(planned) * thinning).rounded(.down)) : planned
    }

    // Regions resident before and after keep their particles when their counts are the same:
    // their slots are one contiguous block, moved as a whole.
    let keptStart = max(old.lowerBound, new.lowerBound)
    let kept = keptStart..<max(keptStart, min(old.upperBound, new.upperBound))
    var keepsBlock = !force && !kept.isEmpty
    if keepsBlock {
      for index in kept where regions[index].count != count(index) {
        keepsBlock = false
        break
      }
    }
    let oldBlockStart = keepsBlock ? regions[kept.lowerBound].start : 0
    let blockCount = keepsBlock ? regions[kept.upperBound - 1].slots.upperBound - oldBlockStart : 0

    for index in old { regions[index].leaveResidence() }
    var total = 0
    for index in new {
      regions[index].start = total
      regions[index].count = count(index)
      total += regions[index].count
    }
    let newBlockStart = keepsBlock ? regions[kept.lowerBound].start : 0
    let laneCount = holdsParticles ? total : 0
    if laneCount > x.count { resizeLanes(to: laneCount) }
    if holdsParticles && keepsBlock && newBlockStart != oldBlockStart {
      withLanes { lanes in
        lanes.moveSlots(from: oldBlockStart, to: newBlockStart, count: blockCount)
      }
    }
    if laneCount < x.count { resizeLanes(to: laneCount) }
    residentRegions = new
    for index in new where !(keepsBlock && kept.contains(index)) { respawnAll(region: index) }
    recountLive()
    setChunks()
  }

  /// Cuts the resident regions into chunks (`chunkStarts`). Reuses the storage.
  mutating func setChunks() {
    chunkStarts.removeAll(keepingCapacity: true)
    chunkStarts.append(residentRegions.lowerBound)
    var slots = 0
    for index in residentRegions {
      slots += regions[index].count
      if slots >= Self.chunkSlots {
        chunkStarts.append(index + 1)
        slots = 0
      }
    }
    if chunkStarts.last != residentRegions.upperBound {
      chunkStarts.append(residentRegions.upperBound)
    }
    let chunks = chunkStarts.count - 1
    if chunkWork.count < chunks {
      chunkWork.append(contentsOf: repeatElement(0, count: chunks - chunkWork.count))
    }
  }

  /// Whether `update` and the rasterizer share this field's work between threads now.
  var runsInParallel: Bool {
    threads > 1 && liveCount >= Self.parallelThreshold && chunkStarts.count > 2
  }

  /// The regions meeting `band`: from the first whose bottom is below its top to the last
  /// whose top is above its bottom (binary searches over the sorted regions).
  func regionRange(meeting band: ClosedRange<Float>) -> Range<Int> {
    var lo = 0
    var hi = regions.count
    while lo < hi {
      let mid = lo + (hi - lo) / 2
      if regions[mid].rect.maxY < band.lowerBound { lo = mid + 1 } else { hi = mid }
    }
    let first = lo
    hi = regions.count
    while lo < hi {
      let mid = lo + (hi - lo) / 2
      if regions[mid].rect.minY <= band.upperBound { lo = mid + 1 } else { hi = mid }
    }
    return first..<max(first, lo)
  }

  /// The rect of region `index`.
  public func rect(ofRegion index: Int) -> Rect { regions[index].rect }
  /// The phase of region `index`.
  public func phase(ofRegion index: Int) -> ParticleRegionPhase { regions[index].phase }
  /// The opacity multiplier of region `index`, 0…1.
  public func opacity(ofRegion index: Int) -> Float { regions[index].opacity }
  /// The slots owned by region `index` (its particles when it is resident and not revealed;
  /// none when the field does not hold particles).
  public func slots(ofRegion index: Int) -> Range<Int> {
    holdsParticles ? regions[index].slots : 0..<0
  }
  /// Whether no resident region is in a transition (`.revealing` or `.concealing`): skipping
  /// `update` only freezes the dust where it is.
  public var isSettled: Bool {
    for index in residentRegions
    where regions[index].phase == .revealing || regions[index].phase == .concealing {
      return false
    }
    return true
  }

  /// Whether a resident region with live particles meets `rect` (points).
  public func hasLiveDust(in rect: Rect) -> Bool {
    for index in residentRegions where regions[index].isLive {
      if regions[index].rect.intersects(rect) { return true }
    }
    return false
  }

  /// The reveal circle of region `index` while it is `.revealing`, else `nil`.
  public func revealCircle(ofRegion index: Int) -> RevealCircle? {
    regions[index].phase == .revealing ? regions[index].circle : nil
  }
  /// Live particles of region `index`: its slot count, or 0 when revealed or not resident.
  public func liveCount(ofRegion index: Int) -> Int {
    regions[index].isLive ? regions[index].count : 0
  }

  // MARK: - Reveal controls

  /// Sets (or moves / grows) the reveal circle of region `index` and makes it `.revealing`.
  /// Ignored for a `.revealed` region. A concealing region turns back keeping its opacity.
  /// The circle's `fadedRadius` is the field's own: 0 when the reveal starts, then advanced
  /// by `update` and `advancePhases`.
  public mutating func setRevealCircle(_ circle: RevealCircle, forRegion index: Int) {
    guard regions[index].phase != .revealed else { return }
    let faded = regions[index].phase == .revealing ? regions[index].circle.fadedRadius : 0
    if regions[index].phase != .revealing { regions[index].coveredTime = 0 }
    regions[index].phase = .revealing
    regions[index].circle = RevealCircle(
      center: circle.center, radius: max(0, circle.radius), fadedRadius: faded)
  }

  /// Makes region `index` `.revealed` at once: its particles are dropped from the live count
  /// and no longer updated or drawn.
  public mutating func finishReveal(region index: Int) {
    guard regions[index].phase != .revealed else { return }
    regions[index].phase = .revealed
    let slots = self.slots(ofRegion: index)
    alpha.withUnsafeMutableBufferPointer { a in
      for i in slots { a[i] = 0 }
    }
    // The region was live and is not any more: counted in place (revealing every region of a
    // long spoiler is then linear in its regions).
    liveCount -= regions[index].count
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
    if phase == .revealed { liveCount += regions[index].count }
  }

  // MARK: - Internals

  /// Area of a rect that can hold particles: 0 for empty or non-finite rects.
  static func usableArea(_ rect: Rect) -> Double {
    guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite, !rect.isEmpty
    else { return 0 }
    return Double(rect.width) * Double(rect.height)
  }

  /// Sets the length of every lane to `count`; shrinking keeps the storage for later growth.
  mutating func resizeLanes(to count: Int) {
    Self.resize(&x, to: count)
    Self.resize(&y, to: count)
    Self.resize(&vx, to: count)
    Self.resize(&vy, to: count)
    Self.resize(&age, to: count)
    Self.resize(&lifetime, to: count)
    Self.resize(&peakAlpha, to: count)
    Self.resize(&alpha, to: count)
    Self.resize(&size, to: count)
  }

  static func resize(_ lane: inout [Float], to count: Int) {
    if lane.count > count {
      lane.removeLast(lane.count - count)
    } else if lane.count < count {
      lane.append(contentsOf: repeatElement(0, count: count - lane.count))
    }
  }

  mutating func recountLive() {
    var live = 0
    for index in residentRegions where regions[index].isLive { live += regions[index].count }
    liveCount = live
  }

  /// Spawns every particle of region `index` afresh, at random ages (so they do not blink in
  /// step: the dust starts in its steady state), and recomputes their alpha. While the region
  /// is `.revealing`, particles born inside its circle are invisible (peak alpha 0).
  mutating func respawnAll(region index: Int) {
    let r = regions[index]
    guard r.count > 0, holdsParticles else { return }
    let parameters = self.parameters
    let reduced = reducedMotion
    var random = self.random
    let edge = SoftEdge(rect: r.rect, softness: parameters.edgeSoftness)
    let circle = r.phase == .revealing ? r.circle : nil
    DriftDirections.table.withUnsafeBufferPointer { directions in
      withLanes { lanes in
        for i in r.slots {
          Self.spawn(
            i, in: r.rect, lanes: lanes, random: &random, directions: directions,
            parameters: parameters)
          if let circle, circle.contains(Vec2(lanes.x[i], lanes.y[i])) { lanes.peakAlpha[i] = 0 }
          let life = lanes.lifetime[i]
          lanes.age[i] = random.unitFloat() * life
          let envelope =
            reduced
            ? 1 : Self.envelope(progress: lanes.age[i] / life, parameters: parameters)
          lanes.alpha[i] =
            lanes.peakAlpha[i] * envelope * edge.factor(lanes.x[i], lanes.y[i]) * r.opacity
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
    lanes.peakAlpha[i] = peakAlpha(fraction(looks), parameters: p)
    lanes.alpha[i] = 0
    lanes.size[i] = lerp(p.size, fraction(looks >> 24))
  }

  /// The peak alpha for a uniform random `t` in [0, 1): anywhere in `peakAlpha`, or one of its
  /// `alphaLevels` evenly spaced values.
  @inline(__always)
  static func peakAlpha(_ t: Float, parameters p: InvisibleInkParameters) -> Float {
    guard p.alphaLevels >= 2 else { return lerp(p.peakAlpha, t) }
    let steps = Float(p.alphaLevels - 1)
    let level = min((t * Float(p.alphaLevels)).rounded(.down), steps)
    return lerp(p.peakAlpha, level / steps)
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
