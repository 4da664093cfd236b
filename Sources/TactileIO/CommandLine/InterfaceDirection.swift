import TactileCore

/// Which way the interface reads: `--direction ltr|rtl|auto`, auto taken from the locale.
public enum InterfaceDirection: String, Sendable, CaseIterable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
  case auto

  /// Languages written right to left (ISO 639 codes), as the locale names them, in the script
  /// they are written in when the locale names none.
  public static let rightToLeftLanguages: Set<String> = [
    "ar", "fa", "he", "ur", "ps", "yi", "ckb", "sd", "ug", "ks", "dv", "syr",
  ]

  /// Languages written right to left in one country only, as `language_TERRITORY`: Punjabi in
  /// Pakistan (Shahmukhi) and Azerbaijani in Iran (Arabic script).
  public static let rightToLeftLocales: Set<String> = ["pa_PK", "az_IR"]

  /// A locale's `@modifier` that names the script it is written in, and that script's
  /// direction: it decides over the language (`sd_IN@devanagari` reads left to right,
  /// `sr_RS@latin` too). Modifiers that name no script (`@euro`, `@valencia`) are not here.
  public static let scriptModifiers: [String: TextDirection] = [
    "latin": .leftToRight, "cyrillic": .leftToRight, "devanagari": .leftToRight,
    "iqtelif": .leftToRight, "arabic": .rightToLeft, "hebrew": .rightToLeft,
    "syriac": .rightToLeft, "thaana": .rightToLeft,
  ]

  /// The direction this choice means: auto is right to left when the locale the environment
  /// names (`LC_ALL`, else `LC_MESSAGES`, else `LANG`, the first that is set and not empty)
  /// is written right to left: its `@script` modifier says so, else its language does
  /// ("fa_IR.UTF-8", "he", "pa_PK"; not "sd_IN@devanagari" nor "en_US").
  public func resolved(environment: [String: String]) -> TextDirection {
    switch self {
    case .leftToRight: return .leftToRight
    case .rightToLeft: return .rightToLeft
    case .auto:
      let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
        .first { !$0.isEmpty }
      return locale.map(Self.direction(ofLocale:)) ?? .leftToRight
    }
  }

  /// The direction of a POSIX locale name, `language[_TERRITORY][.codeset][@modifier]`.
  static func direction(ofLocale locale: String) -> TextDirection {
    let modifier = locale.split(separator: "@", maxSplits: 1).dropFirst().first
    if let modifier, let script = scriptModifiers[modifier.lowercased()] { return script }
    let language = String(locale.prefix { $0.isLetter }).lowercased()
    let territory =
      locale.dropFirst(language.count).first == "_"
      ? String(locale.dropFirst(language.count + 1).prefix { $0.isLetter }).uppercased() : ""
    let rightToLeft =
      rightToLeftLanguages.contains(language)
      || rightToLeftLocales.contains("\(language)_\(territory)")
    return rightToLeft ? .rightToLeft : .leftToRight
  }
}
