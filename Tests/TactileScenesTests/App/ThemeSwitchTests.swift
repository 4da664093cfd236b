import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

// Pages draw with the theme of the frame, not the one they were made with: switching themes
// needs no new pages.

/// Every page made in the dark theme, each drawn in a light frame, starts with the light
/// theme's background for that page.
@Test(arguments: PageDeck.pageTypes.indices)
func aPageMadeDarkDrawsInTheFramesTheme(index: Int) {
  let type = PageDeck.pageTypes[index]
  let context = SceneContext(metrics: FixedWidthMetrics(advance: 10), theme: .dark)
  var page = type.init(context: context, frame: PageFrame(size: Size(1280, 800)))
  var list = DrawList()
  page.draw(into: &list, FrameContext(theme: .light))
  guard case .fillRect(_, _, let color) = list.commands.first else {
    Issue.record("\(type.kind.name) does not start with its background")
    return
  }
  #expect(color == Theme.light.palette(type.kind).background, "\(type.kind.name)")
  #expect(color != Theme.dark.palette(type.kind).background)
}

/// The reaction bar drawn over the page (its overlay) takes the frame's colours too.
@Test func theReactionBarTakesTheFramesTheme() {
  let context = SceneContext(metrics: FixedWidthMetrics(advance: 10), theme: .dark)
  var page = ReactionsPage(context: context, frame: PageFrame(size: Size(1280, 800)))
  let press = page.bubbleRect(0).center
  _ = page.handle(.pointer(PointerEvent(.down, at: press)))
  for _ in 0..<120 { page.update(.test(dt: 1.0 / 120)) }
  #expect(page.bar != nil)
  var list = DrawList()
  page.drawOverlay(into: &list, FrameContext(theme: .light))
  let light = ReactionsPalette(theme: .light)
  let dark = ReactionsPalette(theme: .dark)
  let fills = list.commands.compactMap { command -> Color? in
    if case .fillRect(_, _, let color) = command { return color }
    return nil
  }
  func sameHue(_ a: Color, _ b: Color) -> Bool { a.r == b.r && a.g == b.g && a.b == b.b }
  #expect(fills.contains { sameHue($0, light.bar) })
  #expect(!fills.contains { sameHue($0, dark.bar) })
}

/// The About page's swatch captions (contrast figures) are the frame's theme's.
@Test func theAboutCaptionsFollowTheFramesTheme() {
  let context = SceneContext(metrics: FixedWidthMetrics(advance: 10), theme: .dark)
  var page = AboutPage(context: context, frame: PageFrame(size: Size(1280, 2400)))
  var list = DrawList()
  page.draw(into: &list, FrameContext(theme: .light))
  let texts = Set(
    list.commands.compactMap { command -> String? in
      if case .text(let run) = command { return run.text(in: list) }
      return nil
    })
  let light = AboutPage.paletteCaptions(.light).map(\.1)
  let dark = AboutPage.paletteCaptions(.dark).map(\.1)
  #expect(light != dark)
  #expect(light.allSatisfy(texts.contains))
  #expect(page.captions.map(\.1) == light)
}
