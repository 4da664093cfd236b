extension TextLayout {
  /// Layout constants.
  enum Constants {
    /// How far, in points, a line may exceed the wrap width and still count as fitting: absorbs
    /// rounding in summed widths.
    static let fitTolerance: Float = 0.01
    /// How far, in points, one word or run of spaces measured on its own may differ from the
    /// same text inside a run set as one string (kerning across the spaces, sub-pixel advances
    /// rounded to whole pixels per word, a last glyph's overhang). The errors add up along a
    /// run: a word whose summed right end is within this much per piece placed since the last
    /// exact measurement of the wrap width is measured with its run as one string before it is
    /// allowed to fit or made to break.
    static let shapingErrorPerPiece: Float = 1.5
  }
}

/// Greedy line breaking over the segments of a `MeasuredText` (the approach of most chat apps,
/// not Knuth–Plass: a message should not reflow earlier lines as words are added).
struct LineBreaker {
  /// A part of one segment placed on the current line.
  private struct Piece {
    var segment: Int
    var graphemes: Range<Int>
    var range: Range<String.Index>
    var x: Float
    var width: Float
  }

  private let m: MeasuredText
  /// Measures runs and the graphemes of broken words: `m`'s metrics, or a companion of them
  /// when this breaker runs on another thread.
  private let metrics: any FontMetrics
  private let maxWidth: Float
  private let lineSpacing: Float
  /// Where a text run starts: its first word's index in the text, its x and its style.
  private struct RunStart {
    var index: String.Index
    var x: Float
    var style: UInt32
  }
  private(set) var lines: [TextLayout.Line] = []
  private(set) var runs: [GlyphRun] = []
  private(set) var segmentX: [Float]
  /// Top of the next line, in points; the total height once `run()` returns.
  private(set) var y: Float = 0

  // The line being filled.
  private var pieces: [Piece] = []
  /// The pieces of each run of the line being finished, and its items in logical and in
  /// visual order (scratch, reused from line to line).
  private var runPieces: [ClosedRange<Int>] = []
  private var items: [LineItem] = []
  private var visualOrder: [Int] = []
  private var x: Float = 0
  private var lineFirstSegment = 0
  private var lineFirstGrapheme = 0
  private var lineStart: String.Index
  /// The paragraph being laid out: its index and embedding level.
  private var paragraph = 0
  private var paragraphLevel: UInt8 = 0
  /// Where the text run being filled starts (its first word's index, x and style), nil before
  /// the line's first word, right after an emoji and after a space of another style than the
  /// run's (which ends the run: the next word starts a run of its own).
  private var textRunStart: RunStart?
  /// How far, in points, `x` may be from where the renderer will end the open text run: the
  /// shaping error of the pieces placed since `x` was last measured exactly.
  private var uncertainty: Float = 0

  /// A breaker for `measured` at `maxWidth`, measuring with `metrics` (by default the ones
  /// `measured` was measured with).
  init(
    measured: MeasuredText, maxWidth: Float, lineSpacing: Float,
    metrics: (any FontMetrics)? = nil
  ) {
    self.m = measured
    self.metrics = metrics ?? measured.metrics
    self.maxWidth = maxWidth
    self.lineSpacing = lineSpacing
    self.segmentX = [Float](repeating: 0, count: measured.segmentCount)
    self.lineStart = measured.text.startIndex
    lines.reserveCapacity(measured.segmentCount / 16 + 1)
    runs.reserveCapacity(measured.segmentCount / 16 + 1)
  }

  /// Lays out every paragraph.
  mutating func run() { run(paragraphsIn: 0..<m.segmentCount) }

  /// Lays out the paragraphs in `segments`, from `y` = 0 down: the range starts at 0 or right
  /// after a paragraph break, and ends at the text's end or at a paragraph break (which is
  /// not laid out).
  mutating func run(paragraphsIn segments: Range<Int>) {
    var s = segments.lowerBound
    paragraph = m.paragraph(holding: s)
    while true {
      var b = s
      while b < segments.upperBound, m.kind[b] != .paragraphBreak { b += 1 }
      paragraphLevel = m.paragraphLevel[paragraph]
      layoutParagraph(s..<b)
      if b == segments.upperBound { break }
      s = b + 1
      paragraph += 1
    }
  }

  /// Appends the lines `later` laid out from segment `first` to the end of the text
  /// (`run(paragraphsIn:)`, `first` right after the paragraph break this breaker's lines end
  /// at), stacked below these lines exactly where `run()` would have put them.
  mutating func append(_ later: LineBreaker, from first: Int) {
    let lineOffset = lines.count
    let runOffset = runs.count
    lines.reserveCapacity(lines.count + later.lines.count)
    runs.reserveCapacity(runs.count + later.runs.count)
    for line in later.lines {
      let baseline = Self.baseline(
        top: y, height: line.height, ascent: line.ascent, descent: line.descent)
      var moved = line
      moved.top = y
      moved.baseline = baseline
      moved.runs = (line.runs.lowerBound + runOffset)..<(line.runs.upperBound + runOffset)
      lines.append(moved)
      for r in line.runs {
        var run = later.runs[r]
        run.baseline = baseline
        run.lineIndex += lineOffset
        runs.append(run)
      }
      y += line.height
    }
    if first < segmentX.count {
      segmentX.replaceSubrange(first..<segmentX.count, with: later.segmentX[first...])
    }
  }

  private var errorPerPiece: Float { TextLayout.Constants.shapingErrorPerPiece }

  @inline(__always) private func fits(_ right: Float) -> Bool {
    right <= maxWidth + TextLayout.Constants.fitTolerance
  }

  private mutating func layoutParagraph(_ segments: Range<Int>) {
    let first = segments.lowerBound
    startLine(segment: first, grapheme: m.firstGrapheme[first], index: m.start[first])
    var s = first
    while s < segments.upperBound {
      if m.kind[s] == .space {
        placeWhole(s)
        s += 1
        continue
      }
      var end = s
      var wordWidth: Float = 0
      while end < segments.upperBound, m.kind[end] != .space, end == s || !m.breakBefore[end] {
        wordWidth += m.width[end]
        end += 1
      }
      var right = x + wordWidth
      var shaped: Float? = nil
      if let e = firstRunOpening(in: s..<end), let runX = shapedX(ofRunAt: e, inWordFrom: s) {
        // A new run (an emoji, another face, script or direction) starts where the renderer
        // ends the text run before it.
        right = runX
        for t in e..<end { right += m.width[t] }
      } else if !pieces.isEmpty, textRunStart != nil,
        abs(right - maxWidth) <= uncertainty + Float(end - s + 1) * errorPerPiece
      {
        shaped = shapedRight(of: s..<end)
        right = shaped ?? right
      }
      if !pieces.isEmpty, !fits(right) {
        breakLine(beforeSegment: s)
        shaped = nil
        right = wordWidth
      }
      if fits(right) {
        for t in s..<end { placeWhole(t) }
        if let shaped, let last = pieces.indices.last {
          // Continue from where the renderer will set the word's end.
          pieces[last].width = max(shaped - pieces[last].x, 0)
          x = pieces[last].x + pieces[last].width
          uncertainty = 0
        }
      } else {
        placeBrokenWord(s..<end)
      }
      s = end
    }
    finishLine()
  }

  /// The right end of the word `word` placed after the current pieces, measured the way the
  /// renderer sets it: the text run it joins, from the run's first word through the word, as
  /// one string. Nil when the word holds an emoji or starts a new run (its summed width is
  /// then already its own measurement).
  private func shapedRight(of word: Range<Int>) -> Float? {
    guard let start = textRunStart else { return nil }
    for t in word where m.kind[t] != .word || m.style[t] != start.style { return nil }
    return shapedEnd(of: start, through: m.start[word.upperBound])
  }

  /// Whether segment `t` of a word starting at segment `word` starts a run of its own after
  /// text: an emoji, or text of another style than the text before it (the open run's when
  /// `t` starts the word).
  private func opensRunAfterText(_ t: Int, inWordFrom word: Int) -> Bool {
    if t > word {
      return m.kind[t - 1] != .emoji && (m.kind[t] == .emoji || m.style[t] != m.style[t - 1])
    }
    guard let start = textRunStart else { return false }
    return m.kind[t] == .emoji || m.style[t] != start.style
  }

  /// The first segment of `word` that starts a run of its own after text, if any.
  private func firstRunOpening(in word: Range<Int>) -> Int? {
    for t in word where opensRunAfterText(t, inWordFrom: word.lowerBound) { return t }
    return nil
  }

  /// Where segment `e`, which starts a run after text, starts when the word starting at
  /// segment `word` (≤ `e`) is placed after the current pieces: where the text run it follows
  /// ends — the open run, else the word's own text before `e` — set as one string through the
  /// spaces before `e`. Words measured one by one add up to less or more than the run as drawn
  /// (kerning across spaces, sub-pixel advances rounded per word), so a summed x could put the
  /// new run over the last glyphs of the one before or eat the space between them. Nil when
  /// no text run precedes `e`.
  private func shapedX(ofRunAt e: Int, inWordFrom word: Int) -> Float? {
    if let start = textRunStart, e == word || m.style[word] == start.style {
      return shapedEnd(of: start, through: m.start[e])
    }
    guard e > word else { return nil }
    var first = e - 1
    while first > word, m.style[first - 1] == m.style[e - 1], m.kind[first - 1] != .emoji {
      first -= 1
    }
    guard m.kind[e - 1] != .emoji else { return nil }
    let before = x + (word..<first).reduce(0) { $0 + m.width[$1] }
    return shapedEnd(
      of: RunStart(index: m.start[first], x: before, style: m.style[first]), through: m.start[e])
  }

  /// `start.x` plus the advance of the text from `start.index` to `end` set as one string in
  /// the run's font.
  private func shapedEnd(of start: RunStart, through end: String.Index) -> Float? {
    let w = metrics.advance(of: m.text[start.index..<end], font: m.styleFonts[Int(start.style)])
    return w.isFinite ? start.x + max(w, 0) : nil
  }

  /// Places a word wider than the line, which starts on an empty line, breaking it between
  /// graphemes. Every line gets at least one grapheme, so layout always progresses.
  private mutating func placeBrokenWord(_ word: Range<Int>) {
    for t in word {
      var left = x
      if let start = textRunStart, opensRunAfterText(t, inWordFrom: word.lowerBound),
        t == word.lowerBound || m.style[t - 1] == start.style
      {
        left = shapedEnd(of: start, through: m.start[t]) ?? x
      }
      if fits(left + m.width[t]) {
        placeWhole(t)
        continue
      }
      if m.kind[t] == .emoji {
        if !pieces.isEmpty { breakLine(beforeSegment: t) }
        placeWhole(t)
        continue
      }
      var g = m.firstGrapheme[t]
      var i = m.start[t]
      let gEnd = m.firstGrapheme[t + 1]
      let averageWidth = m.width[t] / Float(gEnd - g)
      while g < gEnd {
        var prefixes = GraphemePrefixes(
          text: m.text, start: i, limit: m.start[t + 1], count: gEnd - g,
          font: m.font(ofSegment: t), metrics: metrics)
        // After other pieces, leave room for the difference between summed and shaped widths.
        let slack = pieces.isEmpty ? 0 : uncertainty + errorPerPiece
        let room = maxWidth - x - slack + TextLayout.Constants.fitTolerance
        var (k, w) = prefixes.longestPrefix(
          fitting: room, guess: GraphemePrefixes.guess(room, averageWidth: averageWidth))
        if k == 0 {
          if !pieces.isEmpty {
            finishLine()
            startLine(segment: t, grapheme: g, index: i)
            continue
          }
          k = 1
          w = prefixes.width(ofFirst: 1)
        }
        let iEnd = prefixes.index(afterFirst: k)
        place(Piece(segment: t, graphemes: g..<(g + k), range: i..<iEnd, x: x, width: w))
        g += k
        i = iEnd
        if g < gEnd {
          finishLine()
          startLine(segment: t, grapheme: g, index: i)
        }
      }
    }
  }

  private mutating func placeWhole(_ s: Int) {
    place(
      Piece(
        segment: s, graphemes: m.firstGrapheme[s]..<m.firstGrapheme[s + 1],
        range: m.start[s]..<m.start[s + 1], x: x, width: m.width[s]))
  }

  private mutating func place(_ piece: Piece) {
    var piece = piece
    let s = piece.segment
    let kind = m.kind[s]
    let otherStyle = textRunStart.map { $0.style != m.style[s] } ?? true
    let opensRun = kind == .emoji || (kind == .word && otherStyle)
    let endsRun = kind == .space && textRunStart != nil && otherStyle
    if opensRun || endsRun, let start = textRunStart,
      let shaped = shapedEnd(of: start, through: piece.range.lowerBound)
    {
      // Set the new run, or the space of another style that ends the run, where the text
      // run before it ends as drawn; the spaces between take up the difference.
      if let last = pieces.indices.last, m.kind[pieces[last].segment] == .space {
        pieces[last].width = max(shaped - pieces[last].x, 0)
      }
      piece.x = shaped
      x = shaped
    }
    if piece.graphemes.lowerBound == m.firstGrapheme[s] {
      segmentX[s] = piece.x
    }
    switch kind {
    case .word where opensRun:
      textRunStart = RunStart(index: piece.range.lowerBound, x: piece.x, style: m.style[s])
      uncertainty = 0
    case .emoji,
      .space where endsRun:
      textRunStart = nil
      uncertainty = 0
    case .word, .space:
      if textRunStart != nil { uncertainty += errorPerPiece }
    case .paragraphBreak: break
    }
    pieces.append(piece)
    x += piece.width
  }

  private mutating func breakLine(beforeSegment s: Int) {
    finishLine()
    startLine(segment: s, grapheme: m.firstGrapheme[s], index: m.start[s])
  }

  private mutating func startLine(segment: Int, grapheme: Int, index: String.Index) {
    pieces.removeAll(keepingCapacity: true)
    textRunStart = nil
    uncertainty = 0
    x = 0
    lineFirstSegment = segment
    lineFirstGrapheme = grapheme
    lineStart = index
  }

  private mutating func finishLine() {
    var lastInk = -1
    var reordered = paragraphLevel != 0
    var box = (
      ascent: m.textLineMetrics.ascent, descent: m.textLineMetrics.descent,
      lineHeight: m.textLineMetrics.lineHeight
    )
    var hasEmoji = false
    for (n, p) in pieces.enumerated() {
      if m.level(ofSegment: p.segment) != 0 { reordered = true }
      let kind = m.kind[p.segment]
      guard kind != .space else { continue }
      lastInk = n
      hasEmoji = hasEmoji || kind == .emoji
    }
    // Text of every face keeps the text face's line box (so lines are evenly spaced whatever
    // script they hold); colour emoji, drawn larger, may make it taller.
    if hasEmoji, let f = m.faceLineMetrics[.emoji] {
      box = (
        max(box.ascent, f.ascent), max(box.descent, f.descent),
        max(box.lineHeight, f.lineHeight)
      )
    }
    let height = box.lineHeight * lineSpacing
    let baseline = Self.baseline(
      top: y, height: height, ascent: box.ascent, descent: box.descent)
    var width = lastInk >= 0 ? pieces[lastInk].x + pieces[lastInk].width : 0
    let lastGrapheme = pieces.last?.graphemes.upperBound ?? lineFirstGrapheme
    let lastSegment = pieces.last.map { $0.segment + 1 } ?? lineFirstSegment
    let firstRun = runs.count
    appendRuns(throughPiece: lastInk, baseline: baseline)
    var continuedX: Float = 0
    if reordered {
      width = reorder(firstRun: firstRun, lastInk: lastInk, continuedX: &continuedX)
    }
    lines.append(
      TextLayout.Line(
        graphemes: lineFirstGrapheme..<lastGrapheme, top: y, height: height, baseline: baseline,
        ascent: box.ascent, descent: box.descent, width: width, runs: firstRun..<runs.count,
        segments: lineFirstSegment..<lastSegment, textStart: lineStart,
        direction: TextDirection(level: paragraphLevel), isReordered: reordered,
        continuedX: continuedX))
    y += height
  }

  /// The baseline of a line box at `top`, `height` high, holding glyphs `ascent` above and
  /// `descent` below it: the extra leading is split evenly above and below.
  static func baseline(top: Float, height: Float, ascent: Float, descent: Float) -> Float {
    top + (height - (ascent + descent)) / 2 + ascent
  }

  /// Runs: the words of one style with the spaces of that style between them; emoji: one run
  /// each. Notes the pieces of each run in `runPieces`.
  private mutating func appendRuns(throughPiece last: Int, baseline: Float) {
    runPieces.removeAll(keepingCapacity: true)
    guard last >= 0 else { return }
    var first = -1
    var lastWord = -1
    var style: UInt32 = 0
    for n in 0...last {
      let s = pieces[n].segment
      switch m.kind[s] {
      case .word:
        if first >= 0, m.style[s] == style {
          lastWord = n
          continue
        }
        appendTextRun(pieces: first, lastWord, baseline: baseline)
        first = n
        lastWord = n
        style = m.style[s]
      case .space:
        if first >= 0, m.style[s] != style {
          appendTextRun(pieces: first, lastWord, baseline: baseline)
          first = -1
        }
      case .paragraphBreak:
        continue
      case .emoji:
        appendTextRun(pieces: first, lastWord, baseline: baseline)
        first = -1
        let p = pieces[n]
        runPieces.append(n...n)
        runs.append(
          GlyphRun(
            text: String(m.text[p.range]), font: m.font(ofSegment: s), x: p.x,
            baseline: baseline, graphemes: p.graphemes, width: p.width, lineIndex: lines.count))
      }
    }
    appendTextRun(pieces: first, lastWord, baseline: baseline)
  }

  private mutating func appendTextRun(pieces a: Int, _ b: Int, baseline: Float) {
    guard a >= 0, b >= a else { return }
    let first = pieces[a]
    let last = pieces[b]
    runPieces.append(a...b)
    runs.append(
      GlyphRun(
        text: String(m.text[first.range.lowerBound..<last.range.upperBound]),
        font: m.font(ofSegment: first.segment), x: first.x, baseline: baseline,
        graphemes: first.graphemes.lowerBound..<last.graphemes.upperBound,
        width: last.x + last.width - first.x, lineIndex: lines.count))
  }

  // MARK: - Bidi

  /// Moves each right-to-left line so that its ink ends at `edge` (a line wider than that,
  /// one grapheme wider than the wrap width, starts at 0 as a left-to-right one does).
  mutating func alignRightToLeftLines(to edge: Float) {
    for l in lines.indices where lines[l].direction == .rightToLeft {
      let shift = max(edge - lines[l].width, 0)
      guard shift != 0, shift.isFinite else { continue }
      lines[l].x += shift
      lines[l].continuedX += shift
      for r in lines[l].runs { runs[r].x += shift }
      let first = lines[l].graphemes.lowerBound
      for s in lines[l].segments where m.firstGrapheme[s] >= first && m.kind[s] != .paragraphBreak {
        segmentX[s] += shift
      }
    }
  }

  /// Puts the line's runs and spaces in visual order (rules L1 and L2 of the bidi algorithm):
  /// each run is measured as drawn, the runs and the spaces between them are placed from
  /// x = 0 in visual order, the pieces of a right-to-left run from its right end leftwards.
  /// Spaces at the line's end take the paragraph's level and hang: in a right-to-left
  /// paragraph, left of x = 0. Sets the runs' x and widths, the x of the segments starting on
  /// the line and `continuedX`; returns the line's width without the hanging spaces.
  private mutating func reorder(firstRun: Int, lastInk: Int, continuedX: inout Float) -> Float {
    items.removeAll(keepingCapacity: true)
    var n = 0
    var next = 0
    var trailing: Float = 0
    while n < pieces.count {
      if next < runPieces.count, runPieces[next].lowerBound == n {
        let r = firstRun + next
        if !runs[r].isEmoji {
          let w = metrics.advance(of: runs[r].text[...], font: runs[r].font)
          runs[r].width = w.isFinite ? max(w, 0) : runs[r].width
        }
        let level = m.level(ofSegment: pieces[n].segment)
        items.append(LineItem(pieces: runPieces[next], run: r, width: runs[r].width, level: level))
        n = runPieces[next].upperBound + 1
        next += 1
      } else {
        let hangs = n > lastInk
        let s = pieces[n].segment
        let level = hangs ? paragraphLevel : m.level(ofSegment: s)
        // A space between runs as measured on its own: its piece's width also took up the
        // difference between the run before it as estimated and as drawn, a difference that
        // the run's own width, measured again above, now holds.
        let width = m.kind[s] == .space ? m.width[s] : pieces[n].width
        pieces[n].width = width
        if hangs { trailing += width }
        items.append(LineItem(pieces: n...n, run: nil, width: width, level: level))
        n += 1
      }
    }
    BidiReordering.visualOrder(of: items.count, level: { items[$0].level }, into: &visualOrder)
    var x: Float = paragraphLevel & 1 == 1 ? -trailing : 0
    var width: Float = 0
    for i in visualOrder {
      let item = items[i]
      position(item, at: x, continuedX: &continuedX)
      x += item.width
      if item.pieces.lowerBound <= lastInk { width += item.width }
    }
    return width
  }

  /// Sets the x of `item`'s run and of the pieces in it, its left edge at `left`.
  private mutating func position(_ item: LineItem, at left: Float, continuedX: inout Float) {
    if let r = item.run { runs[r].x = left }
    let rightToLeft = item.level & 1 == 1
    var offset: Float = 0
    for n in item.pieces {
      let p = pieces[n]
      let px = rightToLeft ? left + item.width - offset - p.width : left + offset
      offset += p.width
      if p.graphemes.lowerBound == m.firstGrapheme[p.segment] {
        segmentX[p.segment] = px
      } else if n == 0 {
        continuedX = px
      }
    }
  }
}

/// A run or a space outside runs, on a line being put in visual order.
struct LineItem {
  /// The pieces it holds (indices into the line's pieces, logical order).
  var pieces: ClosedRange<Int>
  /// The run it is (index into the layout's runs), nil for spaces.
  var run: Int?
  var width: Float
  var level: UInt8
}
