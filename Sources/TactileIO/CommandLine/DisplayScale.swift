/// The pixels per point a window is drawn at on X11, found as SDL 3 and GTK find it (SDL 2
/// finds none there): `--scale`, else `TACTILE_SCALE`, else `GDK_SCALE` (times
/// `GDK_DPI_SCALE`) or `QT_SCALE_FACTOR`, else the X resource database's `Xft.dpi` ÷ 96, else
/// 1. Every value is clamped to `LaunchOptions.scaleRange`.
public struct DisplayScale: Equatable, Sendable {
  /// Pixels per point.
  public var value: Float
  /// Where it came from, for the diagnostics and messages: "--scale", "GDK_SCALE", "Xft.dpi"…
  public var source: String

  /// The scale of X11 desktops' settings at 96 dots per inch.
  public static let baseDPI = 96.0

  public init(value: Float, source: String) {
    self.value = value
    self.source = source
  }

  /// The scale for `option` (`--scale`), `environment` and the resource database's `Xft.dpi`
  /// (asked only when nothing before it says). A variable that is set but not a number in
  /// `LaunchOptions.scaleRange` (for Xft.dpi: not dots per inch giving one) is passed over,
  /// with a line for `warn`.
  public static func resolve(
    option: Float?, environment: [String: String], xftDPI: () -> String?,
    warn: (String) -> Void
  ) -> DisplayScale {
    if let option { return DisplayScale(value: option, source: "--scale") }
    func number(_ name: String, times: Double = 1) -> DisplayScale? {
      guard let text = environment[name], !text.isEmpty else { return nil }
      guard let v = Double(text.trimmingWhitespace()), v.isFinite, v > 0,
        LaunchOptions.scaleRange.contains(Float(v * times))
      else {
        warn(
          "\(name)=\(text.quotedForMessage()) is not a scale from "
            + "\(LaunchOptions.shown(LaunchOptions.scaleRange)); passed over")
        return nil
      }
      return DisplayScale(value: Float(v * times), source: name)
    }
    if let s = number("TACTILE_SCALE") { return s }
    if environment["GDK_SCALE"].map({ !$0.isEmpty }) ?? false {
      let dpiScale = environment["GDK_DPI_SCALE"].flatMap { Double($0) }.map { $0 > 0 ? $0 : 1 }
      if var s = number("GDK_SCALE", times: dpiScale ?? 1) {
        if dpiScale != nil { s.source = "GDK_SCALE × GDK_DPI_SCALE" }
        return s
      }
    }
    if let s = number("QT_SCALE_FACTOR") { return s }
    if let dpi = xftDPI() {
      guard let v = Double(dpi.trimmingWhitespace()), v.isFinite,
        LaunchOptions.scaleRange.contains(Float(v / baseDPI))
      else {
        warn(
          "Xft.dpi \(dpi.quotedForMessage()) is not dots per inch of a scale from "
            + "\(LaunchOptions.shown(LaunchOptions.scaleRange)); passed over")
        return DisplayScale(value: 1, source: "default")
      }
      return DisplayScale(value: Float(v / baseDPI), source: "Xft.dpi")
    }
    return DisplayScale(value: 1, source: "default")
  }
}
