/// How the invisible ink is made, each the technique of one of the apps it follows.
public enum InkStrategy: Int, CaseIterable, Hashable, Sendable {
  /// Every particle simulated and drawn at every ink frame (`ParticleField`,
  /// `ParticleRasterizer`): Telegram for iOS and Android.
  case particles
  /// A looping tile of dust rendered once (`InkTile`), then at each ink frame the frame of the
  /// moment copied over the words (`InkTileSampler`): Telegram Desktop.
  case tile
  /// A seeded pattern of dots that never moves: one frame of the tile, drawn once. Telegram for
  /// iOS draws still dots when animations are off.
  case still

  /// The name the tunable, presets and the command line use.
  public var name: String {
    switch self {
    case .particles: "particles"
    case .tile: "tile"
    case .still: "still"
    }
  }
}
