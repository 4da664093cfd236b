import Foundation

/// The real window: the `tactile` binary (next to this executable) in a window under Xvfb.
/// First the CPU table (`IdleBench+CPU.swift`): every page at rest and each animation, its CPU
/// time as a percentage of one core. Then scripted interactions (`IdleBench+Interaction.swift`),
/// their frame rate and CPU: liquid swipes, scrolling a long text (with each ink strategy), and
/// comparing tunings in 2 and 4 panes.
enum IdleBench {
  /// Displays tried for Xvfb (above the range the end-to-end tests use).
  static let displays = 140..<170

  /// The window's pixels per point (`--scale`): 2 draws the 1280×800-point window in
  /// 2560×1600 pixels, as on a HiDPI laptop. Set once, from the command line.
  nonisolated(unsafe) static var windowScale: Float = 1

  /// `name` with the window's scale when it is not 1 ("swipe at 2×").
  static func scaled(_ name: String) -> String {
    windowScale == 1 ? name : "\(name) at \(String(format: "%g", windowScale))×"
  }

  static func run(into report: inout BenchReport, quick: Bool) {
    runCPUTable(into: &report, quick: quick)
    run(swipes(count: quick ? 2 : 8), into: &report)
    for strategy in ["particles", "tile", "still"] {
      run(longTextScroll(.wheel, strategy: strategy, quick: quick), into: &report)
    }
    run(longTextScroll(.pageDown, quick: quick), into: &report)
    run(longTextScroll(.wheel, mixed: true, quick: quick), into: &report)
    run(heldScroll(quick: quick), into: &report)
    run(compare(panes: 2, count: quick ? 2 : 6), into: &report)
    run(compare(panes: 4, count: quick ? 2 : 6), into: &report)
    runZoom(quick: quick, into: &report)
    startToFirstFrame(into: &report, quick: quick)
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The `tactile` binary next to this executable.
  static func appURL() throws -> URL {
    guard let bench = Bundle.main.executableURL else { throw Failure(description: "no path") }
    let app = bench.deletingLastPathComponent().appendingPathComponent("tactile")
    guard FileManager.default.isExecutableFile(atPath: app.path) else {
      throw Failure(description: "\(app.path) not built (swift build -c release)")
    }
    return app
  }

  /// Starts an Xvfb server on a free display and waits until it accepts clients (it writes
  /// the display's number to `-displayfd` then), so that a launch timed on it does not share
  /// the machine with the server's own start; returns it and the display number.
  static func startXvfb() throws -> (Process, Int) {
    guard let xvfb = findInPath("Xvfb") else { throw Failure(description: "Xvfb not installed") }
    guard
      let display = displays.first(where: { n in
        !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)")
          && !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock")
      })
    else { throw Failure(description: "no free X display") }

    let server = Process()
    server.executableURL = URL(fileURLWithPath: xvfb)
    // Room for the window at its scale, as the end-to-end tests' screen has at 1×.
    let (w, h) = (max(1400, Int(1280 * windowScale) + 120), max(900, Int(800 * windowScale) + 100))
    server.arguments = [
      ":\(display)", "-screen", "0", "\(w)x\(h)x24", "-nolisten", "tcp", "-displayfd", "1",
    ]
    let ready = Pipe()
    server.standardOutput = ready
    server.standardError = FileHandle.nullDevice
    try server.run()
    var answer = pollfd(
      fd: ready.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&answer, 1, 10_000) == 1, answer.revents & Int16(POLLIN) != 0 else {
      stop(server)
      throw Failure(description: "Xvfb did not start")
    }
    return (server, display)
  }

  /// Runs `body` with `tactile` open on `page` in a 1280×800 window on a fresh Xvfb display,
  /// keeping its data in `dataDirectory`, and the display's server (whose copying of each
  /// frame shares the cores with the app); then stops the app (SIGTERM, which it turns into a
  /// quit) and the display.
  static func withWindow<R>(
    page: String, dataDirectory: URL, arguments: [String] = [],
    _ body: (_ tactile: Process, _ server: Process) throws -> R
  ) throws -> R {
    let app = try appURL()
    let (server, display) = try startXvfb()
    defer { stop(server) }
    let tactile = Process()
    tactile.executableURL = app
    tactile.arguments =
      ["--page", page, "--size", "1280x800", "--data-dir", dataDirectory.path]
      + (windowScale == 1 ? [] : ["--scale", "\(windowScale)"]) + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = ":\(display)"
    // No settings of the user's (a zoom, a window size): the window the arguments say.
    environment["XDG_CONFIG_HOME"] = dataDirectory.appendingPathComponent("config").path
    tactile.environment = environment
    tactile.standardOutput = FileHandle.nullDevice
    tactile.standardError = FileHandle.nullDevice
    try tactile.run()
    defer { stop(tactile) }
    return try body(tactile, server)
  }

  /// User + system CPU seconds of process `pid` (fields 14 and 15 of /proc/PID/stat).
  static func cpuSeconds(_ pid: Int32) -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // Fields after the command name (which may hold spaces) start at field 3.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12])
    else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  static func findInPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") {
      let candidate = "\(dir)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Seconds a process stopped with SIGTERM has to exit before it is killed.
  static let stopGrace = 10.0

  /// Stops `process` (SIGTERM, then SIGKILL after `stopGrace` seconds) and reaps it.
  static func stop(_ process: Process) {
    if process.isRunning { process.terminate() }
    if !waitUntil(stopGrace, { !process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// Polls `condition` every 50 ms for up to `seconds`.
  static func waitUntil(_ seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return condition()
  }
}
