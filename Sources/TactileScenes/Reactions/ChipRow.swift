import TactileCore

/// The reaction chips under one message as they are drawn: each chip slides into its place,
/// pops in and shrinks out on springs, and a chip whose emoji is still flying from the bar
/// waits for it ("awaiting") before it counts up. A new chip starts to grow just before its
/// emoji lands (`beginArrival(_:)`), with an empty emoji slot the flying emoji lands in.
///
/// The row follows a `ReactionTally` (the model) through `sync(to:arriving:metrics:)`; what
/// it shows catches up with the model when every flight has landed (`arrive(_:metrics:)`).
/// Positions are relative to the row's anchor (see `ChatBubble.chipAnchor`), in points.
/// Chips are stored as parallel arrays; `update(dt:)` allocates nothing.
public struct ChipRow {
  /// Whether chips line up from the anchor to the right (incoming) or end at it (outgoing).
  public let alignsRight: Bool
  /// The font of the counts (their widths set the chips' widths).
  public private(set) var countFont: FontSpec

  /// Per chip, in no particular order (layout order is the tally's).
  public private(set) var emoji: [String] = []
  /// The model's count (what the chip will show once nothing is awaited).
  public private(set) var count: [Int] = []
  /// The count shown now; 0 while a new chip waits for its emoji.
  public private(set) var shownCount: [Int] = []
  /// `shownCount` as text (or the model count for a chip not shown yet), for drawing.
  public private(set) var label: [String] = []
  /// Whether the chip is the user's reaction in the model.
  public private(set) var isUsers: [Bool] = []
  public private(set) var awaiting: [Bool] = []
  /// Whether the chip's emoji slot is empty: a new chip whose emoji is still in flight.
  public private(set) var emojiHidden: [Bool] = []
  public private(set) var leaving: [Bool] = []
  /// Chip width at rest, from its label.
  public private(set) var width: [Float] = []
  /// Left edge relative to the anchor, and scale (0 = gone, 1 = at rest).
  private var x: [SpringValue<Float>] = []
  private var scale: [SpringValue<Float>] = []
  /// The spring every chip slides, appears and bumps on; a new one applies to the chips'
  /// motion from where it is.
  public var spring = ReactionsConstants.chipSpring {
    didSet {
      for i in x.indices {
        x[i].spring = spring
        scale[i].spring = spring
      }
    }
  }
  /// Layout order of the last sync (indices into the arrays).
  private var order: [Int] = []
  /// Indices appended by the running `sync`, placed at their slot without sliding.
  private var placedNew: [Int] = []

  public init(alignsRight: Bool, countFont: FontSpec = ReactionsType.regular.chipCount) {
    self.alignsRight = alignsRight
    self.countFont = countFont
  }

  /// Sets the counts in `countFont`: every chip is measured again (the font, or the pixel
  /// size text is measured at, changed) and moves to its new place at once (a new window
  /// size, not an animation).
  public mutating func restyle(countFont: FontSpec, metrics: any FontMetrics) {
    self.countFont = countFont
    for i in emoji.indices { measure(i, metrics: metrics) }
    place()
    for i in emoji.indices { x[i].snap(to: x[i].target) }
  }

  public var chipCount: Int { emoji.count }

  /// Index of the chip for `e`, if the row has one.
  public func index(of e: String) -> Int? { emoji.firstIndex(of: e) }

  /// Brings the row in line with `tally`. `arriving` is the emoji that was just picked and is
  /// now flying to this row: its chip appears (or counts up) only when `arrive` is called.
  public mutating func sync(
    to tally: ReactionTally, arriving: String? = nil, metrics: any FontMetrics
  ) {
    for i in emoji.indices { leaving[i] = true }
    for chip in tally.chips {
      let mine = tally.userReaction == chip.emoji
      if let i = index(of: chip.emoji) {
        let wasLeaving = leaving[i]
        leaving[i] = false
        count[i] = chip.count
        isUsers[i] = mine
        if wasLeaving && scale[i].target == 0 { shownCount[i] = 0 }
        if chip.emoji == arriving {
          awaiting[i] = true
          emojiHidden[i] = shownCount[i] == 0
        } else if !awaiting[i] {
          show(i, count: chip.count)
        }
      } else {
        let awaits = chip.emoji == arriving
        emoji.append(chip.emoji)
        count.append(chip.count)
        shownCount.append(awaits ? 0 : chip.count)
        label.append(String(chip.count))
        isUsers.append(mine)
        awaiting.append(awaits)
        emojiHidden.append(awaits)
        leaving.append(false)
        width.append(0)
        x.append(
          SpringValue(value: 0, spring: spring, restDisplacement: 0.05))
        let start: Float = awaits ? 0 : ReactionsConstants.chipAppearScale
        scale.append(
          SpringValue(value: start, spring: spring, restDisplacement: 1e-3))
        let i = emoji.count - 1
        measure(i, metrics: metrics)
        x[i].snap(to: 0)
        placedNew.append(i)
      }
    }
    for i in emoji.indices where leaving[i] {
      awaiting[i] = false
      emojiHidden[i] = false
      isUsers[i] = false
    }
    relayout(tally: tally, metrics: metrics)
  }

  /// The flight carrying `e` is about to land: a new chip starts to grow (with its count and
  /// an empty emoji slot) so that it is there when the emoji arrives. A chip already shown
  /// waits for `arrive` to count up.
  public mutating func beginArrival(_ e: String, metrics: any FontMetrics) {
    guard let i = index(of: e), awaiting[i], !leaving[i], shownCount[i] == 0 else { return }
    show(i, count: count[i])
    measure(i, metrics: metrics)
    relayoutKeepingOrder()
  }

  /// The flight carrying `e` landed: its emoji takes its slot in the chip, which appears (if
  /// `beginArrival` did not start it) or shows its new count with a bump.
  public mutating func arrive(_ e: String, metrics: any FontMetrics) {
    guard let i = index(of: e), awaiting[i], !leaving[i] else { return }
    awaiting[i] = false
    emojiHidden[i] = false
    show(i, count: count[i])
    measure(i, metrics: metrics)
    relayoutKeepingOrder()
  }

  /// Jumps every chip to where it is heading (used for the initial reactions) and drops the
  /// chips that are on their way out.
  public mutating func settle() {
    for i in emoji.indices {
      x[i].snap(to: x[i].target)
      scale[i].snap(to: scale[i].target)
    }
    update(dt: 0)
  }

  /// Whether any chip still moves.
  public var isAnimating: Bool {
    for i in emoji.indices where !x[i].isSettled || !scale[i].isSettled { return true }
    return false
  }

  /// Whether every chip shows what the model says (no flight awaited, nothing leaving).
  public var isSettledWithModel: Bool {
    emoji.indices.allSatisfy { !awaiting[$0] && !leaving[$0] && shownCount[$0] == count[$0] }
  }

  public mutating func update(dt: Double) {
    for i in emoji.indices {
      x[i].update(dt: dt)
      scale[i].update(dt: dt)
    }
    // Chips that have shrunk away are removed (back to front, swapping keeps no order).
    var i = emoji.count - 1
    while i >= 0 {
      if (leaving[i] || (shownCount[i] == 0 && !awaiting[i])) && scale[i].isSettled
        && scale[i].value == 0
      {
        remove(at: i)
      }
      i -= 1
    }
  }

  // MARK: Geometry (relative to the anchor)

  /// The chip's frame now (animated position, unscaled size).
  public func frame(_ i: Int) -> Rect {
    Rect(x: x[i].value, y: 0, width: width[i], height: ReactionsConstants.chipHeight)
  }

  /// The chip's frame at rest (where it is heading).
  public func restingFrame(_ i: Int) -> Rect {
    Rect(x: x[i].target, y: 0, width: width[i], height: ReactionsConstants.chipHeight)
  }

  /// Current scale, 0…~1.2.
  public func scale(_ i: Int) -> Float { max(0, scale[i].value) }

  /// The chip's frame as drawn now: `frame(i)` scaled about its centre.
  public func drawnFrame(_ i: Int) -> Rect {
    let f = frame(i)
    let s = scale(i)
    return Rect(
      x: f.midX - f.width * s / 2, y: f.midY - f.height * s / 2, width: f.width * s,
      height: f.height * s)
  }

  /// The chip's emoji as drawn now (scaled with the chip), relative to the anchor.
  public func emojiRect(_ i: Int) -> Rect {
    let f = frame(i)
    let s = scale(i)
    let e = ReactionsConstants.chipEmojiSize
    let c = f.center
    let ec = c + (Vec2(f.minX + ReactionsConstants.chipPadding + e / 2, c.y) - c) * s
    return Rect(x: ec.x - e * s / 2, y: ec.y - e * s / 2, width: e * s, height: e * s)
  }

  /// The chip's emoji at full size where the chip is now, relative to the anchor.
  public func unscaledEmojiRect(_ i: Int) -> Rect {
    let f = frame(i)
    let e = ReactionsConstants.chipEmojiSize
    return Rect(
      x: f.minX + ReactionsConstants.chipPadding, y: f.midY - e / 2, width: e, height: e)
  }

  /// The visible chip under `p` (relative to the anchor), if any.
  public func chip(at p: Vec2) -> Int? {
    for i in emoji.indices where !leaving[i] && shownCount[i] > 0 && frame(i).contains(p) {
      return i
    }
    return nil
  }

  // MARK: Private

  private mutating func show(_ i: Int, count n: Int) {
    let old = shownCount[i]
    guard n != old else { return }
    shownCount[i] = n
    label[i] = String(n)
    if old == 0 {
      if scale[i].value < ReactionsConstants.chipAppearScale {
        scale[i].value = ReactionsConstants.chipAppearScale
      }
    } else {
      scale[i].velocity += Float(ReactionsConstants.chipBumpVelocity)
    }
  }

  private mutating func measure(_ i: Int, metrics: any FontMetrics) {
    let text = metrics.advance(of: label[i], font: countFont)
    width[i] =
      2 * ReactionsConstants.chipPadding + ReactionsConstants.chipEmojiSize
      + ReactionsConstants.chipCountGap + text.rounded(.up)
  }

  /// Targets: tally order, chips that stay; leaving chips shrink where they are.
  private mutating func relayout(tally: ReactionTally, metrics: any FontMetrics) {
    order.removeAll(keepingCapacity: true)
    for chip in tally.chips {
      if let i = index(of: chip.emoji) {
        measure(i, metrics: metrics)
        order.append(i)
      }
    }
    place()
    for i in placedNew { x[i].snap(to: x[i].target) }
    placedNew.removeAll(keepingCapacity: true)
  }

  /// Re-places the chips in the order of the last sync (after a label width changed).
  private mutating func relayoutKeepingOrder() { place() }

  private mutating func place() {
    var total: Float = 0
    for (k, i) in order.enumerated() {
      total += width[i] + (k > 0 ? ReactionsConstants.chipSpacing : 0)
    }
    var cursor: Float = alignsRight ? -total : 0
    for i in order {
      x[i].setTarget(cursor)
      cursor += width[i] + ReactionsConstants.chipSpacing
    }
    for i in emoji.indices where leaving[i] || (shownCount[i] == 0 && !awaiting[i]) {
      scale[i].setTarget(0)
    }
    for i in order where !(shownCount[i] == 0 && awaiting[i]) { scale[i].setTarget(1) }
    for i in order where shownCount[i] == 0 && awaiting[i] { scale[i].setTarget(0) }
  }

  private mutating func remove(at i: Int) {
    emoji.remove(at: i)
    count.remove(at: i)
    shownCount.remove(at: i)
    label.remove(at: i)
    isUsers.remove(at: i)
    awaiting.remove(at: i)
    emojiHidden.remove(at: i)
    leaving.remove(at: i)
    width.remove(at: i)
    x.remove(at: i)
    scale.remove(at: i)
    order.removeAll { $0 == i }
    for k in order.indices where order[k] > i { order[k] -= 1 }
  }
}
