import Foundation
import TactileCore
import TactileIO
import TactileTestSupport
import Testing

@testable import TactileScenes

private func makePlayground(start: PageKind = .spoilers, size: Size = Size(1280, 800))
  -> Playground
{
  let context = SceneContext(metrics: FixedWidthMetrics(), theme: .dark)
  return Playground(context: context, size: size, start: start)
}

/// Presses and releases a key, then lets one second of animation run (arrow keys swipe with
/// the liquid animation, which changes the page when it completes).
private func press(_ key: Key, _ p: inout Playground) {
  p.handle(.key(KeyEvent(key, isDown: true)))
  p.handle(.key(KeyEvent(key, isDown: false)))
  for _ in 0..<120 { p.update(dt: 1.0 / 120) }
}

/// The dump serialized and parsed back with Foundation.
private func dump(_ p: Playground) throws -> [String: Any] {
  let text = p.layoutDump().serialized()
  return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

private func texts(_ list: DrawList) -> [String] {
  list.commands.compactMap {
    if case .text(let run) = $0 { run.text(in: list) } else { nil }
  }
}

@Test func rightArrowWalksThePagesAndWraps() {
  var p = makePlayground()
  var seen: [PageKind] = [p.deck.current]
  for _ in 0..<4 {
    press(.right, &p)
    seen.append(p.deck.current)
  }
  #expect(seen == [.spoilers, .reactions, .todo, .about, .spoilers])
}

@Test func leftArrowWalksBackAndWraps() {
  var p = makePlayground()
  var seen: [PageKind] = []
  for _ in 0..<4 {
    press(.left, &p)
    seen.append(p.deck.current)
  }
  #expect(seen == [.about, .todo, .reactions, .spoilers])
}

@Test func keyReleasesDoNotNavigate() {
  var p = makePlayground()
  p.handle(.key(KeyEvent(.right, isDown: false)))
  #expect(p.deck.current == .spoilers)
}

@Test(arguments: [
  (Character("1"), PageKind.spoilers), ("2", .reactions), ("3", .todo), ("4", .about),
])
func digitsJumpToPages(digit: Character, page: PageKind) {
  var p = makePlayground(start: .todo)
  press(.character(digit), &p)
  #expect(p.deck.current == page)
}

@Test(arguments: [Character("0"), "5", "9", "a"])
func otherCharactersDoNotNavigate(c: Character) {
  var p = makePlayground(start: .reactions)
  press(.character(c), &p)
  #expect(p.deck.current == .reactions)
}

@Test func f1TogglesTheDiagnosticsOverlay() {
  var p = makePlayground()
  var list = DrawList()
  #expect(!p.diagnostics.isVisible)
  p.draw(into: &list)
  #expect(!texts(list).contains { $0.hasPrefix("fps") })
  press(.f1, &p)
  #expect(p.diagnostics.isVisible)
  p.diagnostics.frames.record(1.0 / 60)
  p.diagnostics.rendererName = "software"
  p.draw(into: &list)
  #expect(texts(list).contains("fps 60"))
  #expect(texts(list).contains("renderer software"))
  press(.f1, &p)
  #expect(!p.diagnostics.isVisible)
  #expect(p.deck.current == .spoilers)  // F1 is not a page key.
}

@Test func f10RequestsARecordingToggleOncePerPress() {
  var p = makePlayground()
  press(.f10, &p)
  press(.f10, &p)
  #expect(p.takeRequests() == [.toggleRecording, .toggleRecording])
  #expect(p.deck.current == .spoilers)  // F10 is not a page key.
}

@Test func f12RequestsAScreenshotOncePerPress() {
  var p = makePlayground()
  #expect(p.takeRequests().isEmpty)
  press(.f12, &p)
  press(.f12, &p)
  #expect(p.takeRequests() == [.saveScreenshot, .saveScreenshot])
  #expect(p.takeRequests().isEmpty)
}

@Test func resizeLaysTheDeckOutAgain() throws {
  var p = makePlayground(size: Size(1280, 800))
  let oldDot = p.deck.pageDotRect(.about)
  p.handle(.resize(Size(640, 480)))
  #expect(p.size == Size(640, 480))
  // The page background covers the new window, and the page dots moved with it.
  var list = DrawList()
  p.draw(into: &list)
  guard case .fillRect(let background, _, _) = list.commands.first else {
    Issue.record("the frame does not start with the background: \(list.commands)")
    return
  }
  #expect(background == Rect(x: 0, y: 0, width: 640, height: 480))
  let dot = p.deck.pageDotRect(.about)
  #expect(dot != oldDot)
  #expect(dot.midY == 480 - 24 && abs(dot.midX - (320 + 24)) < 1e-4)
  let size = try #require(try dump(p)["size"] as? [String: NSNumber])
  #expect(size["width"]?.intValue == 640 && size["height"]?.intValue == 480)
}

@Test func resizeToNothingKeepsOnePoint() {
  var p = makePlayground()
  p.handle(.resize(Size(0, -5)))
  #expect(p.size == Size(1, 1))
}

@Test func clickingAPageDotShowsThatPage() {
  var p = makePlayground()
  let dot = p.deck.pageDotRect(.todo)
  p.handle(.pointer(PointerEvent(.down, at: dot.center)))
  #expect(p.deck.current == .spoilers)  // Pages switch on release.
  p.handle(.pointer(PointerEvent(.up, at: dot.center)))
  #expect(p.deck.current == .todo)
}

/// A dot is clicked as everything else is (a tap): a press elsewhere dragged onto it is no
/// click.
@Test func aPressDraggedOntoAPageDotShowsNothing() {
  var p = makePlayground()
  let dot = p.deck.pageDotRect(.todo)
  let away = dot.center - Vec2(0, 40)
  p.handle(.pointer(PointerEvent(.down, at: away)))
  p.handle(.pointer(PointerEvent(.move, at: dot.center, isPrimaryDown: true)))
  p.handle(.pointer(PointerEvent(.up, at: dot.center)))
  #expect(p.deck.current == .spoilers)
}

@Test func layoutDumpNamesTheCurrentPage() throws {
  var p = makePlayground()
  #expect(try dump(p)["page"] as? String == "spoilers")
  press(.character("4"), &p)
  let about = try dump(p)
  #expect(about["page"] as? String == "about")
  let controls = try #require(about["controls"] as? [String])
  #expect(controls.count == AboutPage.controls.count)
  #expect(controls.contains { $0.hasPrefix("F12: ") })
  press(.right, &p)
  #expect(try dump(p)["page"] as? String == "spoilers")
}

@Test func everyFrameEndsWithFourPageDots() {
  var p = makePlayground(start: .reactions)
  var list = DrawList()
  p.draw(into: &list)
  let dots = list.commands.suffix(4).compactMap { c -> Color? in
    if case .fillRect(_, let radius, let color) = c, radius == 4 { color } else { nil }
  }
  #expect(dots.count == 4)
  // The current page's dot (the second) is the most opaque.
  #expect(dots.map(\.a).max() == dots[1].a && dots[0].a < dots[1].a)
  #expect(list.clipDepth == 0 && list.layerDepth == 0)
}

@Test func anOpenReactionBarIsModalOverTheWaves() throws {
  var p = makePlayground(start: .reactions)
  let at = p.deck[ReactionsPage.self].bubbleRect(0).center
  // Hold without moving, release: the bar stays open in tap-to-pick mode.
  p.handle(.pointer(PointerEvent(.down, at: at)))
  for _ in 0..<60 { p.update(dt: 1.0 / 120) }
  p.handle(.pointer(PointerEvent(.up, at: at)))
  for _ in 0..<60 { p.update(dt: 1.0 / 120) }
  func barOpen(_ p: Playground) -> Bool {
    let dump = p.deck.layoutDump(.reactions)
    guard case .object(let bar)? = dump.first(where: { $0.0 == "bar" })?.1,
      case .bool(let open)? = bar.first(where: { $0.0 == "open" })?.1
    else { return false }
    return open
  }
  #expect(barOpen(p))
  #expect(p.deck.currentIsModal)
  // A tap on the right wave's button goes to the bar (a tap off the bar closes it), not to
  // the wave: no swipe, no page change.
  let button = p.deck.swipe.wave(.right).buttonCenter
  p.handle(.pointer(PointerEvent(.down, at: button)))
  p.handle(.pointer(PointerEvent(.up, at: button)))
  for _ in 0..<240 { p.update(dt: 1.0 / 120) }
  #expect(p.deck.current == .reactions)
  #expect(!barOpen(p) && !p.deck.currentIsModal)
  #expect(p.deck[ReactionsPage.self].lastOutcome == .cancelled(bubble: 0))
  // With the bar gone, the same tap swipes to the next page.
  p.handle(.pointer(PointerEvent(.down, at: button)))
  p.handle(.pointer(PointerEvent(.up, at: button)))
  for _ in 0..<240 { p.update(dt: 1.0 / 120) }
  #expect(p.deck.current == .todo)
}

@Test func theBarIsDrawnAfterTheWavesAndThePageDots() {
  var p = makePlayground(start: .reactions)
  let at = p.deck[ReactionsPage.self].bubbleRect(0).center
  p.handle(.pointer(PointerEvent(.down, at: at)))
  for _ in 0..<120 { p.update(dt: 1.0 / 120) }
  var list = DrawList()
  p.draw(into: &list)
  // The last piece of a wave (its fill, layer or button), the last page dot and the first
  // emoji of the bar, in draw order.
  var lastWavePart = -1
  var lastDot = -1
  var firstBarEmoji = -1
  let bar = p.deck[ReactionsPage.self].bar!
  let firstIcon = bar.iconFrame(0)
  for (k, c) in list.commands.enumerated() {
    switch c {
    case .texturedPolygon, .fillPolygon, .strokePolyline: lastWavePart = k
    case .fillRect(let r, let radius, _) where r.width == 8 && radius == 4: lastDot = k
    case .emoji(let e, let r, _)
    where list.glyphs[e].first?.id == FixedWidthMetrics.glyph(of: Character(bar.emoji[0]))
      && r == firstIcon:
      if firstBarEmoji < 0 { firstBarEmoji = k }
    default: break
    }
  }
  #expect(lastWavePart >= 0 && lastDot >= 0)
  #expect(firstBarEmoji > lastWavePart && firstBarEmoji > lastDot)
}

@Test func onlyWhatCanBeSeenKeepsTheAppAnimating() {
  var about = makePlayground(start: .about)
  for _ in 0..<360 { about.update(dt: 1.0 / 120) }  // the sliders slide in and settle
  // The spoilers' dust moves, but the About page and its waves at rest do not show it.
  #expect(about.deck[SpoilersPage.self].isAnimating)
  #expect(!about.isAnimating)
  var spoilers = makePlayground(start: .spoilers)
  for _ in 0..<360 { spoilers.update(dt: 1.0 / 120) }
  #expect(spoilers.isAnimating)
}

@Test func onePixelScaleReachesEveryPageAndLaysThemOutAgain() {
  var p = makePlayground(start: .todo)
  func scales(_ p: Playground) -> [Float] {
    [
      p.deck[SpoilersPage.self].frame.pixelScale, p.deck[ReactionsPage.self].frame.pixelScale,
      p.deck[TodoPage.self].frame.pixelScale, p.deck[AboutPage.self].frame.pixelScale,
    ]
  }
  #expect(scales(p) == [1, 1, 1, 1])
  p.setPixelScale(2)
  #expect(p.frame.pixelScale == 2)
  #expect(scales(p) == [2, 2, 2, 2])
  // A resize keeps the scale.
  p.handle(.resize(Size(640, 480)))
  #expect(scales(p) == [2, 2, 2, 2])
  #expect(p.deck[TodoPage.self].frame.size == Size(640, 480))
  // The to-do page's strike snaps to the new device pixels.
  p.deck[TodoPage.self].toggle(0)
  for _ in 0..<120 { p.update(dt: 1.0 / 120) }
  let strike = p.deck[TodoPage.self].strikeSegments(0)
  #expect(!strike.isEmpty)
  for s in strike { #expect((s.midY * 2).rounded() == s.midY * 2) }
}

@Test(arguments: layoutCheckSizes)
func resizingChangesTheSizeClassOfEveryPage(size: Size) {
  var p = makePlayground()
  p.handle(.resize(size))
  let expected = SizeClass(size: size)
  #expect(p.deck[SpoilersPage.self].frame.sizeClass == expected)
  #expect(p.deck[AboutPage.self].frame.sizeClass == expected)
  #expect(p.deck[TodoPage.self].rows[0].layout.measured.font == Typography(expected).body)
}
