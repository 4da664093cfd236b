/// A paragraph's direction: which way its lines read, and which edge they are aligned to.
public enum TextDirection: UInt8, Hashable, Sendable {
  case leftToRight
  case rightToLeft

  /// The direction of bidi embedding level `level` (even: left to right).
  @inlinable public init(level: UInt8) { self = level & 1 == 0 ? .leftToRight : .rightToLeft }

  @inlinable public var isRightToLeft: Bool { self == .rightToLeft }
  /// The paragraph embedding level of this direction (0 or 1).
  @inlinable public var level: UInt8 { self == .rightToLeft ? 1 : 0 }
}

/// The Unicode algorithms text layout needs beyond grapheme clusters: where a line may break
/// (UAX #14), the bidirectional embedding levels of a paragraph (UAX #9) and the script of a
/// scalar. The platform supplies them (ICU) through `FontMetrics.textAnalyzer`;
/// `BasicTextAnalyzer` is the pure-Swift stand-in that fakes and fuzzers use.
///
/// Offsets are UTF-8 byte offsets into the buffer given. An analyzer is used by one thread at a
/// time: the thread that measures text with the metrics that hand it out.
public protocol TextAnalyzer: AnyObject {
  /// Replaces `offsets` with the byte offsets in `utf8` (one paragraph, valid UTF-8) before
  /// which a line may start, ascending, without 0, ending with `utf8.count`.
  func lineBreaks(in utf8: UnsafeBufferPointer<UInt8>, into offsets: inout [Int32])

  /// The embedding levels of paragraph `utf8` (valid UTF-8 without paragraph separators), its
  /// direction taken from its first strong character, `defaultDirection` when it has none.
  /// Replaces `starts` and `levels` with the level runs: run `i` starts at byte `starts[i]`
  /// (the first at 0) and has level `levels[i]`. Returns the paragraph's level (0 or 1).
  func bidiLevels(
    in utf8: UnsafeBufferPointer<UInt8>, defaultDirection: TextDirection,
    starts: inout [Int32], levels: inout [UInt8]
  ) -> UInt8

  /// The script of `scalar` (Unicode's Script property).
  func script(of scalar: Unicode.Scalar) -> ScriptTag
}

/// The stand-in analyzer: lines break after breakable spaces only, every paragraph is left to
/// right at level 0 unless `defaultDirection` makes it right to left, and the letters of the
/// Latin, Greek and Cyrillic blocks below U+0500 are of their scripts, every other scalar of
/// `.unspecified` script. Needs no library.
public final class BasicTextAnalyzer: TextAnalyzer, Sendable {
  public static let shared = BasicTextAnalyzer()

  public init() {}

  public func lineBreaks(in utf8: UnsafeBufferPointer<UInt8>, into offsets: inout [Int32]) {
    offsets.removeAll(keepingCapacity: true)
    var afterSpace = false
    var p = 0
    let text = String(decoding: utf8, as: UTF8.self)
    for c in text {
      let isSpace = TextCharacterClass.isBreakableSpace(c)
      if afterSpace, !isSpace { offsets.append(Int32(p)) }
      afterSpace = isSpace
      p += c.utf8.count
    }
    offsets.append(Int32(utf8.count))
  }

  public func bidiLevels(
    in utf8: UnsafeBufferPointer<UInt8>, defaultDirection: TextDirection,
    starts: inout [Int32], levels: inout [UInt8]
  ) -> UInt8 {
    starts.removeAll(keepingCapacity: true)
    levels.removeAll(keepingCapacity: true)
    starts.append(0)
    levels.append(defaultDirection.level)
    return defaultDirection.level
  }

  public func script(of scalar: Unicode.Scalar) -> ScriptTag {
    guard scalar.properties.isAlphabetic else { return .unspecified }
    switch scalar.value {
    case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: return .latin
    case 0x370...0x3FF: return .greek
    case 0x400...0x4FF: return .cyrillic
    default: return .unspecified
    }
  }
}
