/// The distances (points) and times (seconds) that tell a tap from a long press from a drag.
///
/// One place for every gesture threshold: the recognizers take their defaults from here and
/// the pages use the recognizers, so a click, a long press and a drag mean the same on every
/// page. A click is a press and release within a few points; a long press is ≥ 0.35 s without
/// moving more than 10 pt; a drag starts past a few points. The long press's two numbers and
/// the waves' drag slop are also tunables (`longpress.delay`, `longpress.slop`,
/// `wave.dragSlop`), whose defaults are these.
///
/// The slops are the mouse's; a finger gets at least `touchSlop` (`slop(_:for:)`), read by
/// each recognizer when a press starts.
public enum GestureThresholds {
  /// How far, in points, the pointer may wander between press and release and still count as a
  /// tap (a click). Farther, and the press is a drag or nothing.
  public static let tapSlop: Float = 4
  /// Longest pause, in seconds, between one tap's release and the next press for the two to
  /// count as a double (or triple…) click. 0.5 s is the common desktop default (also SDL's).
  public static let multiTapInterval: Double = 0.5
  /// How far, in points, a finger's press may land from the last tap's release and still be
  /// that tap's next (a double tap): SDL's default radius for the mouse's double clicks,
  /// whose count the platform makes (a finger's count, `PrimaryTouch` makes).
  public static let multiTapSlop: Float = 32
  /// How long, in seconds, the button must be held for a long press.
  public static let longPressDuration: Double = 0.35
  /// How far, in points, the pointer may move before a long press fires; farther cancels it.
  public static let longPressSlop: Float = 10
  /// How far, in points, the pointer must move with the button down before a drag begins (the
  /// liquid swipe's waves); a press on a draggable thing released within it is a tap on it.
  public static let dragSlop: Float = 6
  /// The least slop, in points, of a finger's press: a fingertip's contact point wobbles far
  /// more than a mouse's hotspot, so a finger may wander this far before its tap fails or its
  /// drag begins. UIKit lets a long press wander 10 pt (`allowableMovement`) and Android's
  /// touch slop is 8 dp; this is the larger.
  public static let touchSlop: Float = 10
  /// Window, in seconds, of recent pointer samples a drag's release velocity is measured over.
  public static let velocitySampleWindow: Double = 0.1
  /// How long, in seconds, a scroll may pause and still be the same gesture (a trackpad's two
  /// fingers): after that the gesture has ended. SDL 2 tells neither when the fingers lift nor
  /// when the momentum after them stops, so the end is this pause after the last event.
  public static let scrollEndPause: Double = 0.1
  /// Points a trackpad's fingers move for one wheel notch, the unit SDL reports their scroll
  /// in: SDL's Wayland backend counts 10 of the compositor's units to a notch; on X11 the
  /// libinput driver turns every 15 pixels of finger travel into a click, taken as 10 points
  /// too. A horizontal scroll drags a wave by its notches × this.
  public static let pointsPerNotch: Float = 10

  /// The slop of a press of `kind` for a recognizer whose slop is `mouseSlop` (the mouse's,
  /// maybe tuned): the same for the mouse, never less than `touchSlop` for a finger.
  public static func slop(_ mouseSlop: Float, for kind: PointerKind) -> Float {
    kind.isTouch ? max(mouseSlop, touchSlop) : mouseSlop
  }
}
