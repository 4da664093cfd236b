import Dispatch
import Foundation
import Synchronization

/// SIGTERM and SIGINT (`kill`, `timeout`, Ctrl-C) as a request to stop: the run loops check
/// `received` every frame, save, and exit with status 128 + the signal number. A second signal
/// while stopping ends the process at once, saying so in one line, after `atOnce` (which kills
/// the encoder programs).
///
/// The signals are ignored at the C level and delivered through dispatch sources instead, so
/// nothing runs in a signal handler; installed before SDL starts, which then leaves them alone.
// @unchecked: `sources` (dispatch sources are not marked Sendable) is filled in `init` and
// only kept alive after it; `first` is behind a mutex.
final class StopSignals: @unchecked Sendable {
  static let handled: [Int32] = [SIGTERM, SIGINT]

  private let first = Mutex<Int32?>(nil)
  private var sources: [DispatchSourceSignal] = []

  private let atOnce: @Sendable () -> Void

  /// `wake` runs on a background queue after each signal (e.g. to wake a sleeping event loop);
  /// `atOnce` before the process ends at a second signal.
  init(wake: @escaping @Sendable () -> Void = {}, atOnce: @escaping @Sendable () -> Void = {}) {
    self.atOnce = atOnce
    for number in Self.handled {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [weak self] in
        self?.record(number)
        wake()
      }
      source.resume()
      sources.append(source)
    }
  }

  /// The first stop signal received, if any.
  var received: Int32? { first.withLock { $0 } }

  private func record(_ number: Int32) {
    let again = first.withLock { first in
      defer { first = first ?? number }
      return first != nil
    }
    guard again else { return }
    atOnce()
    let line = "tactile: stopped at once by a second \(StopSignals.name(number))\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    _exit(128 + number)
  }

  /// "SIGTERM" or "SIGINT", for the log.
  static func name(_ number: Int32) -> String {
    number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
  }
}
