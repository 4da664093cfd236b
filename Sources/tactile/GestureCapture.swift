import Foundation
import TactileCore
import TactileFiles
import TactileIO

/// F9 in the window: what the user does is written into a script that `--script` replays —
/// pointer, wheel, keys, text, resizes, each at the input time it was handled
/// (`Playground.inputTime`, whole fixed steps), so a headless replay with the same options
/// ends in the same state and, with the same seed, the same pixels.
///
/// Every input since the start is logged (`InputLog`), so the script begins at the start and
/// marks where the capture began. It is saved next to recordings (F10): the file is made when
/// the capture starts, so a folder that cannot be written is known at once, and the next of
/// the current directory and the temporary one is used instead, said in the same line (as is
/// why recordings go to the current directory, when they do); a save that fails at the end
/// goes to the temporary directory. Nothing captured is lost while some folder can be
/// written.
final class GestureCapture {
  private var inputs: InputLog
  private var file: AtomicFile?
  /// The options to replay with, for the script's header.
  private let replayOptions: String

  init(windowSize: Size, arguments: [String]) {
    inputs = InputLog(windowSize: windowSize)
    replayOptions = GestureCapture.replayOptions(arguments)
  }

  var isCapturing: Bool { inputs.isCapturing }

  /// An input handled at input time `time` (F9 itself is not written).
  func record(_ event: InputEvent, at time: Double) {
    if case .key(let k) = event, k.key == .f9 { return }
    inputs.record(event, at: time)
    if inputs.isFull {
      warn("the capture reached \(InputLog.limit) inputs; saving it")
      stop(at: time)
    }
  }

  /// F9: starts capturing, or stops and saves.
  func toggle(at time: Double) {
    if inputs.isCapturing { stop(at: time) } else { start(at: time) }
  }

  /// Before the app exits: a capture still running is saved.
  func finish(at time: Double) {
    if inputs.isCapturing { stop(at: time) }
  }

  private func start(at time: Double) {
    let recordings = UserDirectories.current().recordingFolder
    var refusals: [String] = recordings.note.map { [$0] } ?? []
    for folder in GestureCapture.folders(recordings.path) {
      do {
        file = try AtomicFile(path: UserDirectories.newFile(in: folder, extension: "script"))
        break
      } catch {
        refusals.append("\(error)")
      }
    }
    guard let file else {
      warn("cannot capture input: " + refusals.joined(separator: "; "))
      return
    }
    inputs.beginCapture(at: time)
    log(
      "capturing input to \(file.path) (F9 saves it)"
        + (refusals.isEmpty ? "" : "; " + refusals.joined(separator: "; ")))
  }

  private func stop(at time: Double) {
    guard let first = file else { return }
    file = nil
    let count = inputs.capturedCount
    let header = [
      "Tactile script: input captured in the window with F9 (\(count) inputs).",
      "Replay: tactile --headless --script \(GestureCapture.shellQuoted(first.path))"
        + replayOptions + " --screenshot end.png",
      "The inputs since the app started come first, so a replay begins where the capture did.",
    ]
    let text = Array(inputs.endCapture(at: time, header: header).utf8)
    var target: AtomicFile? = first
    var problems: [String] = []
    while let f = target {
      do {
        try text.withUnsafeBytes { try f.write($0) }
        let notice = try f.commit()
        log(
          "saved the captured input \(f.path) (\(count) inputs)"
            + ((problems + (notice.map { [$0] } ?? [])).map { "; " + $0 }.joined()))
        return
      } catch {
        problems.append("\(error)")
        target = f === first ? try? AtomicFile(path: GestureCapture.temporaryPath()) : nil
      }
    }
    warn("the captured input was not saved: " + problems.joined(separator: "; "))
  }

  /// Where a capture may go, in order: next to recordings (`recordings`), the current
  /// directory, the temporary directory.
  private static func folders(_ recordings: String) -> [String] {
    var out: [String] = []
    for f in [recordings, FileManager.default.currentDirectoryPath, NSTemporaryDirectory()]
    where !out.contains(f) {
      out.append(f)
    }
    return out
  }

  private static func temporaryPath() -> String {
    UserDirectories.newFile(in: NSTemporaryDirectory(), extension: "script")
  }

  /// The command line's options that shape what a replay shows: all but those naming the
  /// run's outputs and length (and its size, which the script's first line sets).
  static func replayOptions(_ arguments: [String]) -> String {
    let dropped: Set<String> = [
      "--record", "--record-fps", "--screenshot", "--script", "--frames", "--frame-times",
      "--size",
    ]
    var out = ""
    var skipNext = false
    for arg in arguments {
      if skipNext {
        skipNext = false
        continue
      }
      let flag = arg.split(separator: "=", maxSplits: 1).first.map(String.init) ?? arg
      if dropped.contains(flag) {
        skipNext = !arg.contains("=")
        continue
      }
      out += " " + shellQuoted(arg)
    }
    return out
  }

  /// `s` as one shell word.
  static func shellQuoted(_ s: String) -> String {
    let plain = s.unicodeScalars.allSatisfy {
      CharacterSet.alphanumerics.contains($0) || "-_./=,:@%+".unicodeScalars.contains($0)
    }
    return plain && !s.isEmpty ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
