import TactileCore
import TactileScenes

extension TodoFile {
  /// Why a file cannot be read at all, in the user's words, to follow the file's path: `is
  /// not valid JSON: expected , or } at line 3, column 7`, `has no "version"`.
  public struct Unreadable: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  /// Problems named one by one; past this many, how many more.
  static let problemsNamed = 3

  /// Reads a file's bytes (see the type's account of what is taken and what is kept). Throws
  /// `Unreadable` when nothing can be read; `problems` names what could not be.
  public init(reading bytes: [UInt8]) throws {
    var reader = JSONReader(bytes: bytes, lenient: true)
    let top: [JSONReader.Member<Value>]
    do {
      reader.skipSpace()
      guard reader.current == UInt8(ascii: "{") else {
        let value = try reader.value(depth: 0)
        throw Unreadable(
          message: "is not a to-do list: it holds \(value.typeName), not {\"version\": …, "
            + "\"items\": […]}")
      }
      top = try reader.members { r, name in try Self.value(&r, named: name) }
      reader.skipSpace()
      guard reader.isAtEnd else { throw reader.failure("expected the end of the text") }
    } catch let e as JSONValue.ReadError {
      throw Unreadable(message: "is \(e.message)")
    }
    func bytesOf(_ r: Range<Int>) -> [UInt8] { Array(bytes[r]) }
    version = try Self.version(top)
    let itemsAt = top.firstIndex { $0.name == "items" }
    members = top.map { Member(key: bytesOf($0.key), name: $0.name, value: bytesOf($0.value)) }
    var elements: [(bytes: Range<Int>, read: Element)] = []
    switch itemsAt.map({ top[$0].read }) {
    case .entries(let e)?:
      elements = e
      items = itemsAt
      members[itemsAt!].value = []
    case .value(let v)? where version <= TodoDocument.currentVersion:
      throw Unreadable(message: "has \"items\" that is \(v.typeName), not a list of items")
    case nil where version <= TodoDocument.currentVersion:
      throw Unreadable(message: "has no \"items\"")
    default: items = nil  // A newer file shows what this build can read of it, if anything.
    }
    (entries, document, problems) = Self.entries(elements, bytes, version: version)
  }

  /// A member's value as the top level reads it: `items`' elements one by one, anything else
  /// whole.
  enum Value {
    case entries([(bytes: Range<Int>, read: Element)])
    case value(JSONValue)
  }

  /// An element of `items`: an object's members (each value read whole, and whether a string
  /// in it needed the reader's leniency), or anything else.
  enum Element {
    case object([JSONReader.Member<(value: JSONValue, repaired: Bool)>])
    case other(JSONValue)
  }

  private static func value(_ r: inout JSONReader, named name: String) throws -> Value {
    guard name == "items", r.current == UInt8(ascii: "[") else {
      return .value(try r.value(depth: 1))
    }
    return .entries(
      try r.elements { r in
        guard r.current == UInt8(ascii: "{") else { return .other(try r.value(depth: 2)) }
        return .object(
          try r.members { r, _ in
            let before = r.repairedStrings
            let value = try r.value(depth: 3)
            return (value, r.repairedStrings > before)
          })
      })
  }

  /// The first `version`, which must be a whole number.
  private static func version(_ top: [JSONReader.Member<Value>]) throws -> Int {
    guard let member = top.first(where: { $0.name == "version" }),
      case .value(let value) = member.read
    else { throw Unreadable(message: "has no \"version\"") }
    guard case .number(let v) = value, v == v.rounded(), abs(v) < 1e15 else {
      throw Unreadable(message: "has \"version\": \(value.shownInMessage), not a whole number")
    }
    return Int(v)
  }

  /// The entries of `items`, the list they show (ids repaired) and what could not be read.
  private static func entries(
    _ elements: [(bytes: Range<Int>, read: Element)], _ bytes: [UInt8], version: Int
  ) -> ([Entry], TodoDocument, [String]) {
    var entries: [Entry] = []
    var shown: [(id: Int?, text: String, isCompleted: Bool)] = []
    var described: [String] = []
    for (n, element) in elements.enumerated() {
      let read = item(element.read, bytes)
      if let problem = read.problem { described.append("item \(n + 1) \(problem)") }
      guard let item = read.item else {
        entries.append(.kept(Array(bytes[element.bytes])))
        continue
      }
      entries.append(.item(item))
      shown.append((read.id, item.text, item.completed ?? false))
    }
    let document = TodoDocument(version: version, repairing: shown)
    var k = 0
    for i in entries.indices {
      guard case .item(var item) = entries[i] else { continue }
      item.id = document.items[k].id
      entries[i] = .item(item)
      k += 1
    }
    return (entries, document, described)
  }

  /// What an element of `items` reads as: an item (and the id the file gives it, if it is a
  /// whole number that fits), or nil when it has no text to show; and what was wrong.
  private static func item(_ element: Element, _ bytes: [UInt8])
    -> (item: Item?, id: Int?, problem: String?)
  {
    let found: [JSONReader.Member<(value: JSONValue, repaired: Bool)>]
    switch element {
    case .other(let v): return (nil, nil, "is \(v.typeName), not an item")
    case .object(let members): found = members
    }
    func first(_ name: String) -> JSONReader.Member<(value: JSONValue, repaired: Bool)>? {
      found.first { $0.name == name }
    }
    guard let textMember = first("text") else { return (nil, nil, "has no \"text\"") }
    guard case .string(let text) = textMember.read.value else {
      return (nil, nil, "has \"text\" that is \(textMember.read.value.typeName), not a string")
    }
    var completed: Bool?
    var problems: [String] = []
    if textMember.read.repaired {
      problems.append("has text that is not valid Unicode or JSON (shown as far as it reads)")
    }
    switch first("completed")?.read.value {
    case .bool(let b)?: completed = b
    case let v?:
      problems.append(
        "has \"completed\" that is \(v.typeName), not true or false (shown as not done)")
    case nil: problems.append("has no \"completed\" (shown as not done)")
    }
    let members = found.map {
      Member(key: Array(bytes[$0.key]), name: $0.name, value: Array(bytes[$0.value]))
    }
    let id = first("id").flatMap { Int(String(decoding: bytes[$0.value], as: UTF8.self)) }
    let problem = problems.isEmpty ? nil : problems.joined(separator: " and ")
    let item = Item(id: 0, members: members, text: text, completed: completed, fileID: id)
    return (item, id, problem)
  }

  /// The problems as one phrase: the first few, then how many more.
  public var problemSummary: String? {
    guard !problems.isEmpty else { return nil }
    let named = problems.prefix(Self.problemsNamed).joined(separator: "; ")
    let more = problems.count - Self.problemsNamed
    return more > 0 ? "\(named); and \(more) more" : named
  }
}
