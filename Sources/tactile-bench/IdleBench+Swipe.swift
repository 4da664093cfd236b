import Foundation

/// Liquid swipes in the real window: `tactile` under Xvfb replays swipes between the To-do
/// and About pages (both hold still, so every frame drawn belongs to a swipe: the drag, the
/// completion and the new waves sliding in) and writes its frame intervals (`--frame-times`).
/// Reported: mean and p99 interval, and dropped frames (60 Hz periods with no frame).
extension IdleBench {
  /// One swipe: 30 moves of 20 pt, 1/60 s apart (progress 0.21: it completes), then a pause.
  static let swipeMoves = 30
  static let swipeStep: Double = 20
  static let swipePause = 1.2

  static func runSwipes(into report: inout BenchReport, quick: Bool) {
    let count = quick ? 2 : 8
    print("swipe (real window under Xvfb, 1280×800, \(count) swipes To-do ↔ About)")
    do {
      let ms = try measureSwipes(count: count)
      guard !ms.isEmpty else { throw Failure(description: "no frames recorded") }
      let sorted = ms.sorted()
      let mean = ms.reduce(0, +) / Double(ms.count)
      let p99 = sorted[min(sorted.count - 1, Int((0.99 * Double(sorted.count - 1)).rounded()))]
      let period = 1000.0 / 60
      let dropped = ms.reduce(0) { $0 + max(0, Int(($1 / period).rounded()) - 1) }
      report.add("window", "swipe frame interval, mean", mean, "ms", goal: "≈ 16.7")
      report.add("window", "swipe frame interval, p99", p99, "ms", goal: "≤ 25")
      report.add(
        "window", "swipe dropped frames (of \(ms.count) drawn)", Double(dropped), "frames",
        goal: "≈ 0")
    } catch {
      print("  window     skipped: \(error)")
      report.facts.append(("swipeSkipped", .string("\(error)")))
    }
  }

  /// The script: `count` swipes from the To-do page, alternately the right wave (to About)
  /// and the left wave (back to To-do), after 2 s to settle.
  static func swipeScript(count: Int) -> (text: String, duration: Double) {
    let frame = 1.0 / 60
    let y = 295.6  // Both waves' centres at 1280×800 are at 100 and 300 of 812.
    var lines: [String] = []
    var t = 2.0
    for k in 0..<count {
      let right = k % 2 == 0
      let x0 = right ? 1249.0 : 31.0
      let cy = right ? y : 98.5
      lines.append("at \(t) down \(x0) \(cy)")
      for i in 1...swipeMoves {
        let x = x0 + (right ? -1 : 1) * swipeStep * Double(i)
        lines.append("at \(t + Double(i) * frame) move \(x) \(cy)")
      }
      t += Double(swipeMoves + 1) * frame
      let x1 = x0 + (right ? -1 : 1) * swipeStep * Double(swipeMoves)
      lines.append("at \(t) up \(x1) \(cy)")
      t += swipePause
    }
    return (lines.joined(separator: "\n") + "\n", t)
  }

  /// Frame intervals (ms) of the swipes.
  static func measureSwipes(count: Int) throws -> [Double] {
    let app = try appURL()
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tactile-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let script = swipeScript(count: count)
    let scriptURL = dir.appendingPathComponent("swipes.txt")
    let timesURL = dir.appendingPathComponent("frames.txt")
    try Data(script.text.utf8).write(to: scriptURL)

    let (server, display) = try startXvfb()
    defer {
      server.terminate()
      server.waitUntilExit()
    }
    let tactile = Process()
    tactile.executableURL = app
    tactile.arguments = [
      "--page", "todo", "--size", "1280x800", "--data-dir", dir.path, "--script", scriptURL.path,
      "--frame-times", timesURL.path,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = ":\(display)"
    tactile.environment = environment
    tactile.standardOutput = FileHandle.nullDevice
    tactile.standardError = FileHandle.nullDevice
    try tactile.run()
    Thread.sleep(forTimeInterval: script.duration + 1)
    guard tactile.isRunning else {
      throw Failure(description: "tactile exited early (status \(tactile.terminationStatus))")
    }
    tactile.terminate()  // SIGTERM: SDL turns it into a quit, and the app writes its times.
    tactile.waitUntilExit()
    let text = try String(contentsOf: timesURL, encoding: .utf8)
    return text.split(separator: "\n").compactMap { Double($0) }
  }
}
