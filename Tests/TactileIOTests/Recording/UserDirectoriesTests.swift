import Testing

@testable import TactileIO

@Test func userDirsFileNamesTheVideosAndPicturesFolders() {
  let text = """
    # This file is written by xdg-user-dirs-update
    XDG_DESKTOP_DIR="$HOME/Desktop"
    XDG_PICTURES_DIR="$HOME/Bilder"
    XDG_VIDEOS_DIR="/media/films"
    """
  let dirs = UserDirectories(home: "/home/ann", fileText: text)
  #expect(dirs.folders["VIDEOS"] == "/media/films")
  #expect(dirs.folders["PICTURES"] == "/home/ann/Bilder")
  #expect(dirs.recordingCandidates == ["/media/films", "/home/ann/Bilder", "/home/ann"])
}

@Test func withoutTheFileTheDefaultFoldersThenHome() {
  let dirs = UserDirectories(home: "/home/ann", fileText: nil)
  #expect(dirs.recordingCandidates == ["/home/ann/Videos", "/home/ann/Pictures", "/home/ann"])
}

@Test func aDisabledOrRelativeFolderIsIgnored() {
  // xdg-user-dirs disables a folder by pointing it at $HOME.
  let text = "XDG_VIDEOS_DIR=\"$HOME/\"\nXDG_PICTURES_DIR=\"pics\"\nnot a line\nXDG_X=\"/x\""
  let dirs = UserDirectories(home: "/home/ann", fileText: text)
  #expect(dirs.folders.isEmpty)
}

@Test func userDirsFileLivesInTheConfigFolder() {
  #expect(
    UserDirectories.filePath(environment: ["XDG_CONFIG_HOME": "/cfg"], home: "/h")
      == "/cfg/user-dirs.dirs")
  #expect(
    UserDirectories.filePath(environment: ["XDG_CONFIG_HOME": "rel"], home: "/h")
      == "/h/.config/user-dirs.dirs")
}

/// A recording falls back to the current folder only when no candidate is a folder, and the
/// note for the log says why, naming a missing HOME (the account's home is then tried).
@Test func theCurrentFolderIsTakenWithAReason() {
  var dirs = UserDirectories(home: "/nonexistent", fileText: nil)
  dirs.homeIsFromEnvironment = false
  let none = dirs.recordingFolder(currentFolder: "/work") { _ in false }
  #expect(none.path == "/work")
  #expect(
    none.note
      == "the current folder, as HOME is not set and none of /nonexistent/Videos, "
      + "/nonexistent/Pictures, /nonexistent is a folder")
  dirs.homeIsFromEnvironment = true
  #expect(
    dirs.recordingFolder(currentFolder: "/work") { _ in false }.note
      == "the current folder, as none of /nonexistent/Videos, /nonexistent/Pictures, "
      + "/nonexistent is a folder")
  let pictures = dirs.recordingFolder(currentFolder: "/work") { $0.hasSuffix("/Pictures") }
  #expect(pictures.path == "/nonexistent/Pictures" && pictures.note == nil)
}
