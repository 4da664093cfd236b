import TactileCore

/// The liquid-swipe wave's shape against its progress, for the inspector's plot: the bulge's
/// horizontal radius, its vertical radius and its centre's distance from the wave's window
/// edge (the ledge: the bulge is centred on the ledge line, at the height the pointer gives
/// it, which no progress changes), in points, at `sampleCount` evenly spaced progresses from
/// 0 to 1 for one tuning (`LiquidSwipeConfig`) and window size.
///
/// Each sample is what `LiquidWave` gives at rest (no `minimumReach`), so the plot shows the
/// formulas, including the damped wobble of the horizontal radius past
/// `LiquidSwipeConfig.radiusGrowthEnd`. The storage is allocated once; `update` refills it
/// only when the tuning or the size changed, so a frame that draws the plot allocates nothing.
public struct WaveProfile: Sendable {
  /// One curve of the plot.
  public enum Curve: Int, CaseIterable, Sendable {
    case horizontalRadius, verticalRadius, center

    /// The curve's value for `wave` as drawn, points: what the plot's marker shows (a
    /// completing wave's horizontal radius may sit above the curve: it keeps its reach).
    public func value(of wave: LiquidWave) -> Float {
      switch self {
      case .horizontalRadius: wave.horizontalRadius
      case .verticalRadius: wave.verticalRadius
      case .center: wave.ledge
      }
    }
  }

  /// Samples per curve: progress steps of 1/120.
  public static let sampleCount = 121

  /// The tuning and the window size (points) the samples were made for.
  public private(set) var config: LiquidSwipeConfig
  public private(set) var size: Size
  /// The lowest and the highest sample of every curve, points.
  public private(set) var lowest: Float = 0
  public private(set) var highest: Float = 0
  /// `sampleCount` samples of each curve, curve after curve.
  private var samples: [Float]

  /// The profile of the wave for `config` in a window of `size` points.
  public init(config: LiquidSwipeConfig = .standard, size: Size = .zero) {
    self.config = config
    self.size = size
    samples = Array(repeating: 0, count: Curve.allCases.count * WaveProfile.sampleCount)
    fill()
  }

  /// The progress of sample `index` (0 ..< `sampleCount`): index / (sampleCount − 1).
  public static func progress(at index: Int) -> Float {
    Float(index) / Float(sampleCount - 1)
  }

  /// Sample `index` of `curve`, points.
  public subscript(curve: Curve, index: Int) -> Float {
    samples[curve.rawValue * WaveProfile.sampleCount + index]
  }

  /// Makes the samples again, in place, when `config` or `size` differ from the ones they were
  /// made for. Returns whether it did.
  @discardableResult
  public mutating func update(config: LiquidSwipeConfig, size: Size) -> Bool {
    guard config != self.config || size != self.size else { return false }
    self.config = config
    self.size = size
    fill()
    return true
  }

  private mutating func fill() {
    var wave = LiquidWave(side: .left, centerY: 0, progress: 0, size: size, config: config)
    lowest = .infinity
    highest = -.infinity
    for i in 0..<WaveProfile.sampleCount {
      wave.progress = WaveProfile.progress(at: i)
      for curve in Curve.allCases {
        let v = curve.value(of: wave)
        samples[curve.rawValue * WaveProfile.sampleCount + i] = v
        lowest = min(lowest, v)
        highest = max(highest, v)
      }
    }
  }
}
