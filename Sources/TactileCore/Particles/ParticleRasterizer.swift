import Dispatch

/// Draws a `ParticleField`'s live particles into a `PixelBuffer` as anti-aliased round dots at
/// their exact sub-pixel positions, so that dust drifting a tenth of a pixel a frame moves
/// smoothly instead of jumping whole pixels.
///
/// Each dot is a pre-rendered stamp (`DotStamps`: a disc's area coverage at one of 8 × 8
/// sub-pixel phases) scaled by the particle's alpha and added into a 16-bit accumulator, four
/// pixels per 64-bit add. A resolve pass then turns the touched rows of the accumulator into
/// pixels, `(min(sum, 255) << 24) | rgb`, and zeroes them again. Overlapping dots add up
/// (saturating at full coverage). Drawing in the final colour lets a backend blend the buffer
/// without colour modulation (the software backend's blit then skips three multiplies a pixel).
///
/// A field large enough to share its work between threads (`ParticleField.runsInParallel`)
/// is drawn by two threads, each into an accumulator of its own: integer sums do not depend on
/// the order of their terms, so the pixels are the same as when one thread draws everything.
///
/// The rasterizer remembers which span of each pixel row it wrote and clears only what the
/// next frame does not overwrite, so a frame costs in proportion to the dust, not to the
/// buffer. If the buffer was changed by someone else (its `generation` moved, e.g. a resize)
/// or a different buffer is passed, it clears the whole buffer once instead. Keep one
/// rasterizer per buffer. The rows written are declared to the buffer as boxes
/// (`PixelBuffer.inkBoxes`), so the platform uploads and blends only them.
public struct ParticleRasterizer {
  /// The dot stamps for the current scale and size range.
  private var stamps: DotStamps? = nil
  /// The coverage sums, one plane per drawing thread, and the spans each frame touches. It
  /// holds nothing between frames, so copies of a rasterizer may share it.
  private var accumulator: InkAccumulator? = nil
  /// Per buffer row, the columns written by the last frame.
  private var writtenStart: [Int32] = []
  private var writtenEnd: [Int32] = []
  /// Boxes declared to the buffer by the last frame.
  private(set) var dirtyBoxes: [PixelBox] = []
  private weak var lastBuffer: PixelBuffer?
  private var lastGeneration: UInt64 = 0
  /// Planes in use by the current frame (1, or 2 when drawing on two threads).
  private(set) var planesInUse = 1
  /// Most threads one frame draws with.
  static let maximumThreads = 2
  /// Dots drawn (at least partly) by the last `rasterize`.
  public private(set) var lastDrawnCount = 0

  public init() {}

  /// Replaces last frame's dots in `buffer` with the live particles of `field`.
  ///
  /// - Parameters:
  ///   - origin: the buffer's top-left corner in the particles' coordinates (points), e.g. the
  ///     text view's origin in text coordinates (which includes the scroll offset).
  ///   - scale: pixels per point. A dot is a disc of `size × scale` pixels across, centred on
  ///     its particle. Not positive or not finite: nothing is drawn.
  ///   - clip: optional rect in the particles' coordinates (points); pixels outside it are
  ///     left alone.
  ///   - color: the dots' colour (its alpha is ignored: coverage is the alpha).
  /// - Returns: the number of dots drawn.
  @discardableResult
  public mutating func rasterize(
    _ field: ParticleField, into buffer: PixelBuffer, origin: Vec2, scale: Float,
    clip: Rect? = nil, color: Color = .white
  ) -> Int {
    let rgb = color.rgb
    let width = buffer.width
    let height = buffer.height
    var changed = false
    if lastBuffer !== buffer || buffer.generation != lastGeneration
      || writtenStart.count != height
    {
      buffer.clear()
      writtenStart = [Int32](repeating: 0, count: height)
      writtenEnd = [Int32](repeating: 0, count: height)
      changed = true
    }
    var drawn = 0
    var area: PixelBox? = nil
    if field.holdsParticles, width > 0, height > 0, scale > 0, scale.isFinite, origin.isFinite,
      let a = Self.drawableArea(
        width: width, height: height, origin: origin, scale: scale, clip: clip)
    {
      let box = PixelBox(
        x0: Int(a.minX), y0: Int(a.minY), x1: Int(a.maxX.rounded(.up)),
        y1: Int(a.maxY.rounded(.up))
      ).intersection(PixelBox(x0: 0, y0: 0, x1: width, y1: height))
      if !box.isEmpty { area = box }
    }
    if let area {
      planesInUse = field.runsInParallel ? Self.maximumThreads : 1
      if prepare(for: field.parameters.size, scale: scale, width: width, height: height) {
        drawn = drawRegions(of: field, origin: origin, scale: scale, area: area)
      }
    }
    if resolve(into: buffer, area: area, rgb: rgb) { changed = true }
    lastDrawnCount = drawn
    if changed { buffer.markChanged(inkWithin: dirtyBoxes) }
    lastBuffer = buffer
    lastGeneration = buffer.generation
    return drawn
  }

  /// Makes the stamps and the accumulator fit `sizeRange` at `scale` and the buffer's size.
  /// False when the accumulator cannot be allocated (`PixelMemory`; the shortage is reported
  /// and nothing is drawn).
  private mutating func prepare(
    for sizeRange: ClosedRange<Float>, scale: Float, width: Int, height: Int
  ) -> Bool {
    if stamps?.matches(sizeRange: sizeRange, scale: scale) != true {
      stamps = DotStamps(sizeRange: sizeRange, scale: scale)
    }
    guard let stamps else { return false }
    let margin = stamps.margin
    let count = max(accumulator?.planeCount ?? 0, planesInUse)
    if accumulator?.fits(
      bufferWidth: width, bufferHeight: height, margin: margin, planeCount: count)
      == true
    {
      return true
    }
    accumulator = nil
    do {
      accumulator = try InkAccumulator(
        bufferWidth: width, bufferHeight: height, margin: margin, planeCount: count)
    } catch {
      PixelMemory.report(error)
      return false
    }
    return true
  }

  /// Splats every live resident region of `field` that meets `area` (buffer pixels) into the
  /// accumulator, recording the plane rows and columns it may touch. Returns dots drawn.
  /// With two planes in use, the field's chunks are split in two halves of about equal
  /// particle counts, drawn at once into one plane each; their row spans are then merged.
  private func drawRegions(
    of field: ParticleField, origin: Vec2, scale: Float, area: PixelBox
  ) -> Int {
    guard let stamps, let accumulator else { return 0 }
    let chunkCount = field.chunkStarts.count - 1
    guard chunkCount > 0 else { return 0 }
    let margin = accumulator.margin
    let m = Float(margin)
    // Plane pixel of a point: (p − origin) × scale + margin.
    let geometry = SplatGeometry(
      shiftX: m - origin.x * scale, shiftY: m - origin.y * scale, scale: scale,
      planeWidth: accumulator.width, planeHeight: accumulator.height, stamps: stamps)
    let bounds = (
      x0: Float(area.x0 + margin), y0: Float(area.y0 + margin), x1: Float(area.x1 + margin),
      y1: Float(area.y1 + margin)
    )
    let threads = planesInUse
    let split = threads > 1 ? Self.middleChunk(of: field) : chunkCount
    let halves = (
      field.chunkStarts[0]..<field.chunkStarts[split],
      field.chunkStarts[split]..<field.chunkStarts[chunkCount]
    )
    let drawn = withUnsafeTemporaryAllocation(of: Int.self, capacity: threads) { counts in
      field.withDrawingViews(stamps: stamps) { views in
        let job = DrawJob(
          halves: halves, views: views, geometry: geometry, bounds: bounds,
          planes: (accumulator.plane(0), accumulator.plane(threads - 1)),
          counts: counts.baseAddress!)
        // Closures passed straight to the calls: nothing is allocated.
        if threads > 1 {
          DispatchQueue.concurrentPerform(iterations: threads) { job.run($0) }
        } else {
          job.run(0)
        }
      }
      return counts.reduce(0, +)
    }
    accumulator.mergeSpans(of: threads)
    return drawn
  }

  /// The chunk where a second thread starts: the first holding the field's middle slot.
  private static func middleChunk(of field: ParticleField) -> Int {
    let chunkCount = field.chunkStarts.count - 1
    let middle = field.slotCount / 2
    var split = 1
    while split < chunkCount - 1
      && field.regions[field.chunkStarts[split]].start
        + field.regions[field.chunkStarts[split]].count <= middle
    {
      split += 1
    }
    return split
  }

  /// One frame's drawing by thread 0 or 1: the regions of its half (all of them on one
  /// thread: the first half is then everything) into its own plane; the dots drawn go to
  /// `counts[thread]`.
  // @unchecked: the views and planes outlive concurrentPerform, and thread t writes only its
  // own plane and counts[t].
  private struct DrawJob: @unchecked Sendable {
    var halves: (Range<Int>, Range<Int>)
    var views: ParticleField.DrawingViews
    var geometry: SplatGeometry
    var bounds: (x0: Float, y0: Float, x1: Float, y1: Float)
    var planes: (InkAccumulator.Plane, InkAccumulator.Plane)
    var counts: UnsafeMutablePointer<Int>

    func run(_ thread: Int) {
      counts[thread] = ParticleRasterizer.draw(
        thread == 0 ? halves.0 : halves.1, of: views, geometry: geometry, bounds: bounds,
        into: thread == 0 ? planes.0 : planes.1)
    }
  }

  /// Splats the live regions of `regionRange` that meet `bounds` (plane pixels) into `plane`,
  /// widening `rowStart` / `rowEnd` over the rows and columns they may touch. Returns dots
  /// drawn.
  static func draw(
    _ regionRange: Range<Int>, of views: ParticleField.DrawingViews, geometry: SplatGeometry,
    bounds: (x0: Float, y0: Float, x1: Float, y1: Float), into plane: InkAccumulator.Plane
  ) -> Int {
    let scale = geometry.scale
    // A stamp spans floor(centre) ± reach: within (centre − reach − 1, centre + reach + 1).
    let reach = Float(geometry.stamps.reach + 1)
    let planeWidth = Float(geometry.planeWidth)
    let planeHeight = Float(geometry.planeHeight)
    var drawn = 0
    for index in regionRange where views.regions[index].isLive {
      let region = views.regions[index]
      let rect = region.rect
      // The region's pixels, stamps included, in plane coordinates.
      let px0 = rect.minX * scale + geometry.shiftX - reach
      let py0 = rect.minY * scale + geometry.shiftY - reach
      let px1 = rect.maxX * scale + geometry.shiftX + reach
      let py1 = rect.maxY * scale + geometry.shiftY + reach
      // It must meet the drawable area.
      guard px1 > bounds.x0, px0 < bounds.x1, py1 > bounds.y0, py0 < bounds.y1 else { continue }
      let x0 = Int32(max(px0, 0))
      let x1 = Int32(min(px1, planeWidth))
      let y0 = Int(max(py0, 0))
      let y1 = Int(min(py1, planeHeight))
      guard x1 > x0, y1 > y0 else { continue }
      for row in y0..<y1 {
        plane.rowStart[row] = min(plane.rowStart[row], x0)
        plane.rowEnd[row] = max(plane.rowEnd[row], x1)
      }
      drawn += splat(
        region.slots, xs: views.x, ys: views.y, alphas: views.alpha, sizes: views.size,
        geometry: geometry, words: views.words, into: plane)
    }
    return drawn
  }

  /// Where dots go: the mapping from points to plane pixels and the plane's bounds.
  struct SplatGeometry {
    var shiftX: Float
    var shiftY: Float
    var scale: Float
    var planeWidth: Int
    var planeHeight: Int
    var stamps: DotStamps
  }

  /// Particles planned per batch by `splat`: enough for the planning pass to vectorize, few
  /// enough for its three lanes of scratch (3 KB) to stay in L1.
  static let batchSize = 256

  /// 1.5 × 2²³ (12 582 912). Adding it to a `Float` of magnitude below 2²² rounds that value
  /// to the nearest integer (ties to even: the sum has no bits below 1) and leaves the integer
  /// in the low bits of the sum's bit pattern, so subtracting `roundingBiasBits` gives it as
  /// an `Int32`. Unlike `Int32(_:)`, which traps on values out of range and keeps the loop
  /// scalar, this is two vector instructions.
  static let roundingBias: Float = 12_582_912
  static let roundingBiasBits = Int32(bitPattern: roundingBias.bitPattern)

  /// `v` rounded to the nearest integer (ties to even); `|v|` must stay below 2²².
  @inline(__always)
  static func rounded(_ v: Float) -> Int32 {
    Int32(bitPattern: (v + roundingBias).bitPattern) &- roundingBiasBits
  }

  /// Full coverage: a dot's alpha of 1 adds this to each pixel it covers completely.
  static let fullCoverage: Float = 255

  /// Adds the dots of `slots` into the accumulator. Returns the number drawn (coverage > 0).
  ///
  /// Works in batches: a branch-free (vectorizable) pass plans each dot — its stamp's top-left
  /// offset in the plane (−1 when the stamp would leave the plane), which stamp, and its
  /// coverage — and a second pass adds the stamps. A hot loop: one body for every particle
  /// of a frame, kept whole so that the planning pass vectorizes.
  @inline(__always)
  static func splat(
    _ slots: Range<Int>, xs: UnsafeBufferPointer<Float>, ys: UnsafeBufferPointer<Float>,
    alphas: UnsafeBufferPointer<Float>, sizes: UnsafeBufferPointer<Float>,
    geometry g: SplatGeometry, words: UnsafeBufferPointer<UInt64>,
    into plane: InkAccumulator.Plane
  ) -> Int {
    let phases = Float(DotStamps.phases)
    let phaseBits = Int32(DotStamps.phaseBits)
    let phaseMask = Int32(DotStamps.phases - 1)
    let stamps = g.stamps
    let reach = Int32(stamps.reach)
    let lastX = Int32(g.planeWidth - 4 * stamps.wordsPerRow)
    let lastY = Int32(g.planeHeight - stamps.extent)
    let rowStride = Int32(g.planeWidth)
    let lowSize = stamps.sizeRange.lowerBound
    let classesPerPoint = stamps.classesPerPoint
    let lastClass = Float(stamps.sizeClasses - 1)
    let stampWords = Int32(stamps.wordsPerStamp)
    let phaseCount = Int32(DotStamps.phases)
    // Sub-pixel positions beyond these are off the plane anyway; clamping keeps them within
    // what `rounded` converts exactly.
    let limitX = Float(g.planeWidth + 1) * phases
    let limitY = Float(g.planeHeight + 1) * phases
    let batch = Batch(plan: plane.plan)
    var drawn = 0
    var batchStart = slots.lowerBound
    while batchStart < slots.upperBound {
      let n = min(batchSize, slots.upperBound - batchStart)
      for k in 0..<n {
        let i = batchStart &+ k
        // Clamped so that even a stray value (NaN counts as 0) gives coverage 0…255.
        let a = rounded(max(0, min(1, alphas[i])) * fullCoverage)
        // floor(position × phases), from rounding position × phases − ½.
        let sx = rounded(min(max((xs[i] * g.scale + g.shiftX) * phases, -phases), limitX) - 0.5)
        let sy = rounded(min(max((ys[i] * g.scale + g.shiftY) * phases, -phases), limitY) - 0.5)
        let left = (sx >> phaseBits) &- reach
        let top = (sy >> phaseBits) &- reach
        let sizeClass = rounded(min(max((sizes[i] - lowSize) * classesPerPoint, 0), lastClass))
        let inside = left >= 0 && left <= lastX && top >= 0 && top <= lastY && a > 0
        batch.offsets[k] = inside ? top &* rowStride &+ left : -1
        batch.stamps[k] =
          ((sizeClass &* phaseCount &+ (sy & phaseMask)) &* phaseCount &+ (sx & phaseMask))
          &* stampWords
        batch.coverages[k] = a
      }
      // The common 3 × 3 stamps (dots up to 2 pixels across) with constant bounds, so that
      // the inlined loop unrolls; any other size with the stamps' own.
      if stamps.wordsPerRow == 1 && stamps.extent == 3 {
        drawn &+= addStamps(
          n, batch, words: words.baseAddress!, into: plane, geometry: g, rows: 3, wordsPerRow: 1)
      } else {
        drawn &+= addStamps(
          n, batch, words: words.baseAddress!, into: plane, geometry: g, rows: stamps.extent,
          wordsPerRow: stamps.wordsPerRow)
      }
      batchStart &+= n
    }
    return drawn
  }

  /// A batch's plan, in a thread's scratch: per dot its stamp's top-left offset in the plane
  /// (−1: not drawn), its stamp's first word, its coverage (0…255).
  struct Batch {
    let offsets: UnsafeMutablePointer<Int32>
    let stamps: UnsafeMutablePointer<Int32>
    let coverages: UnsafeMutablePointer<Int32>

    init(plan: UnsafeMutableBufferPointer<Int32>) {
      precondition(plan.count >= 3 * ParticleRasterizer.batchSize)
      offsets = plan.baseAddress!
      stamps = offsets + ParticleRasterizer.batchSize
      coverages = stamps + ParticleRasterizer.batchSize
    }
  }

  /// Keeps the low byte of each 16-bit lane.
  static let laneMask: UInt64 = 0x00FF_00FF_00FF_00FF

  /// Adds `row × coverage / 256`, lane by lane, to the four accumulator pixels at `p`.
  @inline(__always)
  static func add(_ row: UInt64, coverage a: UInt64, at p: UnsafeMutableRawPointer) {
    let sum = p.loadUnaligned(as: UInt64.self) &+ (((row &* a) >> 8) & laneMask)
    p.storeBytes(of: sum, as: UInt64.self)
  }

  /// Adds the first `n` planned stamps of `batch`, each `rows` rows of `wordsPerRow` words,
  /// into the plane. Returns the number added.
  @inline(__always)
  static func addStamps(
    _ n: Int, _ batch: Batch, words: UnsafePointer<UInt64>, into plane: InkAccumulator.Plane,
    geometry g: SplatGeometry, rows: Int, wordsPerRow: Int
  ) -> Int {
    var drawn = 0
    let rowBytes = 2 &* g.planeWidth
    for k in 0..<n {
      let offset = Int(batch.offsets[k])
      guard offset >= 0 else { continue }
      InkAccumulator.checkStamp(
        at: offset, rows: g.stamps.extent, columns: g.stamps.extent, in: plane,
        width: g.planeWidth, height: g.planeHeight)
      drawn &+= 1
      let a = UInt64(truncatingIfNeeded: batch.coverages[k])
      var s = words + Int(batch.stamps[k])
      var p = UnsafeMutableRawPointer(plane.sums + offset)
      for _ in 0..<rows {
        for w in 0..<wordsPerRow { add(s[w], coverage: a, at: p + 8 &* w) }
        s += wordsPerRow
        p += rowBytes
      }
    }
    return drawn
  }

  /// Turns the touched accumulator rows into pixels of `buffer` inside `area` (and zeroes
  /// them), clears what the last frame wrote outside this frame's spans, and records the
  /// boxes written. Returns whether any pixel of the buffer changed.
  private mutating func resolve(
    into buffer: PixelBuffer, area: PixelBox?, rgb: UInt32
  ) -> Bool {
    var changed = false
    dirtyBoxes.removeAll(keepingCapacity: true)
    buffer.pixels.withUnsafeMutableBufferPointer { pixels in
      let pixels = pixels.baseAddress!
      if let accumulator {
        var band: PixelBox? = nil
        for row in 0..<accumulator.height {
          let span = accumulator.takeSpan(row)
          guard !span.isEmpty else { continue }
          let written = resolveRow(
            row, span: span, of: accumulator, area: area, rgb: rgb, pixels: pixels,
            width: buffer.width)
          accumulator.checkZero(row: row, span: span)
          guard let line = written else { continue }
          changed = true
          if let b = band, b.y1 == line.y0 {
            band = b.union(line)
          } else {
            if let b = band { dirtyBoxes.append(b) }
            band = line
          }
        }
        if let b = band { dirtyBoxes.append(b) }
        accumulator.checkCleared()
      }
      if clearRowsNotWritten(pixels: pixels, width: buffer.width, height: buffer.height) {
        changed = true
      }
    }
    return changed
  }

  /// Resolves one accumulator row's touched `span`: the columns inside `area` become pixels
  /// of `rgb` with the sums (of every plane in use) as alpha, the rest is only zeroed; the
  /// last frame's pixels of that buffer row outside the new ones are cleared. Returns the
  /// pixels written (part of one buffer row), nil when none were.
  private mutating func resolveRow(
    _ row: Int, span: Range<Int>, of accumulator: InkAccumulator,
    area: PixelBox?, rgb: UInt32, pixels: UnsafeMutablePointer<UInt32>, width: Int
  ) -> PixelBox? {
    let margin = accumulator.margin
    let planes = planesInUse
    let y = row - margin
    guard let area, y >= area.y0, y < area.y1 else {
      for thread in 0..<planes {
        (accumulator.row(row, of: thread) + span.lowerBound).update(repeating: 0, count: span.count)
      }
      return nil
    }
    // Columns inside the area get pixels; the rest of the span is only zeroed.
    let x0 = min(max(span.lowerBound - margin, area.x0), area.x1)
    let x1 = max(min(span.upperBound - margin, area.x1), x0)
    let tail = max(span.upperBound, x1 + margin)
    for thread in 0..<planes {
      let sums = accumulator.row(row, of: thread)
      for x in span.lowerBound..<(x0 + margin) { sums[x] = 0 }
      for x in (x1 + margin)..<tail { sums[x] = 0 }
    }
    let out = pixels + y * width - margin
    let first = accumulator.row(row)
    if planes > 1 {
      // The second thread's plane (the same row), read and zeroed with the first.
      let second = accumulator.row(row, of: 1)
      for x in (x0 + margin)..<(x1 + margin) {
        let v = UInt32(first[x]) &+ UInt32(second[x])
        first[x] = 0
        second[x] = 0
        out[x] = v == 0 ? 0 : (min(v, 255) << 24) | rgb
      }
    } else {
      for x in (x0 + margin)..<(x1 + margin) {
        let v = UInt32(first[x])
        first[x] = 0
        out[x] = v == 0 ? 0 : (min(v, 255) << 24) | rgb
      }
    }
    guard x1 > x0 else { return nil }
    // The last frame's pixels in this row outside the new span.
    clearRow(y, except: x0..<x1, pixels: pixels, width: width)
    writtenStart[y] = Int32(x0)
    writtenEnd[y] = Int32(x1)
    return PixelBox(x0: x0, y0: y, x1: x1, y1: y + 1)
  }

  /// Clears the rows the last frame wrote and this one did not (`dirtyBoxes` holds this
  /// frame's, top to bottom). Returns whether it cleared any.
  private mutating func clearRowsNotWritten(
    pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int
  ) -> Bool {
    var changed = false
    var next = 0
    for y in 0..<height where writtenEnd[y] > writtenStart[y] {
      while next < dirtyBoxes.count && dirtyBoxes[next].y1 <= y { next += 1 }
      if next < dirtyBoxes.count && dirtyBoxes[next].y0 <= y { continue }
      clearRow(y, except: 0..<0, pixels: pixels, width: width)
      changed = true
    }
    return changed
  }

  /// Zeroes the pixels row `y` got last frame outside `kept`, and forgets them.
  private mutating func clearRow(
    _ y: Int, except kept: Range<Int>, pixels: UnsafeMutablePointer<UInt32>, width: Int
  ) {
    let start = Int(writtenStart[y])
    let end = Int(writtenEnd[y])
    guard end > start else { return }
    let row = pixels + y * width
    let a = min(end, kept.isEmpty ? end : kept.lowerBound)
    if a > start { (row + start).update(repeating: 0, count: a - start) }
    let b = max(start, kept.isEmpty ? end : kept.upperBound)
    if end > b { (row + b).update(repeating: 0, count: end - b) }
    writtenStart[y] = 0
    writtenEnd[y] = 0
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
}
