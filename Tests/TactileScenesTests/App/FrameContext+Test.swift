import TactileCore
import TactileScenes

extension FrameContext {
  /// A frame for page tests, whose pages use the dark theme: the whole page seen.
  static func test(dt: Double = 0, pixelScale: Float = 1, visibleArea: Rect? = nil)
    -> FrameContext
  {
    FrameContext(dt: dt, pixelScale: pixelScale, visibleArea: visibleArea, theme: .dark)
  }
}
