import TactileCore

/// The chat the Reactions page shows: its messages laid out as bubbles, each with its tally
/// (other people's reactions and the user's own) and the chip row that shows it, the senders'
/// colours, and the emoji flying from the bar to a chip. A value with private state: the page
/// changes it only through these operations and draws what it reads.
///
/// Geometry is in *content coordinates* (x as in the window, y from the top of the scrolled
/// list); a flight's start is in window points (see `ReactionFlight`).
public struct Chat {
  /// How a picked emoji flies to its chip: from `icon` (the bar's icon as drawn, window
  /// points) over `duration` seconds on `easing`.
  public struct Launch: Sendable {
    public var icon: Rect
    public var duration: Double
    public var easing: Easing

    public init(
      icon: Rect, duration: Double = ReactionsConstants.flightDuration,
      easing: Easing = ReactionsConstants.flightEasing
    ) {
      self.icon = icon
      self.duration = duration
      self.easing = easing
    }
  }

  /// The messages, in order, as bubbles with their reactions.
  public private(set) var bubbles: [ChatBubble]
  /// Sender name colour of each bubble: each sender gets the next palette colour, in order of
  /// first appearance.
  public let senderColors: [Color]
  /// The emoji in flight to their chips.
  public private(set) var flights: [ReactionFlight] = []
  /// Measures the messages and the chips' counts.
  private let metrics: any FontMetrics

  /// The chat of `messages`, measured with `metrics`; it is laid out by `layout`.
  public init(messages: [ChatMessage] = ChatMessage.samples, metrics: any FontMetrics) {
    self.metrics = metrics
    bubbles = messages.map { ChatBubble(message: $0, metrics: metrics) }
    var senders: [String] = []
    senderColors = messages.map { m in
      if !senders.contains(m.sender) { senders.append(m.sender) }
      let colors = ReactionsConstants.senderColors
      return colors[senders.firstIndex(of: m.sender)! % colors.count]
    }
  }

  // MARK: Layout and hit testing

  /// Lays the bubbles out one under the other in a column from `columnMinX`, `columnWidth`
  /// wide, set in `type`, neutral text reading in `direction`. Returns the height of the
  /// whole list (its insets included), points.
  public mutating func layout(
    columnMinX: Float, columnWidth: Float, type: ReactionsType, direction: TextDirection,
    pixelScale: Float = 1
  ) -> Float {
    var y = ReactionsConstants.listInset
    for i in bubbles.indices {
      y =
        bubbles[i].layout(
          columnMinX: columnMinX, columnWidth: columnWidth, top: y, type: type,
          direction: direction, pixelScale: pixelScale, metrics: metrics)
        + ReactionsConstants.messageGap
    }
    return y - ReactionsConstants.messageGap + ReactionsConstants.listInset
  }

  /// The message whose bubble holds `p` (content coordinates), if any.
  public func bubble(at p: Vec2) -> Int? { bubbles.firstIndex { $0.rect.contains(p) } }

  /// The chip under `p` (content coordinates): its message and emoji.
  public func chip(at p: Vec2) -> (bubble: Int, emoji: String)? {
    for (i, b) in bubbles.enumerated() {
      if let e = b.chipEmoji(at: p) { return (i, e) }
    }
    return nil
  }

  // MARK: Reactions

  /// The user's own reaction on message `i`, if any.
  public func userReaction(on i: Int) -> String? { bubbles[i].tally.userReaction }

  /// A click on message `i`'s chip for `emoji`: that reaction becomes the user's (or stops
  /// being it); the chip row shows it at once.
  @discardableResult
  public mutating func toggle(_ emoji: String, on i: Int) -> ReactionTally.Change {
    bubbles[i].pick(emoji, animated: false, metrics: metrics)
  }

  /// The user picks `emoji` from the bar for message `i`. With a `launch` an emoji the user
  /// now reacts with flies to its chip, which waits for it (`flies`); without one (reduced
  /// motion) the chip row changes at once. A reaction taken back never flies.
  public mutating func pick(_ emoji: String, on i: Int, launch: Launch?) -> (
    change: ReactionTally.Change, flies: Bool
  ) {
    let change = bubbles[i].pick(emoji, animated: launch != nil, metrics: metrics)
    guard let launch else { return (change, false) }
    switch change {
    case .added(let e), .changed(_, let e):
      flights.append(
        ReactionFlight(
          bubble: i, emoji: e, start: launch.icon.center, startSize: launch.icon.width,
          duration: launch.duration, easing: launch.easing))
      return (change, true)
    case .removed:
      return (change, false)
    }
  }

  // MARK: Time

  /// The spring the chips move on (a tuning change).
  public mutating func setChipSpring(_ spring: Spring) {
    for k in bubbles.indices { bubbles[k].setChipSpring(spring) }
  }

  /// Advances the flights (a chip starts to grow `ReactionsConstants.chipLeadTime` before its
  /// emoji lands, and counts it when it has) and the chips by `dt` seconds.
  public mutating func update(dt: Double) {
    var i = flights.count - 1
    while i >= 0 {
      flights[i].update(dt: dt)
      if flights[i].timeLeft <= ReactionsConstants.chipLeadTime {
        bubbles[flights[i].bubble].beginArrival(flights[i].emoji, metrics: metrics)
      }
      if flights[i].hasLanded {
        let f = flights.remove(at: i)
        bubbles[f.bubble].arrive(f.emoji, metrics: metrics)
      }
      i -= 1
    }
    for k in bubbles.indices where bubbles[k].chips.isAnimating { bubbles[k].update(dt: dt) }
  }

  /// Whether an emoji flies or a chip moves.
  public var isAnimating: Bool {
    !flights.isEmpty || bubbles.contains { $0.chips.isAnimating }
  }

  // MARK: Dump

  /// Every message for `--dump-layout`: its side, its bubble and resting chips in window
  /// points (content shifted by `offset`), and the user's reaction.
  public func layoutDump(offset off: Vec2) -> JSONValue {
    .array(
      bubbles.indices.map { i in
        let b = bubbles[i]
        let chips: [JSONValue] = b.restingChipFrames().map { c in
          .object([
            ("emoji", .string(c.emoji)), ("count", .number(Double(c.count))),
            ("rect", .rect(c.frame.offsetBy(off))),
          ])
        }
        return .object([
          ("id", .number(Double(i))),
          ("side", .string(b.message.side.rawValue)),
          ("rect", .rect(b.rect.offsetBy(off))),
          ("chips", .array(chips)),
          ("userReaction", b.tally.userReaction.map { .string($0) } ?? .null),
        ])
      })
  }
}
