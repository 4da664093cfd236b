import Foundation
import TactileCore
import TactileSDL

/// SDL, SDL_ttf and the fonts, started once for every SDL test. SDL and the font cache are not
/// thread-safe, and Swift Testing runs suites in parallel: every use goes through
/// `exclusively(_:)`, which holds one lock (the pixel tests per frame, the monkey test for its
/// whole run).
final class SDLFixture: @unchecked Sendable {
  static let shared = Result { try SDLFixture() }

  let session: SDLSession
  let fonts: FontCache
  /// Shapes the tests' labels (at 1 pixel per point) with `fonts`.
  let metrics: SDLFontMetrics
  private let lock = NSLock()

  private init() throws {
    session = try SDLSession(video: false)
    fonts = try FontCache(assets: AssetLocator.locate(), session: session)
    metrics = SDLFontMetrics(fonts: fonts, scale: 1)
  }

  /// Runs `body` while no other test uses SDL.
  func exclusively<R>(_ body: () throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Renders one frame headless: `size` in points, `scale` pixels per point.
  func render(
    size: Size, scale: Float = 1, background: Color, _ build: (inout DrawList) -> Void
  ) throws -> Image {
    try exclusively {
      let target = try HeadlessTarget(size: size, scale: scale, fonts: fonts)
      var list = DrawList()
      build(&list)
      target.renderer.beginFrame(pointSize: size, clearColor: background)
      target.renderer.execute(list)
      return try target.renderer.readPixels()
    }
  }
}
