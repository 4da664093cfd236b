import TactileCore

/// One to-do item as the page shows it: the item, its text wrapped to the list's text width,
/// its strikethrough and its checkbox.
///
/// The wrapped text is the item's text, or the text being edited while the row is edited (so
/// the strike follows the edited text as it re-wraps). Text geometry is in *row text
/// coordinates*: origin at the top-left of the text, in points.
public struct TodoRow {
  /// What completion looked like before a toggle: restored when a click turns out to be the
  /// first half of a double-click (which edits instead).
  public struct ToggleState {
    var isCompleted: Bool
    var strike: StrikeAnimation
    var checkbox: CheckboxFill
    var hold: ToggleHold?
  }

  /// A toggle whose strike and checkbox wait before they move: `remaining` of `duration`
  /// seconds are left, then they head for the item's completion (animated unless
  /// `animated` is false).
  public struct ToggleHold: Hashable, Sendable {
    public var remaining: Double
    public let duration: Double
    public let animated: Bool
  }

  public private(set) var item: TodoItem
  /// The shown text wrapped to the row's text width.
  public private(set) var layout: TextLayout
  /// The pixels per point `layout` was measured at.
  private var measuredScale: Float = 1
  public private(set) var strike: StrikeAnimation
  public private(set) var checkbox: CheckboxFill
  /// Set while a toggle waits (a click on the text, which may yet be the first half of a
  /// double-click): the item's completion has changed, its strike and checkbox not yet.
  public private(set) var hold: ToggleHold?
  /// Width of each line of `layout` (hanging spaces excluded), points.
  public private(set) var lineWidths: [Float] = []
  /// The struck fraction of each line now, 0…1 (same count as `lineWidths`).
  public private(set) var strikeFractions: [Float] = []
  /// The pen's speed and easing for the next strike (the page sets it from the tuning).
  public var strikeTiming = StrikeTiming.standard
  /// Seconds the checkbox takes to fill completely on the next toggle (the page sets it from
  /// the tuning).
  public var checkboxFillDuration = TodoConstants.checkboxFillDuration

  /// A row for `item` set in `font`, wrapped to `width` points; text without a strong
  /// character reads in `direction`.
  public init(
    item: TodoItem, font: FontSpec, width: Float, direction: TextDirection = .leftToRight,
    metrics: any FontMetrics
  ) {
    self.item = item
    layout = TodoRow.makeLayout(
      item.text, font: font, width: width, direction: direction, metrics: metrics)
    strike = StrikeAnimation(isCompleted: item.isCompleted)
    checkbox = CheckboxFill(checked: item.isCompleted)
    refreshLines()
  }

  private static func makeLayout(
    _ text: String, font: FontSpec, width: Float, direction: TextDirection,
    metrics: any FontMetrics
  ) -> TextLayout {
    TextLayout(
      text: text, font: font, width: width, metrics: metrics,
      lineSpacing: TodoConstants.lineSpacing, defaultDirection: direction)
  }

  /// Total length of the lines the pen runs along, points.
  public var totalLength: Float { StrikeProgress.totalLength(lineWidths: lineWidths) }

  /// Whether the strike or the checkbox moves, or a toggle waits to.
  public var isAnimating: Bool { hold != nil || strike.isAnimating || checkbox.isAnimating }

  /// How far a waiting toggle towards completion is through its wait, 0…1 (0 when none waits
  /// or the toggle reopens the item): the checkbox's outline tints with it.
  public var holdProgress: Float {
    guard let hold, item.isCompleted, hold.duration > 0 else { return 0 }
    return Float(min(max(1 - hold.remaining / hold.duration, 0), 1))
  }

  /// Height of the wrapped text, points.
  public var textHeight: Float { layout.size.height }

  // MARK: Changes

  /// Shows `text` (the item's, or the text being edited) wrapped at the current width.
  public mutating func show(text: String, metrics: any FontMetrics) {
    guard text != layout.text else { return }
    layout = TodoRow.makeLayout(
      text, font: layout.measured.font, width: layout.wrapWidth,
      direction: layout.defaultDirection, metrics: metrics)
    refreshLines()
  }

  /// Sets the item's text (an edit was committed) and shows it.
  public mutating func setText(_ text: String, metrics: any FontMetrics) {
    item.text = text
    show(text: text, metrics: metrics)
  }

  /// Re-wraps to `width` points, set in `font` with neutral text reading in `direction`
  /// (measured anew when the font, the direction or the pixel scale changes: text is
  /// measured at the pixel size it is drawn at); the strike keeps its pen progress and
  /// follows the new lines.
  public mutating func rewrap(
    toWidth width: Float, font: FontSpec, direction: TextDirection, pixelScale: Float = 1,
    metrics: any FontMetrics
  ) {
    let newScale = pixelScale != measuredScale
    measuredScale = pixelScale
    if font != layout.measured.font || direction != layout.defaultDirection || newScale {
      layout = TodoRow.makeLayout(
        layout.text, font: font, width: width, direction: direction, metrics: metrics)
    } else if width != layout.wrapWidth {
      layout = layout.rewrapped(toWidth: width)
    } else {
      return
    }
    refreshLines()
  }

  /// Completes or reopens the item. The pen heads for the other end from wherever it is (a
  /// click mid-animation reverses); `animated: false` (reduced motion) jumps there. With a
  /// `delay` (seconds), the completion changes now but the strike and the checkbox wait that
  /// long before they move (any earlier wait is dropped).
  public mutating func setCompleted(_ completed: Bool, animated: Bool, delay: Double = 0) {
    item.isCompleted = completed
    if delay > 0 {
      hold = ToggleHold(remaining: delay, duration: delay, animated: animated)
      return
    }
    hold = nil
    startMoving(animated: animated)
  }

  /// The strike and the checkbox head for the item's completion.
  private mutating func startMoving(animated: Bool) {
    strike.setCompleted(
      item.isCompleted, totalLength: totalLength, timing: strikeTiming, animated: animated)
    checkbox.set(checked: item.isCompleted, animated: animated, duration: checkboxFillDuration)
    refreshFractions()
  }

  /// Completion as it is now, to undo a toggle with `restore(_:)`.
  public var toggleState: ToggleState {
    ToggleState(isCompleted: item.isCompleted, strike: strike, checkbox: checkbox, hold: hold)
  }

  /// Puts completion back exactly as `state` had it (no animation).
  public mutating func restore(_ state: ToggleState) {
    item.isCompleted = state.isCompleted
    strike = state.strike
    checkbox = state.checkbox
    hold = state.hold
    refreshFractions()
  }

  /// Advances the strike and the checkbox by `dt` seconds (a waiting toggle first uses up its
  /// wait; the rest of `dt` moves them).
  public mutating func update(dt: Double) {
    guard isAnimating, dt > 0 else { return }
    var dt = dt
    if var h = hold {
      h.remaining -= dt
      guard h.remaining <= 0 else {
        hold = h
        return
      }
      dt = -h.remaining
      hold = nil
      startMoving(animated: h.animated)
    }
    strike.update(dt: dt)
    checkbox.update(dt: dt)
    refreshFractions()
  }

  // MARK: Geometry

  /// y of the strike on line `i` in row text coordinates: the middle of the x-height above the
  /// line's baseline.
  public func strikeY(line i: Int, xHeight: Float) -> Float {
    layout.lines[i].baseline - xHeight / 2
  }

  // MARK: Internals

  private mutating func refreshLines() {
    let lines = layout.lines
    if lineWidths.count != lines.count {
      lineWidths = Array(repeating: 0, count: lines.count)
      strikeFractions = Array(repeating: 0, count: lines.count)
    }
    for i in lines.indices { lineWidths[i] = lines[i].width }
    refreshFractions()
  }

  private mutating func refreshFractions() {
    StrikeProgress.fill(&strikeFractions, lineWidths: lineWidths, progress: strike.penProgress)
  }
}
