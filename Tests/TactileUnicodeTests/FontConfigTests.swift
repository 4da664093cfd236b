import Dispatch
import Glibc
import Synchronization
import Testing

@testable import TactileUnicode

/// Whether `face` names a readable file.
private func readable(_ face: (path: String, index: Int32)?) -> Bool {
  guard let face else { return false }
  return access(face.path, R_OK) == 0 && face.index >= 0
}

@Test(arguments: [
  ("مرحبا", "ar"), ("שלום", "he"), ("नमस्ते", "hi"), ("สวัสดี", "th"), ("你好世界", "zh-cn"),
  ("こんにちは日本", "ja"), ("한국어", "ko"),
])
func aFaceCoversEachScript(text: String, language: String) {
  let face = FontConfigLookup.face(
    covering: Array(text.unicodeScalars), language: language, bold: false)
  print("\(language): \(face.map { "\($0.path) #\($0.index)" } ?? "none")")
  #expect(readable(face))
}

@Test func aBoldFaceIsPreferredWhenAsked() {
  let face = FontConfigLookup.face(covering: ["ب"], language: "ar", bold: true)
  #expect(face?.path.contains("Bold") == true)
}

@Test func faceCoveringScalarsWithoutALanguage() {
  #expect(readable(FontConfigLookup.face(covering: ["a", "α", "я"], language: nil, bold: false)))
}

@Test func privateUseAndUnassignedScalarsHaveNoFace() {
  #expect(FontConfigLookup.face(covering: ["\u{F8FF}"], language: nil, bold: false) == nil)
  #expect(FontConfigLookup.face(covering: ["\u{0378}"], language: nil, bold: false) == nil)
  #expect(FontConfigLookup.face(covering: ["a", "\u{0378}"], language: nil, bold: false) == nil)
  #expect(FontConfigLookup.face(covering: [], language: nil, bold: false) == nil)
}

@Test func theEmojiFamilyIsFoundByName() {
  let face = FontConfigLookup.face(family: "Noto Color Emoji", bold: false)
  print("Noto Color Emoji: \(face.map { "\($0.path) #\($0.index)" } ?? "none")")
  #expect(readable(face))
  #expect(readable(FontConfigLookup.face(family: "noto sans cjk jp", bold: true)))
  #expect(FontConfigLookup.face(family: "No Such Family Anywhere", bold: false) == nil)
}

@Test func lookupsFromSeveralThreadsAgree() {
  let expected = FontConfigLookup.face(covering: ["ก"], language: "th", bold: false)?.path
  let agreeing = Atomic<Int>(0)
  DispatchQueue.concurrentPerform(iterations: 8) { i in
    let path = FontConfigLookup.face(covering: ["ก"], language: "th", bold: false)?.path
    let family = FontConfigLookup.face(family: "Noto Sans Thai", bold: i % 2 == 0)
    if path == expected && family != nil { agreeing.wrappingAdd(1, ordering: .relaxed) }
  }
  #expect(expected != nil)
  #expect(agreeing.load(ordering: .relaxed) == 8)
}
