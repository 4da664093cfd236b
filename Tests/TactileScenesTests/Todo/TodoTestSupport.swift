import Foundation
import TactileCore
import TactileTestSupport

@testable import TactileScenes

// Shared set-up for the To-do page tests: fake metrics (every grapheme of the 17 pt item font is
// 17 pt wide, x-height 8.5 pt), fake time, events.

/// Width of one grapheme of item text with the fake metrics, points.
let graphemeWidth: Float = 17

func todoContext(storage: (any TodoStorage)? = nil, reducedMotion: Bool = false) -> SceneContext {
  var context = SceneContext(
    metrics: FixedWidthMetrics(advance: 10), theme: .dark, reducedMotion: reducedMotion)
  context.content.todoStorage = storage
  return context
}

/// Twelve eight-letter words. At 1280×800 the text is 472 pt wide (27 graphemes): three words a
/// line, so four lines of 26 graphemes (442 pt) each.
let fourLineText = (0..<12).map { k in
  String(repeating: Character(UnicodeScalar(UInt8(97 + k))), count: 8)
}.joined(separator: " ")

/// A page at `size` showing `items` (nothing saved).
func makePage(_ items: [TodoItem], size: Size = Size(1280, 800), reducedMotion: Bool = false)
  -> TodoPage
{
  TodoPage(
    context: todoContext(reducedMotion: reducedMotion), frame: PageFrame(size: size),
    document: TodoDocument(items: items))
}

/// The linear time fraction at which the strike's ease-in-out reaches pen progress `p`.
func linearTime(forPen p: Double) -> Double {
  p < 0.5 ? pow(p / 4, 1.0 / 3) : 1 - pow(2 - 2 * p, 1.0 / 3) / 2
}

extension TodoPage {
  mutating func click(_ p: Vec2, clickCount: Int = 1) {
    _ = handle(.pointer(PointerEvent(.down, at: p, clickCount: clickCount)))
    _ = handle(.pointer(PointerEvent(.up, at: p, clickCount: clickCount)))
  }

  /// A double-click as the platform reports it: two clicks, the second with count 2.
  mutating func doubleClick(_ p: Vec2) {
    click(p)
    click(p, clickCount: 2)
  }

  @discardableResult
  mutating func press(_ key: Key, modifiers: Modifiers = []) -> Bool {
    let used = handle(.key(KeyEvent(key, modifiers: modifiers)))
    _ = handle(.key(KeyEvent(key, modifiers: modifiers, isDown: false)))
    return used
  }

  mutating func type(_ text: String) { _ = handle(.text(text)) }

  /// Runs the page for `seconds` in fixed steps of 1/120 s.
  mutating func advance(_ seconds: Double) {
    var left = seconds
    while left > 1e-12 {
      let dt = min(left, 1.0 / 120)
      update(.test(dt: dt))
      left -= dt
    }
  }

  /// A point inside row `i`'s text, away from its edges.
  func textPoint(_ i: Int) -> Vec2 { textOrigin(of: i) + Vec2(graphemeWidth * 0.25, 8) }
}
