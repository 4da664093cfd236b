import Testing

@testable import TactileCore
@testable import TactileSDL

/// Carets and hit tests sit on the glyphs' edges as drawn, in every script: for each boundary
/// between two clusters of a run, the glyphs before it and those after it are drawn apart
/// (where the whole run puts them) and the boundary's x lies within ½ px of where their ink
/// meets — between the two ink edges, or, where joined letters overlap, across the overlap.
/// A layout whose positions came from another shaping than its pixels (another size, hinting
/// or features, or a prefix measured alone) puts carets pixels off.
@Suite struct CaretPixelTests {
  static let texts = [
    ("latin", "Wavy AVA office fjord"), ("arabic", "مفتاح الكوخ تحت أصيص"),
    ("hindi", "केबिन की चाबी नीले"), ("thai", "กุญแจกระท่อมอยู่ใต้"),
    ("emoji", "👨‍👩‍👧🇧🇷👍🏾1️⃣😂❤️‍🔥"),
  ]

  @Test(arguments: texts.map(\.0), [Float(1), 2])
  func boundariesLieOnTheInkEdges(_ name: String, scale: Float) throws {
    let text = Self.texts.first { $0.0 == name }!.1
    let fixture = try SDLFixture.shared.get()
    let layout = fixture.exclusively {
      TextLayout(
        text: text, font: .regular(22), width: 600,
        metrics: SDLFontMetrics(fonts: fixture.fonts, scale: scale), rightEdge: .widestLine)
    }
    let origin = Vec2(20, 40)
    var checked = 0
    for r in layout.runs.indices {
      var glyphs: [(id: UInt16, x: Float, y: Float, grapheme: Int)] = []
      layout.forEachGlyphAndGrapheme(ofRun: r) { id, x, y, g in glyphs.append((id, x, y, g)) }
      let run = layout.runs[r]
      let starts = Set(glyphs.map(\.grapheme))
      for g in starts.sorted() where g > run.graphemes.lowerBound {
        let before = try ink(glyphs.filter { $0.grapheme < g }, run, origin, scale, fixture)
        let after = try ink(glyphs.filter { $0.grapheme >= g }, run, origin, scale, fixture)
        guard let before, let after else { continue }
        // Left and right as drawn: a right-to-left run's earlier graphemes are on the right.
        let (left, right) = run.isRightToLeft ? (after, before) : (before, after)
        let caret = (origin.x + layout.x(ofGrapheme: g, inRun: r)) * scale
        let low = min(left.right, right.left) - 0.5
        let high = max(left.right, right.left) + 0.5
        #expect(
          caret >= low && caret <= high,
          "\(name) at \(scale)×, before grapheme \(g): caret \(caret) px, ink meets at \(left.right)…\(right.left)"
        )
        // A point just inside either side of the boundary hits the grapheme on that side.
        let x = layout.x(ofGrapheme: g, inRun: r)
        let y = layout.lines[run.lineIndex].baseline - 5
        let (towardsAfter, towardsBefore): (Float, Float) = run.isRightToLeft ? (-1, 1) : (1, -1)
        #expect(layout.graphemeIndex(at: Vec2(x + towardsAfter, y)) == g, "\(name): after \(g)")
        #expect(
          (layout.graphemeIndex(at: Vec2(x + towardsBefore, y)) ?? .max) < g, "\(name): before \(g)"
        )
        checked += 1
      }
    }
    // Between runs side by side (each emoji is a run of its own): the line's caret.
    for r in layout.runs.indices.dropFirst() {
      let (a, b) = (layout.runs[r - 1], layout.runs[r])
      guard a.lineIndex == b.lineIndex, a.graphemes.upperBound == b.graphemes.lowerBound,
        !a.isRightToLeft, !b.isRightToLeft
      else { continue }
      var glyphsA: [(id: UInt16, x: Float, y: Float, grapheme: Int)] = []
      var glyphsB = glyphsA
      layout.forEachGlyphAndGrapheme(ofRun: r - 1) { id, x, y, g in glyphsA.append((id, x, y, g)) }
      layout.forEachGlyphAndGrapheme(ofRun: r) { id, x, y, g in glyphsB.append((id, x, y, g)) }
      guard let left = try ink(glyphsA, a, origin, scale, fixture),
        let right = try ink(glyphsB, b, origin, scale, fixture)
      else { continue }
      let caret = (origin.x + layout.caretX(for: b.graphemes.lowerBound)) * scale
      #expect(
        caret >= min(left.right, right.left) - 0.5 && caret <= max(left.right, right.left) + 0.5,
        "\(name) at \(scale)×, between runs \(r - 1) and \(r): caret \(caret) px, ink meets at \(left.right)…\(right.left)"
      )
      checked += 1
    }
    #expect(checked >= 4)
  }

  /// The ink of `glyphs` (of run `run`, drawn from `origin`): its left and right edges in
  /// device pixels, from the coverage of the outermost columns; nil without ink.
  private func ink(
    _ glyphs: [(id: UInt16, x: Float, y: Float, grapheme: Int)], _ run: GlyphRun, _ origin: Vec2,
    _ scale: Float, _ fixture: SDLFixture
  ) throws -> (left: Float, right: Float)? {
    guard !glyphs.isEmpty else { return nil }
    let image = try fixture.render(size: Size(700, 80), scale: scale, background: .black) {
      var list = $0
      let placed = list.addGlyphs(glyphs.map { PlacedGlyph(id: $0.id, x: $0.x, y: $0.y) })
      list.text(
        TextRun(
          font: run.font, origin: origin + Vec2(run.x, 0), color: .white, width: run.width,
          above: 40, below: 30, glyphs: placed))
      $0 = list
    }
    var coverage = [Float](repeating: 0, count: image.width)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image[x, y]
        coverage[x] = max(coverage[x], Float(max(p.r, p.g, p.b)) / 255)
      }
    }
    guard let first = coverage.firstIndex(where: { $0 > 0.1 }),
      let last = coverage.lastIndex(where: { $0 > 0.1 })
    else { return nil }
    return (Float(first) + 1 - coverage[first], Float(last) + coverage[last])
  }
}
