import TactileScenes

/// A control of the tuning panel that can hold keyboard focus: a tunable's value (slider,
/// toggle, a stepper's value) or one of a stepper's buttons.
public struct StudioControl: Hashable, Sendable, CustomStringConvertible {
  public enum Part: Hashable, Sendable { case value, decrease, increase }

  public var tunable: TunableID
  public var part: Part

  public static func value(_ tunable: TunableID) -> StudioControl {
    StudioControl(tunable: tunable, part: .value)
  }
  public static func decrease(_ tunable: TunableID) -> StudioControl {
    StudioControl(tunable: tunable, part: .decrease)
  }
  public static func increase(_ tunable: TunableID) -> StudioControl {
    StudioControl(tunable: tunable, part: .increase)
  }

  /// "ink.alphaLevels", "ink.alphaLevels -", "ink.alphaLevels +", for test messages.
  public var description: String {
    switch part {
    case .value: tunable.key
    case .decrease: "\(tunable.key) -"
    case .increase: "\(tunable.key) +"
    }
  }
}
