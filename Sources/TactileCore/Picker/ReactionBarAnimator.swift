/// The motion of an open reaction bar: how far each icon is lifted and how much it is scaled,
/// and how far the whole bar is shifted and how opaque it is, all on springs.
///
/// - Appearance: a critically damped spring (`style.barSpring`) takes `appearance` from 0 to 1;
///   the bar fades in (`opacity`) and rises by `riseDistance` (its height) into place.
/// - Highlight: `setHighlight(_:)` retargets each icon's lift (`style.liftHeight` for the
///   highlighted icon, 0 for the others) and scale (see `ReactionBarStyle`); retargeting keeps
///   the current value and velocity, so highlight changes never jump.
/// - Dismissal: `dismiss()` lets the icons settle back to rest and a second spring drops the bar
///   by `style.dismissDrop` while it fades out; `isFinished` then says it can be removed.
///
/// Icon state is held as parallel arrays allocated once in `init`; `update(dt:)` allocates
/// nothing.
public struct ReactionBarAnimator: Sendable {
  /// Where the bar is in its life.
  public enum Phase: Hashable, Sendable { case open, dismissing, finished }

  public let style: ReactionBarStyle
  /// Number of icons.
  public let iconCount: Int
  /// How far below its resting place the bar starts, in points (it rises by this much).
  public let riseDistance: Double
  /// The highlighted icon, if any.
  public private(set) var highlightedIndex: Int?
  public private(set) var phase: Phase = .open

  private var lifts: [SpringValue<Double>]
  private var scales: [SpringValue<Double>]
  private var appearance: SpringValue<Double>
  private var dismissal: SpringValue<Double>

  /// A bar that starts appearing now. `riseDistance` defaults to the bar's height.
  public init(iconCount: Int, style: ReactionBarStyle = .standard, riseDistance: Double? = nil) {
    self.style = style
    self.iconCount = max(iconCount, 0)
    self.riseDistance = riseDistance ?? Double(style.barHeight)
    let lift = SpringValue<Double>(value: 0, spring: style.iconSpring)
    let scale = SpringValue<Double>(value: 1, spring: style.iconSpring)
    lifts = Array(repeating: lift, count: self.iconCount)
    scales = Array(repeating: scale, count: self.iconCount)
    appearance = SpringValue(value: 0, target: 1, spring: style.barSpring, restDisplacement: 1e-3)
    dismissal = SpringValue(value: 0, spring: style.barSpring, restDisplacement: 1e-3)
  }

  /// Highlights icon `index` (`nil`, or an index out of range, for none), retargeting every
  /// icon's springs. Ignored once dismissal has begun.
  public mutating func setHighlight(_ index: Int?) {
    guard phase == .open else { return }
    let valid = index.flatMap { (0..<iconCount).contains($0) ? $0 : nil }
    guard valid != highlightedIndex else { return }
    highlightedIndex = valid
    retargetIcons()
  }

  /// Starts the ending: icons settle to rest, the bar drops and fades. Idempotent.
  public mutating func dismiss() {
    guard phase == .open else { return }
    highlightedIndex = nil
    retargetIcons()
    phase = .dismissing
    dismissal.setTarget(1)
  }

  /// Advances every spring by `dt` seconds (non-positive or NaN changes nothing).
  public mutating func update(dt: Double) {
    guard dt > 0, phase != .finished else { return }
    for i in 0..<iconCount {
      lifts[i].update(dt: dt)
      scales[i].update(dt: dt)
    }
    appearance.update(dt: dt)
    dismissal.update(dt: dt)
    if phase == .dismissing && dismissal.isSettled && dismissal.value == 1 {
      phase = .finished
    }
  }

  /// Whether anything still moves (false once open and settled, or finished).
  public var isAnimating: Bool {
    if phase == .finished { return false }
    if !appearance.isSettled || !dismissal.isSettled { return true }
    for i in 0..<iconCount where !lifts[i].isSettled || !scales[i].isSettled { return true }
    return false
  }

  /// Whether the dismissal has completed: the bar can be removed.
  public var isFinished: Bool { phase == .finished }

  /// How far icon `index` is lifted above its resting centre, in points (positive = up).
  public func lift(of index: Int) -> Double {
    lifts.indices.contains(index) ? lifts[index].value : 0
  }

  /// The scale of icon `index` (1 at rest).
  public func scale(of index: Int) -> Double {
    scales.indices.contains(index) ? scales[index].value : 1
  }

  /// The bar's opacity, 0…1: fades in with the appearance and out with the dismissal.
  public var opacity: Double {
    let shown = min(max(appearance.value, 0), 1)
    let gone = min(max(dismissal.value, 0), 1)
    return shown * (1 - gone)
  }

  /// How far the bar is drawn below its resting place, in points (positive = down): the
  /// remaining rise while appearing plus the drop while dismissing.
  public var verticalOffset: Double {
    (1 - appearance.value) * riseDistance + dismissal.value * style.dismissDrop
  }

  /// The scale icon `index` heads for with the current highlight.
  public func targetScale(of index: Int) -> Double {
    guard let h = highlightedIndex else { return 1 }
    if index == h { return style.highlightedScale }
    return abs(index - h) == 1 ? style.neighbourScale : style.otherScale
  }

  private mutating func retargetIcons() {
    for i in 0..<iconCount {
      lifts[i].setTarget(i == highlightedIndex ? style.liftHeight : 0)
      scales[i].setTarget(targetScale(of: i))
    }
  }
}
