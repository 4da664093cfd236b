import Foundation
import TactileCore
import TactileSDL
import Testing

/// Colour expectations on a rendered image, with tolerance. Each failed expectation is
/// reported as a test issue at the caller's line; `finish()` then writes the actual image to
/// `out/pixel-failures/<test>.png` with the failed expectations next to it in `<test>.txt`.
final class PixelAssert {
  /// Per-channel difference allowed for "this pixel is that colour".
  static let defaultTolerance = 3

  let image: Image
  let testName: String
  private var expectations: [String] = []
  private var failures: [String] = []

  init(_ image: Image, test: String = #function) {
    self.image = image
    // "filledRect()" → "filledRect".
    testName = String(test.prefix { $0 != "(" })
  }

  /// The pixel at (x, y) as a `Color`.
  func color(_ x: Int, _ y: Int) -> Color {
    let p = image[x, y]
    return Color(r: p.r, g: p.g, b: p.b, a: p.a)
  }

  /// Whether every channel of `a` is within `tolerance` of `b`.
  static func isNear(_ a: Color, _ b: Color, tolerance: Int = defaultTolerance) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
      && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
  }

  /// Whether `c` is a blend of `a` and `b` that is neither of them: every channel within the
  /// two ends (± tolerance) and at least one channel more than `tolerance` from each end.
  static func isBetween(_ c: Color, _ a: Color, _ b: Color, tolerance: Int = defaultTolerance)
    -> Bool
  {
    let channels = [(c.r, a.r, b.r), (c.g, a.g, b.g), (c.b, a.b, b.b), (c.a, a.a, b.a)]
    for (v, x, y) in channels {
      let lo = Int(min(x, y)) - tolerance
      let hi = Int(max(x, y)) + tolerance
      if Int(v) < lo || Int(v) > hi { return false }
    }
    return !isNear(c, a, tolerance: tolerance) && !isNear(c, b, tolerance: tolerance)
  }

  /// Expects the pixel at (x, y) to be `expected` ± tolerance.
  func expect(
    _ x: Int, _ y: Int, is expected: Color, tolerance: Int = defaultTolerance, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = color(x, y)
    check(
      PixelAssert.isNear(actual, expected, tolerance: tolerance),
      "\(what): pixel (\(x), \(y)) should be \(expected) ±\(tolerance), is \(actual)",
      sourceLocation)
  }

  /// Expects the pixel at (x, y) to be an anti-aliased blend strictly between `a` and `b`.
  func expect(
    _ x: Int, _ y: Int, between a: Color, and b: Color, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = color(x, y)
    check(
      PixelAssert.isBetween(actual, a, b),
      "\(what): pixel (\(x), \(y)) should be strictly between \(a) and \(b), is \(actual)",
      sourceLocation)
  }

  /// Expects every pixel for which `where` holds to be `expected` ± tolerance.
  func expectAll(
    is expected: Color, tolerance: Int = defaultTolerance, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation, where include: (Int, Int) -> Bool
  ) {
    var bad = 0
    var first: (Int, Int, Color)? = nil
    for y in 0..<image.height {
      for x in 0..<image.width where include(x, y) {
        let c = color(x, y)
        if !PixelAssert.isNear(c, expected, tolerance: tolerance) {
          bad += 1
          if first == nil { first = (x, y, c) }
        }
      }
    }
    let detail = first.map { " (first at (\($0.0), \($0.1)): \($0.2))" } ?? ""
    check(
      bad == 0,
      "\(what): all such pixels should be \(expected) ±\(tolerance); \(bad) are not"
        + detail, sourceLocation)
  }

  /// Expects no pixel for which `where` holds to be `unexpected` ± tolerance.
  func expectNone(
    is unexpected: Color, tolerance: Int = defaultTolerance, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation, where include: (Int, Int) -> Bool
  ) {
    var bad = 0
    var first: (Int, Int)? = nil
    for y in 0..<image.height {
      for x in 0..<image.width
      where include(x, y) && PixelAssert.isNear(color(x, y), unexpected, tolerance: tolerance) {
        bad += 1
        if first == nil { first = (x, y) }
      }
    }
    let detail = first.map { " (first at (\($0.0), \($0.1)))" } ?? ""
    check(
      bad == 0, "\(what): no such pixel should be \(unexpected); \(bad) are" + detail,
      sourceLocation)
  }

  /// Compares the image with a shape given by the signed distance from each pixel's centre to
  /// its outline, in pixels (< 0 inside): `fill` where the distance is ≤ −margin, `background`
  /// where it is ≥ margin. The band between is left to anti-aliasing and pixel snapping.
  func expectShape(
    _ what: String, fill: Color, background: Color, margin: Float,
    sourceLocation: SourceLocation = #_sourceLocation,
    signedDistance: (_ x: Float, _ y: Float) -> Float
  ) {
    func d(_ x: Int, _ y: Int) -> Float { signedDistance(Float(x) + 0.5, Float(y) + 0.5) }
    expectAll(is: fill, "\(what), inside by \(margin) px", sourceLocation: sourceLocation) {
      d($0, $1) <= -margin
    }
    expectAll(
      is: background, "\(what), outside by \(margin) px", sourceLocation: sourceLocation
    ) { d($0, $1) >= margin }
  }

  /// Expects the `count` pixels from (x, y) in steps of (dx, dy) to run from `start` to `end`
  /// (each ± tolerance), every one a mix of the two, at least one strictly between them, and
  /// never turning back towards `start`: an anti-aliased edge.
  func expectEdge(
    from x: Int, _ y: Int, step dx: Int, _ dy: Int, count: Int, from start: Color,
    to end: Color, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let t = PixelAssert.defaultTolerance
    let run = (0..<count).map { color(x + $0 * dx, y + $0 * dy) }
    let progress = run.map { PixelAssert.progress($0, from: start, to: end) }
    let blended = run.contains { PixelAssert.isBetween($0, start, end) }
    let inRange = run.allSatisfy {
      PixelAssert.isBetween($0, start, end)
        || PixelAssert.isNear($0, start, tolerance: t) || PixelAssert.isNear($0, end, tolerance: t)
    }
    let monotone = zip(progress, progress.dropFirst()).allSatisfy { $1 >= $0 - 0.02 }
    check(
      PixelAssert.isNear(run[0], start) && PixelAssert.isNear(run[count - 1], end) && blended
        && inRange && monotone,
      "\(what): pixels from (\(x), \(y)) step (\(dx), \(dy)) should go from \(start) to "
        + "\(end) through a blend; are \(run.map(\.description).joined(separator: " "))",
      sourceLocation)
  }

  /// How far `c` is from `a` towards `b`, 0…1, on the channel where they differ most.
  static func progress(_ c: Color, from a: Color, to b: Color) -> Double {
    let channels = [(c.r, a.r, b.r), (c.g, a.g, b.g), (c.b, a.b, b.b)]
    let (v, x, y) = channels.max { abs(Int($0.2) - Int($0.1)) < abs(Int($1.2) - Int($1.1)) }!
    guard x != y else { return 0 }
    return Double(Int(v) - Int(x)) / Double(Int(y) - Int(x))
  }

  /// The area painted with `fill` over `background`, in pixels: each pixel counts by how far
  /// its colour has moved from the background towards the fill.
  func coverage(of fill: Color, over background: Color) -> Double {
    var sum = 0.0
    for y in 0..<image.height {
      for x in 0..<image.width {
        sum += min(1, max(0, PixelAssert.progress(color(x, y), from: background, to: fill)))
      }
    }
    return sum
  }

  /// Records a condition computed by the test itself.
  func expect(
    _ condition: Bool, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    check(condition, what, sourceLocation)
  }

  private func check(_ ok: Bool, _ message: String, _ location: SourceLocation) {
    expectations.append((ok ? "ok    " : "FAILED") + " " + message)
    if !ok {
      failures.append(message)
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
  }

  /// Writes the image and the expectations when any failed.
  func finish() {
    guard !failures.isEmpty else { return }
    let dir = PixelAssert.failureDirectory
    do {
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      let png = dir.appendingPathComponent("\(testName).png")
      _ = try PNGCodec.write(image, to: png.path)
      let text =
        "\(testName): \(image.width)x\(image.height) px\n"
        + expectations.joined(separator: "\n") + "\n"
      try text.write(
        to: dir.appendingPathComponent("\(testName).txt"), atomically: true, encoding: .utf8)
    } catch {
      Issue.record("cannot write the failure image: \(error)")
    }
  }

  /// `out/pixel-failures` in the package root.
  static var failureDirectory: URL {
    URL(fileURLWithPath: #filePath)  // Tests/TactileSDLTests/PixelAssert.swift
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("out").appendingPathComponent("pixel-failures")
  }
}

extension Image {
  /// The pixels where some channel (alpha included) differs from `other`'s by more than
  /// `tolerance`, as a count and their bounding box in pixels; `Int.max` and nil when the two
  /// images differ in size.
  func pixelsDiffering(from other: Image, tolerance: Int = 0) -> (count: Int, box: Rect?) {
    guard width == other.width, height == other.height else { return (Int.max, nil) }
    var n = 0
    var x0 = Int.max
    var y0 = Int.max
    var x1 = -1
    var y1 = -1
    rgba.withUnsafeBufferPointer { p in
      other.rgba.withUnsafeBufferPointer { q in
        for i in stride(from: 0, to: p.count, by: 4) {
          var d = 0
          for c in 0..<4 { d = max(d, abs(Int(p[i + c]) - Int(q[i + c]))) }
          guard d > tolerance else { continue }
          n += 1
          let x = (i / 4) % width
          let y = (i / 4) / width
          x0 = min(x0, x)
          y0 = min(y0, y)
          x1 = max(x1, x)
          y1 = max(y1, y)
        }
      }
    }
    let box =
      n == 0
      ? nil
      : Rect(x: Float(x0), y: Float(y0), width: Float(x1 - x0 + 1), height: Float(y1 - y0 + 1))
    return (n, box)
  }
}
