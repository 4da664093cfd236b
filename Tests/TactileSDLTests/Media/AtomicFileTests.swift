import Foundation
import TactileSDL
import Testing

@Test func anAtomicFileAppearsOnlyWhenCommitted() throws {
  let dir = try temporaryDirectory("atomic")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let path = "\(dir)/out.bin"
  try Data("old".utf8).write(to: URL(fileURLWithPath: path))
  let file = try AtomicFile(path: path)
  try Array("new bytes".utf8).withUnsafeBytes { try file.write($0) }
  // Until the commit the old file is untouched and the new bytes live under a hidden name.
  #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
  #expect(file.temporaryPath.hasPrefix("\(dir)/.out.bin."))
  try file.commit()
  #expect(FileManager.default.contents(atPath: path) == Data("new bytes".utf8))
  #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.bin"])
}

@Test func aDiscardedAtomicFileLeavesTheOldOneAsItWas() throws {
  let dir = try temporaryDirectory("atomic-discard")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let path = "\(dir)/out.bin"
  try Data("old".utf8).write(to: URL(fileURLWithPath: path))
  do {
    let file = try AtomicFile(path: path)
    try Array("half".utf8).withUnsafeBytes { try file.write($0) }
  }  // Dropped without a commit.
  #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
  #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.bin"])
}
