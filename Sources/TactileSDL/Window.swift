import CSDL2
import TactileCore

/// A resizable, HiDPI-aware window. Sizes are in points. Where SDL scales nothing itself
/// (X11: its window units are pixels) the app's scale is applied here: the window is
/// `unitsPerPoint` units per point, and the renderers draw `unitsPerPoint` pixels per point;
/// where SDL scales (Wayland, macOS) a unit is a point and the drawable's pixels per unit
/// are the scale.
public final class Window {
  public let handle: OpaquePointer
  /// SDL window units per point (1 where SDL's units are points already).
  public let unitsPerPoint: Float
  /// Keeps SDL video initialised for as long as the window exists.
  private let session: SDLSession

  /// The smallest window, in points.
  public static let minimumSize = Size(320, 240)

  /// Opens the window, `size` points at `unitsPerPoint` units each, at `position` (units on
  /// the desktop) or centred. Throws a readable error when there is no display.
  public init(
    title: String, size: Size, unitsPerPoint: Float = 1, position: (x: Int32, y: Int32)? = nil,
    session: SDLSession
  ) throws {
    self.session = session
    self.unitsPerPoint = unitsPerPoint
    let flags =
      SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
      | SDL_WINDOW_SHOWN.rawValue
    let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
    let units = Window.units(size, unitsPerPoint)
    guard
      let w = SDL_CreateWindow(
        title, position?.x ?? centred, position?.y ?? centred, units.w, units.h, flags)
    else {
      throw SDLError.last("cannot open a window")
    }
    handle = w
    let least = Window.units(Window.minimumSize, unitsPerPoint)
    SDL_SetWindowMinimumSize(w, least.w, least.h)
  }

  deinit { SDL_DestroyWindow(handle) }

  /// `size` points in whole window units (at least 1 each).
  private static func units(_ size: Size, _ unitsPerPoint: Float) -> (w: Int32, h: Int32) {
    func side(_ v: Float) -> Int32 { Int32(clamping: Int(max(1, (v * unitsPerPoint).rounded()))) }
    return (side(size.width), side(size.height))
  }

  /// The window's size in points.
  public var size: Size {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(handle, &w, &h)
    return Size(Float(w) / unitsPerPoint, Float(h) / unitsPerPoint)
  }

  /// Where the window is on the desktop, in window units.
  public var position: (x: Int32, y: Int32) {
    var x: Int32 = 0
    var y: Int32 = 0
    SDL_GetWindowPosition(handle, &x, &y)
    return (x, y)
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

  /// Sets the size in points.
  public func setSize(_ s: Size) {
    let units = Window.units(s, unitsPerPoint)
    SDL_SetWindowSize(handle, units.w, units.h)
  }

  /// Whether a window whose top-left corner is at `position` (desktop units) would show on
  /// one of the displays (a remembered position on a monitor since unplugged would not).
  public static func isOnADisplay(_ position: (x: Int32, y: Int32)) -> Bool {
    let margin: Int32 = 48
    for i in 0..<max(0, SDL_GetNumVideoDisplays()) {
      var b = SDL_Rect()
      guard SDL_GetDisplayUsableBounds(i, &b) == 0 else { continue }
      if position.x + margin >= b.x, position.x + margin < b.x + b.w, position.y + margin >= b.y,
        position.y + margin < b.y + b.h
      {
        return true
      }
    }
    return false
  }

  /// `size` (points) made to fit the usable bounds (the desktop less panels and docks) of the
  /// first display at `unitsPerPoint`, each side at least `minimumSize`'s; `size` unchanged
  /// when SDL does not know the bounds.
  public static func fitted(_ size: Size, unitsPerPoint: Float) -> Size {
    var bounds = SDL_Rect()
    guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else {
      return size
    }
    let most = Size(Float(bounds.w) / unitsPerPoint, Float(bounds.h) / unitsPerPoint)
    return Size(
      max(min(size.width, most.width.rounded(.down)), minimumSize.width),
      max(min(size.height, most.height.rounded(.down)), minimumSize.height))
  }
}
