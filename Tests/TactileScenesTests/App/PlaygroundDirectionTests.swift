import Foundation
import TactileCore
import TactileIO
import TactileTestSupport
import Testing

@testable import TactileScenes

private func playground(_ direction: TextDirection, start: PageKind = .spoilers) -> Playground {
  let context = SceneContext(metrics: FixedWidthMetrics(), theme: .dark)
  return Playground(
    context: context, size: Size(1280, 800), start: start, direction: direction)
}

private func press(_ key: Key, modifiers: Modifiers = [], _ p: inout Playground) {
  p.handle(.key(KeyEvent(key, modifiers: modifiers)))
  p.handle(.key(KeyEvent(key, modifiers: modifiers, isDown: false)))
  for _ in 0..<120 { p.update(dt: 1.0 / 120) }
}

@Test func rightToLeftTheLeftArrowGoesForwardAndTheRightArrowBack() {
  var p = playground(.rightToLeft)
  press(.left, &p)
  #expect(p.deck.current == .reactions)
  press(.right, &p)
  #expect(p.deck.current == .spoilers)
  var ltr = playground(.leftToRight)
  press(.right, &ltr)
  #expect(ltr.deck.current == .reactions)
}

@Test func controlShiftDFlipsTheInterfaceAndTheDumpSaysSo() throws {
  var p = playground(.leftToRight)
  press(.character("d"), modifiers: [.control, .shift], &p)
  #expect(p.direction == .rightToLeft && p.frame.isRightToLeft)
  let dump = try #require(
    try JSONSerialization.jsonObject(with: Data(p.layoutDump().serialized().utf8))
      as? [String: Any])
  #expect(dump["direction"] as? String == "rtl")
  press(.character("d"), modifiers: [.control, .shift], &p)
  #expect(p.direction == .leftToRight)
  // D alone is not the key.
  press(.character("d"), &p)
  #expect(p.direction == .leftToRight)
}

@Test func aClickReachesThePageAtItsMirrorImageRightToLeft() {
  var p = playground(.rightToLeft, start: .todo)
  let todo = p.deck[TodoPage.self]
  let box = todo.checkboxCenter(0)
  // On screen the checkbox is mirrored: a click there toggles item 0.
  let onScreen = Vec2(1280 - box.x, box.y)
  p.handle(.pointer(PointerEvent(.down, at: onScreen)))
  p.handle(.pointer(PointerEvent(.up, at: onScreen)))
  #expect(p.deck[TodoPage.self].rows[0].item.isCompleted != todo.rows[0].item.isCompleted)
}

@Test func flippingMidSwipeSpringsTheWaveBackAndKeepsTheTyping() {
  var p = playground(.leftToRight, start: .spoilers)
  p.handle(.pointer(PointerEvent(.down, at: Vec2(1250, 296))))
  p.handle(.pointer(PointerEvent(.move, at: Vec2(900, 296), isPrimaryDown: true)))
  p.update(dt: 1.0 / 60)
  #expect(p.deck.swipe.grabbedSide != nil)
  p.setDirection(.rightToLeft)
  #expect(p.deck.swipe.grabbedSide == nil)
  for _ in 0..<240 { p.update(dt: 1.0 / 120) }
  #expect(p.deck.current == .spoilers && !p.deck.swipe.isAnimating)

  var todo = playground(.leftToRight, start: .todo)
  todo.deck[TodoPage.self].beginEditing(0)
  todo.handle(.text("!"))
  todo.setDirection(.rightToLeft)
  #expect(todo.deck[TodoPage.self].editing?.editor.text.hasSuffix("!") == true)
}

@Test func theLocaleDecidesAnAutomaticDirection() {
  let auto = InterfaceDirection.auto
  #expect(auto.resolved(environment: ["LANG": "fa_IR.UTF-8"]) == .rightToLeft)
  #expect(auto.resolved(environment: ["LANG": "he"]) == .rightToLeft)
  #expect(auto.resolved(environment: ["LANG": "ckb_IQ.UTF-8"]) == .rightToLeft)
  #expect(auto.resolved(environment: ["LANG": "en_US.UTF-8"]) == .leftToRight)
  // LC_ALL, then LC_MESSAGES, then LANG; an empty one does not count.
  #expect(
    auto.resolved(environment: ["LC_ALL": "de_DE", "LANG": "ar_EG"]) == .leftToRight)
  #expect(
    auto.resolved(environment: ["LC_ALL": "", "LC_MESSAGES": "ur_PK", "LANG": "en"])
      == .rightToLeft)
  #expect(auto.resolved(environment: [:]) == .leftToRight)
  #expect(InterfaceDirection.rightToLeft.resolved(environment: ["LANG": "en"]) == .rightToLeft)
}
