/// Every tunable, by name; `Tuning.catalog` describes each in this order.
public enum TunableID: Int, CaseIterable, Sendable {
  case inkDensity, inkMaxPerLine, inkSpeedMin, inkSpeedMax, inkLifetimeMin, inkLifetimeMax,
    inkAlphaMin,
    inkAlphaMax, inkAlphaLevels, inkSizeMin, inkSizeMax, inkFadeIn, inkFadeOut, inkEdgeSoftness,
    inkRevealPush, inkRevealFade, inkConceal
  case revealSecondsPerPoint, revealMinDuration, revealMaxDuration, revealConceal
  case longPressDelay, longPressSlop

  /// `group.name`, e.g. `ink.density`.
  public var key: String {
    switch self {
    case .inkDensity: "ink.density"
    case .inkMaxPerLine: "ink.maxPerLine"
    case .inkSpeedMin: "ink.speedMin"
    case .inkSpeedMax: "ink.speedMax"
    case .inkLifetimeMin: "ink.lifetimeMin"
    case .inkLifetimeMax: "ink.lifetimeMax"
    case .inkAlphaMin: "ink.alphaMin"
    case .inkAlphaMax: "ink.alphaMax"
    case .inkAlphaLevels: "ink.alphaLevels"
    case .inkSizeMin: "ink.sizeMin"
    case .inkSizeMax: "ink.sizeMax"
    case .inkFadeIn: "ink.fadeIn"
    case .inkFadeOut: "ink.fadeOut"
    case .inkEdgeSoftness: "ink.edgeSoftness"
    case .inkRevealPush: "ink.revealPush"
    case .inkRevealFade: "ink.revealFade"
    case .inkConceal: "ink.conceal"
    case .revealSecondsPerPoint: "reveal.secondsPerPoint"
    case .revealMinDuration: "reveal.minDuration"
    case .revealMaxDuration: "reveal.maxDuration"
    case .revealConceal: "reveal.conceal"
    case .longPressDelay: "longpress.delay"
    case .longPressSlop: "longpress.slop"
    }
  }

  public var group: TunableGroup {
    switch self {
    case .inkDensity, .inkMaxPerLine, .inkSpeedMin, .inkSpeedMax, .inkLifetimeMin,
      .inkLifetimeMax, .inkAlphaMin, .inkAlphaMax, .inkAlphaLevels, .inkSizeMin, .inkSizeMax,
      .inkFadeIn, .inkFadeOut, .inkEdgeSoftness, .inkRevealPush, .inkRevealFade, .inkConceal:
      .ink
    case .revealSecondsPerPoint, .revealMinDuration, .revealMaxDuration, .revealConceal: .reveal
    case .longPressDelay, .longPressSlop: .longPress
    }
  }

  /// The id spelled `key`, if any.
  public init?(key: String) {
    guard let id = TunableID.byKey[key] else { return nil }
    self = id
  }

  private static let byKey: [String: TunableID] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.key, $0) })
}
