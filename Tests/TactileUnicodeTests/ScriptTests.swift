import Testing

@testable import TactileUnicode

@Test func scriptsAreTheirISO15924Codes() {
  let expected: [(Unicode.Scalar, String)] = [
    ("a", "Latn"), ("ع", "Arab"), ("中", "Hani"), ("ก", "Thai"), (" ", "Zyyy"), ("1", "Zyyy"),
    ("\u{0301}", "Zinh"), ("\u{0378}", "Zzzz"), ("א", "Hebr"), ("क", "Deva"), ("あ", "Hira"),
  ]
  for (scalar, name) in expected {
    #expect(UnicodeScripts.name(of: UnicodeScripts.script(of: scalar)) == name)
  }
  #expect(UnicodeScripts.script(of: "ع") == 0x4172_6162)
}
