/// Where one particle region (a spoiler fragment rect) is in its hide / reveal cycle.
public enum ParticleRegionPhase: Hashable, Sendable {
  /// Live dust covers the region.
  case hidden
  /// A reveal circle is growing: particles inside it are pushed outward and fade; the rest of
  /// the dust goes on. Becomes `.revealed` once the circle has covered the whole region for
  /// `revealFadeDuration`.
  case revealing
  /// No particles: nothing is updated or drawn for the region.
  case revealed
  /// Fresh dust fades back in (region opacity 0 → 1 over `concealDuration`), then `.hidden`.
  case concealing
}
