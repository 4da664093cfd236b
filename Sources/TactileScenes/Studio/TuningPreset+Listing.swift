extension TuningPreset {
  /// The presets `--preset` takes, as `--tunables` prints them after the table: each built-in
  /// one with its summary, then the names `saved` in `directory` (the user's presets), and
  /// how many `more` were left out.
  public static func listing(saved: [String], more: Int = 0, directory: String) -> String {
    let width = builtIn.map(\.name.count).max() ?? 0
    var lines = ["Presets (--preset NAME, repeatable; presets of different effects combine):"]
    for p in builtIn {
      lines.append(
        "  " + p.name + String(repeating: " ", count: width - p.name.count + 2) + p.summary)
    }
    if saved.isEmpty {
      lines.append("Saved presets: none yet in \(directory) (the tuning panel's Save writes them)")
    } else {
      lines.append("Saved presets in \(directory):")
      lines.append("  " + saved.joined(separator: ", ") + (more > 0 ? ", and \(more) more" : ""))
    }
    return lines.joined(separator: "\n")
  }
}
