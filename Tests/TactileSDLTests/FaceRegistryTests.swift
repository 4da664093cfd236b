import Foundation
import TactileCore
import Testing

@testable import TactileSDL

/// Faces found through the system (fontconfig here): each script gets a face made for it,
/// found once; a face the system lists but that does not open is never used.
@Suite struct FaceRegistryTests {
  /// Counts the lookups that reach the system.
  final class Counter: @unchecked Sendable {
    // Sendable: the count is guarded by the lock.
    private let lock = NSLock()
    private var n = 0
    func add() {
      lock.lock()
      n += 1
      lock.unlock()
    }
    var count: Int {
      lock.lock()
      defer { lock.unlock() }
      return n
    }
  }

  static func counting(_ counter: Counter, _ base: FaceLookup) -> FaceLookup {
    FaceLookup(
      covering: {
        counter.add(); return base.covering($0, $1, $2)
      },
      family: {
        counter.add(); return base.family($0)
      })
  }

  @Test func everyScriptGetsTheNotoFaceMadeForItOnceAndASteadyLayoutAsksNothing() throws {
    let fixture = try SDLFixture.shared.get()
    let counter = Counter()
    try fixture.exclusively {
      let fonts = try FontCache(
        assets: AssetLocator.locate(), session: fixture.session,
        lookup: Self.counting(counter, .fontconfig))
      let metrics = SDLFontMetrics(fonts: fonts, scale: 1)
      let text = try SpoilerPixelTests.sample("world.txt")
      _ = TextLayout(text: text, font: .regular(17), width: 500, metrics: metrics)
      let names = Set(metrics.faceNames().values)
      for family in [
        "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans CJK SC",
        "Noto Sans CJK JP", "Noto Sans Thai", "Noto Color Emoji",
      ] {
        #expect(names.contains(family), "\(family) not among \(names.sorted())")
      }
      let asked = counter.count
      #expect(asked > 0)
      // The same text again, at another width and size: every face is known already.
      _ = TextLayout(text: text, font: .regular(17), width: 300, metrics: metrics)
      _ = TextLayout(text: text, font: .regular(22), width: 700, metrics: metrics)
      #expect(counter.count == asked)
      #expect(fonts.registry.takeMissingReport() == nil)
    }
  }

  @Test func aFaceTheSystemListsButThatDoesNotOpenIsNeverUsed() throws {
    let fixture = try SDLFixture.shared.get()
    let bad = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tactile-not-a-font-\(getpid()).ttf")
    try Data("<html>404</html>".utf8).write(to: bad)
    defer { try? FileManager.default.removeItem(at: bad) }
    let lookup = FaceLookup(
      covering: { _, _, _ in FontLocation(path: bad.path) }, family: { _ in nil })
    try fixture.exclusively {
      let fonts = try FontCache(
        assets: AssetLocator.locate(), session: fixture.session, lookup: lookup)
      let metrics = SDLFontMetrics(fonts: fonts, scale: 1)
      let l = TextLayout(text: "abc กขค", font: .regular(17), width: 500, metrics: metrics)
      #expect(l.measured.missingGraphemes == 3)
      #expect(l.runs.contains { $0.font.face == .missing })
      let report = fonts.registry.takeMissingReport() ?? ""
      #expect(report.contains("does not open"))
      #expect(report.contains("U+0E01"))
      // Said once.
      _ = TextLayout(text: "กขค", font: .regular(17), width: 500, metrics: metrics)
      #expect(fonts.registry.takeMissingReport() == nil)
    }
  }
}
