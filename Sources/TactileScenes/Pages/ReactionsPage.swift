import TactileCore

/// The Reactions page.
public struct ReactionsPage: Page {
  private var context: SceneContext
  private var size = Size(1280, 800)
  private let header = PageHeader(
    title: "Reactions",
    subtitle: "Press and hold a message, drag across the bar, release to pick.")

  public init(context: SceneContext) { self.context = context }

  public mutating func layout(size: Size) { self.size = size }
  public mutating func update(dt: Double) {}
  public mutating func handle(_ event: InputEvent) -> Bool { false }
  public var isAnimating: Bool { false }
  public var cursor: CursorShape { .arrow }

  public mutating func draw(into list: inout DrawList) {
    list.fillRect(
      Rect(origin: .zero, size: size), color: context.theme.background(of: PageKind.reactions.rawValue))
    header.draw(into: &list, theme: context.theme, metrics: context.metrics)
  }

  public func layoutDump() -> [(String, JSONValue)] { [] }
}
