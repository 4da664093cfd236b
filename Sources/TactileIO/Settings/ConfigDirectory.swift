import Foundation

/// Tactile's folder of the user's configuration: `$XDG_CONFIG_HOME/tactile`, or
/// `$HOME/.config/tactile` when XDG_CONFIG_HOME is unset, empty or relative (the settings,
/// and the saved presets below it).
public enum ConfigDirectory {
  public static func url(environment: [String: String]) -> URL {
    let base: URL
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      base = URL(fileURLWithPath: xdg, isDirectory: true)
    } else if let h = environment["HOME"], h.hasPrefix("/") {
      base = URL(fileURLWithPath: h, isDirectory: true).appendingPathComponent(".config")
    } else {
      base = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
    }
    return base.appendingPathComponent("tactile", isDirectory: true)
  }
}
