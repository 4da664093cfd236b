import TactileCore
import Testing

@Test func aBlockTooLargeIsAShortageNamingItNotAnAbort() {
  #expect(
    throws: PixelMemory.Shortage(what: "a huge frame", bytes: 1 << 60)
  ) { try PixelMemory.check(1 << 58, of: UInt32.self, for: "a huge frame") }
  #expect(throws: PixelMemory.Shortage.self) {
    _ = try PixelMemory.array(repeating: UInt8(0), count: 1 << 60, for: "x")
  }
  #expect(throws: PixelMemory.Shortage.self) {
    _ = try PixelMemory.allocate(1 << 60, of: UInt32.self, for: "x")
  }
  #expect(throws: Never.self) { try PixelMemory.check(64 << 20, of: UInt8.self, for: "y") }
  #expect(
    "\(PixelMemory.Shortage(what: "a frame of 32768×16384 pixels", bytes: 2_147_483_648))"
      == "not enough memory for a frame of 32768×16384 pixels (2.1 GB)")
}

/// Where a shortage cannot be thrown (the ink's buffer sized by a layout), the buffer becomes
/// empty and the shortage is reported for the app to take after the frame.
@Test func inkPixelsThatCannotBeHadLeaveAnEmptyBufferAndAReport() {
  _ = PixelMemory.takeReport()
  let buffer = PixelBuffer(width: 4, height: 4)
  buffer.resize(width: 1 << 31, height: 1 << 31)
  #expect(buffer.width == 0 && buffer.height == 0)
  #expect(PixelMemory.takeReport()?.what.contains("pixels of ink") == true)
  #expect(PixelMemory.takeReport() == nil)
  buffer.resize(width: 8, height: 2)
  #expect(buffer.width == 8 && buffer.pixels.count >= 16)
}
