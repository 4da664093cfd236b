extension TextLayout {
  /// Appends one rect per word of `range` (grapheme offsets) on each line it touches, top to
  /// bottom and left to right: the words' glyph boxes (`baseline − ascent` down to
  /// `baseline + descent`) without the spaces between them. A word is a run of graphemes with
  /// no breakable space (emoji included); a word cut by a line break gives a rect on each
  /// line. Offsets outside the text are clamped. These are the regions of a spoiler's ink, so
  /// that no grain covers the gaps between its words.
  ///
  /// Cheap enough for every spoiler of a long text at each layout: x comes from the measured
  /// words laid end to end (`segmentX`), not from setting the run as the renderer does, so an
  /// edge may sit a point or two from the drawn glyphs (kerning across words is not counted).
  public func appendWordRects(for range: Range<Int>, into rects: inout [Rect]) {
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
          if let w = word { appendRect(of: w, on: line, into: &rects) }
          word = nil
        } else {
          let g0 = max(measured.firstGrapheme[s], a)
          let g1 = min(measured.firstGrapheme[s + 1], b)
          word = (word?.lowerBound ?? g0)..<g1
        }
        s += 1
      }
      if let w = word { appendRect(of: w, on: line, into: &rects) }
    }
  }

  /// The glyph box of graphemes `range` on `line`.
  private func appendRect(of range: Range<Int>, on line: Line, into rects: inout [Rect]) {
    guard !range.isEmpty else { return }
    let x0 = segmentSumX(ofGrapheme: range.lowerBound, on: line)
    // A word running to the line's end (a long word broken across lines) ends at the line's
    // width: no need to measure the line again.
    let x1 =
      range.upperBound >= line.graphemes.upperBound
      ? line.width : segmentSumX(ofGrapheme: range.upperBound, on: line)
    rects.append(
      Rect(x: x0, y: line.glyphTop, width: max(x1 - x0, 0), height: line.ascent + line.descent))
  }
}
