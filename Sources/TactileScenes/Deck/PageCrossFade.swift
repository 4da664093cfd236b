import TactileCore

/// With reduced motion, a page change is a cross-fade of the whole window instead of a wave:
/// the page that was shown, with its waves at rest, fades out over the new one.
struct PageCrossFade {
  /// Seconds from the old page fully shown to gone, unless tuned otherwise.
  static let standardDuration = 0.2

  /// Seconds from the old page fully shown to gone.
  let duration: Double

  /// The page fading out.
  let from: PageKind
  /// Its deck at rest, for its waves.
  var deck: LiquidSwipeState
  /// Seconds since the change.
  var elapsed = 0.0
  /// Whether the old page is in its layer (drawn once, in the first frame of the fade).
  var isDrawn = false

  init(from: PageKind, size: Size, duration: Double) {
    self.from = from
    self.duration = duration
    deck = LiquidSwipeState(
      pageCount: PageKind.allCases.count, pageIndex: from.rawValue, size: size,
      reducedMotion: true)
  }

  /// Opacity of the old page: 1 at the change, falling linearly to 0.
  var opacity: Float { duration > 0 ? max(0, 1 - Float(elapsed / duration)) : 0 }
  var isFinished: Bool { elapsed >= duration }
}
