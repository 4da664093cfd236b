import Testing

@testable import TactileCore

private let window = Size(1280, 800)

@Test func barSizeFollowsTheSeedFormula() {
  let bar = ReactionBarGeometry(iconCount: 6, pressPoint: Vec2(640, 400), windowSize: window)
  // 6 icons of 40, 5 gaps of 8, padding 8 on each side; height 40 + 2·8.
  #expect(bar.barRect.width == 296)
  #expect(bar.barRect.height == 56)
  #expect(ReactionBarStyle.standard.barWidth(iconCount: 1) == 56)
  #expect(ReactionBarStyle.standard.barWidth(iconCount: 8) == 392)
}

@Test func barIsCentredOnThePressAndSitsAboveIt() {
  let bar = ReactionBarGeometry(iconCount: 6, pressPoint: Vec2(640, 400), windowSize: window)
  #expect(bar.placement == .above)
  #expect(bar.barRect == Rect(x: 492, y: 344, width: 296, height: 56))
  #expect(bar.iconCenter(0) == Vec2(520, 372))
  #expect(bar.iconCenter(5) == Vec2(760, 372))
  #expect(bar.iconRect(1) == Rect(x: 548, y: 352, width: 40, height: 40))
}

@Test(arguments: [
  (Float(20), Float(8)), (Float(0), Float(8)), (Float(1270), Float(976)),
  (Float(1280), Float(976)), (Float(156), Float(8)), (Float(157), Float(9)),
])
func barIsClampedEightPointsInsideTheWindow(pressX: Float, expectedX: Float) {
  let bar = ReactionBarGeometry(iconCount: 6, pressPoint: Vec2(pressX, 400), windowSize: window)
  #expect(bar.barRect.minX == expectedX)
  #expect(bar.barRect.minX >= 8 && bar.barRect.maxX <= 1272)
}

@Test(arguments: [
  (Float(136), ReactionBarGeometry.Placement.above, Float(80)),
  (Float(135), .below, Float(143)),
  (Float(10), .below, Float(18)),
  (Float(799), .above, Float(743)),
])
func barGoesBelowWhenThereIsNoRoomAboveForTheLiftedIcon(
  pressY: Float, placement: ReactionBarGeometry.Placement, top: Float
) {
  // Room above: 8 margin + 50 lift + 32 half grown icon − 28 half bar + 18 label = 80.
  #expect(ReactionBarStyle.standard.headroom == 72)
  let bar = ReactionBarGeometry(iconCount: 6, pressPoint: Vec2(640, pressY), windowSize: window)
  #expect(bar.placement == placement)
  #expect(bar.barRect.minY == top)
}

@Test func barBelowStaysInsideAShortWindow() {
  let bar = ReactionBarGeometry(
    iconCount: 6, pressPoint: Vec2(100, 60), windowSize: Size(200, 100))
  #expect(bar.placement == .below)
  #expect(bar.barRect.minY == 36)  // pushed up to 100 − 8 − 56
  #expect(bar.barRect.minX == 8)  // wider than the window: starts at the left margin
}

@Test(arguments: [(0, 1), (-3, 1), (6, 6), (8, 8), (12, 8)])
func iconCountIsClampedToOneThroughEight(requested: Int, actual: Int) {
  let bar = ReactionBarGeometry(
    iconCount: requested, pressPoint: Vec2(640, 400), windowSize: window)
  #expect(bar.iconCount == actual)
}

/// One row of the hit-testing table.
struct HitCase: Sendable, CustomTestStringConvertible {
  var x: Float
  var y: Float
  var expected: Int?
  var note: String
  var testDescription: String { "(\(x), \(y)) → \(expected.map(String.init) ?? "nil"): \(note)" }
}

/// Bar over (640, 400) in 1280×800: centres x 520, 568, …, 760 at y 372; pill x 492…788,
/// y 344…400; band x 472…808, y 288…456.
private let hitCases: [HitCase] = [
  HitCase(x: 520, y: 372, expected: 0, note: "on icon 0"),
  HitCase(x: 760, y: 372, expected: 5, note: "on icon 5"),
  HitCase(x: 543.9, y: 372, expected: 0, note: "just left of half-way between 0 and 1"),
  HitCase(x: 544, y: 372, expected: 1, note: "exactly half-way: the right-hand icon"),
  HitCase(x: 637, y: 372, expected: 2, note: "in the gap between 2 and 3, nearer 2"),
  HitCase(x: 643, y: 372, expected: 3, note: "in the gap, nearer 3"),
  HitCase(x: 495, y: 350, expected: 0, note: "in the pill's padding"),
  HitCase(x: 472, y: 372, expected: 0, note: "band's left edge"),
  HitCase(x: 471.5, y: 372, expected: nil, note: "just left of the band"),
  HitCase(x: 808, y: 372, expected: 5, note: "band's right edge"),
  HitCase(x: 808.5, y: 372, expected: nil, note: "just right of the band"),
  HitCase(x: 600, y: 288, expected: 2, note: "one bar height above the bar"),
  HitCase(x: 600, y: 287.5, expected: nil, note: "just above the band"),
  HitCase(x: 600, y: 456, expected: 2, note: "one bar height below the bar"),
  HitCase(x: 600, y: 456.5, expected: nil, note: "just below the band"),
  HitCase(x: 640, y: 100, expected: nil, note: "far above"),
  HitCase(x: -10, y: -10, expected: nil, note: "outside the window"),
]

@Test(arguments: hitCases)
func highlightIsTheNearestIconInXWithinTheBand(hit: HitCase) {
  let bar = ReactionBarGeometry(iconCount: 6, pressPoint: Vec2(640, 400), windowSize: window)
  #expect(bar.highlightedIndex(pointer: Vec2(hit.x, hit.y)) == hit.expected)
}

@Test func highlightStopsAtTheWindowEdgeWhenTheBandPassesIt() {
  let left = ReactionBarGeometry(iconCount: 6, pressPoint: Vec2(20, 400), windowSize: window)
  #expect(left.highlightBand.minX < 0)
  #expect(left.highlightedIndex(pointer: Vec2(0, 372)) == 0)
  #expect(left.highlightedIndex(pointer: Vec2(-1, 372)) == nil)

  let right = ReactionBarGeometry(iconCount: 6, pressPoint: Vec2(1270, 400), windowSize: window)
  #expect(right.highlightedIndex(pointer: Vec2(1279, 372)) == 5)
  #expect(right.highlightedIndex(pointer: Vec2(1280, 372)) == nil)

  let low = ReactionBarGeometry(iconCount: 6, pressPoint: Vec2(640, 790), windowSize: window)
  #expect(low.highlightBand.maxY > 800)
  #expect(low.highlightedIndex(pointer: Vec2(620, 799)) == 2)
  #expect(low.highlightedIndex(pointer: Vec2(620, 800)) == nil)
}

@Test func nanPointerHighlightsNothing() {
  let bar = ReactionBarGeometry(iconCount: 6, pressPoint: Vec2(640, 400), windowSize: window)
  #expect(bar.highlightedIndex(pointer: Vec2(.nan, 372)) == nil)
}

@Test func everyPointAlongTheBarHighlightsTheNearestCentre() {
  let bar = ReactionBarGeometry(iconCount: 8, pressPoint: Vec2(640, 400), windowSize: window)
  var x = bar.barRect.minX
  while x < bar.barRect.maxX {
    let got = bar.highlightedIndex(pointer: Vec2(x, bar.barRect.midY))
    var best = 0
    for i in 1..<8 where abs(bar.iconCenter(i).x - x) < abs(bar.iconCenter(best).x - x) {
      best = i
    }
    #expect(got != nil)
    if let got {
      // Ties go right; otherwise the nearest.
      #expect(abs(bar.iconCenter(got).x - x) <= abs(bar.iconCenter(best).x - x))
    }
    x += 0.75
  }
}

/// Bars pushed inside the window: pressed at x 20 the pill spans 8…304 (centres 36, 84, …,
/// 276; band −12…324, cut by the window at 0); pressed at x 1270 it spans 976…1272 (centres
/// 1004…1244; band 956…1292, cut at 1280). y as in the table above.
private let clampedHitCases: [(press: Float, hit: HitCase)] = [
  (20, HitCase(x: 20, y: 372, expected: 0, note: "under the press, left of icon 0's centre")),
  (20, HitCase(x: 59.9, y: 372, expected: 0, note: "just left of half-way between 0 and 1")),
  (20, HitCase(x: 60, y: 372, expected: 1, note: "half-way: the right-hand icon")),
  (20, HitCase(x: 276, y: 372, expected: 5, note: "on the last icon")),
  (20, HitCase(x: 324, y: 456, expected: 5, note: "band's bottom-right corner")),
  (20, HitCase(x: 324.5, y: 372, expected: nil, note: "just right of the band")),
  (20, HitCase(x: 0, y: 288, expected: 0, note: "band's top edge at the window's left edge")),
  (20, HitCase(x: -0.5, y: 372, expected: nil, note: "left of the window, inside the band")),
  (1270, HitCase(x: 1270, y: 372, expected: 5, note: "under the press, right of icon 5")),
  (1270, HitCase(x: 956, y: 372, expected: 0, note: "band's left edge")),
  (1270, HitCase(x: 955.5, y: 372, expected: nil, note: "just left of the band")),
  (1270, HitCase(x: 1279.5, y: 372, expected: 5, note: "last point inside the window")),
  (1270, HitCase(x: 1280, y: 372, expected: nil, note: "the window's right edge, outside")),
]

@Test(arguments: clampedHitCases)
func highlightOnABarClampedAtTheWindowEdge(press: Float, hit: HitCase) {
  let bar = ReactionBarGeometry(iconCount: 6, pressPoint: Vec2(press, 400), windowSize: window)
  #expect(bar.highlightedIndex(pointer: Vec2(hit.x, hit.y)) == hit.expected)
}
