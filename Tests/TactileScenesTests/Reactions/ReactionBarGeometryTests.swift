import Testing

@testable import TactileCore
@testable import TactileScenes

private let window = Size(1280, 800)

/// A bar for a 60 pt tall message whose top is at `top`, pressed at x `pressX`; in the default
/// case the pill sits at y 344…400, 8 pt above the message at 408.
private func bar(
  pressX: Float = 640, top: Float = 408, height: Float = 60, icons: Int = 6,
  window: Size = window, safeTop: Float = 0, span: ClosedRange<Float>? = nil
) -> ReactionBarGeometry {
  ReactionBarGeometry(
    iconCount: icons, anchor: Rect(x: 100, y: top, width: 1000, height: height), pressX: pressX,
    windowSize: window, safeTop: safeTop, preferredSpan: span)
}

@Test func barSizeFollowsTheSeedFormula() {
  let b = bar()
  // 6 icons of 40, 5 gaps of 8, padding 8 on each side; height 40 + 2·8.
  #expect(b.barRect.width == 296)
  #expect(b.barRect.height == 56)
  #expect(ReactionBarStyle.standard.barWidth(iconCount: 1) == 56)
  #expect(ReactionBarStyle.standard.barWidth(iconCount: 8) == 392)
}

@Test func barIsCentredOnThePressAndSitsEightPointsAboveTheMessage() {
  let b = bar()
  #expect(b.placement == .above)
  #expect(b.barRect == Rect(x: 492, y: 344, width: 296, height: 56))
  #expect(b.anchor.minY - b.barRect.maxY == 8)
  #expect(b.iconCenter(0) == Vec2(520, 372))
  #expect(b.iconCenter(5) == Vec2(760, 372))
  #expect(b.iconRect(1) == Rect(x: 548, y: 352, width: 40, height: 40))
}

@Test(arguments: [
  (Float(20), Float(8)), (Float(0), Float(8)), (Float(1270), Float(976)),
  (Float(1280), Float(976)), (Float(156), Float(8)), (Float(157), Float(9)),
])
func barIsClampedEightPointsInsideTheWindow(pressX: Float, expectedX: Float) {
  let b = bar(pressX: pressX)
  #expect(b.barRect.minX == expectedX)
  #expect(b.barRect.minX >= 8 && b.barRect.maxX <= 1272)
}

@Test(arguments: [
  (Float(20), Float(80)), (Float(1270), Float(1200) - 296), (Float(640), Float(492)),
])
func barKeepsInsideThePreferredSpanWhenItFits(pressX: Float, expectedX: Float) {
  let b = bar(pressX: pressX, span: 80...1200)
  #expect(b.barRect.minX == expectedX)
  // A span narrower than the bar is ignored: only the window margin holds.
  #expect(bar(pressX: 20, span: 80...300).barRect.minX == 8)
}

/// Header bottom at 128: above needs the message top at ≥ 128 + 56 + 8 = 192.
@Test(arguments: [
  (Float(192), ReactionBarGeometry.Placement.above, Float(128)),
  (Float(191), .below, Float(191 + 60 + 8)),
  (Float(130), .below, Float(130 + 60 + 8)),
])
func barGoesBelowWhenTheHeaderLeavesNoRoomAbove(
  top: Float, placement: ReactionBarGeometry.Placement, barTop: Float
) {
  let b = bar(top: top, safeTop: 128)
  #expect(b.placement == placement)
  #expect(b.barRect.minY == barTop)
  #expect(!b.barRect.intersects(b.anchor))
}

@Test func belowNeedsRoomForTheGrownIconUnderTheBar() {
  // 72 − 20 − 28 + 23 = 47 pt beyond the bar's edge.
  #expect(ReactionBarStyle.standard.headroom == 47)
  // Message 130…190 in a 400 pt window with the header down to 128: below ends at 254 + 47.
  let fits = bar(top: 130, window: Size(1280, 400), safeTop: 128)
  #expect(fits.placement == .below && fits.barRect.minY == 198)
  // A message that reaches 300 leaves 308 + 56 = 364 ≤ 392, but not the 47 for the icon:
  // the message moves down 128 + 56 + 8 − 130 = 62 pt and the bar sits above it under the
  // header, covering neither.
  let moved = bar(top: 130, height: 170, window: Size(1280, 400), safeTop: 128)
  #expect(moved.placement == .above && moved.barRect.minY == 128)
  #expect(moved.anchorShift == 62)
  #expect(moved.movedAnchor.minY - moved.barRect.maxY == 8)
  #expect(!moved.barRect.intersects(moved.movedAnchor))
  #expect(bar(top: 130, window: Size(1280, 400), safeTop: 128).anchorShift == 0)
}

@Test func aMessageThatCannotMoveFarEnoughGetsTheBarOverTheHeader() {
  // Moved 62 pt down, the message would keep 392 − 192 = 200 pt in view: it moves.
  #expect(bar(top: 130, height: 250, window: Size(1280, 400), safeTop: 128).anchorShift == 62)
  // Header down to 300 in a 400 pt window: the moved message would keep 392 − 364 = 28 pt,
  // under the 48 it must keep, so the bar covers the header above it instead.
  let b = bar(top: 302, height: 98, window: Size(1280, 400), safeTop: 300)
  #expect(b.anchorShift == 0)
  #expect(b.placement == .above && b.barRect.minY == 302 - 8 - 56)
  #expect(!b.barRect.intersects(b.anchor))
}

@Test func aMessageAsTallAsTheWindowGetsTheBarInsideTheWindow() {
  let b = bar(top: 20, height: 760, safeTop: 128)
  #expect(b.barRect.minY >= 8 && b.barRect.maxY <= 792)
  #expect(!b.barRect.intersects(b.movedAnchor))
}

@Test(arguments: [(0, 1), (-3, 1), (6, 6), (8, 8), (12, 8)])
func iconCountIsClampedToOneThroughEight(requested: Int, actual: Int) {
  #expect(bar(icons: requested).iconCount == actual)
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
/// y 344…400; band x 472…808, y 297 (47 pt of headroom above) … 404 (half the gap below).
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
  HitCase(x: 600, y: 297, expected: 2, note: "where the grown icon's label ends"),
  HitCase(x: 600, y: 296.5, expected: nil, note: "just above the band"),
  HitCase(x: 600, y: 404, expected: 2, note: "half the gap below the bar"),
  HitCase(x: 600, y: 404.5, expected: nil, note: "towards the message: nothing"),
  HitCase(x: 640, y: 100, expected: nil, note: "far above"),
  HitCase(x: -10, y: -10, expected: nil, note: "outside the window"),
]

@Test(arguments: hitCases)
func highlightIsTheNearestIconInXWithinTheBand(hit: HitCase) {
  #expect(bar().highlightedIndex(pointer: Vec2(hit.x, hit.y)) == hit.expected)
}

@Test func aBarBelowTheMessageHasItsBandBelowIt() {
  let b = bar(top: 130, safeTop: 128)
  #expect(b.placement == .below)
  #expect(b.highlightBand.minY == b.barRect.minY - 4)
  #expect(b.highlightBand.maxY == b.barRect.maxY + 47)
  #expect(!b.highlightBand.intersects(b.anchor))
}

@Test func widenedSlotsMoveTheBoundariesAndStillFillThePill() {
  let b = bar()
  let style = ReactionBarStyle.standard
  let slot = { (i: Int) in style.slotWidth(of: i, highlighted: 2, iconCount: 6) }
  #expect(slot(2) == 60 && slot(0) == 36)
  // The slots and gaps still span the pill between its paddings.
  let first = b.iconCenterX(0, slot: slot) - slot(0) / 2
  let last = b.iconCenterX(5, slot: slot) + slot(5) / 2
  #expect(abs(first - (b.barRect.minX + 8)) < 1e-3)
  #expect(abs(last - (b.barRect.maxX - 8)) < 1e-3)
  // Icon 2's slot holds the pointer all across it, gaps halved to each side.
  let c2 = b.iconCenterX(2, slot: slot)
  #expect(b.highlightedIndex(pointer: Vec2(c2 - 30 - 4, 372), slot: slot) == 2)
  #expect(b.highlightedIndex(pointer: Vec2(c2 - 30 - 4.5, 372), slot: slot) == 1)
  #expect(b.highlightedIndex(pointer: Vec2(c2 + 30 + 3.9, 372), slot: slot) == 2)
  #expect(b.highlightedIndex(pointer: Vec2(c2 + 30 + 4, 372), slot: slot) == 3)
}

@Test func highlightStopsAtTheWindowEdgeWhenTheBandPassesIt() {
  let left = bar(pressX: 20)
  #expect(left.highlightBand.minX < 0)
  #expect(left.highlightedIndex(pointer: Vec2(0, 372)) == 0)
  #expect(left.highlightedIndex(pointer: Vec2(-1, 372)) == nil)

  let right = bar(pressX: 1270)
  #expect(right.highlightedIndex(pointer: Vec2(1279, 372)) == 5)
  #expect(right.highlightedIndex(pointer: Vec2(1280, 372)) == nil)

  // Below a message at the top of a 170 pt window, the band runs past the window's bottom.
  let low = bar(top: 10, window: Size(1280, 170))
  #expect(low.placement == .below && low.highlightBand.maxY > 170)
  #expect(low.highlightedIndex(pointer: Vec2(620, 169)) == 2)
  #expect(low.highlightedIndex(pointer: Vec2(620, 170)) == nil)
}

@Test func nanPointerHighlightsNothing() {
  let bar = bar()
  #expect(bar.highlightedIndex(pointer: Vec2(.nan, 372)) == nil)
}

@Test func everyPointAlongTheBarHighlightsTheNearestCentre() {
  let bar = bar(icons: 8)
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
/// 1004…1244; band 956…1292, cut at 1280). y as in the table above (band 297…404).
private let clampedHitCases: [(press: Float, hit: HitCase)] = [
  (20, HitCase(x: 20, y: 372, expected: 0, note: "under the press, left of icon 0's centre")),
  (20, HitCase(x: 59.9, y: 372, expected: 0, note: "just left of half-way between 0 and 1")),
  (20, HitCase(x: 60, y: 372, expected: 1, note: "half-way: the right-hand icon")),
  (20, HitCase(x: 276, y: 372, expected: 5, note: "on the last icon")),
  (20, HitCase(x: 324, y: 404, expected: 5, note: "band's bottom-right corner")),
  (20, HitCase(x: 324.5, y: 372, expected: nil, note: "just right of the band")),
  (20, HitCase(x: 0, y: 297, expected: 0, note: "band's top edge at the window's left edge")),
  (20, HitCase(x: -0.5, y: 372, expected: nil, note: "left of the window, inside the band")),
  (1270, HitCase(x: 1270, y: 372, expected: 5, note: "under the press, right of icon 5")),
  (1270, HitCase(x: 956, y: 372, expected: 0, note: "band's left edge")),
  (1270, HitCase(x: 955.5, y: 372, expected: nil, note: "just left of the band")),
  (1270, HitCase(x: 1279.5, y: 372, expected: 5, note: "last point inside the window")),
  (1270, HitCase(x: 1280, y: 372, expected: nil, note: "the window's right edge, outside")),
]

@Test(arguments: clampedHitCases)
func highlightOnABarClampedAtTheWindowEdge(press: Float, hit: HitCase) {
  let bar = bar(pressX: press)
  #expect(bar.highlightedIndex(pointer: Vec2(hit.x, hit.y)) == hit.expected)
}
