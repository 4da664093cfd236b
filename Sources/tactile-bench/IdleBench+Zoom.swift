import Foundation

/// Interface zoom in the real window: the About page with the tuning panel open, Ctrl+= and
/// Ctrl+- in turn every 1.5 s (each step lays every page out again at the new pixel size and
/// rasterizes the panel's font atlas again). The window sleeps between steps (the badge fades
/// within 1.3 s), so the frame after each step's frame starts as that frame ends: the longest
/// interval of the run is the slowest step's redraw.
extension IdleBench {
  static func zoomSteps(quick: Bool) -> Interaction {
    let count = quick ? 4 : 10
    let lines = (0..<count).map { k in
      "at \(2 + 1.5 * Double(k)) key ctrl+\(k % 2 == 0 ? "=" : "-")"
    }
    return Interaction(
      name: "zoom step, panel open",
      summary: "zoom (real window under Xvfb, 1280×800, About page and the panel, "
        + "\(count) steps between 100 % and 110 %)",
      page: "about", arguments: { _ in ["--studio"] },
      script: lines.joined(separator: "\n") + "\n",
      measured: 1.5...(2 + 1.5 * Double(count)))
  }

  /// Runs the zoom steps and reports the slowest frame interval.
  static func runZoom(quick: Bool, into report: inout BenchReport) {
    let interaction = zoomSteps(quick: quick)
    print(interaction.summary)
    do {
      let replay = try self.replay(interaction)
      guard let slowest = replay.afterStart.max() else {
        throw Failure(description: "no frames recorded")
      }
      report.add(
        "window", "\(scaled(interaction.name)): slowest redraw", slowest, "ms", goal: "≤ 100")
    } catch {
      print("  window     skipped: \(error)")
      report.facts.append(("\(interaction.name) skipped", .string("\(error)")))
    }
  }
}
