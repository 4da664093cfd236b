/// Unsafe views of a `ParticleField`'s per-particle arrays for the duration of one pass
/// (see `ParticleField.withLanes`). Indexing is unchecked in release builds; callers stay
/// within the field's slot count.
struct ParticleLanes {
  var x: UnsafeMutableBufferPointer<Float>
  var y: UnsafeMutableBufferPointer<Float>
  var vx: UnsafeMutableBufferPointer<Float>
  var vy: UnsafeMutableBufferPointer<Float>
  var age: UnsafeMutableBufferPointer<Float>
  var lifetime: UnsafeMutableBufferPointer<Float>
  var peakAlpha: UnsafeMutableBufferPointer<Float>
  var alpha: UnsafeMutableBufferPointer<Float>
  var size: UnsafeMutableBufferPointer<Float>

  /// Moves `count` slots starting at `source` to start at `destination` in every lane (the
  /// ranges may overlap). Allocates nothing.
  func moveSlots(from source: Int, to destination: Int, count: Int) {
    func move(_ lane: UnsafeMutableBufferPointer<Float>) {
      let base = lane.baseAddress!
      (base + destination).update(from: base + source, count: count)
    }
    move(x)
    move(y)
    move(vx)
    move(vy)
    move(age)
    move(lifetime)
    move(peakAlpha)
    move(alpha)
    move(size)
  }
}

extension ParticleField {
  /// Read-only unchecked views of what `ParticleRasterizer` reads: the regions, the drawn
  /// lanes and the dot stamps' words. Valid inside `withDrawingViews` only.
  struct DrawingViews {
    var regions: UnsafeBufferPointer<ParticleRegion>
    var x: UnsafeBufferPointer<Float>
    var y: UnsafeBufferPointer<Float>
    var alpha: UnsafeBufferPointer<Float>
    var size: UnsafeBufferPointer<Float>
    var words: UnsafeBufferPointer<UInt64>
  }

  /// Runs `body` with the views of this field and of `stamps`.
  func withDrawingViews<R>(stamps: DotStamps, _ body: (DrawingViews) -> R) -> R {
    regions.withUnsafeBufferPointer { regions in
      x.withUnsafeBufferPointer { x in
        y.withUnsafeBufferPointer { y in
          alpha.withUnsafeBufferPointer { alpha in
            size.withUnsafeBufferPointer { size in
              stamps.words.withUnsafeBufferPointer { words in
                body(
                  DrawingViews(
                    regions: regions, x: x, y: y, alpha: alpha, size: size, words: words))
              }
            }
          }
        }
      }
    }
  }
}
