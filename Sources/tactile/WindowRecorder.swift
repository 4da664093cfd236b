import Foundation
import TactileCore
import TactileFiles
import TactileIO
import TactileSDL
import TactileScenes

/// F10 in the window: records what the renderer draws into the user's videos folder (else
/// pictures, else home) as MP4 when `ffmpeg` is installed, else as animated WebP, with a red
/// dot in the top-right corner while it runs (drawn after the frame is copied out, so not
/// recorded).
///
/// The frame loop never waits for the encoder: it copies the frame into one of a few reused
/// buffers and hands it to a background queue. When every buffer is still waiting to be
/// encoded, the frame is dropped (the file shows the one before for longer) and counted; the
/// log line at the end gives the file's own frames and length, and the drops. A stop signal
/// abandons the recording at once (`abandon()`): the encoder program is killed, nothing is
/// written.
final class WindowRecorder {
  /// Frames that may wait for the encoder at once.
  static let bufferCount = 3
  /// The dot: radius and the distance of its centre from the top and right edges, in points.
  static let dotRadius: Float = 6
  static let dotInset: Float = 16
  static let dotColor = Color(r: 235, g: 41, b: 41)

  private let fps: Double
  private let stop: StopSignals
  private let queue = DispatchQueue(label: "tactile.recording")
  private let shared = Shared()
  private var session: Session?

  private struct Session {
    let recording: Recording
    let start: Double
    var nextSlot = 0
    var dropped = 0
  }

  /// What the main thread and the encoding queue both touch, behind a lock.
  // @unchecked: every mutable property is touched only with its lock held.
  private final class Shared: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [Image] = []
    private var failure: String?

    func take() -> Image? { locked { free.popLast() } }
    func give(_ image: Image) { locked { free.append(image) } }
    func fail(_ message: String) { locked { if failure == nil { failure = message } } }
    func takeFailure() -> String? {
      locked {
        defer { failure = nil }; return failure
      }
    }
    func reset(buffers: Int) {
      locked {
        free = (0..<buffers).map { _ in Image(width: 0, height: 0, rgba: []) }
        failure = nil
      }
    }
    private func locked<T>(_ body: () -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body()
    }
  }

  /// Moves a recording to the queue.
  // @unchecked: the recording is used only on the queue once handed off.
  private struct Handoff: @unchecked Sendable {
    let recording: Recording
  }

  init(fps: Double, stop: StopSignals) {
    self.fps = fps
    self.stop = stop
  }

  var isRecording: Bool { session != nil }

  /// F10: starts a recording, or stops the one running.
  func toggle(now: Double) {
    if session != nil { stop(now: now) } else { start(now: now) }
  }

  private func start(now: Double) {
    let ext = Recording.canWriteMP4 ? "mp4" : "webp"
    let folder = UserDirectories.current().recordingFolder
    let path = UserDirectories.newFile(in: folder.path, extension: ext)
    do {
      let recording = try Recording(
        path: path, fps: fps, effort: .realtime, shouldStop: { [stop] in stop.received != nil })
      shared.reset(buffers: WindowRecorder.bufferCount)
      session = Session(recording: recording, start: now)
      log("recording to \(path) (F10 stops)" + (folder.note.map { "; " + $0 } ?? ""))
    } catch {
      warn("cannot start recording: \(error)")
    }
  }

  /// Ends the recording at `now`; the file is finished on the queue and logged.
  func stop(now: Double) {
    guard let s = session else { return }
    session = nil
    let handoff = Handoff(recording: s.recording)
    let dropped = s.dropped
    let duration = now - s.start
    queue.async {
      do {
        let r = try handoff.recording.finish(duration: duration)
        let size = String(format: "%.2f MB", Double(r.bytes) / 1_000_000)
        let drops =
          dropped == 0 ? "" : "; \(dropped) frames dropped while the encoder caught up"
        log(
          "saved recording \(r.path) (\(r.frames) frames, \(String(format: "%.2f", r.seconds)) s, "
            + "\(size)\(drops))" + (r.notice.map { "; \($0)" } ?? ""))
      } catch is Recording.Stopped {
        handoff.recording.discard()
      } catch {
        handoff.recording.discard()
        warn("recording failed: \(error)")
      }
    }
  }

  /// Before the app exits: waits until the recordings are written, or, after a stop signal,
  /// abandons the one running (its encoder program killed, its temporary file removed).
  /// Returns a note for the log when one was abandoned.
  func finishAll(now: Double) -> String? {
    var note: String?
    if stop.received != nil, let s = session {
      session = nil
      let handoff = Handoff(recording: s.recording)
      queue.async { handoff.recording.discard() }
      note = "the recording \(s.recording.path) was not written"
    }
    stop(now: now)
    queue.sync {}
    return note
  }

  /// After the frame is drawn, before the dot and `present`: copies the frame out when the
  /// recording's next frame is due.
  func capture(_ renderer: any WindowRenderer, now: Double) {
    guard let current = session else { return }
    if let failure = shared.takeFailure() {
      session = nil
      let handoff = Handoff(recording: current.recording)
      queue.async { handoff.recording.discard() }
      warn("recording failed: \(failure)")
      return
    }
    var s = current
    defer { session = s }
    let slot = Int(((now - s.start) * fps).rounded(.down))
    guard slot >= s.nextSlot else { return }
    s.nextSlot = slot + 1
    guard var image = shared.take() else {
      s.dropped += 1
      return
    }
    do {
      try renderer.readPixels(into: &image)
    } catch {
      shared.give(image)
      s.dropped += 1
      return
    }
    let handoff = Handoff(recording: s.recording)
    let shared = self.shared
    let frame = image
    queue.async { [stop] in
      guard stop.received == nil else { return shared.give(frame) }
      do {
        try handoff.recording.add(frame, slot: slot)
      } catch {
        shared.fail("\(error)")
      }
      shared.give(frame)
    }
  }

  /// The recording dot in the top-right corner of a `size` window.
  func drawDot(into list: inout DrawList, size: Size) {
    guard isRecording else { return }
    list.fillCircle(
      center: Vec2(size.width - WindowRecorder.dotInset, WindowRecorder.dotInset),
      radius: WindowRecorder.dotRadius, color: WindowRecorder.dotColor)
  }

  /// Where `drawDot` draws (points, with its anti-aliased edge).
  func dotRect(size: Size) -> Rect {
    let r = WindowRecorder.dotRadius + 2
    return Rect(
      x: size.width - WindowRecorder.dotInset - r, y: WindowRecorder.dotInset - r,
      width: 2 * r, height: 2 * r)
  }
}
