extension TextLayout {
  /// Appends one rect per word of `range` (grapheme offsets) on each line it touches, top to
  /// bottom and left to right: the words' glyph boxes (`baseline − ascent` down to
  /// `baseline + descent`) without the spaces between them. A word is a run of graphemes with
  /// no breakable space (emoji included); a word cut by a line break gives a rect on each
  /// line. Offsets outside the text are clamped. These are the regions of a spoiler's ink, so
  /// that no grain covers the gaps between its words.
  ///
  /// Edges are where the words' glyphs are drawn (`x(ofGrapheme:inRun:)`), like the spoiler's
  /// fragments, so the ink covers exactly the glyphs it hides.
  public func appendWordRects(for range: Range<Int>, into rects: inout [Rect]) {
    forEachWord(in: range) { word, line in appendRect(of: word, on: line, into: &rects) }
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
      while s < line.segments.upperBound, measured.firstGrapheme(s) < b {
        if measured.kind(s) != .paragraphBreak {
          let g0 = max(measured.firstGrapheme(s), a)
          let g1 = min(wordEnd(of: s), b)
          if g0 < g1 { word = (word?.lowerBound ?? g0)..<g1 }
        }
        if measured.kind(s) == .paragraphBreak || wordEnd(of: s) < measured.firstGrapheme(s + 1) {
          // Spaces (or a paragraph break) end the word.
          if let w = word, wordEnd(of: s) < b || measured.kind(s) == .paragraphBreak {
            body(w, line)
            word = nil
          }
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
