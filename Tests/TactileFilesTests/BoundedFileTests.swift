import Foundation
import TactileFiles
import Testing

@Test func aBoundedReadRefusesWhatIsNotARegularFileWithoutBlocking() throws {
  let dir = try temporaryDirectory("bounded-kinds")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  #expect(mkfifo("\(dir)/fifo", 0o644) == 0)
  try FileManager.default.createSymbolicLink(atPath: "\(dir)/a", withDestinationPath: "b")
  try FileManager.default.createSymbolicLink(atPath: "\(dir)/b", withDestinationPath: "a")
  try FileManager.default.createSymbolicLink(atPath: "\(dir)/dangling", withDestinationPath: "gone")
  let cases = [
    ("/dev/zero", "it is a character device, not a regular file"),
    ("/dev/null", "it is a character device, not a regular file"),
    ("\(dir)/fifo", "it is a FIFO (named pipe), not a regular file"),
    (dir, "it is a directory, not a regular file"),
    ("\(dir)/a", "too many levels of symbolic links (a loop)"),
    ("\(dir)/dangling", "it is a symbolic link to a file that does not exist"),
    ("\(dir)/missing", "no such file"),
  ]
  for (path, reason) in cases {
    #expect(throws: FilePath.Failure("cannot read preset \(path): \(reason)")) {
      try BoundedFile.read(path, what: "preset", limit: 1024)
    }
  }
}

@Test func aBoundedReadNeverHoldsMoreThanItsLimit() throws {
  let dir = try temporaryDirectory("bounded-size")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let path = "\(dir)/big.json"
  try Data(repeating: 32, count: 100 << 20).write(to: URL(fileURLWithPath: path))
  #expect(throws: FilePath.Failure("cannot read preset \(path): 100 MB is over the 16 KB limit")) {
    try BoundedFile.read(path, what: "preset", limit: 16 << 10)
  }
  try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
  #expect(try BoundedFile.read(path, what: "preset", limit: 2) == Data("{}".utf8))
  #expect(throws: FilePath.Failure.self) { try BoundedFile.read(path, what: "preset", limit: 1) }
}
