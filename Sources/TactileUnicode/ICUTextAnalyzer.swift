import TactileCore

/// The layout's `TextAnalyzer` backed by ICU: UAX #14 line breaks, UAX #9 embedding levels and
/// the Script property. One per thread (its ICU objects and buffers are reused from call to
/// call).
public final class ICUTextAnalyzer: TextAnalyzer {
  private let breaker: LineBreakAnalyzer
  private let bidi = BidiAnalyzer()

  /// Line breaking tailored for `locale` (ICU's root rules for "").
  public init(locale: String = "") {
    breaker = LineBreakAnalyzer(locale: locale)
  }

  public func lineBreaks(in utf8: UnsafeBufferPointer<UInt8>, into offsets: inout [Int32]) {
    breaker.breaks(in: utf8, into: &offsets)
  }

  public func bidiLevels(
    in utf8: UnsafeBufferPointer<UInt8>, defaultDirection: TextDirection,
    starts: inout [Int32], levels: inout [UInt8]
  ) -> UInt8 {
    let base: BidiBase = defaultDirection == .rightToLeft ? .autoRightToLeft : .autoLeftToRight
    return bidi.runs(in: utf8, base: base, starts: &starts, levels: &levels)
  }

  public func script(of scalar: Unicode.Scalar) -> ScriptTag {
    ScriptTag(rawValue: UnicodeScripts.script(of: scalar))
  }
}
