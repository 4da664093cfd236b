import Foundation
import TactileScenes
import Testing

@testable import TactileIO

/// The file `text` holds, read.
private func read(_ text: String) throws -> TodoFile { try TodoFile(reading: Array(text.utf8)) }

/// `file`'s bytes as text.
private func text(_ file: TodoFile) -> String { String(decoding: file.bytes, as: UTF8.self) }

@Test func jsonUsesTheDocumentedKeysAndRoundTrips() throws {
  let document = TodoDocument(items: [
    TodoItem(id: 7, text: "Купить хлеб 🍞 e\u{301}", isCompleted: true)
  ])
  let data = Data(TodoFile(document: document).bytes)
  let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
  #expect(object?["version"] as? Int == 1)
  let items = object?["items"] as? [[String: Any]]
  #expect(items?.first?["completed"] as? Bool == true)
  #expect(items?.first?["id"] as? Int == 7)
  #expect(try TodoFile(reading: Array(data)).document == document)
}

@Test func repeatedIdsAreRepaired() throws {
  let document = try read(
    #"{"version":1,"items":[{"id":1,"text":"a","completed":false},"#
      + #"{"id":1,"text":"b","completed":true},{"id":2,"text":"c","completed":false}]}"#
  ).document
  #expect(document.items.map(\.text) == ["a", "b", "c"])
  #expect(Set(document.items.map(\.id)).count == 3)
  #expect(document.items[0].id == 1)
}

/// Nothing can be read from these: each is one line in the user's words, never Swift's types.
@Test(arguments: [
  ("{not json", "is not valid JSON: expected a key in quotes at line 1, column 2"),
  ("", "is not valid JSON: expected a value at line 1, column 1"),
  (#"["a"]"#, #"is not a to-do list: it holds an array, not {"version": …, "items": […]}"#),
  (#"{"items":[]}"#, #"has no "version""#),
  (#"{"version":"1","items":[]}"#, #"has "version": "1", not a whole number"#),
  (#"{"version":1.5,"items":[]}"#, #"has "version": 1.5, not a whole number"#),
  (#"{"version":1}"#, #"has no "items""#),
  (#"{"version":1,"items":{}}"#, #"has "items" that is an object, not a list of items"#),
])
func aFileNothingCanBeReadFromSaysWhyInTheUsersWords(json: String, message: String) {
  #expect {
    try read(json)
  } throws: { error in
    let said = "\(error)"
    return said == message && !said.contains("CodingKeys") && !said.contains("\n")
  }
}

/// Ids at the ends of `Int` load, repeated ones are repaired, and new ids never overflow.
@Test func anyIdAFileHoldsLoadsAndNewIdsNeverOverflow() throws {
  var document = try read(
    #"{"version":1,"items":[{"id":9223372036854775807,"text":"a","completed":false},"#
      + #"{"id":9223372036854775807,"text":"b","completed":true},"#
      + #"{"id":-9223372036854775808,"text":"c","completed":false},"#
      + #"{"id":1e30,"text":"d","completed":false},{"id":2.5,"text":"e","completed":false},"#
      + #"{"id":1,"text":"f","completed":false},{"id":"x","text":"g","completed":false}]}"#
  ).document
  #expect(document.items.map(\.text) == ["a", "b", "c", "d", "e", "f", "g"])
  #expect(document.items[0].id == Int.max && document.items[2].id == Int.min)
  #expect(Set(document.items.map(\.id)).count == 7)
  #expect(document.items.allSatisfy { $0.id != 0 })
  let added = (0..<3).map { _ in document.append(text: "new") }
  #expect(Set(document.items.map(\.id)).count == 10)
  #expect(added.allSatisfy { $0 > 0 && $0 < 11 })
  // Round trip: what is saved loads as it was.
  #expect(try TodoFile(reading: TodoFile(document: document).bytes).document == document)
}

@Test func manyRepeatedIdsAreRepairedInLinearTime() throws {
  let items = (0..<50_000).map { TodoItem(id: Int.max, text: "\($0)") }
  let document = try TodoFile(reading: TodoFile(document: TodoDocument(items: items)).bytes)
    .document
  #expect(Set(document.items.map(\.id)).count == 50_000)
}

// MARK: Forward compatibility and damaged items

/// A file with keys this build does not know, on an item and beside the items.
private let withUnknownKeys = """
  {"settings": {"theme": "dark", "size": 1.50}, "version": 1, "items": [
    {"id": 1, "color": "red", "text": "Milk", "completed": false, "due": "2026-12-24"},
    {"id": 2, "text": "Bread", "completed": true, "tags": ["a", {"b": null}]}
  ], "sync": {"at": 1e3}}
  """

/// Unknown keys stay, in their place (same order), with their bytes as written, through an
/// edit of the item they are on, a new item, a deletion, and every save after.
@Test func unknownKeysAreKeptInPlaceThroughEveryEditAndSave() throws {
  var file = try read(withUnknownKeys)
  #expect(file.problems.isEmpty)
  var document = file.document
  document.items[0].text = "Oat milk"
  document.items[0].isCompleted = true
  document.append(text: "Eggs")
  file.merge(document)
  var saved = text(file)
  #expect(
    saved == """
      {
        "settings": {"theme": "dark", "size": 1.50},
        "version": 1,
        "items": [
          {
            "id": 1,
            "color": "red",
            "text": "Oat milk",
            "completed": true,
            "due": "2026-12-24"
          },
          {
            "id": 2,
            "text": "Bread",
            "completed": true,
            "tags": ["a", {"b": null}]
          },
          {
            "completed": false,
            "id": 3,
            "text": "Eggs"
          }
        ],
        "sync": {"at": 1e3}
      }

      """)
  // Read back and saved again unchanged: the same bytes.
  file = try read(saved)
  file.merge(file.document)
  #expect(text(file) == saved)
  // Deleting the item the unknown keys are on drops them with it, and only them.
  document = file.document
  document.remove(id: 1)
  file.merge(document)
  saved = text(file)
  #expect(!saved.contains("color") && saved.contains(#""tags": ["a", {"b": null}]"#))
  #expect(saved.contains(#""settings": {"theme": "dark", "size": 1.50}"#))
}

/// A damaged file: a lone surrogate in one item's text, an item that is a number, a wrong type
/// in another. Every good item is kept and shown, the damaged one shown as far as it reads,
/// and a save writes back every byte not changed.
@Test func oneBadItemKeepsEveryOtherAndItsOwnBytes() throws {
  let damaged = """
    {"version": 1, "items": [
      {"id": 1, "text": "Buy \\ud800 milk", "completed": false},
      42,
      {"id": 2, "text": "Call", "completed": "yes"},
      {"id": 3, "text": 5, "completed": false},
      {"id": 4, "text": "Walk", "completed": true}
    ]}
    """
  var file = try read(damaged)
  #expect(file.document.items.map(\.text) == ["Buy \u{FFFD} milk", "Call", "Walk"])
  #expect(file.document.items.map(\.isCompleted) == [false, false, true])
  #expect(
    file.problems == [
      "item 1 has text that is not valid Unicode or JSON (shown as far as it reads)",
      "item 2 is a number, not an item",
      #"item 3 has "completed" that is a string, not true or false (shown as not done)"#,
      #"item 4 has "text" that is a number, not a string"#,
    ])
  #expect(file.problemSummary?.hasSuffix("; and 1 more") == true)
  // The user completes the last item: the rest is written back as it was.
  var document = file.document
  document.items[2].isCompleted = false
  file.merge(document)
  let saved = text(file)
  for kept in [
    #""text": "Buy \ud800 milk""#, "    42,", #""completed": "yes""#,
    #"{"id": 3, "text": 5, "completed": false}"#,
  ] {
    #expect(saved.contains(kept), "\(kept) lost")
  }
  #expect(try read(saved).document == document)
  // Deleting the item before the number keeps the number where it was.
  document.remove(id: file.document.items[0].id)
  file.merge(document)
  #expect(text(file).contains("\"items\": [\n    42,\n"))
}

/// A newer format is read as far as this build can, and says so (`isNewer`); items it cannot
/// read are kept, and so is everything else.
@Test func aNewerVersionIsReadAsFarAsItCanBe() throws {
  let newer = try read(#"{"version": 2, "lists": [], "items": [{"id": 1, "text": "a"}]}"#)
  #expect(newer.isNewer && newer.version == 2)
  #expect(newer.document.items.map(\.text) == ["a"])
  let other = try read(#"{"version": 2, "items": {"by": "list"}}"#)
  #expect(other.isNewer && other.document.items.isEmpty)
}

/// Saves coalesce, but every change is merged in turn: an item added after the last one was
/// deleted takes that item's id again, never its unknown keys.
@Test func anItemAddedAfterADeleteNeverTakesTheDeletedItemsKeys() throws {
  var file = try read(withUnknownKeys)
  var document = file.document
  document.remove(id: 2)
  file.merge(document)
  let id = document.append(text: "Jam")
  #expect(id == 2)
  file.merge(document)
  #expect(!text(file).contains("tags"))
  #expect(try read(text(file)).document == document)
}

/// Every input of the to-do file fuzzer's seed corpus keeps its invariants (see
/// `TodoFileFuzzCase`).
@Test func todoFuzzCorpusHoldsEveryInvariant() throws {
  let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Fuzz/todo-corpus").standardizedFileURL
  let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
  #expect(names.count >= 12)
  for name in names {
    let bytes = try [UInt8](Data(contentsOf: corpus.appendingPathComponent(name)))
    let problems = TodoFileFuzzCase(bytes: bytes).run()
    #expect(problems.isEmpty, "\(name): \(problems)")
  }
}

/// Ids the list repaired (repeated, not whole numbers, missing) are written as repaired at the
/// next save, so that the list saved reads back with the ids it showed.
@Test func repairedIdsAreWrittenSoTheListReadsBackAsItWasShown() throws {
  var file = try read(
    #"{"version": 1, "items": [{"id": 7, "text": "a", "completed": false, "x": 1}, "#
      + #"{"id": 7, "text": "b", "completed": false, "x": 2}, {"text": "c", "completed": true}, "#
      + #"{"id": "q", "text": "d", "completed": false}]}"#)
  var document = file.document
  #expect(Set(document.items.map(\.id)).count == 4)
  document.remove(id: 7)
  file.merge(document)
  let back = try read(text(file))
  #expect(back.document == document)
  #expect(text(file).contains(#""x": 2"#) && !text(file).contains(#""q""#))
}
