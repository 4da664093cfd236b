/// Walks a command line's arguments one flag at a time: `--flag value` and `--flag=value` alike.
struct ArgumentReader {
  private let args: [String]
  private var index = -1
  /// The flag being read, without an `=value` part.
  private(set) var flag = ""
  /// The raw argument being read, as given (for messages about an unknown one).
  private(set) var raw = ""
  private var inline: String?

  init(_ args: [String]) { self.args = args }

  /// Moves to the next argument; nil when there is none.
  mutating func next() -> String? {
    index += 1
    guard index < args.count else { return nil }
    raw = args[index]
    inline = nil
    flag = raw
    if raw.hasPrefix("--"), let eq = raw.firstIndex(of: "=") {
      inline = String(raw[raw.index(after: eq)...])
      flag = String(raw[..<eq])
    }
    return flag
  }

  /// The flag's value: after `=`, else the next argument (a usage error when there is none).
  mutating func value() throws -> String {
    if let inline { return inline }
    index += 1
    guard index < args.count else {
      throw LaunchOptions.UsageError(message: "\(flag) needs a value")
    }
    return args[index]
  }

  /// An on/off flag: true, and a usage error when it has an `=value` (`--headless=no` must not
  /// quietly mean `--headless`).
  func switchedOn() throws -> Bool {
    if inline != nil { throw LaunchOptions.UsageError(message: "\(flag) takes no value") }
    return true
  }
}
