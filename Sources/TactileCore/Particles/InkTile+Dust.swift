extension InkTile {
  /// The particles of one tile, structure of arrays in one block (`Lane`): where each starts,
  /// how it moves, when in the loop it is born and how long it lives, its peak alpha and
  /// size, and where it is and how opaque in the frame being drawn.
  struct Dust {
    /// The lanes, in the order of the block.
    enum Lane: Int, CaseIterable {
      case x, y, vx, vy, birth, life, peakAlpha, alpha, size, frameX, frameY
    }

    let count: Int
    private var lanes: [Float]

    /// The `spec.particleCount` particles of `spec`, spawned as a field's are (the same
    /// random positions in the tile, drift, lives, peak alphas and sizes, from `spec.seed`)
    /// and born evenly through the loop, as Telegram Desktop's are, so that every frame holds
    /// as many. A life longer than the loop is cut to the loop.
    init(_ spec: Spec) {
      count = spec.particleCount
      lanes = [Float](repeating: 0, count: count * Lane.allCases.count)
      let sidePoints = Float(spec.side) / spec.scale
      let tile = Rect(x: 0, y: 0, width: sidePoints, height: sidePoints)
      let look = spec.look
      let loop = InkTile.loopDuration
      let count = self.count
      var random = SeededRandom(seed: spec.seed)
      DriftDirections.table.withUnsafeBufferPointer { directions in
        withLanes { lanes in
          let spawned = lanes.spawning
          for i in 0..<count {
            ParticleField.spawn(
              i, in: tile, lanes: spawned, random: &random, directions: directions,
              parameters: look)
            spawned.age[i] = (Float(i) + 0.5) * loop / Float(count)
            spawned.lifetime[i] = min(spawned.lifetime[i], loop)
          }
        }
      }
    }

    /// Unchecked views of the lanes.
    struct Views {
      let base: UnsafeMutablePointer<Float>
      let count: Int

      func lane(_ lane: Lane) -> UnsafeMutableBufferPointer<Float> {
        UnsafeMutableBufferPointer(start: base + lane.rawValue * count, count: count)
      }

      /// The lanes a field's `spawn` fills (its `age` lane holding the birth times).
      var spawning: ParticleLanes {
        ParticleLanes(
          x: lane(.x), y: lane(.y), vx: lane(.vx), vy: lane(.vy), age: lane(.birth),
          lifetime: lane(.life), peakAlpha: lane(.peakAlpha), alpha: lane(.alpha),
          size: lane(.size))
      }
    }

    mutating func withLanes<R>(_ body: (Views) -> R) -> R {
      let count = self.count
      return lanes.withUnsafeMutableBufferPointer {
        body(Views(base: $0.baseAddress!, count: count))
      }
    }

    /// Places every particle `time` seconds into the loop: alive ones where their drift has
    /// taken them, wrapped into the tile (`sidePoints` on a side), with their alpha on their
    /// life's envelope; the others at alpha 0.
    mutating func place(at time: Float, sidePoints: Float, look: InvisibleInkParameters) {
      let loop = InkTile.loopDuration
      let count = self.count
      withLanes { v in
        let x = v.lane(.x)
        let y = v.lane(.y)
        let vx = v.lane(.vx)
        let vy = v.lane(.vy)
        let birth = v.lane(.birth)
        let life = v.lane(.life)
        let peak = v.lane(.peakAlpha)
        let alpha = v.lane(.alpha)
        let frameX = v.lane(.frameX)
        let frameY = v.lane(.frameY)
        for i in 0..<count {
          let since = time - birth[i]
          let age = since < 0 ? since + loop : since
          let px = x[i] + vx[i] * age
          let py = y[i] + vy[i] * age
          frameX[i] = px - (px / sidePoints).rounded(.down) * sidePoints
          frameY[i] = py - (py / sidePoints).rounded(.down) * sidePoints
          let envelope = ParticleField.envelope(progress: age / life[i], parameters: look)
          alpha[i] = age < life[i] ? peak[i] * envelope : 0
        }
      }
    }
  }
}
