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
  ///
  /// Probes `guess` first (clamped to `1...count`), gallops away from it with doubling steps
  /// until the answer is bracketed, then bisects: a good guess (from the average grapheme
  /// width) costs two or three measurements.
  mutating func longestPrefix(
    fitting maxWidth: Float, guess: Int = 1
  ) -> (count: Int, width: Float) {
    guard count > 0 else { return (0, 0) }
    var fit = 0
    var fitWidth: Float = 0
    var tooLong = count + 1
    let first = min(max(guess, 1), count)
    let w = width(ofFirst: first)
    var step = 1
    if w <= maxWidth {
      fit = first
      fitWidth = w
      while fit < count {
        let probe = min(fit + step, count)
        let pw = width(ofFirst: probe)
        guard pw <= maxWidth else {
          tooLong = probe
          break
        }
        fit = probe
        fitWidth = pw
        step *= 2
      }
    } else {
      tooLong = first
      while tooLong > 1 {
        let probe = max(tooLong - step, 1)
        let pw = width(ofFirst: probe)
        if pw <= maxWidth {
          fit = probe
          fitWidth = pw
          break
        }
        tooLong = probe
        step *= 2
      }
    }
    while tooLong - fit > 1 {
      let mid = fit + (tooLong - fit) / 2
      let mw = width(ofFirst: mid)
      if mw <= maxWidth {
        fit = mid
        fitWidth = mw
      } else {
        tooLong = mid
      }
    }
    return (fit, fitWidth)
  }
}

extension GraphemePrefixes {
  /// How many graphemes of `averageWidth` fit in `room` points: a starting guess for
  /// `longestPrefix(fitting:guess:)` (1 when it cannot tell).
  static func guess(_ room: Float, averageWidth: Float) -> Int {
    guard averageWidth > 0, room > 0 else { return 1 }
    let n = room / averageWidth
    return n < 1 ? 1 : (n > Float(Int32.max) ? Int(Int32.max) : Int(n))
  }
}
