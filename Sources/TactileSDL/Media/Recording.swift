import Foundation
import TactileCore
import TactileFiles

/// An animated recording written to one file, in the format its extension names: `.gif`
/// (giflib + libimagequant), `.webp` (libwebp) or `.mp4` (the `ffmpeg` program).
///
/// Creating one checks everything that can be known before the first frame (the extension,
/// that the file can be created, that `ffmpeg` is installed) and opens the file under a
/// temporary name; `finish()` renames it into place. A recording that fails or is dropped
/// leaves nothing at `path`.
///
/// The canvas is the first frame's size: later frames of another size are cropped or padded
/// with black at the right and bottom.
public final class Recording {
  public enum Format: String, CaseIterable, Sendable {
    case gif, webp, mp4
  }

  /// How hard the encoders work: `.best` for offline renders (smaller files), `.realtime` to
  /// keep up with a live window (faster settings of the same encoders).
  public enum Effort: Sendable {
    case best, realtime
  }

  /// Thrown by `add` or `finish` when `shouldStop` said so while they waited on an encoder
  /// program: the recording is over, and `discard()` removes what it wrote.
  public struct Stopped: Error {}

  /// What `finish()` wrote: the file's own frame count and length.
  public struct Summary: Sendable {
    public var path: String
    /// Frames in the file.
    public var frames: Int
    /// The file's length in seconds.
    public var seconds: Double
    public var bytes: Int
    /// Set when another program wrote the file while it was being recorded (it is replaced).
    public var notice: String?
  }

  public let path: String
  public let format: Format
  /// Frames per second of the time grid frames are placed on.
  public let fps: Double
  public let effort: Effort
  private let file: AtomicFile
  private let ffmpeg: String?
  private var encoder: AnimationEncoder?
  private var canvas: (width: Int, height: Int) = (0, 0)
  private var lastSlot = -1
  private let shouldStop: @Sendable () -> Bool

  /// Kills every encoder program running (a process about to end at once leaves none behind).
  public static func killEncoderPrograms() { FFmpegEncoder.killAll() }

  /// Whether `.mp4` can be written (`ffmpeg` is on `PATH`).
  public static var canWriteMP4: Bool { FFmpegEncoder.locate() != nil }

  /// Throws `AtomicFile.Failure` with a one-line message naming `path`. `shouldStop` is asked
  /// while waiting on an encoder program (`Stopped` is thrown when it says yes).
  public init(
    path: String, fps: Double, effort: Effort = .best,
    shouldStop: @escaping @Sendable () -> Bool = { false }
  ) throws {
    precondition(fps > 0, "frames per second must be positive")
    self.path = path
    self.shouldStop = shouldStop
    self.fps = fps
    self.effort = effort
    let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
    guard let format = Format(rawValue: ext) else {
      let got = ext.isEmpty ? "no extension" : "unknown extension \".\(ext)\""
      throw AtomicFile.Failure(
        "cannot record to \(path): \(got) (use .gif, .webp or .mp4)")
    }
    self.format = format
    if format == .mp4 {
      guard let found = FFmpegEncoder.locate() else {
        throw AtomicFile.Failure(
          "cannot record to \(path): .mp4 needs the ffmpeg program (Debian package ffmpeg), not found on PATH"
        )
      }
      ffmpeg = found
    } else {
      ffmpeg = nil
    }
    file = try AtomicFile(path: path)
  }

  /// Adds a frame shown from `slot / fps` seconds on. Slots must increase.
  public func add(_ frame: Image, slot: Int) throws {
    precondition(slot > lastSlot, "recording slots must increase")
    if encoder == nil {
      canvas = (frame.width, frame.height)
      encoder = try makeEncoder()
    }
    do {
      let fitted =
        frame.width == canvas.width && frame.height == canvas.height
        ? frame : try frame.fitted(width: canvas.width, height: canvas.height)
      try encoder!.add(fitted, slot: slot)
    } catch let s as PixelMemory.Shortage {
      throw AtomicFile.Failure("cannot record to \(path): \(s)")
    }
    lastSlot = slot
  }

  /// Ends the file and renames it into place: the last frame shows until `duration` seconds
  /// from the start (the recorded run's length; by default one slot after its start). Throws
  /// when no frame was recorded.
  public func finish(duration: Double? = nil) throws -> Summary {
    guard let encoder else {
      file.discard()
      throw AtomicFile.Failure("cannot record to \(path): no frame was recorded")
    }
    let written = try encoder.finish(end: duration ?? Double(lastSlot + 1) / fps)
    self.encoder = nil
    let notice = try file.commit()
    let bytes = (try? FileManager.default.attributesOfItem(atPath: file.target)[.size] as? Int)
    return Summary(
      path: path, frames: written.frames, seconds: written.seconds, bytes: bytes ?? 0,
      notice: notice)
  }

  /// Stops without writing `path`: an encoder program is killed, the temporary file removed.
  public func discard() {
    (encoder as? FFmpegEncoder)?.kill()
    encoder = nil
    file.discard()
  }

  private func makeEncoder() throws -> AnimationEncoder {
    let (w, h) = canvas
    switch format {
    case .gif: return try GIFEncoder(file: file, width: w, height: h, fps: fps, effort: effort)
    case .webp: return try WebPEncoder(file: file, width: w, height: h, fps: fps, effort: effort)
    case .mp4:
      return try FFmpegEncoder(
        file: file, executable: ffmpeg!, width: w, height: h, fps: fps, effort: effort,
        shouldStop: shouldStop)
    }
  }
}
