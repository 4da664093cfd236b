import Foundation

/// Comparing tunings in the real window: `tactile --compare` with 2 and 4 panes at 1280×800 on
/// the Spoilers page (every pane's ink moving), while the first pane's right wave is pulled
/// and let go again and again — the gesture every pane follows.
extension IdleBench {
  /// The presets compared, first to last.
  static let comparedPresets = ["telegram-ios", "telegram-desktop", "telegram-android", "default"]

  /// `panes` panes, `count` pulls of the first pane's right wave after 2 s to settle.
  static func compare(panes: Int, count: Int) -> Interaction {
    let frame = 1.0 / 60
    // The first pane's right edge: a row of two 639 pt panes, or a 2 × 2 grid of them; its
    // page area starts under a 24 pt label.
    let x0 = 639.0 - 12
    let y = panes == 2 ? 24 + 776 * 0.4 : 24 + 375 * 0.4
    var lines: [String] = []
    var t = 2.0
    for _ in 0..<count {
      lines.append("at \(t) down \(x0) \(y)")
      for i in 1...swipeMoves {
        lines.append("at \(t + Double(i) * frame) move \(x0 - 8 * Double(i)) \(y)")
      }
      t += Double(swipeMoves + 1) * frame
      lines.append("at \(t) up \(x0 - 8 * Double(swipeMoves)) \(y)")
      t += swipePause
    }
    let presets = comparedPresets.prefix(panes).joined(separator: ",")
    return Interaction(
      name: "compare \(panes) panes",
      summary: "compare (real window under Xvfb, 1280×800, \(panes) panes of ink, \(count) "
        + "wave pulls in the first, followed by all)",
      page: "spoilers", arguments: { _ in ["--compare", presets] },
      script: lines.joined(separator: "\n") + "\n", measured: 2...t)
  }
}
