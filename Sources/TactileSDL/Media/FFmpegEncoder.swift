import Foundation

/// H.264 MP4 through the `ffmpeg` program: raw RGBA frames are piped to it at a constant
/// rate (a frame that stays on screen for several slots is sent that many times).
final class FFmpegEncoder: AnimationEncoder {
  /// x264's constant rate factor (lower is better and larger).
  static let quality = "20"
  /// x264's preset: its default offline, the fastest live.
  static func preset(_ effort: Recording.Effort) -> String {
    effort == .best ? "medium" : "ultrafast"
  }

  private let file: AtomicFile
  private let process = Process()
  private let input = Pipe()
  private let errors = Pipe()
  private let errorText = ErrorText()
  private let errorsRead = DispatchGroup()
  private var previous: [UInt8] = []
  private var previousSlot = 0

  /// The `ffmpeg` executable on `PATH`, or nil.
  static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    for dir in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let path = "\(dir)/ffmpeg"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// Starts `ffmpeg` writing `file`'s temporary path (closed for it).
  init(
    file: AtomicFile, executable: String, width: Int, height: Int, fps: Double,
    effort: Recording.Effort
  ) throws {
    self.file = file
    try file.closeForOtherWriter()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [
      "-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba",
      "-s", "\(width)x\(height)", "-framerate", "\(fps)", "-i", "-",
      // 4:2:0 video needs even sides: pad odd ones with a black row or column.
      "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-crf", FFmpegEncoder.quality,
      "-preset", FFmpegEncoder.preset(effort),
      "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4", "-y", file.temporaryPath,
    ]
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    // A write to a pipe whose reader died must fail with EPIPE, not kill the app.
    signal(SIGPIPE, SIG_IGN)
    do {
      try process.run()
    } catch {
      throw AtomicFile.Failure(description: "cannot start \(executable): \(error)")
    }
    errorsRead.enter()
    DispatchQueue.global().async { [errors, errorsRead, errorText] in
      errorText.data = errors.fileHandleForReading.readDataToEndOfFile()
      errorsRead.leave()
    }
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  func add(_ frame: Image, slot: Int) throws {
    try send(previous, times: slot - previousSlot)
    previous = frame.rgba
    previousSlot = slot
  }

  func finish(endSlot: Int) throws {
    try send(previous, times: max(1, endSlot - previousSlot))
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    errorsRead.wait()
    guard process.terminationStatus == 0 else { throw failure() }
  }

  private func send(_ bytes: [UInt8], times: Int) throws {
    guard !bytes.isEmpty else { return }
    let fd = input.fileHandleForWriting.fileDescriptor
    for _ in 0..<times {
      try bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
          let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
          if n < 0 && errno == EINTR { continue }
          guard n > 0 else {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            errorsRead.wait()
            throw failure()
          }
          offset += n
        }
      }
    }
  }

  /// ffmpeg's last message line.
  private func failure() -> AtomicFile.Failure {
    let lines = String(decoding: errorText.data, as: UTF8.self).split(whereSeparator: \.isNewline)
    return AtomicFile.Failure(
      description:
        "ffmpeg failed writing \(file.path): \(lines.last ?? "exit \(process.terminationStatus)")")
  }

  /// What ffmpeg printed on stderr, read on another thread (a full pipe would block it).
  private final class ErrorText: @unchecked Sendable {
    var data = Data()
  }
}
