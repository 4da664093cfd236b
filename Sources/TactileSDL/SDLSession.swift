import CSDL2
import CSDL2TTF

/// SDL and SDL_ttf initialised for the lifetime of this object. Create one before any window,
/// renderer or font, and keep it alive longer than all of them.
public final class SDLSession {
  public let hasVideo: Bool

  /// - Parameter video: initialise the video subsystem (false for headless rendering, which
  ///   needs no display).
  public init(video: Bool) throws {
    SDL_SetMainReady()
    if video {
      SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
      SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
      guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
        throw SDLError.last("cannot start SDL video")
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

  deinit {
    TTF_Quit()
    SDL_Quit()
  }
}
