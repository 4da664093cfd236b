import TactileCore

/// An image with its successive halvings (a mipmap chain), premultiplied: shrinking it to
/// any size reads about one to four source pixels per destination pixel from the level just
/// larger than the destination, instead of the whole footprint in the full-size image.
///
/// Made once per colour emoji (109 px, the font's only bitmap strike); `ImageScaler` draws it.
/// Not thread-safe: prepare it (`prepare(shownAt:_:)`) while no one draws it.
public final class MipmappedImage {
  /// The image scaled for a size it is shown at: straight ARGB for a `width × height` pixel
  /// rect whose origin lies on a whole pixel, as `ImageScaler` sets it (untinted).
  public struct Shown {
    public let width: Float
    public let height: Float
    let columns: Int
    let pixels: [UInt32]

    /// Runs `body` with the pixels as a surface (read only).
    func withSurface(_ body: (PixelSurface) -> Void) {
      pixels.withUnsafeBufferPointer { p in
        guard let base = p.baseAddress else { return }
        body(
          PixelSurface(
            base: UnsafeMutablePointer(mutating: base), width: columns,
            height: pixels.count / columns, stride: columns))
      }
    }
  }

  /// One level: `width × height` pixels at `offset` in `pixels`.
  public struct Level: Sendable {
    public var width: Int
    public var height: Int
    var offset: Int
  }

  /// Level 0 is the image itself; each next one half the size (rounded up), down to 1 × 1.
  public private(set) var levels: [Level] = []
  /// Premultiplied ARGB, every level back to back.
  private(set) var pixels: [UInt32] = []
  /// The image as prepared for the sizes it is shown at, the latest last (at most
  /// `shownSizes`).
  public private(set) var shown: [Shown] = []
  /// How many sizes of an image are kept scaled: text of a few sizes may show one emoji.
  public static let shownSizes = 4

  /// Copies `image` (straight alpha) and builds the chain.
  public init(_ image: PixelSurface) {
    var w = image.width
    var h = image.height
    guard w > 0, h > 0 else { return }
    pixels.reserveCapacity(w * h * 4 / 3 + 64)
    levels.append(Level(width: w, height: h, offset: 0))
    for y in 0..<h {
      let row = image.row(y)
      for x in 0..<w { pixels.append(MipmappedImage.premultiply(row[x])) }
    }
    while w > 1 || h > 1 {
      let previous = levels[levels.count - 1]
      let nw = (w + 1) / 2
      let nh = (h + 1) / 2
      let offset = pixels.count
      for y in 0..<nh {
        for x in 0..<nw {
          // The 2 × 2 block (fewer at an odd edge), averaged per channel.
          var sum = (0 as UInt32, 0 as UInt32, 0 as UInt32, 0 as UInt32)
          var n: UInt32 = 0
          for dy in 0..<2 where 2 * y + dy < h {
            for dx in 0..<2 where 2 * x + dx < w {
              let p = pixels[previous.offset + (2 * y + dy) * w + 2 * x + dx]
              sum.0 += p >> 24
              sum.1 += (p >> 16) & 0xFF
              sum.2 += (p >> 8) & 0xFF
              sum.3 += p & 0xFF
              n += 1
            }
          }
          let half = n / 2
          pixels.append(
            ((sum.0 + half) / n) << 24 | ((sum.1 + half) / n) << 16 | ((sum.2 + half) / n) << 8
              | ((sum.3 + half) / n))
        }
      }
      levels.append(Level(width: nw, height: nh, offset: offset))
      w = nw
      h = nh
    }
  }

  /// Scales the image once for `width × height` pixels (an emoji in a line of text keeps its
  /// size), so that drawing it there untinted copies pixels instead of scaling again. Keeps
  /// `shownSizes` sizes: preparing another drops the one prepared first.
  public func prepare(shownAt width: Float, _ height: Float) {
    guard shown(width, height) == nil,
      let s = ImageScaler.scaled(self, width: width, height: height)
    else { return }
    if shown.count == Self.shownSizes { shown.removeFirst() }
    shown.append(s)
  }

  /// The image as prepared for `width × height` pixels, if it was.
  func shown(_ width: Float, _ height: Float) -> Shown? {
    shown.first { $0.width == width && $0.height == height }
  }

  /// The smallest level at least `width × height` (level 0 when the image is smaller).
  public func level(atLeast width: Float, _ height: Float) -> Int {
    var l = 0
    while l + 1 < levels.count, Float(levels[l + 1].width) >= width,
      Float(levels[l + 1].height) >= height
    {
      l += 1
    }
    return l
  }

  /// Runs `body` with level `index`'s premultiplied pixels (row-major, `width` per row).
  func withLevel<R>(_ index: Int, _ body: (UnsafePointer<UInt32>, Level) -> R) -> R {
    let level = levels[index]
    return pixels.withUnsafeBufferPointer { body($0.baseAddress! + level.offset, level) }
  }

  @inline(__always) static func premultiply(_ p: UInt32) -> UInt32 {
    let a = p >> 24
    return a << 24 | PixelSurface.mul255((p >> 16) & 0xFF, a) << 16
      | PixelSurface.mul255((p >> 8) & 0xFF, a) << 8 | PixelSurface.mul255(p & 0xFF, a)
  }
}
