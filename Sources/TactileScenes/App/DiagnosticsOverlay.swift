import TactileCore

/// The F1 panel: fps, frame time p50 / p99 over the last 120 frames, live particles, draw
/// calls and the renderer's name. The app feeds the figures; the overlay only draws them.
public struct DiagnosticsOverlay {
  public var isVisible = false
  public var frames = FrameStatistics()
  public var liveParticles = 0
  public var drawCalls = 0
  public var rendererName = ""

  public init() {}

  public mutating func draw(
    into list: inout DrawList, size: Size, theme: Theme, metrics: any FontMetrics
  ) {
    guard isVisible else { return }
    let p50 = frames.quantile(0.5) * 1000
    let p99 = frames.quantile(0.99) * 1000
    let lines = [
      "fps \(Int(frames.framesPerSecond.rounded()))",
      "frame p50 \(DiagnosticsOverlay.ms(p50))  p99 \(DiagnosticsOverlay.ms(p99))",
      "particles \(liveParticles)",
      "draw calls \(drawCalls)",
      "renderer \(rendererName)",
    ]
    let font = FontSpec.regular(13)
    let lineHeight: Float = 18
    let panel = Rect(
      x: size.width - 260 - 12, y: 12, width: 260, height: Float(lines.count) * lineHeight + 16)
    list.fillRect(panel, color: theme.overlay, cornerRadius: 8)
    for (i, l) in lines.enumerated() {
      list.text(
        l, font: font, at: Vec2(panel.minX + 12, panel.minY + 8 + 13 + Float(i) * lineHeight),
        width: metrics.advance(of: l[...], font: font), color: .white, metrics: metrics)
    }
  }

  static func ms(_ v: Double) -> String {
    let tenths = Int((v * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) ms"
  }
}
