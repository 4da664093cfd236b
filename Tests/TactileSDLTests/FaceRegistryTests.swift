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
        counter.add(); return base.covering($0, $1, $2, $3)
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
      covering: { _, _, _, skipping in skipping == 0 ? FontLocation(path: bad.path) : nil },
      family: { _ in nil })
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

  /// A letter carrying a mark: the face must draw the mark too (as written, composed or
  /// decomposed); a letter with a mark of another script that no one face draws is a box of
  /// its own, said once, and the space after it is a space wide.
  @Test func aMarkTheFaceLacksSendsItsLetterToAFaceThatHasItOrToABox() throws {
    let fixture = try SDLFixture.shared.get()
    try fixture.exclusively {
      let fonts = try FontCache(
        assets: AssetLocator.locate(), session: fixture.session, lookup: .fontconfig)
      let metrics = SDLFontMetrics(fonts: fonts, scale: 1)
      // The bundled face has é but not the combining acute (U+0301) or Devanagari's udatta.
      #expect(metrics.hasGlyph("e\u{301}", font: .regular(17)))
      #expect(!metrics.hasGlyph("b\u{301}", font: .regular(17)))
      #expect(!metrics.hasGlyph("a\u{951}", font: .regular(17)))
      #expect(metrics.hasGlyph("a\u{200D}", font: .regular(17)))
      let text = "a\u{951} b\u{301} b"
      let l = TextLayout(text: text, font: .regular(17), width: 500, metrics: metrics)
      #expect(l.measured.missingGraphemes == 1)
      let faces = l.runs.map(\.font.face)
      #expect(faces.count == 3 && faces[0] == .missing)
      #expect(faces.count == 3 && faces[1].fallbackIndex != nil && faces[2] == .regular)
      let report = fonts.registry.takeMissingReport() ?? ""
      #expect(report.contains("U+0061 U+0951 together"), "\(report)")
      let space = metrics.advance(of: " ", font: .regular(17))
      let gap = l.runs[1].x - (l.runs[0].x + l.runs[0].width)
      #expect(abs(gap - space) < 0.5, "the space after the box is \(gap) pt, not \(space)")
      // Another mark on the same letter is another grapheme, looked up for itself.
      _ = TextLayout(text: "a\u{952}", font: .regular(17), width: 500, metrics: metrics)
      #expect(fonts.registry.takeMissingReport()?.contains("U+0061 U+0952") == true)
      _ = TextLayout(text: text, font: .regular(17), width: 300, metrics: metrics)
      #expect(fonts.registry.takeMissingReport() == nil)
    }
  }
}

extension FaceRegistryTests {
  /// A damaged copy of Noto Sans Arabic first in the system's order (a user's truncated font in
  /// ~/.local/share/fonts): it is passed over for the next installed face that covers the text,
  /// so Arabic is drawn, not boxes; the report names the file that does not open and sends the
  /// user to no package (fonts-noto-core, which it once named, is installed).
  @Test func aDamagedFontFirstInTheSystemsOrderIsPassedOverForTheNext() throws {
    let fixture = try SDLFixture.shared.get()
    let good = try #require(
      FontConfigLookupShim.arabic, "fonts-noto-core's Noto Sans Arabic is installed")
    let bad = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tactile-truncated-arabic-\(getpid()).ttf")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: good.path))
    try bytes.prefix(bytes.count / 3).write(to: bad)
    defer { try? FileManager.default.removeItem(at: bad) }
    let lookup = FaceLookup(
      covering: { scalars, script, bold, skipping in
        skipping == 0
          ? FontLocation(path: bad.path)
          : FaceLookup.fontconfig.covering(scalars, script, bold, skipping - 1)
      },
      family: { FaceLookup.fontconfig.family($0) })
    try fixture.exclusively {
      let fonts = try FontCache(
        assets: AssetLocator.locate(), session: fixture.session, lookup: lookup)
      let metrics = SDLFontMetrics(fonts: fonts, scale: 1)
      let l = TextLayout(
        text: "العربية والفارسية", font: .regular(17), width: 500, metrics: metrics)
      #expect(l.measured.missingGraphemes == 0)
      #expect(!l.runs.contains { $0.font.face == .missing })
      let report = fonts.registry.takeMissingReport() ?? ""
      #expect(report.contains(bad.path) && report.contains("does not open"), "\(report)")
      #expect(!report.contains("install"), "\(report)")
    }
  }

  /// The advice for text no installed face draws names only packages not installed.
  @Test func theAdviceNamesOnlyPackagesNotInstalled() {
    let report = ScriptLanguages.missingReport(["\u{0860}"])  // Syriac supplement: not in core.
    #expect(ScriptLanguages.isInstalled("fonts-noto-core"))
    #expect(!report.contains("fonts-noto-core or"), "\(report)")
    if !ScriptLanguages.isInstalled("fonts-noto-extra") {
      #expect(report.contains("install fonts-noto-extra"), "\(report)")
    }
  }
}

/// The installed Noto Sans Arabic, as the system's font configuration finds it.
private enum FontConfigLookupShim {
  static var arabic: FontLocation? {
    FaceLookup.fontconfig.covering(["ب"], ScriptTag("Arab"), false, 0)
  }
}

extension FaceRegistryTests {
  /// Random bytes as text: what no face draws is said in at most two lines, whatever the
  /// text's length (a line per pair of a letter and a mark no face draws together once grew
  /// with the input: 215 lines).
  @Test func randomBytesAreReportedInAtMostTwoLines() throws {
    let fixture = try SDLFixture.shared.get()
    var random = SeededRandom(seed: 5)
    let bytes = (0..<60_000).map { _ in UInt8(truncatingIfNeeded: random.int(below: 256)) }
    let text = String(decoding: bytes, as: UTF8.self)
    try fixture.exclusively {
      let fonts = try FontCache(
        assets: AssetLocator.locate(), session: fixture.session, lookup: .fontconfig)
      let metrics = SDLFontMetrics(fonts: fonts, scale: 1)
      _ = TextLayout(text: text, font: .regular(17), width: 500, metrics: metrics)
      let report = try #require(fonts.registry.takeMissingReport())
      #expect(report.split(separator: "\n").count <= 2, "\(report.prefix(2_000))")
      #expect(report.contains("more such graphemes together"))
    }
  }
}
