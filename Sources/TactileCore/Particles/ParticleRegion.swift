/// One region of a `ParticleField`: a rect in points that owns a contiguous run of particle
/// slots, with its own phase in the hide / reveal cycle.
struct ParticleRegion: Hashable, Sendable {
  /// The rect the region's particles are confined to (points, text coordinates).
  var rect: Rect
  /// First particle slot of the region.
  var start: Int
  /// Number of particle slots (kept while revealed, so concealing can respawn into them).
  var count: Int
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
}
