import TactileCore

extension TuningPreset {
  /// Every tunable at its default.
  public static let defaults = TuningPreset(
    name: "default", summary: "every value at its default",
    values: TunableID.allCases.map { ($0, $0.tunable.defaultValue) })

  /// The presets that ship with the app, by name (`--preset NAME`).
  public static let builtIn: [TuningPreset] = [defaults] + InkPreset.allCases.map { .ink($0) }
}
