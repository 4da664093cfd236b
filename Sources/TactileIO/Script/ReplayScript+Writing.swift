#if !FUZZING  // `make fuzz` compiles this file with the TactileCore sources in one module.
  import TactileCore
#endif

extension ReplayScript {
  /// The line that replays `event` at `time` seconds: what `init(parsing:)` reads back as
  /// that event, exactly (coordinates and wheel steps as the shortest decimal that is the
  /// same `Float`). Times are written to a ten-thousandth of a second: a replay rounds them
  /// to the app's fixed step (1/120 s), so a time that was a whole number of steps comes back
  /// as that step.
  public static func line(at time: Double, _ event: InputEvent) -> String {
    "at \(seconds(time)) " + words(event)
  }

  /// `at T resize W H`.
  public static func line(at time: Double, resize size: Size) -> String {
    "at \(seconds(time)) resize \(number(size.width)) \(number(size.height))"
  }

  /// The action words of one event.
  static func words(_ event: InputEvent) -> String {
    switch event {
    case .pointer(let p): return pointerWords(p)
    case .wheel(let d):
      return d.x == 0 ? "wheel \(number(d.y))" : "wheel \(number(d.x)) \(number(d.y))"
    case .key(let k):
      let chord = modifierPrefix(k.modifiers) + k.key.name
      return k.isDown ? "keydown \(chord)" + (k.isRepeat ? " repeat" : "") : "keyup \(chord)"
    case .text(let t): return "text \(quoted(t))"
    case .composition(let t): return "compose \(quoted(t))"
    case .resize(let s): return "resize \(number(s.width)) \(number(s.height))"
    case .pointerExited: return "leave"
    case .focusLost: return "blur"
    }
  }

  private static func pointerWords(_ p: PointerEvent) -> String {
    let at = "\(number(p.position.x)) \(number(p.position.y))"
    if case .touch(let finger) = p.kind { return "touch \(phaseWord(p.phase)) \(finger) " + at }
    switch p.phase {
    case .move: return (p.isPrimaryDown ? "move " : "hover ") + at
    case .down, .up:
      var out = phaseWord(p.phase) + " " + at
      switch p.button {
      case .primary: break
      case .secondary: out += " right"
      case .middle: out += " middle"
      }
      if p.clickCount != 1 { out += " clicks=\(min(max(p.clickCount, 1), 9))" }
      return out
    }
  }

  private static func phaseWord(_ phase: PointerEvent.Phase) -> String {
    switch phase {
    case .down: "down"
    case .move: "move"
    case .up: "up"
    }
  }

  private static func modifierPrefix(_ m: Modifiers) -> String {
    var out = ""
    if m.contains(.control) { out += "ctrl+" }
    if m.contains(.alt) { out += "alt+" }
    if m.contains(.shift) { out += "shift+" }
    if m.contains(.command) { out += "super+" }
    return out
  }

  /// `"…"` with `\` `"` and line breaks and tabs escaped.
  static func quoted(_ s: String) -> String {
    var out = "\""
    for c in s.unicodeScalars {
      switch c {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default: out.unicodeScalars.append(c)
      }
    }
    return out + "\""
  }

  /// A point coordinate or wheel step: a whole number without a fraction, else the shortest
  /// decimal that reads back as the same `Float`.
  static func number(_ v: Float) -> String {
    v == v.rounded() && abs(v) < 1e7 ? String(Int(v)) : "\(v)"
  }

  /// Seconds to a ten-thousandth, without trailing zeros.
  static func seconds(_ t: Double) -> String {
    let tenThousandths = Int((t * 10_000).rounded())
    let whole = tenThousandths / 10_000
    var fraction = String(tenThousandths % 10_000)
    guard fraction != "0" else { return String(whole) }
    fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(whole).\(fraction)"
  }
}
