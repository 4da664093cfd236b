import CTextBridge

/// Installed fonts found through fontconfig: the fallback face for text the app's fonts lack,
/// or a face by family name. Fontconfig is loaded on the first call (a few milliseconds),
/// not at startup; the installed faces are sorted once per family, language and weight
/// (about 0.2 ms), after which a lookup only reads their character sets. Thread-safe: calls
/// are serialized by a lock.
public enum FontConfigLookup {
  /// The longest path accepted (Linux's PATH_MAX).
  private static let pathCapacity = 4096

  /// The best installed face, in fontconfig's order, whose character set holds all of
  /// `scalars`, preferring the family `family` (nil: none; fontconfig ranks family above
  /// language, so name a face made for the script here), faces for `language` (a tag such as
  /// "ar" or "zh-cn"; nil: none) and of bold weight when `bold`: its file and its index in the
  /// file (nonzero only in .ttc collections), after passing over the first `skipping` such
  /// faces. Nil when no readable face covers them all, or `scalars` is empty.
  public static func face(
    covering scalars: [Unicode.Scalar], family: String? = nil, language: String?, bold: Bool,
    skipping: Int = 0
  ) -> (path: String, index: Int32)? {
    let codePoints = scalars.map(\.value)
    return found { path, index in
      txb_font_covering(
        codePoints, Int32(codePoints.count), family, language, bold ? 1 : 0,
        Int32(clamping: skipping), path, Int32(pathCapacity), index)
    }
  }

  /// How many times the installed faces were sorted (once per family, language and weight
  /// asked for).
  public static var sorts: Int { Int(txb_font_sorts()) }

  /// The installed face of the family named `family` (exactly, ignoring case, e.g. "Noto Color
  /// Emoji"), bold when `bold` and the family has a bold face. Nil when the family is not
  /// installed (or its file is unreadable).
  public static func face(family: String, bold: Bool) -> (path: String, index: Int32)? {
    found { path, index in
      txb_font_family(family, bold ? 1 : 0, path, Int32(pathCapacity), index)
    }
  }

  /// Runs `lookup` with a path buffer and an index, and reads them when it returns 1.
  private static func found(
    _ lookup: (UnsafeMutablePointer<CChar>, UnsafeMutablePointer<Int32>) -> Int32
  ) -> (path: String, index: Int32)? {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: pathCapacity) { path in
      var index: Int32 = 0
      guard lookup(path.baseAddress!, &index) == 1 else { return nil }
      return (String(cString: path.baseAddress!), index)
    }
  }
}
