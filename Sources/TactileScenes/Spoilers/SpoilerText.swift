import TactileCore

/// Marked-up text laid out for the Spoilers page: what to draw, split so that no piece
/// straddles a spoiler boundary, and each spoiler's fragment rects (text coordinates).
///
/// Pieces are stored as a structure of arrays; a piece whose spoiler is hidden is simply not
/// drawn (hidden glyphs never reach the draw list).
public struct SpoilerText {
  public let parsed: ParsedText
  public private(set) var layout: TextLayout
  /// Drawable pieces in reading order.
  public private(set) var pieceText: [String] = []
  public private(set) var pieceFont: [FontSpec] = []
  public private(set) var pieceOrigin: [Vec2] = []
  /// Index of the spoiler the piece belongs to, or -1.
  public private(set) var pieceSpoiler: [Int32] = []
  /// Line top and bottom of each piece (for culling to the viewport).
  public private(set) var pieceTop: [Float] = []
  public private(set) var pieceBottom: [Float] = []
  /// Fragment rects of each spoiler, one per line it touches (text coordinates).
  public private(set) var fragments: [[Rect]] = []

  /// Parses and lays out `source` in `font`, wrapped to `width`.
  public init(source: String, font: FontSpec, width: Float, metrics: any FontMetrics) {
    parsed = SpoilerMarkup.parse(source)
    layout = TextLayout(
      text: parsed.text, font: font, width: width, metrics: metrics,
      lineSpacing: SpoilerConstants.lineSpacing)
    rebuild()
  }

  /// Re-wraps at a new width (words are not measured again).
  public mutating func rewrap(toWidth width: Float, metrics: any FontMetrics) {
    guard width != layout.wrapWidth else { return }
    layout = layout.rewrapped(toWidth: width)
    rebuild()
  }

  public var spoilerCount: Int { parsed.spoilers.count }

  /// The spoiler whose fragment contains `p` (text coordinates), if any.
  public func spoiler(at p: Vec2) -> Int? {
    // Fragments are sorted by position; a linear scan over ~hundreds is fine, and a click
    // is rare. Large texts narrow it down by line first.
    guard let line = layout.lineIndex(atY: p.y) else { return nil }
    let graphemes = layout.lines[line].graphemes
    for (i, r) in parsed.spoilers.enumerated()
    where r.overlaps(graphemes) || (r.isEmpty == false && r.lowerBound == graphemes.lowerBound) {
      if fragments[i].contains(where: { $0.contains(p) }) { return i }
    }
    return nil
  }

  private mutating func rebuild() {
    pieceText.removeAll(keepingCapacity: true)
    pieceFont.removeAll(keepingCapacity: true)
    pieceOrigin.removeAll(keepingCapacity: true)
    pieceSpoiler.removeAll(keepingCapacity: true)
    pieceTop.removeAll(keepingCapacity: true)
    pieceBottom.removeAll(keepingCapacity: true)
    let spoilers = parsed.spoilers
    var s = 0  // First spoiler that may overlap the current run.
    for (r, run) in layout.runs.enumerated() {
      let line = layout.lines[run.lineIndex]
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
        if cursor == run.graphemes.lowerBound && end == run.graphemes.upperBound {
          pieceText.append(run.text)  // The whole run: its string is shared, not copied.
          pieceOrigin.append(Vec2(run.x, run.baseline))
        } else {
          // Cut by index from the laid-out text; x from the measured words.
          let part = layout.part(ofRun: r, graphemes: cursor..<end)
          pieceText.append(String(part.text))
          pieceOrigin.append(Vec2(part.x, run.baseline))
        }
        pieceFont.append(run.font)
        pieceSpoiler.append(spoiler)
        pieceTop.append(line.top)
        pieceBottom.append(line.bottom)
        cursor = end
      }
    }
    fragments = spoilers.map { layout.rects(for: $0) }
  }
}
