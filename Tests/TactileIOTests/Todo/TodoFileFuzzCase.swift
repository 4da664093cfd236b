// Shared by the unit tests (which replay `Fuzz/todo-corpus`) and the libFuzzer harness
// `Fuzz/TodoFileFuzzer.swift` (`make fuzz` compiles this file with TactileIO's JSON and to-do
// file sources into one module, linked with TactileCore and TactileScenes built for fuzzing,
// with `-D FUZZING`).
import TactileScenes

#if !FUZZING
  @testable import TactileIO
#endif

/// One input of the to-do file fuzzer: arbitrary bytes read as `todo.json`. Reading never
/// traps, and a file nothing can be read from says why in one line. What is read (of the
/// format this build writes: a newer one is never written) is written back with nothing lost:
/// saved unchanged, it reads back as the same list (ids included) with every member and
/// element (their bytes) as they were but the ids the list repaired, and saves to the same
/// bytes again; edited (an item completed, one retitled, one deleted, one added: chosen from
/// the input), it reads back as the list edited, and what the edit did not touch is still
/// there, byte for byte.
struct TodoFileFuzzCase {
  let bytes: [UInt8]

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// The broken invariants (empty when all hold).
  func run() -> [String] {
    let file: TodoFile
    do {
      file = try TodoFile(reading: bytes)
    } catch {
      let message = "\(error)"
      let bad = message.contains("\n") || message.contains("CodingKeys") || message.isEmpty
      return bad ? ["a refusal that is not one line in words: \(message.debugDescription)"] : []
    }
    return file.isNewer ? [] : checkUnchanged(file) + checkEdited(file)
  }

  /// Saved as read: the same list, members and elements, and the same bytes once more.
  private func checkUnchanged(_ read: TodoFile) -> [String] {
    var file = read
    file.merge(file.document)
    let written = file.bytes
    guard var back = try? TodoFile(reading: written) else {
      return ["what was read does not read back: \(String(decoding: written, as: UTF8.self))"]
    }
    var problems: [String] = []
    if back.document != read.document { problems.append("the list read back differs") }
    if back.members != read.members || back.items != read.items {
      problems.append("a member of the file was lost or changed")
    }
    if back.entries != file.entries { problems.append("what was written reads back otherwise") }
    if file.entries.count != read.entries.count
      || zip(file.entries, read.entries).contains(where: { !Self.keptAsRead($0, $1) })
    {
      problems.append("an item's bytes were lost or changed")
    }
    if back.problems != read.problems || back.version != read.version {
      problems.append("read back with other problems: \(back.problems) for \(read.problems)")
    }
    back.merge(back.document)
    if back.bytes != written { problems.append("a second save wrote other bytes") }
    return problems
  }

  /// Whether an entry saved unchanged is as it was read: byte for byte, but for the id of an
  /// item whose id the list repaired (written as repaired).
  private static func keptAsRead(_ written: TodoFile.Entry, _ read: TodoFile.Entry) -> Bool {
    guard case .item(var w) = written, case .item(var r) = read, r.fileID != r.id else {
      return written == read
    }
    w.members.removeAll { $0.name == "id" }
    r.members.removeAll { $0.name == "id" }
    return w.members == r.members && w.text == r.text && w.completed == r.completed
  }

  /// Edited as a user could: what was edited reads back so, the rest byte for byte.
  private func checkEdited(_ read: TodoFile) -> [String] {
    var file = read
    var document = read.document
    let seed = Int(bytes.reduce(UInt8(0)) { $0 &+ $1 })
    if !document.items.isEmpty {
      let i = seed % document.items.count
      document.items[i].isCompleted.toggle()
      document.items[(i + 1) % document.items.count].text = "é\u{0}\"\\\n\u{2028}😂 \(seed)"
    }
    if document.items.count > 1 { document.items.remove(at: (seed / 7) % document.items.count) }
    document.append(text: "new \u{FFFD}")
    file.merge(document)
    guard var back = try? TodoFile(reading: file.bytes) else {
      return ["an edited list does not read back"]
    }
    var problems: [String] = []
    func shown(_ d: TodoDocument) -> [String] { d.items.map { "\($0.isCompleted) \($0.text)" } }
    if shown(back.document) != shown(document) { problems.append("the edit did not read back") }
    if back.members != file.members { problems.append("an edit lost a member of the file") }
    let kept = { (f: TodoFile) in
      f.entries.compactMap { e -> [UInt8]? in
        if case .kept(let b) = e { return b }
        return nil
      }
    }
    if kept(back) != kept(file) { problems.append("an edit lost an item it could not read") }
    let before = file.bytes
    back.merge(back.document)
    if back.bytes != before { problems.append("an edited list saves to other bytes read back") }
    return problems
  }
}
