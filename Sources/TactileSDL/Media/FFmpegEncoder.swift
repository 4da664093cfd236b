import Foundation
import Synchronization
import TactileFiles

/// H.264 MP4 through the `ffmpeg` program: raw RGBA frames are piped to it at a constant
/// rate (a frame that stays on screen for several slots is sent that many times).
///
/// Waiting on ffmpeg never hangs: the pipe is written without blocking, in waits of
/// `pollMilliseconds` that look at `shouldStop` (a stop signal ends the recording within a
/// fraction of a second); ffmpeg taking no bytes for `stallLimit` seconds, or not finishing the
/// file within `finishLimit`, fails the recording. A failed or stopped recording kills ffmpeg
/// (and whatever it started) and reaps it.
final class FFmpegEncoder: AnimationEncoder {
  /// x264's constant rate factor (lower is better and larger).
  static let quality = "20"
  /// x264's preset: its default offline, the fastest live.
  static func preset(_ effort: Recording.Effort) -> String {
    effort == .best ? "medium" : "ultrafast"
  }
  /// Seconds ffmpeg may read nothing from the pipe before the recording fails.
  static let stallLimit = 10.0
  /// Seconds ffmpeg may take to write the end of the file once it has every frame.
  static let finishLimit = 120.0
  /// Longest single wait on ffmpeg, milliseconds: how soon `shouldStop` is noticed.
  static let pollMilliseconds: Int32 = 100

  private let file: AtomicFile
  private let process = Process()
  private let input = Pipe()
  private let errors = Pipe()
  private let errorText = ErrorText()
  private let errorsRead = DispatchGroup()
  private let exited = DispatchSemaphore(value: 0)
  private let shouldStop: @Sendable () -> Bool
  /// Frames per second of the time grid (ffmpeg's input rate).
  private let fps: Double
  private var previous: [UInt8] = []
  private var previousSlot = 0
  private var isOver = false

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
    effort: Recording.Effort, shouldStop: @escaping @Sendable () -> Bool
  ) throws {
    self.file = file
    self.shouldStop = shouldStop
    self.fps = fps
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
    process.terminationHandler = { [exited] _ in exited.signal() }
    // A write to a pipe whose reader died must fail with EPIPE, not kill the app.
    signal(SIGPIPE, SIG_IGN)
    do {
      try process.run()
    } catch {
      throw AtomicFile.Failure("cannot start \(executable): \(error)")
    }
    FFmpegEncoder.running.add(process.processIdentifier)
    let fd = input.fileHandleForWriting.fileDescriptor
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    errorsRead.enter()
    DispatchQueue.global().async { [errors, errorsRead, errorText] in
      errorText.set(errors.fileHandleForReading.readDataToEndOfFile())
      errorsRead.leave()
    }
  }

  deinit { kill() }

  /// The process groups of the `ffmpeg`s running, for `killAll` (a process ending at once).
  private static let running = Running()

  /// Kills every `ffmpeg` started and not yet reaped, with what it started: for a process that
  /// must end at once (a second stop signal), which leaves no encoder behind.
  static func killAll() { running.killAll() }

  private final class Running: Sendable {
    private let groups = Mutex(Set<Int32>())
    func add(_ g: Int32) { groups.withLock { _ = $0.insert(g) } }
    func remove(_ g: Int32) { groups.withLock { _ = $0.remove(g) } }
    func killAll() {
      groups.withLock {
        for g in $0 { Foundation.kill(-g, SIGKILL) }
      }
    }
  }

  func add(_ frame: Image, slot: Int) throws {
    // The first frame also stands for the slots before it (frames dropped at the start), so
    // the file has a frame for every slot up to the end.
    try send(previous.isEmpty ? frame.rgba : previous, times: slot - previousSlot)
    previous = frame.rgba
    previousSlot = slot
  }

  func finish(end: Double) throws -> (frames: Int, seconds: Double) {
    let endSlot = max(previousSlot + 1, Int((end * fps).rounded()))
    try send(previous, times: endSlot - previousSlot)
    try? input.fileHandleForWriting.close()
    try awaitExit(limit: FFmpegEncoder.finishLimit, doing: "finishing")
    guard process.terminationStatus == 0 else { throw failure() }
    var info = stat()
    guard stat(file.temporaryPath, &info) == 0, info.st_size > 0 else {
      throw AtomicFile.Failure(
        "ffmpeg failed writing \(file.path): it exited without writing anything")
    }
    return (endSlot, Double(endSlot) / fps)
  }

  /// Kills ffmpeg and everything it started (its process group) and reaps it.
  func kill() {
    guard !isOver else { return }
    isOver = true
    FFmpegEncoder.running.remove(process.processIdentifier)
    try? input.fileHandleForWriting.close()
    if process.isRunning {
      Foundation.kill(-process.processIdentifier, SIGKILL)
      Foundation.kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  /// Waits for ffmpeg to exit, at most `limit` seconds, looking at `shouldStop` in between.
  private func awaitExit(limit: Double, doing what: String) throws {
    let deadline = Date().addingTimeInterval(limit)
    while exited.wait(timeout: .now() + .milliseconds(Int(FFmpegEncoder.pollMilliseconds)))
      == .timedOut
    {
      if shouldStop() { throw stopped() }
      if Date() > deadline {
        kill()
        throw AtomicFile.Failure(
          "ffmpeg failed writing \(file.path): it took over \(Int(limit)) s \(what), stopped")
      }
    }
    isOver = true
    FFmpegEncoder.running.remove(process.processIdentifier)
    _ = errorsRead.wait(timeout: .now() + 1)
  }

  private func send(_ bytes: [UInt8], times: Int) throws {
    guard !bytes.isEmpty else { return }
    for _ in 0..<times {
      try bytes.withUnsafeBytes { try write($0) }
    }
  }

  /// Writes all of `raw` to ffmpeg's pipe without ever blocking for long.
  private func write(_ raw: UnsafeRawBufferPointer) throws {
    let fd = input.fileHandleForWriting.fileDescriptor
    var offset = 0
    var lastProgress = Date()
    while offset < raw.count {
      let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
      if n > 0 {
        offset += n
        lastProgress = Date()
        continue
      }
      let code = errno
      guard n < 0, code == EAGAIN || code == EINTR else {
        // ffmpeg closed its input: it failed, and says why on stderr.
        try? awaitExit(limit: 1, doing: "exiting")
        kill()
        throw failure()
      }
      var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
      _ = poll(&ready, 1, FFmpegEncoder.pollMilliseconds)
      if shouldStop() { throw stopped() }
      if Date().timeIntervalSince(lastProgress) > FFmpegEncoder.stallLimit {
        kill()
        throw AtomicFile.Failure(
          "ffmpeg failed writing \(file.path): it read nothing for "
            + "\(Int(FFmpegEncoder.stallLimit)) s, stopped")
      }
    }
  }

  /// The recording was stopped from outside: ffmpeg is killed.
  private func stopped() -> Recording.Stopped {
    kill()
    return Recording.Stopped()
  }

  /// ffmpeg's last message line.
  private func failure() -> AtomicFile.Failure {
    _ = errorsRead.wait(timeout: .now() + 1)
    let lines = String(decoding: errorText.get(), as: UTF8.self).split(whereSeparator: \.isNewline)
    let status = process.isRunning ? "no exit status" : "exit \(process.terminationStatus)"
    return AtomicFile.Failure(
      "ffmpeg failed writing \(file.path): \(lines.last.map(String.init) ?? status)")
  }

  /// What ffmpeg printed on stderr, read on another thread (a full pipe would block it).
  private final class ErrorText: Sendable {
    private let data = Mutex(Data())
    func set(_ d: Data) { data.withLock { $0 = d } }
    func get() -> Data { data.withLock { $0 } }
  }
}
