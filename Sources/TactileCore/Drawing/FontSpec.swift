/// Which font face a text run uses. The platform layer maps faces to font files: the first four
/// are fixed, the others are fallback faces the platform numbers as it finds them (a face that
/// draws a script the text faces do not, found through the system's font configuration).
public struct FontFace: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let rawValue: UInt16

  @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// The text font (Latin and Cyrillic).
  public static let regular = FontFace(rawValue: 0)
  /// The text font's heavier weight, for titles and labels.
  public static let semibold = FontFace(rawValue: 1)
  /// The colour-emoji font (a bitmap font: the platform renders it once and scales).
  public static let emoji = FontFace(rawValue: 2)
  /// No installed face draws these graphemes: the platform draws a box an em square for each.
  public static let missing = FontFace(rawValue: 3)
  /// The faces every platform has, in `rawValue` order.
  public static let builtIn: [FontFace] = [.regular, .semibold, .emoji, .missing]

  /// Fallback face number `n` (0, 1, …), as the platform numbers them.
  @inlinable public static func fallback(_ n: Int) -> FontFace {
    FontFace(rawValue: UInt16(clamping: 4 + n))
  }
  /// The fallback number of this face, nil for a built-in face.
  @inlinable public var fallbackIndex: Int? { rawValue >= 4 ? Int(rawValue) - 4 : nil }

  public static func < (a: FontFace, b: FontFace) -> Bool { a.rawValue < b.rawValue }

  public var description: String {
    switch self {
    case .regular: "regular"
    case .semibold: "semibold"
    case .emoji: "emoji"
    case .missing: "missing"
    default: "fallback \(rawValue - 4)"
    }
  }
}

/// An ISO 15924 script code packed big-endian into 32 bits ("Arab" is 0x4172_6162), which the
/// platform's shaper is told for a run. `.unspecified` (0) leaves the shaper to its default:
/// the scripts of the text faces (Latin, Greek, Cyrillic) and text of common characters only.
public struct ScriptTag: Hashable, Sendable, CustomStringConvertible {
  public let rawValue: UInt32

  @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The tag of a four-letter code ("Arab"); `.unspecified` unless it is four ASCII letters.
  public init(_ code: String) {
    let bytes = Array(code.utf8)
    guard bytes.count == 4, bytes.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })
    else {
      self = .unspecified
      return
    }
    rawValue = bytes.reduce(0) { $0 << 8 | UInt32($1) }
  }

  // Constants as their packed letters (a literal is initialised statically: these are read
  // for every grapheme laid out).
  public static let unspecified = ScriptTag(rawValue: 0)
  /// Characters used with every script (spaces, digits, punctuation, emoji): "Zyyy".
  public static let common = ScriptTag(rawValue: 0x5A79_7979)
  /// Marks that take the script of the character they follow: "Zinh".
  public static let inherited = ScriptTag(rawValue: 0x5A69_6E68)
  /// "Zzzz".
  public static let unknown = ScriptTag(rawValue: 0x5A7A_7A7A)
  /// "Latn", "Grek", "Cyrl", "Hani", "Hira".
  public static let latin = ScriptTag(rawValue: 0x4C61_746E)
  public static let greek = ScriptTag(rawValue: 0x4772_656B)
  public static let cyrillic = ScriptTag(rawValue: 0x4379_726C)
  public static let han = ScriptTag(rawValue: 0x4861_6E69)
  public static let hiragana = ScriptTag(rawValue: 0x4869_7261)

  /// Whether the script takes the script of the text around it (common, inherited, unknown).
  @inlinable public var isNeutral: Bool {
    switch rawValue {
    case 0, 0x5A79_7979, 0x5A69_6E68, 0x5A7A_7A7A: true
    default: false
    }
  }

  /// The four letters, or "" for `.unspecified`.
  public var description: String {
    guard rawValue != 0 else { return "" }
    let bytes = (0..<4).map { UInt8(truncatingIfNeeded: rawValue >> (24 - 8 * $0)) }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// How the platform shapes a run: its script and direction. The default, `.plain`, is what
/// text in the text faces' scripts gets (the shaper's own defaults, left to right).
public struct TextShaping: Hashable, Sendable {
  public var script: ScriptTag
  public var isRightToLeft: Bool

  @inlinable public init(script: ScriptTag = .unspecified, isRightToLeft: Bool = false) {
    self.script = script
    self.isRightToLeft = isRightToLeft
  }

  public static let plain = TextShaping()
}

/// A face at a size, shaped as `shaping` says. `size` is in points; the platform rasterizes at
/// `size × pixel density`.
public struct FontSpec: Hashable, Sendable {
  public var face: FontFace
  public var size: Float
  public var shaping: TextShaping

  @inlinable public init(_ face: FontFace, size: Float, shaping: TextShaping = .plain) {
    self.face = face
    self.size = size
    self.shaping = shaping
  }

  /// The size in whole pixels the platform rasterizes this font at, `scale` pixels per point.
  @inlinable public func pixelSize(atScale scale: Float) -> Int32 {
    Int32(clamping: Int((size * scale).rounded()))
  }

  /// The same size and shaping in another face.
  @inlinable public func with(face: FontFace) -> FontSpec {
    FontSpec(face, size: size, shaping: shaping)
  }

  /// The same face and size, shaped as `shaping`.
  @inlinable public func with(shaping: TextShaping) -> FontSpec {
    FontSpec(face, size: size, shaping: shaping)
  }

  public static func regular(_ size: Float) -> FontSpec { FontSpec(.regular, size: size) }
  public static func semibold(_ size: Float) -> FontSpec { FontSpec(.semibold, size: size) }
  public static func emoji(_ size: Float) -> FontSpec { FontSpec(.emoji, size: size) }
}
