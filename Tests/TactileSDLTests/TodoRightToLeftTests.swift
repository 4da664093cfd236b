import TactileCore
import TactileSDL
import TactileScenes
import Testing

/// An item in Hebrew is struck the way it reads: the pen starts at the right end of its first
/// line and runs leftwards, the glyphs it has passed dimmed on the right.
@Test func aHebrewItemIsStruckFromTheRight() throws {
  let fixture = try SDLFixture.shared.get()
  try fixture.exclusively {
    let metrics = SDLFontMetrics(fonts: fixture.fonts, scale: 1)
    let context = SceneContext(metrics: metrics, theme: .dark)
    let text = "להשקות את העציצים במרפסת ולהתקשר לרופא השיניים כדי להזיז את התור"
    var page = TodoPage(
      context: context, frame: PageFrame(size: Size(900, 600)),
      document: TodoDocument(items: [TodoItem(id: 1, text: text)]))
    _ = page.handle(.pointer(PointerEvent(.down, at: page.checkboxCenter(0))))
    _ = page.handle(.pointer(PointerEvent(.up, at: page.checkboxCenter(0))))
    let row = { page.rows[0] }
    while row().strikeFractions[0] < 0.4 {
      page.update(FrameContext(dt: 1.0 / 120, theme: context.theme))
    }
    let line = row().layout.lines[0]
    #expect(line.direction == .rightToLeft)
    let origin = page.textOrigin(of: 0)
    let segment = try #require(page.strikeSegments(0).first)
    // The strike hangs from the line's right end.
    #expect(abs(segment.maxX - (origin.x + line.x + line.width)) < 0.01)
    #expect(segment.minX > origin.x + line.x + 1)
    // The run the pen is in: bright to the left of the pen, dim to its right.
    var list = DrawList()
    page.draw(into: &list, FrameContext(theme: context.theme))
    let first = row().layout.runs.first { $0.lineIndex == 0 }!
    let parts = list.commands.compactMap { c -> TextRun? in
      guard case .text(let r) = c, r.font == first.font, r.span != nil else { return nil }
      return r
    }
    #expect(parts.count == 2)
    let dim = parts.first { $0.color == context.theme.secondaryText }
    #expect(dim?.span?.upperBound == .infinity)
    #expect(abs((dim?.span?.lowerBound ?? 0) + origin.x + first.x - segment.minX) < 0.01)
  }
}
