import TactileCore

/// The features' parameters as the live tunables set them, read by the pages each frame (and
/// by the motion export).
extension Tuning {
  /// The invisible ink (each range in order, whichever end was set higher).
  public var ink: InvisibleInkParameters { values.ink }
  /// The spoiler reveal's timing.
  public var revealTiming: SpoilerRevealTiming { values.reveal }
  /// Seconds a message must be held before the reaction bar opens.
  public var longPressDelay: Double { values.longPressDelay }
  /// Points the pointer may move before the long press is cancelled.
  public var longPressSlop: Float { values.longPressSlop }

  /// The reaction bar's sizes and springs. A shadow's blur stops at a third of the bar's
  /// height (2/3 of the pill's corner radius): wider, it folds into streaks at the ends.
  public var barStyle: ReactionBarStyle {
    var s = values.bar
    let blurLimit = s.barHeight / 3
    s.shadowRadius = min(s.shadowRadius, blurLimit)
    s.contactShadowRadius = min(s.contactShadowRadius, blurLimit)
    return s
  }

  /// Seconds a picked emoji flies from the bar to its chip, and its timing curve.
  public var flightDuration: Double { values.flightDuration }
  public var flightEasing: Easing { values.flightEasing }
  /// The spring of the cancel hint's fade and the icons' dimming.
  public var hintFadeSpring: Spring { values.hintFadeSpring }
  /// The spring of the reaction chips under the messages.
  public var chipSpring: Spring { values.chipSpring }
  /// The spring of a held message's dimming.
  public var pressSpring: Spring { values.pressSpring }

  /// The strikethrough pen's timing.
  public var strikeTiming: StrikeTiming { values.strike }
  /// Thickness of the strikethrough, points.
  public var strikeThickness: Float { values.strikeThickness }
  /// Seconds a checkbox takes to fill or empty completely, and the fill's timing curve.
  public var checkboxFillDuration: Double { values.checkboxFillDuration }
  public var checkboxEasing: Easing { values.checkboxEasing }

  /// The liquid swipe's thresholds, motion and wave radii.
  public var liquidSwipe: LiquidSwipeConfig { values.swipe }
  /// Seconds a page change's cross-fade takes with reduced motion.
  public var crossFadeDuration: Double { values.crossFadeDuration }
  /// The spring of the pages' animated scrolls.
  public var scrollSpring: Spring { values.scrollSpring }
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
    var values = TuningValues()
    values.setInk(p)
    return TuningPreset(
      name: name, summary: summary,
      values: TunableID.allCases.filter { $0.group == .ink }.map {
        ($0, $0.tunable.read(values))
      })
  }
}
