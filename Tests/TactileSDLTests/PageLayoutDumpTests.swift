import Foundation
import TactileCore
import TactileIO
import TactileSDL
import TactileScenes
import Testing

/// Every rect in a `--dump-layout` object except the waves and the window size, with the key
/// it was found under.
private func contentRects(_ value: Any, key: String = "", into out: inout [(String, Rect)]) {
  if let o = value as? [String: Any] {
    if let x = o["x"] as? Double, let y = o["y"] as? Double, let w = o["width"] as? Double,
      let h = o["height"] as? Double
    {
      out.append((key, Rect(x: Float(x), y: Float(y), width: Float(w), height: Float(h))))
      return
    }
    for (k, v) in o where k != "waves" && k != "size" { contentRects(v, key: k, into: &out) }
  } else if let a = value as? [Any] {
    for v in a { contentRects(v, key: key, into: &out) }
  }
}

extension RendererPixelTests {
  /// The layout dump with the real fonts, at every size from the smallest window to 4K, at
  /// scale 1 and 2, on every page: the header, the viewport and every interactive rect (the
  /// part of it inside the viewport: the rest is scrolled away) lie inside the window and
  /// outside both waves' resting bounds.
  @Test func everyPageKeepsItsContentInsideTheWindowAndClearOfTheWaves() throws {
    let sizes = [
      Size(360, 280), Size(400, 300), Size(640, 480), Size(1280, 800), Size(1920, 1080),
      Size(2560, 1440), Size(3840, 2160),
    ]
    try sdl.exclusively {
      for scale: Float in [1, 2] {
        let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: scale)
        for size in sizes {
          for page in PageKind.allCases {
            let context = SceneContext(metrics: metrics, theme: .dark)
            let p = Playground(context: context, size: size, pixelScale: scale, start: page)
            let text = p.layoutDump().serialized()
            let dump = try #require(
              try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            var waves: [Rect] = []
            for w in try #require(dump["waves"] as? [[String: Any]]) {
              var r: [(String, Rect)] = []
              contentRects(w["bounds"]!, into: &r)
              waves.append(r[0].1)
            }
            var rects: [(String, Rect)] = []
            contentRects(dump, into: &rects)
            let viewport = try #require(rects.first { $0.0 == "viewport" }?.1)
            #expect(rects.count > 2, "\(page.name) \(size)")
            for (key, r) in rects {
              let shown = key == "header" || key == "viewport" ? r : r.intersection(viewport)
              guard let shown, !shown.isEmpty else { continue }
              let at = "\(page.name) \(size) @\(scale)x: \(key) \(shown)"
              #expect(
                shown.minX >= 0 && shown.minY >= 0 && shown.maxX <= size.width
                  && shown.maxY <= size.height, "\(at) leaves the window")
              for w in waves { #expect(!shown.intersects(w), "\(at) is under a wave \(w)") }
            }
          }
        }
      }
    }
  }

  /// The column holds about 66 characters of body text at every size class (a readable
  /// measure: 60 to 75), measured on the sample English text with the real font.
  @Test func theColumnHoldsAReadableMeasureOfBodyText() throws {
    let sample = """
      Finally watched the finale last night. No spoilers, I promise, well, maybe a few. So the \
      ship they chased the whole season was never real; the captain faked the distress signal \
      herself, and every clue they followed was one she planted. I did not see that coming at \
      all. Tomorrow at eight I will bring pizza and coffee, and we can rewatch episode six, the \
      one where the twist happens. Deal?
      """
    sdl.exclusively {
      let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
      for size in [Size(1280, 800), Size(2560, 1440)] {
        let frame = PageFrame(size: size)
        let layout = TextLayout(
          text: sample, font: frame.type.body, width: frame.columnWidth, metrics: metrics)
        let full = layout.lines.dropLast()
        let perLine = Float(full.map(\.graphemes.count).reduce(0, +)) / Float(full.count)
        #expect((60...75).contains(perLine), "\(size): \(perLine) characters a line")
      }
    }
  }
}
