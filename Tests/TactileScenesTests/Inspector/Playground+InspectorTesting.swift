import TactileCore

@testable import TactileScenes

/// What the inspector's tests do to a playground: a key pressed and released, time run in the
/// app's fixed steps (1/120 s), a frame drawn.
extension Playground {
  mutating func pressKey(_ key: Key) {
    handle(.key(KeyEvent(key, isDown: true)))
    handle(.key(KeyEvent(key, isDown: false)))
  }

  mutating func runSeconds(_ seconds: Double) {
    let step = 1.0 / 120
    for _ in 0..<Int((seconds / step).rounded()) { update(dt: step) }
  }

  mutating func drawnFrame() -> DrawList {
    var list = DrawList()
    draw(into: &list)
    return list
  }
}
