import TactileCore

/// How the Reactions page reads the pointer and the keys. A press held on a message
/// (`LongPressRecognizer`: `holdDuration`, within `holdSlop`) asks for the reaction bar;
/// dragging across the open bar highlights, releasing over an icon picks it, away from the bar
/// cancels; a hold released in place keeps the bar open (tap-to-pick): hovering highlights, a
/// click on an icon picks it, a press elsewhere closes it, Left / Right / Enter / Space pick
/// from the keyboard and Esc closes. A click on a chip (`TapRecognizer`) toggles that reaction.
///
/// It holds the open bar (`ReactionBarSession`), the tint of the message being held and what
/// the last bar did (`lastOutcome`). What needs the page — a bar placed by its message, a
/// pick, a chip's toggle — it asks for with a `Request`, which the page carries out
/// (`open(_:)`, `finishPick(_:flown:)`). Time passes only through `advance(dt:)` and
/// `update(dt:barStyle:fadeSpring:)`. Points are window points.
public struct ReactionsInteraction {
  /// What a finished bar did, for tests and the dump.
  public enum Outcome: Equatable, Sendable {
    case picked(bubble: Int, change: ReactionTally.Change)
    case cancelled(bubble: Int)
  }

  /// What the page must do for the interaction.
  public enum Request: Equatable, Sendable {
    /// The hold on message `bubble` fired with the pointer at `at`: open a bar for it
    /// (`open(_:)`), or do nothing when there is nothing to pick.
    case openBar(bubble: Int, at: Vec2)
    /// Pick icon `icon` of the open bar, then `finishPick(_:flown:)`.
    case pick(icon: Int)
    /// A click on message `bubble`'s chip for `emoji`.
    case toggleChip(bubble: Int, emoji: String)
  }

  /// What lies under a pointer event: the message and the chip there (the page's hit testing).
  public struct Hit {
    public var bubble: Int?
    public var chip: (bubble: Int, emoji: String)?

    public init(bubble: Int? = nil, chip: (bubble: Int, emoji: String)? = nil) {
      self.bubble = bubble
      self.chip = chip
    }
  }

  /// The open (or closing) reaction bar.
  public private(set) var bar: ReactionBarSession?
  /// What the last finished bar did.
  public private(set) var lastOutcome: Outcome?
  /// Where the pointer was last seen.
  public private(set) var pointer = Vec2(-1, -1)
  /// The message tinted while it is held, and the tint (0…1, on `pressSpring`).
  public private(set) var tintedBubble: Int?
  public private(set) var pressTint = SpringValue<Float>(
    value: 0, spring: ReactionsConstants.pressSpring, restDisplacement: 1e-3)
  /// Seconds a press must be held and points it may wander before the bar opens; taken when
  /// a press starts (never mid-press).
  public var holdDuration = GestureThresholds.longPressDuration
  public var holdSlop = GestureThresholds.longPressSlop

  private var longPress = LongPressRecognizer()
  /// The message under the press the long-press recognizer is timing.
  private var pressedBubble: Int?
  /// A press on a chip: which one; `chipTap` tells whether it ends in a click.
  private var pressedChip: (bubble: Int, emoji: String)?
  private var chipTap = TapRecognizer()
  /// In tap-to-pick mode, whether the current press went down on the bar.
  private var pressOnBar = false

  public init() {}

  /// Whether the open bar holds the pointer and keys: nothing else on screen may react.
  public var isModal: Bool { bar.map { !$0.isClosing } ?? false }

  /// The slop of the press being timed, points, for its pointer (an open bar follows the
  /// pointer past it).
  public var slop: Float { longPress.pressSlop }

  /// The spring of the press tint (a tuning change).
  public var pressSpring: Spring {
    get { pressTint.spring }
    set { pressTint.spring = newValue }
  }

  /// Whether a press is being timed.
  public var isTimingPress: Bool {
    if case .pending = longPress.state { return true }
    return false
  }

  public var isAnimating: Bool {
    isTimingPress || bar?.isAnimating == true || !pressTint.isSettled
  }

  // MARK: Input

  /// Takes `event` over `hit`; in a right-to-left interface (`rightToLeft`) the arrows move
  /// the other way along the (mirrored) bar. Returns whether the event was used, and what the
  /// page must do. The wheel is the page's (see `cancelPress()`).
  public mutating func handle(_ event: InputEvent, over hit: Hit, rightToLeft: Bool) -> (
    used: Bool, request: Request?
  ) {
    switch event {
    case .pointer(let p):
      pointer = p.position
      if p.phase == .down {
        longPress.minimumDuration = holdDuration
        longPress.slop = holdSlop
      }
      if let b = bar, b.mode == .tapToPick { return handleTapMode(p) }
      return handlePointer(p, over: hit)
    case .key(let k) where k.isDown:
      return handleKey(k, rightToLeft: rightToLeft)
    case .focusLost:
      let request = process(longPress.cancel())
      cancelBar()
      pressedChip = nil
      _ = chipTap.cancel()
      return (false, request)
    case .pointerExited:
      // Only a press in progress is cancelled; an open tap-to-pick bar stays.
      let request = process(longPress.handle(event))
      pressedChip = nil
      _ = chipTap.cancel()
      return (false, request)
    default:
      return (false, nil)
    }
  }

  /// Abandons the press being timed or followed (the list scrolls under it).
  public mutating func cancelPress() {
    if longPress.state != .idle { _ = process(longPress.cancel()) }
  }

  private mutating func handlePointer(_ p: PointerEvent, over hit: Hit) -> (Bool, Request?) {
    switch p.phase {
    case .down:
      guard p.button == .primary else { return (false, nil) }
      if bar?.mode == .dragging { cancelBar() }  // The release was lost.
      if let b = hit.bubble {
        pressedBubble = b
        if tintedBubble != b {
          tintedBubble = b
          pressTint.snap(to: 0)
        }
        let request = process(longPress.handle(p))
        refreshPressTint()
        return (true, request)
      }
      if let c = hit.chip {
        pressedChip = c
        _ = chipTap.handle(p)
        return (true, nil)
      }
      return (false, nil)
    case .move:
      _ = chipTap.handle(p)
      let wasTracking = longPress.state != .idle
      let request = process(longPress.handle(p))
      refreshPressTint()
      return (wasTracking, request)
    case .up:
      guard p.button == .primary else { return (false, nil) }
      if let c = pressedChip {
        pressedChip = nil
        if case .tapped = chipTap.handle(p), let now = hit.chip, now.bubble == c.bubble,
          now.emoji == c.emoji
        {
          return (true, .toggleChip(bubble: c.bubble, emoji: c.emoji))
        }
        return (true, nil)
      }
      let wasTracking = longPress.state != .idle
      let request = process(longPress.handle(p))
      pressedBubble = nil
      refreshPressTint()
      return (wasTracking, request)
    }
  }

  /// The bar stays open after a hold released in place: hover highlights, a click on an icon
  /// picks it, a press anywhere else closes the bar.
  private mutating func handleTapMode(_ p: PointerEvent) -> (Bool, Request?) {
    guard let b = bar else { return (false, nil) }
    let icon = b.iconForClick(at: p.position)
    switch p.phase {
    case .down:
      guard p.button == .primary else { return (true, nil) }
      pressOnBar = icon != nil
      if icon == nil { cancelBar() }
    case .move:
      bar!.highlight(icon)
    case .up:
      guard p.button == .primary, pressOnBar else { return (true, nil) }
      pressOnBar = false
      if let i = icon {
        bar!.highlight(i)
        return (true, .pick(icon: i))
      }
    }
    return (true, nil)
  }

  private mutating func handleKey(_ k: KeyEvent, rightToLeft: Bool) -> (Bool, Request?) {
    let open = isModal
    switch k.key {
    case .escape:
      if open {
        cancelBar()
        return (true, nil)
      }
      if longPress.state != .idle { return (true, process(longPress.cancel())) }
      return (false, nil)
    case .left, .right:
      guard open else { return (false, nil) }
      // The arrow's way on screen: the bar is mirrored in a right-to-left interface.
      let towardsStart = (k.key == .left) != rightToLeft
      bar!.moveHighlight(by: towardsStart ? -1 : 1)
      return (true, nil)
    case .enter, .space:
      guard open else { return (false, nil) }
      return (true, bar!.highlighted.map { .pick(icon: $0) })
    default:
      return (open, nil)
    }
  }

  /// Acts on what the long-press recognizer reports.
  private mutating func process(_ output: LongPressRecognizer.Output?) -> Request? {
    guard let output else { return nil }
    var request: Request?
    switch output {
    case .began(let at):
      if let b = pressedBubble { request = .openBar(bubble: b, at: at) }
    case .changed(let p):
      bar?.drag(to: p)
    case .ended(let p):
      guard var b = bar, b.mode == .dragging else { return nil }
      b.drag(to: p)
      bar = b
      if !b.hasDragged {
        bar!.enterTapMode()
      } else if let h = b.highlighted {
        request = .pick(icon: h)
      } else {
        cancelBar()
      }
    case .cancelled:
      if bar?.mode == .dragging { cancelBar() }
      pressedBubble = nil
    }
    refreshPressTint()
    return request
  }

  // MARK: The bar

  /// Shows `bar`, made for the message of an `openBar` request.
  public mutating func open(_ bar: ReactionBarSession) { self.bar = bar }

  /// After a `pick` request: the bar closes, `flown` (the icon that flies to the message, if
  /// any) hidden from now on, and `change` is the outcome.
  public mutating func finishPick(_ change: ReactionTally.Change, flown: Int?) {
    guard var b = bar, !b.isClosing else { return }
    b.close(flown: flown)
    bar = b
    lastOutcome = .picked(bubble: b.bubble, change: change)
    refreshPressTint()
  }

  /// Closes the open bar without picking.
  private mutating func cancelBar() {
    guard var b = bar, !b.isClosing else { return }
    b.close()
    bar = b
    lastOutcome = .cancelled(bubble: b.bubble)
    refreshPressTint()
  }

  /// Drops the bar and any press in progress (the window changed under them).
  public mutating func reset() {
    bar = nil
    _ = longPress.cancel()
    pressedBubble = nil
    pressedChip = nil
    _ = chipTap.cancel()
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

  /// Lets `dt` seconds pass for the press being timed: asks for the bar when the hold fires.
  public mutating func advance(dt: Double) -> Request? { process(longPress.advance(dt: dt)) }

  /// Advances the bar, restyled with the tuning's `barStyle` and `fadeSpring` (and drops it
  /// once it has gone), and the press tint, by `dt` seconds.
  public mutating func update(dt: Double, barStyle: ReactionBarStyle, fadeSpring: Spring) {
    if bar != nil {
      bar!.restyle(barStyle, fadeSpring: fadeSpring)
      bar!.update(dt: dt)
      if bar!.isFinished { bar = nil }
    }
    pressTint.update(dt: dt)
  }
}
