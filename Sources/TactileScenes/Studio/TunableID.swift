/// Every tunable, by name; `Tuning.catalog` describes each in this order.
public enum TunableID: Int, CaseIterable, Sendable {
  case inkStrategy, inkFPS, inkDensity, inkMaxPerLine, inkSpeedMin, inkSpeedMax, inkLifetimeMin,
    inkLifetimeMax,
    inkAlphaMin,
    inkAlphaMax, inkAlphaLevels, inkSizeMin, inkSizeMax, inkFadeIn, inkFadeOut, inkEdgeSoftness,
    inkRevealPush, inkRevealFade, inkConceal
  case revealSecondsPerPoint, revealMinDuration, revealMaxDuration, revealEasing, revealConceal,
    revealFade
  case longPressDelay, longPressSlop
  case barIconSize, barSpacing, barPadding, barHoveredSlot, barHoveredScale, barIconResponse,
    barIconDamping, barAppearScale, barAppearResponse, barAppearDamping, barFadeResponse,
    barFadeDamping, barDismissScale, barDismissResponse, barDismissDamping, barHintFade,
    barHintDamping, barChipResponse, barChipDamping, barPressResponse, barPressDamping,
    barShadowDrop, barShadowBlur, barContactDrop,
    barContactBlur, barFlightDuration, barFlightEasing
  case strikeBaseDuration, strikeDurationPer1000, strikeEasing, strikeThickness,
    strikeCheckboxFill, strikeCheckboxEasing
  case waveMotion, waveThreshold, waveFlickVelocity, waveDragRate, waveDragSlop, waveBackResponse,
    waveBackDamping, waveCompleteResponse, waveCompleteDamping, waveSlideInResponse,
    waveSlideInDamping, waveLinearDuration, waveChaseSpeed, waveMinHorizontalRadius,
    waveMaxHorizontalRadius, waveMinVerticalRadius, waveMaxVerticalRadius, waveCrossFade
  case scrollResponse, scrollDamping

  /// `group.name`, e.g. `ink.density`.
  public var key: String {
    switch self {
    case .inkStrategy: "ink.strategy"
    case .inkFPS: "ink.fps"
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
    case .revealEasing: "reveal.easing"
    case .revealConceal: "reveal.conceal"
    case .revealFade: "reveal.fade"
    case .longPressDelay: "longpress.delay"
    case .longPressSlop: "longpress.slop"
    case .barIconSize: "bar.iconSize"
    case .barSpacing: "bar.gap"
    case .barPadding: "bar.padding"
    case .barHoveredSlot: "bar.hoveredSlot"
    case .barHoveredScale: "bar.hoveredScale"
    case .barIconResponse: "bar.iconResponse"
    case .barIconDamping: "bar.iconDamping"
    case .barAppearScale: "bar.appearScale"
    case .barAppearResponse: "bar.appearResponse"
    case .barAppearDamping: "bar.appearDamping"
    case .barFadeResponse: "bar.fadeResponse"
    case .barFadeDamping: "bar.fadeDamping"
    case .barDismissScale: "bar.dismissScale"
    case .barDismissResponse: "bar.dismissResponse"
    case .barDismissDamping: "bar.dismissDamping"
    case .barHintFade: "bar.hintFade"
    case .barHintDamping: "bar.hintDamping"
    case .barChipResponse: "bar.chipResponse"
    case .barChipDamping: "bar.chipDamping"
    case .barPressResponse: "bar.pressResponse"
    case .barPressDamping: "bar.pressDamping"
    case .barShadowDrop: "bar.shadowDrop"
    case .barShadowBlur: "bar.shadowBlur"
    case .barContactDrop: "bar.contactDrop"
    case .barContactBlur: "bar.contactBlur"
    case .barFlightDuration: "bar.flightTime"
    case .barFlightEasing: "bar.flightEasing"
    case .strikeBaseDuration: "strike.baseDuration"
    case .strikeDurationPer1000: "strike.durationPer1000"
    case .strikeEasing: "strike.easing"
    case .strikeThickness: "strike.thickness"
    case .strikeCheckboxFill: "strike.checkboxFill"
    case .strikeCheckboxEasing: "strike.checkboxEasing"
    case .waveMotion: "wave.motion"
    case .waveThreshold: "wave.threshold"
    case .waveFlickVelocity: "wave.flickVelocity"
    case .waveDragRate: "wave.dragRate"
    case .waveDragSlop: "wave.dragSlop"
    case .waveBackResponse: "wave.backResponse"
    case .waveBackDamping: "wave.backDamping"
    case .waveCompleteResponse: "wave.completeResponse"
    case .waveCompleteDamping: "wave.completeDamping"
    case .waveSlideInResponse: "wave.slideInResponse"
    case .waveSlideInDamping: "wave.slideInDamping"
    case .waveLinearDuration: "wave.linearDuration"
    case .waveChaseSpeed: "wave.chaseSpeed"
    case .waveMinHorizontalRadius: "wave.minHorizontalRadius"
    case .waveMaxHorizontalRadius: "wave.maxHorizontalRadius"
    case .waveMinVerticalRadius: "wave.minVerticalRadius"
    case .waveMaxVerticalRadius: "wave.maxVerticalRadius"
    case .waveCrossFade: "wave.crossFade"
    case .scrollResponse: "scroll.response"
    case .scrollDamping: "scroll.damping"
    }
  }

  public var group: TunableGroup {
    switch self {
    case .inkStrategy, .inkFPS, .inkDensity, .inkMaxPerLine, .inkSpeedMin, .inkSpeedMax,
      .inkLifetimeMin,
      .inkLifetimeMax, .inkAlphaMin, .inkAlphaMax, .inkAlphaLevels, .inkSizeMin, .inkSizeMax,
      .inkFadeIn, .inkFadeOut, .inkEdgeSoftness, .inkRevealPush, .inkRevealFade, .inkConceal:
      .ink
    case .revealSecondsPerPoint, .revealMinDuration, .revealMaxDuration, .revealEasing,
      .revealConceal, .revealFade:
      .reveal
    case .longPressDelay, .longPressSlop: .longPress
    case .barIconSize, .barSpacing, .barPadding, .barHoveredSlot, .barHoveredScale,
      .barIconResponse, .barIconDamping, .barAppearScale, .barAppearResponse, .barAppearDamping,
      .barFadeResponse, .barDismissScale, .barDismissResponse, .barHintFade, .barChipResponse,
      .barChipDamping, .barPressResponse, .barFadeDamping, .barDismissDamping,
      .barHintDamping, .barPressDamping, .barShadowDrop, .barShadowBlur, .barContactDrop,
      .barContactBlur, .barFlightDuration, .barFlightEasing:
      .bar
    case .strikeBaseDuration, .strikeDurationPer1000, .strikeEasing, .strikeThickness,
      .strikeCheckboxFill, .strikeCheckboxEasing:
      .strike
    case .waveMotion, .waveThreshold, .waveFlickVelocity, .waveDragRate, .waveDragSlop,
      .waveBackResponse,
      .waveBackDamping, .waveCompleteResponse, .waveCompleteDamping, .waveSlideInResponse,
      .waveSlideInDamping, .waveLinearDuration, .waveChaseSpeed, .waveMinHorizontalRadius,
      .waveMaxHorizontalRadius, .waveMinVerticalRadius, .waveMaxVerticalRadius, .waveCrossFade:
      .wave
    case .scrollResponse, .scrollDamping: .scroll
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
