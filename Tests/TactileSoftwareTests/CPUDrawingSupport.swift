import TactileCore

@testable import TactileSoftware

/// A small ARGB canvas for the CPU drawing tests, filled with one colour.
final class TestCanvas {
  var pixels: [UInt32]
  let width: Int
  let height: Int

  init(width: Int, height: Int, fill: UInt32) {
    self.width = width
    self.height = height
    pixels = Array(repeating: fill, count: width * height)
  }

  subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

  /// Runs `body` with a `PixelSurface` over the pixels.
  func with<R>(_ body: (PixelSurface) -> R) -> R {
    pixels.withUnsafeMutableBufferPointer {
      body(PixelSurface(base: $0.baseAddress!, width: width, height: height, stride: width))
    }
  }

  var bounds: PixelBox { PixelBox(x0: 0, y0: 0, x1: width, y1: height) }

  static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }
  static func red(_ p: UInt32) -> UInt32 { (p >> 16) & 0xFF }
}

/// A mesh of one triangle per three points, all vertices `color`.
func mesh(_ triangles: [Vec2], color: Color) -> Mesh {
  var m = Mesh()
  for (i, p) in triangles.enumerated() {
    m.vertices.append(MeshVertex(p, color))
    m.indices.append(Int32(i))
  }
  return m
}
