import TactileCore

/// The whole app's state: the deck of pages, global keys and the diagnostics overlay.
/// Platform-free: the executable feeds it events and time and executes its draw list.
public struct Playground {
  /// Something the platform must do in response to input.
  public enum Request: Equatable, Sendable {
    case saveScreenshot
  }

  public private(set) var context: SceneContext
  public var deck: PageDeck
  public var diagnostics = DiagnosticsOverlay()
  public private(set) var size: Size
  private var requests: [Request] = []

  public init(context: SceneContext, size: Size, start: PageKind = .spoilers) {
    self.context = context
    self.size = size
    deck = PageDeck(context: context, start: start)
    deck.layout(size: size)
  }

  /// Requests raised since the last call (e.g. F12), oldest first.
  public mutating func takeRequests() -> [Request] {
    defer { requests.removeAll(keepingCapacity: true) }
    return requests
  }

  public mutating func handle(_ event: InputEvent) {
    switch event {
    case .resize(let s):
      size = Size(max(1, s.width), max(1, s.height))
      deck.layout(size: size)
      return
    case .key(let k) where k.isDown:
      switch k.key {
      case .f1:
        diagnostics.isVisible.toggle()
        return
      case .f12:
        requests.append(.saveScreenshot)
        return
      default: break
      }
    default: break
    }
    if deck.handle(event) { return }
    // Keys the page did not use: deck navigation.
    if case .key(let k) = event, k.isDown {
      switch k.key {
      case .left: deck.swipe(.previous)
      case .right: deck.swipe(.next)
      case .character(let c):
        if let d = c.wholeNumberValue, (1...PageKind.allCases.count).contains(d) {
          deck.show(PageKind(rawValue: d - 1)!)
        }
      default: break
      }
    }
    if case .pointer(let p) = event, p.phase == .up {
      for k in PageKind.allCases where deck.pageDotRect(k).contains(p.position) {
        deck.show(k)
      }
    }
  }

  public mutating func update(dt: Double) { deck.update(dt: dt) }

  /// The output's pixel density changed (e.g. the window moved to a HiDPI screen): text is
  /// measured anew and CPU buffers are resized.
  public mutating func setPixelScale(_ scale: Float) {
    context.pixelScale = scale
    deck.spoilers.setPixelScale(scale)
    deck.layout(size: size)
  }

  public var isAnimating: Bool { deck.isAnimating }

  /// Problems found while the pages were created (e.g. a corrupt to-do list kept aside), one
  /// line each, for the app to print once.
  public var warnings: [String] { deck.todo.loadWarning.map { [$0] } ?? [] }
  public var cursor: CursorShape { deck.cursor }

  /// The frame: the current page, page dots, then the overlay.
  public mutating func draw(into list: inout DrawList) {
    list.reset()
    deck.drawWithSliders(into: &list)
    deck.drawPageDots(into: &list)
    diagnostics.liveParticles = deck.spoilers.field.liveCount
    diagnostics.draw(into: &list, size: size, theme: context.theme)
  }

  /// `--dump-layout`: the current page's name, the window size and its interactive regions.
  public func layoutDump() -> JSONValue {
    .object(
      [
        ("page", .string(deck.current.name)),
        (
          "size",
          .object([
            ("width", .number(Double(size.width))), ("height", .number(Double(size.height))),
          ])
        ),
        ("waves", deck.wavesDump()),
      ] + deck.layoutDump(deck.current))
  }
}
