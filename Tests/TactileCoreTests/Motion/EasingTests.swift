import Testing

@testable import TactileCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private let samples = (0...1000).map { Double($0) / 1000 }

@Test(arguments: Easing.allCases)
func easingEndpointsAreExact(easing: Easing) {
  #expect(easing(0) == 0)
  #expect(easing(1) == 1)
}

@Test(arguments: Easing.allCases)
func easingClampsItsInput(easing: Easing) {
  #expect(easing(-0.5) == 0)
  #expect(easing(-.infinity) == 0)
  #expect(easing(1.5) == 1)
  #expect(easing(.infinity) == 1)
  #expect(easing(.nan) == 0)
}

@Test(arguments: Easing.allCases)
func easingIsMonotonicAndInRange(easing: Easing) {
  var previous = easing(0)
  for t in samples {
    let y = easing(t)
    #expect(y >= previous, "\(easing) decreases at \(t)")
    #expect(y >= 0 && y <= 1)
    previous = y
  }
}

@Test(arguments: [Easing.linear, .easeInOutQuad, .easeInOutCubic, .easeInOutSine])
func inOutEasingsArePointSymmetric(easing: Easing) {
  #expect(abs(easing(0.5) - 0.5) < 1e-12)
  for t in samples {
    #expect(abs(easing(1 - t) - (1 - easing(t))) < 1e-12, "\(easing) at \(t)")
  }
}

@Test(arguments: [
  (Easing.easeInQuad, Easing.easeOutQuad), (Easing.easeInCubic, Easing.easeOutCubic),
])
func easeOutMirrorsEaseIn(pair: (Easing, Easing)) {
  let (easeIn, easeOut) = pair
  for t in samples {
    #expect(abs(easeOut(t) - (1 - easeIn(1 - t))) < 1e-12)
  }
}

@Test func easingKnownValues() {
  #expect(Easing.linear(0.3) == 0.3)
  #expect(Easing.easeInQuad(0.5) == 0.25)
  #expect(Easing.easeOutQuad(0.5) == 0.75)
  #expect(Easing.easeInOutQuad(0.25) == 0.125)
  #expect(Easing.easeInCubic(0.5) == 0.125)
  #expect(Easing.easeOutCubic(0.5) == 0.875)
  #expect(Easing.easeInOutCubic(0.25) == 0.0625)
  #expect(Easing.easeInOutCubic(0.75) == 0.9375)
  #expect(abs(Easing.easeInOutSine(0.25) - (1 - cos(Double.pi / 4)) / 2) < 1e-15)
  // Ease-in starts slow, ease-out starts fast.
  #expect(Easing.easeInQuad(0.1) < 0.1 && Easing.easeOutQuad(0.1) > 0.1)
}
