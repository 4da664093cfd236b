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

  /// Every lane, for moving whole blocks of slots.
  var all: [UnsafeMutableBufferPointer<Float>] {
    [x, y, vx, vy, age, lifetime, peakAlpha, alpha, size]
  }
}
