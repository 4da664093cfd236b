import CWebP
import TactileFiles

/// Looping animated WebP through libwebp's WebPAnimEncoder (lossy, which keeps the
/// particles' grain and the gradients small; frames that change nothing are merged by the
/// encoder). Single-threaded, so the same frames give the same bytes.
final class WebPEncoder: AnimationEncoder {
  /// libwebp's lossy quality, 0…100.
  static let quality: Float = 80
  /// libwebp's method, 0 fastest … 6 smallest: its default offline, the fastest live.
  static func method(_ effort: Recording.Effort) -> Int32 { effort == .best ? 4 : 0 }

  private let file: AtomicFile
  private let width: Int
  private let height: Int
  private let fps: Double
  private let encoder: OpaquePointer
  private var config = WebPConfig()

  /// Writes through `file` when finished, which it does not commit.
  init(file: AtomicFile, width: Int, height: Int, fps: Double, effort: Recording.Effort) throws {
    self.file = file
    self.width = width
    self.height = height
    self.fps = fps
    var options = WebPAnimEncoderOptions()
    guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
      throw AtomicFile.Failure("libwebp: version mismatch")
    }
    options.anim_params.loop_count = 0  // forever
    options.anim_params.bgcolor = 0xFF00_0000
    config.quality = WebPEncoder.quality
    config.method = WebPEncoder.method(effort)
    config.thread_level = 0
    guard WebPValidateConfig(&config) != 0,
      let e = WebPAnimEncoderNew(Int32(width), Int32(height), &options)
    else {
      throw AtomicFile.Failure("libwebp: cannot start an animation")
    }
    encoder = e
  }

  deinit { WebPAnimEncoderDelete(encoder) }

  func add(_ frame: Image, slot: Int) throws {
    precondition(frame.width == width && frame.height == height)
    var picture = WebPPicture()
    guard WebPPictureInit(&picture) != 0 else {
      throw AtomicFile.Failure("libwebp: version mismatch")
    }
    picture.width = Int32(width)
    picture.height = Int32(height)
    picture.use_argb = 1
    defer { WebPPictureFree(&picture) }
    guard WebPPictureImportRGBA(&picture, frame.rgba, Int32(width * 4)) != 0,
      WebPAnimEncoderAdd(encoder, &picture, milliseconds(slot), &config) != 0
    else { throw failure() }
    lastStart = milliseconds(slot)
  }

  /// When the last frame added starts, in milliseconds.
  private var lastStart: Int32 = 0

  func finish(end: Double) throws -> (frames: Int, seconds: Double) {
    var data = WebPData()
    let endTime = max(lastStart + 1, Int32((end * 1000).rounded()))
    guard WebPAnimEncoderAdd(encoder, nil, endTime, nil) != 0,
      WebPAnimEncoderAssemble(encoder, &data) != 0
    else { throw failure() }
    defer { WebPDataClear(&data) }
    try file.write(UnsafeRawBufferPointer(start: data.bytes, count: data.size))
    return (WebPEncoder.frameCount(data), Double(endTime) / 1000)
  }

  /// The frames in an assembled animation (the encoder merges frames that change nothing).
  private static func frameCount(_ data: WebPData) -> Int {
    var d = data
    guard let demux = WebPDemux(&d) else { return 0 }
    defer { WebPDemuxDelete(demux) }
    return Int(WebPDemuxGetI(demux, WEBP_FF_FRAME_COUNT))
  }

  private func milliseconds(_ slot: Int) -> Int32 { Int32((Double(slot) * 1000 / fps).rounded()) }

  private func failure() -> AtomicFile.Failure {
    let message = WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? ""
    return AtomicFile.Failure(
      "libwebp: \(message.isEmpty ? "encoding failed" : message)")
  }
}
