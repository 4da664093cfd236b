/// Draws a `ParticleField`'s live particles into a `PixelBuffer` as small square dots.
///
/// Dots are in one colour (white unless told) with their coverage in alpha
/// (`(a << 24) | rgb`). Drawing them in their final colour lets the platform blend the buffer
/// without colour modulation, which SDL's software renderer does several times faster. Overlapping dots accumulate with "over" compositing,
/// a_out = a + b(1 − a), in 8-bit integer math.
///
/// The rasterizer remembers which pixel boxes it wrote (one per drawn region: the region's
/// rect plus a dot's margin, clipped) and clears only those next time, so a frame costs in
/// proportion to the dust, not to the buffer. If the buffer was changed by someone else (its
/// `generation` moved, e.g. a resize) or a different buffer is passed, it clears the whole
/// buffer once instead. Keep one rasterizer per buffer. The boxes drawn are declared to the
/// buffer (`PixelBuffer.inkBoxes`), so the platform uploads and blends only them.
public struct ParticleRasterizer {
  /// Largest dot edge, pixels: bounds the work of one particle whatever the scale.
  static let maximumDotPixels = 64

  /// Boxes written by the last `rasterize`, to be cleared by the next.
  private(set) var dirtyBoxes: [PixelBox] = []
  private weak var lastBuffer: PixelBuffer?
  private var lastGeneration: UInt64 = 0
  /// Scratch for `drawDots`: offsets, near and far coverages of one batch, and the 2-pixel
  /// dots among them.
  private var plan = [Int32](repeating: 0, count: 4 * batchSize)
  /// Dots drawn (at least partly) by the last `rasterize`.
  public private(set) var lastDrawnCount = 0

  public init() {}

  /// Replaces last frame's dots in `buffer` with the live particles of `field`.
  ///
  /// - Parameters:
  ///   - origin: the buffer's top-left corner in the particles' coordinates (points), e.g. the
  ///     text view's origin in text coordinates (which includes the scroll offset).
  ///   - scale: pixels per point. A dot is `size × scale` pixels wide, rounded, at least 1,
  ///     centred on its particle. Not positive or not finite: nothing is drawn.
  ///   - clip: optional rect in the particles' coordinates (points); pixels outside it are
  ///     left alone.
  ///   - color: the dots' colour (its alpha is ignored: coverage is the alpha).
  /// - Returns: the number of dots drawn.
  @discardableResult
  public mutating func rasterize(
    _ field: ParticleField, into buffer: PixelBuffer, origin: Vec2, scale: Float,
    clip: Rect? = nil, color: Color = .white
  ) -> Int {
    let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    var changed = false
    if lastBuffer !== buffer || buffer.generation != lastGeneration {
      buffer.clear()
      dirtyBoxes.removeAll(keepingCapacity: true)
      changed = true
    }
    let width = buffer.width
    let height = buffer.height
    var drawn = 0
    var boxes: [PixelBox] = []
    swap(&boxes, &dirtyBoxes)
    var plan: [Int32] = []
    swap(&plan, &self.plan)

    buffer.pixels.withUnsafeMutableBufferPointer { pixels in
      guard let base = pixels.baseAddress, width > 0, height > 0 else {
        boxes.removeAll(keepingCapacity: true)
        return
      }
      if !boxes.isEmpty { changed = true }
      for box in boxes { Self.clear(box, in: base, width: width, height: height) }
      boxes.removeAll(keepingCapacity: true)

      guard scale > 0, scale.isFinite, origin.isFinite,
        let area = Self.drawableArea(
          width: width, height: height, origin: origin,
          scale: scale, clip: clip)
      else { return }
      drawn = plan.withUnsafeMutableBufferPointer { plan in
        Self.drawRegions(
          of: field, origin: origin, scale: scale, area: area, pixels: base, width: width,
          rgb: rgb, plan: plan, boxes: &boxes)
      }
      if drawn > 0 { changed = true }
    }

    swap(&boxes, &dirtyBoxes)
    swap(&plan, &self.plan)
    lastDrawnCount = drawn
    if changed { buffer.markChanged(inkWithin: dirtyBoxes) }
    lastBuffer = buffer
    lastGeneration = buffer.generation
    return drawn
  }

  /// Draws every live region of `field` that meets `area` (pixels), appending the box it
  /// may have written to `boxes`. Returns the number of dots drawn.
  static func drawRegions(
    of field: ParticleField, origin: Vec2, scale: Float, area: Rect,
    pixels: UnsafeMutablePointer<UInt32>, width: Int, rgb: UInt32 = 0xFF_FFFF,
    plan: UnsafeMutableBufferPointer<Int32>, boxes: inout [PixelBox]
  ) -> Int {
    let maxDot = dotPixels(field.parameters.size.upperBound, scale: scale)
    let margin = Float(maxDot) * 0.5 + 1
    var drawn = 0
    field.x.withUnsafeBufferPointer { xs in
      field.y.withUnsafeBufferPointer { ys in
        field.alpha.withUnsafeBufferPointer { alphas in
          field.size.withUnsafeBufferPointer { sizes in
            for region in field.regions where region.isLive {
              guard
                let box = pixelBox(
                  of: region.rect, margin: margin, origin: origin, scale: scale, within: area)
              else { continue }
              boxes.append(box)
              drawn += drawDots(
                region.slots, xs: xs, ys: ys, alphas: alphas, sizes: sizes, origin: origin,
                scale: scale, box: box, pixels: pixels, width: width, rgb: rgb, plan: plan)
            }
          }
        }
      }
    }
    return drawn
  }

  /// Dot edge in pixels for a size in points: rounded, 1…`maximumDotPixels` (NaN gives 1).
  @inline(__always)
  static func dotPixels(_ size: Float, scale: Float) -> Int {
    roundToInt(min(Float(maximumDotPixels), max(1, size * scale)))
  }

  /// `v` rounded to the nearest integer (ties to even), without a checked conversion.
  /// Valid for |v| < 2²²: adding 1.5 × 2²³ leaves the rounded value in the low mantissa bits.
  @inline(__always)
  static func roundToInt(_ v: Float) -> Int {
    let magic: Float = 12_582_912
    return Int(Int32(bitPattern: (v + magic).bitPattern) &- Int32(bitPattern: magic.bitPattern))
  }

  /// The part of the buffer that may be drawn, in pixels (float, unrounded): the buffer
  /// bounds, intersected with `clip` mapped to pixels. `nil` when nothing may be drawn.
  static func drawableArea(
    width: Int, height: Int, origin: Vec2, scale: Float, clip: Rect?
  ) -> Rect? {
    let bounds = Rect(x: 0, y: 0, width: Float(width), height: Float(height))
    guard let clip else { return bounds }
    guard clip.origin.isFinite, clip.width.isFinite, clip.height.isFinite else { return nil }
    let clipPixels = Rect(
      x: (clip.minX - origin.x) * scale, y: (clip.minY - origin.y) * scale,
      width: clip.width * scale, height: clip.height * scale)
    return bounds.intersection(clipPixels)
  }

  /// `rect` (points) grown by `margin` pixels, mapped to whole pixels inside `area`.
  static func pixelBox(
    of rect: Rect, margin: Float, origin: Vec2, scale: Float, within area: Rect
  ) -> PixelBox? {
    let x0 = max((rect.minX - origin.x) * scale - margin, area.minX)
    let y0 = max((rect.minY - origin.y) * scale - margin, area.minY)
    let x1 = min((rect.maxX - origin.x) * scale + margin, area.maxX)
    let y1 = min((rect.maxY - origin.y) * scale + margin, area.maxY)
    // Both ends are now within the finite, non-negative `area`, so the conversions are safe.
    guard x1 > x0, y1 > y0 else { return nil }
    let box = PixelBox(
      x0: Int(x0), y0: Int(y0),
      x1: Int(x1.rounded(.up)), y1: Int(y1.rounded(.up)))
    return box.x1 > box.x0 && box.y1 > box.y0 ? box : nil
  }

  /// Sets the pixels of `box` (clamped to the buffer) to transparent.
  static func clear(
    _ box: PixelBox, in pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int
  ) {
    let x0 = max(box.x0, 0)
    let x1 = min(box.x1, width)
    let y0 = max(box.y0, 0)
    let y1 = min(box.y1, height)
    guard x1 > x0, y1 > y0 else { return }
    for row in y0..<y1 {
      (pixels + row * width + x0).update(repeating: 0, count: x1 - x0)
    }
  }

  /// Particles planned per batch by `drawDots`.
  static let batchSize = 256

  /// Composites the dots of `slots` into `pixels`, clipped to `box`. Returns dots drawn.
  ///
  /// Works in batches. A branch-free (vectorizable) pass plans each dot: its coverage, and for
  /// a dot of 1 or 2 pixels wholly inside the box (nearly all of them at scale 1) the offset of
  /// its top-left pixel. A second pass composites those pixels, gathers the 2-pixel dots and
  /// sends the other dots down the general clipped loop; a third gives the 2-pixel dots their
  /// three other pixels.
  @inline(__always)
  static func drawDots(
    _ slots: Range<Int>, xs: UnsafeBufferPointer<Float>, ys: UnsafeBufferPointer<Float>,
    alphas: UnsafeBufferPointer<Float>, sizes: UnsafeBufferPointer<Float>, origin: Vec2,
    scale: Float, box: PixelBox, pixels: UnsafeMutablePointer<UInt32>, width: Int,
    rgb: UInt32, plan: UnsafeMutableBufferPointer<Int32>
  ) -> Int {
    let magic: Float = 12_582_912
    let magicBits = Int32(bitPattern: magic.bitPattern)
    // A dot's top-left corner in pixels is round(x × scale + shift − edge / 2).
    let shiftX = -origin.x * scale
    let shiftY = -origin.y * scale
    // Corners within these bounds round to a 2 × 2 block inside the box.
    let innerX0 = Float(box.x0)
    let innerY0 = Float(box.y0)
    let innerX1 = Float(box.x1 - 2)
    let innerY1 = Float(box.y1 - 2)
    let rowStride = Int32(truncatingIfNeeded: width)
    let maxEdge = Float(maximumDotPixels)
    let offsets = plan.baseAddress!
    let near = offsets + batchSize
    let far = near + batchSize
    let wide = far + batchSize
    var drawn = 0
    var batchStart = slots.lowerBound
    while batchStart < slots.upperBound {
      let n = min(batchSize, slots.upperBound - batchStart)
      for k in 0..<n {
        let i = batchStart &+ k
        // Clamped so that even a stray value (NaN counts as 1) gives coverage 0…255.
        let coverage = max(0, min(1, alphas[i])) * 255
        let a = Int32(bitPattern: (coverage + magic).bitPattern) &- magicBits
        let edge = (min(maxEdge, max(1, sizes[i] * scale)) + magic) - magic
        let left = xs[i] * scale + (shiftX - edge * 0.5)
        let top = ys[i] * scale + (shiftY - edge * 0.5)
        let px = Int32(bitPattern: (left + magic).bitPattern) &- magicBits
        let py = Int32(bitPattern: (top + magic).bitPattern) &- magicBits
        let planned =
          edge <= 2 && left >= innerX0 && left <= innerX1 && top >= innerY0 && top <= innerY1
        offsets[k] = planned ? py &* rowStride &+ px : -1
        near[k] = a
        far[k] = edge == 2 ? a : 0
      }
      // Every dot's top-left pixel; the 2-pixel dots (half of them at scale 1) are gathered
      // without a branch and get their three other pixels in a second loop, so 1-pixel dots
      // do not pay for them.
      var wideCount = 0
      for k in 0..<n {
        let a = UInt32(truncatingIfNeeded: near[k])
        let offset = Int(offsets[k])
        if offset >= 0 {
          pixels[offset] = over(a, pixels[offset], rgb: rgb)
          drawn &+= a > 0 ? 1 : 0
          wide[wideCount] = Int32(truncatingIfNeeded: k)
          wideCount &+= far[k] != 0 ? 1 : 0
        } else if a > 0 {
          let i = batchStart &+ k
          let edge = dotPixels(sizes[i], scale: scale)
          let half = Float(edge) * 0.5
          let left = xs[i] * scale + (shiftX - half)
          let top = ys[i] * scale + (shiftY - half)
          if drawClippedDot(
            left: left, top: top, edge: edge, coverage: a, box: box, pixels: pixels,
            width: width, rgb: rgb)
          {
            drawn &+= 1
          }
        }
      }
      for j in 0..<wideCount {
        let k = Int(wide[j])
        let b = UInt32(truncatingIfNeeded: far[k])
        let p = pixels + Int(offsets[k])
        p[1] = over(b, p[1], rgb: rgb)
        p[width] = over(b, p[width], rgb: rgb)
        p[width &+ 1] = over(b, p[width &+ 1], rgb: rgb)
      }
      batchStart &+= n
    }
    return drawn
  }

  /// Composites one square dot of `edge` pixels, top-left corner round(`left`, `top`), clipped
  /// to `box`. Returns whether any pixel was touched.
  static func drawClippedDot(
    left: Float, top: Float, edge: Int, coverage a: UInt32, box: PixelBox,
    pixels: UnsafeMutablePointer<UInt32>, width: Int, rgb: UInt32 = 0xFF_FFFF
  ) -> Bool {
    // Outside these bounds the dot misses the box; inside them `roundToInt` is exact.
    let reach = Float(maximumDotPixels) + 1
    guard left > Float(box.x0) - reach, left < Float(box.x1) + 1,
      top > Float(box.y0) - reach, top < Float(box.y1) + 1
    else { return false }
    let px = roundToInt(left)
    let py = roundToInt(top)
    let xStart = max(px, box.x0)
    let xEnd = min(px &+ edge, box.x1)
    let yStart = max(py, box.y0)
    let yEnd = min(py &+ edge, box.y1)
    guard xEnd > xStart, yEnd > yStart else { return false }
    var row = pixels + yStart &* width
    for _ in yStart..<yEnd {
      for column in xStart..<xEnd { row[column] = over(a, row[column], rgb: rgb) }
      row += width
    }
    return true
  }

  /// Colour `rgb` (0xRRGGBB, white by default) with coverage `a` (0…255) composited over
  /// `pixel` of the same colour: alpha a + b(1 − a), rounded. A pixel that stays fully
  /// transparent stays 0 (transparent black, as `clear()` leaves it).
  @inline(__always)
  static func over(_ a: UInt32, _ pixel: UInt32, rgb: UInt32 = 0xFF_FFFF) -> UInt32 {
    let t = (255 &- a) &* (pixel >> 24) &+ 128
    let alpha = a &+ ((t &+ (t >> 8)) >> 8)
    let color: UInt32 = alpha == 0 ? 0 : rgb
    return (alpha << 24) | color
  }
}
