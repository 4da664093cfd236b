import TactileCore

/// Every number of the liquid swipe in one place (exyte/LiquidSwipe, Cuberto's liquid swipe).
/// Lengths are in points, times in seconds, progress is the 0…1 swipe fraction.
///
/// The instance properties are the ones a user may tune (their defaults are `standard`); the
/// static ones are fixed.
public struct LiquidSwipeConfig: Hashable, Sendable {
  /// How a released wave moves.
  public enum Motion: Int, Hashable, Sendable, CaseIterable {
    /// exyte: progress runs on springs (`springBack`, `complete`) and the bulge's centre is
    /// where the pointer is.
    case spring
    /// Cuberto: no springs; a completing (or cancelled) wave runs linearly to its end over
    /// `linearDuration` × the distance left, and the bulge's centre chases the pointer at no
    /// more than `chaseSpeed`.
    case linearChase
  }

  public init() {}

  /// The defaults.
  public static let standard = LiquidSwipeConfig()

  // MARK: Wave shape

  /// Ledge (distance of the wave's straight part from its window edge) at rest.
  public static let minLedge: Float = 15
  /// Progress range over which the ledge moves from `minLedge` to the full window width.
  public static let ledgeProgressRange: (start: Float, end: Float) = (0.2, 0.8)
  /// Horizontal radius (how far the bulge sticks out past the ledge) at rest.
  public var minHorizontalRadius: Float = 48
  /// The horizontal radius grows to this fraction of the window width.
  public var maxHorizontalRadiusFraction: Float = 0.8
  /// Vertical radius (half the height of the bulge) at rest.
  public var minVerticalRadius: Float = 82
  /// The vertical radius grows to this fraction of the window height.
  public var maxVerticalRadiusFraction: Float = 0.9
  /// Progress at which both radii reach their maximum; past it the bulge wobbles.
  public static let radiusGrowthEnd: Float = 0.4
  /// Decay rate β of the wobble `e^(−βt)·cos(ωt)`: 40 / (2·9.8) in exyte's code.
  public static let wobbleDecay: Float = 2.0408
  /// Angular frequency ω of the wobble: √((50/9.8)² − β²) in exyte's code.
  public static let wobbleFrequency: Float = 4.6761
  /// How far the closing part of the outline reaches past the window edges, so that
  /// anti-aliasing fringes fall outside the window.
  public static let offscreenMargin: Float = 8

  // MARK: Content

  /// The neighbour page's content is seen through the wave with opacity `min(p / this, 1)`:
  /// at rest the wave shows only the neighbour's background (no cut-off words at the ledge),
  /// and the content fades in over the first tenth of a drag.
  public static let contentFadeProgress: Float = 0.1

  // MARK: Button

  /// Radius of the button circle.
  public static let buttonRadius: Float = 24
  /// Gap between the button circle and the bulge tip.
  public static let buttonMargin: Float = 8
  /// The button fades out as `max(1 − buttonFadeRate · progress, 0)`.
  public static let buttonFadeRate: Float = 5

  // MARK: Gestures

  /// Progress per point of horizontal drag is `swipeVelocity / window width`.
  public var swipeVelocity: Float = 0.45
  /// A release below this progress springs back; at or above it the swipe completes.
  public var cancelThreshold: Float = 0.15
  /// … unless the pointer moves toward completion at least this fast at the release (points
  /// per second, horizontal): a flick completes from any progress, as in page controllers
  /// (Android's ViewPager pages on a fling of 400 dp/s). 0: no flicks.
  public var flickVelocity: Float = 400
  /// How far a press on a wave may move and still be a tap on it; farther, it drags the wave
  /// (points; `GestureThresholds.dragSlop` unless tuned).
  public var dragSlop: Float = GestureThresholds.dragSlop
  /// Width of the grab strip outside the wave's page-facing edge.
  public static let grabStripWidth: Float = 24

  // MARK: Layout

  /// exyte's demo screen height (iPhone X / 11 Pro, 375×812 pt), to which the initial centres
  /// below refer; they are scaled by `window height / referenceHeight`.
  public static let referenceHeight: Float = 812
  /// Initial centre y of the left wave on the reference screen.
  public static let leftReferenceCenterY: Float = 100
  /// Initial centre y of the right wave on the reference screen.
  public static let rightReferenceCenterY: Float = 300
  /// Where the right wave rests, as a fraction of the window height: exyte's 300 of 812 pt
  /// (0.37) unless tuned; Cuberto's rests lower, at 0.7167.
  public var rightRestFraction: Float = rightReferenceCenterY / referenceHeight
  /// After a page change the new sliders slide in from this far beyond their edges.
  public static let slideInDistance: Float = 100

  // MARK: Motion

  /// Springs (exyte) or linear runs and a chasing centre (Cuberto).
  public var motion = Motion.spring
  /// Back to rest after a cancelled drag.
  public var springBack = Spring(response: 0.55, dampingFraction: 0.5)
  /// On to progress 1 after a successful drag, a tap or a key.
  public var complete = Spring(response: 0.55, dampingFraction: 1)
  /// The new sliders sliding in after a page change.
  public var slideIn = Spring(response: 0.55, dampingFraction: 0.5)
  /// `linearChase`: seconds a run over the whole progress range takes (Cuberto: 0.8 s, so a
  /// release at progress p completes in 0.8 × (1 − p) s).
  public var linearDuration: Double = 0.8
  /// `linearChase`: fastest the bulge's centre follows the pointer, points per second; after
  /// a cancelled drag it goes back to where it rests as fast (Cuberto's 2000 pt/s).
  public var chaseSpeed: Float = 2000
  /// Progress counts as arrived within this distance of its target (and the page changes).
  public static let progressRestDisplacement = 1e-3
  /// … and when moving slower than this, in progress per second.
  public static let progressRestVelocity = 1e-2
}
