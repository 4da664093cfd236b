import Foundation
import TactileCore

/// What the system's font configuration is told about a script (a language that uses it, so
/// that a face made for it is preferred), and which Debian package brings faces for it.
enum ScriptLanguages {
  /// A language written in `script` (fontconfig's language tags), nil when none is needed.
  static func language(of script: ScriptTag) -> String? {
    languages[script.description]
  }

  private static let languages: [String: String] = [
    "Arab": "ar", "Hebr": "he", "Syrc": "syr", "Thaa": "dv", "Deva": "hi", "Beng": "bn",
    "Guru": "pa", "Gujr": "gu", "Orya": "or", "Taml": "ta", "Telu": "te", "Knda": "kn",
    "Mlym": "ml", "Sinh": "si", "Thai": "th", "Laoo": "lo", "Khmr": "km", "Mymr": "my",
    "Tibt": "bo", "Geor": "ka", "Armn": "hy", "Ethi": "am", "Grek": "el", "Hani": "zh-cn",
    "Hira": "ja", "Kana": "ja", "Hang": "ko", "Bopo": "zh-tw",
  ]

  /// The Noto family made for `script`, nil when there is none in particular.
  static func family(of script: ScriptTag) -> String? {
    let name = script.description
    if let special = families[name] { return special }
    return scriptNames[name].map { "Noto Sans \($0)" }
  }

  private static let families: [String: String] = [
    "Hani": "Noto Sans CJK SC", "Hira": "Noto Sans CJK JP", "Kana": "Noto Sans CJK JP",
    "Hang": "Noto Sans CJK KR", "Bopo": "Noto Sans CJK TC", "Grek": "Noto Sans",
  ]

  private static let scriptNames: [String: String] = [
    "Arab": "Arabic", "Hebr": "Hebrew", "Syrc": "Syriac", "Thaa": "Thaana", "Deva": "Devanagari",
    "Beng": "Bengali", "Guru": "Gurmukhi", "Gujr": "Gujarati", "Orya": "Oriya", "Taml": "Tamil",
    "Telu": "Telugu", "Knda": "Kannada", "Mlym": "Malayalam", "Sinh": "Sinhala", "Thai": "Thai",
    "Laoo": "Lao", "Khmr": "Khmer", "Mymr": "Myanmar", "Tibt": "Tibetan", "Geor": "Georgian",
    "Armn": "Armenian", "Ethi": "Ethiopic",
  ]

  /// Scripts whose faces come with fonts-noto-cjk rather than fonts-noto-core.
  private static let cjk: Set<String> = ["Hani", "Hira", "Kana", "Hang", "Bopo"]

  /// One line naming `scalars` (which no installed face draws), grouped by the Debian package
  /// that would bring a face for them (only packages not installed are named).
  static func missingReport(_ scalars: [Unicode.Scalar]) -> String {
    var byPackage: [String: [Unicode.Scalar]] = [:]
    var order: [String] = []
    for s in scalars {
      let p = package(for: s)
      if byPackage[p] == nil { order.append(p) }
      byPackage[p, default: []].append(s)
    }
    let parts = order.map { p -> String in
      let list = byPackage[p]!.prefix(12).map(Self.codePoint).joined(separator: " ")
      let more = byPackage[p]!.count > 12 ? " and \(byPackage[p]!.count - 12) more" : ""
      return "\(list)\(more) (\(p))"
    }
    return "no installed font draws " + parts.joined(separator: "; ") + "; drawn as boxes"
  }

  /// One line for graphemes whose scalars each have a face but that no face draws together
  /// (a letter with a mark of another script): the first few, and how many more.
  static func noSingleFaceReport(_ graphemes: [[Unicode.Scalar]]) -> String {
    let shown = graphemes.prefix(3).map { $0.map(codePoint).joined(separator: " ") }
    let more = graphemes.count > 3 ? ", and \(graphemes.count - 3) more such graphemes" : ""
    return "no installed font draws " + shown.joined(separator: ", ") + more
      + " together (each alone has a font); drawn as "
      + (graphemes.count == 1 ? "a box" : "boxes")
  }

  /// "U+0E01".
  static func codePoint(_ s: Unicode.Scalar) -> String {
    let hex = String(s.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// What to install for `s`, or why nothing would help.
  private static func package(for s: Unicode.Scalar) -> String {
    switch s.properties.generalCategory {
    case .unassigned: return "not assigned in Unicode"
    case .privateUse: return "private use: no standard font"
    case .surrogate, .control: return "not a printable character"
    default: break
    }
    let packages: [String]
    if s.properties.isEmoji, s.value >= 0x2000 {
      packages = ["fonts-noto-color-emoji"]
    } else if cjk.contains(scriptName(s)) {
      packages = ["fonts-noto-cjk"]
    } else {
      packages = ["fonts-noto-core", "fonts-noto-extra"]
    }
    let missing = packages.filter { !isInstalled($0) }
    guard !missing.isEmpty else {
      return "no installed face has it; " + packages.joined(separator: " and ")
        + (packages.count == 1 ? " is" : " are") + " installed"
    }
    return "install " + missing.joined(separator: " or ")
  }

  /// Whether Debian's package `name` is installed (its file list is there); false on other
  /// systems, where the advice is read as what to look for.
  static func isInstalled(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: "/var/lib/dpkg/info/\(name).list")
  }

  /// A rough script name for the package choice, from the scalar's block.
  private static func scriptName(_ s: Unicode.Scalar) -> String {
    switch s.value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return "Hang"
    case 0x3040...0x30FF, 0x31F0...0x31FF: return "Kana"
    case 0x2E80...0x2FFF, 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
      0x20000...0x3FFFF:
      return "Hani"
    case 0x3100...0x312F, 0x31A0...0x31BF: return "Bopo"
    default: return ""
    }
  }
}
