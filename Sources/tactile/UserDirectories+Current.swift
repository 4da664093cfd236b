import Foundation
import TactileFiles
import TactileIO

extension UserDirectories {
  /// This user's folders, from `$HOME` (else the account's home) and their user-dirs file.
  static func current() -> UserDirectories {
    let environment = ProcessInfo.processInfo.environment
    let fromEnvironment = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    let home = fromEnvironment ?? NSHomeDirectory()
    let file = UserDirectories.filePath(environment: environment, home: home)
    var dirs = UserDirectories(
      home: home,
      fileText: (try? BoundedFile.read(
        file, what: "user-dirs", limit: UserDirectories.maximumFileBytes))
        .map { String(decoding: $0, as: UTF8.self) })
    dirs.homeIsFromEnvironment = fromEnvironment != nil
    return dirs
  }

  /// Where recordings (F10) and captured gestures (F9) go (`recordingFolder(currentFolder:
  /// isFolder:)`): the first candidate that is a folder, else the current directory and why.
  var recordingFolder: (path: String, note: String?) {
    recordingFolder(currentFolder: FileManager.default.currentDirectoryPath) { path in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
  }

  /// `folder/tactile-YYYY-MM-DD-HH-MM-SS.ext`, with `-2`, `-3`, … before the extension when
  /// that name is taken.
  static func newFile(in folder: String, extension ext: String) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd-HH-mm-ss"
    let stem = "\(folder)/tactile-\(formatter.string(from: Date()))"
    var path = "\(stem).\(ext)"
    var n = 2
    while FileManager.default.fileExists(atPath: path) {
      path = "\(stem)-\(n).\(ext)"
      n += 1
    }
    return path
  }
}
