import CTextBridge

/// How a paragraph's direction is chosen.
public enum BidiBase: Sendable {
  /// Left to right (paragraph level 0).
  case leftToRight
  /// Right to left (paragraph level 1).
  case rightToLeft
  /// From the paragraph's first strong character (outside isolates); left to right when it has
  /// none.
  case autoLeftToRight
  /// From the paragraph's first strong character; right to left when it has none.
  case autoRightToLeft

  var code: Int32 {
    switch self {
    case .leftToRight: Int32(TXBBidiBaseLTR)
    case .rightToLeft: Int32(TXBBidiBaseRTL)
    case .autoLeftToRight: Int32(TXBBidiBaseAutoLTR)
    case .autoRightToLeft: Int32(TXBBidiBaseAutoRTL)
    }
  }
}

/// The resolved embedding levels of a paragraph by the Unicode bidirectional algorithm, as ICU
/// implements it.
///
/// Its buffers grow to the longest paragraph analyzed and are reused. Not thread-safe: use one
/// per thread.
public final class BidiAnalyzer {
  private let handle: OpaquePointer

  /// Traps when out of memory.
  public init() {
    guard let handle = txb_bidi_open() else { fatalError("ICU cannot open a bidi object") }
    self.handle = handle
  }

  deinit { txb_bidi_close(handle) }

  /// Resolves the levels of ONE paragraph of UTF-8 text (split text at paragraph separators
  /// first) and returns its paragraph level (0 or 1). `starts` and `levels` are replaced by its
  /// runs of equal level in logical order: run i starts at byte offset `starts[i]` (the first
  /// at 0, ascending), ends where the next starts (the last at `utf8.count`), and has
  /// embedding level `levels[i]` (even: left to right). Empty text has no runs. Characters the
  /// algorithm removes have a level too: LRE, RLE, LRO and RLO that of the text they open, PDF
  /// that of the text it returns to, boundary neutrals (ZWJ...) that of their surroundings.
  /// A warm call whose answer fits in the arrays' capacities allocates nothing.
  /// Should ICU fail (out of memory), the text is one run at the level `base` implies or
  /// defaults to.
  public func runs(
    in utf8: UnsafeBufferPointer<UInt8>, base: BidiBase, starts: inout [Int32],
    levels: inout [UInt8]
  ) -> UInt8 {
    precondition(utf8.count <= Int32.max, "text longer than 2 GiB")
    var offered = firstOffer(byteCount: utf8.count, capacity: starts.capacity)
    var paragraphLevel: UInt8 = 0
    while true {
      starts.resetToZeros(count: offered)
      levels.resetToZeros(count: offered)
      let count = fill(utf8, base, &starts, &levels, &paragraphLevel)
      if count < 0 {
        return fallback(utf8.count, base, &starts, &levels)
      }
      if count <= offered {
        starts.removeLast(offered - Int(count))
        levels.removeLast(offered - Int(count))
        return paragraphLevel
      }
      offered = Int(count)
    }
  }

  private func fill(
    _ utf8: UnsafeBufferPointer<UInt8>, _ base: BidiBase, _ starts: inout [Int32],
    _ levels: inout [UInt8], _ paragraphLevel: inout UInt8
  ) -> Int32 {
    starts.withUnsafeMutableBufferPointer { starts in
      levels.withUnsafeMutableBufferPointer { levels in
        txb_bidi_runs(
          handle, utf8.baseAddress, Int32(utf8.count), base.code, starts.baseAddress,
          levels.baseAddress, Int32(starts.count), &paragraphLevel)
      }
    }
  }

  private func fallback(
    _ length: Int, _ base: BidiBase, _ starts: inout [Int32], _ levels: inout [UInt8]
  ) -> UInt8 {
    let level: UInt8 = base == .rightToLeft || base == .autoRightToLeft ? 1 : 0
    starts.resetToZeros(count: length > 0 ? 1 : 0)
    levels.resetToZeros(count: 0)
    if length > 0 { levels.append(level) }
    return level
  }
}
