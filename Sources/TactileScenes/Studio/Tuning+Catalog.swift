import TactileCore

extension Tuning {
  /// Every tunable, one row each: key, where its value lives in `TuningValues`, label, unit,
  /// range and meaning. Its default is the feature's own (read through the key path from
  /// `TuningValues.standard`, so each number is stated once), its group is its key's prefix
  /// and its control follows from its type; `TunableID`, the lookups by key, preset files,
  /// `--set`, `--tunables` and the panel's rows all come from this table. Adding a tunable to
  /// a feature's parameters is one row.
  public static let catalog: [Tunable] = rows.enumerated().map { index, row in
    var row = row
    row.id = TunableID(rawValue: index)
    return row
  }

  // One row per tunable, as a table reads (so lines run past the usual width).
  // swift-format-ignore
  private static let rows: [Tunable] = [
    // Invisible ink (the Spoilers page)
    Tunable("ink.strategy", \.ink.strategy, "Strategy", "How the ink is made: every particle simulated, a looping tile rendered once, or still dots"),
    Tunable("ink.grain", \.ink.grainAndCoverage, "Grain", "What a grain is and where the ink lies on each line: round dots or Telegram Desktop's rounded-rect sprites at whole pixels (tile and still ink; speeds then in device px/s), over the words or the whole span, spaces included"),
    Tunable("ink.fps", \.ink.framesPerSecond, "Frame rate", unit: "fps", range: 10...60, "Ink frames per second: the ink changes only this often (whole numbers)"),
    Tunable("ink.density", \.ink.density, "Density", unit: "/pt²", range: 0.02...1.5, "Particles per square point of hidden text (the dust is re-seeded when it changes)"),
    Tunable("ink.maxPerLine", \.ink.lineCap, "Line cap", range: 0...1000, "Most particles on one line of one spoiler, 0 for no limit (whole numbers)"),
    Tunable("ink.speedMin", \.inkSpeed.lower, "Speed min", unit: "pt/s", range: 0...100, "Slowest drift of a particle"),
    Tunable("ink.speedMax", \.inkSpeed.upper, "Speed max", unit: "pt/s", range: 0...100, "Fastest drift of a particle"),
    Tunable("ink.lifetimeMin", \.inkLifetime.lower, "Life min", unit: "s", range: 0.05...5, "Shortest life of a particle"),
    Tunable("ink.lifetimeMax", \.inkLifetime.upper, "Life max", unit: "s", range: 0.05...5, "Longest life of a particle"),
    Tunable("ink.alphaMin", \.inkPeakAlpha.lower, "Alpha min", range: 0...1, "Faintest peak opacity of a particle"),
    Tunable("ink.alphaMax", \.inkPeakAlpha.upper, "Alpha max", range: 0...1, "Strongest peak opacity of a particle"),
    Tunable("ink.alphaLevels", \.ink.alphaLevels, "Alpha levels", range: 0...8, "2 or more: peak alphas take only this many evenly spaced values (whole numbers)"),
    Tunable("ink.sizeMin", \.inkSize.lower, "Size min", unit: "pt", range: 0.5...6, "Smallest dot"),
    Tunable("ink.sizeMax", \.inkSize.upper, "Size max", unit: "pt", range: 0.5...6, "Largest dot"),
    Tunable("ink.fadeIn", \.ink.fadeInFraction, "Fade in", range: 0.01...1, "Fraction of a particle's life spent fading in"),
    Tunable("ink.fadeOut", \.ink.fadeOutFraction, "Fade out", range: 0.01...1, "Fraction of a particle's life spent fading out"),
    Tunable("ink.edgeSoftness", \.ink.edgeSoftness, "Soft edge", unit: "pt", range: 0...8, "Width of an ink region's soft edge (a word's or a line's span), where dots are drawn fainter"),
    Tunable("ink.revealPush", \.ink.revealPushAcceleration, "Reveal push", unit: "pt/s²", range: 0...3000, "How hard the reveal circle pushes the dust outwards"),
    Tunable("ink.revealFade", \.ink.revealFadeDuration, "Reveal fade", unit: "s", range: 0.02...2, "How fast dust inside the reveal circle fades"),
    Tunable("ink.conceal", \.ink.concealDuration, "Dust return", unit: "s", range: 0.02...2, "How fast the dust fades back in when hiding"),
    // Spoiler reveal
    Tunable("reveal.secondsPerPoint", \.reveal.secondsPerPoint, "Time per point", unit: "s/pt", range: 0...0.005, "Reveal duration per point of circle radius (then clamped)"),
    Tunable("reveal.minDuration", \.revealDuration.lower, "Shortest", unit: "s", range: 0.02...3, "Shortest reveal"),
    Tunable("reveal.maxDuration", \.revealDuration.upper, "Longest", unit: "s", range: 0.02...3, "Longest reveal"),
    Tunable("reveal.easing", \.reveal.easing, "Circle easing", "The reveal circle's timing curve (its radius over the reveal's time)"),
    Tunable("reveal.conceal", \.reveal.concealDuration, "Hide", unit: "s", range: 0.02...3, "How long the text takes to fade out again"),
    Tunable("reveal.fade", \.reveal.reducedMotionFade, "Fade (reduced)", unit: "s", range: 0.02...2, "Reduced motion: how long the text takes to fade in (instead of the circle)"),
    // Long press (the Reactions page)
    Tunable("longpress.delay", \.longPressDelay, "Delay", unit: "s", range: 0.05...2, "How long a message must be held to open the reaction bar"),
    Tunable("longpress.slop", \.longPressSlop, "Slop", unit: "pt", range: 1...60, "How far the pointer may move before the long press is cancelled"),
    // Reaction bar
    Tunable("bar.iconSize", \.bar.iconSize, "Icon size", unit: "pt", range: 24...64, "Side of an icon at rest"),
    Tunable("bar.gap", \.bar.spacing, "Gap", unit: "pt", range: 0...24, "Space between neighbouring icons"),
    Tunable("bar.padding", \.bar.padding, "Padding", unit: "pt", range: 0...20, "Space between the pill's edge and the icons"),
    Tunable("bar.hoveredSlot", \.bar.hoveredSlotScale, "Hovered slot", unit: "×", range: 1...2.5, "Width of the hovered icon's slot, in icons (the others share the rest)"),
    Tunable("bar.hoveredScale", \.bar.highlightedScale, "Hovered size", unit: "×", range: 1...2.5, "Size of the hovered icon, in icons (it rises out of the bar)"),
    Tunable("bar.iconResponse", \.bar.iconSpring.tunedResponse, "Icon spring", unit: "s", range: 0.05...1.5, "Response of the icons' size spring"),
    Tunable("bar.iconDamping", \.bar.iconSpring.tunedDamping, "Icon damping", range: 0.1...2, "Damping of the icons' size spring (1: no overshoot)"),
    Tunable("bar.appearScale", \.bar.appearScale, "Appear from", unit: "×", range: 0...1, "Scale the bar grows from when it opens"),
    Tunable("bar.appearResponse", \.bar.appearSpring.tunedResponse, "Appear spring", unit: "s", range: 0.05...1.5, "Response of the bar's opening spring"),
    Tunable("bar.appearDamping", \.bar.appearSpring.tunedDamping, "Appear damping", range: 0.1...2, "Damping of the bar's opening spring"),
    Tunable("bar.fadeResponse", \.bar.fadeSpring.tunedResponse, "Fade in", unit: "s", range: 0.02...1, "Response of the bar's fade in"),
    Tunable("bar.fadeDamping", \.bar.fadeSpring.tunedDamping, "Fade damping", range: 0.3...2, "Damping of the bar's fade in (below 1 it is opaque sooner: opacity stops at 1)"),
    Tunable("bar.dismissScale", \.bar.dismissScale, "Close to", unit: "×", range: 0...1, "Scale the bar shrinks to as it closes"),
    Tunable("bar.dismissResponse", \.bar.dismissSpring.tunedResponse, "Close spring", unit: "s", range: 0.02...1, "Response of the closing shrink and fade"),
    Tunable("bar.dismissDamping", \.bar.dismissSpring.tunedDamping, "Close damping", range: 0.3...2, "Damping of the closing shrink and fade (below 1 it ends sooner, never past its end)"),
    Tunable("bar.hintFade", \.hintFadeSpring.tunedResponse, "Hint fade", unit: "s", range: 0.02...1, "Response of the \"Release to cancel\" hint's fade and the icons' dimming"),
    Tunable("bar.hintDamping", \.hintFadeSpring.tunedDamping, "Hint damping", range: 0.3...2, "Damping of the hint's fade and the icons' dimming (opacities stay within 0 to 1)"),
    Tunable("bar.chipResponse", \.chipSpring.tunedResponse, "Chip spring", unit: "s", range: 0.05...1.5, "Response of the reaction chips' slide, appearance and bump"),
    Tunable("bar.chipDamping", \.chipSpring.tunedDamping, "Chip damping", range: 0.1...2, "Damping of the chips' spring"),
    Tunable("bar.pressResponse", \.pressSpring.tunedResponse, "Press tint", unit: "s", range: 0.02...1.5, "Response of a held message's dimming"),
    Tunable("bar.pressDamping", \.pressSpring.tunedDamping, "Press damping", range: 0.3...2, "Damping of a held message's dimming (the tint stays within none to full)"),
    Tunable("bar.shadowDrop", \.bar.shadowOffset.y, "Shadow drop", unit: "pt", range: 0...24, "How far below the pill its wide soft shadow falls"),
    Tunable("bar.shadowBlur", \.bar.shadowRadius, "Shadow blur", unit: "pt", range: 0...18, "Blur of the wide shadow (at most 2/3 of the pill's corner radius)"),
    Tunable("bar.contactDrop", \.bar.contactShadowOffset.y, "Contact drop", unit: "pt", range: 0...12, "How far below the pill its tight contact shadow falls"),
    Tunable("bar.contactBlur", \.bar.contactShadowRadius, "Contact blur", unit: "pt", range: 0...18, "Blur of the contact shadow (at most 2/3 of the pill's corner radius)"),
    Tunable("bar.flightTime", \.flightDuration, "Flight time", unit: "s", range: 0.05...2, "Time a picked emoji takes to fly from the bar to its message's chip"),
    Tunable("bar.flightEasing", \.flightEasing, "Flight easing", "The flying emoji's timing curve along its arc"),
    // Strikethrough and checkbox (the To-do page)
    Tunable("strike.baseDuration", \.strike.baseDuration, "Base time", unit: "s", range: 0...2, "Fixed part of a strike's duration"),
    Tunable("strike.durationPer1000", \.strike.durationPer1000, "Time per 1000 pt", unit: "s", range: 0...3, "Added duration per 1000 points of struck text (the pen's speed)"),
    Tunable("strike.easing", \.strike.easing, "Easing", "The pen's timing curve"),
    Tunable("strike.thickness", \.strikeThickness, "Thickness", unit: "pt", range: 0.5...8, "Thickness of the line (at least 3 device pixels)"),
    Tunable("strike.checkboxFill", \.checkboxFillDuration, "Checkbox fill", unit: "s", range: 0.02...1, "Time the checkbox takes to fill (or empty) completely"),
    Tunable("strike.checkboxEasing", \.checkboxEasing, "Fill easing", "The checkbox fill's timing curve (disc and check mark)"),
    // Liquid swipe (every page)
    Tunable("wave.motion", \.swipe.motion, "Motion", "Springs (exyte), or linear runs with the centre chasing the pointer (Cuberto)"),
    Tunable("wave.threshold", \.swipe.cancelThreshold, "Completes at", range: 0.01...0.9, "Progress from which a released wave completes the swipe (below, it goes back)"),
    Tunable("wave.flickVelocity", \.swipe.flickVelocity, "Flick speed", unit: "pt/s", range: 0...5000, "A release moving this fast completes from any progress (0: no flicks)"),
    Tunable("wave.dragRate", \.swipe.swipeVelocity, "Drag rate", range: 0.1...2, "Progress per window width dragged"),
    Tunable("wave.dragSlop", \.swipe.dragSlop, "Drag slop", unit: "pt", range: 1...40, "How far a press on a wave may move and still be a tap on it; farther, it drags"),
    Tunable("wave.backResponse", \.swipe.springBack.tunedResponse, "Back spring", unit: "s", range: 0.05...2, "Response of the spring back after a cancelled drag"),
    Tunable("wave.backDamping", \.swipe.springBack.tunedDamping, "Back damping", range: 0.1...2, "Damping of the spring back"),
    Tunable("wave.completeResponse", \.swipe.complete.tunedResponse, "Complete spring", unit: "s", range: 0.05...2, "Response of the spring on to the next page"),
    Tunable("wave.completeDamping", \.swipe.complete.tunedDamping, "Complete damping", range: 0.1...2, "Damping of the spring on to the next page"),
    Tunable("wave.slideInResponse", \.swipe.slideIn.tunedResponse, "Slide-in spring", unit: "s", range: 0.05...2, "Response of the new waves sliding in after a page change"),
    Tunable("wave.slideInDamping", \.swipe.slideIn.tunedDamping, "Slide-in damping", range: 0.1...2, "Damping of the slide-in"),
    Tunable("wave.linearDuration", \.swipe.linearDuration, "Linear run", unit: "s", range: 0.1...3, "Linear motion: time for the whole 0 to 1 range (a release at p takes this × (1 − p))"),
    Tunable("wave.chaseSpeed", \.swipe.chaseSpeed, "Chase speed", unit: "pt/s", range: 100...10000, "Linear motion: fastest the bulge's centre follows the pointer"),
    Tunable("wave.restY", \.swipe.rightRestFraction, "Rest height", unit: "× H", range: 0.05...0.95, "Where the right wave's bulge rests, as a fraction of the window height (exyte 0.37, Cuberto 0.7167)"),
    Tunable("wave.minHorizontalRadius", \.swipe.minHorizontalRadius, "Bulge reach", unit: "pt", range: 10...80, "How far the bulge sticks out at rest"),
    Tunable("wave.maxHorizontalRadius", \.swipe.maxHorizontalRadiusFraction, "Reach max", unit: "× W", range: 0.2...1.5, "How far the bulge grows out, as a fraction of the window width"),
    Tunable("wave.minVerticalRadius", \.swipe.minVerticalRadius, "Bulge height", unit: "pt", range: 20...200, "Half the bulge's height at rest"),
    Tunable("wave.maxVerticalRadius", \.swipe.maxVerticalRadiusFraction, "Height max", unit: "× H", range: 0.2...1.5, "Half the bulge's height when grown, as a fraction of the window height"),
    Tunable("wave.crossFade", \.crossFadeDuration, "Cross-fade", unit: "s", range: 0.02...1, "Reduced motion: time a page change's cross-fade takes (instead of a wave)"),
    // Scrolling (every page)
    Tunable("scroll.response", \.scrollSpring.tunedResponse, "Scroll spring", unit: "s", range: 0.02...1, "Response of the pages' animated scrolls (wheel, Page Up/Down, bringing a row into view)"),
    Tunable("scroll.damping", \.scrollSpring.tunedDamping, "Scroll damping", range: 0.3...2, "Damping of the animated scrolls (1: no overshoot; below 1 it stops hard at the ends)"),
  ]
}

extension Tuning {
  /// The catalog as Markdown table rows (`--tunables`, and docs/studio.md).
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
