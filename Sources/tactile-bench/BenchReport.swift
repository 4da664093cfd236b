import TactileScenes

/// The bench's results: printed as a table and written as JSON.
struct BenchReport {
  struct Row {
    var group: String
    var name: String
    var value: Double
    var unit: String
    var goal: String = ""
  }
  var rows: [Row] = []
  var facts: [(String, JSONValue)] = []

  mutating func add(
    _ group: String, _ name: String, _ value: Double, _ unit: String, goal: String = ""
  ) {
    rows.append(Row(group: group, name: name, value: value, unit: unit, goal: goal))
    let v = value >= 100 ? String(Int(value.rounded())) : String((value * 100).rounded() / 100)
    let pad = { (s: String, n: Int) in s + String(repeating: " ", count: max(1, n - s.count)) }
    print("  " + pad(group, 11) + pad(name, 44) + pad(v + " " + unit, 18) + goal)
  }

  var json: JSONValue {
    .object(
      facts + [
        (
          "results",
          .array(
            rows.map {
              .object([
                ("group", .string($0.group)), ("name", .string($0.name)),
                ("value", .number($0.value)), ("unit", .string($0.unit)),
                ("goal", .string($0.goal)),
              ])
            })
        )
      ])
  }
}
