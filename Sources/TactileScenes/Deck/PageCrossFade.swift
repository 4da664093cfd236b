import TactileCore

/// With reduced motion, a page change is a cross-fade of the whole window instead of a wave:
/// the page that was shown, with its waves at rest, fades out over the new one.
struct PageCrossFade {
  /// Seconds from the old page fully shown to gone.
  static let duration = 0.2

  /// The page fading out.
  let from: PageKind
  /// Its deck at rest, for its waves.
  var deck: LiquidSwipeState
  /// Seconds since the change.
  var elapsed = 0.0
  /// Whether the old page is in its layer (drawn once, in the first frame of the fade).
  var isDrawn = false

  init(from: PageKind, size: Size) {
    self.from = from
    deck = LiquidSwipeState(
      pageCount: PageKind.allCases.count, pageIndex: from.rawValue, size: size,
      reducedMotion: true)
  }

  /// Opacity of the old page: 1 at the change, falling linearly to 0.
  var opacity: Float { max(0, 1 - Float(elapsed / PageCrossFade.duration)) }
  var isFinished: Bool { elapsed >= PageCrossFade.duration }
}
