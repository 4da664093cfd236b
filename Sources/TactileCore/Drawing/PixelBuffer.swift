/// A CPU-side image the core draws into (particles), which the platform uploads as one
/// streaming texture.
///
/// Pixels are 32-bit straight-alpha ARGB (`0xAARRGGBB`), row-major, `width × height`
/// *pixels* (not points). Coverage layers such as particles are white with the coverage in
/// alpha and get their colour from the draw command's tint: SDL's software renderer blends
/// straight alpha only (it has no premultiplied blend mode), and a tint keeps one buffer
/// valid for any theme. The platform re-uploads only when `generation` has changed since
/// its last upload. A reference type so that a frame's DrawList can name it without copying.
public final class PixelBuffer {
  public private(set) var width: Int
  public private(set) var height: Int
  /// Row-major straight-alpha ARGB pixels, `width * height` of them.
  public var pixels: [UInt32]
  /// Bumped by every writer that changed `pixels`.
  public private(set) var generation: UInt64 = 0

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.pixels = Array(repeating: 0, count: self.width * self.height)
  }

  /// Changes the size and clears the pixels. Keeps the allocation when it is large enough but
  /// not more than twice the new size, so that one huge window (a 4000×3000 point window at
  /// 2× is 192 MB) is not held for the rest of the run.
  public func resize(width w: Int, height h: Int) {
    let w = max(0, w)
    let h = max(0, h)
    if w == width && h == height { return }
    width = w
    height = h
    let count = w * h
    if pixels.count < count || pixels.count > 2 * count {
      pixels = Array(repeating: 0, count: count)
    } else {
      // Only the first `count` pixels are ever read; the rest is cleared by a later resize.
      pixels.withUnsafeMutableBufferPointer { p in
        p.baseAddress?.update(repeating: 0, count: count)
      }
    }
    markChanged()
  }

  /// Sets every pixel to transparent black.
  public func clear() {
    pixels.withUnsafeMutableBufferPointer { p in
      guard let base = p.baseAddress else { return }
      base.update(repeating: 0, count: width * height)
    }
    markChanged()
  }

  /// Records that `pixels` changed, so the platform uploads them again.
  public func markChanged() { generation &+= 1 }
}
