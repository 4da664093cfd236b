/// A named set of tunable values: built in (`TuningPreset.builtIn`) or a user's JSON file
/// `{"name": "…", "values": {"ink.density": 0.2, …}}` (the values it does not name keep
/// theirs; TactileIO reads and writes the files).
public struct TuningPreset: Sendable {
  public var name: String
  public var summary: String
  public var values: [(TunableID, Double)]

  public init(name: String, summary: String, values: [(TunableID, Double)]) {
    self.name = name
    self.summary = summary
    self.values = values
  }

  public func value(of id: TunableID) -> Double? { values.first { $0.0 == id }?.1 }
}
