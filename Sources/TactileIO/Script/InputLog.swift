import TactileCore

/// Everything the user did in the window since the app started, as script lines
/// (`ReplayScript.line`), so that F9 can save a gesture that replays from a fresh start: the
/// script holds the inputs before the capture too, and marks where the capture began.
///
/// Bounded: past `limit` lines the oldest inputs before the capture are dropped (the script
/// then says a replay may start elsewhere), and a capture that grows to the limit on its own
/// asks to be saved (`isFull`).
public struct InputLog: Sendable {
  /// The most lines kept (hover moves at 125 Hz fill it in about half an hour).
  public static let limit = 200_000

  /// The window's size at the start, written first.
  private let start: String
  private var lines: [String] = []
  /// Where the capture began in `lines`, and its time; nil when not capturing.
  private var capture: (index: Int, time: Double)?
  /// Whether inputs before the capture were dropped.
  public private(set) var droppedEarlierInputs = false

  public init(windowSize: Size) {
    start = ReplayScript.line(at: 0, resize: windowSize)
  }

  public var isCapturing: Bool { capture != nil }
  /// The capture reached `limit` lines on its own.
  public var isFull: Bool { capture.map { lines.count - $0.index >= InputLog.limit } ?? false }
  /// Lines in the capture so far.
  public var capturedCount: Int { capture.map { lines.count - $0.index } ?? 0 }

  /// Notes `event`, handled when the app's input time was `time` seconds.
  public mutating func record(_ event: InputEvent, at time: Double) {
    if lines.count >= InputLog.limit { dropEarlierInputs() }
    guard lines.count < InputLog.limit else { return }
    lines.append(ReplayScript.line(at: time, event))
  }

  /// The capture begins with the next input (F9 pressed at input time `time`).
  public mutating func beginCapture(at time: Double) {
    capture = (lines.count, time)
  }

  /// The script of the capture that ends at `time`: a header (`header` lines as comments),
  /// the window's size at the start, the inputs before the capture, a comment where it began,
  /// and its inputs. Capturing stops.
  public mutating func endCapture(at time: Double, header: [String]) -> String {
    guard let c = capture else { return "" }
    capture = nil
    var out = header.map { "# " + $0 + "\n" }.joined()
    if droppedEarlierInputs {
      out += "# The earliest inputs were too many to keep: a replay may start elsewhere.\n"
    }
    out += start + "\n"
    for line in lines[..<c.index] { out += line + "\n" }
    out += "# F9: the capture begins (\(ReplayScript.seconds(c.time)) s after the start).\n"
    for line in lines[c.index...] { out += line + "\n" }
    out += "at \(ReplayScript.seconds(time)) end  # F9: the capture ends.\n"
    return out
  }

  /// Keeps only the capture's lines (none when not capturing).
  private mutating func dropEarlierInputs() {
    let keep = capture?.index ?? lines.count
    guard keep > 0 else { return }
    lines.removeFirst(keep)
    if capture != nil { capture!.index = 0 }
    droppedEarlierInputs = true
  }
}
