import Foundation
import TactileCore
import TactileIO
import TactileSDL
import TactileScenes
import Testing

private func rect(_ v: Any?) -> Rect? {
  guard let o = v as? [String: Any], let x = o["x"] as? Double, let y = o["y"] as? Double,
    let w = o["width"] as? Double, let h = o["height"] as? Double
  else { return nil }
  return Rect(x: Float(x), y: Float(y), width: Float(w), height: Float(h))
}

private func dump(_ p: Playground) throws -> [String: Any] {
  let text = p.layoutDump().serialized()
  return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

extension RendererPixelTests {
  /// With the real fonts, at every size from the smallest window to 4K (and 1920 × 1080 at
  /// scale 2), a hold on both ends of every message seen in the list opens a bar that never
  /// covers the pressed message (as lifted, and moved) nor the page header, lies inside the window with its margin, keeps its
  /// icons inside the window, and keeps clear of both waves' resting bounds whenever the
  /// content column is wide enough to hold it (in narrower windows the open bar is modal and
  /// drawn above the waves, so it may lie over them).
  @Test func theOpenBarNeverCoversThePressedMessageAtAnySize() throws {
    let cases: [(Size, Float)] = [
      (Size(360, 280), 1), (Size(640, 480), 1), (Size(1280, 800), 1), (Size(2560, 1440), 1),
      (Size(3840, 2160), 1), (Size(1920, 1080), 2),
    ]
    try sdl.exclusively {
      var presses = 0
      for (size, scale) in cases {
        let metrics = SDLFontMetrics(fonts: sdl.fonts, scale: scale)
        let context = SceneContext(metrics: metrics, theme: .dark)
        let idle = try dump(
          Playground(context: context, size: size, pixelScale: scale, start: .reactions))
        let viewport = try #require(rect(idle["viewport"]))
        for b in try #require(idle["bubbles"] as? [[String: Any]]) {
          let r = try #require(rect(b["rect"]))
          guard let seen = r.intersection(viewport), seen.height >= 4 else { continue }
          for x in [seen.minX + 12, seen.maxX - 12] {
            var p = Playground(context: context, size: size, pixelScale: scale, start: .reactions)
            let at = Vec2(x, seen.midY)
            p.handle(.pointer(PointerEvent(.down, at: at)))
            for _ in 0..<72 { p.update(dt: 1.0 / 120) }
            let d = try dump(p)
            let bar = try #require(d["bar"] as? [String: Any])
            let where_ = "\(size) @\(scale)x press \(at)"
            #expect(bar["state"] as? String == "dragging", "\(where_): \(bar)")
            let barRect = try #require(rect(bar["rect"]))
            let message = try #require(rect(bar["bubbleRect"]))
            #expect(!barRect.intersects(message), "\(where_): bar \(barRect) covers \(message)")
            // Nor the page's header: a message with no room beside it moves down instead.
            let header = try #require(rect(idle["header"]))
            #expect(!barRect.intersects(header), "\(where_): bar \(barRect) covers the header")
            let margin = ReactionBarStyle.standard.windowMargin
            #expect(
              barRect.minX >= margin && barRect.minY >= margin
                && barRect.maxX <= size.width - margin && barRect.maxY <= size.height - margin,
              "\(where_): bar \(barRect) leaves the window")
            for icon in try #require(bar["icons"] as? [[String: Any]]) {
              let i = try #require(rect(icon["rect"]))
              #expect(
                i.minX >= 0 && i.minY >= 0 && i.maxX <= size.width && i.maxY <= size.height,
                "\(where_): icon \(i) leaves the window")
            }
            if viewport.width >= barRect.width {
              for w in try #require(d["waves"] as? [[String: Any]]) {
                let bounds = try #require(rect(w["bounds"]))
                #expect(!barRect.intersects(bounds), "\(where_): bar \(barRect) under a wave")
              }
            }
            presses += 1
          }
        }
      }
      #expect(presses >= 40)
    }
  }
}
