import Foundation
import TactileCore
import TactileSDL
import TactileScenes
import Testing

/// The two backends draw the same frames alike: each frame's draw list goes through the
/// software backend (headless) and through the SDL backend on SDL's software renderer (standing
/// in for a GPU: the same `SDL_RenderGeometry` calls a window's renderer gets), and the images
/// are compared as `BackendMatch` says (measured: at most 0.05 % of the pixels without a
/// match, on the reactions page at scale 1, where the emoji are filtered). The bound is tight
/// enough to catch a part of the frame missing on one side: the spoilers page without its text
/// leaves 0.49 % of the pixels unmatched, without its ink 0.53 %, a swipe without the
/// neighbour page 2.6 % (`aFrameWithAPartMissingDiffersBeyondTheTolerance` checks that each is
/// beyond `controlMargin` times the bound). On a failure both images are written side by side
/// (software left, SDL right) to `out/pixel-failures/backends-<moment>@<scale>x.png`.
@Suite struct BackendComparisonTests {
  /// How far beyond the bound a frame with a part missing must be.
  static let controlMargin = 3.0

  static let size = Size(1280, 800)

  /// A moment of the playground: its page and what happens before the frame is drawn.
  enum Moment: String, CaseIterable, Sendable {
    case spoilersIdle, revealMidway, swipeMidDrag, reactionsIdle, barOpen, todoIdle
    case strikeMidway, aboutIdle

    var page: PageKind {
      switch self {
      case .spoilersIdle, .revealMidway, .swipeMidDrag: .spoilers
      case .reactionsIdle, .barOpen: .reactions
      case .todoIdle, .strikeMidway: .todo
      case .aboutIdle: .about
      }
    }

    /// Feeds the input and advances time (frames of 1/60 s).
    func play(_ playground: inout Playground) {
      func frames(_ n: Int) { for _ in 0..<n { playground.advance(frameTime: 1.0 / 60) } }
      func press(_ phase: PointerEvent.Phase, _ p: Vec2) {
        playground.handle(.pointer(PointerEvent(phase, at: p, isPrimaryDown: phase == .move)))
      }
      frames(30)
      switch self {
      case .spoilersIdle, .reactionsIdle, .todoIdle, .aboutIdle: return
      case .revealMidway:
        let page = playground.deck[SpoilersPage.self]
        guard let f = page.fragmentsInWindow(0).first else { return }
        press(.down, f.center)
        press(.up, f.center)
        frames(10)
      case .swipeMidDrag:
        press(.down, Vec2(1249, 296))
        for k in 1...20 {
          press(.move, Vec2(1249 - 28 * Float(k), 296 + Float(k)))
          frames(1)
        }
      case .barOpen:
        press(.down, Vec2(500, 200))
        frames(60)
        press(.move, Vec2(530, 150))
        frames(6)
      case .strikeMidway:
        // The strike starts once the double-click interval has passed.
        press(.down, Vec2(600, 182))
        press(.up, Vec2(600, 182))
        frames(Int(GestureThresholds.multiTapInterval * 60) + 10)
      }
    }
  }

  @Test(arguments: Moment.allCases, [Float(1), 2])
  func bothBackendsDrawTheSameFrame(moment: Moment, scale: Float) throws {
    let (software, sdl) = try Self.render(moment, scale: scale)
    let fraction = software.unmatchedFraction(against: sdl)
    let name = "backends-\(moment.rawValue)@\(Int(scale))x"
    #expect(
      fraction <= BackendMatch.unmatchedBound,
      "\(name): \(fraction * 100) % of the pixels have no match within \(BackendMatch.reach) px")
    if fraction > BackendMatch.unmatchedBound { Self.writeSideBySide(software, sdl, name: name) }
  }

  /// A part of the frame left out on the SDL side: a real difference the comparison must
  /// catch, as thin as one is likely to be (the text and the ink are a few percent of the
  /// pixels at most).
  enum Missing: String, CaseIterable, Sendable {
    case text, ink, neighbourPage

    var moment: Moment { self == .neighbourPage ? .swipeMidDrag : .spoilersIdle }

    func isMissing(_ command: DrawCommand) -> Bool {
      switch (self, command) {
      case (.text, .text), (.ink, .pixels), (.neighbourPage, .texturedPolygon): true
      default: false
      }
    }
  }

  @Test(arguments: Missing.allCases)
  func aFrameWithAPartMissingDiffersBeyondTheTolerance(missing: Missing) throws {
    let (software, sdl) = try Self.render(missing.moment, scale: 1) {
      Self.copy(of: $0, dropping: missing.isMissing)
    }
    let fraction = software.unmatchedFraction(against: sdl)
    #expect(
      fraction > Self.controlMargin * BackendMatch.unmatchedBound,
      "without its \(missing.rawValue): only \(fraction * 100) % of the pixels have no match")
  }

  /// The frame of `moment` drawn by the software backend (headless) and by the SDL backend on
  /// SDL's software renderer, which draws `sdlList` of the frame's list.
  static func render(
    _ moment: Moment, scale: Float, sdlList: (DrawList) -> DrawList = { $0 }
  ) throws -> (software: Image, sdl: Image) {
    let fixture = try SDLFixture.shared.get()
    return try fixture.withSDL {
      let metrics = SDLFontMetrics(fonts: fixture.fonts, scale: scale)
      let context = SceneContext(metrics: metrics, theme: .dark)
      var playground = Playground(
        context: context, size: Self.size, pixelScale: scale, start: moment.page)
      moment.play(&playground)
      var list = DrawList()
      playground.draw(into: &list)
      let headless = try HeadlessTarget(size: Self.size, scale: scale, fonts: fixture.fonts)
      headless.renderer.beginFrame(pointSize: Self.size, clearColor: .black)
      headless.renderer.execute(list)
      let window = try Renderer(
        softwareWidth: Int32(Self.size.width * scale), height: Int32(Self.size.height * scale),
        fonts: fixture.fonts)
      window.beginFrame(pointSize: Self.size, clearColor: .black)
      window.execute(sdlList(list))
      return (try headless.renderer.readPixels(), try window.readPixels())
    }
  }

  /// `list` without the commands `drop` selects.
  static func copy(of list: DrawList, dropping drop: (DrawCommand) -> Bool) -> DrawList {
    var out = DrawList()
    out.pixelScale = list.pixelScale
    _ = out.addPoints(list.points)
    for v in list.meshVertices { out.appendMeshVertex(v) }
    for i in list.meshIndices { out.appendMeshIndex(i) }
    for command in list.commands where !drop(command) {
      switch command {
      case .fillRect(let r, let radius, let color):
        out.fillRect(r, color: color, cornerRadius: radius)
      case .shadow(let r, let radius, let blur, let color):
        out.shadow(r, cornerRadius: radius, blur: blur, color: color)
      case .fillPolygon(let p, let color): out.fillPolygon(points: p, color: color)
      case .strokePolyline(let p, let width, let color, let closed):
        out.strokePolyline(points: p, width: width, color: color, closed: closed)
      case .text(var run):
        run.glyphs = out.addGlyphs(list.glyphs[run.glyphs])
        out.text(run)
      case .emoji(let g, let rect, let opacity):
        out.emoji(glyphs: out.addGlyphs(list.glyphs[g]), in: rect, opacity: opacity)
      case .pixels(let buffer, let rect, let tint): out.pixels(buffer, in: rect, tint: tint)
      case .texturedMesh(let v, let i, let texture):
        out.texturedMesh(vertices: v, indices: i, texture: texture)
      case .texturedPolygon(let id, let p, let opacity):
        out.texturedPolygon(layer: id, points: p, opacity: opacity)
      case .pushClip(let r): out.pushClip(r)
      case .popClip: out.popClip()
      case .beginLayer(let id, let clearColor): out.beginLayer(id, clearColor: clearColor)
      case .endLayer: out.endLayer()
      }
    }
    return out
  }

  /// Writes `a` and `b` next to each other.
  static func writeSideBySide(_ a: Image, _ b: Image, name: String) {
    let w = a.width + b.width
    let h = max(a.height, b.height)
    var rgba = [UInt8](repeating: 0, count: w * h * 4)
    for (image, x0) in [(a, 0), (b, a.width)] {
      for y in 0..<image.height {
        let src = y * image.width * 4
        let dst = (y * w + x0) * 4
        rgba.replaceSubrange(
          dst..<(dst + image.width * 4), with: image.rgba[src..<(src + image.width * 4)])
      }
    }
    let dir = PixelAssert.failureDirectory
    do {
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      _ = try PNGCodec.write(
        Image(width: w, height: h, rgba: rgba), to: dir.appendingPathComponent("\(name).png").path)
    } catch {
      Issue.record("cannot write \(name).png: \(error)")
    }
  }
}
