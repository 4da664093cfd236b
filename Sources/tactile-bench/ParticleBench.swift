import CSDL2
import TactileCore
import TactileSDL

/// Particles: update + rasterize per frame for 10k / 100k / 1M live particles, next to the
/// naive SDL way (one `SDL_RenderFillRect` per particle on the software renderer).
enum ParticleBench {
  static func run(
    into report: inout BenchReport, fonts: FontCache, quick: Bool, threads counts: [Int]
  ) {
    print("particles (update + rasterize, 1280×800 buffer, on \(counts) threads)")
    for count in [10_000, 100_000, 1_000_000] {
      var p50ByThreads: [Double] = []
      var field: ParticleField? = nil
      for threads in counts {
        var w = ParticleBenchmarkWorkload(count: count, seed: 42, threads: threads)
        let parallel = threads > 1 && w.field.liveCount >= ParticleField.parallelThreshold
        if threads > 1 && !parallel { continue }  // Too small to be shared: as on one thread.
        for _ in 0..<10 { w.runFrame() }  // Warm up: dirty boxes, caches, worker threads.
        let frames = quick ? 20 : (count >= 1_000_000 ? 120 : 300)
        let t = Stopwatch.samples(frames) { w.runFrame() }
        let p50 = Stopwatch.quantile(t, 0.5)
        let live = w.field.liveCount
        let name = "\(label(count)), \(threads) thread\(threads > 1 ? "s" : "")"
        report.add(
          "particles", "\(name): frame p50", p50 * 1000, "ms",
          goal: count == 1_000_000 && threads > 1 ? "≤ 10 ms" : "")
        report.add(
          "particles", "\(name): per particle", p50 / Double(max(live, 1)) * 1e9, "ns")
        p50ByThreads.append(p50)
        field = w.field
      }
      guard var source = field else { continue }
      source.threads = 1
      let naive = naiveFrame(source, frames: quick ? 2 : (count >= 1_000_000 ? 5 : 20))
      let best = p50ByThreads.min() ?? .nan
      report.add("particles", "\(label(count)) naive SDL_RenderFillRect frame", naive * 1000, "ms")
      report.add("particles", "\(label(count)) speed-up over naive", naive / max(best, 1e-9), "×")
    }
  }

  static func label(_ n: Int) -> String { n >= 1_000_000 ? "\(n / 1_000_000)M" : "\(n / 1000)k" }

  /// One frame the way an SDL user would draw dust: update, then a filled rect per particle.
  static func naiveFrame(_ source: ParticleField, frames: Int) -> Double {
    var field = source
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, 1280, 800, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return .nan }
    defer { SDL_FreeSurface(surface) }
    guard let r = SDL_CreateSoftwareRenderer(surface) else { return .nan }
    defer { SDL_DestroyRenderer(r) }
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
    let t = Stopwatch.samples(frames) {
      field.update(dt: 1.0 / 60)
      SDL_SetRenderDrawColor(r, 0, 0, 0, 255)
      SDL_RenderClear(r)
      let n = field.slotCount
      field.x.withUnsafeBufferPointer { xs in
        field.y.withUnsafeBufferPointer { ys in
          field.alpha.withUnsafeBufferPointer { al in
            field.size.withUnsafeBufferPointer { sz in
              for i in 0..<n where al[i] > 0 {
                SDL_SetRenderDrawColor(r, 255, 255, 255, UInt8(min(255, al[i] * 255)))
                var rect = SDL_FRect(x: xs[i], y: ys[i], w: sz[i], h: sz[i])
                SDL_RenderFillRectF(r, &rect)
              }
            }
          }
        }
      }
      SDL_RenderPresent(r)
    }
    return Stopwatch.quantile(t, 0.5)
  }
}
