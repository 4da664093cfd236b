import Foundation
import TactileScenes
import Testing

@testable import TactileIO

@Test func theSaverWritesInTheBackgroundCoalescesAndKeepsTheLastDocument() throws {
  let directory = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let saver = TodoSaver(store: TodoStore(directory: directory))
  var last = TodoDocument(items: [])
  for k in 0..<200 {
    last.append(text: "item \(k)")
    saver.submit(TodoFile(document: last))
  }
  saver.flush()
  #expect(!saver.isBusy)
  let stored = try TodoFile(
    reading: Array(Data(contentsOf: TodoStore(directory: directory).fileURL))
  ).document
  #expect(stored == last)
  let results = saver.takeResults()
  #expect(results.error == nil && results.saved >= 1 && results.saved <= 200)
  #expect(saver.takeResults() == TodoSaveResults())  // Taken once.
}

@Test func theSaverReportsTheNewestOutcome() throws {
  let root = try makeTodoTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: root) }
  let blocker = root.appendingPathComponent("file")
  try Data("x".utf8).write(to: blocker)
  let saver = TodoSaver(store: TodoStore(directory: blocker.appendingPathComponent("d")))
  saver.submit(TodoFile(document: .sample))
  saver.flush()
  let failed = saver.takeResults()
  #expect(failed.saved == 0 && failed.error?.contains("cannot create") == true)
  try FileManager.default.removeItem(at: blocker)
  saver.submit(TodoFile(document: .sample))
  saver.flush()
  #expect(saver.takeResults() == TodoSaveResults(saved: 1, error: nil))
}
