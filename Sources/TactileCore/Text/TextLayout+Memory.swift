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
      + storageBytes(shapeWidth) + storageBytes(shapeWordGraphemes)
      + storageBytes(shapeGlyphStart) + storageBytes(shapeGlyphCount) + storageBytes(glyphID)
      + storageBytes(glyphAdvance) + storageBytes(glyphGrapheme) + storageBytes(offsetGlyphs)
      + storageBytes(offsets) + storageBytes(styles) + storageBytes(styleFonts)
      + storageBytes(paragraphStart) + storageBytes(paragraphLevel)
  }
}

extension TextLayout {
  /// The bytes this layout holds: its measured text's and its lines', runs' and segments'
  /// positions.
  public var memoryFootprint: Int {
    measured.memoryFootprint + storageBytes(lines) + storageBytes(runs)
      + storageBytes(segmentX)
  }
}
