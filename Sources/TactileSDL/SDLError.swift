import CSDL2

/// A failure in the platform layer: what we were doing, and what SDL (or the OS) said.
public struct SDLError: Error, CustomStringConvertible, Sendable {
  public var context: String
  public var message: String

  public init(_ context: String, message: String) {
    self.context = context
    self.message = message
  }

  /// Reads `SDL_GetError()` now: call this right at the failure, not later.
  public static func last(_ context: String) -> SDLError {
    let text = String(cString: SDL_GetError())
    return SDLError(context, message: text.isEmpty ? "unknown SDL error" : text)
  }

  public var description: String { "\(context): \(message)" }
}
