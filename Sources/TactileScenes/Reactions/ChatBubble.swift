import TactileCore

/// One message laid out as a chat bubble, with its reactions (the model, `tally`) and the chip
/// row that shows them. Geometry is in *content coordinates*: x as in the window, y from the
/// top of the scrolled list.
///
/// Inside the bubble: the sender's name (incoming messages), the wrapped text, and the time in
/// the bottom-right corner — on the last line when it fits, else on a line of its own.
/// Under the bubble, `ReactionsConstants.chipGap` below, the chip row; its height is always
/// reserved, so picking the first reaction never moves the messages below.
public struct ChatBubble {
  public let message: ChatMessage
  public private(set) var tally: ReactionTally
  public private(set) var chips: ChipRow
  public private(set) var text: TextLayout
  /// The bubble, in content coordinates.
  public private(set) var rect = Rect.zero
  /// Top-left of the text, the sender's baseline origin and the time's baseline origin.
  public private(set) var textOrigin = Vec2.zero
  public private(set) var senderOrigin = Vec2.zero
  public private(set) var timeOrigin = Vec2.zero
  /// The fonts the bubble is set in (see `layout`).
  public private(set) var type: ReactionsType
  /// The pixels per point the text was measured at.
  private var measuredScale: Float = 1
  /// Advances of the sender's name and of the time, points.
  public private(set) var senderWidth: Float
  public private(set) var timeWidth: Float

  /// A bubble for `message` set in `type`; its text is wrapped when it is laid out.
  public init(message: ChatMessage, type: ReactionsType = .regular, metrics: any FontMetrics) {
    self.message = message
    self.type = type
    tally = ReactionTally(counts: message.reactions, userReaction: message.userReaction)
    chips = ChipRow(alignsRight: message.side == .outgoing, countFont: type.chipCount)
    text = ChatBubble.layoutText(
      message.text, font: type.message, width: .infinity, direction: .leftToRight,
      metrics: metrics)
    (senderWidth, timeWidth) = (0, 0)
    measureLabels(metrics: metrics)
    chips.sync(to: tally, metrics: metrics)
    chips.settle()
  }

  private mutating func measureLabels(metrics: any FontMetrics) {
    senderWidth =
      message.sender.isEmpty ? 0 : metrics.advance(of: message.sender, font: type.sender)
    timeWidth = metrics.advance(of: message.time, font: type.time)
  }

  public var isIncoming: Bool { message.side == .incoming }

  /// The message's text; paragraphs without a strong character read in `direction`.
  private static func layoutText(
    _ text: String, font: FontSpec, width: Float, direction: TextDirection,
    metrics: any FontMetrics
  ) -> TextLayout {
    TextLayout(
      text: text, font: font, width: width, metrics: metrics,
      lineSpacing: ReactionsConstants.lineSpacing, defaultDirection: direction)
  }

  /// Lays the bubble out in `type` in a column from `columnMinX`, `columnWidth` wide (the
  /// bubble is at most `ReactionsConstants.bubbleWidthFraction` of it), starting at `top`
  /// (content coordinates), its text's neutral paragraphs reading in `direction`. Returns the
  /// bottom of its chip row.
  public mutating func layout(
    columnMinX: Float, columnWidth: Float, top: Float, type: ReactionsType,
    direction: TextDirection = .leftToRight, pixelScale: Float = 1, metrics: any FontMetrics
  ) -> Float {
    // Text is measured at the pixel size it is drawn at: a new scale measures it again.
    let restyled = type != self.type || pixelScale != measuredScale
    measuredScale = pixelScale
    let pad = ReactionsConstants.bubblePadding
    let maxBubble = max(60, columnWidth * ReactionsConstants.bubbleWidthFraction)
    let maxText = max(1, maxBubble - pad.left - pad.right)
    if restyled || direction != text.defaultDirection {
      text = ChatBubble.layoutText(
        message.text, font: type.message, width: maxText, direction: direction,
        metrics: metrics)
    }
    if restyled {
      self.type = type
      measureLabels(metrics: metrics)
      chips.restyle(countFont: type.chipCount, metrics: metrics)
    }
    if text.wrapWidth != maxText { text = text.rewrapped(toWidth: maxText) }

    let senderLine = metrics.lineMetrics(for: type.sender)
    let senderHeight = senderWidth > 0 ? senderLine.lineHeight + ReactionsConstants.senderGap : 0
    let timeLine = metrics.lineMetrics(for: type.time)
    let lastLine = text.lines[text.lines.count - 1]
    let timeFits = lastLine.width + ReactionsConstants.timeGap + timeWidth <= maxText
    var contentWidth = max(text.size.width, senderWidth)
    var contentHeight = senderHeight + text.size.height
    if timeFits {
      contentWidth = max(contentWidth, lastLine.width + ReactionsConstants.timeGap + timeWidth)
    } else {
      contentWidth = max(contentWidth, timeWidth)
      contentHeight += timeLine.lineHeight
    }
    // Set in the whole content width (the same lines: each fits, and the word after each did
    // not fit a wider line): right-to-left lines end at the bubble's padding.
    if text.wrapWidth != contentWidth { text = text.rewrapped(toWidth: contentWidth) }
    let width = (contentWidth + pad.left + pad.right).rounded(.up)
    let height = (contentHeight + pad.top + pad.bottom).rounded(.up)
    let x = isIncoming ? columnMinX : columnMinX + columnWidth - width
    rect = Rect(x: x, y: top, width: width, height: height)
    senderOrigin = Vec2(x + pad.left, top + pad.top + senderLine.ascent)
    textOrigin = Vec2(x + pad.left, top + pad.top + senderHeight)
    let timeBaseline =
      timeFits
      ? textOrigin.y + lastLine.baseline
      : rect.maxY - pad.bottom - timeLine.descent
    // The time ends the last line where that line ends on screen (its right end when it
    // reads left to right, its left end otherwise), or, on a line of its own, sits in the
    // bubble's trailing corner. Pages lay out left to right and a right-to-left interface
    // mirrors them: a corner on screen is the other one here.
    let endsRight = !timeFits || lastLine.direction == .leftToRight
    let right = endsRight != (direction == .rightToLeft) || !timeFits
    timeOrigin = Vec2(right ? rect.maxX - pad.right - timeWidth : x + pad.left, timeBaseline)
    return chipAnchor.y + ReactionsConstants.chipHeight
  }

  /// Where the chip row hangs: its top-left (incoming) or top-right (outgoing) corner.
  public var chipAnchor: Vec2 {
    Vec2(isIncoming ? rect.minX : rect.maxX, rect.maxY + ReactionsConstants.chipGap)
  }

  /// The user picks `emoji` on this message; the chip row learns of it with the emoji in
  /// flight (`arriving`), unless `animated` is false (then it updates at once).
  @discardableResult
  public mutating func pick(_ emoji: String, animated: Bool, metrics: any FontMetrics)
    -> ReactionTally.Change
  {
    let change = tally.pick(emoji)
    let arriving: String? =
      switch change {
      case .added(let e), .changed(_, let e): e
      case .removed: nil
      }
    chips.sync(to: tally, arriving: animated ? arriving : nil, metrics: metrics)
    return change
  }

  /// The flight carrying `emoji` to this message is about to land (see `ChipRow`).
  public mutating func beginArrival(_ emoji: String, metrics: any FontMetrics) {
    chips.beginArrival(emoji, metrics: metrics)
  }

  /// The flight carrying `emoji` to this message landed.
  public mutating func arrive(_ emoji: String, metrics: any FontMetrics) {
    chips.arrive(emoji, metrics: metrics)
  }

  public mutating func update(dt: Double) { chips.update(dt: dt) }

  /// The spring the chips move on (a tuning change).
  public mutating func setChipSpring(_ spring: Spring) {
    if chips.spring != spring { chips.spring = spring }
  }

  /// The chip under `p` (content coordinates): its emoji.
  public func chipEmoji(at p: Vec2) -> String? {
    chips.chip(at: p - chipAnchor).map { chips.emoji[$0] }
  }

  /// Chip frames at rest, in content coordinates, in the tally's order (for the dump).
  public func restingChipFrames() -> [(emoji: String, count: Int, frame: Rect)] {
    tally.chips.compactMap { chip in
      chips.index(of: chip.emoji).map {
        (chip.emoji, chip.count, chips.restingFrame($0).offsetBy(chipAnchor))
      }
    }
  }
}
