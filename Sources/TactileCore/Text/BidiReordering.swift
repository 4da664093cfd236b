/// Rule L2 of the Unicode bidirectional algorithm: the visual order of the items of a line
/// from their embedding levels.
enum BidiReordering {
  /// Replaces `order` with the indices `0..<count` in visual order, left to right: from the
  /// highest level down to the lowest odd level, every maximal sequence of items at that
  /// level or higher is reversed.
  static func visualOrder(of count: Int, level: (Int) -> UInt8, into order: inout [Int]) {
    order.removeAll(keepingCapacity: true)
    order.append(contentsOf: 0..<count)
    var highest: UInt8 = 0
    var lowestOdd: UInt8 = .max
    for i in 0..<count {
      let l = level(i)
      highest = max(highest, l)
      if l & 1 == 1 { lowestOdd = min(lowestOdd, l) }
    }
    guard lowestOdd != .max else { return }
    var l = highest
    while l >= lowestOdd {
      var i = 0
      while i < count {
        guard level(order[i]) >= l else {
          i += 1
          continue
        }
        var j = i
        while j < count, level(order[j]) >= l { j += 1 }
        order[i..<j].reverse()
        i = j
      }
      l -= 1
    }
  }
}
