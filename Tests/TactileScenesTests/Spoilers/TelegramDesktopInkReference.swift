@testable import TactileCore

/// Telegram Desktop's text ink, rendered in the test from the published facts of its algorithm
/// (lib_ui's spoiler mess), to measure Tactile's `telegram-desktop` preset against:
/// - a square tile of 128 px × the pixel ratio, 60 frames 33 ms apart, shown as frame
///   `(t / 33) % 60` at t milliseconds;
/// - 9 000 particles; particle i starts at i · 1 980 / 9 000 ms (whole ms) and lives 600 ms:
///   200 ms of linear fade in, 200 ms shown, 200 ms of linear fade out, drawn at both ends of
///   the loop when its life runs over;
/// - five anti-aliased rounded-rect sprites, 2 × 1.5, 1.75 × 1.5, 1.5 × 1.5, 1.5 × 1.75 and
///   1.5 × 2 px × the ratio, radius 0.75 × the ratio, set 1 px into a sprite of 2 + ⌈2 × ratio⌉
///   px; each particle picks one, and a whole-pixel place in the tile;
/// - each moves 4–8 device px over its life (not scaled by the ratio), direction x uniform in
///   [−1, 1], y = ±√(1 − x²); its displacement is rounded to whole pixels every frame and its
///   place wraps around the tile;
/// - sprites composite over each other (source over), at the particle's opacity.
struct TelegramDesktopInkReference {
  static let frameCount = 60
  static let frameMilliseconds = 33
  static let particleCount = 9_000
  static let fadeMilliseconds = 200
  static let lifeMilliseconds = 600
  static let spriteCount = 5

  let ratio: Int
  /// Pixels on the tile's side.
  let side: Int
  /// Coverage 0…1, frame after frame, `side × side` each, row-major.
  private(set) var coverage: [Float]

  /// The frame shown `milliseconds` after the loop started.
  static func frame(atMilliseconds milliseconds: Int) -> Int {
    (milliseconds / frameMilliseconds) % frameCount
  }

  /// Coverage of pixel (`x`, `y`) of frame `frame`; the tile repeats in both directions.
  func coverage(frame: Int, x: Int, y: Int) -> Float {
    let tx = ((x % side) + side) % side
    let ty = ((y % side) + side) % side
    return coverage[(frame * side + ty) * side + tx]
  }

  private struct Particle {
    var start: Int
    var sprite: Int
    var x: Int
    var y: Int
    /// Pixels per millisecond.
    var dx: Double
    var dy: Double
  }

  init(ratio: Int, seed: UInt64) {
    self.ratio = ratio
    side = 128 * ratio
    coverage = [Float](repeating: 0, count: side * side * Self.frameCount)
    var random = SeededRandom(seed: seed)
    let loop = Self.frameCount * Self.frameMilliseconds
    let particles = (0..<Self.particleCount).map { i -> Particle in
      let travel = 4 + 4 * random.unitDouble()
      let x = 2 * random.unitDouble() - 1
      let y = (1 - x * x).squareRoot() * (random.int(below: 2) == 0 ? -1 : 1)
      let k = travel / Double(Self.lifeMilliseconds)
      return Particle(
        start: i * loop / Self.particleCount, sprite: random.int(below: Self.spriteCount),
        x: random.int(below: side), y: random.int(below: side), dx: k * x, dy: k * y)
    }
    let sprites = (0..<Self.spriteCount).map { Self.sprite($0, ratio: ratio) }
    for frame in 0..<Self.frameCount {
      let now = frame * Self.frameMilliseconds
      for p in particles {
        paint(p, age: now - p.start, frame: frame, sprites: sprites)
        paint(p, age: now + loop - p.start, frame: frame, sprites: sprites)
      }
    }
  }

  /// Draws particle `p`, `age` ms into its life, into frame `frame`.
  private mutating func paint(_ p: Particle, age: Int, frame: Int, sprites: [Sprite]) {
    let life = Self.lifeMilliseconds
    let fade = Self.fadeMilliseconds
    guard age > 0 && age < life else { return }
    let opacity =
      age < fade
      ? Float(age) / Float(fade) : age > life - fade ? Float(life - age) / Float(fade) : 1
    let x = p.x + Int((Double(age) * p.dx).rounded())
    let y = p.y + Int((Double(age) * p.dy).rounded())
    let sprite = sprites[p.sprite]
    let base = frame * side * side
    for sy in 0..<sprite.size {
      let ty = (((y + sy) % side) + side) % side
      for sx in 0..<sprite.size {
        let a = sprite.coverage[sy * sprite.size + sx] * opacity
        guard a > 0 else { continue }
        let tx = (((x + sx) % side) + side) % side
        let i = base + ty * side + tx
        coverage[i] += a * (1 - coverage[i])
      }
    }
  }

  struct Sprite {
    let size: Int
    let coverage: [Float]
  }

  /// Sprite `index`: a rounded rect 1 px into its square, covered area measured on 16 × 16
  /// points a pixel.
  static func sprite(_ index: Int, ratio: Int) -> Sprite {
    let r = Double(ratio)
    let smallest = 1.5 * r
    let delta = 0.5 * r
    let middle = spriteCount / 2
    let width =
      index < middle ? smallest + delta * Double(middle - index) / Double(middle) : smallest
    let height =
      index > middle
      ? smallest + delta * Double(index - middle) / Double(spriteCount - 1 - middle) : smallest
    let radius = smallest / 2
    let size = 2 + Int((2 * r).rounded(.up))
    let n = 16
    var coverage = [Float](repeating: 0, count: size * size)
    for py in 0..<size {
      for px in 0..<size {
        var inside = 0
        for sy in 0..<n {
          for sx in 0..<n {
            let x = Double(px) + (Double(sx) + 0.5) / Double(n) - 1
            let y = Double(py) + (Double(sy) + 0.5) / Double(n) - 1
            // Distance outside the rect shrunk by the radius, against the radius.
            let ex = max(max(radius - x, x - (width - radius)), 0)
            let ey = max(max(radius - y, y - (height - radius)), 0)
            if x >= 0 && x <= width && y >= 0 && y <= height && ex * ex + ey * ey <= radius * radius
            {
              inside += 1
            }
          }
        }
        coverage[py * size + px] = Float(inside) / Float(n * n)
      }
    }
    return Sprite(size: size, coverage: coverage)
  }
}
