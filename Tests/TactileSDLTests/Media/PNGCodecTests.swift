import Foundation
import TactileCore
import TactileSDL
import Testing

/// A temporary file path unique to this process and test.
private func temporaryPath(_ name: String) -> String {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("tactile-png-\(getpid())-\(name).png").path
}

private func randomImage(width: Int, height: Int, seed: UInt64) -> Image {
  var random = SeededRandom(seed: seed)
  let bytes = (0..<(width * height * 4)).map { _ in UInt8(random.int(below: 256)) }
  return Image(width: width, height: height, rgba: bytes)
}

@Test(arguments: [(1, 1, UInt64(1)), (37, 23, 2), (256, 3, 3)])
func pngRoundTripsRandomPixelsExactly(width: Int, height: Int, seed: UInt64) throws {
  let image = randomImage(width: width, height: height, seed: seed)
  let path = temporaryPath("\(width)x\(height)")
  defer { try? FileManager.default.removeItem(atPath: path) }
  _ = try PNGCodec.write(image, to: path)
  let back = try PNGCodec.read(path)
  #expect(back.width == width && back.height == height)
  #expect(back == image)
}

@Test func pngEncodingStartsWithTheSignatureAndHeader() throws {
  let bytes = try PNGCodec.encode(randomImage(width: 300, height: 2, seed: 9))
  #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
  // Width 300 = 0x12C, height 2, big-endian; 8 bits, colour type 6 (RGBA).
  #expect(Array(bytes[16..<26]) == [0, 0, 1, 0x2C, 0, 0, 0, 2, 8, 6])
  #expect(String(decoding: bytes.suffix(8).prefix(4), as: UTF8.self) == "IEND")
}

@Test func readingAMissingOrForeignFileFails() throws {
  #expect(throws: PNGCodec.Failure.self) { try PNGCodec.read("/nonexistent/tactile.png") }
  let path = temporaryPath("not-a-png")
  defer { try? FileManager.default.removeItem(atPath: path) }
  try Data("hello, not a png".utf8).write(to: URL(fileURLWithPath: path))
  #expect(throws: PNGCodec.Failure.self) { try PNGCodec.read(path) }
}
