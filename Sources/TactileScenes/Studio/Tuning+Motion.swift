import TactileCore

/// One motion of the current tuning, as a designer would hand it over: a spring, or a timed
/// curve (an easing over a duration).
public struct TunedMotion: Sendable {
  public enum Kind: Sendable {
    case spring(Spring)
    /// An easing over `duration` seconds (for a duration that scales with distance, the
    /// one a typical case takes; `durationNote` says how it scales).
    case timed(Easing, duration: Double, durationNote: String?)
  }

  /// A code identifier: lower camel case, e.g. "waveReturn".
  public let name: String
  /// What it drives, in words: "the wave springing back when a swipe is let go early".
  public let drives: String
  public let kind: Kind
}

extension Tuning {
  /// Every spring and timed curve of the tuning, named after what it drives.
  public var motions: [TunedMotion] {
    let bar = barStyle
    let wave = liquidSwipe
    let reveal = revealTiming
    let strike = strikeTiming
    func spring(_ name: String, _ drives: String, _ s: Spring) -> TunedMotion {
      TunedMotion(name: name, drives: drives, kind: .spring(s))
    }
    func timed(_ name: String, _ drives: String, _ e: Easing, _ d: Double, _ note: String? = nil)
      -> TunedMotion
    {
      TunedMotion(name: name, drives: drives, kind: .timed(e, duration: d, durationNote: note))
    }
    let strikeTypical = strike.duration(totalLength: 1000)
    let revealTypical = min(
      max(reveal.secondsPerPoint * 200, reveal.durationRange.lowerBound),
      reveal.durationRange.upperBound)
    let returnDrives = "the wave springing back when a swipe is let go early"
    let completeDrives = "the wave running on to turn the page"
    let waveRuns: [TunedMotion]
    switch wave.motion {
    case .spring:
      waveRuns = [
        spring("waveReturn", returnDrives, wave.springBack),
        spring("waveComplete", completeDrives, wave.complete),
      ]
    case .linearChase:
      // Cuberto's motion: no springs, a linear run over the distance left.
      let runs = "\(Self.format(wave.linearDuration)) s for the whole width"
      waveRuns = [
        timed(
          "waveReturn", "the wave running back when a swipe is let go early", .linear,
          wave.linearDuration, "\(runs); a release at progress p takes p of it"),
        timed(
          "waveComplete", completeDrives, .linear, wave.linearDuration,
          "\(runs); a release at progress p takes 1 − p of it; the bulge's centre chases the "
            + "pointer at up to \(Self.format(Double(wave.chaseSpeed))) pt/s"),
      ]
    }
    return waveRuns + [
      spring("waveSlideIn", "the waves sliding back in after a page turn", wave.slideIn),
      spring("barAppear", "the reaction bar growing out of the pressed message", bar.appearSpring),
      spring("barFade", "the reaction bar fading in", bar.fadeSpring),
      spring("barDismiss", "the reaction bar shrinking away", bar.dismissSpring),
      spring("barIcon", "an icon of the bar growing under the pointer", bar.iconSpring),
      spring("barHintFade", "the bar's hover label fading", hintFadeSpring),
      spring("chip", "a reaction chip growing in or out", chipSpring),
      spring("press", "a held message tinting and lifting", pressSpring),
      spring("scroll", "a page scrolling to where the wheel sends it", scrollSpring),
      timed(
        "spoilerReveal", "the circle revealing a spoiler", reveal.easing, revealTypical,
        "\(Self.format(reveal.secondsPerPoint * 1000)) s per 1000 pt of radius, "
          + "\(Self.format(reveal.durationRange.lowerBound))–"
          + "\(Self.format(reveal.durationRange.upperBound)) s; 200 pt here"),
      timed(
        "strike", "the pen striking an item through", strike.easing, strikeTypical,
        "\(Self.format(strike.baseDuration)) s + \(Self.format(strike.durationPerPoint * 1000)) s "
          + "per 1000 pt of line; 1000 pt here"),
      timed("checkboxFill", "a checkbox filling", checkboxEasing, checkboxFillDuration),
      timed("reactionFlight", "a picked emoji flying to its chip", flightEasing, flightDuration),
    ]
  }

  /// A number as short as it stays exact to a thousandth.
  static func format(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    return r == r.rounded() ? String(Int(r)) : String(r)
  }
}
