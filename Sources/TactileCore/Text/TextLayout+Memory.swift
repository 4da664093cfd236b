/// The bytes an array's storage takes: its capacity's elements.
@inline(__always) func storageBytes<T>(_ array: [T]) -> Int {
  array.capacity * MemoryLayout<T>.stride
}

extension MeasuredText {
  /// The bytes this value holds: its text's UTF-8, its segments, shapes and glyphs (the
  /// storage of its arrays, reserved capacity included; not the few dictionaries of faces).
  public var memoryFootprint: Int {
    text.utf8.count + storageBytes(byteStart) + storageBytes(graphemeStart)
      + storageBytes(flags) + storageBytes(style) + storageBytes(shape)
      + storageBytes(shapeWidth) + storageBytes(shapeSpaceWidth) + storageBytes(shapeWordGraphemes)
      + storageBytes(shapeGlyphStart) + storageBytes(shapeGlyphCount) + storageBytes(glyphID)
      + storageBytes(glyphAdvance) + storageBytes(glyphGrapheme) + storageBytes(offsetGlyphs)
      + storageBytes(offsets) + storageBytes(styles) + storageBytes(styleFonts)
      + storageBytes(paragraphStart) + storageBytes(paragraphLevel)
  }
}

extension TextLayout {
  /// The most memory a text needs while it is laid out and kept, in bytes per byte of its
  /// source (segments, shapes, glyphs, lines, a spoiler's pieces, and the copies made on the
  /// way): the memory checked for before a long text is laid out (`checkMemory`). It is above
  /// the peak resident memory a byte adds to the most costly text measured (a spoiler around
  /// every letter; docs/performance.md has the figures), so that a text that passes the check
  /// does not run out halfway.
  public static let memoryPerByte = 20

  /// Checks that a text of `bytes` bytes can be laid out with the memory there is now
  /// (`memoryPerByte` bytes per byte, asked of the system up front), so that a text too long
  /// for it is a one-line error rather than an abort halfway through its layout.
  public static func checkMemory(forTextOf bytes: Int, what: String) throws(PixelMemory.Shortage) {
    try PixelMemory.check(bytes, of: (UInt32, UInt32, UInt32, UInt32, UInt32).self, for: what)
  }

  /// The bytes this layout holds: its measured text's and its lines', runs' and segments'
  /// positions.
  public var memoryFootprint: Int {
    measured.memoryFootprint + storageBytes(lines) + storageBytes(runs)
      + storageBytes(segmentX)
  }
}
