import Foundation
import Testing

@testable import TactileCore
@testable import TactileScenes

/// The wave presets against the numbers of the code they follow: exyte/LiquidSwipe's spring
/// back and Cuberto's resting wave.
@Suite struct LiquidSwipePresetTests {
  static let size = Size(1280, 800)
  static let step = 1.0 / 120

  static func config(_ preset: TuningPreset) -> LiquidSwipeConfig {
    Tuning().applying(preset).liquidSwipe
  }

  /// Drags the right wave from its button to `progress`, `dy` points down, and lets go.
  static func dragAndRelease(_ deck: inout LiquidSwipeState, to progress: Float, dy: Float) {
    let start = deck.wave(.right).buttonCenter
    let end = Vec2(start.x - progress * size.width / deck.config.swipeVelocity, start.y + dy)
    _ = deck.handle(PointerEvent(.down, at: start))
    _ = deck.handle(PointerEvent(.move, at: Vec2(start.x - 10, start.y), isPrimaryDown: true))
    _ = deck.handle(PointerEvent(.move, at: end, isPrimaryDown: true))
    for _ in 0..<120 where deck.right.chaseTargetY != nil { deck.update(dt: step) }
    _ = deck.handle(PointerEvent(.up, at: end))
  }

  @Test func exyteSpringsBackAsItsCodeDoes() {
    // exyte's code springs a cancelled wave back with damping 0.5 (response 0.55 s): released
    // at rest, it is back at its edge when the spring first crosses 0, (π − acos ζ) / ω_d
    // after the release, 0.21 s (the article's ζ 0.825 took 0.39 s).
    let config = Self.config(.exyte)
    #expect(config.springBack.dampingFraction == 0.5)
    #expect(config.springBack.response == 0.55)
    var deck = LiquidSwipeState(pageCount: 3, size: Self.size, config: config)
    Self.dragAndRelease(&deck, to: 0.1, dy: 0)
    var t = 0.0
    while deck.right.progress.value > 0 && t < 2 {
      deck.update(dt: Self.step)
      t += Self.step
    }
    let zeta = 0.5
    let omega = 2 * Double.pi / 0.55
    let expected = (Double.pi - acos(zeta)) / (omega * (1 - zeta * zeta).squareRoot())
    #expect(abs(t - expected) <= Self.step, "back in \(t) s, exyte's in \(expected) s")
  }

  @Test func cubertosWaveRestsLowAndGoesBackThereAfterACancel() {
    // Cuberto's right wave rests 0.7167 of the height down; after a cancelled drag its centre
    // goes back there at 2000 pt/s.
    let config = Self.config(.cuberto)
    var deck = LiquidSwipeState(pageCount: 3, size: Self.size, config: config)
    let rest = 0.7167 * Self.size.height
    #expect(abs(deck.right.centerY - rest) < 0.01)
    Self.dragAndRelease(&deck, to: 0.1, dy: -400)
    let released = deck.right.centerY
    #expect(released < rest - 300)
    let steps = 12
    for _ in 0..<steps { deck.update(dt: Self.step) }
    let moved = Float(Double(steps) * Self.step * 2000)
    #expect(abs(deck.right.centerY - (released + moved)) < 0.01)
    for _ in 0..<60 { deck.update(dt: Self.step) }
    #expect(abs(deck.right.centerY - rest) < 0.01)
  }

  @Test func aPresetMovesTheWaveAtRestToItsRestingHeight() {
    var deck = LiquidSwipeState(pageCount: 3, size: Self.size, config: Self.config(.exyte))
    #expect(abs(deck.right.centerY - 300.0 / 812 * Self.size.height) < 0.01)
    deck.config = Self.config(.cuberto)
    #expect(abs(deck.right.centerY - 0.7167 * Self.size.height) < 0.01)
  }
}
