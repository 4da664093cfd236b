import TactileCore
import TactileSDL
import TactileTestSupport
import Testing

@testable import TactileScenes

/// The inspector through the headless renderer with real fonts: F3 draws it over the page, in
/// its colours, and F3 again gives back the page's exact pixels.
struct InspectorPixelTests {
  /// Frames of `page` before F3, with the inspector, and after F3 again.
  static func frames(_ page: PageKind, theme: Theme, scale: Float) throws -> [Image] {
    let fixture = try SDLFixture.shared.get()
    return try fixture.exclusively {
      let size = Size(900, 560)
      let metrics = SDLFontMetrics(fonts: fixture.fonts, scale: scale)
      var playground = Playground(
        context: SceneContext(metrics: metrics, theme: theme), size: size, pixelScale: scale,
        start: page)
      let target = try HeadlessTarget(size: size, scale: scale, fonts: fixture.fonts)
      var images: [Image] = []
      for k in 0..<3 {
        if k > 0 {
          playground.handle(.key(KeyEvent(.f3, isDown: true)))
          playground.handle(.key(KeyEvent(.f3, isDown: false)))
        }
        var list = DrawList()
        playground.draw(into: &list)
        target.renderer.beginFrame(pointSize: size, clearColor: .black)
        target.renderer.execute(list)
        images.append(try target.renderer.readPixels())
      }
      return images
    }
  }

  /// Pixels within `tolerance` of `color` on every channel.
  static func count(_ color: Color, in image: Image, tolerance: Int = 12) -> Int {
    var n = 0
    for i in stride(from: 0, to: image.rgba.count, by: 4)
    where abs(Int(image.rgba[i]) - Int(color.r)) <= tolerance
      && abs(Int(image.rgba[i + 1]) - Int(color.g)) <= tolerance
      && abs(Int(image.rgba[i + 2]) - Int(color.b)) <= tolerance
    {
      n += 1
    }
    return n
  }

  @Test(arguments: [Theme.dark, .light], [Float(1), 2])
  func f3DrawsTheInspectorAndHidesIt(_ theme: Theme, scale: Float) throws {
    let images = try Self.frames(.todo, theme: theme, scale: scale)
    let pen = InspectorPen(theme: theme, metrics: FixedWidthMetrics())
    let before = images[0]
    let shown = images[1]
    let hidden = images[2]
    #expect(before.pixelsDiffering(from: hidden).count == 0)
    let changed = before.pixelsDiffering(from: shown).count
    #expect(changed > 10_000 * Int(scale * scale))
    // The rows' outlines, the waves' curves and their hit bounds, each in its colour: absent
    // before, there now (pixels of those exact colours, a hundred or more per unit of scale).
    for kind in [InspectorPen.Kind.hit, .curve, .wave] {
      let color = pen.color(kind)
      let seen = (Self.count(color, in: before), Self.count(color, in: shown))
      #expect(seen.0 < 20 && seen.1 > 100 * Int(scale), "\(kind): \(seen)")
    }
  }

  /// How much of `color` a pixel shows over the plot's backdrop: 1 where the line covers it,
  /// 0 where it shows the backdrop; nil for a pixel that is not a blend of the two.
  static func coverage(_ pixel: Color, of color: Color) -> Float? {
    let bg = InspectorPlot.backdrop
    let px = [pixel.r, pixel.g, pixel.b].map(Float.init)
    let from = [bg.r, bg.g, bg.b].map(Float.init)
    let to = [color.r, color.g, color.b].map(Float.init)
    let d = zip(to, from).map { $0 - $1 }
    let f =
      zip(zip(px, from).map { $0 - $1 }, d).map { $0 * $1 }.reduce(0, +)
      / d.map { $0 * $0 }.reduce(0, +)
    let residual = (0..<3).map { abs(px[$0] - (from[$0] + f * d[$0])) }.max()!
    return residual <= 24 ? f : nil
  }

  /// The wave plot's lines, rendered with real fonts, pass through the points of the tuning's
  /// `WaveProfile`: near every sample (away from crossings, the cursor and its dots) a pixel
  /// is mostly the curve's colour over the plot's backdrop.
  @Test(arguments: [Theme.dark, .light], [Float(1), 2])
  func theWavePlotsLinesPassThroughTheProfile(_ theme: Theme, scale: Float) throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let size = Size(1280, 800)
      let metrics = SDLFontMetrics(fonts: fixture.fonts, scale: scale)
      var playground = Playground(
        context: SceneContext(metrics: metrics, theme: theme), size: size, pixelScale: scale,
        start: .todo)
      playground.inspector.isVisible = true
      let wave = playground.deck.swipe.wave(.right)
      let start = Vec2(wave.buttonCenter.x, wave.centerY)
      playground.handle(.pointer(PointerEvent(.down, at: start)))
      playground.handle(
        .pointer(PointerEvent(.move, at: start - Vec2(400, 0), isPrimaryDown: true)))
      for _ in 0..<12 { playground.update(dt: 1.0 / 120) }
      var list = DrawList()
      playground.draw(into: &list)
      let target = try HeadlessTarget(size: size, scale: scale, fonts: fixture.fonts)
      target.renderer.beginFrame(pointSize: size, clearColor: .black)
      target.renderer.execute(list)
      let image = try target.renderer.readPixels()
      let rects = list.commands.compactMap {
        if case .fillRect(let r, _, InspectorPlot.backdrop) = $0 { r } else { nil }
      }
      try #require(rects.count == 2)
      let profile = WaveProfile(config: playground.context.tuning.liquidSwipe, size: size)
      let plot = InspectorPlot(
        rect: rects[1], xRange: 0...1, lowest: Double(min(profile.lowest, 0)),
        highest: Double(profile.highest))
      let cursorX = plot.point(Double(playground.deck.inspectedWave.clampedProgress), 0).x
      let curves = WaveProfile.Curve.allCases
      var checked = 0
      for (k, curve) in curves.enumerated() {
        for i in stride(from: 2, to: WaveProfile.sampleCount - 2, by: 6) {
          let p = Double(WaveProfile.progress(at: i))
          let at = plot.point(p, Double(profile[curve, i]))
          // Skip where a line drawn later passes close by, and the cursor's surroundings.
          let crossed = curves[(k + 1)...].contains {
            abs(plot.point(p, Double(profile[$0, i])).y - at.y) < 4
          }
          guard !crossed, abs(at.x - cursorX) > 5 else { continue }
          var best: Float = 0
          for dy in -2...2 {
            for dx in -2...2 {
              let x = Int(at.x * scale) + dx
              let y = Int(at.y * scale) + dy
              let c = image[x, y]
              let pixel = Color(r: c.r, g: c.g, b: c.b, a: c.a)
              best = max(best, Self.coverage(pixel, of: Inspector.color(curve)) ?? 0)
            }
          }
          #expect(best > 0.6, "\(curve) at p \(p): \(best)")
          checked += 1
        }
      }
      #expect(checked > 40)
    }
  }
}
