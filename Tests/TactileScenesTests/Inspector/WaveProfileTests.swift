import TactileCore
import Testing

@testable import TactileScenes

private let size = Size(1280, 800)

/// The wave's shape for the built-in preset `name` (a fresh tuning with only it applied).
private func config(preset name: String) throws -> LiquidSwipeConfig {
  let tuning = Tuning()
  tuning.apply(try #require(TuningPreset.builtIn.first { $0.name == name }))
  return tuning.liquidSwipe
}

@Test func samplesAreTheWavesOwnNumbers() throws {
  var shaped = LiquidSwipeConfig.standard
  shaped.minHorizontalRadius = 30
  shaped.maxVerticalRadiusFraction = 0.6
  for config in [LiquidSwipeConfig.standard, shaped, try config(preset: "cuberto")] {
    let profile = WaveProfile(config: config, size: size)
    for index in [0, 12, 24, 48, 60, 72, 90, 108, 120] {
      let p = WaveProfile.progress(at: index)
      #expect(abs(p - Float(index) / 120) < 1e-6)
      for side in LiquidWave.Side.allCases {
        let wave = LiquidWave(side: side, centerY: 333, progress: p, size: size, config: config)
        #expect(profile[.horizontalRadius, index] == wave.horizontalRadius, "p \(p)")
        #expect(profile[.verticalRadius, index] == wave.verticalRadius, "p \(p)")
        #expect(profile[.center, index] == wave.ledge, "p \(p)")
      }
    }
  }
}

/// The horizontal radius grows to 0.8 W by p = 0.4, then swings through zero (the bulge dents
/// into the wave) to about −0.22 W and comes back up to about 0 at p = 1: the damped wobble.
/// It is part of the shape, not of the motion, so every tuning shows it — the `cuberto` preset
/// (linear runs and a chasing centre) has exactly the default's shape. The vertical radius and
/// the centre only ever grow.
@Test(arguments: ["default", "exyte", "cuberto", "seeds"])
func everyTuningShowsTheDampedPhase(_ preset: String) throws {
  let profile = WaveProfile(config: try config(preset: preset), size: size)
  let n = WaveProfile.sampleCount
  let hr = (0..<n).map { profile[.horizontalRadius, $0] }
  let peak = try #require(hr.indices.max { hr[$0] < hr[$1] })
  let trough = try #require(hr.indices.min { hr[$0] < hr[$1] })
  #expect(WaveProfile.progress(at: peak) == LiquidSwipeConfig.radiusGrowthEnd)
  #expect(abs(hr[peak] - 0.8 * size.width) < 1e-3)
  #expect(trough > peak && trough < n - 1)
  #expect(hr[trough] < -0.2 * size.width && hr[trough] > -0.25 * size.width)
  #expect(zip(hr[..<peak], hr[1...peak]).allSatisfy { $0 < $1 }, "growing up to 0.4")
  #expect(zip(hr[peak..<trough], hr[(peak + 1)...trough]).allSatisfy { $0 > $1 }, "falling")
  #expect(zip(hr[trough..<(n - 1)], hr[(trough + 1)...]).allSatisfy { $0 < $1 }, "rising")
  #expect(abs(hr[n - 1]) < 0.01 * size.width)
  for curve in [WaveProfile.Curve.verticalRadius, .center] {
    #expect((1..<n).allSatisfy { profile[curve, $0] >= profile[curve, $0 - 1] }, "\(curve)")
  }
  #expect(profile.lowest == hr[trough] && profile.highest == size.width)
  let standard = WaveProfile(config: .standard, size: size)
  for curve in WaveProfile.Curve.allCases {
    #expect((0..<n).allSatisfy { profile[curve, $0] == standard[curve, $0] }, "\(curve)")
  }
}

@Test func theProfileIsMadeAgainOnlyWhenTheShapeOrSizeChanges() {
  var profile = WaveProfile(config: .standard, size: size)
  var remade = profile.update(config: .standard, size: size)
  #expect(!remade)
  var tuned = LiquidSwipeConfig.standard
  tuned.minHorizontalRadius = 20
  remade = profile.update(config: tuned, size: size)
  #expect(remade)
  #expect(profile[.horizontalRadius, 0] == 20)
  remade = profile.update(config: tuned, size: size)
  #expect(!remade)
  remade = profile.update(config: tuned, size: Size(640, 400))
  #expect(remade)
  #expect(profile[.center, WaveProfile.sampleCount - 1] == 640)
  #expect(profile[.verticalRadius, WaveProfile.sampleCount - 1] == 0.9 * 400)
}
