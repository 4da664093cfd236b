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
  /// Accumulated coverage: `planeCount` planes of `planeWidth × planeHeight` one after the
  /// other (one per drawing thread), each the buffer plus a `margin` on every side, so that
  /// dots near the buffer's edges need no clipping. Zero outside a frame.
  private var plane: [UInt16] = []
  private var planeWidth = 0
  private var planeHeight = 0
  private var planeCount = 0
  private var margin = 0
  /// Per plane row, the columns touched this frame (`rowStart ..< rowEnd`; empty when
  /// `rowStart >= rowEnd`): `planeCount` runs of `planeHeight`, one per plane, merged into the
  /// first before the resolve.
  private var rowStart: [Int32] = []
  private var rowEnd: [Int32] = []
  /// Per buffer row, the columns written by the last frame.
  private var writtenStart: [Int32] = []
  private var writtenEnd: [Int32] = []
  /// Boxes declared to the buffer by the last frame.
  private(set) var dirtyBoxes: [PixelBox] = []
  private weak var lastBuffer: PixelBuffer?
  private var lastGeneration: UInt64 = 0
  /// Scratch for `splat`, per drawing thread: per particle of a batch, the accumulator
  /// offset (or −1), the stamp and the coverage.
  private var plan = [Int32](repeating: 0, count: 3 * batchSize * maximumThreads)
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
    let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
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
    var area: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil
    if width > 0, height > 0, scale > 0, scale.isFinite, origin.isFinite,
      let a = Self.drawableArea(
        width: width, height: height, origin: origin, scale: scale, clip: clip)
    {
      let box = (
        x0: max(0, Int(a.minX)), y0: max(0, Int(a.minY)),
        x1: min(width, Int(a.maxX.rounded(.up))), y1: min(height, Int(a.maxY.rounded(.up)))
      )
      if box.x1 > box.x0 && box.y1 > box.y0 { area = box }
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
    // Room for a whole stamp row (all its words) hanging over any edge.
    let margin = stamps.reach + 4 * stamps.wordsPerRow + 1
    let w = width + 2 * margin
    let h = height + 2 * margin
    let count = max(planeCount, planesInUse)
    guard w != planeWidth || h != planeHeight || margin != self.margin || count != planeCount
    else { return true }
    plane = []
    do {
      plane = try PixelMemory.array(
        repeating: 0, count: w * h * count, for: "the ink's \(count) × \(w)×\(h) accumulator")
    } catch {
      PixelMemory.report(error)
      planeWidth = 0
      return false
    }
    planeWidth = w
    planeHeight = h
    planeCount = count
    self.margin = margin
    rowStart = [Int32](repeating: Int32.max, count: h * count)
    rowEnd = [Int32](repeating: 0, count: h * count)
    return true
  }

  /// Splats every live resident region of `field` that meets `area` (buffer pixels) into the
  /// accumulator, recording the plane rows and columns it may touch. Returns dots drawn.
  /// With two planes in use, the field's chunks are split in two halves of about equal
  /// particle counts, drawn at once into one plane each; their row spans are then merged.
  private mutating func drawRegions(
    of field: ParticleField, origin: Vec2, scale: Float,
    area: (x0: Int, y0: Int, x1: Int, y1: Int)
  ) -> Int {
    guard let stamps else { return 0 }
    let chunkCount = field.chunkStarts.count - 1
    guard chunkCount > 0 else { return 0 }
    let m = Float(margin)
    // Plane pixel of a point: (p − origin) × scale + margin.
    let geometry = SplatGeometry(
      shiftX: m - origin.x * scale, shiftY: m - origin.y * scale, scale: scale,
      planeWidth: planeWidth, planeHeight: planeHeight, stamps: stamps)
    let bounds = (
      x0: Float(area.x0 + margin), y0: Float(area.y0 + margin), x1: Float(area.x1 + margin),
      y1: Float(area.y1 + margin)
    )
    let threads = planesInUse
    // The chunk where the second thread starts: the first holding the middle slot.
    var split = chunkCount
    if threads > 1 {
      let middle = field.slotCount / 2
      split = 1
      while split < chunkCount - 1
        && field.regions[field.chunkStarts[split]].start
          + field.regions[field.chunkStarts[split]].count <= middle
      {
        split += 1
      }
    }
    let planeSize = planeWidth * planeHeight
    let planeHeight = self.planeHeight
    var rowStart: [Int32] = []
    var rowEnd: [Int32] = []
    swap(&rowStart, &self.rowStart)
    swap(&rowEnd, &self.rowEnd)
    var plan: [Int32] = []
    swap(&plan, &self.plan)
    var drawn = 0
    plane.withUnsafeMutableBufferPointer { plane in
      rowStart.withUnsafeMutableBufferPointer { rowStart in
        rowEnd.withUnsafeMutableBufferPointer { rowEnd in
          plan.withUnsafeMutableBufferPointer { plan in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: threads) { counts in
              field.withDrawingViews(stamps: stamps) { views in
                let job = DrawJob(
                  halves: (
                    field.chunkStarts[0]..<field.chunkStarts[split],
                    field.chunkStarts[split]..<field.chunkStarts[chunkCount]
                  ),
                  views: views, geometry: geometry, bounds: bounds,
                  plane: plane.baseAddress!, planeSize: planeSize,
                  rowStart: rowStart.baseAddress!, rowEnd: rowEnd.baseAddress!,
                  planeHeight: planeHeight, plan: plan.baseAddress!, counts: counts.baseAddress!)
                // Closures passed straight to the calls: nothing is allocated.
                if threads > 1 {
                  DispatchQueue.concurrentPerform(iterations: threads) { job.run($0) }
                } else {
                  job.run(0)
                }
              }
              for thread in 0..<threads { drawn += counts[thread] }
            }
            // The other planes' spans join the first's (the resolve reads them all).
            for thread in 1..<max(threads, 1) {
              let other = thread * planeHeight
              for row in 0..<planeHeight {
                rowStart[row] = min(rowStart[row], rowStart[other + row])
                rowEnd[row] = max(rowEnd[row], rowEnd[other + row])
                rowStart[other + row] = Int32.max
                rowEnd[other + row] = 0
              }
            }
          }
        }
      }
    }
    swap(&rowStart, &self.rowStart)
    swap(&rowEnd, &self.rowEnd)
    swap(&plan, &self.plan)
    return drawn
  }

  /// One frame's drawing by thread 0 or 1: the regions of its half (all of them on one
  /// thread: the first half is then everything) into its own plane, row spans and plan
  /// scratch; the dots drawn go to `counts[thread]`.
  // @unchecked: its pointers outlive concurrentPerform, and thread t writes only its own plane,
  // row spans, plan scratch and counts[t].
  private struct DrawJob: @unchecked Sendable {
    var halves: (Range<Int>, Range<Int>)
    var views: ParticleField.DrawingViews
    var geometry: SplatGeometry
    var bounds: (x0: Float, y0: Float, x1: Float, y1: Float)
    var plane: UnsafeMutablePointer<UInt16>
    var planeSize: Int
    var rowStart: UnsafeMutablePointer<Int32>
    var rowEnd: UnsafeMutablePointer<Int32>
    var planeHeight: Int
    var plan: UnsafeMutablePointer<Int32>
    var counts: UnsafeMutablePointer<Int>

    func run(_ thread: Int) {
      let planRun = 3 * ParticleRasterizer.batchSize
      counts[thread] = ParticleRasterizer.draw(
        thread == 0 ? halves.0 : halves.1, of: views, geometry: geometry, bounds: bounds,
        plane: plane + thread * planeSize, rowStart: rowStart + thread * planeHeight,
        rowEnd: rowEnd + thread * planeHeight,
        plan: UnsafeMutableBufferPointer(start: plan + thread * planRun, count: planRun))
    }
  }

  /// Splats the live regions of `regionRange` that meet `bounds` (plane pixels) into `plane`,
  /// widening `rowStart` / `rowEnd` over the rows and columns they may touch. Returns dots
  /// drawn.
  static func draw(
    _ regionRange: Range<Int>, of views: ParticleField.DrawingViews, geometry: SplatGeometry,
    bounds: (x0: Float, y0: Float, x1: Float, y1: Float), plane: UnsafeMutablePointer<UInt16>,
    rowStart: UnsafeMutablePointer<Int32>, rowEnd: UnsafeMutablePointer<Int32>,
    plan: UnsafeMutableBufferPointer<Int32>
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
        rowStart[row] = min(rowStart[row], x0)
        rowEnd[row] = max(rowEnd[row], x1)
      }
      drawn += splat(
        region.slots, xs: views.x, ys: views.y, alphas: views.alpha, sizes: views.size,
        geometry: geometry, words: views.words, plane: plane, plan: plan)
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

  /// Particles planned per batch by `splat`.
  static let batchSize = 256

  /// Adds the dots of `slots` into the accumulator. Returns the number drawn (coverage > 0).
  ///
  /// Works in batches: a branch-free (vectorizable) pass plans each dot — its stamp's top-left
  /// offset in the plane (−1 when the stamp would leave the plane), which stamp, and its
  /// coverage — and a second pass adds the stamps.
  @inline(__always)
  static func splat(
    _ slots: Range<Int>, xs: UnsafeBufferPointer<Float>, ys: UnsafeBufferPointer<Float>,
    alphas: UnsafeBufferPointer<Float>, sizes: UnsafeBufferPointer<Float>,
    geometry g: SplatGeometry, words: UnsafeBufferPointer<UInt64>,
    plane: UnsafeMutablePointer<UInt16>, plan: UnsafeMutableBufferPointer<Int32>
  ) -> Int {
    let magic: Float = 12_582_912
    let magicBits = Int32(bitPattern: magic.bitPattern)
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
    // Sub-pixel positions beyond these are off the plane anyway; clamping keeps the float to
    // integer conversion exact.
    let limitX = Float(g.planeWidth + 1) * phases
    let limitY = Float(g.planeHeight + 1) * phases
    let offsets = plan.baseAddress!
    let stampIndex = offsets + batchSize
    let coverages = stampIndex + batchSize
    let base = words.baseAddress!
    var drawn = 0
    var batchStart = slots.lowerBound
    while batchStart < slots.upperBound {
      let n = min(batchSize, slots.upperBound - batchStart)
      for k in 0..<n {
        let i = batchStart &+ k
        // Clamped so that even a stray value (NaN counts as 0) gives coverage 0…255.
        let c = max(0, min(1, alphas[i])) * 255
        let a = Int32(bitPattern: (c + magic).bitPattern) &- magicBits
        // floor(position × phases), from rounding position × phases − ½.
        let fx = min(max((xs[i] * g.scale + g.shiftX) * phases, -phases), limitX) - 0.5
        let fy = min(max((ys[i] * g.scale + g.shiftY) * phases, -phases), limitY) - 0.5
        let sx = Int32(bitPattern: (fx + magic).bitPattern) &- magicBits
        let sy = Int32(bitPattern: (fy + magic).bitPattern) &- magicBits
        let left = (sx >> phaseBits) &- reach
        let top = (sy >> phaseBits) &- reach
        let cls = min(max((sizes[i] - lowSize) * classesPerPoint, 0), lastClass)
        let sizeClass = Int32(bitPattern: (cls + magic).bitPattern) &- magicBits
        let inside = left >= 0 && left <= lastX && top >= 0 && top <= lastY && a > 0
        offsets[k] = inside ? top &* rowStride &+ left : -1
        stampIndex[k] =
          ((sizeClass &* phaseCount &+ (sy & phaseMask)) &* phaseCount &+ (sx & phaseMask))
          &* stampWords
        coverages[k] = a
      }
      if stamps.wordsPerRow == 1 && stamps.extent == 3 {
        drawn &+= addStamps3(
          n, offsets: offsets, stampIndex: stampIndex, coverages: coverages, words: base,
          plane: plane, rowStride: Int(rowStride))
      } else {
        drawn &+= addStamps(
          n, offsets: offsets, stampIndex: stampIndex, coverages: coverages, words: base,
          plane: plane, rowStride: Int(rowStride), rows: stamps.extent,
          wordsPerRow: stamps.wordsPerRow)
      }
      batchStart &+= n
    }
    return drawn
  }

  /// Keeps the low byte of each 16-bit lane.
  static let laneMask: UInt64 = 0x00FF_00FF_00FF_00FF

  /// Adds `row × coverage / 256`, lane by lane, to the four accumulator pixels at `p`.
  @inline(__always)
  static func add(_ row: UInt64, coverage a: UInt64, at p: UnsafeMutableRawPointer) {
    let sum = p.loadUnaligned(as: UInt64.self) &+ (((row &* a) >> 8) & laneMask)
    p.storeBytes(of: sum, as: UInt64.self)
  }

  /// `addStamps` for the common 3 × 3 stamps (dots up to 2 pixels across).
  @inline(__always)
  static func addStamps3(
    _ n: Int, offsets: UnsafeMutablePointer<Int32>, stampIndex: UnsafeMutablePointer<Int32>,
    coverages: UnsafeMutablePointer<Int32>, words: UnsafePointer<UInt64>,
    plane: UnsafeMutablePointer<UInt16>, rowStride: Int
  ) -> Int {
    var drawn = 0
    let rowBytes = 2 &* rowStride
    for k in 0..<n {
      let offset = Int(offsets[k])
      guard offset >= 0 else { continue }
      drawn &+= 1
      let a = UInt64(truncatingIfNeeded: coverages[k])
      let s = words + Int(stampIndex[k])
      let p = UnsafeMutableRawPointer(plane + offset)
      add(s[0], coverage: a, at: p)
      add(s[1], coverage: a, at: p + rowBytes)
      add(s[2], coverage: a, at: p + 2 &* rowBytes)
    }
    return drawn
  }

  /// Adds the planned stamps (any size) into the accumulator. Returns the number added.
  @inline(__always)
  static func addStamps(
    _ n: Int, offsets: UnsafeMutablePointer<Int32>, stampIndex: UnsafeMutablePointer<Int32>,
    coverages: UnsafeMutablePointer<Int32>, words: UnsafePointer<UInt64>,
    plane: UnsafeMutablePointer<UInt16>, rowStride: Int, rows: Int, wordsPerRow: Int
  ) -> Int {
    var drawn = 0
    let rowBytes = 2 &* rowStride
    for k in 0..<n {
      let offset = Int(offsets[k])
      guard offset >= 0 else { continue }
      drawn &+= 1
      let a = UInt64(truncatingIfNeeded: coverages[k])
      var s = words + Int(stampIndex[k])
      var p = UnsafeMutableRawPointer(plane + offset)
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
    into buffer: PixelBuffer, area: (x0: Int, y0: Int, x1: Int, y1: Int)?, rgb: UInt32
  ) -> Bool {
    let width = buffer.width
    let height = buffer.height
    let margin = self.margin
    let planeWidth = self.planeWidth
    let planeSize = planeWidth * planeHeight
    let twoPlanes = planesInUse > 1
    var changed = false
    dirtyBoxes.removeAll(keepingCapacity: true)
    var band: PixelBox? = nil
    var plane: [UInt16] = []
    swap(&plane, &self.plane)
    defer { swap(&plane, &self.plane) }
    buffer.pixels.withUnsafeMutableBufferPointer { pixels in
      plane.withUnsafeMutableBufferPointer { plane in
        for row in 0..<planeHeight {
          let start = Int(rowStart[row])
          let end = Int(rowEnd[row])
          guard end > start else { continue }
          rowStart[row] = Int32.max
          rowEnd[row] = 0
          let acc = plane.baseAddress! + row * planeWidth
          // The second thread's plane (the same row), read and zeroed with the first.
          let other = acc + planeSize
          let y = row - margin
          guard let area, y >= area.y0, y < area.y1 else {
            (acc + start).update(repeating: 0, count: end - start)
            if twoPlanes { (other + start).update(repeating: 0, count: end - start) }
            continue
          }
          // Columns inside the area get pixels; the rest of the span is only zeroed.
          let x0 = min(max(start - margin, area.x0), area.x1)
          let x1 = max(min(end - margin, area.x1), x0)
          let out = pixels.baseAddress! + y * width - margin
          let tail = max(end, x1 + margin)
          for x in start..<(x0 + margin) { acc[x] = 0 }
          for x in (x1 + margin)..<tail { acc[x] = 0 }
          if twoPlanes {
            for x in start..<(x0 + margin) { other[x] = 0 }
            for x in (x1 + margin)..<tail { other[x] = 0 }
            for x in (x0 + margin)..<(x1 + margin) {
              let v = UInt32(acc[x]) &+ UInt32(other[x])
              acc[x] = 0
              other[x] = 0
              out[x] = v == 0 ? 0 : (min(v, 255) << 24) | rgb
            }
          } else {
            for x in (x0 + margin)..<(x1 + margin) {
              let v = UInt32(acc[x])
              acc[x] = 0
              out[x] = v == 0 ? 0 : (min(v, 255) << 24) | rgb
            }
          }
          guard x1 > x0 else { continue }
          changed = true
          // The last frame's pixels in this row outside the new span.
          clearRow(y, except: x0..<x1, pixels: pixels.baseAddress!, width: width)
          writtenStart[y] = Int32(x0)
          writtenEnd[y] = Int32(x1)
          if let b = band, b.y1 == y {
            band = PixelBox(x0: min(b.x0, x0), y0: b.y0, x1: max(b.x1, x1), y1: y + 1)
          } else {
            if let b = band { dirtyBoxes.append(b) }
            band = PixelBox(x0: x0, y0: y, x1: x1, y1: y + 1)
          }
        }
        if let b = band { dirtyBoxes.append(b) }
        // Rows written last frame and not this one (the boxes come top to bottom).
        var next = 0
        for y in 0..<height where writtenEnd[y] > writtenStart[y] {
          while next < dirtyBoxes.count && dirtyBoxes[next].y1 <= y { next += 1 }
          if next < dirtyBoxes.count && dirtyBoxes[next].y0 <= y { continue }
          clearRow(y, except: 0..<0, pixels: pixels.baseAddress!, width: width)
          changed = true
        }
      }
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
