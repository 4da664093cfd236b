import TactileCore
import TactileTestSupport
import Testing

@testable import TactileScenes

/// Greedy word wrap with fake metrics: the number of lines `text` takes at `width` points.
private func lineCount(_ text: String, width: Float, metrics: FontMetrics, font: FontSpec) -> Int {
  var lines = 1
  var line = ""
  for word in text.split(separator: " ") {
    let candidate = line.isEmpty ? String(word) : line + " " + word
    if metrics.advance(of: Substring(candidate), font: font) <= width || line.isEmpty {
      line = candidate
    } else {
      lines += 1
      line = String(word)
    }
  }
  return lines
}

@Test func sampleItemsWrapToOneTwoAndFourLinesAt600Points() {
  // 17 pt text with an average advance of half an em: 8.5 pt a character.
  let metrics = FixedWidthMetrics(advance: 5)
  let font = FontSpec.regular(17)
  let counts = TodoDocument.sample.items.map {
    lineCount($0.text, width: 600, metrics: metrics, font: font)
  }
  #expect(counts == [1, 2, 4, 1])
  #expect(TodoDocument.sample.items.contains { $0.isCompleted })
  #expect(Set(TodoDocument.sample.items.map(\.id)).count == TodoDocument.sample.items.count)
}

@Test func appendAndRemoveKeepIdsUnique() {
  var document = TodoDocument.sample
  let id = document.append(text: "New")
  #expect(id == 5 && document.items.last?.text == "New")
  let removed = document.remove(id: 2)
  let removedAgain = document.remove(id: 2)
  #expect(removed && !removedAgain)
  let next = document.append(text: "Another")
  #expect(next == 6)
}

@Test func missingAndRepeatedIdsAreRepairedWithFreshOnes() {
  let document = TodoDocument(
    version: 1,
    repairing: [
      (id: Int.max, text: "a", isCompleted: false), (id: Int.max, text: "b", isCompleted: true),
      (id: nil, text: "c", isCompleted: false), (id: 3, text: "d", isCompleted: false),
    ])
  #expect(document.items.map(\.text) == ["a", "b", "c", "d"])
  #expect(document.items[0].id == Int.max && document.items[3].id == 3)
  #expect(Set(document.items.map(\.id)).count == 4)
  #expect(document.items.allSatisfy { $0.id > 0 })
}
