import Foundation
import TactileSDL
import Testing

private func shippedFont(_ name: String) throws -> [UInt8] {
  let url = try AssetLocator.locate().font(name)
  return [UInt8](try Data(contentsOf: url))
}

@Test(arguments: FontCache.fileNames.values.flatMap { $0 })
func shippedFontsAreWhole(_ name: String) throws {
  let url = try AssetLocator.locate().font(name)
  guard FileManager.default.fileExists(atPath: url.path) else { return }  // an alternative name
  #expect(FontFileCheck.problem(in: try shippedFont(name)) == nil)
  try FontFileCheck.validate(url.path)
}

@Test func truncatedFontNamesTheTableCutOff() throws {
  let font = try shippedFont("NotoSans-Regular.ttf")
  let cut = Array(font.prefix(font.count / 3))
  let problem = try #require(FontFileCheck.problem(in: cut))
  #expect(problem.hasPrefix("truncated: table '"))
  #expect(problem.hasSuffix("the file has \(cut.count)"))
}

@Test func fontCutInsideItsTableDirectoryIsTruncated() throws {
  let font = try shippedFont("NotoSans-Regular.ttf")
  let problem = try #require(FontFileCheck.problem(in: Array(font.prefix(40))))
  #expect(problem.hasPrefix("truncated: its table directory needs"))
}

@Test(arguments: [
  ([UInt8](), "the file is empty"),
  (Array("hello\n".utf8), "not a font (only 6 bytes)"),
  (
    Array("<html>not a font at all</html>".utf8),
    "not a TrueType or OpenType font (no font signature at the start)"
  ),
  ([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], "not a font (no tables)"),
])
func nonFontsAreRecognised(bytes: [UInt8], reason: String) {
  #expect(FontFileCheck.problem(in: bytes) == reason)
}

@Test func validateNamesThePath() throws {
  let dir = FileManager.default.temporaryDirectory
    .appendingPathComponent("tactile-fontcheck-\(getpid())")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: dir) }
  let text = dir.appendingPathComponent("Fake.ttf")
  try Data("this is not a font file".utf8).write(to: text)
  #expect(
    throws: FontFileCheck.Problem(
      path: text.path, reason: "not a TrueType or OpenType font (no font signature at the start)"
    )
  ) { try FontFileCheck.validate(text.path) }
  #expect(throws: FontFileCheck.Problem(path: dir.path, reason: "it is a directory, not a font")) {
    try FontFileCheck.validate(dir.path)
  }
  let missing = dir.appendingPathComponent("Missing.ttf").path
  #expect(throws: FontFileCheck.Problem(path: missing, reason: "no such file")) {
    try FontFileCheck.validate(missing)
  }
  let e = FontFileCheck.Problem(path: "/x/F.ttf", reason: "the file is empty")
  #expect(e.description == "bad font file /x/F.ttf: the file is empty")
}

/// A huge font (400 MB, sparse here) is checked from its header and table directory only: the
/// check reads a few hundred bytes, not the file (it once read it whole, twice its size in
/// memory); a truncated one is still told from its directory and size.
@Test func aHugeFontIsCheckedFromItsHeaderAlone() throws {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tactile-huge-font-\(getpid()).ttf")
  defer { try? FileManager.default.removeItem(at: url) }
  let size = 400 << 20
  // sfnt 1.0, one table 'glyf' from byte 1 024 to 1 024 bytes before the end.
  var header: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0]
  func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
  header += Array("glyf".utf8) + be32(0) + be32(1_024) + be32(size - 2_048)
  #expect(FileManager.default.createFile(atPath: url.path, contents: Data(header)))
  let handle = try FileHandle(forWritingTo: url)
  try handle.truncate(atOffset: UInt64(size))
  try handle.close()
  let before = try bytesRead()
  try FontFileCheck.validate(url.path)
  #expect(try bytesRead() - before < 1 << 20)
  let cut = try FileHandle(forWritingTo: url)
  try cut.truncate(atOffset: UInt64(size / 2))
  try cut.close()
  #expect(throws: FontFileCheck.Problem.self) { try FontFileCheck.validate(url.path) }
}

/// Bytes this process has read from files so far (`rchar` in /proc/self/io).
private func bytesRead() throws -> Int {
  let io = try String(contentsOfFile: "/proc/self/io", encoding: .utf8)
  let line = io.split(separator: "\n").first { $0.hasPrefix("rchar:") } ?? ""
  return Int(line.split(separator: " ").last ?? "") ?? 0
}
