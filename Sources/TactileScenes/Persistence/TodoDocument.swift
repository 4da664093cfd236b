import Foundation

/// One to-do item. `id` is stable for the item's life and unique within its document.
public struct TodoItem: Codable, Hashable, Sendable {
  public var id: Int
  public var text: String
  public var isCompleted: Bool

  public init(id: Int, text: String, isCompleted: Bool = false) {
    self.id = id
    self.text = text
    self.isCompleted = isCompleted
  }

  private enum CodingKeys: String, CodingKey {
    case id, text
    case isCompleted = "completed"
  }
}

/// The to-do list as saved to disk: `{"version": 1, "items": [{"id", "text",
/// "completed"}, …]}`, UTF-8 JSON.
public struct TodoDocument: Codable, Hashable, Sendable {
  /// The format version this build writes and the newest it reads.
  public static let currentVersion = 1

  public var version: Int
  public var items: [TodoItem]

  public init(items: [TodoItem]) {
    self.version = TodoDocument.currentVersion
    self.items = items
  }

  /// An id no item uses yet (one more than the largest).
  public var nextID: Int { (items.map(\.id).max() ?? 0) + 1 }

  /// Appends a new, not completed item and returns its id.
  @discardableResult
  public mutating func append(text: String) -> Int {
    let id = nextID
    items.append(TodoItem(id: id, text: text))
    return id
  }

  /// Removes the item with `id`; false when there is none.
  @discardableResult
  public mutating func remove(id: Int) -> Bool {
    guard let i = items.firstIndex(where: { $0.id == id }) else { return false }
    items.remove(at: i)
    return true
  }

  /// The document as pretty-printed JSON with sorted keys (stable diffs).
  public func encodedJSON() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }

  /// Reads a document from JSON. Throws for malformed JSON, missing fields, wrong types and a
  /// version newer than `currentVersion`. Repeated ids are repaired (later duplicates get fresh
  /// ids) rather than rejected, since a hand-edited file is otherwise fine.
  public static func decode(json: Data) throws -> TodoDocument {
    var document = try JSONDecoder().decode(TodoDocument.self, from: json)
    guard document.version <= currentVersion else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: [],
          debugDescription: "format version \(document.version) is newer than this build's "
            + "\(currentVersion)"))
    }
    var seen = Set<Int>()
    for i in document.items.indices where !seen.insert(document.items[i].id).inserted {
      document.items[i].id = document.nextID
      seen.insert(document.items[i].id)
    }
    return document
  }

  /// The built-in list a first run starts from: items that wrap to 1, 2 and 4 lines at about
  /// 600 pt wide in a 17 pt font (≈ 70 characters a line), and so on the To-do page at 1280×800
  /// (648 pt of text, ≈ 80 characters a line); one of them already completed.
  public static let sample = TodoDocument(items: [
    TodoItem(id: 1, text: "Water the plants on the balcony"),
    TodoItem(
      id: 2,
      text: "Call the dentist to move Thursday's check-up to next week, and ask whether "
        + "they accept the new insurance card"),
    TodoItem(
      id: 3,
      text: "Plan the weekend at the lake: book the cabin for two nights, check the train "
        + "times for Friday evening, pack the tent, the warm sleeping bags and the little "
        + "stove, buy food for three days, and ask the neighbours to feed the cat while "
        + "we are away until late on Monday"),
    TodoItem(id: 4, text: "Reply to Anna about Saturday", isCompleted: true),
  ])
}
