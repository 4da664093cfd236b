import Foundation

/// Start-up in the real window: `tactile --frames 1` under Xvfb, on the default page and on the
/// every-script sample (`--text world`: every fallback face found and opened), the time from
/// the process's start to its first frame as the app reports it (`--frame-times`), the median
/// of a few launches (fonts and the system's font cache warm after the first).
extension IdleBench {
  static func startToFirstFrame(into report: inout BenchReport, quick: Bool) {
    for (what, arguments) in [("the default page", []), ("--text world", ["--text", "world"])] {
      print("start-up (real window under Xvfb, 1280×800, \(what))")
      do {
        var times: [Double] = []
        for _ in 0..<(quick ? 3 : 7) { times.append(try firstFrameMilliseconds(arguments)) }
        report.add(
          "window", "start to first frame, \(what) (median of \(times.count))",
          Stopwatch.quantile(times.map { $0 / 1000 }, 0.5) * 1000, "ms", goal: "≤ 150")
      } catch {
        print("  window     skipped: \(error)")
        report.facts.append(("startup skipped", .string("\(error)")))
      }
    }
  }

  /// One launch's "# first frame N ms after start", with `arguments`.
  private static func firstFrameMilliseconds(_ arguments: [String]) throws -> Double {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tactile-bench-start-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let times = dir.appendingPathComponent("frames.txt")
    try withWindow(
      page: "spoilers", dataDirectory: dir,
      arguments: ["--frames", "1", "--frame-times", times.path] + arguments
    ) { tactile, _ in tactile.waitUntilExit() }
    let text = try String(contentsOf: times, encoding: .utf8)
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("# first frame") }),
      let ms = line.split(separator: " ").compactMap({ Double($0) }).first
    else { throw Failure(description: "no start-up time in \(times.path)") }
    return ms
  }
}
