/// The pages of the deck, in order.
public enum PageKind: Int, CaseIterable, Sendable {
  case spoilers, reactions, todo, about

  /// The name used on the command line (`--page`) and in `--dump-layout`.
  public var name: String {
    switch self {
    case .spoilers: "spoilers"
    case .reactions: "reactions"
    case .todo: "todo"
    case .about: "about"
    }
  }

  public var title: String {
    switch self {
    case .spoilers: "Spoilers"
    case .reactions: "Reactions"
    case .todo: "To-do"
    case .about: "About"
    }
  }

  public init?(name: String) {
    guard let k = PageKind.allCases.first(where: { $0.name == name.lowercased() }) else {
      return nil
    }
    self = k
  }

  /// The page `offset` steps away, wrapping around the deck.
  public func advanced(by offset: Int) -> PageKind {
    let n = PageKind.allCases.count
    return PageKind(rawValue: ((rawValue + offset) % n + n) % n)!
  }
}
