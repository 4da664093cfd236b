extension Array where Element: FixedWidthInteger {
  /// Makes the array `count` zeros long, in its own storage when that is large enough (a
  /// uniquely referenced array then allocates nothing).
  mutating func resetToZeros(count: Int) {
    removeAll(keepingCapacity: true)
    append(contentsOf: repeatElement(0, count: count))
  }
}

/// How many elements to offer a C function that fills at most one per byte of `byteCount`
/// bytes of text, in an array of `capacity`: all the array's storage, and a little more when
/// it has none, but never more than the text could need.
func firstOffer(byteCount: Int, capacity: Int) -> Int {
  Swift.min(byteCount, Swift.max(capacity, 16))
}
