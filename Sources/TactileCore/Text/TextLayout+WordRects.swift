extension TextLayout {
  /// Appends one rect per word of `range` (grapheme offsets) on each line it touches, top to
  /// bottom and left to right: the words' glyph boxes (`baseline − ascent` down to
  /// `baseline + descent`) without the spaces between them. A word is a run of graphemes with
  /// no breakable space (emoji included); a word cut by a line break gives a rect on each
  /// line. Offsets outside the text are clamped. These are the regions of a spoiler's ink, so
  /// that no grain covers the gaps between its words.
  ///
  /// Edges are where the renderer sets the words: measured from the start of their run as one
  /// string (`x(ofGrapheme:inRun:)`), like the spoiler's fragments, so the ink covers exactly
  /// the glyphs it hides. Each edge costs a measurement: ask for the words near the screen.
  public func appendWordRects(for range: Range<Int>, into rects: inout [Rect]) {
    forEachWord(in: range) { word, line in appendRect(of: word, on: line, into: &rects) }
  }

  /// Appends the texts `appendWordRects(for:into:)` measures for `range` (the words' edges
  /// inside runs, top to bottom), so that they can be measured ahead of time
  /// (`measureAhead`).
  public func appendWordRectTexts(for range: Range<Int>, into texts: inout [UpcomingAdvance]) {
    forEachWord(in: range) { word, line in
      guard !word.isEmpty else { return }
      guard line.isReordered else {
        appendMeasuredText(ofGrapheme: word.lowerBound, on: line, into: &texts)
        appendMeasuredText(ofGrapheme: word.upperBound, on: line, into: &texts)
        return
      }
      // What `forEachVisualSpan` measures: the word's ends in each run it touches.
      for r in line.runs {
        let gs = runs[r].graphemes.clamped(to: word)
        guard !gs.isEmpty else { continue }
        if let prefix = measuredPrefix(ofGrapheme: gs.lowerBound, inRun: r) {
          texts.append(UpcomingAdvance(prefix, font: runs[r].font))
        }
        if let prefix = measuredPrefix(ofGrapheme: gs.upperBound, inRun: r) {
          texts.append(UpcomingAdvance(prefix, font: runs[r].font))
        }
      }
    }
  }

  /// Calls `body` with each word of `range` on each line it touches, as `appendWordRects`
  /// describes (a word cut by a line break once per line), and its line.
  private func forEachWord(in range: Range<Int>, _ body: (Range<Int>, Line) -> Void) {
    let lower = max(range.lowerBound, 0)
    let upper = min(range.upperBound, graphemeCount)
    guard lower < upper else { return }
    var l = firstLine(endingAfter: lower)
    while l < lines.count, lines[l].graphemes.lowerBound < upper {
      let line = lines[l]
      l += 1
      let a = max(lower, line.graphemes.lowerBound)
      let b = min(upper, line.graphemes.upperBound)
      guard a < b, !line.segments.isEmpty else { continue }
      var word: Range<Int>? = nil
      var s = segment(containing: a, on: line)
      while s < line.segments.upperBound, measured.firstGrapheme[s] < b {
        let kind = measured.kind[s]
        if kind == .space || kind == .paragraphBreak {
          if let w = word { body(w, line) }
          word = nil
        } else {
          let g0 = max(measured.firstGrapheme[s], a)
          let g1 = min(measured.firstGrapheme[s + 1], b)
          word = (word?.lowerBound ?? g0)..<g1
        }
        s += 1
      }
      if let w = word { body(w, line) }
    }
  }

  /// The glyph box of graphemes `range` on `line` (one per visual part on a reordered line).
  private func appendRect(of range: Range<Int>, on line: Line, into rects: inout [Rect]) {
    guard !range.isEmpty else { return }
    forEachVisualSpan(of: range, on: line) { span in
      rects.append(
        Rect(
          x: span.lowerBound, y: line.glyphTop, width: span.upperBound - span.lowerBound,
          height: line.ascent + line.descent))
    }
  }
}
