import Foundation
import Synchronization
import TactileCore
import TactileSDL

/// SDL, SDL_ttf and fonts for a test. SDL and SDL_ttf are started once for the whole run; each
/// `SDLFixture.shared.get()` lends the caller a font cache of its own (and metrics over it),
/// taken from a pool and given back when the fixture goes. A font must be used by one thread at
/// a time, and Swift Testing runs tests at once on several threads: with a cache each, tests
/// that render and lay out text run in parallel and share no face.
///
/// SDL's own state (its video subsystem and hints, the renderers it makes) is not
/// thread-safe: tests that use it do so inside `withSDL(_:)`, which holds one lock.
final class SDLFixture: @unchecked Sendable {
  // Sendable: `fonts` and `metrics` are used by the test that holds the fixture, on one
  // thread at a time (`exclusively` guards the rare test that hands them to another).

  /// What every fixture shares: the session, the faces' registry (through the first cache),
  /// the pool of caches not lent, and the lock for SDL's state.
  private final class Shared: @unchecked Sendable {
    // Sendable: `session` is only read after `init` (SDL's global state behind it is used
    // inside `withSDL`); the pool is a mutex and `sdl` a lock.
    let session: SDLSession
    let first: Lent
    let pool: Mutex<[Lent]>
    let sdl = NSLock()

    init() throws {
      session = try SDLSession(video: false)
      let fonts = try FontCache(assets: AssetLocator.locate(), session: session)
      first = Lent(fonts)
      pool = Mutex([first])
    }
  }

  /// A cache and metrics over it, lent to one fixture at a time.
  private final class Lent: @unchecked Sendable {
    // Sendable: used by one fixture at a time, handed over through the pool's mutex.
    let fonts: FontCache
    let metrics: SDLFontMetrics
    init(_ fonts: FontCache) {
      self.fonts = fonts
      metrics = SDLFontMetrics(fonts: fonts, scale: 1)
    }
  }

  private static let started = Result { try Shared() }

  /// A fixture with a font cache of its own.
  static var shared: Result<SDLFixture, any Error> {
    Result { SDLFixture(try started.get()) }
  }

  private let common: Shared
  private let lent: Lent
  private let lock = NSRecursiveLock()

  var session: SDLSession { common.session }
  /// This fixture's fonts: no other test uses them while it lives.
  var fonts: FontCache { lent.fonts }
  /// Shapes the test's labels (at 1 pixel per point) with `fonts`.
  var metrics: SDLFontMetrics { lent.metrics }

  private init(_ common: Shared) {
    self.common = common
    lent =
      common.pool.withLock { $0.popLast() }
      ?? Lent(FontCache(sharing: common.first.fonts))
  }

  deinit {
    let lent = self.lent
    common.pool.withLock { $0.append(lent) }
  }

  /// Runs `body` with this fixture's fonts, never at once with another use of them (a test
  /// holds its fixture on one thread; this guards one that does not).
  func exclusively<R>(_ body: () throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Runs `body` while no other test uses SDL's own state (windows, hints, SDL's renderers).
  func withSDL<R>(_ body: () throws -> R) rethrows -> R {
    common.sdl.lock()
    defer { common.sdl.unlock() }
    return try exclusively(body)
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
