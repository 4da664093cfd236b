extension TextLayout {
  /// One rect per line that `range` (grapheme offsets) touches, top to bottom, each covering
  /// the range's graphemes on that line without the spaces at the fragment's ends. A rect spans
  /// the line's glyph box: from `baseline − ascent` down to `baseline + descent`.
  ///
  /// Empty for an empty range, or one holding only spaces and paragraph breaks. Offsets outside
  /// the text are clamped. These are the spoiler fragments.
  public func rects(for range: Range<Int>) -> [Rect] {
    let lower = max(range.lowerBound, 0)
    let upper = min(range.upperBound, graphemeCount)
    guard lower < upper else { return [] }
    var result: [Rect] = []
    var l = firstLine(endingAfter: lower)
    while l < lines.count, lines[l].graphemes.lowerBound < upper {
      let line = lines[l]
      l += 1
      var a = max(lower, line.graphemes.lowerBound)
      var b = min(upper, line.graphemes.upperBound)
      guard a < b else { continue }
      // Spaces at either end are left out, however many segments they span (a run of spaces
      // hangs past the line's end and would reach outside the layout).
      while a < b {
        let first = segment(containing: a, on: line)
        guard measured.kind[first] == .space else { break }
        a = min(measured.firstGrapheme[first + 1], b)
      }
      while a < b {
        let last = segment(containing: b - 1, on: line)
        guard measured.kind[last] == .space else { break }
        b = max(measured.firstGrapheme[last], a)
      }
      guard a < b else { continue }
      forEachVisualSpan(of: a..<b, on: line) { span in
        result.append(
          Rect(
            x: span.lowerBound, y: line.glyphTop, width: span.upperBound - span.lowerBound,
            height: line.ascent + line.descent))
      }
    }
    return result
  }

  /// Calls `body` with the x extents of graphemes `range` (on `line`) as drawn, left to
  /// right: one span on a line in reading order; on a reordered line, one per visually
  /// contiguous part (a range crossing a change of direction falls apart into several).
  /// Allocates nothing.
  public func forEachVisualSpan(
    of range: Range<Int>, on line: Line, _ body: (Range<Float>) -> Void
  ) {
    guard line.isReordered else {
      let x0 = xOffset(ofGrapheme: range.lowerBound, on: line)
      let x1 = xOffset(ofGrapheme: range.upperBound, on: line)
      body(x0..<max(x1, x0))
      return
    }
    withUnsafeTemporaryAllocation(
      of: Range<Float>.self, capacity: line.runs.count + line.segments.count
    ) { spans in
      var n = 0
      func add(_ a: Float, _ b: Float) {
        // Kept sorted by their left ends (a line has a few).
        var i = n
        while i > 0, spans[i - 1].lowerBound > min(a, b) {
          spans[i] = spans[i - 1]
          i -= 1
        }
        spans[i] = min(a, b)..<max(a, b)
        n += 1
      }
      for r in line.runs {
        let gs = runs[r].graphemes.clamped(to: range)
        guard !gs.isEmpty else { continue }
        add(x(ofGrapheme: gs.lowerBound, inRun: r), x(ofGrapheme: gs.upperBound, inRun: r))
      }
      for s in line.segments where measured.kind[s] == .space {
        let gs = piece(of: s, on: line).graphemes.clamped(to: range)
        guard !gs.isEmpty else { continue }
        add(
          segmentSumX(ofGrapheme: gs.lowerBound, on: line),
          segmentSumX(ofGrapheme: gs.upperBound, on: line, endOf: s))
      }
      // Spans that touch or overlap (within half a point) are one.
      var open: Range<Float>? = nil
      for i in 0..<n {
        let span = spans[i]
        if let o = open, span.lowerBound <= o.upperBound + 0.5 {
          open = o.lowerBound..<max(o.upperBound, span.upperBound)
        } else {
          if let o = open { body(o) }
          open = span
        }
      }
      if let o = open { body(o) }
    }
  }

  /// The x, in points from the layout's left edge, of the boundary before grapheme `g` of run
  /// `index` (`g` clamped to the run's graphemes; the run's end gives its far edge): the left
  /// edge of `g` in a left-to-right run, its right edge in a right-to-left one. Measured the
  /// way the renderer sets the run: its text from the run's start through `g`, as one string,
  /// so kerning and sub-pixel advances before `g` count exactly as drawn.
  public func x(ofGrapheme g: Int, inRun index: Int) -> Float {
    let advance = advance(beforeGrapheme: g, inRun: index)
    let run = runs[index]
    return run.isRightToLeft ? run.x + run.width - advance : run.x + advance
  }

  /// The advance of run `index`'s text before grapheme `g` (clamped to the run), in points:
  /// how far from the run's start (its left end, or its right end when it reads right to
  /// left) the boundary before `g` is.
  public func advance(beforeGrapheme g: Int, inRun index: Int) -> Float {
    let run = runs[index]
    guard let prefix = measuredPrefix(ofGrapheme: g, inRun: index) else {
      let k = min(max(g, run.graphemes.lowerBound), run.graphemes.upperBound)
      return k > run.graphemes.lowerBound ? run.width : 0
    }
    let w = measured.metrics.advance(of: prefix, font: run.font)
    return w.isFinite ? max(w, 0) : 0
  }

  /// The text `x(ofGrapheme:inRun:)` measures (in the run's font): the run's text before
  /// grapheme `g` (clamped to the run's graphemes). Nil when nothing is measured: `g` at or
  /// before the run's start, or an emoji run (its inside is not measured).
  public func measuredPrefix(ofGrapheme g: Int, inRun index: Int) -> Substring? {
    let run = runs[index]
    let k = min(max(g, run.graphemes.lowerBound), run.graphemes.upperBound)
    guard k > run.graphemes.lowerBound, !run.isEmoji else { return nil }
    let line = lines[run.lineIndex]
    let start = textIndex(ofGrapheme: run.graphemes.lowerBound, on: line)
    return text[start..<textIndex(ofGrapheme: k, on: line)]
  }

  /// Hands `texts` to the layout's metrics to be measured ahead of time, after those handed
  /// before or instead of them (`FontMetrics.measureAhead(_:replacing:)`).
  public func measureAhead(_ texts: [UpcomingAdvance], replacing: Bool) {
    measured.metrics.measureAhead(texts, replacing: replacing)
  }

  /// The run on `line` whose graphemes hold `g`, or else the one ending at `g`, if any.
  func run(holding g: Int, on line: Line) -> Int? {
    var ending: Int? = nil
    for r in line.runs {
      let gs = runs[r].graphemes
      if gs.contains(g) { return r }
      if gs.upperBound == g { ending = r }
    }
    return ending
  }

  /// The grapheme under `point`, or the nearest one on the line at `point.y`. Nil when `point`
  /// is above the first line, below the last, or on an empty line.
  public func graphemeIndex(at point: Vec2) -> Int? {
    guard let l = lineIndex(atY: point.y) else { return nil }
    let line = lines[l]
    guard !line.graphemes.isEmpty, !line.segments.isEmpty else { return nil }
    if line.isReordered { return graphemeIndex(atX: point.x, onReordered: line) }
    if let g = graphemeIndex(atX: point.x, inTextRunOf: line) { return g }
    // The last piece starting at or before x (pieces are in x order along the line).
    var lo = line.segments.lowerBound
    var hi = line.segments.upperBound
    while hi - lo > 1 {
      let mid = lo + (hi - lo) / 2
      if piece(of: mid, on: line).x <= point.x { lo = mid } else { hi = mid }
    }
    let p = piece(of: lo, on: line)
    let count = p.graphemes.count
    guard count > 1 else { return p.graphemes.lowerBound }
    var prefixes = GraphemePrefixes(
      text: text, start: p.start, limit: measured.start[lo + 1], count: count,
      font: measured.font(ofSegment: lo), metrics: measured.metrics)
    // Graphemes whose right edge is at or left of x: the point is in the next one.
    let room = point.x - p.x
    let averageWidth =
      measured.width[lo]
      / Float(
        max(
          measured.firstGrapheme[lo + 1]
            - measured.firstGrapheme[lo], 1))
    let passed = prefixes.longestPrefix(
      fitting: room, guess: GraphemePrefixes.guess(room, averageWidth: averageWidth)
    ).count
    return p.graphemes.lowerBound + min(passed, count - 1)
  }

  /// The grapheme under `x` on a reordered line: in the run or space under it, else in the
  /// nearest one.
  private func graphemeIndex(atX x: Float, onReordered line: Line) -> Int? {
    var best: (distance: Float, grapheme: Int)? = nil
    for r in line.runs {
      let run = runs[r]
      let distance = max(run.x - x, x - (run.x + run.width), 0)
      guard best.map({ distance < $0.distance }) ?? true else { continue }
      let inside = min(max(x, run.x), run.x + run.width - 0.001)
      let g = run.isEmoji ? run.graphemes.lowerBound : grapheme(atX: inside, inRun: r, on: line)
      best = (distance, g)
    }
    for s in line.segments where measured.kind[s] == .space {
      let p = piece(of: s, on: line)
      let a = segmentSumX(ofGrapheme: p.graphemes.lowerBound, on: line)
      let b = segmentSumX(ofGrapheme: p.graphemes.upperBound, on: line, endOf: s)
      let distance = max(min(a, b) - x, x - max(a, b), 0)
      if best.map({ distance < $0.distance }) ?? true { best = (distance, p.graphemes.lowerBound) }
    }
    return best?.grapheme
  }

  /// The grapheme of text run `r` on `line` under `x` (which must be over the run), found by
  /// measuring the run's prefixes as drawn.
  private func grapheme(atX x: Float, inRun r: Int, on line: Line) -> Int {
    let run = runs[r]
    let count = run.graphemes.count
    var prefixes = GraphemePrefixes(
      text: text, start: textIndex(ofGrapheme: run.graphemes.lowerBound, on: line),
      limit: textIndex(ofGrapheme: run.graphemes.upperBound, on: line), count: count,
      font: run.font, metrics: measured.metrics)
    let room = run.isRightToLeft ? run.x + run.width - x : x - run.x
    let passed = prefixes.longestPrefix(
      fitting: room, guess: GraphemePrefixes.guess(room, averageWidth: run.width / Float(count))
    ).count
    return run.graphemes.lowerBound + min(passed, count - 1)
  }

  /// The grapheme of a text run on `line` under `x`, found by measuring the run's prefixes as
  /// drawn; nil when `x` is not over a text run.
  private func graphemeIndex(atX x: Float, inTextRunOf line: Line) -> Int? {
    guard let r = line.runs.last(where: { runs[$0].x <= x }), !runs[r].isEmoji else { return nil }
    let run = runs[r]
    guard x < self.x(ofGrapheme: run.graphemes.upperBound, inRun: r) else { return nil }
    let count = run.graphemes.count
    var prefixes = GraphemePrefixes(
      text: text, start: textIndex(ofGrapheme: run.graphemes.lowerBound, on: line),
      limit: textIndex(ofGrapheme: run.graphemes.upperBound, on: line), count: count,
      font: run.font, metrics: measured.metrics)
    let room = x - run.x
    let passed = prefixes.longestPrefix(
      fitting: room, guess: GraphemePrefixes.guess(room, averageWidth: run.width / Float(count))
    ).count
    return run.graphemes.lowerBound + min(passed, count - 1)
  }

  /// The x, in points, of a caret before grapheme `index` (clamped to `0...graphemeCount`):
  /// the left edge of that grapheme, or the end of the line for an index at a line or
  /// paragraph end.
  public func caretX(for index: Int) -> Float {
    let line = lines[lineIndex(forCaret: index)]
    let g = min(max(index, line.graphemes.lowerBound), line.graphemes.upperBound)
    return xOffset(ofGrapheme: g, on: line)
  }

  /// The line a caret before grapheme `index` is drawn on: the line holding that grapheme; for
  /// a paragraph break or the end of the text, the line it ends.
  public func lineIndex(forCaret index: Int) -> Int {
    let g = min(max(index, 0), graphemeCount)
    let l = firstLine(endingAfter: g)
    if l < lines.count, lines[l].graphemes.lowerBound <= g { return l }
    return max(l - 1, 0)
  }

  /// The line whose box holds `y`, or nil above the first line or below the last.
  public func lineIndex(atY y: Float) -> Int? {
    guard y >= 0, let last = lines.last, y < last.bottom else { return nil }
    var lo = 0
    var hi = lines.count
    while hi - lo > 1 {
      let mid = lo + (hi - lo) / 2
      if lines[mid].top <= y { lo = mid } else { hi = mid }
    }
    return lo
  }

  // MARK: - Internals

  /// The first line whose grapheme range ends after `g`, or `lines.count`.
  func firstLine(endingAfter g: Int) -> Int {
    var lo = 0
    var hi = lines.count
    while lo < hi {
      let mid = lo + (hi - lo) / 2
      if lines[mid].graphemes.upperBound > g { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }

  /// The segment on `line` holding grapheme `g` (`g` must be on the line).
  func segment(containing g: Int, on line: Line) -> Int {
    var lo = line.segments.lowerBound
    var hi = line.segments.upperBound
    while hi - lo > 1 {
      let mid = lo + (hi - lo) / 2
      if measured.firstGrapheme[mid] <= g { lo = mid } else { hi = mid }
    }
    return lo
  }

  /// The part of segment `s` on `line`: its graphemes, start index and x.
  func piece(of s: Int, on line: Line) -> (graphemes: Range<Int>, start: String.Index, x: Float) {
    let g0 = measured.firstGrapheme[s]
    let g1 = min(measured.firstGrapheme[s + 1], line.graphemes.upperBound)
    if g0 >= line.graphemes.lowerBound { return (g0..<g1, measured.start[s], segmentX[s]) }
    // The segment began on an earlier line: this part starts the line.
    return (line.graphemes.lowerBound..<g1, line.textStart, line.continuedX)
  }

  /// The index in `text` of grapheme `g` on `line` (`g` may be the line's end): found from
  /// the start of its segment, stepping over the graphemes before it in that segment only.
  func textIndex(ofGrapheme g: Int, on line: Line) -> String.Index {
    guard g > line.graphemes.lowerBound, !line.segments.isEmpty else { return line.textStart }
    let s = segment(containing: g < line.graphemes.upperBound ? g : g - 1, on: line)
    if g >= measured.firstGrapheme[s + 1] { return measured.start[s + 1] }
    let p = piece(of: s, on: line)
    let k = g - p.graphemes.lowerBound
    return k == 0 ? p.start : text.index(p.start, offsetBy: k)
  }

  /// x, in points, of the left edge of grapheme `g` on `line` (`g` may be the line's end):
  /// inside a run, measured as drawn (`x(ofGrapheme:inRun:)`); in the spaces around runs,
  /// from the measured segments.
  func xOffset(ofGrapheme g: Int, on line: Line) -> Float {
    guard !line.segments.isEmpty, g > line.graphemes.lowerBound || line.isReordered else {
      return line.x
    }
    if let r = run(holding: g, on: line) { return x(ofGrapheme: g, inRun: r) }
    return segmentSumX(ofGrapheme: g, on: line)
  }

  /// Appends the text `xOffset(ofGrapheme:on:)` measures for `g` inside a run, if any.
  func appendMeasuredText(
    ofGrapheme g: Int, on line: Line, into texts: inout [UpcomingAdvance]
  ) {
    guard g > line.graphemes.lowerBound, !line.segments.isEmpty, let r = run(holding: g, on: line),
      let prefix = measuredPrefix(ofGrapheme: g, inRun: r)
    else { return }
    texts.append(UpcomingAdvance(prefix, font: runs[r].font))
  }

  /// x, in points, of the left edge of grapheme `g` on `line` (`g` may be the line's end), from
  /// the measured segments laid end to end (no kerning across them); only a cut inside a
  /// segment is measured. Cheap, and within a point or two of where the glyphs are drawn.
  func segmentSumX(ofGrapheme g: Int, on line: Line) -> Float {
    guard !line.segments.isEmpty, g > line.graphemes.lowerBound || line.isReordered else {
      return line.x
    }
    let s = segment(containing: g < line.graphemes.upperBound ? g : g - 1, on: line)
    return segmentSumX(ofGrapheme: g, on: line, endOf: s)
  }

  /// The same for a `g` inside segment `s` or at its end (which may be where the next
  /// segment starts: on a reordered line the two can be far apart).
  func segmentSumX(ofGrapheme g: Int, on line: Line, endOf s: Int) -> Float {
    let p = piece(of: s, on: line)
    let rightToLeft = measured.level(ofSegment: s) & 1 == 1
    let whole = p.graphemes.lowerBound == measured.firstGrapheme[s]
    let count = p.graphemes.count
    let k = min(max(g - p.graphemes.lowerBound, 0), count)
    func width(ofFirst j: Int) -> Float {
      if j == 0 { return 0 }
      if whole && j == count { return measured.width[s] }
      var prefixes = GraphemePrefixes(
        text: text, start: p.start, limit: measured.start[s + 1], count: count,
        font: measured.font(ofSegment: s), metrics: measured.metrics)
      return prefixes.width(ofFirst: j)
    }
    guard rightToLeft else { return p.x + width(ofFirst: k) }
    return p.x + width(ofFirst: count) - width(ofFirst: k)
  }
}
