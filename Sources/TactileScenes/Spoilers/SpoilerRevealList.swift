/// Every spoiler's reveal, by spoiler index, kept sparsely: a spoiler hidden and still (the
/// state every spoiler starts in, and most stay in) takes no memory, so a text of hundreds of
/// thousands of spoilers costs only those the reader touched.
public struct SpoilerRevealList: RandomAccessCollection, Sendable {
  /// The reveals that are not hidden and still, by spoiler.
  private var touched: [Int: SpoilerReveal] = [:]
  public let count: Int

  /// `count` spoilers, all hidden.
  public init(count: Int) { self.count = Swift.max(count, 0) }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(i: Int) -> SpoilerReveal {
    get { touched[i] ?? SpoilerReveal() }
    set {
      precondition(indices.contains(i), "spoiler \(i) out of 0..<\(count)")
      touched[i] = newValue.phase == .hidden && !newValue.isAnimating ? nil : newValue
    }
  }

  /// The spoilers that are not hidden and still, in no particular order: what a pass over the
  /// revealed ones needs to look at.
  public var touchedIndices: Dictionary<Int, SpoilerReveal>.Keys { touched.keys }
}
