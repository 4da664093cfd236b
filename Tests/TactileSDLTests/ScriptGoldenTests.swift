import Foundation
import TactileCore
import TactileSDL
import TactileScenes
import Testing

/// The world sample (every script, every spoiler revealed) as the spoilers page draws it, at 1×
/// and 2× in both themes, against the frames in `Tests/TactileSDLTests/Golden` (made by this
/// test with `TACTILE_UPDATE_GOLDENS=1`, and looked at). The faces are Debian 12's Noto
/// packages, which `make test` installs. Tolerance 0: on a difference the actual frame is
/// written to `out/pixel-failures`.
@Suite struct ScriptGoldenTests {
  static let size = Size(720, 1060)

  static var goldenDirectory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
  }

  @Test(arguments: [Theme.Name.dark, .light], [Float(1), 2])
  func everyScriptLooksAsItDidWhenLookedAt(theme: Theme.Name, scale: Float) throws {
    let source = try SpoilerPixelTests.sample("world.txt")
    let frame = try SpoilerPixelTests.pageFrame(
      source, size: Self.size, scale: scale, theme: theme == .dark ? Theme.dark : Theme.light)
    let name = "world-\(theme)@\(Int(scale))x.png"
    let golden = Self.goldenDirectory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["TACTILE_UPDATE_GOLDENS"] == "1" {
      try FileManager.default.createDirectory(
        at: Self.goldenDirectory, withIntermediateDirectories: true)
      _ = try PNGCodec.write(frame, to: golden.path)
      return
    }
    let expected = try PNGCodec.read(golden.path)
    let differing = frame.pixelsDiffering(from: expected)
    if differing.count != 0 {
      let dir = PixelAssert.failureDirectory
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      _ = try PNGCodec.write(frame, to: dir.appendingPathComponent(name).path)
    }
    #expect(
      differing.count == 0, "\(name): \(differing.count) pixels differ in \(differing.box as Any)")
  }
}
