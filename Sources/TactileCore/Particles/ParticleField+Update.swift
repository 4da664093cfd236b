import Dispatch

extension ParticleField {
  /// Advances the dust by `dt` seconds. Negative, zero or non-finite `dt` does nothing.
  ///
  /// Only resident regions are advanced, and of the `.hidden` ones only those meeting
  /// `activeBand` when it is set. Per region: `.revealed` is skipped (no work); `.concealing` raises its opacity by
  /// dt / `concealDuration` and becomes `.hidden` at 1; `.revealing` pushes the particles inside
  /// its circle away from the centre and fades them, and becomes `.revealed` once the circle
  /// has covered the whole rect for `revealFadeDuration`. Live particles drift, bounce off their
  /// rect's edges, follow their alpha envelope and respawn at a random place when their
  /// lifetime is over; their alpha fades near the rect's edges (`edgeSoftness`). In
  /// `reducedMotion` nothing moves or respawns.
  public mutating func update(dt: Double) {
    lastUpdateWork = 0
    guard holdsParticles else { return advancePhases(dt: dt) }
    guard dt > 0, dt.isFinite else { return }
    let step = RegionStep(
      dt: Float(dt), reducedMotion: reducedMotion, parameters: parameters)
    // One draw from the field's stream seeds every chunk's own stream for this step, so the
    // chunks can run in any order, or at once, with the same result.
    let seed = random.next()
    let chunkCount = chunkStarts.count - 1
    guard chunkCount > 0 else { return }
    let parallel = runsInParallel
    // Work on local copies so the closures below do not overlap access to `self`.
    var regions: [ParticleRegion] = []
    swap(&regions, &self.regions)
    var chunkWork: [Int] = []
    swap(&chunkWork, &self.chunkWork)
    let chunkStarts = self.chunkStarts
    let active = activeBand ?? -Float.infinity...Float.infinity
    DriftDirections.table.withUnsafeBufferPointer { directions in
      withLanes { lanes in
        regions.withUnsafeMutableBufferPointer { regions in
          chunkWork.withUnsafeMutableBufferPointer { work in
            chunkStarts.withUnsafeBufferPointer { chunkStarts in
              let job = ChunkJob(
                step: step, seed: seed, active: active, lanes: lanes, directions: directions,
                regions: regions.baseAddress!, chunkStarts: chunkStarts.baseAddress!,
                work: work.baseAddress!)
              // Closures passed straight to the calls: nothing is allocated.
              if parallel {
                DispatchQueue.concurrentPerform(iterations: chunkCount) { job.run($0) }
              } else {
                for chunk in 0..<chunkCount { job.run(chunk) }
              }
            }
          }
        }
      }
    }
    swap(&regions, &self.regions)
    var work = 0
    for chunk in 0..<chunkCount { work += chunkWork[chunk] }
    swap(&chunkWork, &self.chunkWork)
    lastUpdateWork = work
    recountLive()
  }

  /// Spacing of the chunk seeds drawn from one step's seed (an odd constant: distinct seeds).
  static let chunkSeedStride: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// One `update`'s work on the chunks of regions: chunk k advances its regions with a random
  /// stream seeded from `seed` and k, and records the particles it processed in `work[k]`.
  /// Chunks touch disjoint regions and slots, so any number can run at once.
  // @unchecked: its pointers outlive concurrentPerform, and chunk k writes only its own
  // regions, their lanes' slots and work[k].
  struct ChunkJob: @unchecked Sendable {
    var step: RegionStep
    var seed: UInt64
    /// Hidden regions outside this band (points, y) are left as they are.
    var active: ClosedRange<Float>
    var lanes: ParticleLanes
    var directions: UnsafeBufferPointer<Float>
    var regions: UnsafeMutablePointer<ParticleRegion>
    var chunkStarts: UnsafePointer<Int>
    var work: UnsafeMutablePointer<Int>

    func run(_ chunk: Int) {
      var random = SeededRandom(seed: seed &+ UInt64(chunk) &* ParticleField.chunkSeedStride)
      var done = 0
      for index in chunkStarts[chunk]..<chunkStarts[chunk + 1] {
        let phase = regions[index].phase
        let rect = regions[index].rect
        guard
          phase != .revealed,
          phase != .hidden || (rect.maxY >= active.lowerBound && rect.minY <= active.upperBound)
        else { continue }
        done &+= ParticleField.update(
          &regions[index], step: step, lanes: lanes, directions: directions, random: &random)
      }
      work[chunk] = done
    }
  }

  /// What one `update` applies to every region.
  struct RegionStep {
    var dt: Float
    var reducedMotion: Bool
    var parameters: InvisibleInkParameters
  }

  /// Advances one region that is not `.revealed`. Returns the number of particles processed.
  static func update(
    _ r: inout ParticleRegion, step: RegionStep, lanes: ParticleLanes,
    directions: UnsafeBufferPointer<Float>, random: inout SeededRandom
  ) -> Int {
    let t = step.dt
    let p = step.parameters
    guard advancePhase(&r, dt: t, parameters: p) else {
      for i in r.slots { lanes.alpha[i] = 0 }
      return 0
    }
    let circle: RevealCircle? = r.phase == .revealing ? r.circle : nil
    if let circle {
      pushAndFade(lanes, r.slots, circle: circle, dt: t, moving: !step.reducedMotion, parameters: p)
    }
    let edge = SoftEdge(rect: r.rect, softness: p.edgeSoftness)
    if step.reducedMotion {
      holdStill(lanes, r.slots, edge: edge, opacity: r.opacity)
      return r.count
    }
    // In batches, so the respawn scan reads ages and lifetimes while they are in cache.
    var batch = r.slots.lowerBound
    while batch < r.slots.upperBound {
      let slots = batch..<min(batch + updateBatchSize, r.slots.upperBound)
      drift(lanes, slots, edge: edge, opacity: r.opacity, dt: t, parameters: p)
      respawnExpired(
        lanes, slots, rect: r.rect, circle: circle, random: &random, directions: directions,
        parameters: p)
      batch = slots.upperBound
    }
    return r.count
  }

  /// Advances the phase of region `r` by `t` seconds: a concealing region's opacity rises to
  /// 1 over `concealDuration` (then `.hidden`); a revealing region's `fadedRadius` follows its
  /// circle, lagging it by about `revealFadeDuration`, and the region becomes `.revealed` once
  /// the circle has covered it for that long. Returns whether the region is still drawn
  /// (false once revealed).
  static func advancePhase(
    _ r: inout ParticleRegion, dt t: Float, parameters p: InvisibleInkParameters
  ) -> Bool {
    let fade = max(p.revealFadeDuration, 1e-6)
    switch r.phase {
    case .revealed:
      return false
    case .concealing:
      r.opacity = min(1, r.opacity + t / max(p.concealDuration, 1e-6))
      if r.opacity >= 1 { r.phase = .hidden }
    case .revealing:
      // Beyond the farthest corner there is nothing to fade.
      let target = min(r.circle.radius, r.rect.farthestCornerDistance(from: r.circle.center))
      r.circle.fadedRadius += (target - r.circle.fadedRadius) * min(1, t / fade)
      if r.circle.covers(r.rect) {
        r.coveredTime += t
        if r.coveredTime >= fade {
          r.phase = .revealed
          return false
        }
      }
    case .hidden:
      break
    }
    return true
  }

  /// Advances every resident region's phase by `dt` seconds (`advancePhase`) without moving a
  /// particle: for ink drawn from a tile or still dots, whose regions reveal and conceal as
  /// the particles' do. Negative, zero or non-finite `dt` does nothing.
  public mutating func advancePhases(dt: Double) {
    guard dt > 0, dt.isFinite else { return }
    let p = parameters
    for index in residentRegions where regions[index].phase != .hidden {
      _ = Self.advancePhase(&regions[index], dt: Float(dt), parameters: p)
    }
    recountLive()
  }

  /// Particles moved per batch by `update`, before their respawn scan.
  static let updateBatchSize = 512

  /// Moves, bounces and ages the particles in `slots` and sets their alpha.
  @inline(__always)
  static func drift(
    _ lanes: ParticleLanes, _ slots: Range<Int>, edge: SoftEdge, opacity: Float, dt t: Float,
    parameters p: InvisibleInkParameters
  ) {
    let minX = edge.minX
    let maxX = edge.maxX
    let minY = edge.minY
    let maxY = edge.maxY
    let riseRate = 1 / max(p.fadeInFraction, 1e-6)
    let fallRate = 1 / max(p.fadeOutFraction, 1e-6)
    for i in slots {
      let age = lanes.age[i] + t
      lanes.age[i] = age

      let vx = lanes.vx[i]
      let nx = lanes.x[i] + vx * t
      let cx = min(max(nx, minX), maxX)
      lanes.vx[i] = cx == nx ? vx : -vx
      lanes.x[i] = cx

      let vy = lanes.vy[i]
      let ny = lanes.y[i] + vy * t
      let cy = min(max(ny, minY), maxY)
      lanes.vy[i] = cy == ny ? vy : -vy
      lanes.y[i] = cy

      let progress = age / lanes.lifetime[i]
      let envelope = min(max(min(progress * riseRate, (1 - progress) * fallRate), 0), 1)
      lanes.alpha[i] = lanes.peakAlpha[i] * envelope * edge.factor(cx, cy) * opacity
    }
  }

  /// Respawns the particles in `slots` whose lifetime is over. A particle reborn inside the
  /// reveal `circle` starts with peak alpha 0, so revealed text stays clear.
  @inline(__always)
  static func respawnExpired(
    _ lanes: ParticleLanes, _ slots: Range<Int>, rect: Rect, circle: RevealCircle?,
    random: inout SeededRandom, directions: UnsafeBufferPointer<Float>,
    parameters p: InvisibleInkParameters
  ) {
    for i in slots where lanes.age[i] >= lanes.lifetime[i] {
      spawn(i, in: rect, lanes: lanes, random: &random, directions: directions, parameters: p)
      if let circle {
        let dx = lanes.x[i] - circle.center.x
        let dy = lanes.y[i] - circle.center.y
        if dx * dx + dy * dy < circle.radius * circle.radius { lanes.peakAlpha[i] = 0 }
      }
    }
  }

  /// Pushes the particles in `slots` that are inside `circle` away from its centre (when
  /// `moving`) and fades their peak alpha at 1 / `revealFadeDuration` per second.
  @inline(__always)
  static func pushAndFade(
    _ lanes: ParticleLanes, _ slots: Range<Int>, circle: RevealCircle, dt t: Float,
    moving: Bool, parameters p: InvisibleInkParameters
  ) {
    let cx = circle.center.x
    let cy = circle.center.y
    let r2 = circle.radius * circle.radius
    let push = moving ? p.revealPushAcceleration * t : 0
    let fade = t / max(p.revealFadeDuration, 1e-6)
    for i in slots {
      let dx = lanes.x[i] - cx
      let dy = lanes.y[i] - cy
      let d2 = dx * dx + dy * dy
      let inside: Float = d2 < r2 ? 1 : 0
      let k = inside * push / (d2 + 1e-6).squareRoot()
      lanes.vx[i] += dx * k
      lanes.vy[i] += dy * k
      lanes.peakAlpha[i] = max(0, lanes.peakAlpha[i] - inside * fade)
    }
  }

  /// Reduced motion: particles keep their places; alpha is peak alpha × soft edge × region
  /// opacity.
  @inline(__always)
  static func holdStill(
    _ lanes: ParticleLanes, _ slots: Range<Int>, edge: SoftEdge, opacity: Float
  ) {
    for i in slots {
      lanes.alpha[i] = lanes.peakAlpha[i] * edge.factor(lanes.x[i], lanes.y[i]) * opacity
    }
  }
}
