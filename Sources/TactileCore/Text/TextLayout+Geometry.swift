extension TextLayout {
  /// One rect per line that `range` (grapheme offsets) touches, top to bottom, each covering
  /// the range's graphemes on that line without the spaces at the fragment's ends (one per
  /// visual part on a reordered line). A rect spans the line's glyph box: from
  /// `baseline − ascent` down to `baseline + descent`.
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
      while a < b, isSpace(a, on: line) { a += 1 }
      while a < b, isSpace(b - 1, on: line) { b -= 1 }
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
      for s in line.segments {
        let part = spacePart(of: s, on: line).clamped(to: range)
        guard !part.isEmpty else { continue }
        let span = spaceSpan(part, of: s, on: line)
        add(span.lowerBound, span.upperBound)
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
  /// edge of `g` in a left-to-right run, its right edge in a right-to-left one. From the run's
  /// shaped glyphs: exactly where they are drawn.
  public func x(ofGrapheme g: Int, inRun index: Int) -> Float {
    let run = runs[index]
    let k = min(max(g, run.graphemes.lowerBound), run.graphemes.upperBound)
    if run.graphemes.isEmpty { return run.x }
    let s = measured.segment(
      containing: k < run.graphemes.upperBound ? k : k - 1, in: run.segments)
    return wordX(ofGrapheme: k, inSegment: s, on: lines[run.lineIndex])
  }

  /// The advance of run `index`'s glyphs before grapheme `g` (clamped to the run), in points:
  /// how far from the run's start (its left end, or its right end when it reads right to
  /// left) the boundary before `g` is.
  public func advance(beforeGrapheme g: Int, inRun index: Int) -> Float {
    let run = runs[index]
    let x = x(ofGrapheme: g, inRun: index)
    return run.isRightToLeft ? run.x + run.width - x : x - run.x
  }

  /// The grapheme under `point`, or the nearest one on the line at `point.y`. Nil when `point`
  /// is above the first line, below the last, or on an empty line.
  public func graphemeIndex(at point: Vec2) -> Int? {
    guard let l = lineIndex(atY: point.y) else { return nil }
    let line = lines[l]
    guard !line.graphemes.isEmpty, !line.segments.isEmpty else { return nil }
    var best: (distance: Float, grapheme: Int)? = nil
    for s in line.segments where measured.kind(s) != .paragraphBreak {
      let piece = self.piece(of: s, on: line)
      let word = piece.lowerBound..<min(max(wordEnd(of: s), piece.lowerBound), piece.upperBound)
      let spaces = word.upperBound..<piece.upperBound
      for part in [word, spaces] where !part.isEmpty {
        for g in part {
          let (a, b) = edges(ofGrapheme: g, inSegment: s, on: line)
          let distance = max(min(a, b) - point.x, point.x - max(a, b), 0)
          if distance == 0 { return g }
          if best.map({ distance < $0.distance }) ?? true { best = (distance, g) }
        }
      }
    }
    return best?.grapheme
  }

  /// The x, in points, of a caret before grapheme `index` (clamped to `0...graphemeCount`):
  /// the left edge of that grapheme (its right edge when it reads right to left), or the end
  /// of the line for an index at a line or paragraph end.
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
    measured.segment(containing: g, in: line.segments)
  }

  /// The graphemes of segment `s` on `line`.
  func piece(of s: Int, on line: Line) -> Range<Int> {
    measured.graphemes(s).clamped(to: line.graphemes)
  }

  /// Where segment `s`'s trailing spaces begin.
  @inline(__always) func wordEnd(of s: Int) -> Int {
    measured.firstGrapheme(s) + measured.wordGraphemes(s)
  }

  /// The trailing spaces of segment `s` on `line` (all of a segment of spaces).
  func spacePart(of s: Int, on line: Line) -> Range<Int> {
    let piece = self.piece(of: s, on: line)
    return min(max(wordEnd(of: s), piece.lowerBound), piece.upperBound)..<piece.upperBound
  }

  /// Whether grapheme `g` on `line` is a breakable space (or a paragraph break).
  func isSpace(_ g: Int, on line: Line) -> Bool {
    let s = segment(containing: g, on: line)
    return measured.kind(s) == .paragraphBreak || g >= wordEnd(of: s)
  }

  /// x, in points, of the boundary before grapheme `g` on `line` (`g` may be the line's end):
  /// inside or at the end of a run, that run's edge (`x(ofGrapheme:inRun:)`); in spaces
  /// outside runs, where they lie.
  func xOffset(ofGrapheme g: Int, on line: Line) -> Float {
    guard !line.segments.isEmpty, !line.graphemes.isEmpty else { return line.x }
    for r in line.runs where runs[r].graphemes.contains(g) || runs[r].graphemes.upperBound == g {
      if runs[r].graphemes.contains(g) { return x(ofGrapheme: g, inRun: r) }
      // The end of a run: unless another run starts there.
      if !line.runs.contains(where: { runs[$0].graphemes.lowerBound == g }) {
        return x(ofGrapheme: g, inRun: r)
      }
    }
    guard g < line.graphemes.upperBound else {
      let s = segment(containing: g - 1, on: line)
      return spaceSpan(spacePart(of: s, on: line), of: s, on: line, edge: g)
    }
    let s = segment(containing: g, on: line)
    if g < wordEnd(of: s) || measured.kind(s) == .emoji {
      return wordX(ofGrapheme: g, inSegment: s, on: line)
    }
    return spaceSpan(spacePart(of: s, on: line), of: s, on: line, edge: g)
  }

  /// x of the boundary before grapheme `g` (in segment `s`'s word part on `line`, or at its
  /// end): measured from the segment's shaped glyphs.
  func wordX(ofGrapheme g: Int, inSegment s: Int, on line: Line) -> Float {
    let first = measured.firstGrapheme(s)
    let piece = self.piece(of: s, on: line)
    let wordEnd = min(max(self.wordEnd(of: s), piece.lowerBound), piece.upperBound)
    let k = min(max(g, piece.lowerBound), wordEnd)
    let left = first >= line.graphemes.lowerBound ? segmentX[s] : line.continuedX
    let a = measured.advance(ofSegment: s, beforeGrapheme: piece.lowerBound - first)
    let d = measured.advance(ofSegment: s, beforeGrapheme: k - first) - a
    guard measured.isRightToLeft(s) else { return left + d }
    let w = measured.advance(ofSegment: s, beforeGrapheme: wordEnd - first) - a
    return left + w - d
  }

  /// The x extent of spaces `part` (graphemes of segment `s`'s spaces on `line`), or with
  /// `edge`, the x of the boundary before grapheme `edge` among them. Spaces hanging at the
  /// line's end lie past its ink in its paragraph's direction; others beside their word, on
  /// the side it reads from.
  func spaceSpan(_ part: Range<Int>, of s: Int, on line: Line) -> Range<Float> {
    let a = spaceSpan(part, of: s, on: line, edge: part.lowerBound)
    let b = spaceSpan(part, of: s, on: line, edge: part.upperBound)
    return min(a, b)..<max(a, b)
  }

  func spaceSpan(_ part: Range<Int>, of s: Int, on line: Line, edge g: Int) -> Float {
    if g > line.hangingFrom || (g == line.hangingFrom && part.lowerBound >= line.hangingFrom) {
      let d = hangingAdvance(to: g, on: line)
      return line.direction == .rightToLeft ? line.x - d : line.x + line.width + d
    }
    let first = measured.firstGrapheme(s)
    let piece = self.piece(of: s, on: line)
    let wordEnd = min(max(self.wordEnd(of: s), piece.lowerBound), piece.upperBound)
    let d =
      measured.advance(ofSegment: s, beforeGrapheme: g - first)
      - measured.advance(ofSegment: s, beforeGrapheme: wordEnd - first)
    let wordRight = wordX(ofGrapheme: wordEnd, inSegment: s, on: line)
    guard measured.isRightToLeft(s) else { return wordRight + d }
    // A right-to-left word's spaces lie left of it; `wordRight` is its left end there.
    return wordRight - d
  }

  /// The advance of the hanging spaces of `line` before grapheme `g`.
  private func hangingAdvance(to g: Int, on line: Line) -> Float {
    var d: Float = 0
    var k = line.hangingFrom
    while k < g {
      let s = segment(containing: k, on: line)
      let first = measured.firstGrapheme(s)
      let end = min(measured.firstGrapheme(s + 1), g)
      d +=
        measured.advance(ofSegment: s, beforeGrapheme: end - first)
        - measured.advance(ofSegment: s, beforeGrapheme: k - first)
      k = end
    }
    return d
  }

  /// The x extents of grapheme `g` (of segment `s` on `line`): its two edges.
  private func edges(ofGrapheme g: Int, inSegment s: Int, on line: Line) -> (Float, Float) {
    if g < wordEnd(of: s) || measured.kind(s) == .emoji {
      return (
        wordX(ofGrapheme: g, inSegment: s, on: line),
        wordX(ofGrapheme: g + 1, inSegment: s, on: line)
      )
    }
    let part = spacePart(of: s, on: line)
    return (
      spaceSpan(part, of: s, on: line, edge: g), spaceSpan(part, of: s, on: line, edge: g + 1)
    )
  }
}
