import TactileCore

extension Tuning {
  /// Every tunable, in `TunableID` order. Defaults are the features' own constants, so each
  /// number is stated once.
  public static let catalog: [Tunable] = {
    let ink = InvisibleInkParameters.standard
    return inkAndReveal(ink) + bar(.standard) + strike(.standard) + wave(.standard) + scroll()
  }()

  /// The easings by name, for the mode tunables that pick one.
  private static let easingNames = Easing.allCases.map { "\($0)" }

  /// `easing`'s number among `Easing.allCases`.
  private static func easingIndex(_ easing: Easing) -> Int {
    Easing.allCases.firstIndex(of: easing)!
  }

  private static func inkAndReveal(_ ink: InvisibleInkParameters) -> [Tunable] {
    [
      .choice(
        .inkStrategy, "Strategy", InkStrategy.allCases.map(\.name),
        default: ink.strategy.rawValue,
        "How the ink is made: every particle simulated, a looping tile rendered once, or still dots"
      ),
      Tunable(
        .inkFPS, "Frame rate", unit: "fps", range: 10...60,
        default: Double(ink.framesPerSecond), kind: .integer,
        "Ink frames per second: the ink changes only this often (whole numbers)"),
      Tunable(
        .inkDensity, "Density", unit: "/pt²", range: 0.02...1.5, default: decimal(ink.density),
        "Particles per square point of hidden text (the dust is re-seeded when it changes)"),
      Tunable(
        .inkMaxPerLine, "Line cap", unit: "", range: 0...1000,
        default: ink.maximumPerLine == .max ? 0 : Double(ink.maximumPerLine), kind: .integer,
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
        kind: .integer,
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
      .choice(
        .revealEasing, "Circle easing", easingNames,
        default: easingIndex(SpoilerConstants.revealEasing),
        "The reveal circle's timing curve (its radius over the reveal's time)"),
      Tunable(
        .revealConceal, "Hide", unit: "s", range: 0.02...3,
        default: SpoilerConstants.concealDuration, "How long the text takes to fade out again"),
      Tunable(
        .revealFade, "Fade (reduced)", unit: "s", range: 0.02...2,
        default: SpoilerConstants.reducedMotionFade,
        "Reduced motion: how long the text takes to fade in (instead of the circle)"),
      Tunable(
        .longPressDelay, "Delay", unit: "s", range: 0.05...2,
        default: GestureThresholds.longPressDuration,
        "How long a message must be held to open the reaction bar"),
      Tunable(
        .longPressSlop, "Slop", unit: "pt", range: 1...60,
        default: decimal(GestureThresholds.longPressSlop),
        "How far the pointer may move before the long press is cancelled"),
    ]
  }

  private static func bar(_ s: ReactionBarStyle) -> [Tunable] {
    [
      Tunable(
        .barIconSize, "Icon size", unit: "pt", range: 24...64, default: decimal(s.iconSize),
        "Side of an icon at rest"),
      Tunable(
        .barSpacing, "Gap", unit: "pt", range: 0...24, default: decimal(s.spacing),
        "Space between neighbouring icons"),
      Tunable(
        .barPadding, "Padding", unit: "pt", range: 0...20, default: decimal(s.padding),
        "Space between the pill's edge and the icons"),
      Tunable(
        .barHoveredSlot, "Hovered slot", unit: "×", range: 1...2.5,
        default: decimal(s.hoveredSlotScale),
        "Width of the hovered icon's slot, in icons (the others share the rest)"),
      Tunable(
        .barHoveredScale, "Hovered size", unit: "×", range: 1...2.5,
        default: s.highlightedScale, "Size of the hovered icon, in icons (it rises out of the bar)"),
      Tunable(
        .barIconResponse, "Icon spring", unit: "s", range: 0.05...1.5,
        default: s.iconSpring.response, "Response of the icons' size spring"),
      Tunable(
        .barIconDamping, "Icon damping", range: 0.1...2, default: s.iconSpring.dampingFraction,
        "Damping of the icons' size spring (1: no overshoot)"),
      Tunable(
        .barAppearScale, "Appear from", unit: "×", range: 0...1, default: s.appearScale,
        "Scale the bar grows from when it opens"),
      Tunable(
        .barAppearResponse, "Appear spring", unit: "s", range: 0.05...1.5,
        default: s.appearSpring.response, "Response of the bar's opening spring"),
      Tunable(
        .barAppearDamping, "Appear damping", range: 0.1...2,
        default: s.appearSpring.dampingFraction, "Damping of the bar's opening spring"),
      Tunable(
        .barFadeResponse, "Fade in", unit: "s", range: 0.02...1, default: s.fadeSpring.response,
        "Response of the bar's fade in"),
      Tunable(
        .barFadeDamping, "Fade damping", range: 0.3...2, default: s.fadeSpring.dampingFraction,
        "Damping of the bar's fade in (below 1 it is opaque sooner: opacity stops at 1)"),
      Tunable(
        .barDismissScale, "Close to", unit: "×", range: 0...1, default: s.dismissScale,
        "Scale the bar shrinks to as it closes"),
      Tunable(
        .barDismissResponse, "Close spring", unit: "s", range: 0.02...1,
        default: s.dismissSpring.response, "Response of the closing shrink and fade"),
      Tunable(
        .barDismissDamping, "Close damping", range: 0.3...2,
        default: s.dismissSpring.dampingFraction,
        "Damping of the closing shrink and fade (below 1 it ends sooner, never past its end)"),
      Tunable(
        .barHintFade, "Hint fade", unit: "s", range: 0.02...1,
        default: ReactionsConstants.fadeSpring.response,
        "Response of the \"Release to cancel\" hint's fade and the icons' dimming"),
      Tunable(
        .barHintDamping, "Hint damping", range: 0.3...2,
        default: ReactionsConstants.fadeSpring.dampingFraction,
        "Damping of the hint's fade and the icons' dimming (opacities stay within 0 to 1)"),
      Tunable(
        .barChipResponse, "Chip spring", unit: "s", range: 0.05...1.5,
        default: ReactionsConstants.chipSpring.response,
        "Response of the reaction chips' slide, appearance and bump"),
      Tunable(
        .barChipDamping, "Chip damping", range: 0.1...2,
        default: ReactionsConstants.chipSpring.dampingFraction, "Damping of the chips' spring"),
      Tunable(
        .barPressResponse, "Press tint", unit: "s", range: 0.02...1.5,
        default: ReactionsConstants.pressSpring.response,
        "Response of a held message's dimming"),
      Tunable(
        .barPressDamping, "Press damping", range: 0.3...2,
        default: ReactionsConstants.pressSpring.dampingFraction,
        "Damping of a held message's dimming (the tint stays within none to full)"),
      Tunable(
        .barShadowDrop, "Shadow drop", unit: "pt", range: 0...24,
        default: decimal(s.shadowOffset.y),
        "How far below the pill its wide soft shadow falls"),
      Tunable(
        .barShadowBlur, "Shadow blur", unit: "pt", range: 0...18,
        default: decimal(s.shadowRadius),
        "Blur of the wide shadow (at most 2/3 of the pill's corner radius)"),
      Tunable(
        .barContactDrop, "Contact drop", unit: "pt", range: 0...12,
        default: decimal(s.contactShadowOffset.y),
        "How far below the pill its tight contact shadow falls"),
      Tunable(
        .barContactBlur, "Contact blur", unit: "pt", range: 0...18,
        default: decimal(s.contactShadowRadius),
        "Blur of the contact shadow (at most 2/3 of the pill's corner radius)"),
      Tunable(
        .barFlightDuration, "Flight time", unit: "s", range: 0.05...2,
        default: ReactionsConstants.flightDuration,
        "Time a picked emoji takes to fly from the bar to its message's chip"),
      .choice(
        .barFlightEasing, "Flight easing", easingNames,
        default: easingIndex(ReactionsConstants.flightEasing),
        "The flying emoji's timing curve along its arc"),
    ]
  }

  private static func strike(_ t: StrikeTiming) -> [Tunable] {
    [
      Tunable(
        .strikeBaseDuration, "Base time", unit: "s", range: 0...2, default: t.baseDuration,
        "Fixed part of a strike's duration"),
      Tunable(
        .strikeDurationPer1000, "Time per 1000 pt", unit: "s", range: 0...3,
        default: rounded(t.durationPerPoint * 1000),
        "Added duration per 1000 points of struck text (the pen's speed)"),
      .choice(
        .strikeEasing, "Easing", easingNames,
        default: easingIndex(t.easing), "The pen's timing curve"),
      Tunable(
        .strikeThickness, "Thickness", unit: "pt", range: 0.5...8,
        default: decimal(TodoConstants.strikeThickness),
        "Thickness of the line (at least 3 device pixels)"),
      Tunable(
        .strikeCheckboxFill, "Checkbox fill", unit: "s", range: 0.02...1,
        default: TodoConstants.checkboxFillDuration,
        "Time the checkbox takes to fill (or empty) completely"),
      .choice(
        .strikeCheckboxEasing, "Fill easing", easingNames,
        default: easingIndex(TodoConstants.checkboxFillEasing),
        "The checkbox fill's timing curve (disc and check mark)"),
    ]
  }

  private static func wave(_ c: LiquidSwipeConfig) -> [Tunable] {
    [
      .choice(
        .waveMotion, "Motion", ["springs", "linear chase"], default: c.motion.rawValue,
        "Springs (exyte), or linear runs with the centre chasing the pointer (Cuberto)"),
      Tunable(
        .waveThreshold, "Completes at", range: 0.01...0.9, default: decimal(c.cancelThreshold),
        "Progress from which a released wave completes the swipe (below, it goes back)"),
      Tunable(
        .waveFlickVelocity, "Flick speed", unit: "pt/s", range: 0...5000,
        default: decimal(c.flickVelocity),
        "A release moving this fast completes from any progress (0: no flicks)"),
      Tunable(
        .waveDragRate, "Drag rate", range: 0.1...2, default: decimal(c.swipeVelocity),
        "Progress per window width dragged"),
      Tunable(
        .waveDragSlop, "Drag slop", unit: "pt", range: 1...40, default: decimal(c.dragSlop),
        "How far a press on a wave may move and still be a tap on it; farther, it drags"),
      Tunable(
        .waveBackResponse, "Back spring", unit: "s", range: 0.05...2,
        default: c.springBack.response, "Response of the spring back after a cancelled drag"),
      Tunable(
        .waveBackDamping, "Back damping", range: 0.1...2,
        default: c.springBack.dampingFraction, "Damping of the spring back"),
      Tunable(
        .waveCompleteResponse, "Complete spring", unit: "s", range: 0.05...2,
        default: c.complete.response, "Response of the spring on to the next page"),
      Tunable(
        .waveCompleteDamping, "Complete damping", range: 0.1...2,
        default: c.complete.dampingFraction, "Damping of the spring on to the next page"),
      Tunable(
        .waveSlideInResponse, "Slide-in spring", unit: "s", range: 0.05...2,
        default: c.slideIn.response, "Response of the new waves sliding in after a page change"),
      Tunable(
        .waveSlideInDamping, "Slide-in damping", range: 0.1...2,
        default: c.slideIn.dampingFraction, "Damping of the slide-in"),
      Tunable(
        .waveLinearDuration, "Linear run", unit: "s", range: 0.1...3,
        default: c.linearDuration,
        "Linear motion: time for the whole 0 to 1 range (a release at p takes this × (1 − p))"),
      Tunable(
        .waveChaseSpeed, "Chase speed", unit: "pt/s", range: 100...10000,
        default: decimal(c.chaseSpeed),
        "Linear motion: fastest the bulge's centre follows the pointer"),
      Tunable(
        .waveMinHorizontalRadius, "Bulge reach", unit: "pt", range: 10...80,
        default: decimal(c.minHorizontalRadius), "How far the bulge sticks out at rest"),
      Tunable(
        .waveMaxHorizontalRadius, "Reach max", unit: "× W", range: 0.2...1.5,
        default: decimal(c.maxHorizontalRadiusFraction),
        "How far the bulge grows out, as a fraction of the window width"),
      Tunable(
        .waveMinVerticalRadius, "Bulge height", unit: "pt", range: 20...200,
        default: decimal(c.minVerticalRadius), "Half the bulge's height at rest"),
      Tunable(
        .waveMaxVerticalRadius, "Height max", unit: "× H", range: 0.2...1.5,
        default: decimal(c.maxVerticalRadiusFraction),
        "Half the bulge's height when grown, as a fraction of the window height"),
      Tunable(
        .waveCrossFade, "Cross-fade", unit: "s", range: 0.02...1,
        default: PageCrossFade.standardDuration,
        "Reduced motion: time a page change's cross-fade takes (instead of a wave)"),
    ]
  }

  private static func scroll() -> [Tunable] {
    let spring = ScrollState.Constants.smoothScroll
    return [
      Tunable(
        .scrollResponse, "Scroll spring", unit: "s", range: 0.02...1,
        default: spring.response,
        "Response of the pages' animated scrolls (wheel, Page Up/Down, bringing a row into view)"),
      Tunable(
        .scrollDamping, "Scroll damping", range: 0.3...2, default: spring.dampingFraction,
        "Damping of the animated scrolls (1: no overshoot; below 1 it stops hard at the ends)"),
    ]
  }

  /// `v` without the binary noise of arithmetic (0.35, not 0.35000000000000003).
  private static func rounded(_ v: Double) -> Double { Double(Tunable.format(v)) ?? v }
}

extension Tuning {
  /// The catalog as Markdown table rows (`--tunables`, and the README).
  public static func markdownTable() -> String {
    catalog.map { t in
      let range: String
      let value: String
      if case .choice = t.kind {
        range = t.allowedDescription
        value = t.display(t.defaultValue)
      } else {
        range =
          "\(Tunable.format(t.range.lowerBound)) to \(Tunable.format(t.range.upperBound))"
        value = Tunable.format(t.defaultValue)
      }
      return "| `\(t.key)` | \(t.unit) | \(range) | \(value) | \(t.meaning) |"
    }.joined(separator: "\n")
  }
}
