extension TextLayout {
  /// Layout constants.
  enum Constants {
    /// How far, in points, a line may exceed the wrap width and still count as fitting: absorbs
    /// rounding in summed advances.
    static let fitTolerance: Float = 0.01
  }
}

/// Greedy line breaking over the segments of a `MeasuredText` (the approach of most chat apps,
/// not Knuth–Plass: a message should not reflow earlier lines as words are added). Widths are
/// the shaped glyphs' advances, so a line's width is exactly what is drawn.
struct LineBreaker {
  /// A part of one segment placed on the current line.
  struct Piece {
    var segment: Int
    var graphemes: Range<Int>
    /// Where its trailing spaces begin (`graphemes.upperBound` when it has none on the line).
    var wordEnd: Int
    /// x in reading order along the line (as if it all read left to right).
    var x: Float
    /// Advance of its graphemes before `wordEnd`, and of those after.
    var width: Float
    var spaceWidth: Float

    var hasInk: Bool { wordEnd > graphemes.lowerBound }
  }

  let m: MeasuredText
  private let maxWidth: Float
  private let lineSpacing: Float
  private(set) var lines: [TextLayout.Line] = []
  var runs: [GlyphRun] = []
  var segmentX: [Float]
  /// Top of the next line, in points; the total height once `run()` returns.
  private(set) var y: Float = 0

  // The line being filled.
  var pieces: [Piece] = []
  private var x: Float = 0
  private var lineFirstSegment = 0
  private var lineFirstGrapheme = 0
  /// The paragraph being laid out: its index and embedding level.
  private var paragraph = 0
  var paragraphLevel: UInt8 = 0
  /// Scratch for putting a line in visual order (reused from line to line).
  var items: [LineItem] = []
  /// The pieces of each run of the line being finished.
  var runPieces: [ClosedRange<Int>] = []
  var visualOrder: [Int] = []

  init(measured: MeasuredText, maxWidth: Float, lineSpacing: Float) {
    self.m = measured
    self.maxWidth = maxWidth
    self.lineSpacing = lineSpacing
    self.segmentX = [Float](repeating: 0, count: measured.segmentCount)
    // Room for about as many lines as the text's width fills, and two runs a line (what
    // prose holds; more grow the array), so that the arrays are not copied as they grow.
    var width: Float = 0
    for s in 0..<measured.segmentCount { width += measured.fullWidth(s) }
    let estimate =
      width.isFinite && maxWidth > 0 ? Int(min(width / maxWidth, Float(measured.segmentCount))) : 0
    let lineCount = estimate + estimate / 8 + measured.paragraphStart.count
    lines.reserveCapacity(lineCount)
    runs.reserveCapacity(2 * lineCount)
  }

  /// Lays out every paragraph.
  mutating func run() {
    var s = 0
    let n = m.segmentCount
    while true {
      var b = s
      while b < n, m.kind(b) != .paragraphBreak { b += 1 }
      paragraphLevel = m.paragraphLevel[paragraph]
      layoutParagraph(s..<b)
      if b == n { break }
      s = b + 1
      paragraph += 1
    }
  }

  @inline(__always) private func fits(_ right: Float) -> Bool {
    right <= maxWidth + TextLayout.Constants.fitTolerance
  }

  private mutating func layoutParagraph(_ segments: Range<Int>) {
    let first = segments.lowerBound
    startLine(segment: first, grapheme: m.firstGrapheme(first))
    var s = first
    while s < segments.upperBound {
      // A word: the segments up to the next break opportunity; only its last may have
      // trailing spaces, which hang at a line's end.
      var end = s + 1
      while end < segments.upperBound, !m.breaksBefore(end) { end += 1 }
      var need: Float = 0
      for t in s..<(end - 1) { need += m.fullWidth(t) }
      need += m.width(end - 1)
      if !pieces.isEmpty, !fits(x + need) { breakLine(beforeSegment: s) }
      if fits(x + need) {
        for t in s..<end { placeWhole(t) }
      } else {
        placeBrokenWord(s..<end)
      }
      s = end
    }
    finishLine()
  }

  /// Places a word wider than the line, which starts on an empty line, breaking it between
  /// graphemes. Every line gets at least one grapheme, so layout always progresses.
  private mutating func placeBrokenWord(_ word: Range<Int>) {
    for t in word {
      if fits(x + m.width(t)) {
        placeWhole(t)
        continue
      }
      if m.kind(t) == .emoji {
        if !pieces.isEmpty { breakLine(beforeSegment: t) }
        placeWhole(t)
        continue
      }
      let count = m.graphemes(t).count
      let word = m.wordGraphemes(t)
      var k = 0
      while k < count {
        let start = m.advance(ofSegment: t, beforeGrapheme: k)
        // The trailing spaces always fit: they hang.
        var fit = k
        while fit < count,
          fit >= word || fits(x + m.advance(ofSegment: t, beforeGrapheme: fit + 1) - start)
        {
          fit += 1
        }
        if fit == k {
          if !pieces.isEmpty {
            finishLine()
            startLine(segment: t, grapheme: m.firstGrapheme(t) + k)
            continue
          }
          fit = k + 1
          while fit < count, fit >= word { fit += 1 }
        }
        place(t, graphemes: k..<fit)
        k = fit
        if k < count {
          finishLine()
          startLine(segment: t, grapheme: m.firstGrapheme(t) + k)
        }
      }
    }
  }

  private mutating func placeWhole(_ s: Int) {
    let g = m.graphemes(s)
    let piece = Piece(
      segment: s, graphemes: g, wordEnd: m.wordPart(s).upperBound, x: x, width: m.width(s),
      spaceWidth: m.spaceWidth(s))
    segmentX[s] = x
    pieces.append(piece)
    x += piece.width + piece.spaceWidth
  }

  /// Places graphemes `local` (counted from the segment's first) of segment `s`.
  private mutating func place(_ s: Int, graphemes local: Range<Int>) {
    let first = m.firstGrapheme(s)
    let word = m.wordGraphemes(s)
    let wordEnd = min(max(word, local.lowerBound), local.upperBound)
    let a = m.advance(ofSegment: s, beforeGrapheme: local.lowerBound)
    let b = m.advance(ofSegment: s, beforeGrapheme: wordEnd)
    let c =
      local.upperBound == m.graphemes(s).count && local.lowerBound == 0
      ? b + m.spaceWidth(s) : m.advance(ofSegment: s, beforeGrapheme: local.upperBound)
    let piece = Piece(
      segment: s, graphemes: (first + local.lowerBound)..<(first + local.upperBound),
      wordEnd: first + wordEnd, x: x, width: b - a, spaceWidth: c - b)
    if local.lowerBound == 0 { segmentX[s] = x }
    pieces.append(piece)
    x += piece.width + piece.spaceWidth
  }

  private mutating func breakLine(beforeSegment s: Int) {
    finishLine()
    startLine(segment: s, grapheme: m.firstGrapheme(s))
  }

  private mutating func startLine(segment: Int, grapheme: Int) {
    pieces.removeAll(keepingCapacity: true)
    x = 0
    lineFirstSegment = segment
    lineFirstGrapheme = grapheme
  }

  private mutating func finishLine() {
    var lastInk = -1
    var reordered = paragraphLevel != 0
    var hasEmoji = false
    for (n, p) in pieces.enumerated() {
      if m.level(ofSegment: p.segment) != 0 { reordered = true }
      guard p.hasInk else { continue }
      lastInk = n
      hasEmoji = hasEmoji || m.kind(p.segment) == .emoji
    }
    // Text of every face keeps the text face's line box (so lines are evenly spaced whatever
    // script they hold); colour emoji, drawn larger, may make it taller.
    var box = (
      ascent: m.textLineMetrics.ascent, descent: m.textLineMetrics.descent,
      lineHeight: m.textLineMetrics.lineHeight
    )
    if hasEmoji, let f = m.faceLineMetrics[.emoji] {
      box = (
        max(box.ascent, f.ascent), max(box.descent, f.descent), max(box.lineHeight, f.lineHeight)
      )
    }
    let height = box.lineHeight * lineSpacing
    let baseline = Self.baseline(top: y, height: height, ascent: box.ascent, descent: box.descent)
    let lastGrapheme = pieces.last?.graphemes.upperBound ?? lineFirstGrapheme
    let hangingFrom = lastInk >= 0 ? pieces[lastInk].wordEnd : lineFirstGrapheme
    var width = lastInk >= 0 ? pieces[lastInk].x + pieces[lastInk].width : 0
    let firstRun = runs.count
    appendRuns(throughPiece: lastInk, baseline: baseline)
    var continuedX: Float = pieces.first?.x ?? 0
    if reordered {
      width = reorder(
        firstRun: firstRun, lastInk: lastInk, hangingFrom: hangingFrom, continuedX: &continuedX)
    }
    let lastSegment = pieces.last.map { $0.segment + 1 } ?? lineFirstSegment
    lines.append(
      TextLayout.Line(
        graphemes: lineFirstGrapheme..<lastGrapheme, hangingFrom: hangingFrom, top: y,
        height: height, baseline: baseline, ascent: box.ascent, descent: box.descent,
        width: width, runs: firstRun..<runs.count, segments: lineFirstSegment..<lastSegment,
        direction: TextDirection(level: paragraphLevel), isReordered: reordered,
        continuedX: continuedX))
    y += height
  }

  /// The baseline of a line box at `top`, `height` high, holding glyphs `ascent` above and
  /// `descent` below it: the extra leading is split evenly above and below.
  static func baseline(top: Float, height: Float, ascent: Float, descent: Float) -> Float {
    top + (height - (ascent + descent)) / 2 + ascent
  }

  /// Runs: the pieces of one style side by side, from the first with ink to the last with ink
  /// (the spaces at a run's ends are not in it); an emoji is a run of its own.
  private mutating func appendRuns(throughPiece last: Int, baseline: Float) {
    runPieces.removeAll(keepingCapacity: true)
    guard last >= 0 else { return }
    var first = -1
    var lastWord = -1
    for n in 0...last {
      let p = pieces[n]
      let s = p.segment
      if m.kind(s) == .emoji {
        appendRun(pieces: first, lastWord, baseline: baseline)
        first = -1
        appendRun(pieces: n, n, baseline: baseline)
        continue
      }
      if first >= 0, m.style[s] != m.style[pieces[first].segment] {
        appendRun(pieces: first, lastWord, baseline: baseline)
        first = -1
      }
      guard p.hasInk else { continue }
      if first < 0 { first = n }
      lastWord = n
    }
    appendRun(pieces: first, lastWord, baseline: baseline)
  }

  private mutating func appendRun(pieces a: Int, _ b: Int, baseline: Float) {
    guard a >= 0, b >= a else { return }
    runPieces.append(a...b)
    let first = pieces[a]
    let last = pieces[b]
    runs.append(
      GlyphRun(
        font: m.font(ofSegment: first.segment), x: first.x, baseline: baseline,
        graphemes: first.graphemes.lowerBound..<last.wordEnd,
        width: last.x + last.width - first.x, lineIndex: lines.count,
        segments: first.segment..<(last.segment + 1)))
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
      for s in lines[l].segments where m.firstGrapheme(s) >= first && m.kind(s) != .paragraphBreak {
        segmentX[s] += shift
      }
    }
  }
}

/// A run or spaces outside runs, on a line being put in visual order.
struct LineItem {
  /// The pieces it holds (indices into the line's pieces, logical order).
  var pieces: ClosedRange<Int>
  /// The run it is (index into the layout's runs), nil for spaces.
  var run: Int?
  /// For spaces: whether they are the trailing spaces of `pieces`' single piece (else the
  /// whole pieces, which hold spaces only).
  var trailing: Bool
  var width: Float
  var level: UInt8
}
