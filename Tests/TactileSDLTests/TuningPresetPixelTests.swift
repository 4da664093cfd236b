import Foundation
import TactileCore
import TactileIO
import TactileSDL
import TactileScenes
import Testing

/// The anchor presets change what is drawn: `cuberto` and `exyte` give different wave frames
/// after the same drag, `facebook` and `telegram` different reaction bars under the same
/// pointer. Each comparison has a control: the same preset twice draws the same pixels.
@Suite struct TuningPresetPixelTests {
  static let size = Size(800, 600)
  static let step = 1.0 / 120

  /// A playground on `start` with `presets` then the `--set` `assignments` applied, driven by
  /// `script` (pointer events and time), then rendered headless.
  static func render(
    presets: [String], assignments: [String] = [], start: PageKind,
    _ script: (inout Playground) -> Void
  ) throws -> Image {
    let fixture = try SDLFixture.shared.get()
    return try fixture.exclusively {
      let metrics = SDLFontMetrics(fonts: fixture.fonts, scale: 1)
      var context = SceneContext(metrics: metrics, theme: .dark)
      context.content.reactions = PageContent.defaultReactions
      let store = TuningPresetStore(directory: URL(fileURLWithPath: "/nonexistent"))
      for name in presets { context.tuning.apply(try store.resolve(name)) }
      for a in assignments { try context.tuning.apply(assignment: a) }
      var playground = Playground(context: context, size: size, start: start)
      script(&playground)
      var list = DrawList()
      playground.draw(into: &list)
      let target = try HeadlessTarget(size: size, scale: 1, fonts: fixture.fonts)
      target.renderer.beginFrame(pointSize: size, clearColor: .black)
      target.renderer.execute(list)
      return try target.renderer.readPixels()
    }
  }

  static func advance(_ p: inout Playground, _ seconds: Double) {
    for _ in 0..<Int((seconds / step).rounded()) { p.update(dt: step) }
  }

  /// The right wave dragged from its button 140 pt left and 240 pt down in 4 moves a frame
  /// apart (3600 pt/s down: faster than Cuberto's centre chases), released, and `after`
  /// seconds later.
  static func swipeFrame(_ preset: String, after: Double) throws -> Image {
    try render(presets: [preset], start: .about) { p in
      let start = p.deck.swipe.wave(.right).buttonCenter
      p.handle(.pointer(PointerEvent(.down, at: start)))
      for k in 1...4 {
        let f = Float(k) / 4
        let at = start + Vec2(-140 * f, 240 * f)
        p.handle(.pointer(PointerEvent(.move, at: at, isPrimaryDown: true)))
        advance(&p, 1.0 / 60)
      }
      p.handle(.pointer(PointerEvent(.up, at: start + Vec2(-140, 240))))
      advance(&p, after)
    }
  }

  @Test(arguments: [0.0, 0.1, 0.2])
  func cubertoAndExyteDrawDifferentWaves(after: Double) throws {
    let exyte = try Self.swipeFrame("exyte", after: after)
    let cuberto = try Self.swipeFrame("cuberto", after: after)
    let again = try Self.swipeFrame("exyte", after: after)
    #expect(
      exyte.pixelsDiffering(from: again, tolerance: 8).count == 0,
      "control: one preset, one picture")
    let changed = exyte.pixelsDiffering(from: cuberto, tolerance: 8).count
    #expect(changed > 2000, "\(changed) px differ \(after) s after the release")
  }

  /// The reaction bar opened on the first message with icon 3 hovered, settled.
  static func barFrame(_ preset: String, _ assignments: [String] = []) throws -> Image {
    try render(presets: [preset], assignments: assignments, start: .reactions) { p in
      let r = p.deck[ReactionsPage.self].bubbleRect(0)
      let press = Vec2(r.midX, r.midY)
      p.handle(.pointer(PointerEvent(.down, at: press)))
      advance(&p, 0.6)
      guard let bar = p.deck[ReactionsPage.self].bar else { return }
      let icon = bar.geometry.iconCenter(3)
      p.handle(.pointer(PointerEvent(.move, at: (press + icon) * 0.5, isPrimaryDown: true)))
      p.handle(.pointer(PointerEvent(.move, at: icon, isPrimaryDown: true)))
      advance(&p, 1.5)
    }
  }

  @Test func facebookAndTelegramDrawDifferentBars() throws {
    let telegram = try Self.barFrame("telegram")
    let facebook = try Self.barFrame("facebook")
    let again = try Self.barFrame("telegram")
    #expect(
      telegram.pixelsDiffering(from: again, tolerance: 8).count == 0,
      "control: one preset, one picture")
    let changed = telegram.pixelsDiffering(from: facebook, tolerance: 8).count
    #expect(changed > 1500, "\(changed) px differ")
  }
}
