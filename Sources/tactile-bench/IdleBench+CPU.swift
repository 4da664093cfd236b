import Foundation

/// What the window costs, page by page and animation by animation: `tactile` in a 1280×800
/// window under Xvfb, its CPU time (user + system) over a few seconds as a percentage of one
/// core. Every page at rest (the Spoilers page once per ink strategy), then each page's
/// animation running again and again: a spoiler revealed and hidden, the reaction bar held
/// open and dragged across, an item struck and un-struck, liquid swipes.
extension IdleBench {
  /// One row of the table: what runs, and the goal it is held to.
  struct CPUCase {
    var interaction: Interaction
    var goal: String
    /// Whether it animates throughout (its frames are reported too).
    var animates = false
  }

  /// Runs every case and reports its CPU (group `cpu`).
  static func runCPUTable(into report: inout BenchReport, quick: Bool) {
    print(
      "cpu (real window under Xvfb, 1280×800 points at \(String(format: "%g", windowScale))×; "
        + "user + system time, % of one core)")
    var skipped: [String] = []
    for c in cpuCases(quick: quick) {
      do {
        let replay = try self.replay(c.interaction)
        let name = scaled(c.interaction.name)
        report.add("cpu", name, replay.cpuPercent, "% of a core", goal: c.goal)
        report.add("cpu", "\(name): X server", replay.serverPercent, "% of a core")
        if c.animates {
          try reportFrames(replay.afterStart, name: name, group: "window", into: &report)
        }
      } catch {
        print("  cpu        \(c.interaction.name) skipped: \(error)")
        skipped.append("\(c.interaction.name): \(error)")
      }
    }
    if !skipped.isEmpty {
      report.facts.append(("cpuSkipped", .string(skipped.joined(separator: "; "))))
    }
  }

  /// The table's rows: seconds 3 to 8 of each run (2 to 3 with `quick`, a smoke test).
  static func cpuCases(quick: Bool) -> [CPUCase] {
    let measured = quick ? 2.0...3.0 : 3.0...8.0
    let rest = "at \(measured.upperBound + 1) end\n"
    func idle(_ page: String, _ arguments: [String] = [], name: String, goal: String) -> CPUCase {
      CPUCase(
        interaction: Interaction(
          name: name, summary: "", page: page, arguments: { _ in arguments }, script: rest,
          measured: measured),
        goal: goal)
    }
    /// `cycle(k, t)`: the script lines of the `k`th repetition, starting at `t` seconds.
    func animated(
      _ page: String, name: String, period: Double, _ cycle: (Int, Double) -> [String]
    ) -> CPUCase {
      var lines: [String] = []
      var k = 0
      while 2 + Double(k) * period < measured.upperBound {
        lines += cycle(k, 2 + Double(k) * period)
        k += 1
      }
      return CPUCase(
        interaction: Interaction(
          name: name, summary: "", page: page, script: lines.joined(separator: "\n") + "\n",
          measured: measured),
        goal: windowScale == 1 ? "≤ 40" : "≤ 60", animates: true)
    }
    return [
      idle("about", name: "about page at rest", goal: "≈ 0"),
      idle("todo", name: "to-do page at rest", goal: "≈ 0"),
      idle("reactions", name: "reactions page at rest", goal: "≈ 0"),
      idle(
        "spoilers", ["--set", "ink.strategy=particles"], name: "spoilers at rest, particles",
        goal: "≤ 22.6"),
      idle(
        "spoilers", ["--set", "ink.strategy=tile"], name: "spoilers at rest, tile",
        goal: windowScale == 1 ? "≤ 8" : "≤ 10"),
      idle(
        "spoilers", ["--set", "ink.strategy=still"], name: "spoilers at rest, still", goal: "≤ 1"),
      // The first spoiler's second line: a click reveals it, the next hides it.
      animated("spoilers", name: "spoiler reveal and hide, every 1.2 s", period: 1.2) { _, t in
        ["at \(t) click 600 250"]
      },
      // Held on the first message, the bar opens below it; the pointer sweeps its six icons
      // and lets go on the last (a pick, then an un-pick).
      animated("reactions", name: "reaction bar held and dragged, every 2 s", period: 2) { _, t in
        ["at \(t) down 500 190"]
          + (0...30).map { i in "at \(t + 0.6 + Double(i) / 60) move \(396 + 8 * i) 313" }
          + ["at \(t + 1.2) up 636 313"]
      },
      animated("todo", name: "strike and un-strike, every 0.8 s", period: 0.8) { _, t in
        ["at \(t) click 397 180"]
      },
      animated("todo", name: "liquid swipe to About and back", period: swipeSeconds + swipePause) {
        k, t in swipeLines(at: t, right: k % 2 == 0)
      },
    ]
  }
}
