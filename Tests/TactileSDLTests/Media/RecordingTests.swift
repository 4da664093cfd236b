import Foundation
import TactileFiles
import TactileSDL
import Testing

/// A fresh empty directory for one test.
func temporaryDirectory(_ name: String) throws -> String {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("tactile-rec-\(getpid())-\(name)").path
  try? FileManager.default.removeItem(atPath: path)
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Frame `i` of a test clip: a diagonal gradient (more colours than a GIF palette holds, so
/// the quantizer and dithering are exercised) with a white 12 × 12 square moving right.
func clipFrame(_ i: Int, width: Int = 96, height: Int = 64) -> Image {
  var rgba = [UInt8](repeating: 255, count: width * height * 4)
  for y in 0..<height {
    for x in 0..<width {
      let o = (y * width + x) * 4
      let inSquare = (x - 4 - i * 6) >= 0 && (x - 4 - i * 6) < 12 && y >= 20 && y < 32
      rgba[o] = inSquare ? 255 : UInt8(x * 255 / width)
      rgba[o + 1] = inSquare ? 255 : UInt8(y * 255 / height)
      rgba[o + 2] = inSquare ? 255 : UInt8(128 + (x + y) % 64)
    }
  }
  return Image(width: width, height: height, rgba: rgba)
}

/// Records `frames` (one a slot) at `fps` to `path`.
func record(_ frames: [Image], fps: Double, to path: String) throws {
  let recording = try Recording(path: path, fps: fps)
  for (slot, frame) in frames.enumerated() { try recording.add(frame, slot: slot) }
  _ = try recording.finish()
}

@Test func gifReadsBackWithItsFramesSizeTimingAndLoop() throws {
  let dir = try temporaryDirectory("gif")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let frames = (0..<12).map { clipFrame($0) }
  try record(frames, fps: 25, to: "\(dir)/clip.gif")
  let back = try DecodedAnimation.gif("\(dir)/clip.gif")
  #expect(back.width == 96 && back.height == 64)
  #expect(back.loopCount == 0)
  #expect(back.frames.count == 12)
  #expect(back.durations == Array(repeating: 40, count: 12))
  // Only the moving square's neighbourhood is stored after the first frame.
  #expect(back.rectangles[0] == (0, 0, 96, 64))
  for r in back.rectangles.dropFirst() { #expect(r.3 == 12 && r.2 <= 18) }
  // Composited, every frame looks like its source: dithering scatters a small error over
  // the pixels (measured 3.1…3.6 of 255) that averages out over 4 × 4 tiles.
  for (decoded, source) in zip(back.frames, frames) {
    #expect(decoded.meanDifference(source) < 5)
    #expect(decoded.blockMeanDifference(source) < 1.5)
  }
  #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["clip.gif"])
}

@Test func webpReadsBackWithItsFramesSizeTimingAndLoop() throws {
  let dir = try temporaryDirectory("webp")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let frames = (0..<12).map { clipFrame($0) }
  try record(frames, fps: 25, to: "\(dir)/clip.webp")
  let back = try DecodedAnimation.webp("\(dir)/clip.webp")
  #expect(back.width == 96 && back.height == 64)
  #expect(back.loopCount == 0)
  #expect(back.frames.count == 12)
  #expect(back.durations == Array(repeating: 40, count: 12))
  for (decoded, source) in zip(back.frames, frames) {
    #expect(decoded.meanDifference(source) < 4)
  }
  #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["clip.webp"])
}

@Test(arguments: ["gif", "webp"])
func theSameFramesGiveTheSameBytes(ext: String) throws {
  let dir = try temporaryDirectory("same-\(ext)")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let frames = (0..<8).map { clipFrame($0) }
  try record(frames, fps: 30, to: "\(dir)/a.\(ext)")
  try record(frames, fps: 30, to: "\(dir)/b.\(ext)")
  let a = try #require(FileManager.default.contents(atPath: "\(dir)/a.\(ext)"))
  let b = try #require(FileManager.default.contents(atPath: "\(dir)/b.\(ext)"))
  #expect(a.count > 100)
  #expect(a == b)
}

@Test(arguments: ["gif", "webp"])
func aFrameThatChangesNothingLengthensThePreviousOne(ext: String) throws {
  let dir = try temporaryDirectory("still-\(ext)")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let frames = [clipFrame(0), clipFrame(0), clipFrame(0), clipFrame(1)]
  try record(frames, fps: 25, to: "\(dir)/still.\(ext)")
  let back =
    ext == "gif"
    ? try DecodedAnimation.gif("\(dir)/still.gif") : try DecodedAnimation.webp("\(dir)/still.webp")
  #expect(back.frames.count == 2)
  #expect(back.durations == [120, 40])
}

@Test func gifFramesNeverShowForLessThanTwoHundredthsOfASecond() throws {
  let dir = try temporaryDirectory("gif60")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  try record((0..<12).map { clipFrame($0) }, fps: 60, to: "\(dir)/fast.gif")
  let back = try DecodedAnimation.gif("\(dir)/fast.gif")
  #expect(back.durations.allSatisfy { $0 >= 20 })
  // 12 frames at 60 fps last 0.2 s; frames under 2/100 s from the one before are left out.
  #expect(back.durations.reduce(0, +) == 200)
  #expect(back.frames.count == 8)
}

@Test(arguments: ["gif", "webp"])
func framesOfAnotherSizeAreCroppedOrPaddedToTheFirst(ext: String) throws {
  let dir = try temporaryDirectory("resize-\(ext)")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let frames = [clipFrame(0), clipFrame(1, width: 120, height: 40), clipFrame(2, width: 50)]
  try record(frames, fps: 10, to: "\(dir)/r.\(ext)")
  let back =
    ext == "gif"
    ? try DecodedAnimation.gif("\(dir)/r.gif") : try DecodedAnimation.webp("\(dir)/r.webp")
  #expect(back.width == 96 && back.height == 64)
  #expect(back.frames.count == 3)
  // The padding is black: bottom right of the second frame, right of the third.
  let padded = back.frames[2][90, 10]
  #expect(padded.r < 16 && padded.g < 16 && padded.b < 16)
  #expect(try back.frames[1].meanDifference(frames[1].fitted(width: 96, height: 64)) < 4)
}

@Test func fittedCropsAndPadsWithOpaqueBlack() throws {
  let image = Image(width: 2, height: 1, rgba: [1, 2, 3, 255, 4, 5, 6, 255])
  #expect(try image.fitted(width: 1, height: 2).rgba == [1, 2, 3, 255, 0, 0, 0, 255])
  #expect(try image.fitted(width: 3, height: 1).rgba == [1, 2, 3, 255, 4, 5, 6, 255, 0, 0, 0, 255])
}

@Test func badDestinationsFailBeforeAnyFrameWithOneLine() throws {
  let dir = try temporaryDirectory("bad")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  func message(_ path: String) -> String? {
    do {
      _ = try Recording(path: path, fps: 30)
      return nil
    } catch {
      return "\(error)"
    }
  }
  #expect(
    message("\(dir)/x.avi")
      == "cannot record to \(dir)/x.avi: unknown extension \".avi\" (use .gif, .webp or .mp4)")
  #expect(
    message("\(dir)/x") == "cannot record to \(dir)/x: no extension (use .gif, .webp or .mp4)")
  #expect(
    message("\(dir)/missing/x.gif")
      == "cannot write \(dir)/missing/x.gif: no such directory \(dir)/missing")
  try FileManager.default.createDirectory(
    atPath: "\(dir)/taken.webp", withIntermediateDirectories: false)
  #expect(
    message("\(dir)/taken.webp")
      == "cannot write \(dir)/taken.webp: it is a directory, not a regular file")
  #expect(message("\(dir)/ok.GIF") == nil)
  // Nothing is left behind by the failed attempts nor by the dropped one.
  #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["taken.webp"])
}

@Test func aRecordingWithoutFramesOrDroppedLeavesNoFile() throws {
  let dir = try temporaryDirectory("empty")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let empty = try Recording(path: "\(dir)/empty.gif", fps: 30)
  #expect(throws: AtomicFile.Failure.self) { _ = try empty.finish() }
  let dropped = try Recording(path: "\(dir)/dropped.webp", fps: 30)
  try dropped.add(clipFrame(0), slot: 0)
  dropped.discard()
  #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [])
}

@Test func gifPixelsThatDidNotChangeStayExactlyAsShown() throws {
  let dir = try temporaryDirectory("gif-still-pixels")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  // Two small squares in opposite corners change in every frame: the stored rectangle spans
  // the whole gradient between them, which did not change.
  let frames = (0..<6).map { i -> Image in
    var f = clipFrame(0)
    for (x0, y0) in [(2, 2), (84, 52)] {
      for y in y0..<(y0 + 8) {
        for x in x0..<(x0 + 8) {
          let o = (y * f.width + x) * 4
          f.rgba[o] = UInt8(40 * i)
          f.rgba[o + 1] = 255 - UInt8(40 * i)
          f.rgba[o + 2] = 0
        }
      }
    }
    return f
  }
  try record(frames, fps: 25, to: "\(dir)/corners.gif")
  let back = try DecodedAnimation.gif("\(dir)/corners.gif")
  #expect(back.frames.count == 6)
  for i in 1..<back.frames.count {
    #expect(back.rectangles[i] == (2, 2, 90, 58))
    var changed = 0
    for y in 0..<64 {
      for x in 0..<96 {
        let same = frames[i][x, y] == frames[i - 1][x, y]
        if same && back.frames[i][x, y] != back.frames[i - 1][x, y] { changed += 1 }
      }
    }
    #expect(changed == 0, "frame \(i): \(changed) still pixels changed")
    #expect(back.frames[i].blockMeanDifference(frames[i]) < 1.5)
  }
}

@Test(arguments: ["gif", "webp"])
func aRecordingLastsAsLongAsTheRunItRecorded(ext: String) throws {
  let dir = try temporaryDirectory("length-\(ext)")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  // At 1 frame per second, a 1.5 s run has two frames: the last shows for 0.5 s, not for a
  // whole slot.
  let recording = try Recording(path: "\(dir)/half.\(ext)", fps: 1)
  try recording.add(clipFrame(0), slot: 0)
  try recording.add(clipFrame(1), slot: 1)
  let summary = try recording.finish(duration: 1.5)
  #expect(summary.frames == 2 && summary.seconds == 1.5)
  let back =
    ext == "gif"
    ? try DecodedAnimation.gif("\(dir)/half.gif") : try DecodedAnimation.webp("\(dir)/half.webp")
  #expect(back.durations == [1000, 500])
}
