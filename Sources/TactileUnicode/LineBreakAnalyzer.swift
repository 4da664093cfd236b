import CTextBridge

/// The line break opportunities of UTF-8 text by the Unicode line breaking algorithm, as ICU
/// implements it (with its dictionaries for Thai, Lao, Khmer and Burmese, which have no spaces
/// between words).
///
/// Opening an analyzer takes about 0.15 ms (as long as breaking 15 KB), so keep one and reuse
/// it. Not thread-safe: use one per thread.
public final class LineBreakAnalyzer {
  private let handle: OpaquePointer

  /// An analyzer with the line breaking tailoring of `locale`, an ICU locale id ("ja", "th";
  /// "" for the root rules). Traps when ICU cannot open one (its data is missing).
  public init(locale: String = "") {
    guard let handle = txb_line_breaker_open(locale) else {
      fatalError("ICU cannot open a line break iterator for locale \"\(locale)\"")
    }
    self.handle = handle
  }

  deinit { txb_line_breaker_close(handle) }

  /// Replaces the contents of `out` with the byte offsets into `utf8` before which a line may
  /// end, ascending: never 0, always `utf8.count` (nothing for empty text). A warm call whose
  /// answer fits in `out`'s capacity allocates nothing. Should ICU fail (out of memory), `out`
  /// holds only the end of the text.
  public func breaks(in utf8: UnsafeBufferPointer<UInt8>, into out: inout [Int32]) {
    breaks(in: utf8, into: &out, by: txb_line_breaks)
  }

  /// `breaks(in:into:)` with every byte read by ICU's rules, none told apart as a plain word
  /// first: what the tests compare it with.
  func breaksByRules(in utf8: UnsafeBufferPointer<UInt8>, into out: inout [Int32]) {
    breaks(in: utf8, into: &out, by: txb_line_breaks_by_rules)
  }

  private func breaks(
    in utf8: UnsafeBufferPointer<UInt8>, into out: inout [Int32],
    by find: (OpaquePointer, UnsafePointer<UInt8>?, Int32, UnsafeMutablePointer<Int32>?, Int32)
      -> Int32
  ) {
    precondition(utf8.count <= Int32.max, "text longer than 2 GiB")
    let length = Int32(utf8.count)
    var offered = firstOffer(byteCount: utf8.count, capacity: out.capacity)
    while true {
      out.resetToZeros(count: offered)
      let count = out.withUnsafeMutableBufferPointer {
        find(handle, utf8.baseAddress, length, $0.baseAddress, Int32($0.count))
      }
      if count < 0 {
        out.resetToZeros(count: 0)
        if length > 0 { out.append(length) }
        return
      }
      if count <= offered {
        out.removeLast(offered - Int(count))
        return
      }
      offered = Int(count)
    }
  }
}
