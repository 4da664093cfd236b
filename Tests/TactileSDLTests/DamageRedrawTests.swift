import Foundation
import TactileCore
import TactileSDL
import TactileScenes
import Testing

extension RendererPixelTests {
  /// A window that keeps its frame and redraws only what `DamageTracker` says changed shows
  /// what a whole redraw shows, in every frame: a session on every page (a reveal, the ink
  /// moving, scrolling, a wave pulled and let go, the reaction bar held open and dragged across,
  /// a strike, typing, a page turn), left to right and right to left, at 1× and 2×, drawn
  /// both ways by the software backend and by the SDL backend (on SDL's software renderer),
  /// frame by frame, pixel for pixel. Also: while only the ink moves (30 ink frames a second)
  /// every other frame redraws a part of the window and the ones between redraw nothing, and on
  /// a page where nothing moves no frame redraws anything.
  @Test(arguments: [
    (Float(1), TextDirection.leftToRight), (1, .rightToLeft), (2, .leftToRight), (2, .rightToLeft),
  ])
  func redrawingOnlyTheDamageShowsWhatAWholeRedrawShows(scale: Float, direction: TextDirection)
    throws
  {
    try sdl.withSDL {
      let size = Size(640, 480)
      let pixels = (Int32(size.width * scale), Int32(size.height * scale))
      for page in PageKind.allCases {
        // One backend at a time: each pass is what one window's renderer is given.
        let software = { try HeadlessTarget(size: size, scale: scale, fonts: sdl.fonts).renderer }
        let sdlBackend = {
          try Renderer(softwareWidth: pixels.0, height: pixels.1, fonts: sdl.fonts)
        }
        try Self.expectDamageRedraw(
          page: page, size: size, scale: scale, direction: direction,
          kept: try software(), whole: try software())
        try Self.expectDamageRedraw(
          page: page, size: size, scale: scale, direction: direction,
          kept: try sdlBackend(), whole: try sdlBackend())
      }
    }
  }

  /// Plays `damageSession` on `page`, drawing each frame into `kept` with the damage only and
  /// into `whole` entirely, and expects the two alike every fourth frame and at the end.
  private static func expectDamageRedraw(
    page: PageKind, size: Size, scale: Float, direction: TextDirection,
    kept: any WindowRenderer, whole: any WindowRenderer
  ) throws {
    let sdl = try SDLFixture.shared.get()
    var p = Playground(
      context: SceneContext(
        metrics: SDLFontMetrics(fonts: sdl.fonts, scale: scale), theme: .dark, seed: 5),
      size: size, pixelScale: scale, start: page, direction: direction)
    var tracker = DamageTracker()
    var list = DrawList()
    let session = damageSession(size)
    var still: [Damage] = []
    for frame in session.indices {
      for e in session[frame] { p.handle(e) }
      p.advance(frameTime: 1.0 / 60)
      p.draw(into: &list)
      let damage = tracker.damage(of: list, size: size)
      if idleFrames.contains(frame) { still.append(damage) }
      if frame == idleFrames.upperBound { expectStill(still, page: page) }
      kept.beginFrame(pointSize: size, clearColor: .black, damage: damage)
      kept.execute(list)
      whole.beginFrame(pointSize: size, clearColor: .black)
      whole.execute(list)
      tracker.commit(&list, size: size)
      guard frame % 4 == 0 || frame == session.count - 1 else { continue }
      let differing = try kept.readPixels().pixelsDiffering(from: try whole.readPixels())
      #expect(
        differing.count == 0,
        "\(type(of: kept)) (\(kept.name)) at \(scale)×: \(page.name) frame \(frame) \(damage): \(differing.count) pixels differ in \(differing.box as Any)"
      )
      if differing.count > 0 {
        let dir = PixelAssert.failureDirectory
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        _ = try PNGCodec.write(
          try kept.readPixels(),
          to: dir.appendingPathComponent("damage-\(type(of: kept))-\(page.name)@\(Int(scale))x.png")
            .path)
        return
      }
    }
  }

  /// While nothing happens, the ink alone moves on the Spoilers page, at its own 30 frames a
  /// second: a part of the window every other frame, nothing in between; nothing on the
  /// others.
  private static func expectStill(_ damages: [Damage], page: PageKind) {
    let redrawn = damages.map { if case .rects = $0 { true } else { false } }
    let nothing = damages.map { if case .none = $0 { true } else { false } }
    let expected =
      page == .spoilers
      ? zip(redrawn, nothing).allSatisfy { $0 != $1 } && redrawn.contains(true)
        && nothing.contains(true)
      : nothing.allSatisfy { $0 }
    #expect(expected, "\(page.name), nothing happening: \(damages)")
  }

  /// Frames of `damageSession` in which nothing happens but what the pages do by themselves.
  static let idleFrames = 8..<14

  /// 110 frames of input, frame by frame: nothing at first, then a press and release in the
  /// middle (a reveal, a bar, a strike), the wheel, a wave pulled from the right edge and let
  /// go, a long press dragged sideways, typed text, Right (a page turn).
  static func damageSession(_ size: Size) -> [[InputEvent]] {
    var frames = Array(repeating: [InputEvent](), count: 110)
    let mid = Vec2(size.width * 0.45, size.height * 0.4)
    func at(_ f: Int, _ e: InputEvent) { frames[f].append(e) }
    func pointer(_ phase: PointerEvent.Phase, _ p: Vec2) -> InputEvent {
      .pointer(PointerEvent(phase, at: p, isPrimaryDown: phase == .move))
    }
    at(16, pointer(.down, mid))
    at(17, pointer(.up, mid))
    at(52, .wheel(Vec2(0, -3)))
    at(58, pointer(.down, Vec2(size.width - 12, size.height * 0.5)))
    for i in 1...6 {
      at(58 + i, pointer(.move, Vec2(size.width - 12 - Float(i) * 16, size.height * 0.5)))
    }
    at(65, pointer(.up, Vec2(size.width - 108, size.height * 0.5)))
    at(72, pointer(.down, Vec2(mid.x, mid.y + 40)))
    for i in 1...8 { at(94 + i, pointer(.move, Vec2(mid.x + Float(i) * 8, mid.y + 20))) }
    at(103, pointer(.up, Vec2(mid.x + 64, mid.y + 20)))
    at(104, .text("x"))
    at(105, .key(KeyEvent(.enter)))
    at(107, .key(KeyEvent(.right)))
    at(108, .key(KeyEvent(.right, isDown: false)))
    return frames
  }
}
