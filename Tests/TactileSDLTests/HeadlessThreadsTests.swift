import TactileCore
import TactileSDL
import TactileScenes
import TactileSoftware
import Testing

/// A frame drawn by two threads (each half of the rows) has the pixels of the frame drawn by
/// one: every page idle and the key moments (a reveal, a swipe mid-drag, the reaction bar, a
/// strike), at scale 1.5 and 2 (outputs large enough to be shared between threads).
@Suite struct HeadlessThreadsTests {
  @Test(arguments: BackendComparisonTests.Moment.allCases, [Float(1.5), 2])
  func twoThreadsDrawTheFrameOneDraws(moment: BackendComparisonTests.Moment, scale: Float)
    throws
  {
    let fixture = try SDLFixture.shared.get()
    let size = BackendComparisonTests.size
    #expect(Int(size.width * scale) * Int(size.height * scale) >= SoftwareBackend.parallelPixels)
    let images = try fixture.exclusively {
      let metrics = SDLFontMetrics(fonts: fixture.fonts, scale: scale)
      let context = SceneContext(metrics: metrics, theme: .dark)
      var playground = Playground(
        context: context, size: size, pixelScale: scale, start: moment.page)
      moment.play(&playground)
      var list = DrawList()
      playground.draw(into: &list)
      return try [1, 2].map { threads in
        let target = try HeadlessTarget(size: size, scale: scale, fonts: fixture.fonts)
        target.renderer.threads = threads
        target.renderer.beginFrame(pointSize: size, clearColor: .black)
        target.renderer.execute(list)
        return try target.renderer.readPixels()
      }
    }
    let differing = images[0].pixelsDiffering(from: images[1], tolerance: 0).count
    #expect(differing == 0, "\(moment.rawValue)@\(scale)x: \(differing) pixels differ")
    // Not a blank frame: the page drew something over its background.
    var colours = Set<UInt32>()
    let rgba = images[0].rgba
    for i in stride(from: 0, to: rgba.count - 3, by: 4 * 7) {
      colours.insert(
        UInt32(rgba[i]) << 24 | UInt32(rgba[i + 1]) << 16 | UInt32(rgba[i + 2]) << 8
          | UInt32(rgba[i + 3]))
    }
    #expect(colours.count > 10)
  }
}
