import Foundation
import TactileCore
import TactileIO
import TactileSDL
import TactileScenes
import Testing

/// Every rect and point of `value` (a layout dump read back from JSON), with the path it was
/// found at, leaving out what follows the text (its position is the text's own, which keeps
/// its direction): spoiler fragments and lines, to-do strikes and their lines.
private func shapes(_ value: Any, path: String = "", into out: inout [(String, Rect)]) {
  let textKeys: Set<String> = ["fragments", "lines", "strike"]
  if let o = value as? [String: Any] {
    if let x = o["x"] as? Double, let y = o["y"] as? Double {
      let w = o["width"] as? Double ?? 0
      let h = o["height"] as? Double ?? 0
      out.append((path, Rect(x: Float(x), y: Float(y), width: Float(w), height: Float(h))))
      return
    }
    for k in o.keys.sorted() where !textKeys.contains(k) {
      shapes(o[k]!, path: path + "." + k, into: &out)
    }
  } else if let a = value as? [Any] {
    for (i, v) in a.enumerated() { shapes(v, path: path + "[\(i)]", into: &out) }
  }
}

extension RendererPixelTests {
  /// A right-to-left interface is the mirror image of a left-to-right one: on every page, at
  /// 360×280, 1280×800 and 1920×1080 at 2×, every rect and point of the layout dump but the
  /// text's own is, in right to left, the mirror (x → W − x − w) of its left-to-right self,
  /// within 1 pt; the text keeps its direction.
  @Test func everyPageIsTheMirrorImageOfItselfRightToLeft() throws {
    let cases: [(Size, Float)] = [(Size(360, 280), 1), (Size(1280, 800), 1), (Size(1920, 1080), 2)]
    try sdl.exclusively {
      for (size, scale) in cases {
        let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: scale)
        for page in PageKind.allCases {
          var dumps: [[(String, Rect)]] = []
          for direction in [TextDirection.leftToRight, .rightToLeft] {
            let context = SceneContext(metrics: metrics, theme: .dark)
            let p = Playground(
              context: context, size: size, pixelScale: scale, start: page, direction: direction)
            let json = try JSONSerialization.jsonObject(
              with: Data(p.layoutDump().serialized().utf8))
            var found: [(String, Rect)] = []
            shapes(json, into: &found)
            dumps.append(found)
          }
          let at = "\(page.name) \(size) @\(scale)x"
          #expect(dumps[0].count == dumps[1].count && dumps[0].count > 4, "\(at)")
          for ((path, ltr), (rpath, rtl)) in zip(dumps[0], dumps[1]) {
            #expect(path == rpath, "\(at): \(path) vs \(rpath)")
            let mirror = size.width - ltr.maxX
            #expect(
              abs(rtl.minX - mirror) <= 1 && abs(rtl.minY - ltr.minY) <= 1e-3
                && abs(rtl.width - ltr.width) <= 1e-3 && abs(rtl.height - ltr.height) <= 1e-3,
              "\(at): \(path) is \(rtl) right to left, \(ltr) left to right")
          }
        }
      }
    }
  }
}

extension RendererPixelTests {
  /// In a right-to-left interface each page's title and hint line end, as drawn, at the
  /// column's right edge: the rightmost ink of the hint is within 2 px of the title's (glyph
  /// side bearings differ). Set against the width the layout summed from its words, a hint
  /// overshot the column by 9–11 px.
  @Test func theHeaderEndsAtTheColumnsEdgeRightToLeft() throws {
    let size = Size(960, 600)
    try sdl.exclusively {
      let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
      let target = try HeadlessTarget(size: size, fonts: sdl.fonts)
      for page in PageKind.allCases {
        let context = SceneContext(metrics: metrics, theme: .dark)
        var p = Playground(context: context, size: size, start: page, direction: .rightToLeft)
        var list = DrawList()
        p.update(dt: 1.0 / 60)
        p.draw(into: &list)
        target.renderer.beginFrame(pointSize: size, clearColor: .black)
        target.renderer.execute(list)
        let image = try target.renderer.readPixels()
        let ends = Self.inkBandEnds(image, rows: 20..<140, columns: 300..<860)
        #expect(ends.count >= 2, "\(page.name): title and hint found")
        guard ends.count >= 2 else { continue }
        #expect(
          abs(ends[0] - ends[1]) <= 2, "\(page.name): title ends at \(ends[0]), hint at \(ends[1])")
      }
    }
  }

  /// The rightmost ink column of each band of rows with ink (rows apart from the next band by
  /// a row without), top to bottom, within `columns`; ink differs from the top-left pixel of
  /// the band's area by more than 90 over the three channels.
  private static func inkBandEnds(_ image: Image, rows: Range<Int>, columns: Range<Int>) -> [Int] {
    let bg = image[columns.lowerBound, rows.lowerBound]
    func ink(_ x: Int, _ y: Int) -> Bool {
      let p = image[x, y]
      return abs(Int(p.r) - Int(bg.r)) + abs(Int(p.g) - Int(bg.g)) + abs(Int(p.b) - Int(bg.b)) > 90
    }
    var ends: [Int] = []
    var current: Int? = nil
    for y in rows {
      let right = columns.reversed().first { ink($0, y) }
      if let right {
        current = max(current ?? right, right)
      } else if let c = current {
        ends.append(c)
        current = nil
      }
    }
    if let current { ends.append(current) }
    return ends
  }

  /// The wave drawn in each frame of a swipe: the polygon the neighbour page is seen through
  /// (points as drawn, window coordinates), empty when there is none.
  private static func wavePolygons(_ list: DrawList) -> [[Vec2]] {
    list.commands.compactMap { c in
      guard case .texturedPolygon(let layer, let points, _) = c, layer != LayerID(3) else {
        return nil
      }
      return Array(list.points[points])
    }
  }

  /// Twice the area of a polygon (shoelace).
  private static func area(_ p: [Vec2]) -> Float {
    var a: Float = 0
    for i in p.indices {
      let q = p[(i + 1) % p.count]
      a += p[i].x * q.y - q.x * p[i].y
    }
    return abs(a)
  }

  /// A swipe in a right-to-left interface is the mirror image of one in a left-to-right
  /// interface: the next page comes from the left edge, and in every frame of the drag (40
  /// frames across 800 pt), the release and the completion, the wave it is seen through is
  /// the mirror of the left-to-right wave, point for point (so its area curve is the same);
  /// the pixels of the next page's background in the wave match, mirrored, but for its text
  /// (which keeps its direction).
  @Test func aSwipeFromTheLeftEdgeRightToLeftMirrorsTheSwipeFromTheRight() throws {
    let size = Size(1280, 800)
    try sdl.exclusively {
      let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: 1)
      var areas: [[Float]] = []
      var polygons: [[[Vec2]]] = []
      var middles: [Image] = []
      for direction in [TextDirection.leftToRight, .rightToLeft] {
        let context = SceneContext(metrics: metrics, theme: .dark)
        var p = Playground(
          context: context, size: size, start: .spoilers, direction: direction)
        let mirrored = { (x: Float) in direction == .rightToLeft ? size.width - x : x }
        let start = Vec2(mirrored(1250), 296)
        var list = DrawList()
        let target = try HeadlessTarget(size: size, fonts: sdl.fonts)
        var curve: [Float] = []
        var shapes: [[Vec2]] = []
        p.handle(.pointer(PointerEvent(.down, at: start)))
        for k in 1...90 {
          if k <= 40 {
            let at = Vec2(mirrored(1250 - 800 * Float(k) / 40), 296)
            p.handle(.pointer(PointerEvent(k == 40 ? .up : .move, at: at, isPrimaryDown: k < 40)))
          }
          p.update(dt: 1.0 / 60)
          p.draw(into: &list)
          let wave = Self.wavePolygons(list).max { Self.area($0) < Self.area($1) } ?? []
          curve.append(Self.area(wave))
          shapes.append(wave)
          // Every frame is drawn: the page behind the wave is a layer the renderer keeps.
          target.renderer.beginFrame(pointSize: size, clearColor: .black)
          target.renderer.execute(list)
          if k == 20 { middles.append(try target.renderer.readPixels()) }
        }
        #expect(p.deck.current == .reactions, "\(direction): the swipe reached the next page")
        areas.append(curve)
        polygons.append(shapes)
      }
      #expect(areas[0].contains { $0 > 0 })
      for k in areas[0].indices {
        #expect(abs(areas[0][k] - areas[1][k]) <= 1e-3 * max(areas[0][k], 1), "frame \(k + 1)")
        let ltr = polygons[0][k].map { Vec2(size.width - $0.x, $0.y) }
        #expect(ltr.count == polygons[1][k].count, "frame \(k + 1)")
        for (a, b) in zip(ltr, polygons[1][k]) {
          #expect(abs(a.x - b.x) < 1e-3 && abs(a.y - b.y) < 1e-3, "frame \(k + 1)")
        }
      }
      // Mid-drag, the next page's background seen through the wave, pixel by pixel: the
      // right-to-left frame against the left-to-right one flipped.
      let background = Theme.dark.background(.reactions)
      func isBackground(_ image: Image, _ x: Int, _ y: Int) -> Bool {
        let c = image[x, y]
        return abs(Int(c.r) - Int(background.r)) <= 2 && abs(Int(c.g) - Int(background.g)) <= 2
          && abs(Int(c.b) - Int(background.b)) <= 2
      }
      var inWave = 0
      var differing = 0
      let w = Int(size.width)
      for y in 0..<Int(size.height) {
        for x in 0..<w {
          let a = isBackground(middles[0], w - 1 - x, y)
          let b = isBackground(middles[1], x, y)
          if a || b { inWave += 1 }
          if a != b { differing += 1 }
        }
      }
      #expect(inWave > 100_000)
      // The text of the page behind (it keeps its direction) and anti-aliasing.
      #expect(Double(differing) < 0.03 * Double(inWave), "\(differing) of \(inWave) differ")
    }
  }
}
