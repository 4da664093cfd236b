import Foundation
import TactileFiles
import TactileTestSupport
import Testing

/// A fresh empty directory for one test.
func temporaryDirectory(_ name: String) throws -> String {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("tactile-files-\(getpid())-\(name)").path
  try? FileManager.default.removeItem(atPath: path)
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

private func write(_ text: String, to path: String) throws {
  let file = try AtomicFile(path: path)
  try Array(text.utf8).withUnsafeBytes { try file.write($0) }
  #expect(try file.commit() == nil)
}

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
  #expect(try file.commit() == nil)
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

@Test func aTargetThatIsNotARegularFileIsRefusedAndLeftAlone() throws {
  let dir = try temporaryDirectory("atomic-kinds")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  #expect(mkfifo("\(dir)/fifo", 0o644) == 0)
  #expect(mknod("\(dir)/null", S_IFCHR | 0o644, dev_t((1 << 8) | 3)) == 0 || getuid() != 0)
  try FileManager.default.createDirectory(
    atPath: "\(dir)/folder", withIntermediateDirectories: false)
  var cases = [("fifo", "a FIFO (named pipe)"), ("folder", "a directory")]
  if getuid() == 0 { cases.append(("null", "a character device")) }
  for (name, kind) in cases {
    #expect(
      throws: AtomicFile.Failure("cannot write \(dir)/\(name): it is \(kind), not a regular file")
    ) {
      try AtomicFile(path: "\(dir)/\(name)")
    }
  }
  var info = stat()
  #expect(lstat("\(dir)/fifo", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  #expect(
    !(try FileManager.default.contentsOfDirectory(atPath: dir)).contains { $0.hasSuffix(".tmp") })
}

@Test func aSymbolicLinkIsWrittenThroughToItsTargetAndALoopIsRefused() throws {
  let dir = try temporaryDirectory("atomic-links")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  try Data("old".utf8).write(to: URL(fileURLWithPath: "\(dir)/real.png"))
  try FileManager.default.createSymbolicLink(
    atPath: "\(dir)/link.png", withDestinationPath: "real.png")
  try write("new", to: "\(dir)/link.png")
  #expect(
    try FileManager.default.destinationOfSymbolicLink(atPath: "\(dir)/link.png") == "real.png")
  #expect(FileManager.default.contents(atPath: "\(dir)/real.png") == Data("new".utf8))
  try FileManager.default.createSymbolicLink(atPath: "\(dir)/a", withDestinationPath: "b")
  try FileManager.default.createSymbolicLink(atPath: "\(dir)/b", withDestinationPath: "a")
  #expect(
    throws: AtomicFile.Failure("cannot write \(dir)/a: too many levels of symbolic links (a loop)")
  ) {
    try AtomicFile(path: "\(dir)/a")
  }
}

@Test func aRelativeLinkInTheCurrentFolderIsFollowedThere() throws {
  let dir = try temporaryDirectory("atomic-relative")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let before = FileManager.default.currentDirectoryPath
  defer { _ = FileManager.default.changeCurrentDirectoryPath(before) }
  try #require(FileManager.default.changeCurrentDirectoryPath(dir))
  try FileManager.default.createSymbolicLink(atPath: "link", withDestinationPath: "real")
  #expect(try FilePath.resolvingLinks("link") == "real")
}

@Test func theStaleTemporaryFilesOfDeadWritersAreRemovedOnTheNextWrite() throws {
  let dir = try temporaryDirectory("atomic-stale")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let dead = deadProcessID()
  let stale = [".x.gif.\(dead)-1.tmp", ".mine.json.tmp-\(dead)"]
  let alive = [".x.gif.1-1.tmp", "keep.\(dead)-1.tmp", ".notes.txt"]
  for name in stale + alive { try Data("x".utf8).write(to: URL(fileURLWithPath: "\(dir)/\(name)")) }
  try write("new", to: "\(dir)/shot.png")
  let left = Set(try FileManager.default.contentsOfDirectory(atPath: dir))
  #expect(left == Set(alive + ["shot.png"]))
}

@Test func aCommitSaysWhenAnotherProgramWroteTheFileMeanwhile() throws {
  let dir = try temporaryDirectory("atomic-race")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let path = "\(dir)/x.gif"
  let first = try AtomicFile(path: path)
  try write("the other run", to: path)
  try Array("this run".utf8).withUnsafeBytes { try first.write($0) }
  #expect(
    try first.commit()
      == "replaced \(path), which another program wrote while this one was writing it")
  #expect(FileManager.default.contents(atPath: path) == Data("this run".utf8))
}

@Test func aNameThatIsNoFileIsRefusedBeforeAnythingIsWritten() throws {
  let dir = try temporaryDirectory("atomic-names")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  #expect(throws: AtomicFile.Failure("cannot write a file with an empty name")) {
    try AtomicFile.check("")
  }
  #expect(throws: AtomicFile.Failure("cannot write \(dir)/x.png/: it names a folder, not a file")) {
    try AtomicFile.check("\(dir)/x.png/")
  }
  #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
}
