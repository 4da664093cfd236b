import TactileCore

/// Marked-up text laid out for the Spoilers page: what to draw, cut so that no piece straddles
/// a spoiler boundary, and each spoiler's fragment rects (text coordinates).
///
/// A piece is a span of one glyph run: the renderer draws the run's glyphs cut to the piece's
/// columns, so the pieces of a run side by side are pixel-identical to the run drawn whole,
/// and revealing a spoiler never moves a pixel of text. Pieces are stored as
/// a structure of arrays, in reading order; a piece whose spoiler is hidden is simply not
/// drawn: its glyphs' pixels are never copied to the screen (only anti-aliasing that a
/// neighbouring glyph spills across a cut inside a word goes with the neighbour).
///
/// Where a piece is cut, and the fragment rects, come from the run's shaped glyphs
/// (`TextLayout.x(ofGrapheme:inRun:)`), found on first use: only what is seen is looked at.
public struct SpoilerText {
  public let parsed: ParsedText
  /// The markup's openers that no closer follows (they show as typed).
  public let unclosed: SpoilerMarkup.Unclosed
  public private(set) var layout: TextLayout
  /// The run each piece is a part of (`layout.runs` index).
  public private(set) var pieceRun: [Int32] = []
  /// Where each piece's graphemes start (within its run's), 32 bits: a text of many spoilers
  /// has twice as many pieces. A piece ends where the next piece of its run starts, or with
  /// its run.
  fileprivate(set) var pieceStart: [UInt32] = []
  /// The piece's graphemes (within its run's).
  public var pieceGraphemes: PieceGraphemes {
    PieceGraphemes(start: pieceStart, run: pieceRun, runs: layout.runs)
  }

  /// Each piece's graphemes, by piece.
  public struct PieceGraphemes: RandomAccessCollection {
    fileprivate let start: [UInt32]
    fileprivate let run: [Int32]
    fileprivate let runs: [GlyphRun]
    public var startIndex: Int { 0 }
    public var endIndex: Int { start.count }
    public subscript(k: Int) -> Range<Int> {
      let sameRunNext = k + 1 < start.count && run[k + 1] == run[k]
      let end = sameRunNext ? Int(start[k + 1]) : runs[Int(run[k])].graphemes.upperBound
      return Int(start[k])..<end
    }
  }
  /// Index of the spoiler the piece belongs to, or -1.
  public private(set) var pieceSpoiler: [Int32] = []
  /// The first piece of each line, plus the piece count: line `l` holds pieces
  /// `lineFirstPiece[l]..<lineFirstPiece[l + 1]`.
  public private(set) var lineFirstPiece: [Int] = []
  /// Cut positions and fragment rects, found on first use.
  private var measuredOnUse: MeasuredOnUse

  /// Parses and lays out `source` in `font`, wrapped to `width`; paragraphs without a strong
  /// character read in `direction`.
  public init(
    source: String, font: FontSpec, width: Float, metrics: any FontMetrics,
    direction: TextDirection = .leftToRight
  ) {
    var unclosed = SpoilerMarkup.Unclosed()
    let marked = SpoilerMarkup.parseUTF8(source, unclosed: &unclosed)
    self.unclosed = unclosed
    layout = TextLayout(
      text: marked.text, font: font, width: width, metrics: metrics,
      lineSpacing: SpoilerConstants.lineSpacing, defaultDirection: direction)
    // The spans' graphemes, found from the measured segments rather than by counting the text
    // once more.
    parsed = ParsedText(
      text: marked.text, spoilers: layout.measured.graphemeRanges(ofUTF8: marked.spoilers))
    measuredOnUse = MeasuredOnUse(spoilers: 0, pieces: 0)
    rebuild()
  }

  /// Re-wraps at a new width (words are not measured again).
  public mutating func rewrap(toWidth width: Float, metrics: any FontMetrics) {
    guard width != layout.wrapWidth else { return }
    layout = layout.rewrapped(toWidth: width)
    rebuild()
  }

  public var spoilerCount: Int { parsed.spoilers.count }

  /// The bytes this text holds: its layout, the parsed text's spoilers, its pieces and what
  /// was found on use.
  public var memoryFootprint: Int {
    func bytes<T>(_ a: [T]) -> Int { a.capacity * MemoryLayout<T>.stride }
    return layout.memoryFootprint + bytes(parsed.spoilers) + bytes(pieceRun) + bytes(pieceStart)
      + bytes(pieceSpoiler) + bytes(lineFirstPiece)
      + measuredOnUse.memoryFootprint
  }

  /// One line for the log naming where the openers without a closer are, or nil when there
  /// are none: `the text's "[" on line 3 opens a spoiler that is never closed; it is shown as
  /// typed`.
  public var unclosedWarning: String? {
    let named = unclosed.first.map { "\"\($0.delimiter)\" on line \($0.line)" }
    guard let one = named.first else { return nil }
    if unclosed.count == 1 {
      return "the text's \(one) opens a spoiler that is never closed; it is shown as typed"
    }
    let more = unclosed.count - named.count
    let list =
      more > 0
      ? named.joined(separator: ", ") + " and \(more) more"
      : named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
    return "the text has \(unclosed.count) spoiler markers that are never closed, shown as typed: "
      + list
  }

  /// Fragment rects of each spoiler, one per line it touches (text coordinates), measured when
  /// first asked for.
  public var fragments: Fragments { Fragments(text: self) }

  /// The spoilers' fragment rects, as a collection indexed by spoiler.
  public struct Fragments: RandomAccessCollection {
    fileprivate let text: SpoilerText
    public var startIndex: Int { 0 }
    public var endIndex: Int { text.spoilerCount }
    public subscript(i: Int) -> [Rect] { text.fragmentRects(of: i) }
  }

  /// The spoilers with a grapheme on lines `lines` (sorted spoiler indices).
  public func spoilers(onLines lines: Range<Int>) -> Range<Int> {
    let l0 = max(lines.lowerBound, 0)
    let l1 = min(lines.upperBound, layout.lines.count)
    guard l0 < l1 else { return 0..<0 }
    let g0 = layout.lines[l0].graphemes.lowerBound
    let g1 = max(layout.lines[l1 - 1].graphemes.upperBound, g0 + 1)
    let spoilers = parsed.spoilers
    let first = Self.partition(spoilers.count) { spoilers[$0].upperBound > g0 }
    let last = Self.partition(spoilers.count) { spoilers[$0].lowerBound >= g1 }
    return first..<max(first, last)
  }

  /// The lines whose boxes overlap `top..<bottom` (text coordinates).
  public func lines(from top: Float, to bottom: Float) -> Range<Int> {
    let lines = layout.lines
    let first = Self.partition(lines.count) { lines[$0].bottom > top }
    let last = Self.partition(lines.count) { lines[$0].top >= bottom }
    return first..<max(first, last)
  }

  /// The pieces on `lines`.
  public func pieces(onLines lines: Range<Int>) -> Range<Int> {
    let l0 = min(max(lines.lowerBound, 0), layout.lines.count)
    let l1 = min(max(lines.upperBound, l0), layout.lines.count)
    return lineFirstPiece[l0]..<lineFirstPiece[l1]
  }

  /// The part of its run that piece `k` covers, in points from the run's origin (its left
  /// end): between the boundaries before its first grapheme and after its last, open-ended
  /// at the run's ends (so that glyphs overhanging the run's advance are kept). In a run that
  /// reads right to left the first piece is the rightmost.
  public func span(ofPiece k: Int) -> Range<Float> {
    measuredOnUse.span(ofPiece: k, in: self)
  }

  /// The spoiler under `p` (text coordinates), if any: a fragment on the line at `p`'s height
  /// whose left and right edges hold `p.x`. The line's whole height counts, the leading between
  /// lines included, so a click between two lines of a spoiler finds it.
  public func spoiler(at p: Vec2) -> Int? {
    guard let line = layout.lineIndex(atY: p.y) else { return nil }
    let band = layout.lines[line].top..<layout.lines[line].bottom
    for i in spoilers(onLines: line..<(line + 1))
    where fragmentRects(of: i).contains(where: { f in
      band.contains(f.midY) && f.minX <= p.x && p.x < f.maxX
    }) {
      return i
    }
    return nil
  }

  private func fragmentRects(of i: Int) -> [Rect] {
    measuredOnUse.fragments(of: i, in: self)
  }

  /// The first index in `0..<count` for which `isAfter` holds (it must hold for a suffix).
  private static func partition(_ count: Int, _ isAfter: (Int) -> Bool) -> Int {
    var lo = 0
    var hi = count
    while lo < hi {
      let mid = lo + (hi - lo) / 2
      if isAfter(mid) { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }

  private mutating func rebuild() {
    pieceRun.removeAll(keepingCapacity: true)
    pieceStart.removeAll(keepingCapacity: true)
    pieceSpoiler.removeAll(keepingCapacity: true)
    lineFirstPiece.removeAll(keepingCapacity: true)
    let spoilers = parsed.spoilers
    var s = 0  // First spoiler that may overlap the current run.
    for line in layout.lines {
      lineFirstPiece.append(pieceRun.count)
      for r in line.runs {
        let run = layout.runs[r]
        while s < spoilers.count && spoilers[s].upperBound <= run.graphemes.lowerBound { s += 1 }
        var cursor = run.graphemes.lowerBound
        var k = s
        while cursor < run.graphemes.upperBound {
          // The next boundary: start or end of the spoiler k, or the run's end.
          var spoiler: Int32 = -1
          var end = run.graphemes.upperBound
          if k < spoilers.count, spoilers[k].lowerBound < run.graphemes.upperBound {
            let sp = spoilers[k]
            if cursor < sp.lowerBound {
              end = sp.lowerBound
            } else {
              spoiler = Int32(k)
              end = min(sp.upperBound, run.graphemes.upperBound)
              if sp.upperBound <= run.graphemes.upperBound { k += 1 }
            }
          }
          pieceRun.append(Int32(r))
          pieceStart.append(UInt32(truncatingIfNeeded: cursor))
          pieceSpoiler.append(spoiler)
          cursor = end
        }
      }
    }
    lineFirstPiece.append(pieceRun.count)
    measuredOnUse = MeasuredOnUse(spoilers: spoilers.count, pieces: pieceRun.count)
  }
}

/// Cut positions of pieces and fragment rects of spoilers, found on first use and kept until
/// the next layout. A reference, so that reading a `SpoilerText` can fill it; each
/// layout gets a fresh one, so copies of a `SpoilerText` never see another layout's values.
private final class MeasuredOnUse {
  /// Where each piece starts (the boundary before its first grapheme), in points from its
  /// run's left end; NaN until measured.
  private var cut: [Float]
  private var fragments: [[Rect]?]

  init(spoilers: Int, pieces: Int) {
    cut = [Float](repeating: .nan, count: pieces)
    fragments = [[Rect]?](repeating: nil, count: spoilers)
  }

  /// The bytes its arrays hold (the fragments found so far, each a few rects, aside).
  var memoryFootprint: Int {
    cut.capacity * MemoryLayout<Float>.stride + fragments.capacity * MemoryLayout<[Rect]?>.stride
  }

  func span(ofPiece k: Int, in text: SpoilerText) -> Range<Float> {
    let run = text.pieceRun[k]
    let first = k == 0 || text.pieceRun[k - 1] != run
    let last = k + 1 == text.pieceRun.count || text.pieceRun[k + 1] != run
    let start: Float = first ? -.infinity : cut(beforePiece: k, in: text)
    let end: Float = last ? .infinity : cut(beforePiece: k + 1, in: text)
    guard text.layout.runs[Int(run)].isRightToLeft else { return start..<max(start, end) }
    // Right to left: the piece's start is its right edge (first piece: open to the right).
    let upper = first ? Float.infinity : start
    let lower = last ? -Float.infinity : end
    return lower..<max(lower, upper)
  }

  private func cut(beforePiece k: Int, in text: SpoilerText) -> Float {
    if !cut[k].isNaN { return cut[k] }
    let r = Int(text.pieceRun[k])
    let advance = text.layout.advance(beforeGrapheme: Int(text.pieceStart[k]), inRun: r)
    let run = text.layout.runs[r]
    let x = run.isRightToLeft ? run.width - advance : advance
    cut[k] = x
    return x
  }

  func fragments(of i: Int, in text: SpoilerText) -> [Rect] {
    if let known = fragments[i] { return known }
    let rects = text.layout.rects(for: text.parsed.spoilers[i])
    fragments[i] = rects
    return rects
  }
}
