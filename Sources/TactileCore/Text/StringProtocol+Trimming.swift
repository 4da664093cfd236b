extension StringProtocol {
  /// The text without the white space (`Character.isWhitespace`: spaces, tabs, line ends) at
  /// either end; empty when there is nothing else.
  public func trimmingWhitespace() -> SubSequence {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return self[endIndex...] }
    return self[first...last]
  }
}
