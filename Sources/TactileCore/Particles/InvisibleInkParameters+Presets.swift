extension InvisibleInkParameters {
  /// Telegram Desktop's text ink (`SpoilerMessDescriptor` for text), drawn its way, as a
  /// looping tile (`strategy: .tile`, `InkTile`) of its sprites (`grain: .sprites`): 9 000
  /// particles per 128 × 128 pt tile, each shown for 600 ms (200 ms fade in, 200 ms at full
  /// alpha, 200 ms fade out) once in every loop of 60 frames of 33 ms, as 1.5 × 2 to 2 × 1.5 pt
  /// rounded rects at whole pixels that move 4–8 device pixels over their 600 ms
  /// (6.7–13.3 px/s), the tile advancing 30 times a second. A particle is alive for
  /// 600 / 1 980 of the loop, so 9 000 / 128² × 600 / 1 980 ≈ 0.166 are alive per square
  /// point. The tile covers each line's span of a spoiler, spaces included, with hard edges.
  public static let telegramDesktop = InvisibleInkParameters(
    density: 9_000 / (128 * 128) * 600 / 1_980,
    speed: 4 / 0.6...8 / 0.6,
    lifetime: 0.6...0.6,
    peakAlpha: 1...1,
    size: 1.5...2,
    fadeInFraction: 1.0 / 3,
    fadeOutFraction: 1.0 / 3,
    edgeSoftness: 0,
    strategy: .tile,
    framesPerSecond: 30,
    grain: .sprites,
    coverage: .span)

  /// Telegram iOS (`InvisibleInkDustNode`): 0.35 particles per square point of each word's
  /// rect (its emitter is confined to the words), living 1 s, speed up to 20 pt/s (velocity range 20), alpha anywhere in 0…1 (alpha
  /// range 1) and fading out over the whole life (alpha over life 1 → 0); the fade in is a
  /// short one here so that no particle pops in. Every particle is simulated, at 60 frames a
  /// second (the display's rate).
  public static let telegramIOS = InvisibleInkParameters(
    density: 0.35,
    speed: 0...20,
    lifetime: 1...1,
    peakAlpha: 0...1,
    size: 1.5...2,
    fadeInFraction: 0.1,
    fadeOutFraction: 0.9,
    strategy: .particles,
    framesPerSecond: 60)

  /// Telegram Android (`SpoilerEffect`): one effect per line of a spoiler's selection, spaces
  /// between words included; 30 particles per 6 pt character cell on that rect less 2.5 pt of
  /// padding above and below (≈ 15 pt of a 17 pt font's line: about 0.33 per square point),
  /// at most 150 per line, living 1–3 s, drifting 8–20 pt/s, drawn
  /// as round 1.2–1.4 pt points at one of three alphas (0.3, 0.65, 1), simulated 30 times a
  /// second. Android's particles appear and vanish at once; here they fade over a tenth of
  /// their life at each end.
  public static let telegramAndroid = InvisibleInkParameters(
    density: 30 / (6 * 15),
    maximumPerLine: 150,
    speed: 8...20,
    lifetime: 1...3,
    peakAlpha: 0.3...1,
    alphaLevels: 3,
    size: 1.2...1.4,
    fadeInFraction: 0.1,
    fadeOutFraction: 0.1,
    strategy: .particles,
    framesPerSecond: 30,
    coverage: .span)

  /// The look the app uses unless told otherwise (`InkPreset.standard`).
  public static let standard = InkPreset.standard.parameters
}

/// The ink presets by name, as chosen on the command line (`--ink NAME`).
public enum InkPreset: String, CaseIterable, Sendable {
  case telegramIOS = "telegram-ios"
  case telegramDesktop = "telegram-desktop"
  case telegramAndroid = "telegram-android"

  /// The preset's numbers.
  public var parameters: InvisibleInkParameters {
    switch self {
    case .telegramIOS: return .telegramIOS
    case .telegramDesktop: return .telegramDesktop
    case .telegramAndroid: return .telegramAndroid
    }
  }

  /// The preset the app starts with: Telegram Desktop's, the calmest of the three (light
  /// grain) and the cheapest (a tile rendered once).
  public static let standard = InkPreset.telegramDesktop
}
