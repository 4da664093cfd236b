/// One region of a `ParticleField`: a rect in points that, while resident, owns a contiguous
/// run of particle slots, with its own phase in the hide / reveal cycle.
struct ParticleRegion: Hashable, Sendable {
  /// The rect the region's particles are confined to (points, text coordinates).
  var rect: Rect
  /// Particles the region holds when resident (before thinning).
  var planned: Int
  /// First particle slot of the region (meaningless when `count` is 0).
  var start = 0
  /// Number of particle slots: 0 when not resident; kept while revealed, so concealing can
  /// respawn into them.
  var count = 0
  var phase: ParticleRegionPhase = .hidden
  /// Opacity multiplier for every particle of the region, 0…1 (ramps up while concealing).
  var opacity: Float = 1
  /// The reveal circle while `.revealing`.
  var circle = RevealCircle(center: .zero, radius: 0)
  /// Seconds the reveal circle has covered the whole rect.
  var coveredTime: Float = 0

  var slots: Range<Int> { start..<(start + count) }
  /// Whether the region's particles are alive (updated, counted and drawn).
  var isLive: Bool { phase != .revealed && count > 0 }

  /// Gives the slots up. A conceal in progress completes (nobody sees it), so the region
  /// comes back as settled dust.
  mutating func leaveResidence() {
    start = 0
    count = 0
    if phase == .concealing {
      phase = .hidden
      opacity = 1
    }
  }
}
