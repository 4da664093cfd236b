import Foundation

/// Scripted interactions in the real window: `tactile` under Xvfb, 1280×800, replays a script
/// (`--script`) and writes the intervals of the frames it draws (`--frame-times`); the
/// intervals while the interaction runs are reported as frames per second, mean and p99
/// interval, and dropped frames (60 Hz periods with no frame).
extension IdleBench {
  /// One interaction to measure.
  struct Interaction {
    /// Its name in the report.
    var name: String
    /// What it shows, printed before it runs.
    var summary: String
    /// The page the window opens on, and further arguments (paths may name files in the
    /// run's directory, given to `files`).
    var page: String
    var arguments: (_ directory: URL) -> [String] = { _ in [] }
    /// Files to write into the run's directory first (name → contents).
    var files: [String: String] = [:]
    /// The script, and the seconds of it whose frames count (from the window's first frame).
    var script: String
    var measured: ClosedRange<Double>
  }

  /// What a replay measured: the intervals (ms) of the frames drawn in the measured seconds,
  /// and the CPU the app and the X server took over them (user + system, percent of one core).
  struct Replay {
    var intervals: [Double]
    var cpuPercent: Double
    var serverPercent: Double
    /// Every frame's interval but the first few (the start-up's): where the page rests
    /// between repetitions, the frames' sum runs behind the clock (sleep is not counted), so
    /// `intervals` would miss the later repetitions.
    var afterStart: [Double]
  }

  /// Runs `interaction` and reports its frames and its CPU.
  static func run(_ interaction: Interaction, into report: inout BenchReport) {
    print(interaction.summary)
    do {
      let replay = try self.replay(interaction)
      let name = scaled(interaction.name)
      try reportFrames(replay.intervals, name: name, group: "window", into: &report)
      report.add("window", "\(name): CPU", replay.cpuPercent, "% of a core", goal: "≤ 40")
      report.add("window", "\(name): X server's CPU", replay.serverPercent, "% of a core")
    } catch {
      print("  window     skipped: \(error)")
      report.facts.append(("\(interaction.name) skipped", .string("\(error)")))
    }
  }

  /// Reports frames drawn `ms` milliseconds apart: frames per second, the mean and p99
  /// interval, and the frames dropped (60 Hz periods with no frame).
  static func reportFrames(
    _ ms: [Double], name: String, group: String, into report: inout BenchReport
  ) throws {
    guard !ms.isEmpty else { throw Failure(description: "no frames recorded") }
    let sorted = ms.sorted()
    let mean = ms.reduce(0, +) / Double(ms.count)
    let p99 = sorted[min(sorted.count - 1, Int((0.99 * Double(sorted.count - 1)).rounded()))]
    let period = 1000.0 / 60
    let dropped = ms.reduce(0) { $0 + max(0, Int(($1 / period).rounded()) - 1) }
    report.add(group, "\(name): frames per second", 1000 / mean, "fps", goal: "≥ 55")
    report.add(group, "\(name): frame interval, mean", mean, "ms", goal: "≈ 16.7")
    report.add(
      group, "\(name): frame interval, p99", p99, "ms", goal: windowScale == 1 ? "≤ 25" : "≤ 20")
    report.add(
      group, "\(name): dropped frames (of \(ms.count) drawn)", Double(dropped), "frames",
      goal: "≈ 0")
  }

  /// Replays `interaction` in a window: the intervals (ms) of the frames drawn in
  /// `interaction.measured`, and the CPU over those seconds (counted from the app's start,
  /// which the first frame follows by a fraction of a second).
  static func replay(_ interaction: Interaction) throws -> Replay {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tactile-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for (name, contents) in interaction.files {
      try Data(contents.utf8).write(to: dir.appendingPathComponent(name))
    }
    let scriptURL = dir.appendingPathComponent("script.txt")
    let timesURL = dir.appendingPathComponent("frames.txt")
    try Data(interaction.script.utf8).write(to: scriptURL)
    var (cpu, server) = (0.0, 0.0)
    try withWindow(
      page: interaction.page, dataDirectory: dir,
      arguments: interaction.arguments(dir) + [
        "--script", scriptURL.path, "--frame-times", timesURL.path,
      ]
    ) { tactile, xvfb in
      let started = Date()
      let measured = interaction.measured
      Thread.sleep(forTimeInterval: measured.lowerBound + cpuLag)
      guard tactile.isRunning, let t0 = cpuSeconds(tactile.processIdentifier) else {
        throw Failure(description: "tactile exited early (status \(tactile.terminationStatus))")
      }
      let x0 = cpuSeconds(xvfb.processIdentifier) ?? 0
      let w0 = Date()
      Thread.sleep(forTimeInterval: max(0, measured.upperBound - Date().timeIntervalSince(started)))
      guard tactile.isRunning, let t1 = cpuSeconds(tactile.processIdentifier) else {
        throw Failure(description: "tactile exited during the measurement")
      }
      let x1 = cpuSeconds(xvfb.processIdentifier) ?? x0
      let seconds = Date().timeIntervalSince(w0)
      (cpu, server) = ((t1 - t0) / seconds * 100, (x1 - x0) / seconds * 100)
      Thread.sleep(forTimeInterval: 1)
    }
    // The window has quit (SIGTERM becomes a quit, and the app writes its times).
    let all = try String(contentsOf: timesURL, encoding: .utf8)
      .split(separator: "\n").compactMap { Double($0) }
    var t = 0.0
    var kept: [Double] = []
    for ms in all {
      t += ms / 1000
      if interaction.measured.contains(t) { kept.append(ms) }
    }
    return Replay(
      intervals: kept, cpuPercent: cpu, serverPercent: server, afterStart: Array(all.dropFirst(3)))
  }

  /// Seconds from the app's start to its first frame, about: the CPU is measured from this much
  /// after the measured seconds start (so it never counts the start-up).
  static let cpuLag = 0.5
}
