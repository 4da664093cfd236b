import CPNG
import Foundation
import TactileCore
import TactileFiles

/// PNG files through libpng's simplified API: 8-bit RGBA out, any PNG in (converted to 8-bit
/// RGBA).
public enum PNGCodec {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// PNG bytes for an image.
  public static func encode(_ image: Image) throws -> [UInt8] {
    var png = pngImage(width: image.width, height: image.height)
    var size: png_alloc_size_t = 0
    let stride = png_int_32(image.width * 4)
    guard png_image_write_to_memory(&png, nil, &size, 0, image.rgba, stride, nil) != 0 else {
      throw failure(&png, "cannot encode a PNG")
    }
    var bytes = try PixelMemory.array(repeating: UInt8(0), count: Int(size), for: "the PNG")
    let ok = bytes.withUnsafeMutableBytes {
      png_image_write_to_memory(&png, $0.baseAddress, &size, 0, image.rgba, stride, nil)
    }
    guard ok != 0 else { throw failure(&png, "cannot encode a PNG") }
    bytes.removeSubrange(Int(size)...)
    return bytes
  }

  /// Writes the image to `path` through `AtomicFile` (the destination is checked before the
  /// image is encoded). Throws `AtomicFile.Failure` ("cannot write PATH: reason"); returns
  /// `AtomicFile.commit()`'s notice.
  public static func write(_ image: Image, to path: String) throws -> String? {
    let file = try AtomicFile(path: path)
    let bytes = try encode(image)
    try bytes.withUnsafeBytes { try file.write($0) }
    return try file.commit()
  }

  /// Reads any PNG as 8-bit RGBA.
  public static func read(_ path: String) throws -> Image {
    var png = pngImage(width: 0, height: 0)
    guard png_image_begin_read_from_file(&png, path) != 0 else {
      throw failure(&png, "cannot read \(path)")
    }
    png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    let width = Int(png.width)
    let height = Int(png.height)
    var rgba = try PixelMemory.array(
      repeating: UInt8(0), count: width * height * 4, for: "a \(width)×\(height) PNG")
    let ok = rgba.withUnsafeMutableBytes {
      png_image_finish_read(&png, nil, $0.baseAddress, png_int_32(width * 4), nil)
    }
    guard ok != 0 else { throw failure(&png, "cannot read \(path)") }
    return Image(width: width, height: height, rgba: rgba)
  }

  private static func pngImage(width: Int, height: Int) -> png_image {
    var png = png_image()
    png.version = UInt32(PNG_IMAGE_VERSION)
    png.width = UInt32(width)
    png.height = UInt32(height)
    png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    return png
  }

  /// libpng's message for the failure; frees what the image holds.
  private static func failure(_ png: inout png_image, _ what: String) -> Failure {
    let message = withUnsafeBytes(of: png.message) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    png_image_free(&png)
    return Failure(description: "\(what): \(message)")
  }
}
