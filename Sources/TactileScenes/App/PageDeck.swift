import TactileCore

/// The four pages and which one is shown. Stores each page as its concrete type (no
/// existential per call) and routes by `PageKind`.
public struct PageDeck {
  public private(set) var current: PageKind
  public var spoilers: SpoilersPage
  public var reactions: ReactionsPage
  public var todo: TodoPage
  public var about: AboutPage
  private var size = Size(1280, 800)
  private let theme: Theme

  public init(context: SceneContext, start: PageKind) {
    current = start
    theme = context.theme
    spoilers = SpoilersPage(context: context)
    reactions = ReactionsPage(context: context)
    todo = TodoPage(context: context)
    about = AboutPage(context: context)
  }

  public mutating func layout(size: Size) {
    self.size = size
    spoilers.layout(size: size)
    reactions.layout(size: size)
    todo.layout(size: size)
    about.layout(size: size)
  }

  public mutating func show(_ kind: PageKind) { current = kind }

  /// Advances every page's animations (pages off screen settle too, so nothing jumps later).
  public mutating func update(dt: Double) {
    spoilers.update(dt: dt)
    reactions.update(dt: dt)
    todo.update(dt: dt)
    about.update(dt: dt)
  }

  public mutating func handle(_ event: InputEvent) -> Bool {
    switch current {
    case .spoilers: spoilers.handle(event)
    case .reactions: reactions.handle(event)
    case .todo: todo.handle(event)
    case .about: about.handle(event)
    }
  }

  public func draw(_ kind: PageKind, into list: inout DrawList) {
    switch kind {
    case .spoilers: spoilers.draw(into: &list)
    case .reactions: reactions.draw(into: &list)
    case .todo: todo.draw(into: &list)
    case .about: about.draw(into: &list)
    }
  }

  public var isAnimating: Bool {
    spoilers.isAnimating || reactions.isAnimating || todo.isAnimating || about.isAnimating
  }

  public var cursor: CursorShape {
    switch current {
    case .spoilers: spoilers.cursor
    case .reactions: reactions.cursor
    case .todo: todo.cursor
    case .about: about.cursor
    }
  }

  public func layoutDump(_ kind: PageKind) -> [(String, JSONValue)] {
    switch kind {
    case .spoilers: spoilers.layoutDump()
    case .reactions: reactions.layoutDump()
    case .todo: todo.layoutDump()
    case .about: about.layoutDump()
    }
  }

  /// The page dots at the bottom centre: one per page, the current one filled.
  public func drawPageDots(into list: inout DrawList) {
    let n = PageKind.allCases.count
    let spacing: Float = 16
    let radius: Float = 4
    let x0 = size.width / 2 - spacing * Float(n - 1) / 2
    let y = size.height - 24
    for k in PageKind.allCases {
      let c = Vec2(x0 + spacing * Float(k.rawValue), y)
      if k == current {
        list.fillCircle(center: c, radius: radius, color: theme.text.withOpacity(0.9))
      } else {
        list.fillCircle(center: c, radius: radius, color: theme.text.withOpacity(0.25))
      }
    }
  }

  /// The page dot of `kind`, for clicks.
  public func pageDotRect(_ kind: PageKind) -> Rect {
    let n = PageKind.allCases.count
    let spacing: Float = 16
    let x0 = size.width / 2 - spacing * Float(n - 1) / 2
    let c = Vec2(x0 + spacing * Float(kind.rawValue), size.height - 24)
    return Rect(x: c.x - 8, y: c.y - 8, width: 16, height: 16)
  }
}
