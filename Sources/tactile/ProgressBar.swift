import Foundation
import TactileIO

/// Shows `RenderProgress` on stderr while a headless render takes long, redrawn in place at
/// most `interval` apart; nothing when stderr is not a terminal (a log file or a pipe gets no
/// carriage returns).
struct ProgressBar {
  /// No bar for renders done sooner than this, in seconds.
  static let delay = 0.5
  /// Seconds between redraws.
  static let interval = 0.1

  private let progress: RenderProgress
  private let isEnabled: Bool
  private let start = ProcessInfo.processInfo.systemUptime
  private var lastDrawn = -Double.infinity
  private var isShown = false

  init(total: Int) {
    progress = RenderProgress(total: total)
    isEnabled = isatty(STDERR_FILENO) != 0
  }

  /// Called after each frame.
  mutating func update(done: Int) {
    guard isEnabled else { return }
    let now = ProcessInfo.processInfo.systemUptime
    guard now - start >= ProgressBar.delay, now - lastDrawn >= ProgressBar.interval else { return }
    lastDrawn = now
    isShown = true
    let line = progress.line(done: done, elapsed: now - start)
    FileHandle.standardError.write(Data("\rtactile: \(line)\u{1B}[K".utf8))
  }

  /// Erases the bar (before the next message or the shell prompt).
  mutating func clear() {
    guard isShown else { return }
    isShown = false
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
