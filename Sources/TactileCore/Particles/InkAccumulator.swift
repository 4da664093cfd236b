/// The ink's coverage accumulator: one plane of 16-bit sums per drawing thread, each the
/// buffer plus `margin` pixels on every side (so that dots near the edges need no clipping),
/// with, per plane row, the span of columns touched this frame, and each thread's scratch for
/// planning a batch of dots. It owns its memory (through `PixelMemory`), freed with it.
///
/// Between frames every sum is 0 and every span empty (`start == Int32.max`, `end == 0`): the
/// resolve zeroes what the frame touched. Debug builds check it (`checkCleared`).
final class InkAccumulator {
  /// Pixels across and down one plane.
  let width: Int
  let height: Int
  /// Planes, one per drawing thread.
  let planeCount: Int
  /// Pixels of plane around the buffer on every side.
  let margin: Int
  /// Int32s of planning scratch per thread: offset, stamp and coverage of a batch's dots.
  static let planLength = 3 * ParticleRasterizer.batchSize

  private let sums: UnsafeMutablePointer<UInt16>
  private let rowStarts: UnsafeMutablePointer<Int32>
  private let rowEnds: UnsafeMutablePointer<Int32>
  private let plans: UnsafeMutablePointer<Int32>

  /// One thread's share: its plane, its row spans and its planning scratch.
  // @unchecked: thread t writes only plane(t), and the accumulator outlives the frame's threads.
  struct Plane: @unchecked Sendable {
    let sums: UnsafeMutablePointer<UInt16>
    let rowStart: UnsafeMutablePointer<Int32>
    let rowEnd: UnsafeMutablePointer<Int32>
    let plan: UnsafeMutableBufferPointer<Int32>
  }

  /// An accumulator of `planeCount` planes for a buffer of `bufferWidth × bufferHeight` pixels;
  /// throws when the memory cannot be had.
  init(bufferWidth: Int, bufferHeight: Int, margin: Int, planeCount: Int) throws(PixelMemory
    .Shortage)
  {
    width = bufferWidth + 2 * margin
    height = bufferHeight + 2 * margin
    self.margin = margin
    self.planeCount = planeCount
    let what = "the ink's \(planeCount) × \(width)×\(height) accumulator"
    sums = try PixelMemory.allocate(width * height * planeCount, of: UInt16.self, for: what)
    rowStarts = .allocate(capacity: height * planeCount)
    rowStarts.initialize(repeating: Int32.max, count: height * planeCount)
    rowEnds = .allocate(capacity: height * planeCount)
    rowEnds.initialize(repeating: 0, count: height * planeCount)
    plans = .allocate(capacity: Self.planLength * planeCount)
    plans.initialize(repeating: 0, count: Self.planLength * planeCount)
  }

  deinit {
    PixelMemory.release(sums)
    rowStarts.deallocate()
    rowEnds.deallocate()
    plans.deallocate()
  }

  /// Whether it fits a buffer of `bufferWidth × bufferHeight` with `margin` and `planeCount`.
  func fits(bufferWidth: Int, bufferHeight: Int, margin: Int, planeCount: Int) -> Bool {
    width == bufferWidth + 2 * margin && height == bufferHeight + 2 * margin
      && self.margin == margin && self.planeCount == planeCount
  }

  /// Thread `thread`'s plane, spans and scratch.
  func plane(_ thread: Int) -> Plane {
    precondition(thread >= 0 && thread < planeCount)
    return Plane(
      sums: sums + thread * width * height, rowStart: rowStarts + thread * height,
      rowEnd: rowEnds + thread * height,
      plan: UnsafeMutableBufferPointer(
        start: plans + thread * Self.planLength, count: Self.planLength))
  }

  /// Widens the first plane's spans over the others' (of the first `planes`), and empties
  /// those: the resolve reads every plane along the first's spans.
  func mergeSpans(of planes: Int) {
    for thread in 1..<max(planes, 1) {
      let other = thread * height
      for row in 0..<height {
        rowStarts[row] = min(rowStarts[row], rowStarts[other + row])
        rowEnds[row] = max(rowEnds[row], rowEnds[other + row])
        rowStarts[other + row] = Int32.max
        rowEnds[other + row] = 0
      }
    }
  }

  /// The columns of row `row` touched this frame (empty when none), emptied for the next.
  func takeSpan(_ row: Int) -> Range<Int> {
    let start = Int(rowStarts[row])
    let end = Int(rowEnds[row])
    rowStarts[row] = Int32.max
    rowEnds[row] = 0
    return end > start ? start..<end : 0..<0
  }

  /// Row `row` of plane `thread`'s sums.
  func row(_ row: Int, of thread: Int = 0) -> UnsafeMutablePointer<UInt16> {
    sums + thread * width * height + row * width
  }

  /// Debug builds: stops when a span is left open between frames.
  func checkCleared() {
    #if DEBUG
      for i in 0..<(height * planeCount) {
        precondition(rowStarts[i] == Int32.max && rowEnds[i] == 0, "ink span \(i) left open")
      }
    #endif
  }

  /// Debug builds: stops when a sum of `row` (every plane) within `span` is not 0, after the
  /// resolve zeroed them.
  func checkZero(row: Int, span: Range<Int>) {
    #if DEBUG
      for thread in 0..<planeCount {
        let sums = self.row(row, of: thread)
        for x in span { precondition(sums[x] == 0, "ink sum (\(x), \(row)) left at \(sums[x])") }
      }
    #endif
  }

  /// Debug builds: stops when a stamp of `rows` rows and `columns` columns at plane offset
  /// `offset` leaves the plane or the spans recorded for its rows (what the resolve zeroes).
  @inline(__always)
  static func checkStamp(
    at offset: Int, rows: Int, columns: Int, in plane: Plane, width: Int, height: Int
  ) {
    #if DEBUG
      let top = offset / width
      let left = offset % width
      precondition(top >= 0 && top + rows <= height && left + columns <= width, "stamp off plane")
      for row in top..<(top + rows) {
        precondition(
          Int(plane.rowStart[row]) <= left && left + columns <= Int(plane.rowEnd[row]),
          "stamp outside row \(row)'s span")
      }
    #endif
  }
}
