import CSDL2
import TactileCore

/// An offscreen surface with SDL's software renderer: renders without a display.
///
/// The surface is created first and freed last: the renderer (and its textures) must go
/// before the surface it draws into.
public final class HeadlessTarget {
  private let surface: UnsafeMutablePointer<SDL_Surface>
  /// Force-unwrapped only between init and deinit: the renderer's lifetime is this object's.
  public private(set) var renderer: Renderer!
  /// Size in points; pixels are `size × scale`.
  public private(set) var size: Size
  public let scale: Float

  public init(size: Size, scale: Float = 1, fonts: FontCache) throws {
    self.size = size
    self.scale = scale
    let w = Int32(max(1, (size.width * scale).rounded()))
    let h = Int32(max(1, (size.height * scale).rounded()))
    guard
      let s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else {
      throw SDLError.last("cannot create a \(w)x\(h) offscreen surface")
    }
    surface = s
    do {
      renderer = try Renderer(surface: s, fonts: fonts)
    } catch {
      SDL_FreeSurface(s)
      throw error
    }
  }

  deinit {
    renderer = nil
    SDL_FreeSurface(surface)
  }
}
