import TactileCore

extension TuningPreset {
  /// Every tunable at its default.
  public static let defaults = TuningPreset(
    name: "default", summary: "every value at its default",
    values: TunableID.allCases.map { ($0, $0.tunable.defaultValue) })

  /// exyte/LiquidSwipe: SwiftUI's default spring (response 0.55 s, ζ 0.825) back and on, the
  /// new waves sliding in on a bouncier one (ζ 0.5), progress 0.45 per window width, a 0.15
  /// threshold and no flicks.
  public static let exyte = TuningPreset(
    name: "exyte", summary: "liquid swipe as exyte/LiquidSwipe (springs, no flicks)",
    values: [
      (.waveMotion, 0), (.waveThreshold, 0.15), (.waveFlickVelocity, 0), (.waveDragRate, 0.45),
      (.waveBackResponse, 0.55), (.waveBackDamping, 0.825), (.waveCompleteResponse, 0.55),
      (.waveCompleteDamping, 0.825), (.waveSlideInResponse, 0.55), (.waveSlideInDamping, 0.5),
      (.waveMinHorizontalRadius, 48), (.waveMaxHorizontalRadius, 0.8),
      (.waveMinVerticalRadius, 82), (.waveMaxVerticalRadius, 0.9),
    ])

  /// Cuberto's liquid swipe: no springs; a released wave runs linearly, completing in
  /// 0.8 × (1 − p) s, and the bulge's centre chases the finger at up to 2000 pt/s.
  public static let cuberto = TuningPreset(
    name: "cuberto",
    summary: "liquid swipe as Cuberto's (linear 0.8 × (1 − p) s, centre chasing at 2000 pt/s)",
    values: [
      (.waveMotion, 1), (.waveLinearDuration, 0.8), (.waveChaseSpeed, 2000),
      (.waveThreshold, 0.15), (.waveFlickVelocity, 0), (.waveDragRate, 0.45),
    ])

  /// Telegram's reaction picker: 40 pt icons whose hovered slot widens to 1.5 icons and whose
  /// hovered icon is drawn at 2×; the bar opens on a 0.3 s spring.
  public static let telegram = TuningPreset(
    name: "telegram", summary: "reaction bar as Telegram's (hovered slot 1.5×, icon 2×)",
    values: [
      (.barIconSize, 40), (.barSpacing, 8), (.barPadding, 8), (.barHoveredSlot, 1.5),
      (.barHoveredScale, 2), (.barAppearResponse, 0.3), (.barAppearDamping, 0.7),
      (.barIconResponse, 0.3), (.barIconDamping, 0.7),
    ])

  /// Facebook's reaction popup as its re-implementations describe it: small icons close
  /// together; the hovered one only "scales up a bit" (its neighbours keep their slots) and
  /// the bar pops up from small with a bounce. Approximate: Facebook publishes no numbers.
  public static let facebook = TuningPreset(
    name: "facebook",
    summary: "reaction bar as Facebook's popup (hovered icon 1.3×, no slot widening; approximate)",
    values: [
      (.barIconSize, 39), (.barSpacing, 4), (.barPadding, 5), (.barHoveredSlot, 1),
      (.barHoveredScale, 1.3), (.barIconResponse, 0.2), (.barIconDamping, 0.6),
      (.barAppearScale, 0.3), (.barAppearResponse, 0.4), (.barAppearDamping, 0.55),
    ])

  /// The numbers the source articles give: the spoiler ink's 0.07 particles per square point
  /// living 1.5 s, the reaction popup's 50 pt icons 8 pt apart on 0.5 s critically damped
  /// springs, and the liquid swipe's `spring()` everywhere with its 0.15 threshold.
  public static let seeds = TuningPreset(
    name: "seeds", summary: "the numbers of the source articles (ink, reaction popup, swipe)",
    values: [
      (.inkDensity, 0.07), (.inkLifetimeMin, 1.5), (.inkLifetimeMax, 1.5),
      (.barIconSize, 50), (.barSpacing, 8), (.barPadding, 8), (.barIconResponse, 0.5),
      (.barIconDamping, 1), (.barAppearResponse, 0.5), (.barAppearDamping, 1),
      (.waveMotion, 0), (.waveThreshold, 0.15), (.waveFlickVelocity, 0), (.waveDragRate, 0.45),
      (.waveBackResponse, 0.55), (.waveBackDamping, 0.825), (.waveCompleteResponse, 0.55),
      (.waveCompleteDamping, 0.825), (.waveSlideInResponse, 0.55), (.waveSlideInDamping, 0.825),
    ])

  /// What reduced motion changes in the tuning before any preset or `--set`: the ink is still
  /// dots (drawn once; the window then sleeps).
  public static let reducedMotion = TuningPreset(
    name: "reduced-motion", summary: "still ink for reduced motion",
    values: [(.inkStrategy, Double(InkStrategy.still.rawValue))])

  /// The presets that ship with the app, by name (`--preset NAME`).
  public static let builtIn: [TuningPreset] =
    [defaults] + InkPreset.allCases.map { .ink($0) } + [exyte, cuberto, telegram, facebook, seeds]
}
