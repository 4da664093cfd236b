/// A tunable, by its place in `Tuning.catalog`. Written as its key (`"ink.density"`): a key
/// no row declares is a programming error and stops the program.
public struct TunableID: Hashable, Comparable, Sendable, ExpressibleByStringLiteral {
  /// The tunable's index in `Tuning.catalog`.
  public let rawValue: Int

  init(rawValue: Int) { self.rawValue = rawValue }

  /// The id spelled `key`, if any.
  public init?(key: String) {
    guard let id = TunableID.byKey[key] else { return nil }
    self = id
  }

  public init(stringLiteral key: String) {
    guard let id = TunableID(key: key) else { preconditionFailure("no tunable \(key)") }
    self = id
  }

  /// Every tunable, in catalog order.
  public static let allCases = Tuning.catalog.indices.map(TunableID.init(rawValue:))

  /// This id's row in the catalog.
  public var tunable: Tunable { Tuning.catalog[rawValue] }
  /// `group.name`, e.g. `ink.density`.
  public var key: String { tunable.key }
  public var group: TunableGroup { tunable.group }

  public static func < (a: TunableID, b: TunableID) -> Bool { a.rawValue < b.rawValue }

  private static let byKey: [String: TunableID] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.key, $0) })
}
