import Dispatch

extension TextLayout.Constants {
  /// Texts of at least this many segments (about 50 KB of prose) are broken into lines on two
  /// threads when their metrics offer a companion (`FontMetrics.concurrentCompanion`).
  static let parallelMinimumSegments = 16_384
}

extension MeasuredText {
  /// The paragraph break nearest after segment `s`, else the nearest before it; nil when the
  /// text has a single paragraph.
  func paragraphBreak(near s: Int) -> Int? {
    guard segmentCount > 0 else { return nil }
    let s = min(max(s, 0), segmentCount - 1)
    for t in s..<segmentCount where kind[t] == .paragraphBreak { return t }
    for t in stride(from: s - 1, through: 0, by: -1) where kind[t] == .paragraphBreak {
      return t
    }
    return nil
  }
}

extension LineBreaker {
  /// `measured` broken into lines at `maxWidth`, identical to `run()`'s result.
  ///
  /// A text of at least `minimumSegments` segments with a paragraph break near its middle,
  /// whose metrics offer a companion, is laid out on two threads: this one breaks the
  /// paragraphs before that break while another breaks those after it, measuring with the
  /// companion; the later lines are then stacked below the earlier ones. Paragraphs are broken
  /// independently of each other and both halves measure the same way, so the lines, runs and
  /// positions are the same as on one thread.
  static func lines(
    of measured: MeasuredText, maxWidth: Float, lineSpacing: Float,
    parallelFrom minimumSegments: Int = TextLayout.Constants.parallelMinimumSegments
  ) -> LineBreaker {
    var first = LineBreaker(measured: measured, maxWidth: maxWidth, lineSpacing: lineSpacing)
    let n = measured.segmentCount
    guard n >= minimumSegments, let split = measured.paragraphBreak(near: n / 2),
      let companion = measured.metrics.concurrentCompanion(measuring: measured.font)
    else {
      first.run()
      return first
    }
    var second = LineBreaker(
      measured: measured, maxWidth: maxWidth, lineSpacing: lineSpacing, metrics: companion)
    withUnsafeMutablePointer(to: &first) { before in
      withUnsafeMutablePointer(to: &second) { after in
        let halves = Halves(before: before, after: after)
        DispatchQueue.concurrentPerform(iterations: 2) { half in
          if half == 0 {
            halves.before.pointee.run(paragraphsIn: 0..<split)
          } else {
            halves.after.pointee.run(paragraphsIn: (split + 1)..<n)
          }
        }
      }
    }
    first.append(second, from: split + 1)
    return first
  }

  /// The two halves' breakers, one for each thread.
  // @unchecked: the pointers outlive concurrentPerform, and each thread runs only its own.
  private struct Halves: @unchecked Sendable {
    let before: UnsafeMutablePointer<LineBreaker>
    let after: UnsafeMutablePointer<LineBreaker>
  }
}
