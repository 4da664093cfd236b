import Foundation

/// The text bar a reader feels: the every-script text (1 MB, 10 000 spoilers) in the real
/// window, Page Down held for 10 s (a key's auto-repeat, 30 a second: every frame brings new
/// lines in, in every script) and then the wheel turned 3 notches every 50 ms for 5 s; its
/// frames must come at the display's rate with none dropped.
extension IdleBench {
  static func heldScroll(quick: Bool) -> Interaction {
    let start = 2.0
    let held = quick ? 3.0 : 10.0
    let wheel = quick ? 1.0 : 5.0
    var lines: [String] = []
    var t = start
    while t < start + held {
      lines.append("at \(t) key pagedown")
      t += 1.0 / 30
    }
    while t < start + held + wheel {
      lines.append("at \(t) wheel -3")
      t += 0.05
    }
    return Interaction(
      name: "every-script text, Page Down held then the wheel",
      summary:
        "every-script text (real window under Xvfb, 1280×800, 1 MB with 10 000 spoilers, "
        + "Page Down held \(Int(held)) s, then the wheel \(Int(wheel)) s)",
      page: "spoilers",
      arguments: { dir in ["--text", dir.appendingPathComponent("long.txt").path] },
      files: ["long.txt": LayoutBench.makeMixedText(bytes: 1_000_000, spoilers: 10_000)],
      script: lines.joined(separator: "\n") + "\n",
      measured: (start + 0.5)...(start + held + wheel))
  }
}
