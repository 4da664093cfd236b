import CZlib
import Foundation

/// Writes and reads 8-bit RGBA PNG files (the subset the screenshots and pixel tests need).
public enum PNGCodec {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// PNG bytes for an image (filter "none", zlib level 6).
  public static func encode(_ image: Image) throws -> [UInt8] {
    let stride = image.width * 4
    var raw = [UInt8]()
    raw.reserveCapacity((stride + 1) * image.height)
    for y in 0..<image.height {
      raw.append(0)
      raw.append(contentsOf: image.rgba[(y * stride)..<((y + 1) * stride)])
    }
    var destLen = compressBound(uLong(raw.count))
    var compressed = [UInt8](repeating: 0, count: Int(destLen))
    let rc = compress2(&compressed, &destLen, raw, uLong(raw.count), 6)
    guard rc == Z_OK else { throw Failure(description: "zlib compress failed (\(rc))") }
    compressed.removeSubrange(Int(destLen)...)

    var out = signature
    var ihdr = [UInt8]()
    ihdr += bigEndian(UInt32(image.width))
    ihdr += bigEndian(UInt32(image.height))
    ihdr += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filters, no interlace
    chunk("IHDR", ihdr, into: &out)
    chunk("IDAT", compressed, into: &out)
    chunk("IEND", [], into: &out)
    return out
  }

  /// Writes the image to `path` atomically.
  public static func write(_ image: Image, to path: String) throws {
    let bytes = try encode(image)
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw Failure(description: "cannot write \(path): \(reason(writing: path, error))")
    }
  }

  /// A short reason a write to `path` failed, in the terms of the path (Foundation's own
  /// message on Linux is "The operation could not be completed…").
  private static func reason(writing path: String, _ error: Error) -> String {
    let files = FileManager.default
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      return "it is a directory"
    }
    guard files.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      return "no such directory \(directory)"
    }
    guard isDirectory.boolValue else { return "\(directory) is not a directory" }
    guard files.isWritableFile(atPath: directory) else {
      return "permission denied in \(directory)"
    }
    return error.localizedDescription
  }

  /// Reads an 8-bit RGBA or RGB, non-interlaced PNG (as written by this codec or ImageMagick).
  public static func read(_ path: String) throws -> Image {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure(description: "cannot read \(path)")
    }
    let b = [UInt8](data)
    guard b.count > 8, Array(b[0..<8]) == signature else {
      throw Failure(description: "\(path) is not a PNG")
    }
    var i = 8
    var width = 0
    var height = 0
    var channels = 4
    var idat = [UInt8]()
    while i + 8 <= b.count {
      let len = Int(
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3]))
      let type = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
      let body = (i + 8)..<min(b.count, i + 8 + len)
      if type == "IHDR" {
        let h = Array(b[body])
        width = Int(UInt32(h[0]) << 24 | UInt32(h[1]) << 16 | UInt32(h[2]) << 8 | UInt32(h[3]))
        height = Int(UInt32(h[4]) << 24 | UInt32(h[5]) << 16 | UInt32(h[6]) << 8 | UInt32(h[7]))
        guard h[8] == 8, h[12] == 0, h[9] == 6 || h[9] == 2 else {
          throw Failure(description: "\(path): only 8-bit RGB(A) non-interlaced PNGs are read")
        }
        channels = h[9] == 6 ? 4 : 3
      } else if type == "IDAT" {
        idat += b[body]
      } else if type == "IEND" {
        break
      }
      i += 12 + len
    }
    let stride = width * channels
    var rawLen = uLong((stride + 1) * height)
    var raw = [UInt8](repeating: 0, count: Int(rawLen))
    guard uncompress(&raw, &rawLen, idat, uLong(idat.count)) == Z_OK else {
      throw Failure(description: "\(path): corrupt image data")
    }
    var out = [UInt8](repeating: 255, count: width * height * 4)
    var prev = [UInt8](repeating: 0, count: stride)
    var cur = [UInt8](repeating: 0, count: stride)
    for y in 0..<height {
      let f = raw[y * (stride + 1)]
      for x in 0..<stride {
        let v = raw[y * (stride + 1) + 1 + x]
        let a = x >= channels ? Int(cur[x - channels]) : 0
        let up = Int(prev[x])
        let c = x >= channels ? Int(prev[x - channels]) : 0
        var pred = 0
        switch f {
        case 1: pred = a
        case 2: pred = up
        case 3: pred = (a + up) / 2
        case 4:
          let p = a + up - c
          let pa = abs(p - a)
          let pb = abs(p - up)
          let pc = abs(p - c)
          pred = (pa <= pb && pa <= pc) ? a : (pb <= pc ? up : c)
        default: pred = 0
        }
        cur[x] = UInt8(truncatingIfNeeded: Int(v) + pred)
      }
      for x in 0..<width {
        for ch in 0..<channels { out[(y * width + x) * 4 + ch] = cur[x * channels + ch] }
      }
      swap(&prev, &cur)
    }
    return Image(width: width, height: height, rgba: out)
  }

  private static func bigEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  private static func chunk(_ type: String, _ body: [UInt8], into out: inout [UInt8]) {
    out += bigEndian(UInt32(body.count))
    let typeBytes = Array(type.utf8)
    out += typeBytes
    out += body
    var crc = crc32(0, typeBytes, 4)
    crc = body.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
    out += bigEndian(UInt32(crc))
  }
}
