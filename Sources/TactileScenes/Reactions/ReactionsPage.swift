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
/// The page coordinates three values: the `Chat` (messages, tallies, the user's reactions,
/// flights), the `ReactionsInteraction` (presses, the open bar) and the scroll; `ChatView`
/// draws them. While the bar is open the page is modal (`isModal`): the deck sends it every
/// pointer event and draws its overlay (`drawOverlay`) above the waves and the page dots.
///
/// Coordinates: messages live in *content coordinates* (window x; y from the top of the
/// scrolled list); the list shows at `viewport.minY − scroll.offset`. The bar and the hint are
/// in window coordinates.
public struct ReactionsPage: Page {
  public typealias Outcome = ReactionsInteraction.Outcome

  public static let kind = PageKind.reactions
  var context: SceneContext
  public internal(set) var frame: PageFrame
  var size: Size { frame.size }
  /// The chat's fonts for the frame's size class.
  public private(set) var type = ReactionsType.regular
  var header = PageHeader(
    title: "Reactions",
    subtitle: "Press and hold a message, drag across the bar, release to pick.")

  /// The messages with their reactions, and the emoji in flight.
  public private(set) var chat: Chat
  /// Presses, the open bar and what it did.
  public private(set) var interaction = ReactionsInteraction()
  public private(set) var viewport = Rect.zero
  public private(set) var scroll = ScrollState()
  /// The tuning's generation the chips' and the press tint's springs were last taken from
  /// (nil: not yet).
  private var tuningGeneration: UInt64?

  public var bubbles: [ChatBubble] { chat.bubbles }
  public var flights: [ReactionFlight] { chat.flights }
  /// The open (or closing) reaction bar.
  public var bar: ReactionBarSession? { interaction.bar }
  /// What the last finished bar did.
  public var lastOutcome: Outcome? { interaction.lastOutcome }

  public init(context: SceneContext, frame: PageFrame) {
    self.context = context
    self.frame = frame
    chat = Chat(metrics: context.metrics)
    layout(frame)
  }

  // MARK: Layout

  public mutating func layout(_ frame: PageFrame) {
    self.frame = frame
    type = ReactionsType(frame.type)
    viewport = frame.viewport(below: header.layout(frame, metrics: context.metrics))
    let contentHeight = chat.layout(
      columnMinX: viewport.minX, columnWidth: viewport.width, type: type,
      direction: frame.direction, pixelScale: frame.pixelScale)
    scroll.resize(contentHeight: contentHeight, viewportHeight: viewport.height)
    // The bar was placed for the old window: drop it, and any press in progress.
    interaction.reset()
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
  public var isModal: Bool { interaction.isModal }

  /// The message under a window point (inside the visible list), if any.
  public func bubble(at p: Vec2) -> Int? {
    guard viewport.contains(p) else { return nil }
    return chat.bubble(at: p - contentOffset)
  }

  /// The chip under a window point: its message and emoji.
  public func chip(at p: Vec2) -> (bubble: Int, emoji: String)? {
    guard viewport.contains(p) else { return nil }
    return chat.chip(at: p - contentOffset)
  }

  // MARK: Input

  public mutating func handle(_ event: InputEvent) -> Bool {
    if case .wheel(let d) = event {
      if interaction.isModal { return true }
      guard scroll.isScrollable else { return false }
      interaction.cancelPress()
      scroll.scroll(by: -d.y * ReactionsConstants.wheelStep, animated: true)
      return true
    }
    var hit = ReactionsInteraction.Hit()
    if case .pointer(let p) = event {
      hit = ReactionsInteraction.Hit(bubble: bubble(at: p.position), chip: chip(at: p.position))
    }
    // The live tunables, which the interaction takes when a press starts.
    interaction.holdDuration = context.tuning.longPressDelay
    interaction.holdSlop = context.tuning.longPressSlop
    let (used, request) = interaction.handle(event, over: hit, rightToLeft: frame.isRightToLeft)
    perform(request)
    return used
  }

  /// Carries out what the interaction asks for.
  private mutating func perform(_ request: ReactionsInteraction.Request?) {
    switch request {
    case .openBar(let b, let at):
      guard !context.content.reactions.isEmpty else { return }
      interaction.open(
        ReactionBarSession(
          bubble: b, emoji: context.content.reactions, anchor: barAnchor(b),
          pressPoint: at, windowSize: size, safeTop: viewport.minY,
          preferredSpan: viewport.minX...viewport.maxX, reducedMotion: context.reducedMotion,
          style: context.tuning.barStyle, slop: interaction.slop,
          fadeSpring: context.tuning.hintFadeSpring))
    case .pick(let index):
      pick(index)
    case .toggleChip(let b, let emoji):
      chat.toggle(emoji, on: b)
    case nil:
      break
    }
  }

  /// Picks icon `index` of the open bar for its message: the model changes now; the emoji
  /// flies to the chip row (which updates when it lands); the bar closes.
  private mutating func pick(_ index: Int) {
    guard let b = bar, !b.isClosing, b.emoji.indices.contains(index) else { return }
    let animated = !context.reducedMotion
    let launch = Chat.Launch(
      icon: b.iconFrame(index), duration: context.tuning.flightDuration,
      easing: context.tuning.flightEasing)
    let (change, flies) = chat.pick(b.emoji[index], on: b.bubble, launch: animated ? launch : nil)
    interaction.finishPick(change, flown: flies ? index : nil)
    revealChips(of: b.bubble, animated: animated)
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

  // MARK: Time

  public mutating func update(_ frameContext: FrameContext) {
    let dt = frameContext.dt
    perform(interaction.advance(dt: dt))
    if tuningGeneration != context.tuning.generation {
      tuningGeneration = context.tuning.generation
      interaction.pressSpring = context.tuning.pressSpring
      chat.setChipSpring(context.tuning.chipSpring)
    }
    interaction.update(
      dt: dt, barStyle: context.tuning.barStyle, fadeSpring: context.tuning.hintFadeSpring)
    chat.update(dt: dt)
    scroll.spring = context.tuning.scrollSpring
    scroll.update(dt: dt)
  }

  public var isAnimating: Bool {
    interaction.isAnimating || chat.isAnimating || scroll.isAnimating
  }

  public var cursor: CursorShape {
    let pointer = interaction.pointer
    if let b = bar, !b.isClosing {
      return b.mode == .tapToPick && b.iconForClick(at: pointer) != nil ? .hand : .arrow
    }
    return bubble(at: pointer) != nil || chip(at: pointer) != nil ? .hand : .arrow
  }

  // MARK: Drawing

  /// The chat as it is drawn now.
  var view: ChatView {
    ChatView(
      chat: chat, type: type, frame: frame, viewport: viewport, offset: contentOffset,
      metrics: context.metrics, tintedBubble: interaction.tintedBubble,
      pressTint: interaction.pressTint.value)
  }

  public mutating func draw(into list: inout DrawList, _ frameContext: FrameContext) {
    view.draw(header: header, scroll: scroll, theme: frameContext.theme, into: &list)
  }

  /// What is drawn above the whole window (waves and page dots included) while a bar is open
  /// or an emoji flies: the page dims, the message lifts above the scrim, the bar floats
  /// beside it.
  public func drawOverlay(into list: inout DrawList, _ frameContext: FrameContext) {
    view.drawOverlay(bar: bar, theme: frameContext.theme, into: &list)
  }

  // MARK: Dump

  public func layoutDump() -> [(String, JSONValue)] {
    [
      ("header", .rect(header.bounds)),
      ("viewport", .rect(viewport)),
      ("scrollOffset", .number(Double(scroll.offset))),
      ("bubbles", chat.layoutDump(offset: contentOffset)),
      (
        "bar",
        bar?.layoutDump(listClip: listClip)
          ?? .object([("open", .bool(false)), ("state", .string("closed"))])
      ),
      ("flights", .number(Double(flights.count))),
    ]
  }
}
