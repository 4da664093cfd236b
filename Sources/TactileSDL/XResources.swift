import CX11
import TactileCore

/// The X server's resource database (the `RESOURCE_MANAGER` property that `xrdb` sets), where
/// X11 desktops keep their scale as `Xft.dpi` (GNOME, KDE and Xfce set it; SDL 3 reads it,
/// SDL 2 does not).
public enum XResources {
  /// The database's text, read through a connection of its own to the display `DISPLAY`
  /// names; nil without an X display or a database.
  public static func databaseText() -> String? {
    guard let display = XOpenDisplay(nil) else { return nil }
    defer { XCloseDisplay(display) }
    return XResourceManagerString(display).map { String(cString: $0) }
  }

  /// The value of the resource `name` in `database` (lines `name:<spaces>value`, as `xrdb
  /// -query` prints them; comments start with `!`); the last line naming it wins, as with
  /// `xrdb -merge`.
  public static func value(of name: String, in database: String) -> String? {
    var found: String?
    for line in database.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
      guard !line.hasPrefix("!"), let colon = line.firstIndex(of: ":") else { continue }
      guard line[..<colon].trimmingWhitespace() == name else { continue }
      found = String(line[line.index(after: colon)...].trimmingWhitespace())
    }
    return found
  }
}
