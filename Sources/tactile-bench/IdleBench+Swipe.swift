import Foundation

/// Liquid swipes in the real window: swipes between the To-do and About pages (both hold
/// still, so every frame drawn belongs to a swipe: the drag, the completion and the new waves
/// sliding in).
extension IdleBench {
  /// One swipe: 30 moves of 20 pt, 1/60 s apart (progress 0.21: it completes), then a pause.
  static let swipeMoves = 30
  static let swipeStep: Double = 20
  static let swipePause = 1.2

  /// `count` swipes from the To-do page, alternately the right wave (to About) and the left
  /// wave (back to To-do), after 2 s to settle.
  static func swipes(count: Int) -> Interaction {
    var lines: [String] = []
    var t = 2.0
    for k in 0..<count {
      lines += swipeLines(at: t, right: k % 2 == 0)
      t += swipeSeconds + swipePause
    }
    return Interaction(
      name: "swipe",
      summary: "swipe (real window under Xvfb, 1280×800, \(count) swipes To-do ↔ About)",
      page: "todo", script: lines.joined(separator: "\n") + "\n", measured: 0...t)
  }

  /// Seconds one swipe's drag takes, from the press to the release.
  static let swipeSeconds = Double(swipeMoves + 1) / 60

  /// The script lines of one swipe starting at `t`: the right wave dragged left (`right`), or
  /// the left wave dragged right.
  static func swipeLines(at t: Double, right: Bool) -> [String] {
    let frame = 1.0 / 60
    let x0 = right ? 1249.0 : 31.0
    let y = right ? 295.6 : 98.5  // The waves' centres at 1280×800 (100 and 300 of 812).
    let step = (right ? -1 : 1) * swipeStep
    var lines = ["at \(t) down \(x0) \(y)"]
    for i in 1...swipeMoves {
      lines.append("at \(t + Double(i) * frame) move \(x0 + step * Double(i)) \(y)")
    }
    lines.append("at \(t + swipeSeconds) up \(x0 + step * Double(swipeMoves)) \(y)")
    return lines
  }
}
