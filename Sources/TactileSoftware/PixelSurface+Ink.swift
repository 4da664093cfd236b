extension PixelSurface {
  /// The rows from the first to the last that hold a pixel with some alpha (straight-alpha
  /// ARGB); empty when none does. A text run's image has the font's full height, its glyphs
  /// often far less: the rows around them are clear.
  public var rowsWithInk: Range<Int> {
    var first = 0
    while first < height && !Self.hasInk(row(first), count: width) { first += 1 }
    guard first < height else { return 0..<0 }
    var end = height
    while !Self.hasInk(row(end - 1), count: width) { end -= 1 }
    return first..<end
  }

  /// Rows `rows` (within the surface) as a surface of their own, over the same pixels.
  public func rows(_ rows: Range<Int>) -> PixelSurface {
    precondition(rows.lowerBound >= 0 && rows.upperBound <= height, "rows outside the surface")
    return PixelSurface(
      base: row(rows.lowerBound), width: width, height: rows.count, stride: stride)
  }

  private static func hasInk(_ pixels: UnsafeMutablePointer<UInt32>, count: Int) -> Bool {
    var any: UInt32 = 0
    for i in 0..<count { any |= pixels[i] }
    return any & 0xFF00_0000 != 0
  }
}
