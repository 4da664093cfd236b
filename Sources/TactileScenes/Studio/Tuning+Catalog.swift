import TactileCore

extension Tuning {
  /// Every tunable, in `TunableID` order. Defaults are the features' own constants, so each
  /// number is stated once.
  public static let catalog: [Tunable] = {
    let ink = InvisibleInkParameters.standard
    return [
      Tunable(
        .inkDensity, "Density", unit: "/pt²", range: 0.02...1.5, default: decimal(ink.density),
        "Particles per square point of hidden text (the dust is re-seeded when it changes)"),
      Tunable(
        .inkMaxPerLine, "Line cap", unit: "", range: 0...1000,
        default: ink.maximumPerLine == .max ? 0 : Double(ink.maximumPerLine),
        "Most particles on one line of one spoiler, 0 for no limit (whole numbers)"),
      Tunable(
        .inkSpeedMin, "Speed min", unit: "pt/s", range: 0...100,
        default: decimal(ink.speed.lowerBound), "Slowest drift of a particle"),
      Tunable(
        .inkSpeedMax, "Speed max", unit: "pt/s", range: 0...100,
        default: decimal(ink.speed.upperBound), "Fastest drift of a particle"),
      Tunable(
        .inkLifetimeMin, "Life min", unit: "s", range: 0.05...5,
        default: decimal(ink.lifetime.lowerBound), "Shortest life of a particle"),
      Tunable(
        .inkLifetimeMax, "Life max", unit: "s", range: 0.05...5,
        default: decimal(ink.lifetime.upperBound), "Longest life of a particle"),
      Tunable(
        .inkAlphaMin, "Alpha min", range: 0...1, default: decimal(ink.peakAlpha.lowerBound),
        "Faintest peak opacity of a particle"),
      Tunable(
        .inkAlphaMax, "Alpha max", range: 0...1, default: decimal(ink.peakAlpha.upperBound),
        "Strongest peak opacity of a particle"),
      Tunable(
        .inkAlphaLevels, "Alpha levels", range: 0...8, default: Double(ink.alphaLevels),
        "2 or more: peak alphas take only this many evenly spaced values (whole numbers)"),
      Tunable(
        .inkSizeMin, "Size min", unit: "pt", range: 0.5...6, default: decimal(ink.size.lowerBound),
        "Smallest dot"),
      Tunable(
        .inkSizeMax, "Size max", unit: "pt", range: 0.5...6, default: decimal(ink.size.upperBound),
        "Largest dot"),
      Tunable(
        .inkFadeIn, "Fade in", range: 0.01...1, default: decimal(ink.fadeInFraction),
        "Fraction of a particle's life spent fading in"),
      Tunable(
        .inkFadeOut, "Fade out", range: 0.01...1, default: decimal(ink.fadeOutFraction),
        "Fraction of a particle's life spent fading out"),
      Tunable(
        .inkEdgeSoftness, "Soft edge", unit: "pt", range: 0...8,
        default: decimal(ink.edgeSoftness),
        "Width of a word region's soft edge, where dots are drawn fainter"),
      Tunable(
        .inkRevealPush, "Reveal push", unit: "pt/s²", range: 0...3000,
        default: decimal(ink.revealPushAcceleration),
        "How hard the reveal circle pushes the dust outwards"),
      Tunable(
        .inkRevealFade, "Reveal fade", unit: "s", range: 0.02...2,
        default: decimal(ink.revealFadeDuration), "How fast dust inside the reveal circle fades"),
      Tunable(
        .inkConceal, "Dust return", unit: "s", range: 0.02...2,
        default: decimal(ink.concealDuration), "How fast the dust fades back in when hiding"),
      Tunable(
        .revealSecondsPerPoint, "Time per point", unit: "s/pt", range: 0...0.005,
        default: SpoilerConstants.revealSecondsPerPoint,
        "Reveal duration per point of circle radius (then clamped)"),
      Tunable(
        .revealMinDuration, "Shortest", unit: "s", range: 0.02...3,
        default: SpoilerConstants.revealDurationRange.lowerBound, "Shortest reveal"),
      Tunable(
        .revealMaxDuration, "Longest", unit: "s", range: 0.02...3,
        default: SpoilerConstants.revealDurationRange.upperBound, "Longest reveal"),
      Tunable(
        .revealConceal, "Hide", unit: "s", range: 0.02...3,
        default: SpoilerConstants.concealDuration, "How long the text takes to fade out again"),
      Tunable(
        .longPressDelay, "Delay", unit: "s", range: 0.05...2,
        default: GestureThresholds.longPressDuration,
        "How long a message must be held to open the reaction bar"),
      Tunable(
        .longPressSlop, "Slop", unit: "pt", range: 1...60,
        default: decimal(GestureThresholds.longPressSlop),
        "How far the pointer may move before the long press is cancelled"),
    ]
  }()
}

extension Tuning {
  /// The catalog as Markdown table rows (`--tunables`, and the README).
  public static func markdownTable() -> String {
    catalog.map { t in
      "| `\(t.key)` | \(t.unit) | \(Tunable.format(t.range.lowerBound)) to "
        + "\(Tunable.format(t.range.upperBound)) | \(Tunable.format(t.defaultValue)) | \(t.meaning) |"
    }.joined(separator: "\n")
  }
}
