import Foundation
import TactileCore
import TactileIO
import TactileSDL
import TactileScenes
import Testing

extension RendererPixelTests {
  /// What F9 writes replays exactly: a session driven as the window drives it (uneven frame
  /// times, a stall, inputs handled between frames), logged as F9 logs it, then replayed as the
  /// headless app replays a script (frames of 1/60 s, each input at its line's time to the
  /// fixed step) ends in the same layout dump and, drawn, the same pixels — ink included.
  @Test(arguments: [PageKind.spoilers, .reactions, .todo])
  func aCapturedSessionReplaysToTheSameStateAndPixels(page: PageKind) throws {
    try sdl.exclusively {
      let size = Size(800, 600)
      let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
      func fresh() -> Playground {
        Playground(
          context: SceneContext(metrics: metrics, theme: .dark, seed: 7), size: size, start: page)
      }
      var live = fresh()
      var log = InputLog(windowSize: size)
      var random = SeededRandom(seed: 3)
      var now = 0.0
      var pending = Self.session(in: size)
      log.beginCapture(at: 0)
      while !pending.isEmpty {
        while let (at, e) = pending.first, at <= now {
          log.record(e, at: live.inputTime)
          live.handle(e)
          pending.removeFirst()
        }
        // 4 to 40 ms a frame, and once a stall longer than the clock takes in.
        let frameTime = now < 1 || now > 1.3 ? 0.004 + Double(random.next() % 36) / 1000 : 0.3
        now += frameTime
        live.advance(frameTime: frameTime)
        var list = DrawList()
        live.draw(into: &list)
      }
      let script = try ReplayScript(parsing: log.endCapture(at: live.inputTime, header: []))
      var replay = fresh()
      Self.replay(script, into: &replay)
      #expect(replay.inputTime == live.inputTime)
      #expect(replay.layoutDump().serialized() == live.layoutDump().serialized())
      let frames = try [live, replay].map { drawn in
        var p = drawn
        let target = try HeadlessTarget(size: size, scale: 1, fonts: sdl.fonts)
        var list = DrawList()
        p.draw(into: &list)
        target.renderer.beginFrame(pointSize: size, clearColor: .black)
        target.renderer.execute(list)
        return try target.renderer.readPixels()
      }
      let differing = frames[1].pixelsDiffering(from: frames[0])
      #expect(differing.count == 0, "\(page.name): \(differing.count) pixels differ")
    }
  }

  /// A session of every kind of input, at wall-clock seconds: pointing, a click, a long
  /// press and a drag, the wheel, keys, text, a resize, a wave dragged from the edge.
  private static func session(in size: Size) -> [(Double, InputEvent)] {
    let mid = Vec2(size.width / 2, size.height / 3)
    func pointer(_ phase: PointerEvent.Phase, _ p: Vec2, held: Bool = false) -> InputEvent {
      .pointer(PointerEvent(phase, at: p, isPrimaryDown: held))
    }
    var out: [(Double, InputEvent)] = [
      (0.05, pointer(.move, mid)),
      (0.2, pointer(.down, mid)),
      (0.27, pointer(.up, mid)),
      (0.5, .wheel(Vec2(0, -2))),
      (0.6, .key(KeyEvent(.tab))),
      (0.62, .key(KeyEvent(.tab, isDown: false))),
      (0.7, pointer(.down, Vec2(mid.x, mid.y + 60))),
    ]
    for i in 1...12 {  // Held, then dragged sideways (a long press, a bar, a pick …).
      out.append(
        (0.9 + Double(i) * 0.02, pointer(.move, Vec2(mid.x + Float(i) * 6, mid.y + 50), held: true))
      )
    }
    out += [
      (1.2, pointer(.up, Vec2(mid.x + 72, mid.y + 50))),
      (1.5, .text("x")),
      (1.6, .key(KeyEvent(.enter))),
      (1.61, .key(KeyEvent(.enter, isDown: false))),
      (1.7, .resize(Size(size.width - 40, size.height))),
      (1.8, pointer(.down, Vec2(size.width - 45, size.height * 0.6))),
    ]
    for i in 1...10 {  // A wave pulled from the right edge, let go early.
      out.append(
        (
          1.8 + Double(i) * 0.016,
          pointer(.move, Vec2(size.width - 45 - Float(i) * 20, size.height * 0.6), held: true)
        ))
    }
    out += [
      (2.0, pointer(.up, Vec2(size.width - 245, size.height * 0.6))),
      (2.1, .resize(size)),
      (2.6, pointer(.move, Vec2(10, 10))),
    ]
    return out
  }

  /// Replays `script` as the headless app does.
  private static func replay(_ script: ReplayScript, into p: inout Playground) {
    var player = ScriptPlayer(script)
    var frame = 0
    while true {
      let now = min(Double(frame) / 60, script.duration)
      while let step = player.next(dueBy: now, step: p.clock.step) {
        p.advance(toInputTime: step.time)
        switch step.action {
        case .input(let e): p.handle(e)
        case .resize(let s): p.handle(.resize(s))
        case .screenshot, .record, .end: break
        }
      }
      p.advance(toInputTime: now)
      var list = DrawList()
      p.draw(into: &list)
      if now >= script.duration { return }
      frame += 1
    }
  }
}
