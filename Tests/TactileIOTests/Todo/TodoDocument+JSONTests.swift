import Foundation
import TactileScenes
import Testing

@testable import TactileIO

@Test func jsonUsesTheDocumentedKeysAndRoundTrips() throws {
  let document = TodoDocument(items: [
    TodoItem(id: 7, text: "Купить хлеб 🍞 e\u{301}", isCompleted: true)
  ])
  let data = try document.encodedJSON()
  let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
  #expect(object?["version"] as? Int == 1)
  let items = object?["items"] as? [[String: Any]]
  #expect(items?.first?["completed"] as? Bool == true)
  #expect(items?.first?["id"] as? Int == 7)
  #expect(try TodoDocument.decode(json: data) == document)
}

@Test func repeatedIdsAreRepaired() throws {
  let json = Data(
    (#"{"version":1,"items":[{"id":1,"text":"a","completed":false},"#
      + #"{"id":1,"text":"b","completed":true},{"id":2,"text":"c","completed":false}]}"#).utf8)
  let document = try TodoDocument.decode(json: json)
  #expect(document.items.map(\.text) == ["a", "b", "c"])
  #expect(Set(document.items.map(\.id)).count == 3)
  #expect(document.items[0].id == 1)
}

@Test(arguments: [
  "{not json", "", #"{"version":1}"#, #"{"version":2,"items":[]}"#,
  #"{"version":1,"items":[{"id":"x","text":"a","completed":false}]}"#,
])
func malformedDocumentsAreRejected(json: String) {
  #expect(throws: (any Error).self) { try TodoDocument.decode(json: Data(json.utf8)) }
}

/// Ids at the ends of `Int` load, repeated ones are repaired, and new ids never overflow.
@Test func anyIdAFileHoldsLoadsAndNewIdsNeverOverflow() throws {
  let json = Data(
    (#"{"version":1,"items":[{"id":9223372036854775807,"text":"a","completed":false},"#
      + #"{"id":9223372036854775807,"text":"b","completed":true},"#
      + #"{"id":-9223372036854775808,"text":"c","completed":false},"#
      + #"{"id":1e30,"text":"d","completed":false},{"id":2.5,"text":"e","completed":false},"#
      + #"{"id":1,"text":"f","completed":false}]}"#).utf8)
  var document = try TodoDocument.decode(json: json)
  #expect(document.items.map(\.text) == ["a", "b", "c", "d", "e", "f"])
  #expect(document.items[0].id == Int.max && document.items[2].id == Int.min)
  #expect(Set(document.items.map(\.id)).count == 6)
  #expect(document.items.allSatisfy { $0.id != 0 })
  let added = (0..<3).map { _ in document.append(text: "new") }
  #expect(Set(document.items.map(\.id)).count == 9)
  #expect(added.allSatisfy { $0 > 0 && $0 < 10 })
  // Round trip: what is saved loads as it was.
  #expect(try TodoDocument.decode(json: document.encodedJSON()) == document)
}

@Test func manyRepeatedIdsAreRepairedInLinearTime() throws {
  let items = (0..<50_000).map { TodoItem(id: Int.max, text: "\($0)") }
  let document = try TodoDocument.decode(json: TodoDocument(items: items).encodedJSON())
  #expect(Set(document.items.map(\.id)).count == 50_000)
}
