import CSDL2
import TactileCore

/// A resizable, HiDPI-aware window. Sizes are in points; `pixelDensity` is drawable pixels
/// per point (from the drawable size, not the OS setting).
public final class Window {
  public let handle: OpaquePointer
  /// Keeps SDL video initialised for as long as the window exists.
  private let session: SDLSession

  /// Opens the window. Throws a readable error when there is no display.
  public init(title: String, size: Size, session: SDLSession) throws {
    self.session = session
    let flags =
      SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
      | SDL_WINDOW_SHOWN.rawValue
    let pos = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
    guard
      let w = SDL_CreateWindow(
        title, pos, pos, Int32(max(1, size.width)), Int32(max(1, size.height)), flags)
    else {
      throw SDLError.last("cannot open a window")
    }
    handle = w
    SDL_SetWindowMinimumSize(w, 320, 240)
  }

  deinit { SDL_DestroyWindow(handle) }

  /// The window's size in points.
  public var size: Size {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(handle, &w, &h)
    return Size(Float(w), Float(h))
  }

  public var isHiddenOrMinimized: Bool {
    let f = SDL_GetWindowFlags(handle)
    return f & (SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_MINIMIZED.rawValue) != 0
  }

  /// Seconds between two refreshes of the display the window is on: 1/60 when the display
  /// does not say (an X server without RandR's rates, e.g. Xvfb, says 60 or nothing).
  public var refreshInterval: Double {
    var mode = SDL_DisplayMode()
    guard SDL_GetWindowDisplayMode(handle, &mode) == 0, mode.refresh_rate > 0 else {
      return 1.0 / 60
    }
    return 1 / Double(mode.refresh_rate)
  }

  public func setSize(_ s: Size) {
    SDL_SetWindowSize(handle, Int32(max(1, s.width)), Int32(max(1, s.height)))
  }
}
