import TactileCore

extension TuningPreset {
  /// Every tunable at its default.
  public static let defaults = TuningPreset(
    name: "default", summary: "every value at its default",
    values: TunableID.allCases.map { ($0, $0.tunable.defaultValue) })

  /// exyte/LiquidSwipe as its code runs: a cancelled wave springs back with damping 0.5
  /// (response 0.55 s), a completing one runs on SwiftUI's default spring (response 0.55 s,
  /// ζ 0.825), the new waves slide in on a bouncier one (ζ 0.5); progress 0.45 per window
  /// width, a 0.15 threshold, no flicks, the right wave resting at 300 of 812 pt. (The article's
  /// numbers, `spring()` everywhere, are the `seeds` preset's.)
  public static let exyte = TuningPreset(
    name: "exyte", summary: "liquid swipe as exyte/LiquidSwipe (springs, no flicks)",
    values: [
      ("wave.motion", 0), ("wave.threshold", 0.15), ("wave.flickVelocity", 0),
      ("wave.dragRate", 0.45),
      ("wave.restY", LiquidSwipeConfig.standard.rightRestFraction.tunableNumber),
      ("wave.backResponse", 0.55), ("wave.backDamping", 0.5), ("wave.completeResponse", 0.55),
      ("wave.completeDamping", 0.825), ("wave.slideInResponse", 0.55), ("wave.slideInDamping", 0.5),
      ("wave.minHorizontalRadius", 48), ("wave.maxHorizontalRadius", 0.8),
      ("wave.minVerticalRadius", 82), ("wave.maxVerticalRadius", 0.9),
    ])

  /// Cuberto's liquid swipe: no springs; a released wave runs linearly, completing in
  /// 0.8 × (1 − p) s, and the bulge's centre chases the finger at up to 2000 pt/s (and goes
  /// back as fast after a cancel to where it rests, 0.7167 of the height down).
  public static let cuberto = TuningPreset(
    name: "cuberto",
    summary: "liquid swipe as Cuberto's (linear 0.8 × (1 − p) s, centre chasing at 2000 pt/s)",
    values: [
      ("wave.motion", 1), ("wave.linearDuration", 0.8), ("wave.chaseSpeed", 2000),
      ("wave.restY", 0.7167),
      ("wave.threshold", 0.15), ("wave.flickVelocity", 0), ("wave.dragRate", 0.45),
    ])

  /// Telegram's reaction picker: 40 pt icons whose hovered slot widens to 1.5 icons and whose
  /// hovered icon is drawn at 2×; the bar opens on a 0.3 s spring.
  public static let telegram = TuningPreset(
    name: "telegram", summary: "reaction bar as Telegram's (hovered slot 1.5×, icon 2×)",
    values: [
      ("bar.iconSize", 40), ("bar.gap", 8), ("bar.padding", 8), ("bar.hoveredSlot", 1.5),
      ("bar.hoveredScale", 2), ("bar.appearResponse", 0.3), ("bar.appearDamping", 0.7),
      ("bar.iconResponse", 0.3), ("bar.iconDamping", 0.7),
    ])

  /// Facebook's reaction popup as its re-implementations describe it: small icons close
  /// together; the hovered one only "scales up a bit" (its neighbours keep their slots) and
  /// the bar pops up from small with a bounce. Approximate: Facebook publishes no numbers.
  public static let facebook = TuningPreset(
    name: "facebook",
    summary: "reaction bar as Facebook's popup (hovered icon 1.3×, no slot widening; approximate)",
    values: [
      ("bar.iconSize", 39), ("bar.gap", 4), ("bar.padding", 5), ("bar.hoveredSlot", 1),
      ("bar.hoveredScale", 1.3), ("bar.iconResponse", 0.2), ("bar.iconDamping", 0.6),
      ("bar.appearScale", 0.3), ("bar.appearResponse", 0.4), ("bar.appearDamping", 0.55),
    ])

  /// The numbers the source articles give: the spoiler ink's 0.07 particles per square point
  /// living 1.5 s, the reaction popup's 50 pt icons 8 pt apart on 0.5 s critically damped
  /// springs, and the liquid swipe's `spring()` everywhere with its 0.15 threshold.
  public static let seeds = TuningPreset(
    name: "seeds", summary: "the numbers of the source articles (ink, reaction popup, swipe)",
    values: [
      ("ink.density", 0.07), ("ink.lifetimeMin", 1.5), ("ink.lifetimeMax", 1.5),
      ("bar.iconSize", 50), ("bar.gap", 8), ("bar.padding", 8), ("bar.iconResponse", 0.5),
      ("bar.iconDamping", 1), ("bar.appearResponse", 0.5), ("bar.appearDamping", 1),
      ("wave.motion", 0), ("wave.threshold", 0.15), ("wave.flickVelocity", 0),
      ("wave.dragRate", 0.45),
      ("wave.backResponse", 0.55), ("wave.backDamping", 0.825), ("wave.completeResponse", 0.55),
      ("wave.completeDamping", 0.825), ("wave.slideInResponse", 0.55),
      ("wave.slideInDamping", 0.825),
    ])

  /// What reduced motion changes in the tuning before any preset or `--set`: the ink is still
  /// dots (drawn once; the window then sleeps).
  public static let reducedMotion = TuningPreset(
    name: "reduced-motion", summary: "still ink for reduced motion",
    values: [("ink.strategy", Double(InkStrategy.still.rawValue))])

  /// The presets that ship with the app, by name (`--preset NAME`).
  public static let builtIn: [TuningPreset] =
    [defaults] + InkPreset.allCases.map { .ink($0) } + [exyte, cuberto, telegram, facebook, seeds]
}
