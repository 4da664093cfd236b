import TactileCore
import TactileSDL
import TactileScenes
import Testing

/// The tunables of the bar's shadows, the checkbox fill and the smooth scroll change what is
/// drawn, where they should; each comparison has a control (the same values twice draw the
/// same pixels).
@Suite struct TunablePixelTests {
  typealias Rig = TuningPresetPixelTests

  /// The open bar's rect on the first message (points; the window is drawn at 1×).
  static func barRect(_ assignments: [String]) throws -> Rect {
    var rect = Rect.zero
    _ = try Rig.render(presets: ["default"], assignments: assignments, start: .reactions) { p in
      let r = p.deck[ReactionsPage.self].bubbleRect(0)
      p.handle(.pointer(PointerEvent(.down, at: Vec2(r.midX, r.midY))))
      Rig.advance(&p, 0.6)
      rect = p.deck[ReactionsPage.self].bar?.geometry.barRect ?? .zero
    }
    return rect
  }

  @Test func theBarsShadowTunablesMoveItsShadowUnderThePill() throws {
    let lowered = ["bar.shadowDrop=24", "bar.shadowBlur=4", "bar.contactBlur=1"]
    let standard = try Rig.barFrame("default")
    let again = try Rig.barFrame("default")
    let shadowed = try Rig.barFrame("default", lowered)
    #expect(standard.pixelsDiffering(from: again, tolerance: 8).count == 0, "control")
    let (count, box) = standard.pixelsDiffering(from: shadowed, tolerance: 8)
    #expect(count > 1000, "\(count) px differ")
    // Only around the pill and below it: nothing above its top edge changes.
    let bar = try Self.barRect(lowered)
    let changed = try #require(box)
    #expect(changed.minY >= bar.minY - 24, "\(changed) vs the bar \(bar)")
    #expect(changed.maxY <= bar.maxY + 24 + 12, "\(changed) vs the bar \(bar)")
  }

  /// A to-do page with one open item, its checkbox clicked, `after` seconds later.
  static func checkboxFrame(_ assignments: [String], after: Double) throws -> Image {
    try Rig.render(presets: ["default"], assignments: assignments, start: .todo) { p in
      let c = p.deck[TodoPage.self].checkboxCenter(0)
      p.handle(.pointer(PointerEvent(.down, at: c)))
      p.handle(.pointer(PointerEvent(.up, at: c)))
      Rig.advance(&p, after)
    }
  }

  @Test func theCheckboxFillsWithTheTunedTimeAndEasing() throws {
    let linear = Easing.allCases.firstIndex(of: .linear)!
    let standard = try Self.checkboxFrame([], after: 0.05)
    let again = try Self.checkboxFrame([], after: 0.05)
    let eased = try Self.checkboxFrame(["strike.checkboxEasing=\(linear)"], after: 0.05)
    let slow = try Self.checkboxFrame(["strike.checkboxFill=1"], after: 0.05)
    #expect(standard.pixelsDiffering(from: again, tolerance: 8).count == 0, "control")
    for (name, other) in [("easing", eased), ("time", slow)] {
      let (count, box) = standard.pixelsDiffering(from: other, tolerance: 8)
      #expect(count > 40, "\(name): \(count) px differ")
      // Within the checkbox (the strike has not begun to differ this early).
      let changed = try #require(box, "\(name)")
      #expect(changed.width <= 2 * TodoConstants.checkboxRadius + 2, "\(name): \(changed)")
    }
  }

  /// The About page scrolled by two wheel notches, 0.1 s later.
  static func scrollFrame(_ assignments: [String]) throws -> Image {
    try Rig.render(presets: ["default"], assignments: assignments, start: .about) { p in
      p.handle(.pointer(PointerEvent(.move, at: Vec2(400, 300))))
      p.handle(.wheel(Vec2(0, -2)))
      Rig.advance(&p, 0.1)
    }
  }

  @Test func theScrollSpringDecidesWhereTheListIsMidScroll() throws {
    let standard = try Self.scrollFrame([])
    let again = try Self.scrollFrame([])
    let slow = try Self.scrollFrame(["scroll.response=0.8"])
    #expect(standard.pixelsDiffering(from: again, tolerance: 8).count == 0, "control")
    let (count, _) = standard.pixelsDiffering(from: slow, tolerance: 8)
    #expect(count > 2000, "\(count) px differ")
  }
}
