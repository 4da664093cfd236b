import TactileCore

/// A block of straight-alpha ARGB pixels this object owns (a headless frame, a layer, a text
/// atlas page): `surface` views it, at a fixed address, for as long as the image lives.
public final class PixelImage {
  public let surface: PixelSurface

  /// `width × height` pixels, all `fill`.
  public init(width: Int, height: Int, fill: UInt32 = 0) {
    let w = max(0, width)
    let h = max(0, height)
    let base = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, w * h))
    base.initialize(repeating: fill, count: max(1, w * h))
    surface = PixelSurface(base: base, width: w, height: h, stride: w)
  }

  deinit { surface.base.deallocate() }

  public var width: Int { surface.width }
  public var height: Int { surface.height }
}
