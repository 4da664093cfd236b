import TactileCore
import TactileUnicode

extension FaceLookup {
  /// The system's faces through fontconfig: for text of a script, the Noto face made for it
  /// when it covers the text, else fontconfig's best face for the language.
  public static let fontconfig = FaceLookup(
    covering: { scalars, script, bold, skipping in
      FontConfigLookup.face(
        covering: scalars, family: ScriptLanguages.family(of: script),
        language: ScriptLanguages.language(of: script), bold: bold, skipping: skipping
      ).map { FontLocation(path: $0.path, index: $0.index) }
    },
    family: { name in
      FontConfigLookup.face(family: name, bold: false).map {
        FontLocation(path: $0.path, index: $0.index)
      }
    })
}
