/// An RGBA image in memory (8 bits per channel, straight alpha, row-major, no padding).
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

  /// The pixel at (x, y) as (r, g, b, a).
  public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = (y * width + x) * 4
    return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
  }
}
