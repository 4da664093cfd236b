import TactileCore

// Writable views of feature parameters whose tunable is not a stored property of its own.

extension Spring {
  /// The response, seconds, for a tunable: setting it keeps the damping.
  public var tunedResponse: Double {
    get { response }
    set { self = Spring(response: newValue, dampingFraction: dampingFraction) }
  }

  /// The damping fraction, for a tunable: setting it keeps the response.
  public var tunedDamping: Double {
    get { dampingFraction }
    set { self = Spring(response: response, dampingFraction: newValue) }
  }
}

extension InvisibleInkParameters {
  /// `maximumPerLine` with 0 for no limit.
  public var lineCap: Int {
    get { maximumPerLine == .max ? 0 : maximumPerLine }
    set { maximumPerLine = newValue == 0 ? .max : newValue }
  }
}

/// The ink's grain and coverage as one choice, so that the panel gives them one row: the four
/// pairs, each app's first.
public struct InkGrainAndCoverage: Hashable, Sendable, CaseIterable {
  public var grain: InkGrain
  public var coverage: InkCoverage

  public static let allCases: [InkGrainAndCoverage] = [
    .init(grain: .dots, coverage: .words), .init(grain: .dots, coverage: .span),
    .init(grain: .sprites, coverage: .span), .init(grain: .sprites, coverage: .words),
  ]

  /// "dots on words", "sprites on spans", …
  public var name: String { "\(grain.name) on \(coverage.name)" }
}

extension InvisibleInkParameters {
  /// `grain` and `coverage` together.
  public var grainAndCoverage: InkGrainAndCoverage {
    get { InkGrainAndCoverage(grain: grain, coverage: coverage) }
    set {
      grain = newValue.grain
      coverage = newValue.coverage
    }
  }
}

extension StrikeTiming {
  /// Seconds added per 1000 points of struck text, without the binary noise of the division
  /// (0.35, not 0.35000000000000003).
  public var durationPer1000: Double {
    get { Double(Tunable.format(durationPerPoint * 1000)) ?? durationPerPoint * 1000 }
    set { durationPerPoint = newValue / 1000 }
  }
}
