/// An RGBA image in memory (8 bits per channel, straight alpha, row-major, no padding).
import TactileCore

public struct Image: Equatable, Sendable {
  public var width: Int
  public var height: Int
  public var rgba: [UInt8]

  public init(width: Int, height: Int, rgba: [UInt8]) {
    precondition(rgba.count == width * height * 4)
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// `width × height` transparent black pixels, allocated through `PixelMemory` (throws its
  /// `Shortage`, naming `what`).
  public init(width: Int, height: Int, what: String) throws {
    self.width = width
    self.height = height
    rgba = try PixelMemory.array(repeating: 0, count: width * height * 4, for: what)
  }

  /// The pixel at (x, y) as (r, g, b, a).
  public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = (y * width + x) * 4
    return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
  }
}

extension Image {
  /// This image on a `width × height` canvas: cropped at the right and bottom, or padded
  /// there with opaque black. Throws `PixelMemory.Shortage`.
  public func fitted(width w: Int, height h: Int) throws -> Image {
    var out = try PixelMemory.array(
      repeating: UInt8(0), count: w * h * 4, for: "a \(w)×\(h) recorded frame")
    for i in stride(from: 3, to: out.count, by: 4) { out[i] = 255 }
    let columns = min(w, width) * 4
    for y in 0..<min(h, height) {
      out.replaceSubrange(
        (y * w * 4)..<(y * w * 4 + columns), with: rgba[(y * width * 4)..<(y * width * 4 + columns)]
      )
    }
    return Image(width: w, height: h, rgba: out)
  }
}
