import TactileTestSupport
import Testing

@testable import TactileCore

private let size = Size(400, 300)

/// A frame: a background, a card at `card`, a line of text, and `extra` drawn last.
private func frame(card: Rect, _ extra: (inout DrawList) -> Void = { _ in }) -> DrawList {
  var l = DrawList()
  l.fillRect(Rect(x: 0, y: 0, width: 400, height: 300), color: .black)
  l.fillRect(card, color: .white, cornerRadius: 8)
  l.text(
    "hello", font: .regular(15), at: Vec2(20, 250), color: .white, metrics: FixedWidthMetrics())
  extra(&l)
  return l
}

private func covers(_ damage: Damage, _ r: Rect) -> Bool {
  guard case .rects(let rects) = damage else { return damage == .whole }
  return rects.contains { $0.intersection(r) == r }
}

@Test func theFirstFrameAndANewSizeAreWhole() {
  var t = DamageTracker()
  var l = frame(card: Rect(x: 10, y: 10, width: 50, height: 50))
  #expect(t.damage(of: l, size: size) == .whole)
  t.commit(&l, size: size)
  let same = frame(card: Rect(x: 10, y: 10, width: 50, height: 50))
  #expect(t.damage(of: same, size: size) == .none)
  #expect(t.damage(of: same, size: Size(401, 300)) == .whole)
  t.invalidate()
  #expect(t.damage(of: same, size: size) == .whole)
}

@Test func aMovedShapeDamagesWhereItWasAndWhereItIs() {
  var t = DamageTracker()
  var l = frame(card: Rect(x: 10, y: 10, width: 50, height: 50))
  t.commit(&l, size: size)
  let moved = frame(card: Rect(x: 100, y: 20, width: 50, height: 50))
  let d = t.damage(of: moved, size: size)
  #expect(covers(d, Rect(x: 10, y: 10, width: 50, height: 50)))
  #expect(covers(d, Rect(x: 100, y: 20, width: 50, height: 50)))
  #expect(!covers(d, Rect(x: 300, y: 200, width: 10, height: 10)))
}

@Test func changedTextDamagesItsLineBoxAndAdvance() {
  var t = DamageTracker()
  var l = frame(card: Rect(x: 10, y: 10, width: 50, height: 50))
  t.commit(&l, size: size)
  var other = DrawList()
  other.fillRect(Rect(x: 0, y: 0, width: 400, height: 300), color: .black)
  other.fillRect(Rect(x: 10, y: 10, width: 50, height: 50), color: .white, cornerRadius: 8)
  other.text(
    "world", font: .regular(15), at: Vec2(20, 250), color: .white, metrics: FixedWidthMetrics())
  guard case .rects(let r) = t.damage(of: other, size: size) else {
    Issue.record("not rects")
    return
  }
  // "hello" and "world": 5 graphemes of 15 pt from x = 20, an em's room either side; the line
  // box of 15 pt text (ascent 12, descent 3, leading 3) about the baseline at 250.
  #expect(r.count == 1)
  #expect(r[0].minX <= 5 && r[0].maxX >= 110 && r[0].maxX < 120)
  #expect(r[0].minY <= 235 && r[0].maxY >= 256 && r[0].maxY < 260)
}

/// The frame with a label (a filled rect at `label`) drawn between the card and the text.
private func labelled(_ label: Rect, _ draw: (inout DrawList, Rect) -> Void) -> DrawList {
  var l = DrawList()
  l.fillRect(Rect(x: 0, y: 0, width: 400, height: 300), color: .black)
  l.fillRect(Rect(x: 10, y: 10, width: 50, height: 50), color: .white, cornerRadius: 8)
  draw(&l, label)
  l.text(
    "hello", font: .regular(15), at: Vec2(20, 250), color: .white, metrics: FixedWidthMetrics())
  return l
}

@Test func aCommandShownOrGoneDamagesItsPlaceOnly() {
  var t = DamageTracker()
  let label = Rect(x: 200, y: 100, width: 40, height: 20)
  var l = frame(card: Rect(x: 10, y: 10, width: 50, height: 50))
  t.commit(&l, size: size)
  var shown = labelled(label) { $0.fillRect($1, color: .white, cornerRadius: 4) }
  let d = t.damage(of: shown, size: size)
  #expect(d != .whole && covers(d, label))
  #expect(!covers(d, Rect(x: 300, y: 20, width: 10, height: 10)))
  #expect(!covers(d, Rect(x: 10, y: 10, width: 50, height: 50)))
  t.commit(&shown, size: size)
  let gone = t.damage(of: frame(card: Rect(x: 10, y: 10, width: 50, height: 50)), size: size)
  #expect(gone != .whole && covers(gone, label))
  #expect(!covers(gone, Rect(x: 300, y: 20, width: 10, height: 10)))
  // A clip or a layer shown is not placed.
  let clipped = labelled(label) {
    $0.pushClip($1)
    $0.fillRect($1, color: .white)
    $0.popClip()
  }
  #expect(t.damage(of: clipped, size: size) == .whole)
}

@Test func anotherKindOfCommandsOrAChangeInALayerIsWhole() {
  var t = DamageTracker()
  var l = frame(card: Rect(x: 10, y: 10, width: 50, height: 50)) {
    $0.beginLayer(LayerID(1))
    $0.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: .white)
    $0.endLayer()
  }
  t.commit(&l, size: size)
  let more = frame(card: Rect(x: 10, y: 10, width: 50, height: 50)) {
    $0.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: .white)
    $0.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: .white)
    $0.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: .white)
  }
  #expect(t.damage(of: more, size: size) == .whole)
  let inLayer = frame(card: Rect(x: 10, y: 10, width: 50, height: 50)) {
    $0.beginLayer(LayerID(1))
    $0.fillRect(Rect(x: 0, y: 0, width: 11, height: 10), color: .white)
    $0.endLayer()
  }
  #expect(t.damage(of: inLayer, size: size) == .whole)
}

@Test func inkThatChangedDamagesTheBoxesItDeclaredBeforeAndAfter() {
  let ink = PixelBuffer(width: 200, height: 150)  // Drawn over 400 × 300 points: 2 pt a pixel.
  ink.markChanged(inkWithin: [PixelBox(x0: 10, y0: 10, x1: 20, y1: 20)])
  var t = DamageTracker()
  var l = frame(card: Rect(x: 300, y: 10, width: 50, height: 50)) {
    $0.pixels(ink, in: Rect(x: 0, y: 0, width: 400, height: 300))
  }
  t.commit(&l, size: size)
  let again = frame(card: Rect(x: 300, y: 10, width: 50, height: 50)) {
    $0.pixels(ink, in: Rect(x: 0, y: 0, width: 400, height: 300))
  }
  #expect(t.damage(of: again, size: size) == .none)
  ink.markChanged(inkWithin: [PixelBox(x0: 50, y0: 100, x1: 60, y1: 110)])
  let d = t.damage(of: again, size: size)
  #expect(covers(d, Rect(x: 20, y: 20, width: 20, height: 20)))
  #expect(covers(d, Rect(x: 100, y: 200, width: 20, height: 20)))
  #expect(!covers(d, Rect(x: 300, y: 10, width: 50, height: 50)))
}

@Test func manyRectsMergeToAFewAndMostOfTheWindowIsWhole() {
  var rects = (0..<40).map {
    Rect(x: Float($0 % 8) * 50, y: Float($0 / 8) * 60, width: 10, height: 10)
  }
  let window = Rect(x: 0, y: 0, width: 400, height: 300)
  guard case .rects(let merged) = DamageTracker.merged(&rects, in: window) else {
    Issue.record("not rects")
    return
  }
  #expect(merged.count <= DamageTracker.maximumRects)
  for i in 0..<40 {
    let r = Rect(x: Float(i % 8) * 50, y: Float(i / 8) * 60, width: 10, height: 10)
    #expect(merged.contains { $0.intersection(r) == r })
  }
  var big = [Rect(x: 0, y: 0, width: 400, height: 200)]
  #expect(DamageTracker.merged(&big, in: window) == .whole)
  var none: [Rect] = []
  #expect(DamageTracker.merged(&none, in: window) == .none)
}
