import CGIF
import CImageQuant
import TactileCore
import TactileFiles

/// Looping animated GIF through giflib, each frame's palette chosen by libimagequant with
/// Floyd–Steinberg dithering.
///
/// Only what changed is stored: a frame is the rectangle around the pixels that differ from
/// the previous frame, and inside it the pixels that did not change are transparent (the
/// frames are composited, never cleared). A frame that changes nothing lengthens the one
/// before.
///
/// GIF delays are whole hundredths of a second and browsers slow delays under 2/100 s down to
/// 10/100 s, so a frame less than `minimumDelay` after the one before is left out.
final class GIFEncoder: AnimationEncoder {
  /// The shortest delay kept, in hundredths of a second.
  static let minimumDelay = 2
  /// libimagequant's speed (1 slowest / best … 10 fastest): its default offline, the fastest
  /// live.
  static func quantizerSpeed(_ effort: Recording.Effort) -> Int32 { effort == .best ? 4 : 10 }

  private let width: Int
  private let height: Int
  private let fps: Double
  private let output: Output
  private let gif: UnsafeMutablePointer<GifFileType>
  private let attributes: OpaquePointer
  /// The last frame handed in (what the source looked like).
  private var previousSource: [UInt8] = []
  /// The last quantized frame, written once the next one fixes its delay.
  private var pending: PendingFrame?
  /// Frames written to the file.
  private var written = 0

  private struct PendingFrame {
    var x, y, width, height: Int
    var indices: [UInt8]
    var palette: [GifColorType]
    var transparentIndex: Int32
    /// When it starts showing, in hundredths of a second.
    var start: Int
  }

  /// Writes through `file`, which it does not commit.
  init(file: AtomicFile, width: Int, height: Int, fps: Double, effort: Recording.Effort) throws {
    self.width = width
    self.height = height
    self.fps = fps
    output = Output(file: file)
    var error: Int32 = 0
    guard
      let g = EGifOpen(
        Unmanaged.passUnretained(output).toOpaque(),
        { gif, bytes, count in
          let output = Unmanaged<Output>.fromOpaque(gif!.pointee.UserData).takeUnretainedValue()
          return output.write(bytes, count: Int(count)) ? count : 0
        }, &error)
    else {
      throw AtomicFile.Failure("cannot start a GIF: \(GIFEncoder.message(error))")
    }
    gif = g
    guard let a = liq_attr_create() else {
      EGifCloseFile(g, &error)
      throw AtomicFile.Failure("cannot start libimagequant")
    }
    attributes = a
    liq_set_speed(a, GIFEncoder.quantizerSpeed(effort))
    // One index of 256 stays free for transparency.
    liq_set_max_colors(a, 255)
    EGifSetGifVersion(g, true)
    try check(EGifPutScreenDesc(g, Int32(width), Int32(height), 8, 0, nil))
    // The NETSCAPE2.0 application extension: loop forever (count 0).
    try check(EGifPutExtensionLeader(g, APPLICATION_EXT_FUNC_CODE))
    try check(EGifPutExtensionBlock(g, 11, "NETSCAPE2.0"))
    try check([UInt8]([1, 0, 0]).withUnsafeBytes { EGifPutExtensionBlock(g, 3, $0.baseAddress) })
    try check(EGifPutExtensionTrailer(g))
  }

  deinit {
    liq_attr_destroy(attributes)
    var error: Int32 = 0
    if !closed { EGifCloseFile(gif, &error) }
  }

  private var closed = false

  func add(_ frame: Image, slot: Int) throws {
    precondition(frame.width == width && frame.height == height)
    let start = centiseconds(slot)
    if let pending, start - pending.start < GIFEncoder.minimumDelay { return }
    guard let box = changedBox(frame.rgba) else { return }
    if let p = pending { try write(p, delay: start - p.start) }
    pending = try quantize(frame.rgba, box: box, start: start)
    previousSource = frame.rgba
  }

  func finish(end: Double) throws -> (frames: Int, seconds: Double) {
    var last = 0
    if let p = pending {
      last = max(p.start + GIFEncoder.minimumDelay, Int((end * 100).rounded()))
      try write(p, delay: last - p.start)
      pending = nil
    }
    var error: Int32 = 0
    closed = true
    guard EGifCloseFile(gif, &error) == GIF_OK else { throw failure(error) }
    if let e = output.error { throw e }
    return (written, Double(last) / 100)
  }

  private func centiseconds(_ slot: Int) -> Int { Int((Double(slot) * 100 / fps).rounded()) }

  /// The smallest rectangle holding every pixel that differs from the previous frame (the
  /// whole canvas for the first frame); nil when nothing changed.
  private func changedBox(_ rgba: [UInt8]) -> (x: Int, y: Int, width: Int, height: Int)? {
    guard previousSource.count == rgba.count else { return (0, 0, width, height) }
    var minX = width
    var minY = height
    var maxX = -1
    var maxY = -1
    rgba.withUnsafeBytes { cur in
      previousSource.withUnsafeBytes { old in
        let c = cur.bindMemory(to: UInt32.self)
        let o = old.bindMemory(to: UInt32.self)
        for y in 0..<height {
          let row = y * width
          var first = -1
          var last = -1
          for x in 0..<width where c[row + x] != o[row + x] {
            if first < 0 { first = x }
            last = x
          }
          guard first >= 0 else { continue }
          minX = min(minX, first)
          maxX = max(maxX, last)
          if minY == height { minY = y }
          maxY = y
        }
      }
    }
    guard maxX >= 0 else { return nil }
    return (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }

  /// Quantizes the box of the frame (up to 255 colours); pixels that did not change since the
  /// previous frame become the 256th, transparent index: the viewer keeps showing them.
  private func quantize(
    _ rgba: [UInt8], box: (x: Int, y: Int, width: Int, height: Int), start: Int
  ) throws -> PendingFrame {
    var crop = try GIFEncoder.crop(rgba, canvasWidth: width, box)
    var indices = try PixelMemory.array(
      repeating: UInt8(0), count: box.width * box.height, for: "a GIF frame's colour indices")
    var palette: [GifColorType] = []
    try crop.withUnsafeMutableBytes { cropBytes in
      guard
        let image = liq_image_create_rgba(
          attributes, cropBytes.baseAddress!, Int32(box.width), Int32(box.height), 0)
      else { throw AtomicFile.Failure("libimagequant refused a frame") }
      defer { liq_image_destroy(image) }
      var result: OpaquePointer?
      guard liq_image_quantize(image, attributes, &result) == LIQ_OK, let result else {
        throw AtomicFile.Failure("libimagequant could not quantize a frame")
      }
      defer { liq_result_destroy(result) }
      liq_set_dithering_level(result, 1)
      let ok = indices.withUnsafeMutableBytes {
        liq_write_remapped_image(result, image, $0.baseAddress!, $0.count)
      }
      guard ok == LIQ_OK else {
        throw AtomicFile.Failure("libimagequant could not remap a frame")
      }
      // The palette is final only after the remap.
      let p = liq_get_palette(result)!.pointee
      withUnsafeBytes(of: p.entries) { raw in
        for e in raw.bindMemory(to: liq_color.self).prefix(Int(p.count)) {
          palette.append(GifColorType(Red: e.r, Green: e.g, Blue: e.b))
        }
      }
    }
    var transparent: Int32 = NO_TRANSPARENT_COLOR
    if previousSource.count == rgba.count {
      let t = UInt8(palette.count)
      var used = false
      rgba.withUnsafeBytes { cur in
        previousSource.withUnsafeBytes { old in
          let c = cur.bindMemory(to: UInt32.self)
          let o = old.bindMemory(to: UInt32.self)
          for row in 0..<box.height {
            let canvasRow = (box.y + row) * width + box.x
            for col in 0..<box.width where c[canvasRow + col] == o[canvasRow + col] {
              indices[row * box.width + col] = t
              used = true
            }
          }
        }
      }
      if used {
        transparent = Int32(t)
        palette.append(GifColorType())
      }
    }
    return PendingFrame(
      x: box.x, y: box.y, width: box.width, height: box.height, indices: indices,
      palette: palette, transparentIndex: transparent, start: start)
  }

  private func write(_ frame: PendingFrame, delay: Int) throws {
    var control = GraphicsControlBlock(
      DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(delay),
      TransparentColor: frame.transparentIndex)
    var extensionBytes = [GifByteType](repeating: 0, count: 4)
    let length = EGifGCBToExtension(&control, &extensionBytes)
    try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))
    // A GIF colour table holds a power of two entries (2…256).
    var size = 2
    while size < frame.palette.count { size *= 2 }
    let colors = frame.palette + Array(repeating: GifColorType(), count: size - frame.palette.count)
    guard let map = GifMakeMapObject(Int32(size), colors) else {
      throw AtomicFile.Failure("giflib could not make a colour table")
    }
    defer { GifFreeMapObject(map) }
    try check(
      EGifPutImageDesc(
        gif, Int32(frame.x), Int32(frame.y), Int32(frame.width), Int32(frame.height), false, map))
    var indices = frame.indices
    try check(EGifPutLine(gif, &indices, Int32(indices.count)))
    written += 1
  }

  private static func crop(
    _ rgba: [UInt8], canvasWidth: Int, _ box: (x: Int, y: Int, width: Int, height: Int)
  ) throws -> [UInt8] {
    try PixelMemory.check(box.width * box.height * 4, of: UInt8.self, for: "a GIF frame")
    var out = [UInt8]()
    out.reserveCapacity(box.width * box.height * 4)
    for y in box.y..<(box.y + box.height) {
      let start = (y * canvasWidth + box.x) * 4
      out.append(contentsOf: rgba[start..<(start + box.width * 4)])
    }
    return out
  }

  private func check(_ rc: Int32) throws {
    guard rc == GIF_OK else { throw failure(gif.pointee.Error) }
  }

  /// The write error that stopped giflib, else giflib's own message.
  private func failure(_ code: Int32) -> Error {
    output.error ?? AtomicFile.Failure("giflib: \(GIFEncoder.message(code))")
  }

  private static func message(_ code: Int32) -> String {
    GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
  }

  /// Where giflib's bytes go; keeps the first write error.
  private final class Output {
    let file: AtomicFile
    var error: Error?
    init(file: AtomicFile) { self.file = file }

    func write(_ bytes: UnsafePointer<GifByteType>?, count: Int) -> Bool {
      guard error == nil, let bytes else { return false }
      do {
        try file.write(UnsafeRawBufferPointer(start: bytes, count: count))
        return true
      } catch {
        self.error = error
        return false
      }
    }
  }
}
