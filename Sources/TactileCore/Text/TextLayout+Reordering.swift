extension LineBreaker {
  /// Puts the line's runs and spaces in visual order (rules L1 and L2 of the bidi algorithm):
  /// the runs and the spaces between them are placed from x = 0 in visual order, the pieces of
  /// a right-to-left run from its right end leftwards. Spaces at the line's end take the
  /// paragraph's level and hang: in a right-to-left paragraph, left of x = 0. Sets the runs'
  /// x, the x of the segments starting on the line and `continuedX`; returns the line's width
  /// without the hanging spaces.
  mutating func reorder(
    firstRun: Int, lastInk: Int, hangingFrom: Int, continuedX: inout Float
  ) -> Float {
    items.removeAll(keepingCapacity: true)
    var n = 0
    var next = 0
    var hanging: Float = 0
    while n < pieces.count {
      if next < runPieces.count, runPieces[next].lowerBound == n {
        let r = firstRun + next
        let last = runPieces[next].upperBound
        let level = m.level(ofSegment: pieces[n].segment)
        items.append(
          LineItem(
            pieces: runPieces[next], run: r, trailing: false, width: runs[r].width, level: level))
        let spaces = pieces[last].spaceWidth
        if pieces[last].wordEnd < pieces[last].graphemes.upperBound {
          let hangs = last >= lastInk
          if hangs { hanging += spaces }
          items.append(
            LineItem(
              pieces: last...last, run: nil, trailing: true, width: spaces,
              level: hangs ? paragraphLevel : m.level(ofSegment: pieces[last].segment)))
        }
        n = last + 1
        next += 1
      } else {
        let hangs = n > lastInk
        let width = pieces[n].width + pieces[n].spaceWidth
        if hangs { hanging += width }
        items.append(
          LineItem(
            pieces: n...n, run: nil, trailing: false, width: width,
            level: hangs ? paragraphLevel : m.level(ofSegment: pieces[n].segment)))
        n += 1
      }
    }
    BidiReordering.visualOrder(of: items.count, level: { items[$0].level }, into: &visualOrder)
    var x: Float = paragraphLevel & 1 == 1 ? -hanging : 0
    var width: Float = 0
    for i in visualOrder {
      let item = items[i]
      position(item, at: x, continuedX: &continuedX)
      x += item.width
      let hangs =
        item.run == nil
        && (item.trailing ? item.pieces.lowerBound >= lastInk : item.pieces.lowerBound > lastInk)
      if !hangs { width += item.width }
    }
    return width
  }

  /// Sets the x of `item`'s run and of the segments its pieces start, its left edge at `left`.
  private mutating func position(_ item: LineItem, at left: Float, continuedX: inout Float) {
    guard !item.trailing else { return }
    if let r = item.run { runs[r].x = left }
    var offset: Float = 0
    for n in item.pieces {
      let p = pieces[n]
      let rightToLeft = m.isRightToLeft(p.segment)
      // Inside a run, the spaces after a piece (but its last) are its own; alone, a piece of
      // spaces is all spaces.
      let inner = item.run == nil || n < item.pieces.upperBound ? p.spaceWidth : 0
      let unit = p.width + inner
      let wordLeft: Float
      if item.run != nil, rightToLeft {
        wordLeft = left + item.width - offset - p.width
      } else if item.run == nil, rightToLeft {
        wordLeft = left + offset + unit
      } else {
        wordLeft = left + offset
      }
      offset += unit
      if p.graphemes.lowerBound == m.firstGrapheme(p.segment) {
        segmentX[p.segment] = wordLeft
      } else if n == 0 {
        continuedX = wordLeft
      }
    }
  }
}
