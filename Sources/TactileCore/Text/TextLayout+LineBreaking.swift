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
  private(set) var lines: [TextLayout.Line] = []
  private(set) var runs: [GlyphRun] = []
  private(set) var segmentX: [Float]
  /// Top of the next line, in points; the total height once `run()` returns.
  private(set) var y: Float = 0

  // The line being filled.
  private var pieces: [Piece] = []
  private var x: Float = 0
  private var lineFirstSegment = 0
  private var lineFirstGrapheme = 0
  private var lineStart: String.Index
  /// Where the text run being filled starts (its first word's index and x), nil before the
  /// line's first word and right after an emoji.
  private var textRunStart: (index: String.Index, x: Float)?
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
    while true {
      var b = s
      while b < segments.upperBound, m.kind[b] != .paragraphBreak { b += 1 }
      layoutParagraph(s..<b)
      if b == segments.upperBound { break }
      s = b + 1
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
      lines.append(
        TextLayout.Line(
          graphemes: line.graphemes, top: y, height: line.height, baseline: baseline,
          ascent: line.ascent, descent: line.descent, width: line.width,
          runs: (line.runs.lowerBound + runOffset)..<(line.runs.upperBound + runOffset),
          segments: line.segments, textStart: line.textStart))
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
      while end < segments.upperBound, m.kind[end] != .space {
        wordWidth += m.width[end]
        end += 1
      }
      var right = x + wordWidth
      var shaped: Float? = nil
      if let e = firstEmoji(in: s..<end), let emojiX = shapedX(ofEmoji: e, inWordFrom: s) {
        // An emoji closes the text run before it: it is set where the renderer ends that run.
        right = emojiX
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
    for t in word where m.kind[t] != .word { return nil }
    return shapedEnd(of: start, through: m.start[word.upperBound])
  }

  /// The first emoji segment of `word`, if any.
  private func firstEmoji(in word: Range<Int>) -> Int? {
    for t in word where m.kind[t] == .emoji { return t }
    return nil
  }

  /// Where emoji segment `e` starts when the word starting at segment `word` (≤ `e`) is placed
  /// after the current pieces: the text run it ends — the open run, else the word's own text
  /// before `e` — set as one string through the spaces before the emoji. Words measured one by
  /// one add up to less or more than the run as drawn (kerning across spaces, sub-pixel
  /// advances rounded per word), so a summed x could put the emoji over the run's last glyphs
  /// or eat the space between them. Nil when no text run precedes the emoji.
  private func shapedX(ofEmoji e: Int, inWordFrom word: Int) -> Float? {
    if let start = textRunStart { return shapedEnd(of: start, through: m.start[e]) }
    guard e > word else { return nil }
    return shapedEnd(of: (m.start[word], x), through: m.start[e])
  }

  /// `start.x` plus the advance of the text from `start.index` to `end` set as one string.
  private func shapedEnd(of start: (index: String.Index, x: Float), through end: String.Index)
    -> Float?
  {
    let w = metrics.advance(of: m.text[start.index..<end], font: m.font)
    return w.isFinite ? start.x + max(w, 0) : nil
  }

  /// Places a word wider than the line, which starts on an empty line, breaking it between
  /// graphemes. Every line gets at least one grapheme, so layout always progresses.
  private mutating func placeBrokenWord(_ word: Range<Int>) {
    for t in word {
      var left = x
      if m.kind[t] == .emoji, let start = textRunStart {
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
          text: m.text, start: i, limit: m.start[t + 1], count: gEnd - g, font: m.font,
          metrics: metrics)
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
    if m.kind[piece.segment] == .emoji, let start = textRunStart,
      let shaped = shapedEnd(of: start, through: piece.range.lowerBound)
    {
      // Set the emoji where the text run before it ends as drawn; the spaces between take up
      // the difference.
      if let last = pieces.indices.last, m.kind[pieces[last].segment] == .space {
        pieces[last].width = max(shaped - pieces[last].x, 0)
      }
      piece.x = shaped
      x = shaped
    }
    if piece.graphemes.lowerBound == m.firstGrapheme[piece.segment] {
      segmentX[piece.segment] = piece.x
    }
    switch m.kind[piece.segment] {
    case .word where textRunStart == nil:
      textRunStart = (piece.range.lowerBound, piece.x)
      uncertainty = 0
    case .emoji:
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
    var hasEmoji = false
    for (n, p) in pieces.enumerated() {
      let k = m.kind[p.segment]
      if k != .space { lastInk = n }
      if k == .emoji { hasEmoji = true }
    }
    let text = m.textLineMetrics
    let emoji = m.emojiLineMetrics
    let ascent = hasEmoji ? max(text.ascent, emoji.ascent) : text.ascent
    let descent = hasEmoji ? max(text.descent, emoji.descent) : text.descent
    let lineHeight = hasEmoji ? max(text.lineHeight, emoji.lineHeight) : text.lineHeight
    let height = lineHeight * lineSpacing
    let baseline = Self.baseline(top: y, height: height, ascent: ascent, descent: descent)
    let width = lastInk >= 0 ? pieces[lastInk].x + pieces[lastInk].width : 0
    let lastGrapheme = pieces.last?.graphemes.upperBound ?? lineFirstGrapheme
    let lastSegment = pieces.last.map { $0.segment + 1 } ?? lineFirstSegment
    let firstRun = runs.count
    appendRuns(throughPiece: lastInk, baseline: baseline)
    lines.append(
      TextLayout.Line(
        graphemes: lineFirstGrapheme..<lastGrapheme, top: y, height: height, baseline: baseline,
        ascent: ascent, descent: descent, width: width, runs: firstRun..<runs.count,
        segments: lineFirstSegment..<lastSegment, textStart: lineStart))
    y += height
  }

  /// The baseline of a line box at `top`, `height` high, holding glyphs `ascent` above and
  /// `descent` below it: the extra leading is split evenly above and below.
  static func baseline(top: Float, height: Float, ascent: Float, descent: Float) -> Float {
    top + (height - (ascent + descent)) / 2 + ascent
  }

  /// Text runs: words of the text face with the spaces between them; emoji: one run each.
  private mutating func appendRuns(throughPiece last: Int, baseline: Float) {
    guard last >= 0 else { return }
    var first = -1
    var lastWord = -1
    for n in 0...last {
      switch m.kind[pieces[n].segment] {
      case .word:
        if first < 0 { first = n }
        lastWord = n
      case .space, .paragraphBreak:
        continue
      case .emoji:
        appendTextRun(pieces: first, lastWord, baseline: baseline)
        first = -1
        let p = pieces[n]
        runs.append(
          GlyphRun(
            text: String(m.text[p.range]), font: m.emojiFont, x: p.x, baseline: baseline,
            graphemes: p.graphemes, width: p.width, lineIndex: lines.count))
      }
    }
    appendTextRun(pieces: first, lastWord, baseline: baseline)
  }

  private mutating func appendTextRun(pieces a: Int, _ b: Int, baseline: Float) {
    guard a >= 0, b >= a else { return }
    let first = pieces[a]
    let last = pieces[b]
    runs.append(
      GlyphRun(
        text: String(m.text[first.range.lowerBound..<last.range.upperBound]), font: m.font,
        x: first.x, baseline: baseline,
        graphemes: first.graphemes.lowerBound..<last.graphemes.upperBound,
        width: last.x + last.width - first.x, lineIndex: lines.count))
  }
}
