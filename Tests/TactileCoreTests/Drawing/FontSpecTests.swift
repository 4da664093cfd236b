import Testing

@testable import TactileCore

@Test func scriptTagConstantsAreTheirFourLetters() {
  let named: [(ScriptTag, String)] = [
    (.common, "Zyyy"), (.inherited, "Zinh"), (.unknown, "Zzzz"), (.latin, "Latn"),
    (.greek, "Grek"), (.cyrillic, "Cyrl"), (.han, "Hani"), (.hiragana, "Hira"),
  ]
  for (tag, letters) in named {
    #expect(tag == ScriptTag(letters) && tag.description == letters)
  }
  #expect(ScriptTag("Arab").rawValue == 0x4172_6162)
  #expect(ScriptTag("Ar").rawValue == 0 && ScriptTag("Ar1b") == .unspecified)
  let neutral = [ScriptTag.common, .inherited, .unknown, .unspecified].allSatisfy { $0.isNeutral }
  #expect(neutral)
  #expect(!ScriptTag.latin.isNeutral && !ScriptTag("Arab").isNeutral)
}

@Test func fallbackFacesAreNumberedAfterTheBuiltInOnes() {
  #expect(FontFace.builtIn.map(\.rawValue) == [0, 1, 2, 3])
  #expect(FontFace.fallback(0).rawValue == 4 && FontFace.fallback(0).fallbackIndex == 0)
  #expect(FontFace.emoji.fallbackIndex == nil)
  #expect(FontFace.fallback(70_000) == FontFace(rawValue: .max))
}
