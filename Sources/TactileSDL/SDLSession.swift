import CSDL2
import CSDL2TTF
import Foundation

/// SDL and SDL_ttf initialised for the lifetime of this object. Create one before any window,
/// renderer or font, and keep it alive longer than all of them.
public final class SDLSession {
  public let hasVideo: Bool

  /// - Parameter video: initialise the video subsystem (false for headless rendering, which
  ///   needs no display).
  public init(video: Bool) throws {
    SDL_SetMainReady()
    if video {
      let env = ProcessInfo.processInfo.environment
      let explicitDriver = env["SDL_VIDEODRIVER"].map { !$0.isEmpty } ?? false
      if !explicitDriver && (env["WAYLAND_DISPLAY"] ?? "").isEmpty {
        // Without a Wayland session, go straight to X11 (libwayland would print noise).
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
      }
      SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
      SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
      // Fingers are pointers of their own (`EventTranslator`): no mouse made of them.
      SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
      guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
        throw SDLError.last("cannot start SDL video")
      }
      // SDL silently falls back to its invisible offscreen driver when no display answers.
      let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
      if !explicitDriver && (driver == "offscreen" || driver == "dummy" || driver.isEmpty) {
        SDL_Quit()
        throw SDLError(
          "cannot start SDL video",
          message: "no display found (DISPLAY=\(env["DISPLAY"] ?? "unset"))")
      }
    } else {
      guard SDL_Init(SDL_INIT_EVENTS) == 0 else { throw SDLError.last("cannot start SDL") }
    }
    guard TTF_Init() == 0 else {
      let e = SDLError.last("cannot start SDL_ttf")
      SDL_Quit()
      throw e
    }
    hasVideo = video
  }

  /// The video driver SDL runs on ("x11", "wayland", "cocoa", …; empty without video).
  public var videoDriver: String {
    SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
  }

  deinit {
    TTF_Quit()
    SDL_Quit()
  }
}
