import TactileCore

/// The motion of an open reaction bar, all on springs: each icon's slot width and scale, and
/// the whole bar's scale and opacity.
///
/// - Appearance: `style.appearSpring` takes `appearance` from 0 to 1 (with a little bounce):
///   the bar scales from `style.appearScale` to 1 (`barScale`) while `style.fadeSpring`
///   fades it in without overshoot.
/// - Highlight: `setHighlight(_:)` retargets every icon's slot (`ReactionBarStyle.slotWidth`)
///   and scale (`style.highlightedScale` for the hovered icon, its slot's share of an icon for
///   the others). All slots move on the same spring from the same state, so at every moment
///   they add up to the resting total: the bar changes shape but never shows a hole.
///   Retargeting keeps the current value and velocity, so highlight changes never jump.
/// - Dismissal: `dismiss()` lets the icons settle back and a second, quicker spring shrinks the
///   bar to `style.dismissScale` while it fades out; `isFinished` then says it can be removed.
/// - Reduced motion: the bar only fades (its scale stays 1).
///
/// Icon state is held as parallel arrays allocated once in `init`; `update(dt:)` allocates
/// nothing.
public struct ReactionBarAnimator: Sendable {
  /// Where the bar is in its life.
  public enum Phase: Hashable, Sendable { case open, dismissing, finished }

  public private(set) var style: ReactionBarStyle
  /// Number of icons.
  public let iconCount: Int
  public let reducedMotion: Bool
  /// The highlighted icon, if any.
  public private(set) var highlightedIndex: Int?
  public private(set) var phase: Phase = .open

  private var slots: [SpringValue<Double>]
  private var scales: [SpringValue<Double>]
  private var appearance: SpringValue<Double>
  private var fade: SpringValue<Double>
  private var dismissal: SpringValue<Double>

  /// A bar that starts appearing now.
  public init(iconCount: Int, style: ReactionBarStyle = .standard, reducedMotion: Bool = false) {
    self.style = style
    self.iconCount = max(iconCount, 0)
    self.reducedMotion = reducedMotion
    let slot = SpringValue<Double>(value: Double(style.iconSize), spring: style.iconSpring)
    let scale = SpringValue<Double>(value: 1, spring: style.iconSpring, restDisplacement: 1e-3)
    slots = Array(repeating: slot, count: self.iconCount)
    scales = Array(repeating: scale, count: self.iconCount)
    appearance = SpringValue(
      value: 0, target: 1, spring: style.appearSpring, restDisplacement: 1e-3)
    fade = SpringValue(value: 0, target: 1, spring: style.fadeSpring, restDisplacement: 1e-3)
    dismissal = SpringValue(value: 0, spring: style.dismissSpring, restDisplacement: 1e-3)
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

  /// Starts the ending: icons settle to rest, the bar shrinks and fades. Idempotent.
  public mutating func dismiss() {
    guard phase == .open else { return }
    highlightedIndex = nil
    retargetIcons()
    phase = .dismissing
    dismissal.setTarget(1)
  }

  /// Takes new numbers while open (a tuning change): every spring keeps its value and
  /// velocity but moves on the new spring towards targets recomputed from `newStyle`.
  public mutating func setStyle(_ newStyle: ReactionBarStyle) {
    guard newStyle != style else { return }
    style = newStyle
    for i in 0..<iconCount {
      slots[i].spring = newStyle.iconSpring
      scales[i].spring = newStyle.iconSpring
    }
    appearance.spring = newStyle.appearSpring
    fade.spring = newStyle.fadeSpring
    dismissal.spring = newStyle.dismissSpring
    retargetIcons()
  }

  /// Advances every spring by `dt` seconds (non-positive or NaN changes nothing).
  public mutating func update(dt: Double) {
    guard dt > 0, phase != .finished else { return }
    for i in 0..<iconCount {
      slots[i].update(dt: dt)
      scales[i].update(dt: dt)
    }
    appearance.update(dt: dt)
    fade.update(dt: dt)
    dismissal.update(dt: dt)
    if phase == .dismissing && dismissal.isSettled && dismissal.value == 1 {
      phase = .finished
    }
  }

  /// Whether anything still moves (false once open and settled, or finished).
  public var isAnimating: Bool {
    if phase == .finished { return false }
    if !appearance.isSettled || !fade.isSettled || !dismissal.isSettled { return true }
    for i in 0..<iconCount where !slots[i].isSettled || !scales[i].isSettled { return true }
    return false
  }

  /// Whether the dismissal has completed: the bar can be removed.
  public var isFinished: Bool { phase == .finished }

  /// The width of icon `index`'s slot now, in points.
  public func slotWidth(of index: Int) -> Float {
    slots.indices.contains(index) ? Float(slots[index].value) : style.iconSize
  }

  /// The scale of icon `index` (1 at rest).
  public func scale(of index: Int) -> Double {
    scales.indices.contains(index) ? scales[index].value : 1
  }

  /// How far icon `index` has risen out of the bar, in points: a growing icon keeps its edge
  /// away from the message in place; a shrinking one stays centred.
  public func lift(of index: Int) -> Double {
    max(0, scale(of: index) - 1) * Double(style.iconSize) / 2
  }

  /// The bar's opacity, 0…1: fades in with the appearance and out with the dismissal.
  public var opacity: Double {
    let shown = min(max(fade.value, 0), 1)
    let gone = min(max(dismissal.value, 0), 1)
    return shown * (1 - gone)
  }

  /// The bar's scale about its pivot: grows in with the appearance, shrinks with the dismissal.
  public var barScale: Double {
    if reducedMotion { return 1 }
    let grown = style.appearScale + (1 - style.appearScale) * max(appearance.value, 0)
    return grown - (1 - style.dismissScale) * min(max(dismissal.value, 0), 1)
  }

  /// The slot width icon `index` heads for with the current highlight.
  public func targetSlotWidth(of index: Int) -> Float {
    style.slotWidth(of: index, highlighted: highlightedIndex, iconCount: iconCount)
  }

  /// The scale icon `index` heads for with the current highlight.
  public func targetScale(of index: Int) -> Double {
    guard let h = highlightedIndex else { return 1 }
    if index == h { return style.highlightedScale }
    return Double(targetSlotWidth(of: index) / style.iconSize)
  }

  private mutating func retargetIcons() {
    for i in 0..<iconCount {
      slots[i].setTarget(Double(targetSlotWidth(of: i)))
      scales[i].setTarget(targetScale(of: i))
    }
  }
}
