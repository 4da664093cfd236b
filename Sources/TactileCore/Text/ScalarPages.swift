/// A value for each scalar of the Basic Multilingual Plane (U+0000…U+FFFF), kept in pages of
/// 256 scalars made on the first write to them: a lookup as direct as an array's, with memory
/// only for the blocks a text uses (a page of Latin, one of Devanagari…).
struct ScalarPages<Element> {
  /// Scalars at or above this have no entry.
  static var limit: Int { 0x10000 }

  private var pages: [[Element]?] = Array(repeating: nil, count: 256)
  /// The value of every scalar never written.
  private let empty: Element

  init(empty: Element) { self.empty = empty }

  /// The value of scalar `v` (`0 ≤ v < limit`).
  subscript(v: Int) -> Element {
    @inline(__always) get {
      guard let page = pages[v >> 8] else { return empty }
      return page[v & 0xFF]
    }
    set {
      if pages[v >> 8] == nil { pages[v >> 8] = Array(repeating: empty, count: 256) }
      pages[v >> 8]![v & 0xFF] = newValue
    }
  }
}
