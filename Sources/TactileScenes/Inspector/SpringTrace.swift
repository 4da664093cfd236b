/// The recent history of one animated value for the inspector's plot: a ring of samples (time,
/// value, target) covering the last `window` seconds of simulated time.
///
/// The ring is allocated once, big enough for `window` seconds at `sampleRate` samples per
/// second (the fixed update rate); recording allocates nothing. Samples older than `window`
/// before the newest are not reported even while the ring still holds them.
public struct SpringTrace {
  /// Seconds of history shown.
  public let window: Double
  /// Simulated seconds since the trace started (the time of the next sample).
  public private(set) var now: Double = 0
  /// The name of the animation the samples belong to.
  public private(set) var name = ""
  /// The newest sample, `nil` before the first.
  public private(set) var latest: InspectedSpring?
  private var times: [Double]
  private var values: [Double]
  private var targets: [Double]
  /// Index of the oldest sample in the ring, and how many the ring holds.
  private var head = 0
  private var stored = 0

  /// A trace of `window` seconds (2 by default) at up to `sampleRate` samples a second (the
  /// fixed step rate, 120 by default).
  public init(window: Double = 2, sampleRate: Double = 120) {
    self.window = window
    let capacity = Int((window * sampleRate).rounded(.up)) + 1
    times = Array(repeating: 0, count: capacity)
    values = Array(repeating: 0, count: capacity)
    targets = Array(repeating: 0, count: capacity)
  }

  public var capacity: Int { times.count }

  /// Advances time by `dt` seconds and records `sample` at the new time. A sample of another
  /// animation than the last starts the trace afresh; `nil` (nothing moves) repeats the last
  /// sample, so the plot keeps scrolling with the value at rest.
  public mutating func record(dt: Double, _ sample: InspectedSpring?) {
    guard dt > 0 else { return }
    now += dt
    guard let s = sample ?? latest else { return }
    if s.name != name {
      name = s.name
      head = 0
      stored = 0
    }
    latest = s
    let slot = (head + stored) % capacity
    times[slot] = now
    values[slot] = s.value
    targets[slot] = s.target
    if stored < capacity { stored += 1 } else { head = (head + 1) % capacity }
  }

  /// The samples of the last `window` seconds, oldest first.
  public var count: Int {
    var n = stored
    while n > 0 && times[(head + stored - n) % capacity] < now - window - 1e-9 { n -= 1 }
    return n
  }

  /// The sample of the last `window` seconds nearest to `time` (simulated seconds, on the
  /// clock of `now`), `nil` when there is none.
  public func sample(nearest time: Double) -> (time: Double, value: Double, target: Double)? {
    var best: (time: Double, value: Double, target: Double)?
    forEachSample { t, value, target in
      if let b = best, abs(b.time - time) <= abs(t - time) { return }
      best = (t, value, target)
    }
    return best
  }

  /// Calls `body` with each sample of the last `window` seconds, oldest first.
  public func forEachSample(_ body: (_ time: Double, _ value: Double, _ target: Double) -> Void) {
    let n = count
    for i in 0..<n {
      let k = (head + stored - n + i) % capacity
      body(times[k], values[k], targets[k])
    }
  }
}
