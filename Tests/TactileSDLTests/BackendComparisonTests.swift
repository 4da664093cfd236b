import Foundation
import TactileCore
import TactileSDL
import TactileScenes
import Testing

/// The two backends draw the same frames alike: each frame's draw list goes through the
/// software backend (headless) and through the SDL backend on SDL's software renderer (standing
/// in for a GPU), and the images are compared. SDL snaps shapes to whole pixels there, blends
/// text and scales emoji with its own rounding and filter, and draws a layer by row spans, so
/// edges and emoji differ; the tolerance bounds that. On a failure both images are written
/// side by side (software left, SDL right) to `out/pixel-failures/backends-<moment>@<scale>x.png`.
@Suite(.serialized) struct BackendComparisonTests {
  /// A channel differing by at most this much counts as the same.
  static let channelTolerance = 24
  /// At most this fraction of the pixels may differ by more (0.1–0.4 % do: shape edges a
  /// pixel apart, emoji; text missing from one side would be several percent).
  static let differingFraction = 0.0075

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
    let fixture = try SDLFixture.shared.get()
    let (software, sdl) = try fixture.exclusively {
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
      window.execute(list)
      return (try headless.renderer.readPixels(), try window.readPixels())
    }
    let differing = software.pixelsDiffering(from: sdl, tolerance: Self.channelTolerance).count
    let fraction = Double(differing) / Double(software.width * software.height)
    let name = "backends-\(moment.rawValue)@\(Int(scale))x"
    #expect(
      fraction <= Self.differingFraction,
      "\(name): \(differing) pixels (\(fraction * 100) %) differ by more than \(Self.channelTolerance)"
    )
    if fraction > Self.differingFraction { Self.writeSideBySide(software, sdl, name: name) }
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
      try PNGCodec.write(
        Image(width: w, height: h, rgba: rgba), to: dir.appendingPathComponent("\(name).png").path)
    } catch {
      Issue.record("cannot write \(name).png: \(error)")
    }
  }
}
