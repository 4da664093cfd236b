import Foundation
import TactileTestSupport
import Testing

@testable import TactileCore
@testable import TactileScenes

/// The `telegram-desktop` ink against Telegram Desktop's own algorithm
/// (`TelegramDesktopInkReference`), both measured over the page's spoiler rects, one per line
/// (`InkFigures`), for two seconds of display frames at 60 Hz.
@Suite struct TelegramDesktopInkTests {
  /// Display frames measured: two seconds at 60 Hz.
  static let frames = 121

  /// The page with the sample text and the `telegram-desktop` ink, at `ratio` pixels a point.
  static func makePage(ratio: Int) -> SpoilersPage {
    var context = SceneContext(
      metrics: FixedWidthMetrics(advance: 8), theme: .dark, reducedMotion: false, seed: 3)
    context.content = PageContent(spoilerText: PageContent.fallbackSpoilerText)
    context.tuning.apply(.ink(.telegramDesktop))
    return SpoilersPage(
      context: context, frame: PageFrame(size: Size(1280, 800), pixelScale: Float(ratio)))
  }

  /// Each line's spoiler rect on `page`, as pixels of its ink buffer at `ratio`.
  static func boxes(_ page: SpoilersPage, ratio: Int) -> [InkFigures.Box] {
    (0..<page.text.spoilerCount).flatMap { i in
      page.fragmentsInWindow(i).map {
        InkFigures.Box($0, origin: page.viewport.origin, scale: Float(ratio))
      }
    }
  }

  /// Coverage of `boxes`' pixels from `pixel(x, y)`.
  static func read(_ boxes: [InkFigures.Box], _ pixel: (Int, Int) -> Float) -> [Float] {
    var out: [Float] = []
    for b in boxes {
      for y in b.y0..<b.y1 {
        for x in b.x0..<b.x1 { out.append(pixel(x, y)) }
      }
    }
    return out
  }

  /// The page's ink at `ratio`, display frame after display frame.
  static func ours(ratio: Int) -> (InkFigures, [[Float]]) {
    var page = makePage(ratio: ratio)
    let boxes = Self.boxes(page, ratio: ratio)
    let scale = Float(ratio)
    var kept: [[Float]] = []
    let figures = InkFigures.measure(boxes: boxes, frames: frames) { k in
      if k > 0 { page.update(.test(dt: 1.0 / 60, pixelScale: scale)) }
      var list = DrawList()
      page.draw(into: &list, .test(pixelScale: scale))
      var buffer: PixelBuffer? = nil
      for case .pixels(let b, _, _) in list.commands { buffer = b }
      guard let buffer else { return read(boxes) { _, _ in 0 } }
      let frame = read(boxes) { x, y in
        guard x >= 0, y >= 0, x < buffer.width, y < buffer.height else { return 0 }
        return Float(buffer.pixels[y * buffer.width + x] >> 24) / 255
      }
      if k < sheetFrames { kept.append(frame) }
      return frame
    }
    return (figures, kept)
  }

  /// Telegram Desktop's ink over the same rects, anchored at the same origin.
  static func reference(ratio: Int) -> (InkFigures, [[Float]]) {
    let page = makePage(ratio: ratio)
    let boxes = Self.boxes(page, ratio: ratio)
    let tile = TelegramDesktopInkReference(ratio: ratio, seed: 5)
    var kept: [[Float]] = []
    let figures = InkFigures.measure(boxes: boxes, frames: frames) { k in
      let frame = TelegramDesktopInkReference.frame(atMilliseconds: k * 1000 / 60)
      let coverage = read(boxes) { x, y in tile.coverage(frame: frame, x: x, y: y) }
      if k < sheetFrames { kept.append(coverage) }
      return coverage
    }
    return (figures, kept)
  }

  /// Both, measured once per ratio for every test of the suite.
  static let measured: [Int: (ours: InkFigures, reference: InkFigures)] = {
    var out: [Int: (InkFigures, InkFigures)] = [:]
    for ratio in [1, 2] {
      let (o, oFrames) = ours(ratio: ratio)
      let (r, rFrames) = reference(ratio: ratio)
      out[ratio] = (o, r)
      writeSheets(
        ratio: ratio, ours: oFrames, reference: rFrames,
        figures: "\(ratio)x ours: \(o)\n\(ratio)x theirs: \(r)\n")
    }
    return out
  }()

  @Test(arguments: [1, 2])
  func weightIsTelegramDesktops(_ ratio: Int) throws {
    let (ours, reference) = try #require(Self.measured[ratio])
    #expect(abs(ours.weight / reference.weight - 1) <= 0.10, "ours: \(ours); theirs: \(reference)")
  }

  @Test(arguments: [1, 2])
  func boilIsTelegramDesktops(_ ratio: Int) throws {
    let (ours, reference) = try #require(Self.measured[ratio])
    #expect(abs(ours.boil / reference.boil - 1) <= 0.15, "ours: \(ours); theirs: \(reference)")
  }

  @Test(arguments: [1, 2])
  func dotsPopAsTelegramDesktops(_ ratio: Int) throws {
    let (ours, reference) = try #require(Self.measured[ratio])
    #expect(abs(ours.pops - reference.pops) <= 0.05, "ours: \(ours); theirs: \(reference)")
  }

  @Test(arguments: [1, 2])
  func stepsAsOftenAsTelegramDesktop(_ ratio: Int) throws {
    let (ours, reference) = try #require(Self.measured[ratio])
    #expect(
      abs(ours.stepsPerSecond / reference.stepsPerSecond - 1) <= 0.10,
      "ours: \(ours); theirs: \(reference)")
  }

  @Test(arguments: [1, 2])
  func inkCoversEachLinesSpan(_ ratio: Int) throws {
    let (ours, reference) = try #require(Self.measured[ratio])
    #expect(ours.inkedShare >= 0.97, "ours: \(ours); theirs: \(reference)")
  }

  /// Frames kept for the sheets.
  static let sheetFrames = 8

  /// With `TACTILE_INK_SHEETS` set to a folder: writes the first frames of both inks over the
  /// first line's rect there, as PGM (`reference-2x.pgm`, `ours-2x.pgm`: frames one under the
  /// other, white ink on black), and appends the figures to `figures.txt`.
  static func writeSheets(ratio: Int, ours: [[Float]], reference: [[Float]], figures: String) {
    guard let folder = ProcessInfo.processInfo.environment["TACTILE_INK_SHEETS"] else { return }
    let table = "\(folder)/figures.txt"
    let before = (try? String(contentsOfFile: table, encoding: .utf8)) ?? ""
    try? (before + figures).write(toFile: table, atomically: true, encoding: .utf8)
    let page = makePage(ratio: ratio)
    let boxes = Self.boxes(page, ratio: ratio)
    guard let first = boxes.first else { return }
    let w = first.x1 - first.x0
    let h = first.y1 - first.y0
    for (name, frames) in [("ours", ours), ("reference", reference)] {
      var bytes = Array("P5\n\(w) \(h * frames.count)\n255\n".utf8)
      for frame in frames {
        bytes += frame[0..<(w * h)].map { UInt8(min(max($0 * 255, 0), 255).rounded()) }
      }
      _ = FileManager.default.createFile(
        atPath: "\(folder)/\(name)-\(ratio)x.pgm", contents: Data(bytes))
    }
  }
}
