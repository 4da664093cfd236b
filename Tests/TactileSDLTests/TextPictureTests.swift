import TactileCore
import Testing

@testable import TactileSDL

/// What hostile text looks like: a letter under a thousand combining marks keeps its base on
/// its baseline and its stack inside its line's box (it was drawn 235 px below its line, and a
/// to-do row holding it showed nothing else); default-ignorable characters (unmatched bidi
/// isolates) take no room.
@Suite struct TextPictureTests {
  @Test(arguments: [Float(1), 2])
  func aLetterUnderAThousandMarksStaysInItsLine(scale: Float) throws {
    let fixture = try SDLFixture.shared.get()
    let text = "x a" + String(repeating: "\u{301}", count: 1_000) + " y"
    let layout = fixture.exclusively {
      TextLayout(
        text: text, font: .regular(20), width: 400,
        metrics: SDLFontMetrics(fonts: fixture.fonts, scale: scale))
    }
    #expect(layout.lines.count == 1)
    let line = layout.lines[0]
    let origin = Vec2(10, 60)
    let image = try fixture.render(size: Size(300, 160), scale: scale, background: .black) {
      for r in layout.runs.indices {
        $0.text(layout, run: r, at: layout.runs[r].origin + origin, color: .white)
      }
    }
    // Every inked row lies in the line's box; the rows just above the baseline are inked (the
    // letters sit on it).
    let top = Int(((origin.y + line.top) * scale).rounded(.down))
    let bottom = Int(((origin.y + line.bottom) * scale).rounded(.up))
    var inkedRows = Set<Int>()
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y].r > 40 { inkedRows.insert(y) }
    }
    #expect(!inkedRows.isEmpty)
    #expect(inkedRows.allSatisfy { (top..<bottom).contains($0) }, "rows \(inkedRows.sorted())")
    let baseline = Int(((origin.y + line.baseline) * scale).rounded())
    #expect(inkedRows.contains(baseline - 1) && inkedRows.contains(baseline - Int(4 * scale)))
  }

  @Test func defaultIgnorablesTakeNoRoom() throws {
    let fixture = try SDLFixture.shared.get()
    fixture.exclusively {
      let metrics = SDLFontMetrics(fonts: fixture.fonts, scale: 1)
      let isolates = String(repeating: "\u{2066}", count: 100)
      let plain = TextLayout(text: "ab", font: .regular(17), width: 500, metrics: metrics)
      let hostile = TextLayout(
        text: "a" + isolates + "b", font: .regular(17), width: 500, metrics: metrics)
      #expect(abs(hostile.lines[0].width - plain.lines[0].width) < 0.5)
    }
  }
}
