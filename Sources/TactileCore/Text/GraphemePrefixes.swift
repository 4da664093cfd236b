/// Widths of the prefixes of a run of graphemes in one font, each measured as a whole
/// substring (kerning included). Grapheme boundaries are found lazily, only as far as asked.
///
/// Used to break words longer than a line and to locate a grapheme inside a measured segment.
/// Assumes a longer prefix is never narrower.
struct GraphemePrefixes {
  private let text: String
  private let font: FontSpec
  private let metrics: any FontMetrics
  /// Number of graphemes available.
  let count: Int
  private let limit: String.Index
  /// `ends[j]` is the index after the first `j` graphemes; `ends[0]` is the start.
  private var ends: [String.Index]

  /// The `count` graphemes of `text` starting at `start` (and ending before `limit`).
  init(
    text: String, start: String.Index, limit: String.Index, count: Int, font: FontSpec,
    metrics: any FontMetrics
  ) {
    self.text = text
    self.font = font
    self.metrics = metrics
    self.count = max(count, 0)
    self.limit = limit
    self.ends = [start]
  }

  /// The index after the first `j` graphemes (`j` in `0...count`).
  mutating func index(afterFirst j: Int) -> String.Index {
    while ends.count <= j {
      let last = ends[ends.count - 1]
      ends.append(last < limit ? text.index(after: last) : limit)
    }
    return ends[j]
  }

  /// The advance of the first `j` graphemes, in points.
  mutating func width(ofFirst j: Int) -> Float {
    guard j > 0 else { return 0 }
    let w = metrics.advance(of: text[ends[0]..<index(afterFirst: j)], font: font)
    return w.isFinite ? w : 0
  }

  /// The largest `j` in `0...count` whose prefix is at most `maxWidth` wide, and that width.
  /// Gallops (1, 2, 4 … graphemes) then bisects: O(j log j) graphemes measured.
  mutating func longestPrefix(fitting maxWidth: Float) -> (count: Int, width: Float) {
    var fit = 0
    var fitWidth: Float = 0
    var tooLong = count + 1
    var probe = 1
    while probe <= count {
      let w = width(ofFirst: probe)
      guard w <= maxWidth else {
        tooLong = probe
        break
      }
      fit = probe
      fitWidth = w
      if probe == count { break }
      probe = min(count, probe * 2)
    }
    while tooLong - fit > 1 {
      let mid = fit + (tooLong - fit) / 2
      let w = width(ofFirst: mid)
      if w <= maxWidth {
        fit = mid
        fitWidth = w
      } else {
        tooLong = mid
      }
    }
    return (fit, fitWidth)
  }
}
