import CSDL2

/// Wall-clock timing from SDL's high-resolution counter (the bench is the app layer: it may
/// read the clock).
enum Stopwatch {
  static func now() -> Double {
    Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
  }

  /// Runs `body` `count` times and returns each run's duration in seconds.
  static func samples(_ count: Int, _ body: () -> Void) -> [Double] {
    var out: [Double] = []
    out.reserveCapacity(count)
    for _ in 0..<count {
      let t0 = now()
      body()
      out.append(now() - t0)
    }
    return out
  }

  static func quantile(_ xs: [Double], _ q: Double) -> Double {
    guard !xs.isEmpty else { return 0 }
    let s = xs.sorted()
    return s[min(s.count - 1, max(0, Int((q * Double(s.count - 1)).rounded())))]
  }
}
