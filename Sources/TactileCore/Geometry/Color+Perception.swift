#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How different two colours look: CIE L*a*b* (D65 white), the CIE76 colour difference ΔE and
/// the WCAG 2 contrast ratio. Alpha is ignored (the colours are taken as opaque).
extension Color {
  /// A channel (0…255) decoded from sRGB to linear light (0…1).
  static func linear(_ channel: UInt8) -> Double {
    let c = Double(channel) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// WCAG 2 relative luminance: 0 for black, 1 for white.
  public var relativeLuminance: Double {
    0.2126 * Color.linear(r) + 0.7152 * Color.linear(g) + 0.0722 * Color.linear(b)
  }

  /// WCAG 2 contrast ratio with `other`, 1…21 (AA asks ≥ 4.5 for body text).
  public func contrastRatio(with other: Color) -> Double {
    let a = relativeLuminance
    let b = other.relativeLuminance
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// CIE L*a*b* under the D65 white point: L* 0…100, a* and b* roughly −128…127.
  public var lab: (l: Double, a: Double, b: Double) {
    let lr = Color.linear(r)
    let lg = Color.linear(g)
    let lb = Color.linear(b)
    let x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047
    let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
    let z = (0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb) / 1.08883
    func f(_ t: Double) -> Double {
      t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116
    }
    let fx = f(x)
    let fy = f(y)
    let fz = f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  /// CIE76 colour difference ΔE*ab with `other` (about 2.3 is just noticeable).
  public func deltaE(to other: Color) -> Double {
    let p = lab
    let q = other.lab
    let dl = p.l - q.l
    let da = p.a - q.a
    let db = p.b - q.b
    return (dl * dl + da * da + db * db).squareRoot()
  }
}
