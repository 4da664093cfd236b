/// An sRGB colour with straight (not premultiplied) alpha, 8 bits per channel.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8
  public var a: UInt8

  @inlinable public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// From `0xRRGGBB` and an opacity in 0…1.
  @inlinable public init(hex: UInt32, opacity: Float = 1) {
    self.init(
      r: UInt8((hex >> 16) & 0xFF), g: UInt8((hex >> 8) & 0xFF), b: UInt8(hex & 0xFF),
      a: Color.byte(opacity))
  }

  /// Red, green and blue as the low bits of an ARGB pixel (`0x00RRGGBB`).
  @inlinable public var rgb: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

  public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
  public static let black = Color(r: 0, g: 0, b: 0)
  public static let white = Color(r: 255, g: 255, b: 255)

  /// The same colour with its alpha multiplied by `opacity` (clamped to 0…1).
  @inlinable public func withOpacity(_ opacity: Float) -> Color {
    var c = self
    c.a = Color.byte(Float(a) / 255 * opacity)
    return c
  }

  /// Per-channel linear interpolation (alpha included): `self` at 0, `other` at 1.
  @inlinable public func mix(_ other: Color, _ t: Float) -> Color {
    @inline(__always) func m(_ x: UInt8, _ y: UInt8) -> UInt8 {
      Color.byte((Float(x) + (Float(y) - Float(x)) * min(max(t, 0), 1)) / 255)
    }
    return Color(r: m(r, other.r), g: m(g, other.g), b: m(b, other.b), a: m(a, other.a))
  }

  /// A unit float (clamped to 0…1, NaN → 0) as a rounded byte.
  @inlinable public static func byte(_ unit: Float) -> UInt8 {
    guard unit > 0 else { return 0 }
    return unit >= 1 ? 255 : UInt8((unit * 255).rounded())
  }

  public var description: String {
    let hex = (UInt32(r) << 24) | (UInt32(g) << 16) | (UInt32(b) << 8) | UInt32(a)
    let s = String(hex, radix: 16)
    return "#" + String(repeating: "0", count: 8 - s.count) + s
  }
}
