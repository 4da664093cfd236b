import TactileCore

/// Which way the interface reads: `--direction ltr|rtl|auto`, auto taken from the locale.
public enum InterfaceDirection: String, Sendable, CaseIterable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
  case auto

  /// Languages written right to left (ISO 639 codes), as the locale names them.
  public static let rightToLeftLanguages: Set<String> = [
    "ar", "fa", "he", "ur", "ps", "yi", "ckb", "sd", "ug",
  ]

  /// The direction this choice means: auto is right to left when the locale the environment
  /// names (`LC_ALL`, else `LC_MESSAGES`, else `LANG`, the first that is set and not empty)
  /// is of a right-to-left language ("fa_IR.UTF-8", "he", "ar_EG@latin"…).
  public func resolved(environment: [String: String]) -> TextDirection {
    switch self {
    case .leftToRight: return .leftToRight
    case .rightToLeft: return .rightToLeft
    case .auto:
      let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
        .first { !$0.isEmpty }
      let language = locale.map { String($0.prefix { $0.isLetter }).lowercased() } ?? ""
      return Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }
  }
}
