/// The user's folders as the XDG user-dirs convention names them (`~/.config/user-dirs.dirs`,
/// lines like `XDG_VIDEOS_DIR="$HOME/Videos"`). Pure: the caller reads the file and checks
/// which folders exist.
public struct UserDirectories: Equatable, Sendable {
  public var home: String
  /// False when `home` is the account's, `$HOME` being unset or not absolute.
  public var homeIsFromEnvironment = true
  /// Folder by key without the `XDG_` and `_DIR`, e.g. `VIDEOS`, `PICTURES`.
  public var folders: [String: String] = [:]
  /// The largest user-dirs file read, in bytes (64 KB; the usual one is under 1 KB).
  public static let maximumFileBytes = 64 << 10

  /// `home` from `$HOME`; `fileText` is the user-dirs file's contents, if there is one.
  public init(home: String, fileText: String?) {
    self.home = home
    for line in (fileText ?? "").split(whereSeparator: \.isNewline) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("XDG_"), let eq = trimmed.firstIndex(of: "=") else { continue }
      let key = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<eq]
      guard key.hasSuffix("_DIR") else { continue }
      var value = Substring(trimmed[trimmed.index(after: eq)...])
      if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
        value = value.dropFirst().dropLast()
      }
      let path =
        value.hasPrefix("$HOME") ? home + value.dropFirst(5) : String(value)
      // Only absolute folders other than home itself (user-dirs sets a disabled one to $HOME).
      guard path.hasPrefix("/"), path != home, path != home + "/" else { continue }
      folders[String(key.dropLast(4))] = path
    }
  }

  /// Where the user-dirs file is: `$XDG_CONFIG_HOME/user-dirs.dirs`, else
  /// `$HOME/.config/user-dirs.dirs`.
  public static func filePath(environment: [String: String], home: String) -> String {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/user-dirs.dirs"
    }
    return home + "/.config/user-dirs.dirs"
  }

  /// Where a recording goes, in order of preference: videos, pictures (the user-dirs
  /// defaults `~/Videos` and `~/Pictures` when the file names none), home. The caller takes
  /// the first that exists.
  public var recordingCandidates: [String] {
    [folders["VIDEOS"] ?? home + "/Videos", folders["PICTURES"] ?? home + "/Pictures", home]
  }

  /// Where a recording goes: the first of `recordingCandidates` that `isFolder`, else
  /// `currentFolder` with a note for the log saying why ("the current folder, as HOME is not
  /// set and none of … is a folder").
  public func recordingFolder(currentFolder: String, isFolder: (String) -> Bool)
    -> (path: String, note: String?)
  {
    if let found = recordingCandidates.first(where: isFolder) { return (found, nil) }
    let home = homeIsFromEnvironment ? "" : "HOME is not set and "
    return (
      currentFolder,
      "the current folder, as \(home)none of \(recordingCandidates.joined(separator: ", ")) is a "
        + "folder"
    )
  }
}
