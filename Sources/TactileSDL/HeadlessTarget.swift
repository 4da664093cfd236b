import TactileCore

/// Renders without a display: a `SoftwareRenderer` of `size × scale` pixels.
public final class HeadlessTarget {
  public let renderer: SoftwareRenderer
  /// Size in points; pixels are `size × scale`.
  public private(set) var size: Size
  public let scale: Float
  /// The fonts the renderer draws with.
  public let fonts: FontCache

  /// Throws `PixelMemory.Shortage` when the frame's pixels cannot be allocated.
  public init(size: Size, scale: Float = 1, fonts: FontCache) throws {
    self.size = size
    self.scale = scale
    self.fonts = fonts
    let w = Int32(clamping: Int(max(1, (size.width * scale).rounded())))
    let h = Int32(clamping: Int(max(1, (size.height * scale).rounded())))
    renderer = try SoftwareRenderer(width: w, height: h, scale: scale, fonts: fonts)
  }
}
