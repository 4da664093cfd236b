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

extension StrikeTiming {
  /// Seconds added per 1000 points of struck text, without the binary noise of the division
  /// (0.35, not 0.35000000000000003).
  public var durationPer1000: Double {
    get { Double(Tunable.format(durationPerPoint * 1000)) ?? durationPerPoint * 1000 }
    set { durationPerPoint = newValue / 1000 }
  }
}
