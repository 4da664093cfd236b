import Foundation
import TactileScenes

/// The to-do list's file: `{"version": 1, "items": [{"id", "text", "completed"}, …]}`, UTF-8
/// JSON, pretty-printed with sorted keys (stable diffs).
extension TodoDocument {
  /// The document as the file's JSON.
  public func encodedJSON() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(
      StoredDocument(
        version: version,
        items: items.map { StoredItem(id: $0.id, text: $0.text, completed: $0.isCompleted) }))
  }

  /// Reads a document from the file's JSON. Throws for malformed JSON, missing fields, wrong
  /// types and a version newer than `currentVersion`. Ids are repaired rather than rejected,
  /// since a hand-edited file is otherwise fine (`init(version:repairing:)`); any `Int` loads,
  /// `Int.min` and `Int.max` included.
  public static func decode(json: Data) throws -> TodoDocument {
    let stored = try JSONDecoder().decode(StoredDocument.self, from: json)
    guard stored.version <= currentVersion else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: [],
          debugDescription: "format version \(stored.version) is newer than this build's "
            + "\(currentVersion)"))
    }
    return TodoDocument(
      version: stored.version,
      repairing: stored.items.map { (id: $0.id, text: $0.text, isCompleted: $0.completed) })
  }

  /// The file's shape.
  private struct StoredDocument: Codable {
    var version: Int
    var items: [StoredItem]
  }

  private struct StoredItem: Codable {
    /// Nil for a number that is not an `Int` (too large, fractional): it gets a fresh id.
    var id: Int?
    var text: String
    var completed: Bool

    init(id: Int, text: String, completed: Bool) {
      self.id = id
      self.text = text
      self.completed = completed
    }

    init(from decoder: Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      if let id = try? c.decode(Int.self, forKey: .id) {
        self.id = id
      } else {
        _ = try c.decode(Double.self, forKey: .id)  // A number, just not an Int; else throws.
        id = nil
      }
      text = try c.decode(String.self, forKey: .text)
      completed = try c.decode(Bool.self, forKey: .completed)
    }

    private enum CodingKeys: String, CodingKey { case id, text, completed }
  }
}
