import TactileCore
import Testing

@testable import TactileIO

/// A locale's `@script` modifier decides its direction over its language: Sindhi and Kashmiri
/// in Devanagari read left to right, in their Perso-Arabic default right to left; a modifier
/// that names no script changes nothing.
@Test func theLocalesScriptDecidesBeforeItsLanguage() {
  func auto(_ locale: String) -> TextDirection {
    InterfaceDirection.auto.resolved(environment: ["LANG": locale])
  }
  #expect(auto("sd_IN@devanagari") == .leftToRight)
  #expect(auto("sd_IN.UTF-8") == .rightToLeft)
  #expect(auto("ks_IN@devanagari") == .leftToRight)
  #expect(auto("ks_IN") == .rightToLeft)
  #expect(auto("ks_IN.UTF-8") == .rightToLeft)
  #expect(auto("ar_EG.UTF-8@latin") == .leftToRight)
  #expect(auto("uz_UZ@cyrillic") == .leftToRight)
  #expect(auto("ar_SA@euro") == .rightToLeft)
  #expect(auto("en_US@arabic") == .rightToLeft)
  #expect(auto("dv_MV") == .rightToLeft)
  #expect(auto("syr") == .rightToLeft)
  // Punjabi and Azerbaijani are written right to left in one country only.
  #expect(auto("pa_PK") == .rightToLeft)
  #expect(auto("pa_IN") == .leftToRight)
  #expect(auto("az_IR.UTF-8") == .rightToLeft)
  #expect(auto("az_AZ") == .leftToRight)
  #expect(auto("C") == .leftToRight)
  #expect(auto("@") == .leftToRight)
  #expect(auto("_") == .leftToRight)
}
