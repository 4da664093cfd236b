import Foundation
import TactileCore
import TactileSDL
import TactileScenes
import Testing

/// Every window size from 1 × 1 up is safe headless, below the window's minimum too: with a
/// spoiler revealed (its reveal circle is a layer), the window shrunk, then pages switched at
/// once and with the liquid swipe (whose waves are layers), every frame executed by the real
/// software renderer at pixel densities 1 and 2.
@Test(arguments: [Float(1), 2])
func everyTinyWindowSizeDrawsRevealsAndSwitchesPages(scale: Float) throws {
  let sdl = try SDLFixture.shared.get()
  let heights: [Float] = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 100, 128, 129, 150, 151, 200]
  let widths: [Float] = [1, 2, 60, 320]
  try sdl.exclusively {
    let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: scale)
    for height in heights {
      for width in widths {
        var context = SceneContext(metrics: metrics, theme: .dark, reducedMotion: false, seed: 3)
        // A spoiler on the first line: it stays in the (1 pt high) viewport however small.
        context.content.spoilerText = "[Hidden at the top] and plain text after it."
        let start = Size(400, 300)
        var playground = Playground(
          context: context, size: start, pixelScale: scale, start: .spoilers)
        var target = try HeadlessTarget(size: start, scale: scale, fonts: sdl.fonts)
        var list = DrawList()
        func frames(_ n: Int) {
          for _ in 0..<n {
            playground.update(dt: 1.0 / 60)
            playground.draw(into: &list)
            target.renderer.beginFrame(pointSize: playground.size, clearColor: .black)
            target.renderer.execute(list)
          }
        }
        func press(_ key: Key) {
          playground.handle(.key(KeyEvent(key, isDown: true)))
          playground.handle(.key(KeyEvent(key, isDown: false)))
        }
        let spoiler = try #require(playground.deck[SpoilersPage.self].fragmentsInWindow(0).first)
        playground.handle(.pointer(PointerEvent(.down, at: spoiler.center)))
        playground.handle(.pointer(PointerEvent(.up, at: spoiler.center)))
        frames(3)  // The reveal circle is growing.
        let small = Size(width, height)
        target = try HeadlessTarget(size: small, scale: scale, fonts: sdl.fonts)
        playground.handle(.resize(small))
        frames(2)
        press(.character("2"))
        frames(2)
        press(.character("1"))
        frames(2)
        press(.right)  // The liquid swipe: the spoilers page is seen through a wave.
        frames(4)
        press(.left)
        frames(4)
        playground.handle(.pointer(PointerEvent(.down, at: Vec2(1, height / 2))))
        playground.handle(
          .pointer(PointerEvent(.move, at: Vec2(width, height), isPrimaryDown: true)))
        frames(2)
        playground.handle(.pointer(PointerEvent(.up, at: Vec2(width, height))))
        frames(2)
      }
    }
  }
}
