import CGIF
import CWebP
import Foundation
import TactileSDL

/// An animated file read back with the library that wrote its format: the canvas, the loop
/// count, and every frame composited onto the canvas as a viewer shows it.
struct DecodedAnimation {
  var width = 0
  var height = 0
  /// 0 loops forever; nil when the file says nothing (plays once).
  var loopCount: Int?
  var frames: [Image] = []
  /// How long each frame shows, in milliseconds.
  var durations: [Int] = []
  /// GIF only: each stored frame's rectangle (x, y, width, height).
  var rectangles: [(Int, Int, Int, Int)] = []

  struct Failure: Error, CustomStringConvertible { var description: String }

  /// giflib's DGifSlurp: frames composited with their transparency (disposal "do not").
  static func gif(_ path: String) throws -> DecodedAnimation {
    var error: Int32 = 0
    guard let gif = DGifOpenFileName(path, &error) else {
      throw Failure(description: "DGifOpenFileName: \(error)")
    }
    defer { DGifCloseFile(gif, &error) }
    guard DGifSlurp(gif) == GIF_OK else { throw Failure(description: "DGifSlurp failed") }
    var out = DecodedAnimation()
    out.width = Int(gif.pointee.SWidth)
    out.height = Int(gif.pointee.SHeight)
    var canvas = [UInt8](repeating: 0, count: out.width * out.height * 4)
    for i in 0..<Int(gif.pointee.ImageCount) {
      let saved = gif.pointee.SavedImages[i]
      for e in 0..<Int(saved.ExtensionBlockCount) {
        let block = saved.ExtensionBlocks[e]
        if block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11,
          String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self)
            == "NETSCAPE2.0", e + 1 < saved.ExtensionBlockCount
        {
          let sub = saved.ExtensionBlocks[e + 1]
          if sub.ByteCount == 3, sub.Bytes[0] == 1 {
            out.loopCount = Int(sub.Bytes[1]) | Int(sub.Bytes[2]) << 8
          }
        }
      }
      var control = GraphicsControlBlock()
      if DGifSavedExtensionToGCB(gif, Int32(i), &control) != GIF_OK {
        control.DelayTime = 0
        control.TransparentColor = NO_TRANSPARENT_COLOR
      }
      out.durations.append(Int(control.DelayTime) * 10)
      let d = saved.ImageDesc
      out.rectangles.append((Int(d.Left), Int(d.Top), Int(d.Width), Int(d.Height)))
      guard let map = d.ColorMap ?? gif.pointee.SColorMap else {
        throw Failure(description: "frame \(i) has no colour table")
      }
      for y in 0..<Int(d.Height) {
        for x in 0..<Int(d.Width) {
          let index = saved.RasterBits[y * Int(d.Width) + x]
          guard Int32(index) != control.TransparentColor else { continue }
          let c = map.pointee.Colors[Int(index)]
          let o = ((Int(d.Top) + y) * out.width + Int(d.Left) + x) * 4
          canvas[o] = c.Red
          canvas[o + 1] = c.Green
          canvas[o + 2] = c.Blue
          canvas[o + 3] = 255
        }
      }
      out.frames.append(Image(width: out.width, height: out.height, rgba: canvas))
    }
    return out
  }

  /// libwebp's WebPAnimDecoder (which composites the frames itself).
  static func webp(_ path: String) throws -> DecodedAnimation {
    guard let bytes = FileManager.default.contents(atPath: path) else {
      throw Failure(description: "cannot read \(path)")
    }
    return try bytes.withUnsafeBytes { raw in
      var data = WebPData(bytes: raw.bindMemory(to: UInt8.self).baseAddress, size: raw.count)
      var options = WebPAnimDecoderOptions()
      guard WebPAnimDecoderOptionsInit(&options) != 0 else {
        throw Failure(description: "libwebp version mismatch")
      }
      options.color_mode = MODE_RGBA
      options.use_threads = 0
      guard let decoder = WebPAnimDecoderNew(&data, &options) else {
        throw Failure(description: "not an animated WebP")
      }
      defer { WebPAnimDecoderDelete(decoder) }
      var info = WebPAnimInfo()
      guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else {
        throw Failure(description: "WebPAnimDecoderGetInfo failed")
      }
      var out = DecodedAnimation()
      out.width = Int(info.canvas_width)
      out.height = Int(info.canvas_height)
      out.loopCount = Int(info.loop_count)
      var previous: Int32 = 0
      while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
        var buffer: UnsafeMutablePointer<UInt8>?
        var timestamp: Int32 = 0
        guard WebPAnimDecoderGetNext(decoder, &buffer, &timestamp) != 0, let buffer else {
          throw Failure(description: "frame \(out.frames.count) does not decode")
        }
        let count = out.width * out.height * 4
        out.frames.append(
          Image(
            width: out.width, height: out.height,
            rgba: Array(UnsafeBufferPointer(start: buffer, count: count))))
        // The decoder gives each frame's end time.
        out.durations.append(Int(timestamp - previous))
        previous = timestamp
      }
      return out
    }
  }
}

extension Image {
  /// Mean absolute difference of the RGB channels, 0…255.
  func meanDifference(_ other: Image) -> Double {
    precondition(width == other.width && height == other.height)
    var sum = 0
    for i in 0..<rgba.count where i % 4 != 3 { sum += abs(Int(rgba[i]) - Int(other.rgba[i])) }
    return Double(sum) / Double(width * height * 3)
  }

  /// The same over the means of `block × block` tiles: what the eye sees of a dithered image.
  func blockMeanDifference(_ other: Image, block: Int = 4) -> Double {
    precondition(width == other.width && height == other.height)
    var sum = 0.0
    var count = 0
    for by in stride(from: 0, to: height - block + 1, by: block) {
      for bx in stride(from: 0, to: width - block + 1, by: block) {
        for channel in 0..<3 {
          var a = 0
          var b = 0
          for y in by..<(by + block) {
            for x in bx..<(bx + block) {
              a += Int(rgba[(y * width + x) * 4 + channel])
              b += Int(other.rgba[(y * width + x) * 4 + channel])
            }
          }
          sum += abs(Double(a - b)) / Double(block * block)
          count += 1
        }
      }
    }
    return sum / Double(count)
  }
}
