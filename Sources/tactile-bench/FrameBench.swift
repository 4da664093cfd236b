import Foundation
import TactileCore
import TactileSDL
import TactileScenes

/// Full headless frames of every page at 1280×800 (software renderer): update + draw list +
/// execute, p50 / p99.
enum FrameBench {
  static let size = Size(1280, 800)

  static func run(
    into report: inout BenchReport, assets: AssetLocator, fonts: FontCache, quick: Bool
  ) throws {
    print("frames (headless, software renderer, \(Int(size.width))×\(Int(size.height)))")
    let metrics = SDLFontMetrics(fonts: fonts, scale: 1)
    var content = PageContent()
    let samples = ["spoilers-en.txt", "spoilers-ru.txt"].compactMap {
      try? String(contentsOfFile: assets.text($0).path, encoding: .utf8)
    }
    if !samples.isEmpty { content.spoilerText = samples.joined(separator: "\n\n") }
    let frames = quick ? 60 : 600
    for page in PageKind.allCases {
      var context = SceneContext(metrics: metrics, theme: .dark, seed: 1)
      context.content = content
      var playground = Playground(context: context, size: size, start: page)
      let target = try HeadlessTarget(size: size, fonts: fonts)
      var list = DrawList()
      let t = Stopwatch.samples(frames) {
        playground.update(dt: 1.0 / 120)
        playground.update(dt: 1.0 / 120)
        target.renderer.beginFrame(pointSize: size, clearColor: .black)
        playground.draw(into: &list)
        target.renderer.execute(list)
      }
      report.add("frame", "\(page.name) p50", Stopwatch.quantile(t, 0.5) * 1000, "ms")
      report.add("frame", "\(page.name) p99", Stopwatch.quantile(t, 0.99) * 1000, "ms", goal: "≤ 8 ms")
    }
  }
}
