import Foundation
import TactileCore
import TactileSDL
import TactileScenes

/// Feeds `--record`'s file from a headless render: the frames rendered while recording is on
/// (from the start, or between the script's `record start` and `record stop`), placed on the
/// recording's time grid by virtual time (at 60 frames per second every frame, at 30 every
/// other one). The replayed pointer is drawn into the recorded frames (`TouchIndicator`).
final class HeadlessRecorder {
  private let recording: Recording
  private(set) var isOn: Bool
  /// Frames rendered while on, each `frameTime` of virtual time.
  private var framesOn = 0
  private var nextSlot = 0
  private let frameTime: Double
  private var touches = TouchIndicator()
  private var overlay = DrawList()

  /// Opens the file (under a temporary name): a path that cannot be written fails here,
  /// before any frame is rendered. `shouldStop` ends a wait on the encoder program.
  init(
    path: String, fps: Double, frameTime: Double, startsOn: Bool,
    shouldStop: @escaping @Sendable () -> Bool
  ) throws {
    recording = try Recording(path: path, fps: fps, shouldStop: shouldStop)
    isOn = startsOn
    self.frameTime = frameTime
  }

  func setOn(_ on: Bool) { isOn = on }

  /// Every replayed input event, for the pointer shown in the recording.
  func handle(_ event: InputEvent) { touches.handle(event) }

  /// Called after each rendered frame (and its screenshots): draws the pointer over it and
  /// keeps it when due.
  func frameRendered(_ renderer: SoftwareRenderer) throws {
    touches.update(dt: frameTime)
    guard isOn else { return }
    let slot = Int((Double(framesOn) * frameTime * recording.fps + 1e-6).rounded(.down))
    framesOn += 1
    guard slot >= nextSlot else { return }
    overlay.reset()
    touches.draw(into: &overlay)
    renderer.execute(overlay)
    try recording.add(try renderer.readPixels(), slot: slot)
    nextSlot = slot + 1
  }

  /// Writes the file into place, as long as the frames recorded lasted; returns a line saying
  /// what was written (the file's frames and length).
  func finish() throws -> String {
    let s = try recording.finish(duration: Double(framesOn) * frameTime)
    return "recorded \(s.frames) frames (\(String(format: "%.2f", s.seconds)) s, "
      + "\(String(format: "%.2f", Double(s.bytes) / 1_000_000)) MB) to \(s.path)"
      + (s.notice.map { "; \($0)" } ?? "")
  }

  /// Stops without leaving a file (an encoder program is killed and reaped).
  func discard() { recording.discard() }

  var path: String { recording.path }
}
