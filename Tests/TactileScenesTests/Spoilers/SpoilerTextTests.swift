import TactileTestSupport
import Testing

@testable import TactileCore
@testable import TactileScenes

/// With `FixedWidthMetrics(advance: 10)` at size 10, every grapheme is 10 pt wide.
@Suite struct SpoilerTextTests {
  let metrics = FixedWidthMetrics(advance: 10)
  let font = FontSpec.regular(10)

  /// The text of piece `k`.
  func text(ofPiece k: Int, _ t: SpoilerText) -> String {
    String(Array(t.parsed.text)[t.pieceGraphemes[k]])
  }

  @Test func piecesNeverStraddleASpoilerBoundary() {
    let t = SpoilerText(source: "ab[cd]ef gh||ij kl||mn", font: font, width: 1000, metrics: metrics)
    #expect(t.parsed.text == "abcdef ghij klmn")
    let pieces = t.pieceRun.indices.map { "\(text(ofPiece: $0, t))#\(t.pieceSpoiler[$0])" }
    #expect(pieces == ["ab#-1", "cd#0", "ef gh#-1", "ij kl#1", "mn#-1"])
    #expect(t.pieceRun.allSatisfy { $0 == 0 })  // All parts of the line's one run.
    // "cd" spans 20…40 of the run; the run's ends are open.
    #expect(t.span(ofPiece: 1) == 20..<40)
    #expect(t.span(ofPiece: 0).lowerBound == -.infinity)
    #expect(t.span(ofPiece: 4).upperBound == .infinity)
  }

  @Test func aSpoilerAfterASpaceStartsAfterTheSpace() {
    let t = SpoilerText(source: "season? [It was] real", font: font, width: 1000, metrics: metrics)
    #expect(text(ofPiece: 0, t) == "season? ")
    #expect(text(ofPiece: 1, t) == "It was")
    #expect(t.span(ofPiece: 1) == 80..<140)  // 8 graphemes of 10 pt: "season? "
    #expect(t.fragments[0][0].minX == 80)
  }

  @Test func aSpoilerOverThreeLinesHasOneFragmentPerLine() {
    // 10 graphemes per line (100 pt wide).
    let t = SpoilerText(
      source: "aaaa [bbbb cccc dddd eeee] ff", font: font, width: 100, metrics: metrics)
    let f = t.fragments[0]
    #expect(f.count == 3)
    #expect(f[0].minX == 50 && f[0].maxX == 90)  // "bbbb" after "aaaa "
    #expect(f[1].minX == 0 && f[1].maxX == 90)  // "cccc dddd"
    #expect(f[2].minX == 0 && f[2].maxX == 40)  // "eeee"
    #expect(f[0].maxY <= f[1].minY && f[1].maxY <= f[2].minY)
  }

  /// A spoiler across LF, CRLF and CR is one spoiler with a fragment on each line it covers
  /// (none on an empty line), every one of which hit-tests to it.
  @Test func aSpoilerAcrossLineBreaksHasAFragmentOnEachLine() throws {
    let t = SpoilerText(
      source: "aa ||bb\ncc\r\ndd\ree\n\nff|| gg", font: font, width: 1000, metrics: metrics)
    try #require(t.spoilerCount == 1)
    #expect(t.parsed.text == "aa bb\ncc\r\ndd\ree\n\nff gg")
    let f = t.fragments[0]
    #expect(f.count == 5)
    #expect(f.map(\.width) == [20, 20, 20, 20, 20])
    #expect(zip(f, f.dropFirst()).allSatisfy { $0.maxY <= $1.minY })
    for rect in f { #expect(t.spoiler(at: rect.center) == 0) }
  }

  @Test func hitTestingFindsTheSpoilerOnlyInsideItsFragments() {
    let t = SpoilerText(source: "aa [bb] cc [dd]", font: font, width: 1000, metrics: metrics)
    let y = t.fragments[0][0].midY
    #expect(t.spoiler(at: Vec2(35, y)) == 0)
    #expect(t.spoiler(at: Vec2(95, y)) == 1)
    #expect(t.spoiler(at: Vec2(5, y)) == nil)
    #expect(t.spoiler(at: Vec2(35, y + 500)) == nil)
  }

  @Test func aPointBetweenTwoLinesOfASpoilerFindsIt() {
    let t = SpoilerText(
      source: "aaaa [bbbb cccc dddd eeee] ff", font: font, width: 100, metrics: metrics)
    let f = t.fragments[0]
    let gap = (f[1].maxY + f[2].minY) / 2
    #expect(f[1].maxY < f[2].minY)  // the fragments leave a gap between the lines
    #expect(t.spoiler(at: Vec2(20, gap)) == 0)
    #expect(t.spoiler(at: Vec2(95, f[1].midY)) == nil)  // right of "cccc dddd"
  }

  @Test func rewrapKeepsSpoilersAndMovesFragments() {
    var t = SpoilerText(source: "aaaa bbbb [cccc dddd]", font: font, width: 1000, metrics: metrics)
    #expect(t.fragments[0].count == 1)
    t.rewrap(toWidth: 50, metrics: metrics)
    #expect(t.fragments[0].count == 2)
    #expect(t.spoilerCount == 1)
  }
}
