/// What a frame must redraw: nothing, everything, or a few rects (points).
public enum Damage: Equatable, Sendable {
  case none
  case whole
  case rects([Rect])

  /// This damage and `rect`.
  public func adding(_ rect: Rect) -> Damage {
    switch self {
    case .none: .rects([rect])
    case .whole: .whole
    case .rects(let rects): .rects(rects + [rect])
    }
  }

  /// Sets `boxes` to the pixels this damage covers at `scale` pixels per point, a pixel around
  /// each rect, reusing its storage; nil for the whole target.
  public func pixelBoxes(scale: Float, into boxes: inout [PixelBox]?) {
    if case .whole = self {
      boxes = nil
      return
    }
    var out = boxes ?? []
    boxes = nil
    out.removeAll(keepingCapacity: true)
    if case .rects(let rects) = self {
      for r in rects {
        let b = PixelBox(covering: r, scale: scale)
        out.append(PixelBox(x0: b.x0 - 1, y0: b.y0 - 1, x1: b.x1 + 1, y1: b.y1 + 1))
      }
    }
    boxes = out
  }
}

/// Finds what changed on screen between one frame's draw list and the next, so that a
/// window that keeps its last frame redraws and presents only that: the draw lists are
/// compared command by command, and a command that differs damages where it was drawn and
/// where it is drawn now (within its clip); a pixel buffer whose pixels changed (the ink)
/// damages the boxes its writer declared, before and after. Commands added or removed (a
/// label shown, a row gone) are placed by lining the lists up from both ends: what lies
/// between the common start and the common end of the two lists damages where each of its
/// commands draws, in the last frame and in this one. Anything harder to place — commands of
/// another kind at one place, clips or layers or pixel buffers added or removed, a change
/// inside an offscreen layer, a new size or pixel scale — damages the whole window, as does
/// damage over `wholeFraction` of it.
///
/// Owns the last frame's list: `commit` swaps it with the new one, so comparing costs no
/// allocation once the storage has grown.
public struct DamageTracker {
  /// At most this many rects are redrawn (more are merged, the pair whose union adds the
  /// least area first).
  public static let maximumRects = 4
  /// Damage over this fraction of the window redraws all of it.
  public static let wholeFraction: Float = 0.6
  /// Points around a changed shape also redrawn: its anti-aliased fringe.
  static let fringe: Float = 1.5

  private var last = DrawList()
  private var lastSize: Size?
  /// The pixel buffers the last frame drew, in command order: their pixels' generation and
  /// the part of `lastBoxes` holding their declared ink boxes then (nil when they declared
  /// none).
  private var lastPixels: [(id: ObjectIdentifier, generation: UInt64, boxes: Range<Int>?)] = []
  /// The ink boxes of `lastPixels`, copied: a buffer's own boxes are not shared, so its writer
  /// declares the next ones in their storage without allocating.
  private var lastBoxes: [PixelBox] = []
  private var scratch = Scratch()

  /// What one comparison collects, kept for the next.
  private struct Scratch {
    var rects: [Rect] = []
    var oldClips: [Rect] = []
    var newClips: [Rect] = []
    var pixelIndex = 0
    var layers = 0

    mutating func reset() {
      rects.removeAll(keepingCapacity: true)
      oldClips.removeAll(keepingCapacity: true)
      newClips.removeAll(keepingCapacity: true)
      pixelIndex = 0
      layers = 0
    }
  }

  public init() {}

  /// Forgets the last frame: the next damage is whole (a resize, an exposed window, a new
  /// target).
  public mutating func invalidate() { lastSize = nil }

  /// What differs between the last committed frame and `list`, drawn in a `size` window.
  public mutating func damage(of list: DrawList, size: Size) -> Damage {
    let old = last
    guard lastSize == size, old.pixelScale == list.pixelScale else { return .whole }
    scratch.reset()
    let window = Rect(origin: .zero, size: size)
    let (a, b) = (old.commands, list.commands)
    let common = min(a.count, b.count)
    // The same number of commands line up one to one; otherwise the first run of identical
    // commands lines up from the start and the last from the end, and the rest of each list
    // lies between them.
    var start = a.count == b.count ? common : 0
    while start < common, Self.identical(a[start], old, b[start], list) { start += 1 }
    var end = 0
    while end < common - start,
      Self.identical(a[a.count - 1 - end], old, b[b.count - 1 - end], list)
    {
      end += 1
    }
    for i in 0..<start {
      guard compare(a[i], old, b[i], list, in: window) else { return .whole }
    }
    guard scratch.layers == 0 || a.count == b.count,
      addBetween(a[start..<(a.count - end)], of: old, within: scratch.oldClips.last ?? window),
      addBetween(b[start..<(b.count - end)], of: list, within: scratch.newClips.last ?? window)
    else { return .whole }
    for k in 0..<end {
      let (i, j) = (a.count - end + k, b.count - end + k)
      guard compare(a[i], old, b[j], list, in: window) else { return .whole }
    }
    return Self.merged(&scratch.rects, in: window)
  }

  /// Notes what differs between `a` and `b`, lined up; false when that is the whole window.
  private mutating func compare(
    _ a: DrawCommand, _ old: DrawList, _ b: DrawCommand, _ new: DrawList, in window: Rect
  ) -> Bool {
    switch difference(a, old, b, new) {
    case .same: return true
    case .whole: return false
    case .changed(let ra, let rb):
      add(ra, within: scratch.oldClips.last ?? window)
      add(rb, within: scratch.newClips.last ?? window)
      return true
    }
  }

  /// Notes where each of `commands` (of `list`, lined up with nothing) draws, within `clip`;
  /// false when one of them cannot be placed (a clip, a layer, a pixel buffer).
  private mutating func addBetween(
    _ commands: ArraySlice<DrawCommand>, of list: DrawList, within clip: Rect
  ) -> Bool {
    for c in commands {
      switch c {
      case .pushClip, .popClip, .beginLayer, .endLayer, .pixels: return false
      default: add(c.bounds(in: list), within: clip)
      }
    }
    return true
  }

  /// Whether `a` (of `old`) and `b` (of `new`) are the same command: lined up, they damage
  /// nothing by themselves (a pixel buffer's new pixels are still found when compared).
  private static func identical(
    _ a: DrawCommand, _ old: DrawList, _ b: DrawCommand, _ new: DrawList
  ) -> Bool {
    switch (a, b) {
    case (.pushClip(let ra), .pushClip(let rb)): ra == rb
    case (.popClip, .popClip), (.endLayer, .endLayer): true
    case (.beginLayer(let ia, let ca), .beginLayer(let ib, let cb)): ia == ib && ca == cb
    case (.pixels(let ba, let ra, let ta), .pixels(let bb, let rb, let tb)):
      ba === bb && ra == rb && ta == tb
    default: DrawCommand.same(a, in: old, b, in: new) == true
    }
  }

  /// `list` is the last frame from now on, drawn in a `size` window; `list` is handed the
  /// storage of the one before, emptied.
  public mutating func commit(_ list: inout DrawList, size: Size) {
    lastPixels.removeAll(keepingCapacity: true)
    lastBoxes.removeAll(keepingCapacity: true)
    for c in list.commands {
      guard case .pixels(let buffer, _, _) = c else { continue }
      var boxes: Range<Int>? = nil
      if buffer.isInkBounded {
        let start = lastBoxes.count
        lastBoxes.append(contentsOf: buffer.inkBoxes)
        boxes = start..<lastBoxes.count
      }
      lastPixels.append((ObjectIdentifier(buffer), buffer.generation, boxes))
    }
    swap(&last, &list)
    list.reset()
    list.pixelScale = last.pixelScale
    lastSize = size
  }

  private enum Difference {
    case same
    case whole
    /// Damages `old`'s place in the last frame and `new`'s in this one.
    case changed(old: Rect?, new: Rect?)
  }

  /// How command `b` of `new` differs from command `a` of `old` at its place.
  private mutating func difference(
    _ a: DrawCommand, _ old: DrawList, _ b: DrawCommand, _ new: DrawList
  ) -> Difference {
    switch (a, b) {
    case (.pushClip(let ra), .pushClip(let rb)):
      scratch.oldClips.append(scratch.oldClips.last.map { $0.intersection(ra) ?? .zero } ?? ra)
      scratch.newClips.append(scratch.newClips.last.map { $0.intersection(rb) ?? .zero } ?? rb)
      return ra == rb ? .same : .changed(old: ra, new: rb)
    case (.popClip, .popClip):
      _ = scratch.oldClips.popLast()
      _ = scratch.newClips.popLast()
      return .same
    case (.beginLayer(let ia, let ca), .beginLayer(let ib, let cb)):
      scratch.layers += 1
      return ia == ib && ca == cb ? .same : .whole
    case (.endLayer, .endLayer):
      scratch.layers -= 1
      return .same
    case (.pixels(let ba, let ra, let ta), .pixels(let bb, let rb, let tb)):
      return pixelsDifference(ba, ra, ta, bb, rb, tb)
    default:
      guard let same = DrawCommand.same(a, in: old, b, in: new) else { return .whole }
      if same { return .same }
      if scratch.layers > 0 { return .whole }
      return .changed(old: a.bounds(in: old), new: b.bounds(in: new))
    }
  }

  /// A pixel buffer: the same one at the same place, changed within its declared ink boxes
  /// (damaged there, before and after), or anything else (damaged where it is drawn).
  private mutating func pixelsDifference(
    _ ba: PixelBuffer, _ ra: Rect, _ ta: Color, _ bb: PixelBuffer, _ rb: Rect, _ tb: Color
  ) -> Difference {
    let i = scratch.pixelIndex
    scratch.pixelIndex += 1
    let recorded = i < lastPixels.count ? lastPixels[i] : nil
    guard ba === bb, ra == rb, ta == tb, let recorded, recorded.id == ObjectIdentifier(bb)
    else { return scratch.layers > 0 ? .whole : .changed(old: ra, new: rb) }
    if recorded.generation == bb.generation { return .same }
    if scratch.layers > 0 { return .whole }
    guard let before = recorded.boxes, bb.isInkBounded else { return .changed(old: ra, new: rb) }
    let clip = scratch.newClips.last ?? rb
    for box in lastBoxes[before] { add(Self.rect(of: box, of: bb, drawnIn: rb), within: clip) }
    for box in bb.inkBoxes { add(Self.rect(of: box, of: bb, drawnIn: rb), within: clip) }
    return .same
  }

  /// Where pixel box `box` of `buffer`, stretched over `rect`, lands (points).
  static func rect(of box: PixelBox, of buffer: PixelBuffer, drawnIn rect: Rect) -> Rect {
    let sx = rect.width / Float(max(buffer.width, 1))
    let sy = rect.height / Float(max(buffer.height, 1))
    return Rect(
      x: rect.minX + Float(box.x0) * sx, y: rect.minY + Float(box.y0) * sy,
      width: Float(box.width) * sx, height: Float(box.height) * sy)
  }

  /// Notes `r` (with its fringe), cut to `clip`.
  private mutating func add(_ r: Rect?, within clip: Rect) {
    guard let r, let cut = r.insetBy(dx: -Self.fringe, dy: -Self.fringe).intersection(clip)
    else { return }
    scratch.rects.append(cut)
  }

  /// `rects` merged down to `maximumRects` (or `.none`, or `.whole` past `wholeFraction`).
  static func merged(_ rects: inout [Rect], in window: Rect) -> Damage {
    guard !rects.isEmpty else { return .none }
    mergeIntoBands(&rects)
    while rects.count > maximumRects { mergeCheapestPair(&rects) }
    let area = rects.reduce(Float(0)) { $0 + $1.width * $1.height }
    return area > wholeFraction * window.width * window.height ? .whole : .rects(rects)
  }

  /// Merges rects whose rows overlap, top to bottom, into bands (a line's changed words
  /// become one band): no two left overlap, in O(n log n).
  private static func mergeIntoBands(_ rects: inout [Rect]) {
    rects.sort { $0.minY < $1.minY }
    var bands = 0
    for r in rects {
      if bands > 0, r.minY <= rects[bands - 1].maxY {
        rects[bands - 1] = rects[bands - 1].union(r)
      } else {
        rects[bands] = r
        bands += 1
      }
    }
    rects.removeLast(rects.count - bands)
  }

  /// Merges the two rects whose union adds the least area.
  private static func mergeCheapestPair(_ rects: inout [Rect]) {
    var best = (0, 1, Float.infinity)
    for i in rects.indices {
      for j in rects.indices where j > i {
        let u = rects[i].union(rects[j])
        let added =
          u.width * u.height - rects[i].width * rects[i].height - rects[j].width
          * rects[j].height
        if added < best.2 { best = (i, j, added) }
      }
    }
    rects[best.0] = rects[best.0].union(rects[best.1])
    rects.remove(at: best.1)
  }
}
