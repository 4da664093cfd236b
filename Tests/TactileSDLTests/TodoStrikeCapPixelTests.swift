import TactileCore
import TactileSDL
import TactileScenes
import Testing

/// The to-do strike's ends read round at every pixel scale and in both themes: in the last and
/// first pixel columns the strike covers the top and bottom rows clearly less than the middle
/// row (a square end, or a round cap squeezed into two rows, tints the column evenly).
@Suite struct TodoStrikeCapPixelTests {
  /// A completed item whose glyphs (underscores) stay below the strike, so the strike's ends
  /// are measured against the bare card.
  static let text = "____"

  /// One settled frame of a to-do page with a single completed item, and its strike (points).
  static func frame(scale: Float, theme: Theme) throws -> (Image, Rect) {
    let fixture = try SDLFixture.shared.get()
    return try fixture.exclusively {
      let size = Size(640, 480)
      let metrics = SDLFontMetrics(fonts: fixture.fonts, scale: scale)
      let context = SceneContext(metrics: metrics, theme: theme)
      var page = TodoPage(
        context: context, frame: PageFrame(size: size, pixelScale: scale),
        document: TodoDocument(items: [TodoItem(id: 1, text: text, isCompleted: true)]))
      for _ in 0..<120 { page.update(FrameContext(dt: 1.0 / 60, theme: context.theme)) }
      let segment = try #require(page.strikeSegments(0).first)
      var list = DrawList()
      page.draw(into: &list, FrameContext(pixelScale: scale, theme: context.theme))
      let target = try HeadlessTarget(size: size, scale: scale, fonts: fixture.fonts)
      target.renderer.beginFrame(pointSize: size, clearColor: .black)
      target.renderer.execute(list)
      return (try target.renderer.readPixels(), segment)
    }
  }

  /// How far each pixel row of the strike's end column is from the card towards the strike's
  /// body colour (0…1), for the column at the right end (`rightEnd`) or the left one.
  static func endProfile(_ image: Image, _ segment: Rect, scale: Float, rightEnd: Bool) -> [Double]
  {
    let px = PixelAssert(image)
    let top = Int((segment.minY * scale).rounded())
    let rows = Int((segment.height * scale).rounded())
    let middleRow = top + rows / 2
    let body = px.color(Int(segment.midX * scale), middleRow)
    let outside = Int(rightEnd ? segment.maxX * scale + 4 : segment.minX * scale - 5)
    let card = px.color(outside, middleRow)
    // The outermost column whose middle row is at least half way to the body colour.
    let step = rightEnd ? -1 : 1
    var x = outside
    while PixelAssert.progress(px.color(x, middleRow), from: card, to: body) < 0.5 { x += step }
    return (top..<(top + rows)).map { PixelAssert.progress(px.color(x, $0), from: card, to: body) }
  }

  @Test(arguments: [Float(1), 2], [Theme.dark, .light])
  func theStrikeEndsAreRound(scale: Float, theme: Theme) throws {
    let (image, segment) = try Self.frame(scale: scale, theme: theme)
    #expect(segment.height * scale >= 3)
    for rightEnd in [true, false] {
      let profile = Self.endProfile(image, segment, scale: scale, rightEnd: rightEnd)
      let middle = profile[profile.count / 2]
      #expect(
        profile.first! <= middle - 0.2 && profile.last! <= middle - 0.2,
        "\(rightEnd ? "right" : "left") end column, top to bottom: \(profile)")
    }
  }
}
