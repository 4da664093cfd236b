/// Which font face a text run uses. The platform layer maps faces to font files.
public enum FontFace: UInt8, Hashable, Sendable, CaseIterable {
  /// The text font (Latin and Cyrillic).
  case regular
  /// The text font's heavier weight, for titles and labels.
  case semibold
  /// The colour-emoji font (a bitmap font: the platform renders it once and scales).
  case emoji
}

/// A face at a size. `size` is in points; the platform rasterizes at `size × pixel density`.
public struct FontSpec: Hashable, Sendable {
  public var face: FontFace
  public var size: Float

  @inlinable public init(_ face: FontFace, size: Float) {
    self.face = face
    self.size = size
  }

  /// The size in whole pixels the platform rasterizes this font at, `scale` pixels per point.
  @inlinable public func pixelSize(atScale scale: Float) -> Int32 {
    Int32(clamping: Int((size * scale).rounded()))
  }

  public static func regular(_ size: Float) -> FontSpec { FontSpec(.regular, size: size) }
  public static func semibold(_ size: Float) -> FontSpec { FontSpec(.semibold, size: size) }
  public static func emoji(_ size: Float) -> FontSpec { FontSpec(.emoji, size: size) }
}
