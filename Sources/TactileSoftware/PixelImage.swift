import TactileCore

/// A block of straight-alpha ARGB pixels this object owns (a headless frame, a layer, a text
/// atlas page): `surface` views it, at a fixed address, for as long as the image lives.
public final class PixelImage {
  public let surface: PixelSurface

  /// `width × height` pixels, all `fill`; throws `PixelMemory.Shortage` when they cannot be
  /// allocated. `what` names the image in that message.
  public init(width: Int, height: Int, fill: UInt32 = 0, what: String) throws {
    let w = max(0, width)
    let h = max(0, height)
    let (count, overflow) = w.multipliedReportingOverflow(by: h)
    let base = try PixelMemory.allocate(
      overflow ? .max : count, of: UInt32.self, for: "\(what) of \(w)×\(h) pixels")
    if fill != 0 { base.update(repeating: fill, count: max(1, count)) }
    surface = PixelSurface(base: base, width: w, height: h, stride: w)
  }

  deinit { PixelMemory.release(surface.base) }

  public var width: Int { surface.width }
  public var height: Int { surface.height }
}
