/// Every page's colours, one per `PageKind` (a new page is a compile error here until it has
/// its own).
public struct PagePalettes: Sendable {
  public var spoilers: PagePalette
  public var reactions: PagePalette
  public var todo: PagePalette
  public var about: PagePalette

  public subscript(kind: PageKind) -> PagePalette {
    switch kind {
    case .spoilers: spoilers
    case .reactions: reactions
    case .todo: todo
    case .about: about
    }
  }
}
