import Foundation
import Testing

@testable import TactileScenes

/// The table of tunables in `docs/studio.md` is `Tuning.markdownTable()` (what
/// `tactile --tunables` prints): regenerate it from there when a row changes.
@Test func theStudioPageListsEveryTunableAsTheCatalogDoes() throws {
  let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../docs/studio.md").standardizedFileURL
  let lines = try String(contentsOf: page, encoding: .utf8).split(
    separator: "\n", omittingEmptySubsequences: false)
  let header = try #require(lines.firstIndex { $0.hasPrefix("| key | unit | range |") })
  let rows = lines[(header + 2)...].prefix { $0.hasPrefix("| `") }
  #expect(
    rows.joined(separator: "\n") == Tuning.markdownTable(),
    "docs/studio.md: paste the rows `tactile --tunables` prints")
}
