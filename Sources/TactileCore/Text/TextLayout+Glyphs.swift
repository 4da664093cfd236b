extension TextLayout {
  /// Calls `body` with each glyph of run `index` that has ink to draw, left to right: its
  /// glyph index in the run's face and where it is drawn, in points from the run's origin (the
  /// left end of its baseline; y downwards). The spaces in the run move the pen and are not
  /// handed out. These are the glyphs the run's width and every edge in it were measured from.
  public func forEachGlyph(ofRun index: Int, _ body: (UInt16, Float, Float) -> Void) {
    forEachGlyphAndGrapheme(ofRun: index) { id, x, y, _ in body(id, x, y) }
  }

  /// The same, with the grapheme (in the text) each glyph's cluster starts at.
  func forEachGlyphAndGrapheme(ofRun index: Int, _ body: (UInt16, Float, Float, Int) -> Void) {
    let run = runs[index]
    let m = measured
    var pen: Float = 0
    func visit(_ s: Int, _ g: Int, _ offset: Vec2) {
      let grapheme = m.firstGrapheme(s) + Int(m.glyphGrapheme[g])
      guard run.graphemes.contains(grapheme) else { return }
      if grapheme < wordEnd(of: s) { body(m.glyphID[g], pen + offset.x, offset.y, grapheme) }
      pen += m.glyphAdvance[g]
    }
    if run.isRightToLeft {
      for s in run.segments.reversed() {
        let glyphs = m.glyphs(s)
        var o = m.firstOffset(atOrAfter: glyphs.upperBound) - 1
        for g in glyphs.reversed() {
          while o >= 0, Int(m.offsetGlyphs[o]) > g { o -= 1 }
          visit(s, g, o >= 0 && Int(m.offsetGlyphs[o]) == g ? m.offsets[o] : .zero)
        }
      }
    } else {
      for s in run.segments {
        let glyphs = m.glyphs(s)
        var o = m.firstOffset(atOrAfter: glyphs.lowerBound)
        for g in glyphs {
          while o < m.offsetGlyphs.count, Int(m.offsetGlyphs[o]) < g { o += 1 }
          visit(
            s, g, o < m.offsetGlyphs.count && Int(m.offsetGlyphs[o]) == g ? m.offsets[o] : .zero)
        }
      }
    }
  }
}

extension TextLayout {
  /// The index in `text` where grapheme `g` starts (`g` may be the end of the text).
  func textIndex(ofGrapheme g: Int) -> String.Index {
    let count = graphemeCount
    guard g > 0 else { return text.startIndex }
    guard g < count else { return text.endIndex }
    let s = measured.segment(containing: g, in: 0..<measured.segmentCount)
    let start = text.utf8.index(text.startIndex, offsetBy: measured.firstByte(s))
    return text.index(start, offsetBy: g - measured.firstGrapheme(s))
  }

  /// The text of run `index`, in reading order.
  func text(ofRun index: Int) -> Substring {
    let run = runs[index]
    return text[
      textIndex(
        ofGrapheme: run.graphemes.lowerBound)..<textIndex(
          ofGrapheme: run.graphemes.upperBound)]
  }
}
