import Foundation
import TactileCore
import TactileIO
import TactileSDL
import TactileScenes
import Testing

/// The monkey test: 10 000 seeded random events through the whole app with real
/// fonts and the real renderer, checking `MonkeyInvariants` after every event.
///
/// The short run shows a compact spoiler text (debug builds update particles slowly) and
/// renders every 250th frame through SDL. `make soak` runs the long version: `TACTILE_SOAK=100000`
/// sets the number of events, shows the shipped sample texts and renders every 5th frame.
/// Other knobs: `TACTILE_SOAK_SEED` (default 1), `TACTILE_MONKEY_EVENTS` (events of the short
/// run), `TACTILE_MONKEY_RENDER_EVERY`, `TACTILE_MONKEY_TRACE=1` (print every event).
@Test func monkeyDrivesEveryPageWithoutBreakingAnInvariant() throws {
  let sdl = try SDLFixture.shared.get()
  let environment = ProcessInfo.processInfo.environment
  var options = Monkey.Options()
  let soakEvents = environment["TACTILE_SOAK"].flatMap(Int.init) ?? 0
  let isSoak = soakEvents > 0
  if isSoak {
    options.events = soakEvents
    options.renderEvery = 5
  }
  if let n = environment["TACTILE_MONKEY_EVENTS"].flatMap(Int.init), n > 0 { options.events = n }
  if let s = environment["TACTILE_SOAK_SEED"].flatMap(UInt64.init) { options.seed = s }
  if let n = environment["TACTILE_MONKEY_RENDER_EVERY"].flatMap(Int.init), n > 0 {
    options.renderEvery = n
  }
  let todo = FileManager.default.temporaryDirectory
    .appendingPathComponent("tactile-monkey-\(getpid())")
  try FileManager.default.createDirectory(at: todo, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: todo) }
  // The list starts with ids at both ends of Int (one repeated): loading repairs them, and
  // every item the monkey adds must get an id without overflowing.
  let start = TodoDocument(items: [
    TodoItem(id: Int.max, text: "Largest id"), TodoItem(id: Int.max, text: "Largest id again"),
    TodoItem(id: Int.min, text: "Smallest id", isCompleted: true),
  ])
  try Data(TodoFile(document: start).bytes).write(to: todo.appendingPathComponent("todo.json"))
  options.todoDirectory = todo.path

  let summary = try sdl.exclusively {
    let text = isSoak ? try sampleSpoilerText() : compactText
    return try Monkey(options: options, fonts: sdl.fonts, spoilerText: text).run()
  }
  print(summary)
  for p in summary.problems { print("monkey problem: \(p)") }
  #expect(summary.problems.isEmpty, "\(summary.problems.first ?? "")")
  #expect(summary.events >= options.events)
  #expect(summary.pagesVisited.count == PageKind.allCases.count, "\(summary.eventsPerPage)")
  #expect(summary.resizes > 0 && summary.framesRendered > 0 && summary.quits > 0)
  // Memory stays flat: far less growth than one 4000×3000 frame per hundred events would take.
  // (Not under AddressSanitizer, which keeps freed memory in quarantine on purpose.)
  let growth = summary.memoryAtEnd.residentMB - summary.memoryAtStart.residentMB
  if !ProcessMemory.isUnderAddressSanitizer {
    #expect(growth < 256, "resident memory grew by \(growth) MB")
  }
}

/// The shipped English and Russian samples, as the app shows them.
private func sampleSpoilerText() throws -> String {
  let assets = try AssetLocator.locate()
  let texts = try ["spoilers-en.txt", "spoilers-ru.txt"].map {
    try String(contentsOf: assets.text($0), encoding: .utf8)
  }
  return texts.joined(separator: "\n\n")
}

private let compactText = "Monkey [a] b ||ж|| c ||🐱|| [d e] f\n\n||g||"
