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
