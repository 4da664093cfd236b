@testable import TactileCore

/// How an ink looks in motion over each line's spoiler rect, measured the same way for any
/// rendering (Telegram Desktop's reference or the page's buffer): coverage 0…1 of every pixel
/// whose centre lies in one of `boxes`, at consecutive display frames of 1/60 s.
struct InkFigures: CustomStringConvertible {
  /// Mean coverage over the pixels and frames.
  var weight: Float = 0
  /// Mean change of a pixel's coverage per display frame, over the weight.
  var boil: Float = 0
  /// Of the pixel changes between display frames, the share larger than 0.4 (a whole dot
  /// appearing or leaving rather than creeping).
  var pops: Float = 0
  /// Mean size, pixels, of a bright dot core: a 4-connected patch of pixels covered ≥ 0.5.
  var core: Float = 0
  /// Share of the pixels inked (coverage above 0) in at least one frame.
  var inkedShare: Float = 0
  /// Display frames a second in which any pixel changed.
  var stepsPerSecond: Float = 0

  static let displayRate: Float = 60
  /// A change of at least this much counts as one (half a step of 8-bit coverage).
  static let changeFloor: Float = 0.5 / 255

  var description: String {
    func f(_ v: Float, _ digits: Int = 3) -> String {
      var scale: Float = 1
      for _ in 0..<digits { scale *= 10 }
      return String((v * scale).rounded() / scale)
    }
    return
      "weight \(f(weight)) boil \(f(boil)) pops \(f(pops)) core \(f(core, 1)) px inked \(f(inkedShare)) steps \(f(stepsPerSecond, 1))/s"
  }

  /// A box of pixels, `x0..<x1` × `y0..<y1`.
  struct Box {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int
    var count: Int { (x1 - x0) * (y1 - y0) }

    /// The pixels (at `scale` pixels per point, `origin` at pixel 0) whose centres lie in
    /// `rect` (points).
    init(_ rect: Rect, origin: Vec2, scale: Float) {
      func first(_ v: Float) -> Int { Int(((v - 0.5)).rounded(.up)) }
      x0 = first((rect.minX - origin.x) * scale)
      y0 = first((rect.minY - origin.y) * scale)
      x1 = max(x0, first((rect.maxX - origin.x) * scale))
      y1 = max(y0, first((rect.maxY - origin.y) * scale))
    }
  }

  /// Measures `frames` display frames; `sample(k, boxes)` gives frame k's coverage of the
  /// boxes' pixels, box after box, each row-major.
  static func measure(boxes: [Box], frames: Int, sample: (Int) -> [Float]) -> InkFigures {
    let count = boxes.reduce(0) { $0 + $1.count }
    var figures = InkFigures()
    var inked = [Bool](repeating: false, count: count)
    var previous: [Float] = []
    var total: Float = 0
    var change: Float = 0
    var changes = 0
    var jumps = 0
    var steps = 0
    var cores = 0
    var coreArea = 0
    for k in 0..<frames {
      let now = sample(k)
      precondition(now.count == count)
      for i in 0..<count where now[i] > 0 { inked[i] = true }
      total += now.reduce(0, +)
      let (patches, area) = brightPatches(now, boxes)
      cores += patches
      coreArea += area
      if !previous.isEmpty {
        var stepped = false
        for i in 0..<count {
          let d = abs(now[i] - previous[i])
          change += d
          guard d >= changeFloor else { continue }
          stepped = true
          changes += 1
          if d > 0.4 { jumps += 1 }
        }
        if stepped { steps += 1 }
      }
      previous = now
    }
    figures.weight = total / Float(count * frames)
    figures.boil = change / Float(count * (frames - 1)) / max(figures.weight, 1e-9)
    figures.pops = Float(jumps) / Float(max(changes, 1))
    figures.core = Float(coreArea) / Float(max(cores, 1))
    figures.inkedShare = Float(inked.filter { $0 }.count) / Float(count)
    figures.stepsPerSecond = Float(steps) * displayRate / Float(frames - 1)
    return figures
  }

  /// The 4-connected patches of pixels covered ≥ 0.5 within each box: how many, and their
  /// total area.
  private static func brightPatches(_ coverage: [Float], _ boxes: [Box]) -> (Int, Int) {
    var patches = 0
    var area = 0
    var seen = [Bool](repeating: false, count: coverage.count)
    var stack: [Int] = []
    var base = 0
    for b in boxes {
      let w = b.x1 - b.x0
      let h = b.y1 - b.y0
      for start in 0..<(w * h) where coverage[base + start] >= 0.5 && !seen[base + start] {
        patches += 1
        seen[base + start] = true
        stack.append(start)
        while let p = stack.popLast() {
          area += 1
          let x = p % w
          let y = p / w
          for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
          where nx >= 0 && nx < w && ny >= 0 && ny < h {
            let q = ny * w + nx
            if coverage[base + q] >= 0.5 && !seen[base + q] {
              seen[base + q] = true
              stack.append(q)
            }
          }
        }
      }
      base += w * h
    }
    return (patches, area)
  }
}
