import TactileCore

extension ScrollState {
  /// The keys that scroll a page's content: Page Down / Page Up a page step, Home / End to its
  /// start / end. False for another key, or with nothing to scroll.
  public mutating func scroll(forKey key: Key, animated: Bool) -> Bool {
    guard key == .home || key == .end else { return scrollPage(for: key, animated: animated) }
    guard isScrollable else { return false }
    scroll(to: key == .home ? 0 : maxOffset, animated: animated)
    return true
  }
}
