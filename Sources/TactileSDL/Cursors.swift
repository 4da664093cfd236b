import CSDL2
import TactileCore

/// The system cursors, created once and freed with this object; only changes the cursor when
/// the requested shape differs from the current one.
public final class Cursors {
  private let arrow: OpaquePointer?
  private let hand: OpaquePointer?
  private let ibeam: OpaquePointer?
  private var current: CursorShape = .arrow

  public init() {
    arrow = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW)
    hand = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND)
    ibeam = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_IBEAM)
  }

  deinit {
    SDL_SetCursor(SDL_GetDefaultCursor())
    for c in [arrow, hand, ibeam] { if let c { SDL_FreeCursor(c) } }
  }

  public func set(_ shape: CursorShape) {
    guard shape != current else { return }
    current = shape
    let c: OpaquePointer?
    switch shape {
    case .arrow: c = arrow
    case .hand: c = hand
    case .text: c = ibeam
    }
    if let c { SDL_SetCursor(c) }
  }
}
