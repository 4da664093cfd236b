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
    return Interaction(
      name: "swipe",
      summary: "swipe (real window under Xvfb, 1280×800, \(count) swipes To-do ↔ About)",
      page: "todo", script: lines.joined(separator: "\n") + "\n", measured: 0...t)
  }
}
