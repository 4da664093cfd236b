import Foundation

/// How long ago the process started (was exec'd), from Linux's /proc: for the start-up time
/// `--frame-times` reports. 10 ms resolution (the kernel's clock ticks).
enum ProcessAge {
  /// Seconds since the process started; nil where /proc cannot tell.
  static func seconds() -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
      let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
      let now = Double(uptime.split(separator: " ").first ?? ""),
      // Fields after the command name (in parentheses, which may hold spaces): the start
      // time is field 22 of the line, the 20th after the name.
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
    let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
    return hz > 0 ? now - ticks / hz : nil
  }
}
