import TactileCore

/// The Reactions page: a chat whose messages have reaction chips under
/// them. Press and hold a message (≥ 0.35 s, moving ≤ 10 pt) and, as in Telegram's context
/// preview, the message lifts above the dimmed page and the reaction bar springs out beside it
/// (above, or below when there is no room; never over it); drag across it (the icon under the
/// pointer grows in place, its name shows), release over an icon to pick it — the emoji flies
/// into the message's chip — or away from the bar to cancel. Hold and release without moving
/// keeps the bar open for a click or the keyboard (Left / Right / Enter, Esc). A click on a
/// chip toggles that reaction.
///
/// While the bar is open the page is modal (`isModal`): the deck sends it every pointer event
/// and draws its overlay (`drawOverlay`) above the waves and the page dots.
///
/// Coordinates: messages live in *content coordinates* (window x; y from the top of the
/// scrolled list); the list shows at `viewport.minY − scroll.offset`. The bar and the hint are
/// in window coordinates.
public struct ReactionsPage: Page {
  /// What the last finished bar did, for tests and the dump.
  public enum Outcome: Equatable, Sendable {
    case picked(bubble: Int, change: ReactionTally.Change)
    case cancelled(bubble: Int)
  }

  public static let kind = PageKind.reactions
  var context: SceneContext
  public internal(set) var frame: PageFrame
  var size: Size { frame.size }
  /// The chat's fonts for the frame's size class.
  public private(set) var type = ReactionsType.regular
  var header = PageHeader(
    title: "Reactions",
    subtitle: "Press and hold a message, drag across the bar, release to pick.")

  public private(set) var bubbles: [ChatBubble]
  /// Sender name colour of each bubble.
  let senderColors: [Color]
  public private(set) var viewport = Rect.zero
  public private(set) var scroll = ScrollState()
  /// The open (or closing) reaction bar.
  public private(set) var bar: ReactionBarSession?
  public private(set) var flights: [ReactionFlight] = []
  public private(set) var lastOutcome: Outcome?

  private var longPress = LongPressRecognizer()
  /// The message under the press the long-press recognizer is timing.
  private var pressedBubble: Int?
  /// A press on a chip: which one; `chipTap` tells whether it ends in a click.
  private var pressedChip: (bubble: Int, emoji: String)?
  private var chipTap = TapRecognizer()
  /// In tap-to-pick mode, whether the current press went down on the bar.
  private var pressOnBar = false
  /// The pressed message is tinted while it is held.
  var tintedBubble: Int?
  var pressTint = SpringValue<Float>(
    value: 0, spring: ReactionsConstants.pressSpring, restDisplacement: 1e-3)
  private var pointer = Vec2(-1, -1)
  /// The tuning's generation the chips' and the press tint's springs were last taken from
  /// (nil: not yet).
  private var tuningGeneration: UInt64?

  public init(context: SceneContext, frame: PageFrame) {
    self.context = context
    self.frame = frame
    bubbles = ChatMessage.samples.map { ChatBubble(message: $0, metrics: context.metrics) }
    // Each sender gets the next palette colour, in order of first appearance.
    var senders: [String] = []
    senderColors = ChatMessage.samples.map { m in
      if !senders.contains(m.sender) { senders.append(m.sender) }
      let colors = ReactionsConstants.senderColors
      return colors[senders.firstIndex(of: m.sender)! % colors.count]
    }
    layout(frame)
  }

  // MARK: Layout

  public mutating func layout(_ frame: PageFrame) {
    self.frame = frame
    type = ReactionsType(frame.type)
    viewport = frame.viewport(below: header.layout(frame, metrics: context.metrics))
    let width = viewport.width
    var y = ReactionsConstants.listInset
    for i in bubbles.indices {
      y =
        bubbles[i].layout(
          columnMinX: viewport.minX, columnWidth: width, top: y, type: type,
          direction: frame.direction, metrics: context.metrics)
        + ReactionsConstants.messageGap
    }
    let contentHeight = y - ReactionsConstants.messageGap + ReactionsConstants.listInset
    scroll.resize(contentHeight: contentHeight, viewportHeight: viewport.height)
    // The bar was placed for the old window: drop it, and any press in progress.
    bar = nil
    _ = longPress.cancel()
    pressedBubble = nil
    pressedChip = nil
    _ = chipTap.cancel()
    refreshPressTint()
  }

  // MARK: Coordinates and hit testing

  /// Content coordinates → window points: add this.
  var contentOffset: Vec2 { Vec2(0, viewport.minY - scroll.offset) }

  /// Bubble `i` in window points.
  public func bubbleRect(_ i: Int) -> Rect { bubbles[i].rect.offsetBy(contentOffset) }

  /// The band of the window the list is seen in: the viewport's rows, the window's width.
  var listClip: Rect { Rect(x: 0, y: viewport.minY, width: size.width, height: viewport.height) }

  /// Bubble `i` as drawn lifted by `amount` (0…1: grown about its centre by up to
  /// `ReactionsConstants.liftScale`), the part seen in the list, in window points.
  public func liftedRect(_ i: Int, amount: Float) -> Rect {
    let r = bubbleRect(i)
    let s = 1 + (ReactionsConstants.liftScale - 1) * amount
    let lifted = Rect(
      x: r.midX - r.width * s / 2, y: r.midY - r.height * s / 2, width: r.width * s,
      height: r.height * s)
    return lifted.intersection(listClip) ?? lifted
  }

  /// What the reaction bar must not cover: message `i` fully lifted, down to the bottom of
  /// its chip row when it has chips (they are its reactions), the part seen in the list, in
  /// window points.
  public func barAnchor(_ i: Int) -> Rect {
    let lifted = liftedRect(i, amount: 1)
    guard !bubbles[i].tally.chips.isEmpty else { return lifted }
    let chipsBottom = bubbles[i].chipAnchor.y + contentOffset.y + ReactionsConstants.chipHeight
    let bottom = min(max(lifted.maxY, chipsBottom), listClip.maxY)
    return Rect(x: lifted.minX, y: lifted.minY, width: lifted.width, height: bottom - lifted.minY)
  }

  /// How far the message of the open bar is lifted, 0…1 (it follows the bar's fade).
  var liftAmount: Float { bar.map { $0.opacity } ?? 0 }

  /// Whether the open bar holds the pointer and keys: nothing else on screen may react.
  public var isModal: Bool { bar.map { !$0.isClosing } ?? false }

  /// The message under a window point (inside the visible list), if any.
  public func bubble(at p: Vec2) -> Int? {
    guard viewport.contains(p) else { return nil }
    let q = p - contentOffset
    return bubbles.firstIndex { $0.rect.contains(q) }
  }

  /// The chip under a window point: its message and emoji.
  public func chip(at p: Vec2) -> (bubble: Int, emoji: String)? {
    guard viewport.contains(p) else { return nil }
    let q = p - contentOffset
    for (i, b) in bubbles.enumerated() {
      if let e = b.chipEmoji(at: q) { return (i, e) }
    }
    return nil
  }

  // MARK: Input

  public mutating func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointer(let p):
      pointer = p.position
      if p.phase == .down {
        // The live tunables, taken when a press starts (never mid-press).
        longPress.minimumDuration = context.tuning.longPressDelay
        longPress.slop = context.tuning.longPressSlop
      }
      if let b = bar, b.mode == .tapToPick { return handleTapMode(p) }
      return handlePointer(p)
    case .wheel(let d):
      if bar.map({ !$0.isClosing }) == true { return true }
      guard scroll.isScrollable else { return false }
      if longPress.state != .idle { process(longPress.cancel()) }
      scroll.scroll(by: -d.y * ReactionsConstants.wheelStep, animated: true)
      return true
    case .key(let k) where k.isDown:
      return handleKey(k)
    case .focusLost:
      process(longPress.cancel())
      cancelBar()
      pressedChip = nil
      _ = chipTap.cancel()
      return false
    case .pointerExited:
      // Only a press in progress is cancelled; an open tap-to-pick bar stays.
      process(longPress.handle(event))
      pressedChip = nil
      _ = chipTap.cancel()
      return false
    default:
      return false
    }
  }

  private mutating func handlePointer(_ p: PointerEvent) -> Bool {
    switch p.phase {
    case .down:
      guard p.button == .primary else { return false }
      if bar?.mode == .dragging { cancelBar() }  // The release was lost.
      if let b = bubble(at: p.position) {
        pressedBubble = b
        if tintedBubble != b {
          tintedBubble = b
          pressTint.snap(to: 0)
        }
        process(longPress.handle(p))
        refreshPressTint()
        return true
      }
      if let c = chip(at: p.position) {
        pressedChip = (c.bubble, c.emoji)
        _ = chipTap.handle(p)
        return true
      }
      return false
    case .move:
      _ = chipTap.handle(p)
      let wasTracking = longPress.state != .idle
      process(longPress.handle(p))
      refreshPressTint()
      return wasTracking
    case .up:
      guard p.button == .primary else { return false }
      if let c = pressedChip {
        pressedChip = nil
        if case .tapped(let at) = chipTap.handle(p),
          let now = chip(at: at), now.bubble == c.bubble, now.emoji == c.emoji
        {
          bubbles[c.bubble].pick(c.emoji, animated: false, metrics: context.metrics)
        }
        return true
      }
      let wasTracking = longPress.state != .idle
      process(longPress.handle(p))
      pressedBubble = nil
      refreshPressTint()
      return wasTracking
    }
  }

  /// The bar stays open after a hold released in place: hover highlights, a click on an icon
  /// picks it, a press anywhere else closes the bar.
  private mutating func handleTapMode(_ p: PointerEvent) -> Bool {
    guard let b = bar else { return false }
    let icon = b.iconForClick(at: p.position)
    switch p.phase {
    case .down:
      guard p.button == .primary else { return true }
      pressOnBar = icon != nil
      if icon == nil { cancelBar() }
    case .move:
      bar!.highlight(icon)
    case .up:
      guard p.button == .primary, pressOnBar else { return true }
      pressOnBar = false
      if let i = icon {
        bar!.highlight(i)
        pick(i)
      }
    }
    return true
  }

  private mutating func handleKey(_ k: KeyEvent) -> Bool {
    let open = bar.map { !$0.isClosing } ?? false
    switch k.key {
    case .escape:
      if open {
        cancelBar()
        return true
      }
      if longPress.state != .idle {
        process(longPress.cancel())
        return true
      }
      return false
    case .left, .right:
      guard open else { return false }
      // The arrow's way on screen: the bar is mirrored in a right-to-left interface.
      let towardsStart = (k.key == .left) != frame.isRightToLeft
      bar!.moveHighlight(by: towardsStart ? -1 : 1)
      return true
    case .enter, .space:
      guard open else { return false }
      if let h = bar!.highlighted { pick(h) }
      return true
    default:
      return open
    }
  }

  /// Acts on what the long-press recognizer reports.
  private mutating func process(_ output: LongPressRecognizer.Output?) {
    guard let output else { return }
    switch output {
    case .began(let at):
      guard let b = pressedBubble, !context.content.reactions.isEmpty else { return }
      bar = ReactionBarSession(
        bubble: b, emoji: context.content.reactions, anchor: barAnchor(b),
        pressPoint: at, windowSize: size, safeTop: viewport.minY,
        preferredSpan: viewport.minX...viewport.maxX, reducedMotion: context.reducedMotion,
        style: context.tuning.barStyle, slop: longPress.slop,
        fadeSpring: context.tuning.hintFadeSpring)
    case .changed(let p):
      bar?.drag(to: p)
    case .ended(let p):
      guard var b = bar, b.mode == .dragging else { return }
      b.drag(to: p)
      if !b.hasDragged {
        b.enterTapMode()
        bar = b
      } else if let h = b.highlighted {
        bar = b
        pick(h)
      } else {
        bar = b
        cancelBar()
      }
    case .cancelled:
      if bar?.mode == .dragging { cancelBar() }
      pressedBubble = nil
    }
    refreshPressTint()
  }

  // MARK: Outcomes

  /// Picks icon `index` of the open bar for its message: the model changes now; the emoji
  /// flies to the chip row (which updates when it lands); the bar closes.
  private mutating func pick(_ index: Int) {
    guard var b = bar, !b.isClosing, b.emoji.indices.contains(index) else { return }
    let emoji = b.emoji[index]
    let animated = !context.reducedMotion
    let from = b.iconFrame(index)
    let change = bubbles[b.bubble].pick(emoji, animated: animated, metrics: context.metrics)
    var flown: Int? = nil
    switch change {
    case .added(let e), .changed(_, let e):
      if animated {
        flights.append(
          ReactionFlight(
            bubble: b.bubble, emoji: e, start: from.center, startSize: from.width,
            duration: context.tuning.flightDuration, easing: context.tuning.flightEasing))
        flown = index
      }
    case .removed:
      break
    }
    b.close(flown: flown)
    bar = b
    lastOutcome = .picked(bubble: b.bubble, change: change)
    revealChips(of: b.bubble, animated: animated)
    refreshPressTint()
  }

  /// Scrolls the list, if need be, so that message `i`'s chip row is in view (a message
  /// taller than a small window hides it): a pick always shows where it lands. The flight
  /// follows the scroll, as it aims at the chip in content coordinates.
  private mutating func revealChips(of i: Int, animated: Bool) {
    let inset = ReactionsConstants.listInset
    let top = bubbles[i].chipAnchor.y - inset
    let bottom = bubbles[i].chipAnchor.y + ReactionsConstants.chipHeight + inset
    let shown = scroll.targetOffset
    if bottom > shown + viewport.height {
      scroll.scroll(to: min(top, bottom - viewport.height), animated: animated)
    } else if top < shown {
      scroll.scroll(to: top, animated: animated)
    }
  }

  /// Closes the open bar without picking.
  private mutating func cancelBar() {
    guard var b = bar, !b.isClosing else { return }
    b.close()
    bar = b
    lastOutcome = .cancelled(bubble: b.bubble)
    refreshPressTint()
  }

  /// The pressed message is tinted while its press is timed (once the bar is open, the scrim
  /// behind it sets the message apart instead).
  private mutating func refreshPressTint() {
    var held = false
    if case .pending = longPress.state, pressedBubble == tintedBubble { held = true }
    pressTint.setTarget(held ? 1 : 0)
  }

  // MARK: Time

  public mutating func update(_ frameContext: FrameContext) {
    let dt = frameContext.dt
    process(longPress.advance(dt: dt))
    if tuningGeneration != context.tuning.generation {
      tuningGeneration = context.tuning.generation
      pressTint.spring = context.tuning.pressSpring
      for k in bubbles.indices { bubbles[k].setChipSpring(context.tuning.chipSpring) }
    }
    if bar != nil {
      bar!.restyle(context.tuning.barStyle, fadeSpring: context.tuning.hintFadeSpring)
      bar!.update(dt: dt)
      if bar!.isFinished { bar = nil }
    }
    var i = flights.count - 1
    while i >= 0 {
      flights[i].update(dt: dt)
      if flights[i].timeLeft <= ReactionsConstants.chipLeadTime {
        bubbles[flights[i].bubble].beginArrival(flights[i].emoji, metrics: context.metrics)
      }
      if flights[i].hasLanded {
        let f = flights.remove(at: i)
        bubbles[f.bubble].arrive(f.emoji, metrics: context.metrics)
      }
      i -= 1
    }
    for k in bubbles.indices where bubbles[k].chips.isAnimating { bubbles[k].update(dt: dt) }
    scroll.spring = context.tuning.scrollSpring
    scroll.update(dt: dt)
    pressTint.update(dt: dt)
  }

  public var isAnimating: Bool {
    if case .pending = longPress.state { return true }
    if bar?.isAnimating == true || !flights.isEmpty || scroll.isAnimating { return true }
    if !pressTint.isSettled { return true }
    return bubbles.contains { $0.chips.isAnimating }
  }

  public var cursor: CursorShape {
    if let b = bar, !b.isClosing {
      return b.mode == .tapToPick && b.iconForClick(at: pointer) != nil ? .hand : .arrow
    }
    return bubble(at: pointer) != nil || chip(at: pointer) != nil ? .hand : .arrow
  }

  // MARK: Dump

  public func layoutDump() -> [(String, JSONValue)] {
    let off = contentOffset
    let bubbleDump: [JSONValue] = bubbles.indices.map { i in
      let b = bubbles[i]
      return .object([
        ("id", .number(Double(i))),
        ("side", .string(b.message.side.rawValue)),
        ("rect", .rect(b.rect.offsetBy(off))),
        (
          "chips",
          .array(
            b.restingChipFrames().map { c in
              .object([
                ("emoji", .string(c.emoji)), ("count", .number(Double(c.count))),
                ("rect", .rect(c.frame.offsetBy(off))),
              ])
            })
        ),
        ("userReaction", b.tally.userReaction.map { .string($0) } ?? .null),
      ])
    }
    return [
      ("header", .rect(header.bounds)),
      ("viewport", .rect(viewport)),
      ("scrollOffset", .number(Double(scroll.offset))),
      ("bubbles", .array(bubbleDump)),
      ("bar", barDump()),
      ("flights", .number(Double(flights.count))),
    ]
  }

  private func barDump() -> JSONValue {
    guard let b = bar else {
      return .object([("open", .bool(false)), ("state", .string("closed"))])
    }
    return .object([
      ("open", .bool(!b.isClosing)),
      ("state", .string(b.mode.rawValue)),
      ("bubble", .number(Double(b.bubble))),
      ("placement", .string(b.geometry.placement == .above ? "above" : "below")),
      ("rect", .rect(b.geometry.barRect)),
      (
        "bubbleRect", .rect(b.geometry.movedAnchor.intersection(listClip) ?? b.geometry.movedAnchor)
      ),
      (
        "icons",
        .array(
          b.emoji.indices.map { i in
            .object([("emoji", .string(b.emoji[i])), ("rect", .rect(b.geometry.iconRect(i)))])
          })
      ),
      ("highlighted", b.highlighted.map { .number(Double($0)) } ?? .null),
    ])
  }
}
