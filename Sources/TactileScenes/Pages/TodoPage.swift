import TactileCore

/// The To-do page.
public struct TodoPage: Page {
  private var context: SceneContext
  private var size = Size(1280, 800)
  private let header = PageHeader(
    title: "To-do",
    subtitle: "Click an item to strike it through. Double-click to edit.")

  public init(context: SceneContext) { self.context = context }

  public mutating func layout(size: Size) { self.size = size }
  public mutating func update(dt: Double) {}
  public mutating func handle(_ event: InputEvent) -> Bool { false }
  public var isAnimating: Bool { false }
  public var cursor: CursorShape { .arrow }

  public mutating func draw(into list: inout DrawList) {
    list.fillRect(
      Rect(origin: .zero, size: size), color: context.theme.background(of: PageKind.todo.rawValue))
    header.draw(into: &list, theme: context.theme, metrics: context.metrics)
  }

  public func layoutDump() -> [(String, JSONValue)] { [] }
}
