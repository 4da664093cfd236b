import TactileCore

/// The features' parameter values built from the live tunables, read by the pages each frame.
extension Tuning {
  /// The invisible ink. A min above its max counts as the other way round.
  public var ink: InvisibleInkParameters {
    var p = InvisibleInkParameters.standard
    p.strategy = InkStrategy(rawValue: Int(self[.inkStrategy])) ?? .particles
    p.framesPerSecond = Int(self[.inkFPS])
    p.density = Float(self[.inkDensity])
    let cap = Int(self[.inkMaxPerLine].rounded())
    p.maximumPerLine = cap == 0 ? .max : cap
    p.alphaLevels = Int(self[.inkAlphaLevels].rounded())
    p.edgeSoftness = Float(self[.inkEdgeSoftness])
    p.speed = Tuning.range(self[.inkSpeedMin], self[.inkSpeedMax])
    p.lifetime = Tuning.range(self[.inkLifetimeMin], self[.inkLifetimeMax])
    p.peakAlpha = Tuning.range(self[.inkAlphaMin], self[.inkAlphaMax])
    p.size = Tuning.range(self[.inkSizeMin], self[.inkSizeMax])
    p.fadeInFraction = Float(self[.inkFadeIn])
    p.fadeOutFraction = Float(self[.inkFadeOut])
    p.revealPushAcceleration = Float(self[.inkRevealPush])
    p.revealFadeDuration = Float(self[.inkRevealFade])
    p.concealDuration = Float(self[.inkConceal])
    return p
  }

  /// The spoiler reveal's timing.
  public var revealTiming: SpoilerRevealTiming {
    SpoilerRevealTiming(
      secondsPerPoint: self[.revealSecondsPerPoint],
      durationRange: min(
        self[.revealMinDuration], self[.revealMaxDuration])...max(
          self[.revealMinDuration], self[.revealMaxDuration]),
      easing: easing(.revealEasing), concealDuration: self[.revealConceal],
      reducedMotionFade: self[.revealFade])
  }

  /// Seconds a message must be held before the reaction bar opens.
  public var longPressDelay: Double { self[.longPressDelay] }
  /// Points the pointer may move before the long press is cancelled.
  public var longPressSlop: Float { Float(self[.longPressSlop]) }

  /// The reaction bar's sizes and springs.
  public var barStyle: ReactionBarStyle {
    var s = ReactionBarStyle.standard
    s.iconSize = Float(self[.barIconSize])
    s.spacing = Float(self[.barSpacing])
    s.padding = Float(self[.barPadding])
    s.hoveredSlotScale = Float(self[.barHoveredSlot])
    s.highlightedScale = self[.barHoveredScale]
    s.iconSpring = Spring(
      response: self[.barIconResponse], dampingFraction: self[.barIconDamping])
    s.appearScale = self[.barAppearScale]
    s.appearSpring = Spring(
      response: self[.barAppearResponse], dampingFraction: self[.barAppearDamping])
    s.fadeSpring = Spring(
      response: self[.barFadeResponse], dampingFraction: self[.barFadeDamping])
    s.dismissScale = self[.barDismissScale]
    s.dismissSpring = Spring(
      response: self[.barDismissResponse], dampingFraction: self[.barDismissDamping])
    // A blur wider than 2/3 of the pill's corner radius folds into streaks at its ends.
    let blurLimit = s.barHeight / 3
    s.shadowOffset = Vec2(0, Float(self[.barShadowDrop]))
    s.shadowRadius = min(Float(self[.barShadowBlur]), blurLimit)
    s.contactShadowOffset = Vec2(0, Float(self[.barContactDrop]))
    s.contactShadowRadius = min(Float(self[.barContactBlur]), blurLimit)
    return s
  }

  /// Seconds a picked emoji flies from the bar to its chip, and its timing curve.
  public var flightDuration: Double { self[.barFlightDuration] }
  public var flightEasing: Easing { easing(.barFlightEasing) }

  /// The spring of the cancel hint's fade and the icons' dimming.
  public var hintFadeSpring: Spring {
    Spring(response: self[.barHintFade], dampingFraction: self[.barHintDamping])
  }
  /// The spring of the reaction chips under the messages.
  public var chipSpring: Spring {
    Spring(response: self[.barChipResponse], dampingFraction: self[.barChipDamping])
  }
  /// The spring of a held message's dimming.
  public var pressSpring: Spring {
    Spring(response: self[.barPressResponse], dampingFraction: self[.barPressDamping])
  }

  /// The strikethrough pen's timing.
  public var strikeTiming: StrikeTiming {
    var t = StrikeTiming.standard
    t.baseDuration = self[.strikeBaseDuration]
    t.durationPerPoint = self[.strikeDurationPer1000] / 1000
    t.easing = easing(.strikeEasing)
    return t
  }

  /// Thickness of the strikethrough, points.
  public var strikeThickness: Float { Float(self[.strikeThickness]) }

  /// Seconds a checkbox takes to fill or empty completely, and the fill's timing curve.
  public var checkboxFillDuration: Double { self[.strikeCheckboxFill] }
  public var checkboxEasing: Easing { easing(.strikeCheckboxEasing) }

  /// The liquid swipe's thresholds, motion and wave radii.
  public var liquidSwipe: LiquidSwipeConfig {
    var c = LiquidSwipeConfig.standard
    c.motion = LiquidSwipeConfig.Motion(rawValue: Int(self[.waveMotion])) ?? .spring
    c.cancelThreshold = Float(self[.waveThreshold])
    c.flickVelocity = Float(self[.waveFlickVelocity])
    c.swipeVelocity = Float(self[.waveDragRate])
    c.dragSlop = Float(self[.waveDragSlop])
    c.springBack = Spring(
      response: self[.waveBackResponse], dampingFraction: self[.waveBackDamping])
    c.complete = Spring(
      response: self[.waveCompleteResponse], dampingFraction: self[.waveCompleteDamping])
    c.slideIn = Spring(
      response: self[.waveSlideInResponse], dampingFraction: self[.waveSlideInDamping])
    c.linearDuration = self[.waveLinearDuration]
    c.chaseSpeed = Float(self[.waveChaseSpeed])
    c.minHorizontalRadius = Float(self[.waveMinHorizontalRadius])
    c.maxHorizontalRadiusFraction = Float(self[.waveMaxHorizontalRadius])
    c.minVerticalRadius = Float(self[.waveMinVerticalRadius])
    c.maxVerticalRadiusFraction = Float(self[.waveMaxVerticalRadius])
    return c
  }

  /// Seconds a page change's cross-fade takes with reduced motion.
  public var crossFadeDuration: Double { self[.waveCrossFade] }

  /// The spring of the pages' animated scrolls.
  public var scrollSpring: Spring {
    Spring(response: self[.scrollResponse], dampingFraction: self[.scrollDamping])
  }

  /// The easing a mode tunable `id` names (by its number among `Easing.allCases`).
  private func easing(_ id: TunableID) -> Easing { Easing.allCases[Int(self[id])] }

  private static func range(_ a: Double, _ b: Double) -> ClosedRange<Float> {
    Float(min(a, b))...Float(max(a, b))
  }
}

extension TuningPreset {
  /// The ink preset `preset` (`--ink NAME`).
  public static func ink(_ preset: InkPreset) -> TuningPreset {
    let app =
      switch preset {
      case .telegramIOS: "Telegram for iOS"
      case .telegramDesktop: "Telegram Desktop"
      case .telegramAndroid: "Telegram for Android"
      }
    return .ink(preset.rawValue, summary: "spoiler ink as \(app) draws it", preset.parameters)
  }

  /// A preset holding the ink tunables of `p`.
  public static func ink(_ name: String, summary: String, _ p: InvisibleInkParameters)
    -> TuningPreset
  {
    TuningPreset(
      name: name, summary: summary,
      values: [
        (.inkStrategy, Double(p.strategy.rawValue)), (.inkFPS, Double(p.framesPerSecond)),
        (.inkDensity, decimal(p.density)),
        (.inkMaxPerLine, p.maximumPerLine == .max ? 0 : Double(p.maximumPerLine)),
        (.inkAlphaLevels, Double(p.alphaLevels)), (.inkEdgeSoftness, decimal(p.edgeSoftness)),
        (.inkSpeedMin, decimal(p.speed.lowerBound)), (.inkSpeedMax, decimal(p.speed.upperBound)),
        (.inkLifetimeMin, decimal(p.lifetime.lowerBound)),
        (.inkLifetimeMax, decimal(p.lifetime.upperBound)),
        (.inkAlphaMin, decimal(p.peakAlpha.lowerBound)),
        (.inkAlphaMax, decimal(p.peakAlpha.upperBound)),
        (.inkSizeMin, decimal(p.size.lowerBound)), (.inkSizeMax, decimal(p.size.upperBound)),
        (.inkFadeIn, decimal(p.fadeInFraction)), (.inkFadeOut, decimal(p.fadeOutFraction)),
        (.inkRevealPush, decimal(p.revealPushAcceleration)),
        (.inkRevealFade, decimal(p.revealFadeDuration)),
        (.inkConceal, decimal(p.concealDuration)),
      ])
  }
}

/// A Float as the decimal it was written as (0.35, not 0.3499999940…).
func decimal(_ f: Float) -> Double { Double(String(f)) ?? Double(f) }
